//! What Felt says about itself and the problem report over HTTP, both behind the TD
//! token: the console's Help shows the first and downloads the second.

use super::AppState;
use super::openapi::BadRequest;
use super::reply::{Reply, blocking};
use crate::api::Installation;
use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::ToSchema;

/// This installation: version, data folder, database, token file, log, and whether only
/// the TD's account can read them
#[utoipa::path(
    get,
    path = "/api/installation",
    operation_id = "installation",
    responses((status = 200, description = "What `felt info` says", body = Installation))
)]
pub(super) async fn installation(State(s): State<AppState>) -> Reply<Installation> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.installation()).await?))
}

/// Body of `POST /api/report`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ReportBody {
    /// Put a copy of the database in, every token, code and draw secret removed
    #[serde(default)]
    database: bool,
}

/// Write a problem report: one .zip with the log, this installation, the settings (never
/// a token or secret) and, when asked, a copy of the database without its secrets
#[utoipa::path(
    post,
    path = "/api/report",
    operation_id = "problemReport",
    request_body = ReportBody,
    responses(
        (status = 200, description = "The report, to attach to a message", content_type = "application/zip"),
        BadRequest,
    )
)]
pub(super) async fn report(
    State(s): State<AppState>,
    super::extract::Json(body): super::extract::Json<ReportBody>,
) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.problem_report(body.database)).await {
        Ok(r) => (
            [
                (header::CONTENT_TYPE, "application/zip".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{}\"", r.file_name),
                ),
            ],
            r.bytes,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let td = OpenApiRouter::new()
        .routes(routes!(installation))
        .routes(routes!(report));
    super::auth::behind_token(td)
}
