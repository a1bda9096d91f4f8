//! Days and flights over HTTP: making a day 2 from its flights needs the TD
//! token. The redraw and the end of the day are commands (`POST /api/events/{id}/commands`).

use super::AppState;
use super::extract;
use super::openapi::Refused;
use super::reply::{Reply, answer};
use crate::api::days::{DayTwoCreated, DayTwoRequest};
use axum::extract::State;

/// Make the day 2 of flights: every flight's day ended and its survivors bagged; the
/// survivors carried in by the flight rule, the combined field and pool, the clock at
/// the level play stopped at
#[utoipa::path(
    post,
    path = "/api/days",
    operation_id = "dayTwo",
    request_body = DayTwoRequest,
    responses(
        (status = 200, description = "The day 2 made", body = DayTwoCreated),
        (status = 404, description = "A flight named is not in this database (code `no-such-event`)"),
        Refused,
    )
)]
pub(super) async fn day_two(
    State(s): State<AppState>,
    extract::Json(req): extract::Json<DayTwoRequest>,
) -> Reply<DayTwoCreated> {
    answer(&s, move |felt| felt.day_two(&req)).await
}

/// This area's routes: behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    super::auth::behind_token(OpenApiRouter::new().routes(routes!(day_two)))
}
