//! The player register over HTTP. Every route needs the TD token: the register
//! holds member numbers and the TD's notes, which no display or table device needs.
//! (`GET /api/players?q=`, the desk's name suggestions, stays an open read.)

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::Refused;
use super::reply::{Reply, answer, blocking};
use crate::api::players::{
    ImportReport, ImportRequest, MergeRequest, PlayerInfo, PlayerInput, PlayerPage,
};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// `?q=`: part of a name, a nickname or a member number.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(super) struct RegisterQuery {
    /// Part of a name (any spelling of the player's), a nickname or a member number
    #[serde(default)]
    q: Option<String>,
}

/// The player register, by name (with ?q=, the players matching it)
#[utoipa::path(
    get,
    path = "/api/register",
    operation_id = "register",
    params(RegisterQuery),
    responses((status = 200, description = "The players", body = Vec<PlayerInfo>), Refused)
)]
pub(super) async fn list(
    State(s): State<AppState>,
    Query(q): Query<RegisterQuery>,
) -> Reply<Vec<PlayerInfo>> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.player_list(q.q.as_deref())).await?,
    ))
}

/// Add a player to the register
#[utoipa::path(
    post,
    path = "/api/register",
    operation_id = "addPlayer",
    request_body = PlayerInput,
    responses((status = 200, description = "The new player", body = PlayerInfo), Refused)
)]
pub(super) async fn add(
    State(s): State<AppState>,
    extract::Json(input): extract::Json<PlayerInput>,
) -> Reply<PlayerInfo> {
    answer(&s, move |felt| felt.add_player(&input)).await
}

/// A player's page: events, places, prizes, bounties, lammers, series standings
#[utoipa::path(
    get,
    path = "/api/register/{player}",
    operation_id = "playerPage",
    params(("player" = i64, Path, description = "The player's number in the register")),
    responses(
        (status = 200, description = "The page (a merged player's shows the one kept)", body = PlayerPage),
        (status = 404, description = "No such player (code `no-such-player`)"),
    )
)]
pub(super) async fn page(State(s): State<AppState>, Path(player): Path<i64>) -> Reply<PlayerPage> {
    answer(&s, move |felt| felt.player_page(player)).await
}

/// Change a player's name, nickname, member number, club or notes
#[utoipa::path(
    put,
    path = "/api/register/{player}",
    operation_id = "editPlayer",
    params(("player" = i64, Path, description = "The player's number in the register")),
    request_body = PlayerInput,
    responses(
        (status = 200, description = "The player", body = PlayerInfo),
        (status = 404, description = "No such player (code `no-such-player`)"),
        Refused,
    )
)]
pub(super) async fn edit(
    State(s): State<AppState>,
    Path(player): Path<i64>,
    extract::Json(input): extract::Json<PlayerInput>,
) -> Reply<PlayerInfo> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.edit_player(player, &input)).await?,
    ))
}

/// Merge two players who are one person: every result of `other` becomes `keep`'s
#[utoipa::path(
    post,
    path = "/api/register/merge",
    operation_id = "mergePlayers",
    request_body = MergeRequest,
    responses(
        (status = 200, description = "The page of the player kept", body = PlayerPage),
        (status = 404, description = "No such player (code `no-such-player`)"),
        Refused,
    )
)]
pub(super) async fn merge(
    State(s): State<AppState>,
    extract::Json(m): extract::Json<MergeRequest>,
) -> Reply<PlayerPage> {
    answer(&s, move |felt| felt.merge_players(m)).await
}

/// Read a CSV of players: the column mapping and each row's effect (kept with `commit`)
#[utoipa::path(
    post,
    path = "/api/register/import",
    operation_id = "importPlayers",
    request_body = ImportRequest,
    responses(
        (status = 200, description = "What the file holds and, with commit, what was kept", body = ImportReport),
        Refused,
    )
)]
pub(super) async fn import(
    State(s): State<AppState>,
    extract::Json(req): extract::Json<ImportRequest>,
) -> Reply<ImportReport> {
    answer(&s, move |felt| felt.import_players(&req)).await
}

/// The register as CSV: id, name, nickname, number, club, notes, events
#[utoipa::path(
    get,
    path = "/api/register/export.csv",
    operation_id = "exportPlayers",
    responses(
        (status = 200, description = "A CSV file (RFC 4180)", content_type = "text/csv"),
        Refused,
    )
)]
pub(super) async fn export(State(s): State<AppState>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.export_players()).await {
        Ok(text) => (
            [
                (
                    axum::http::header::CONTENT_TYPE,
                    "text/csv; charset=utf-8".to_string(),
                ),
                (
                    axum::http::header::CONTENT_DISPOSITION,
                    "attachment; filename=\"players.csv\"".to_string(),
                ),
            ],
            text,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// This area's routes: behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    super::auth::behind_token(
        OpenApiRouter::new()
            .routes(routes!(list, add))
            .routes(routes!(page, edit))
            .routes(routes!(merge))
            .routes(routes!(import))
            .routes(routes!(export)),
    )
}
