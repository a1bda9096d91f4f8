//! The TD token check for requests that change an event.

use super::AppState;
use crate::api::ErrorBody;
use axum::Json;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The token from `Authorization: Bearer <token>` or `X-Felt-Token: <token>`.
fn presented(req: &Request) -> Option<&str> {
    let h = req.headers();
    if let Some(v) = h.get("authorization").and_then(|v| v.to_str().ok()) {
        return v.strip_prefix("Bearer ").map(str::trim);
    }
    h.get("x-felt-token")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
}

/// Refuses the request with 401 unless it carries the TD token.
pub async fn require_token(State(state): State<AppState>, req: Request, next: Next) -> Response {
    match presented(&req) {
        Some(t) if constant_time_eq(t.as_bytes(), state.token.as_bytes()) => next.run(req).await,
        found => {
            let message = match found {
                None => {
                    "this action needs the TD token: send it as 'Authorization: Bearer <token>'"
                }
                Some(_) => "the TD token sent with this action is not this installation's token",
            };
            let body = ErrorBody {
                code: "unauthorized".into(),
                message: message.into(),
            };
            (StatusCode::UNAUTHORIZED, Json(body)).into_response()
        }
    }
}

/// Compares without an early exit, so timing does not reveal how much of a guess was right.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
