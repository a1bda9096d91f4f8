//! Results endpoints: the deal proposal, the results CSV and the floor printouts of an
//! event's players. Each handler translates and calls the API.

use super::AppState;
use super::routes::{PaperQuery, Reply, blocking, pdf};
use crate::api::{ApiError, Printout};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use felt_core::field::results::{DealKind, DealProposal};
use serde::Deserialize;

/// `?method=icm|chop&stacks=a,b,c[&play_for=P]` on the deal endpoint.
#[derive(Deserialize)]
pub(super) struct DealQuery {
    method: DealKind,
    /// Chip counts of the players still in, by entry number, comma-separated.
    stacks: String,
    #[serde(default)]
    play_for: u64,
}

pub(super) async fn deal(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Query(q): Query<DealQuery>,
) -> Reply<DealProposal> {
    let stacks = q
        .stacks
        .split(',')
        .filter(|x| !x.trim().is_empty())
        .map(|x| {
            x.trim().parse::<u64>().map_err(|_| {
                ApiError::BadRequest(format!("chip count \"{x}\" is not a whole number"))
            })
        })
        .collect::<Result<Vec<u64>, ApiError>>()?;
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.deal_proposal(id, q.method, &stacks, q.play_for)).await?,
    ))
}

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

pub(super) async fn results_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::Results).await
}

pub(super) async fn seat_cards_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::SeatCards).await
}

pub(super) async fn table_lists_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::TableLists).await
}

pub(super) async fn moves_pdf(s: State<AppState>, id: Path<i64>, q: Query<PaperQuery>) -> Response {
    pdf(s, id, q, Printout::Moves).await
}
