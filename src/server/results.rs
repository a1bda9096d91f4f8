//! Results endpoints: the deal proposal, the results CSV and the floor printouts of an
//! event's players. Each handler translates and calls the API.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::{BadRequest, Busy, EventId, NoSuchEvent, Refused};
use super::reply::{Reply, blocking, heavy};
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
    operation_id = "ownDeal",
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
    operation_id = "deal",
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
    operation_id = "resultsCsv",
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

/// This area's routes: reads open to every display, changes behind the TD token.
/// A deal from stacks the caller sends costs what they send: the TD's.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(results_csv))
        .routes(routes!(deal));
    let td = OpenApiRouter::new().routes(routes!(deal_from_stacks));
    open.merge(super::auth::behind_token(td))
}
