//! The floor calculators (big blind ante, chip race, payouts, ICM and chop deals, seat
//! draw): handlers that read the query or body into the calculator's request and call
//! the same `api::calc` function the CLI calls. They change nothing; the ante and chip
//! race are open, the others need the TD token as their cost grows with the input
//! (`routes::api` puts them behind it).

use super::AppState;
use super::extract::{Body, Path, Query};
use super::openapi::{BadRequest, Busy, EventId, NoSuchEvent, Refused};
use super::reply::{HttpError, Reply, answer, heavy};
use crate::api::ApiError;
use crate::api::calc::{
    self, AnteCalculation, AnteRequest, ChipRaceRequest, ChipRaceResult, ChopRequest,
    EventAnteRequest, IcmRequest, NextChipRace, PayoutsRequest, SeatDraw, SeatDrawRequest,
};
use axum::Json;
use axum::extract::State;
use felt_core::lang::Phrase;
use felt_core::rules::deal::DealOutcome;
use felt_core::rules::payout::Payout;
use felt_core::showdown::{JudgeForm, JudgeRequest, Judgement};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::HashMap;

/// The query string as name → value (the calculator reads it field by field).
type QueryMap = Query<HashMap<String, String>>;

/// The body as JSON; what is not JSON is a `{code, message}` 400.
fn json_body(body: &[u8]) -> Result<Value, HttpError> {
    let mut v = serde_json::from_slice(body).map_err(|e| {
        HttpError(ApiError::BadRequest(
            Phrase::new("refusal-api-not-json").text("why", e.to_string()),
        ))
    })?;
    super::extract::whole_numbers(&mut v);
    Ok(v)
}

/// The body as the request `what` (a message id); a missing or unknown field is a 400 naming it.
fn request<T: DeserializeOwned>(body: &[u8], what: &'static str) -> Result<T, HttpError> {
    serde_json::from_value(json_body(body)?).map_err(|e| {
        HttpError(ApiError::BadRequest(
            Phrase::new("refusal-api-not-request")
                .phrase("what", Phrase::new(what))
                .text("why", e.to_string()),
        ))
    })
}

/// Big blind ante calculator: what the big blind posts to the ante and to the blind under a
/// rule set
#[utoipa::path(
    get,
    path = "/api/ante",
    operation_id = "floorAnte",
    params(AnteRequest),
    responses(
        (status = 200, description = "The posting, with the working", body = AnteCalculation),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn floor_ante(Query(q): QueryMap) -> Reply<AnteCalculation> {
    let req = AnteRequest::from_query(&q)?;
    Ok(Json(calc::ante(&req)?))
}

/// Big blind ante calculator under the event's own rule, at the level being played (the
/// next one during a break) or the level asked for
#[utoipa::path(
    get,
    path = "/api/events/{id}/ante",
    operation_id = "eventAnte",
    params(EventId, EventAnteRequest),
    responses(
        (status = 200, description = "The posting, with the working", body = AnteCalculation),
        BadRequest,
        NoSuchEvent,
        Refused,
    )
)]
pub(super) async fn event_ante(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Query(q): QueryMap,
) -> Reply<AnteCalculation> {
    let req = EventAnteRequest::from_query(&q)?;
    answer(&s, move |felt| felt.event_ante(id, &req)).await
}

/// The chip race of the current break or the next break that races chips off (chips removed
/// and the chip they become), or null
#[utoipa::path(
    get,
    path = "/api/events/{id}/chip-race",
    operation_id = "nextChipRace",
    params(EventId),
    responses(
        (
            status = 200,
            description = "The race-off, or null when no break races chips off",
            body = Option<NextChipRace>
        ),
        NoSuchEvent,
    )
)]
pub(super) async fn next_chip_race(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<Option<NextChipRace>> {
    answer(&s, move |felt| felt.next_chip_race(id)).await
}

/// Chip race at one table: exchanges, cards, chips won, race-out protection (changes
/// nothing; no token)
#[utoipa::path(
    post,
    path = "/api/chip-race",
    operation_id = "chipRace",
    request_body = ChipRaceRequest,
    responses(
        (status = 200, description = "The race at the table", body = ChipRaceResult),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn chip_race(Body(body): Body) -> Reply<ChipRaceResult> {
    let req = ChipRaceRequest::from_json(&json_body(&body)?)?;
    // The shell draws the seed, not the core; the result carries it.
    Ok(Json(calc::chip_race(&req, rand::random)?))
}

/// The showdown judge: each pot settled from the cards by the game's rules (who wins each
/// part, each hand in words, the chips each player takes down to the smallest chip;
/// changes nothing; the TD token or a paired device)
#[utoipa::path(
    post,
    path = "/api/judge",
    operation_id = "judge",
    request_body = JudgeRequest,
    responses(
        (status = 200, description = "Each pot and part, and what each player takes", body = Judgement),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn judge(Body(body): Body) -> Reply<Judgement> {
    let req: JudgeRequest = request(&body, "refusal-api-what-judge")?;
    Ok(Json(calc::judge(&req)?))
}

/// What the showdown judge needs entered for each game of the catalog (the board's
/// layout, the cards a hand shows, parts that depend on the hand, declarations, a rolled
/// qualifier, a wild card), or why the cards alone cannot settle it (open: the catalog
/// is public)
#[utoipa::path(
    get,
    path = "/api/judge/games",
    operation_id = "judgeGames",
    responses(
        (status = 200, description = "Every game and named variation", body = Vec<JudgeForm>),
    )
)]
pub(super) async fn judge_games() -> Json<Vec<JudgeForm>> {
    Json(calc::judge_forms())
}

/// Payouts of a field: a payout table row, the payout curve or satellite seats (changes
/// nothing; needs the TD token, as its cost grows with the input)
#[utoipa::path(
    post,
    path = "/api/payouts",
    operation_id = "payouts",
    request_body = PayoutsRequest,
    responses(
        (status = 200, description = "The prizes, best place first", body = Payout),
        BadRequest,
        Refused,
        Busy,
    )
)]
pub(super) async fn payouts(Body(body): Body) -> Reply<Payout> {
    let req: PayoutsRequest = request(&body, "refusal-api-what-payouts")?;
    Ok(Json(heavy(move || calc::payouts(&req)).await?))
}

/// ICM deal (Malmuth-Harville) of the prizes left, with savers and an amount to play for
/// (changes nothing; needs the TD token, as its cost grows with the input)
#[utoipa::path(
    post,
    path = "/api/icm",
    operation_id = "icm",
    request_body = IcmRequest,
    responses(
        (status = 200, description = "What each player gets", body = DealOutcome),
        BadRequest,
        Refused,
        Busy,
    )
)]
pub(super) async fn icm(Body(body): Body) -> Reply<DealOutcome> {
    let req: IcmRequest = request(&body, "refusal-api-what-icm")?;
    // An exact ICM of a big field takes a while: off the async workers, one at a time.
    Ok(Json(heavy(move || calc::icm(&req)).await?))
}

/// Chip-chop deal of the prizes left, with savers and an amount to play for (changes
/// nothing; needs the TD token, as its cost grows with the input)
#[utoipa::path(
    post,
    path = "/api/chop",
    operation_id = "chop",
    request_body = ChopRequest,
    responses(
        (status = 200, description = "What each player gets", body = DealOutcome),
        BadRequest,
        Refused,
        Busy,
    )
)]
pub(super) async fn chop(Body(body): Body) -> Reply<DealOutcome> {
    let req: ChopRequest = request(&body, "refusal-api-what-chop")?;
    Ok(Json(heavy(move || calc::chop(&req)).await?))
}

/// Seat draw for a field of numbered players, or a shootout's first round, from a seed
/// (changes nothing; needs the TD token, as its cost grows with the input)
#[utoipa::path(
    post,
    path = "/api/seat-draw",
    operation_id = "seatDraw",
    request_body = SeatDrawRequest,
    responses(
        (
            status = 200,
            description = "The chart, the seed and a shootout's layout",
            body = SeatDraw
        ),
        BadRequest,
        Refused,
        Busy,
    )
)]
pub(super) async fn seat_draw(Body(body): Body) -> Reply<SeatDraw> {
    let req: SeatDrawRequest = request(&body, "refusal-api-what-seat-draw")?;
    Ok(Json(
        heavy(move || calc::seat_draw(&req, rand::random)).await?,
    ))
}

/// This area's routes: reads open to every display, changes behind the TD token.
/// The floor calculators change nothing, so they are open; those whose cost grows with their input (payouts, ICM, chop, seat draws) are the desk's, so no open request may stall the room.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(floor_ante))
        .routes(routes!(chip_race))
        .routes(routes!(event_ante))
        .routes(routes!(next_chip_race))
        .routes(routes!(judge_games));
    let td = OpenApiRouter::new()
        .routes(routes!(payouts))
        .routes(routes!(icm))
        .routes(routes!(chop))
        .routes(routes!(seat_draw))
        .routes(routes!(judge));
    open.merge(super::auth::behind_token(td))
}
