//! The routes and their handlers: each a few lines calling the API.

use super::{AppState, auth, calculators, network, openapi, results, stream, ui};
use crate::api::{ApiError, ErrorBody, Printout};
use crate::paper::PaperSize;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router, middleware};
use felt_core::engine::Command;
use serde::Deserialize;
use serde_json::{Value, json};

pub fn router(state: AppState) -> Router {
    let writes = Router::new()
        .route("/api/events", post(create_event))
        .route("/api/events/{id}/commands", post(command))
        .route("/api/events/{id}/commands/{name}", post(named_command))
        // Calculators whose cost grows with their input (issue 13: no open request may
        // stall the room): they change nothing, but only the desk may run them.
        .route("/api/payouts", post(calculators::payouts))
        .route("/api/icm", post(calculators::icm))
        .route("/api/chop", post(calculators::chop))
        .route("/api/seat-draw", post(calculators::seat_draw))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            auth::require_token,
        ));
    Router::new()
        .route("/api/health", get(|| async { Json(json!({"ok": true})) }))
        .route("/api/time", get(time))
        .route("/api/network", get(network::network))
        .route(
            "/api/openapi.json",
            get(|| async { Json(openapi::openapi()) }),
        )
        .route("/api/events", get(list_events))
        .route("/api/events/{id}", get(event_view))
        .route("/api/events/{id}/clock", get(clock_view))
        .route("/api/events/{id}/structure", get(structure))
        .route("/api/events/{id}/field", get(field))
        .route("/api/events/{id}/bounties", get(bounties))
        .route("/api/players", get(known_players))
        .route("/api/events/{id}/stream", get(stream::stream))
        .route("/api/events/{id}/sheet.pdf", get(sheet_pdf))
        .route("/api/events/{id}/card.pdf", get(card_pdf))
        .route("/api/events/{id}/results.pdf", get(results::results_pdf))
        .route("/api/events/{id}/results.csv", get(results::results_csv))
        .route(
            "/api/events/{id}/seat-cards.pdf",
            get(results::seat_cards_pdf),
        )
        .route(
            "/api/events/{id}/table-lists.pdf",
            get(results::table_lists_pdf),
        )
        .route("/api/events/{id}/moves.pdf", get(results::moves_pdf))
        .route("/api/events/{id}/deal", get(results::deal))
        .route("/api/structures", get(ui::shipped_structures))
        // The floor calculators change nothing, so they need no token.
        .route("/api/ante", get(calculators::floor_ante))
        .route("/api/chip-race", post(calculators::chip_race))
        .route("/api/events/{id}/ante", get(calculators::event_ante))
        .route(
            "/api/events/{id}/chip-race",
            get(calculators::next_chip_race),
        )
        .merge(writes)
        .fallback(ui::static_file)
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(panicked))
        .with_state(state)
}

/// A panic anywhere in a handler: Felt's own fault, so a 500 with code `internal` (never
/// a 400), logged on stderr; the server goes on serving.
fn panicked(payload: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    eprintln!("felt serve: a handler panicked: {what}");
    HttpError(ApiError::Internal("a handler panicked".into())).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

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

/// An API error as an HTTP response with the `{code, message}` body.
pub struct HttpError(pub ApiError);

impl From<ApiError> for HttpError {
    fn from(e: ApiError) -> Self {
        HttpError(e)
    }
}

impl IntoResponse for HttpError {
    fn into_response(self) -> Response {
        let status = match &self.0 {
            ApiError::Rejected(_)
            | ApiError::Structure { .. }
            | ApiError::Ante(_)
            | ApiError::ChipRace(_)
            | ApiError::Payout(_)
            | ApiError::Paytable(_)
            | ApiError::Satellite(_)
            | ApiError::Deal(_)
            | ApiError::SeatDraw(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::NoSuchEvent { .. } => StatusCode::NOT_FOUND,
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Replay { .. }
            | ApiError::Bounty(_)
            | ApiError::Store(_)
            | ApiError::Print(_)
            | ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (status, Json(self.0.body())).into_response()
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

/// The error for a task that panicked (or was cancelled), logged on the server's stderr.
pub(super) fn internal(e: &tokio::task::JoinError) -> ApiError {
    let what = if e.is_panic() {
        "a handler panicked"
    } else {
        "a handler was cancelled"
    };
    eprintln!("felt serve: {what}: {e}");
    ApiError::Internal(what.to_string())
}

async fn time(State(s): State<AppState>) -> Json<Value> {
    Json(json!({"now": s.felt.now()}))
}

async fn list_events(State(s): State<AppState>) -> Reply<Value> {
    let felt = s.felt.clone();
    Ok(Json(
        json!({"events": blocking(move || felt.events()).await?}),
    ))
}

async fn event_view(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<crate::api::EventView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.event_view(id)).await?))
}

async fn clock_view(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::view::clock::ClockView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.clock_view(id)).await?))
}

async fn structure(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::structure::Structure> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.structure(id)).await?))
}

async fn field(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::view::field::FieldView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.field_view(id)).await?))
}

async fn bounties(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<Option<felt_core::view::chips::BountyView>> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.bounty_view(id)).await?))
}

/// `?q=` on `/api/players`.
#[derive(Deserialize)]
struct PlayersQuery {
    #[serde(default)]
    q: String,
}

async fn known_players(
    State(s): State<AppState>,
    axum::extract::Query(q): axum::extract::Query<PlayersQuery>,
) -> Reply<Vec<crate::store::KnownPlayer>> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.known_players(&q.q)).await?))
}

/// Body of `POST /api/events`: a structure file's text, or the name of a shipped one.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    file: Option<String>,
    source: Option<String>,
    shipped: Option<String>,
}

async fn create_event(
    State(s): State<AppState>,
    body: Result<Json<CreateBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(e) => return bad_request(e.body_text()),
    };
    let (file, source) = match (body.shipped, body.source) {
        (Some(name), None) => match crate::structures::shipped(&name) {
            Some(text) => (name, text.to_string()),
            None => return HttpError(ApiError::BadRequest(format!("there is no shipped structure named {name:?}"))).into_response(),
        },
        (None, Some(source)) => (body.file.unwrap_or_else(|| "structure.toml".into()), source),
        _ => return bad_request("send either `source` (the structure file's text, with an optional `file` name) or `shipped`".into()),
    };
    let felt = s.felt.clone();
    let result = blocking(move || felt.create_event(&file, &source)).await;
    notify(&s);
    match result {
        Ok(created) => (StatusCode::CREATED, Json(created)).into_response(),
        Err(e) => e.into_response(),
    }
}

fn bad_request(message: String) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(ErrorBody {
            code: "bad-request".into(),
            message,
        }),
    )
        .into_response()
}

async fn command(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    body: Result<Json<Command>, axum::extract::rejection::JsonRejection>,
) -> Response {
    match body {
        Ok(Json(cmd)) => run(s, id, cmd).await,
        Err(e) => bad_request(format!("not a command: {}", e.body_text())),
    }
}

/// `POST /api/events/{id}/commands/{name}` with the command's fields (if any) as the body.
async fn named_command(
    State(s): State<AppState>,
    Path((id, name)): Path<(i64, String)>,
    body: axum::body::Bytes,
) -> Response {
    let mut fields: Value = if body.is_empty() {
        json!({})
    } else {
        match serde_json::from_slice(&body) {
            Ok(v) => v,
            Err(e) => return bad_request(format!("the body is not JSON: {e}")),
        }
    };
    let Some(obj) = fields.as_object_mut() else {
        return bad_request("the body must be a JSON object of the command's fields".into());
    };
    obj.insert("type".into(), Value::String(name.replace('-', "_")));
    match serde_json::from_value::<Command>(fields) {
        Ok(cmd) => run(s, id, cmd).await,
        Err(e) => bad_request(format!("not a command: {e}")),
    }
}

async fn run(s: AppState, id: i64, cmd: Command) -> Response {
    let felt = s.felt.clone();
    let result = blocking(move || felt.execute(id, &cmd)).await;
    notify(&s);
    match result {
        Ok(ack) => Json(ack).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Wakes the live streams at once after a local change.
fn notify(s: &AppState) {
    let felt = s.felt.clone();
    let changes = s.changes.clone();
    tokio::task::spawn_blocking(move || {
        if let Ok(seq) = felt.last_seq() {
            let _ = changes.send(seq);
        }
    });
}

/// `?paper=a4|letter` on the PDF endpoints.
#[derive(Deserialize)]
pub(super) struct PaperQuery {
    paper: Option<String>,
}

async fn sheet_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: axum::extract::Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::StructureSheet).await
}

async fn card_pdf(
    s: State<AppState>,
    id: Path<i64>,
    q: axum::extract::Query<PaperQuery>,
) -> Response {
    pdf(s, id, q, Printout::RuleCard).await
}

pub(super) async fn pdf(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    axum::extract::Query(q): axum::extract::Query<PaperQuery>,
    what: Printout,
) -> Response {
    let size = match q.paper.as_deref().unwrap_or("a4").parse::<PaperSize>() {
        Ok(size) => size,
        Err(e) => return bad_request(e.to_string()),
    };
    let felt = s.felt.clone();
    match blocking(move || felt.print(id, what, size)).await {
        Ok(bytes) => {
            let name = format!("event-{id}-{}.pdf", what.slug());
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
        Err(e) => e.into_response(),
    }
}
