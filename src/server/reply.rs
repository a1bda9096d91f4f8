//! What every handler shares, below the handlers: the `{code, message}` answer of an
//! `ApiError` ([`HttpError`]), running API work off the async workers ([`blocking`]) or as
//! costly work one at a time within a budget ([`heavy`]), waking the live streams after a
//! change ([`notify`]), and answering a printout as PDF ([`printed`]). Names no handler.

use super::AppState;
use super::extract::Unreadable;
use crate::api::ApiError;
use crate::paper::PaperSize;
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;

/// A panic anywhere in a handler: Felt's own fault, so a 500 with code `internal` (never
/// a 400), logged; the server goes on serving.
pub(super) fn panicked(payload: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    tracing::error!("a handler panicked: {what}");
    HttpError(ApiError::Internal("a handler panicked".into())).into_response()
}

/// An API error as an HTTP response with the `{code, message}` body.
pub struct HttpError(pub ApiError);

impl From<ApiError> for HttpError {
    fn from(e: ApiError) -> Self {
        HttpError(e)
    }
}

impl IntoResponse for HttpError {
    fn into_response(self) -> Response {
        let status =
            StatusCode::from_u16(self.0.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let refusal = super::speak::Refusal {
            code: self.0.code(),
            phrase: felt_core::lang::Speak::phrase(&self.0),
        };
        let mut res = (status, Json(self.0.body())).into_response();
        res.extensions_mut().insert(refusal);
        res
    }
}

pub(super) type Reply<T> = Result<Json<T>, HttpError>;

/// Runs blocking API work (SQLite) off the async workers. A panic there is Felt's own
/// fault: a 500 with code `internal`, logged, never blamed on the request.
pub(super) async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, HttpError> {
    tokio::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|e| Err(internal(&e)))
        .map_err(HttpError)
}

/// What Felt's API answers to `f`, computed off the async threads, as JSON: the body of
/// every handler that reads or writes through the API and returns what it returns.
pub(super) async fn answer<T: Send + 'static>(
    s: &AppState,
    f: impl FnOnce(&crate::api::Felt) -> Result<T, ApiError> + Send + 'static,
) -> Reply<T> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || f(&felt)).await?))
}

/// One costly calculation at a time: however many arrive, one core stays free for the
/// TD's writes and the displays.
static HEAVY: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);
/// How long a costly calculation waits for its turn before it is refused.
const HEAVY_WAIT: std::time::Duration = std::time::Duration::from_secs(10);
/// How long a costly calculation may run before its caller is answered "too long".
const HEAVY_BUDGET: std::time::Duration = std::time::Duration::from_secs(20);

/// Runs a calculation whose cost grows with its input (ICM, deals, payouts, seat draws,
/// printouts) like [`blocking`], but one at a time and within a time budget: a refusal
/// with code `busy` (503) when its turn does not come in 10 s or it runs past 20 s.
pub(super) async fn heavy<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, HttpError> {
    let Ok(Ok(permit)) = tokio::time::timeout(HEAVY_WAIT, HEAVY.acquire()).await else {
        return Err(HttpError(ApiError::Busy(felt_core::lang::Phrase::new(
            "refusal-api-busy-wait",
        ))));
    };
    // The permit goes with the work: it is given back when the work ends, even if the
    // caller was answered before.
    let task = tokio::task::spawn_blocking(move || {
        let _turn = permit;
        f()
    });
    match tokio::time::timeout(HEAVY_BUDGET, task).await {
        Ok(joined) => joined
            .unwrap_or_else(|e| Err(internal(&e)))
            .map_err(HttpError),
        Err(_) => Err(HttpError(ApiError::Busy(felt_core::lang::Phrase::new(
            "refusal-api-busy-long",
        )))),
    }
}

/// The error for a task that panicked (or was cancelled), logged.
pub(super) fn internal(e: &tokio::task::JoinError) -> ApiError {
    let what = if e.is_panic() {
        "a handler panicked"
    } else {
        "a handler was cancelled"
    };
    tracing::error!("{what}: {e}");
    ApiError::Internal(what.to_string())
}

pub(super) fn bad_request(message: String) -> Response {
    Unreadable::bad_request(message).into_response()
}

/// Wakes the live streams at once after a local change.
pub(super) fn notify(s: &AppState) {
    let felt = s.felt.clone();
    let changes = s.changes.clone();
    tokio::task::spawn_blocking(move || {
        // A failed read or no screen listening loses nothing: the watcher announces the
        // change within a second.
        if let Ok(seq) = felt.last_seq() {
            changes.send(seq).ok();
        }
    });
}

/// `?paper=a4|letter` on the PDF endpoints.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(super) struct PaperQuery {
    /// Paper size, a4 by default
    #[param(value_type = Option<PaperSize>, inline)]
    pub(super) paper: Option<String>,
    /// The printout's language: read by the [`super::extract::Lang`] extractor, which
    /// the routes list as [`super::openapi::LangParam`]; allowed here so that
    /// `?paper=letter&lang=de` is not refused as an unknown field.
    #[param(ignore)]
    #[serde(rename = "lang")]
    pub(super) _lang: Option<String>,
}

impl PaperQuery {
    /// The paper asked for (A4 when none), or the 400 that names what was given.
    pub(super) fn size(&self) -> Result<PaperSize, Unreadable> {
        match self.paper.as_deref() {
            None => Ok(PaperSize::default()),
            Some(name) => name
                .parse::<PaperSize>()
                .map_err(|e| Unreadable::bad_request(e.to_string())),
        }
    }
}

/// A PDF answer, shown in the browser under the file name `name`.
pub(super) fn pdf_reply(bytes: Vec<u8>, name: &str) -> Response {
    (
        [
            (
                axum::http::header::CONTENT_TYPE,
                "application/pdf".to_string(),
            ),
            (
                axum::http::header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{name}\""),
            ),
        ],
        bytes,
    )
        .into_response()
}

/// A printout answered as PDF under the file name `name`, on the paper `q` asks for,
/// made as costly work (one at a time, within the time budget): every PDF handler is this.
pub(super) async fn printed(
    q: &PaperQuery,
    name: String,
    make: impl FnOnce(PaperSize) -> Result<Vec<u8>, ApiError> + Send + 'static,
) -> Response {
    let size = match q.size() {
        Ok(size) => size,
        Err(refused) => return refused.into_response(),
    };
    match heavy(move || make(size)).await {
        Ok(bytes) => pdf_reply(bytes, &name),
        Err(e) => e.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[tokio::test]
    async fn a_panic_is_a_500_internal_in_words() {
        let response = panicked(Box::new("index out of bounds"));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["code"], "internal");
        assert_eq!(
            body["message"],
            "Felt failed inside while answering (a handler panicked); reload to see what is recorded"
        );
    }
}
