//! Results endpoints: the deal proposal, the results CSV and the floor printouts of an
//! event's players. Each handler translates and calls the API.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::{BadRequest, Busy, EventId, NoSuchEvent, Refused};
use super::routes::{PaperQuery, Reply, blocking, heavy, pdf};
use crate::api::Printout;
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use felt_core::choice::NamedChoice;
use felt_core::field::results::{DealKind, DealProposal};
use serde::Deserialize;
use utoipa::IntoParams;

/// `?method=icm|chop[&play_for=P]` on the deal endpoint.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(super) struct DealQuery {
    /// How the amounts are worked out
    #[param(value_type = ProposedDeal, inline)]
    method: DealKind,
    /// Minor units kept back for the eventual winner
    #[serde(default)]
    play_for: u64,
}

/// `POST /api/events/{id}/deal`: a proposal from stacks the TD gives.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct DealRequest {
    /// How the amounts are worked out
    #[schema(value_type = ProposedDeal, inline)]
    method: DealKind,
    /// Chip counts of the players still in, in entry order
    stacks: Vec<u64>,
    /// Minor units kept back for the eventual winner
    #[serde(default)]
    play_for: u64,
}

/// The deal methods a proposal works out, as `method` takes them: a custom deal is the
/// players' own, so the server has none to propose.
struct ProposedDeal;

impl utoipa::PartialSchema for ProposedDeal {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        felt_core::choice::names_schema(&[DealKind::Icm, DealKind::Chop].map(DealKind::name))
    }
}

impl utoipa::ToSchema for ProposedDeal {}

/// The event's own chip chop or ICM deal for the players still in, from the chip counts
/// recorded (changes nothing; record it with the deal command). An open read, worked out
/// once per change of the event
#[utoipa::path(
    get,
    path = "/api/events/{id}/deal",
    params(EventId, DealQuery),
    responses(
        (status = 200, description = "The proposal", body = DealProposal),
        BadRequest,
        NoSuchEvent,
        Refused,
        Busy,
    )
)]
pub(super) async fn deal(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Query(q): Query<DealQuery>,
) -> Reply<DealProposal> {
    let felt = s.felt.clone();
    Ok(Json(
        heavy(move || felt.own_deal_proposal(id, q.method, q.play_for)).await?,
    ))
}

/// A chip chop or ICM deal for the players still in from the stacks given (changes
/// nothing; record it with the deal command). Its cost follows the stacks sent, so it
/// needs the TD token, as the ICM calculator does
#[utoipa::path(
    post,
    path = "/api/events/{id}/deal",
    params(EventId),
    request_body = DealRequest,
    responses(
        (status = 200, description = "The proposal", body = DealProposal),
        BadRequest,
        NoSuchEvent,
        Refused,
        Busy,
    )
)]
pub(super) async fn deal_from_stacks(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Json(r): extract::Json<DealRequest>,
) -> Reply<DealProposal> {
    let felt = s.felt.clone();
    Ok(Json(
        heavy(move || felt.deal_proposal(id, r.method, &r.stacks, r.play_for)).await?,
    ))
}

/// The results as CSV: place, name, prize, bounties
#[utoipa::path(
    get,
    path = "/api/events/{id}/results.csv",
    params(EventId),
    responses(
        (status = 200, description = "A CSV file (RFC 4180)", content_type = "text/csv"),
        NoSuchEvent,
    )
)]
pub(super) async fn results_csv(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.results_csv(id)).await {
        Ok(text) => (
            [
                (
                    axum::http::header::CONTENT_TYPE,
                    "text/csv; charset=utf-8".to_string(),
                ),
                (
                    axum::http::header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"event-{id}-results.csv\""),
                ),
            ],
            text,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// The results sheet as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/results.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
pub(super) async fn results_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::Results).await
}

/// Seat cards of the players seated, as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/seat-cards.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
pub(super) async fn seat_cards_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::SeatCards).await
}

/// Each table's seats and players, as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/table-lists.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
pub(super) async fn table_lists_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::TableLists).await
}

/// The moves the floor makes now, as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/moves.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
pub(super) async fn moves_pdf(s: State<AppState>, id: Path<i64>, q: Query<PaperQuery>) -> Response {
    pdf(s, id, q, Printout::Moves).await
}
