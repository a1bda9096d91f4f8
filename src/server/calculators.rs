//! The floor calculators (big blind ante, chip race): handlers that read the query or
//! body and call the API. They change nothing, so they need no token.

use super::AppState;
use super::routes::{HttpError, Reply, blocking};
use crate::api::{AnteCalculation, ApiError, ChipRaceResult, NextChipRace};
use axum::Json;
use axum::extract::{Path, State};
use serde_json::Value;
use std::collections::HashMap;

/// The query string as name → value; malformed encoding is a `{code, message}` 400 too.
type QueryMap =
    Result<axum::extract::Query<HashMap<String, String>>, axum::extract::rejection::QueryRejection>;

fn query_map(q: QueryMap) -> Result<HashMap<String, String>, HttpError> {
    q.map(|axum::extract::Query(m)| m)
        .map_err(|e| HttpError(ApiError::BadRequest(e.body_text())))
}

pub(super) async fn floor_ante(q: QueryMap) -> Reply<AnteCalculation> {
    let q = query_map(q)?;
    Ok(Json(crate::api::floor_ante(&q)?))
}

pub(super) async fn event_ante(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    q: QueryMap,
) -> Reply<AnteCalculation> {
    let q = query_map(q)?;
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.event_ante(id, &q)).await?))
}

pub(super) async fn next_chip_race(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<Option<NextChipRace>> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.next_chip_race(id)).await?))
}

pub(super) async fn chip_race(body: axum::body::Bytes) -> Reply<ChipRaceResult> {
    let body: Value = serde_json::from_slice(&body)
        .map_err(|e| HttpError(ApiError::BadRequest(format!("the body is not JSON: {e}"))))?;
    // The shell draws the seed, not the core; the result carries it.
    Ok(Json(crate::api::chip_race(&body, rand::random)?))
}
