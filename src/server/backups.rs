//! The database's backups over HTTP, all behind the TD token: the list, one taken now, a
//! restore (the live database replaced under every event's write lock). The automatic
//! ones are taken by `watch_database` in `mod.rs`.

use super::AppState;
use super::openapi::{BadRequest, Refused};
use super::reply::{Reply, blocking, notify};
use crate::api::{BackupInfo, BackupReason, Backups, Restored};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use std::collections::BTreeMap;
use utoipa::openapi::{RefOr, Response};
use utoipa::{IntoResponses, ToSchema};

/// The backups, newest first, with the folder they are in
#[utoipa::path(
    get,
    path = "/api/backups",
    operation_id = "backups",
    responses((status = 200, description = "The backups folder and its backups", body = Backups))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Backups> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.backups()).await?))
}

/// Take a backup of the whole database now
#[utoipa::path(
    post,
    path = "/api/backups",
    operation_id = "backupNow",
    responses((status = 201, description = "The backup taken", body = BackupInfo))
)]
pub(super) async fn take(
    State(s): State<AppState>,
) -> Result<(StatusCode, Json<BackupInfo>), super::reply::HttpError> {
    let felt = s.felt.clone();
    let info = blocking(move || felt.backup_now(BackupReason::Manual)).await?;
    Ok((StatusCode::CREATED, Json(info)))
}

/// Body of `POST /api/backups/restore`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RestoreBody {
    /// A backup's name, as the list gives it
    name: String,
}

/// 404: the name is no backup in the folder.
pub(super) struct NoSuchBackup;

impl IntoResponses for NoSuchBackup {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        super::openapi::one(
            "404",
            "There is no backup of that name (code `no-such-backup`)",
        )
    }
}

/// Replace the whole database with a backup; the database as it was is backed up first
/// (`saved_as`), so a restore can be undone the same way
#[utoipa::path(
    post,
    path = "/api/backups/restore",
    operation_id = "restoreBackup",
    request_body = RestoreBody,
    responses(
        (status = 200, description = "Restored: what from, the backup of what it replaced, the events now", body = Restored),
        BadRequest,
        NoSuchBackup,
        Refused,
    )
)]
pub(super) async fn restore(
    State(s): State<AppState>,
    super::extract::Json(body): super::extract::Json<RestoreBody>,
) -> Reply<Restored> {
    let felt = s.felt.clone();
    let result = blocking(move || felt.restore_backup(&body.name)).await;
    notify(&s);
    Ok(Json(result?))
}

/// This area's routes: all behind the TD token (a backup holds every event and player).
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let td = OpenApiRouter::new()
        .routes(routes!(list, take))
        .routes(routes!(restore));
    super::auth::behind_token(td)
}
