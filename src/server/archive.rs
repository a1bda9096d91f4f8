//! An event's life after play over HTTP: archive it, export it with its whole log, delete
//! it (its log exported beside the database first).

use super::AppState;
use super::extract::{self, Lang, Path};
use super::openapi::{BadRequest, EventId, LangParam, NoSuchEvent, Refused};
use super::reply::{Reply, blocking, notify};
use crate::api::{DeletedEvent, EventExport};
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::ToSchema;

/// Body of `POST /api/events/{id}/archive`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ArchiveBody {
    /// true archives the event; false puts it back in the list
    archived: bool,
}

/// Archive an event (kept, out of the console's list) or put it back
#[utoipa::path(
    post,
    path = "/api/events/{id}/archive",
    operation_id = "archiveEvent",
    params(EventId),
    request_body = ArchiveBody,
    responses((status = 204, description = "Done"), BadRequest, NoSuchEvent)
)]
pub(super) async fn archive(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<ArchiveBody>,
) -> Response {
    let felt = s.felt.clone();
    let result = blocking(move || felt.archive_event(id, body.archived)).await;
    notify(&s);
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// The event with its whole log as stored, as a JSON file
#[utoipa::path(
    get,
    path = "/api/events/{id}/export.json",
    operation_id = "exportEvent",
    params(EventId),
    responses(
        (status = 200, description = "The event and every record of its log", body = EventExport),
        NoSuchEvent,
    )
)]
pub(super) async fn export(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.export_event(id)).await {
        Ok(x) => (
            [(
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"event-{id}.json\""),
            )],
            Json(x),
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// Walk the event's log through its hash chain: every record fits, or the first that
/// does not (edited, removed or moved in the database after it was written)
#[utoipa::path(
    get,
    path = "/api/events/{id}/log/verify",
    operation_id = "verifyLog",
    params(EventId),
    responses(
        (status = 200, description = "What the walk found, with the last hash", body = felt_core::log::chain::ChainReport),
        NoSuchEvent,
    )
)]
pub(super) async fn verify_log(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.verify_log(id)).await {
        Ok(r) => Json(r).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Deal every opening draw of the event again from its recorded seed and compare it seat
/// by seat with the draw shown; a committed draw also shows its secret gives the
/// commitment shown before it. Open to anyone, like the `/verify/{id}` page
#[utoipa::path(
    get,
    path = "/api/events/{id}/draw/verify",
    operation_id = "verifyDraw",
    params(EventId, LangParam),
    responses(
        (status = 200, description = "Each draw checked, and the finding in words", body = felt_core::view::draw_check::DrawCheck),
        NoSuchEvent,
    )
)]
pub(super) async fn verify_draw(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Lang(asked): Lang,
) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.check_draws(id, asked)).await {
        Ok(r) => Json(r).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Delete an event; its log is first exported beside the database
#[utoipa::path(
    delete,
    path = "/api/events/{id}",
    operation_id = "deleteEvent",
    params(EventId),
    responses(
        (status = 200, description = "Deleted, and where its log was exported", body = DeletedEvent),
        NoSuchEvent,
        Refused,
    )
)]
pub(super) async fn delete(State(s): State<AppState>, Path(id): Path<i64>) -> Reply<DeletedEvent> {
    let felt = s.felt.clone();
    let result = blocking(move || felt.delete_event(id)).await;
    notify(&s);
    Ok(Json(result?))
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(export))
        .routes(routes!(verify_log))
        .routes(routes!(verify_draw));
    let td = OpenApiRouter::new()
        .routes(routes!(archive))
        .routes(routes!(delete));
    open.merge(super::auth::behind_token(td))
}
