//! The room's screens over HTTP: a display reports itself (no token: what it
//! sends only describes it) and gets its assignment back; the TD lists the screens and
//! names them or gives them a layout.

use super::AppState;
use super::extract::{self, Lang, Path};
use super::openapi::{BadRequest, NoSuchScreen, Refused};
use super::reply::{Reply, answer, blocking};
use crate::api::screens::{Screen, ScreenAssignment, ScreenReport, ScreenUpdate};
use axum::Json;
use axum::extract::State;

/// A display says who it is and how it is doing; the answer is what it should show
#[utoipa::path(
    post,
    path = "/api/screens/{screen}/report",
    operation_id = "reportScreen",
    params(("screen" = String, Path, description = "The screen's own id, kept in its browser")),
    request_body = ScreenReport,
    responses(
        (status = 200, description = "Its name and the layout the TD assigned", body = ScreenAssignment),
        BadRequest,
        NoSuchScreen,
        Refused,
    )
)]
pub(super) async fn report(
    State(s): State<AppState>,
    Path(screen): Path<String>,
    extract::Json(report): extract::Json<ScreenReport>,
) -> Reply<ScreenAssignment> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.screen_report(&screen, report)).await?,
    ))
}

/// Every screen that reported since the server started, with what needs the TD's eye
#[utoipa::path(
    get,
    path = "/api/screens",
    operation_id = "screens",
    responses((status = 200, description = "The screens, the most recently heard first", body = Vec<Screen>))
)]
pub(super) async fn list(State(s): State<AppState>, Lang(asked): Lang) -> Reply<Vec<Screen>> {
    answer(&s, move |felt| {
        let mut all = felt.screens()?;
        let l = asked.for_event(None);
        all.iter_mut().for_each(|screen| screen.say_in(l));
        Ok(all)
    })
    .await
}

/// Name a screen or give it a layout; it switches at its next report, within 5 s
#[utoipa::path(
    post,
    path = "/api/screens/{screen}",
    operation_id = "updateScreen",
    params(("screen" = String, Path, description = "The screen's id")),
    request_body = ScreenUpdate,
    responses(
        (status = 200, description = "The screen as the panel shows it", body = Screen),
        BadRequest,
        NoSuchScreen,
        Refused,
    )
)]
pub(super) async fn update(
    State(s): State<AppState>,
    Path(screen): Path<String>,
    Lang(asked): Lang,
    extract::Json(update): extract::Json<ScreenUpdate>,
) -> Reply<Screen> {
    let felt = s.felt.clone();
    let mut done = blocking(move || felt.update_screen(&screen, update)).await?;
    done.say_in(asked.for_event(None));
    Ok(Json(done))
}

/// This area's routes: reads open to every display, changes behind the TD token.
/// A display has no token: its report only describes it, and the answer only says what the TD assigned it.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new().routes(routes!(report));
    let td = OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(update));
    open.merge(super::auth::behind_token(td))
}
