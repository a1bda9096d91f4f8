//! The TD token check for requests that change an event.

use crate::api::ErrorBody;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use std::sync::Arc;

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

/// The installation's TD token, put in every request's extensions by the router, so
/// that the token check needs no state of its own and the routes behind it can be listed
/// (with their OpenAPI entries) before the server has a state.
#[derive(Clone)]
pub struct TdToken(pub Arc<str>);

/// Refuses the request with 401 unless it carries the TD token.
pub async fn require_token(
    Extension(TdToken(token)): Extension<TdToken>,
    req: Request,
    next: Next,
) -> Response {
    match presented(&req) {
        Some(t) if constant_time_eq(t.as_bytes(), token.as_bytes()) => next.run(req).await,
        found => {
            let message = match found {
                None => {
                    "this action needs the TD token: send it as 'Authorization: Bearer <token>'"
                }
                Some(_) => "the TD token sent with this action is not this installation's token",
            };
            let body = ErrorBody::new("unauthorized", message);
            (StatusCode::UNAUTHORIZED, Json(body)).into_response()
        }
    }
}

/// Compares without an early exit, so timing does not reveal how much of a guess was right.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
