//! Table reports over HTTP: the desk sees the reports of an event's table
//! devices, chooses whether they wait for it, and applies or declines each.

use super::AppState;
use super::extract::{self, Path};
use super::openapi::{EventId, NoSuchEvent, Refused};
use super::reply::{Reply, answer, blocking, notify};
use crate::api::reports::{Report, ReportDecision, ReportsMode, ReportsView};
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::IntoParams;

/// An event's table reports: the mode, those waiting for the desk and the latest decided
#[utoipa::path(
    get,
    path = "/api/events/{id}/reports",
    operation_id = "reports",
    params(EventId),
    responses(
        (status = 200, description = "The mode and the reports", body = ReportsView),
        NoSuchEvent,
    )
)]
pub(super) async fn list(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Lang(asked): extract::Lang,
) -> Reply<ReportsView> {
    answer(&s, move |felt| felt.reports_in(id, asked)).await
}

/// Choose whether the tables' reports apply at once or wait for the desk
#[utoipa::path(
    put,
    path = "/api/events/{id}/reports",
    operation_id = "setReportsMode",
    params(EventId),
    request_body = ReportsMode,
    responses(
        (status = 200, description = "The mode and the reports", body = ReportsView),
        NoSuchEvent,
    )
)]
pub(super) async fn set_mode(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<ReportsMode>,
) -> Reply<ReportsView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.set_table_reports_in(id, body.mode, asked)).await?,
    ))
}

/// The event and one of its table reports.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub(super) struct ReportPath {
    /// The event's number
    id: i64,
    /// The report's number
    report: i64,
}

/// Apply a waiting table report (logged as the device's action) or decline it
#[utoipa::path(
    post,
    path = "/api/events/{id}/reports/{report}",
    operation_id = "decideReport",
    params(ReportPath),
    request_body = ReportDecision,
    responses(
        (status = 200, description = "The report, decided", body = Report),
        NoSuchEvent,
        Refused,
    )
)]
pub(super) async fn decide(
    State(s): State<AppState>,
    Path(p): Path<ReportPath>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<ReportDecision>,
) -> Reply<Report> {
    let felt = s.felt.clone();
    let result = blocking(move || felt.decide_report_in(p.id, p.report, body.apply, asked)).await;
    notify(&s);
    Ok(Json(result?))
}

/// This area's routes: behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    super::auth::behind_token(
        OpenApiRouter::new()
            .routes(routes!(list))
            .routes(routes!(set_mode))
            .routes(routes!(decide)),
    )
}
