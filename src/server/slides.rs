//! Slides over HTTP: the TD uploads and removes images (token); the displays
//! read the list, each event's choice of when to show them, and the images (open, like
//! every read a display makes).

use super::AppState;
use super::extract::{self, Path};
use super::openapi::{EventId, NoSuchEvent, NoSuchSlide, Refused};
use super::reply::{Reply, answer, blocking};
use crate::api::slides::{Slide, SlideShow, SlideUpload, SlidesView};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// Every slide, in the order they were added
#[utoipa::path(
    get,
    path = "/api/slides",
    operation_id = "slides",
    responses((status = 200, description = "The slides", body = Vec<Slide>))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Vec<Slide>> {
    answer(&s, move |felt| felt.slides()).await
}

/// A slide's image
#[utoipa::path(
    get,
    path = "/api/slides/{slide}",
    operation_id = "slideImage",
    params(("slide" = i64, Path, description = "The slide's number")),
    responses(
        (status = 200, description = "The image (PNG, JPEG, WebP or GIF)", content_type = "image/*"),
        NoSuchSlide,
    )
)]
pub(super) async fn image(State(s): State<AppState>, Path(slide): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.slide_image(slide)).await {
        Ok((mime, bytes)) => (
            [
                (header::CONTENT_TYPE, mime),
                // The list's URL carries the image's version: a cached copy is never stale.
                (header::CACHE_CONTROL, "public, max-age=86400".to_string()),
            ],
            bytes,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// Add a slide: an image (PNG, JPEG, WebP or GIF, at most 1.5 MB) in base64
#[utoipa::path(
    post,
    path = "/api/slides",
    operation_id = "addSlide",
    request_body = SlideUpload,
    responses(
        (status = 200, description = "The slide kept", body = Slide),
        Refused,
    )
)]
pub(super) async fn add(
    State(s): State<AppState>,
    extract::Json(upload): extract::Json<SlideUpload>,
) -> Reply<Slide> {
    answer(&s, move |felt| felt.add_slide(&upload)).await
}

/// Remove a slide from every display
#[utoipa::path(
    delete,
    path = "/api/slides/{slide}",
    operation_id = "removeSlide",
    params(("slide" = i64, Path, description = "The slide's number")),
    responses(
        (status = 200, description = "The slides left", body = Vec<Slide>),
        NoSuchSlide,
    )
)]
pub(super) async fn remove(State(s): State<AppState>, Path(slide): Path<i64>) -> Reply<Vec<Slide>> {
    answer(&s, move |felt| felt.remove_slide(slide)).await
}

/// An event's slides and when its displays show them
#[utoipa::path(
    get,
    path = "/api/events/{id}/slides",
    operation_id = "eventSlides",
    params(EventId),
    responses(
        (status = 200, description = "The slides and the event's choice", body = SlidesView),
        NoSuchEvent,
    )
)]
pub(super) async fn for_event(State(s): State<AppState>, Path(id): Path<i64>) -> Reply<SlidesView> {
    answer(&s, move |felt| felt.event_slides(id)).await
}

/// Choose when an event's displays show the slides
#[utoipa::path(
    put,
    path = "/api/events/{id}/slides",
    operation_id = "setSlideShow",
    params(EventId),
    request_body = SlideShow,
    responses(
        (status = 200, description = "The slides and the event's choice", body = SlidesView),
        NoSuchEvent,
        Refused,
    )
)]
pub(super) async fn set_show(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Json(show): extract::Json<SlideShow>,
) -> Reply<SlidesView> {
    answer(&s, move |felt| felt.set_slide_show(id, show)).await
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(image))
        .routes(routes!(for_event));
    let td = OpenApiRouter::new()
        .routes(routes!(add))
        .routes(routes!(remove))
        .routes(routes!(set_show));
    open.merge(super::auth::behind_token(td))
}
