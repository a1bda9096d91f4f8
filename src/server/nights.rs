//! Dealer's-choice nights over HTTP (issue 16): the list, a night's view and its paper
//! are open reads (a TV shows the called game without a token); opening a night, acting
//! on it and undoing need the TD token.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::{BadRequest, Busy, NoSuchGame, Refused};
use super::routes::{PaperQuery, Reply, blocking, heavy, pdf_reply};
use crate::api::night::{NightListing, NightSetup, NightView};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use felt_core::night::NightAction;

/// Every dealer's-choice night, newest first
#[utoipa::path(
    get,
    path = "/api/nights",
    responses((status = 200, description = "The nights", body = Vec<NightListing>))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Vec<NightListing>> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.nights()).await?))
}

/// Open a dealer's-choice night (terms left out are seed 003's)
#[utoipa::path(
    post,
    path = "/api/nights",
    request_body = NightSetup,
    responses(
        (status = 200, description = "The night opened", body = NightView),
        NoSuchGame,
        Refused,
    )
)]
pub(super) async fn create(
    State(s): State<AppState>,
    extract::Json(setup): extract::Json<NightSetup>,
) -> Reply<NightView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.create_night(&setup)).await?))
}

/// A night as the screens show it: the called game and its short rules, the limit now
/// and the next change, the dealer, the next mistake's cost, the kitty and the settle-up
#[utoipa::path(
    get,
    path = "/api/nights/{night}",
    params(("night" = i64, Path, description = "The night's number")),
    responses(
        (status = 200, description = "The night", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
    )
)]
pub(super) async fn view(State(s): State<AppState>, Path(night): Path<i64>) -> Reply<NightView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.night(night)).await?))
}

/// Act on a night: first dealer, join, leave, call a game, a mistake, a buy-in, a
/// cash-out, the end (or an undo of the latest action)
#[utoipa::path(
    post,
    path = "/api/nights/{night}/actions",
    params(("night" = i64, Path, description = "The night's number")),
    request_body = NightAction,
    responses(
        (status = 200, description = "The night after the action", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        Refused,
    )
)]
pub(super) async fn act(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    extract::Json(action): extract::Json<NightAction>,
) -> Reply<NightView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.night_act(night, action, None)).await?,
    ))
}

/// Take back the latest action of a night (never its opening)
#[utoipa::path(
    post,
    path = "/api/nights/{night}/undo",
    params(("night" = i64, Path, description = "The night's number")),
    responses(
        (status = 200, description = "The night after the undo", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        Refused,
    )
)]
pub(super) async fn undo(State(s): State<AppState>, Path(night): Path<i64>) -> Reply<NightView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.night_undo(night, None)).await?))
}

/// The night sheet as PDF: terms, kitty, settle-up, deals and mistakes
#[utoipa::path(
    get,
    path = "/api/nights/{night}/sheet.pdf",
    params(("night" = i64, Path, description = "The night's number"), PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        BadRequest,
        Busy,
    )
)]
pub(super) async fn sheet(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    Query(q): Query<PaperQuery>,
) -> Response {
    night_pdf(s, night, q, false).await
}

/// A night's paper: its sheet, or (`card`) its house list's rule cards.
async fn night_pdf(s: AppState, night: i64, q: PaperQuery, card: bool) -> Response {
    let size = match q.size() {
        Ok(size) => size,
        Err(refused) => return refused.into_response(),
    };
    let felt = s.felt.clone();
    let made = heavy(move || {
        if card {
            felt.night_card(night, size)
        } else {
            felt.night_sheet(night, size)
        }
    })
    .await;
    match made {
        Ok(bytes) => pdf_reply(
            bytes,
            &format!("night-{night}-{}.pdf", if card { "games" } else { "sheet" }),
        ),
        Err(e) => e.into_response(),
    }
}

/// The rule cards of a night's house list as PDF
#[utoipa::path(
    get,
    path = "/api/nights/{night}/card.pdf",
    params(("night" = i64, Path, description = "The night's number"), PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        BadRequest,
        Busy,
    )
)]
pub(super) async fn card(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    Query(q): Query<PaperQuery>,
) -> Response {
    night_pdf(s, night, q, true).await
}
