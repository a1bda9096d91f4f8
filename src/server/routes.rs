//! The routes and their handlers: each a few lines calling the API.
//!
//! Every route is registered by `api` from its handler's `#[utoipa::path]` annotation,
//! which also gives the route's entry in the OpenAPI document (`openapi`); no route is
//! added any other way, so the document lists exactly the routes served
//! (`tests/it/http_openapi.rs` walks both).

use super::extract::{self, Body, Path, Query, Unreadable};
use super::openapi::{
    self, BadRequest, Busy, CommandName, Damaged, EventId, NoSuchEvent, OutOfScope, Refused,
};
use super::{
    AppState, BODY_LIMIT, archive, auth, calculators, days, devices, library, network, nights,
    register, reports, results, screens, series, slides, stream, ui,
};
use crate::api::devices::Caller;
use crate::api::{ApiError, CreatedEvent, EventSummary, Printout};
use crate::paper::PaperSize;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json, Router, middleware};
use felt_core::UtcMs;
use felt_core::engine::Command;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The server's router before it is given its state: the API's routes (a method a path
/// does not take is a JSON 405), the web UI for every other path, and a 500 for a handler
/// that panics.
pub fn router() -> Router<AppState> {
    let (api, _) = api().split_for_parts();
    api.method_not_allowed_fallback(extract::method_not_allowed)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .fallback(ui::static_file)
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(panicked))
}

/// The router serving `state`: the TD token goes into every request for
/// `auth::require_token`, and every answer carries the security headers (`headers`).
pub(super) fn serving(state: AppState) -> Router {
    router()
        .layer(Extension(state.token.clone()))
        .layer(middleware::from_fn(auth::check_host))
        .layer(Extension(state.hosts.clone()))
        .layer(Extension(state.felt.clone()))
        // Outermost, so a refusal by any layer (a foreign Host's 421) carries them too.
        .layer(middleware::from_fn(super::headers::secure))
        .with_state(state)
}

/// Every route of the API with its entry in the OpenAPI document, both from the
/// handler's annotation.
pub(super) fn api() -> OpenApiRouter<AppState> {
    let reads = OpenApiRouter::with_openapi(openapi::frame())
        .routes(routes!(health))
        .routes(routes!(time))
        .routes(routes!(network::network))
        .routes(routes!(openapi_json))
        .routes(routes!(list_events))
        .routes(routes!(event_view))
        .routes(routes!(clock_view))
        .routes(routes!(structure))
        .routes(routes!(field))
        .routes(routes!(bounties))
        .routes(routes!(tickets))
        .routes(routes!(known_players))
        .routes(routes!(stream::stream))
        .routes(routes!(sheet_pdf))
        .routes(routes!(card_pdf))
        .routes(routes!(results::results_pdf))
        .routes(routes!(results::results_csv))
        .routes(routes!(results::seat_cards_pdf))
        .routes(routes!(results::table_lists_pdf))
        .routes(routes!(results::moves_pdf))
        .routes(routes!(results::deal))
        .routes(routes!(ui::shipped_structures))
        .routes(routes!(archive::export))
        .routes(routes!(archive::verify_log))
        .routes(routes!(archive::verify_draw))
        .routes(routes!(library::templates))
        .routes(routes!(library::games))
        .routes(routes!(library::games_card_pdf))
        .routes(routes!(library::list))
        .routes(routes!(library::item))
        .routes(routes!(library::export))
        .routes(routes!(library::check))
        .routes(routes!(library::propose))
        // The floor calculators change nothing, so they need no token.
        .routes(routes!(calculators::floor_ante))
        .routes(routes!(calculators::chip_race))
        .routes(routes!(calculators::event_ante))
        .routes(routes!(calculators::next_chip_race));
    let writes = OpenApiRouter::default()
        .routes(routes!(create_event))
        .routes(routes!(command))
        .routes(routes!(named_command))
        .routes(routes!(repair))
        .routes(routes!(network::set_network))
        .routes(routes!(network::host_names))
        .routes(routes!(archive::archive))
        .routes(routes!(archive::delete))
        .routes(routes!(library::add))
        .routes(routes!(library::save))
        .routes(routes!(library::delete))
        .routes(routes!(library::rename))
        .routes(routes!(library::event))
        .routes(routes!(library::sheet_preview))
        .routes(routes!(library::card_preview))
        // Calculators whose cost grows with their input (issue 13: no open request may
        // stall the room): they change nothing, but only the desk may run them.
        .routes(routes!(calculators::payouts))
        .routes(routes!(calculators::icm))
        .routes(routes!(calculators::chop))
        .routes(routes!(calculators::seat_draw))
        .routes(routes!(devices::list))
        .routes(routes!(devices::pair))
        .routes(routes!(devices::revoke))
        .routes(routes!(devices::whoami))
        .routes(routes!(devices::new_token));
    let writes = writes
        .routes(routes!(screens::list))
        .routes(routes!(screens::update))
        .routes(routes!(reports::list))
        .routes(routes!(reports::set_mode))
        .routes(routes!(reports::decide))
        .routes(routes!(slides::add))
        .routes(routes!(slides::remove))
        .routes(routes!(slides::set_show))
        .routes(routes!(nights::create))
        .routes(routes!(nights::act))
        .routes(routes!(nights::undo))
        .routes(routes!(days::day_two))
        .routes(routes!(series::create))
        .routes(routes!(series::add))
        .routes(routes!(series::remove))
        .routes(routes!(series::set_rule))
        // A deal from stacks the caller sends costs what they send: the TD's.
        .routes(routes!(results::deal_from_stacks))
        // A preview evaluates a formula the caller writes: the TD's, like keeping it.
        .routes(routes!(series::preview))
        .routes(routes!(register::list, register::add))
        .routes(routes!(register::page, register::edit))
        .routes(routes!(register::merge))
        .routes(routes!(register::import))
        .routes(routes!(register::export));
    // A display has no token: its report only describes it, and the answer only says
    // what the TD assigned it.
    let reads = reads
        .routes(routes!(devices::claim))
        .routes(routes!(screens::report))
        .routes(routes!(slides::list))
        .routes(routes!(slides::image))
        .routes(routes!(slides::for_event))
        .routes(routes!(nights::list))
        .routes(routes!(nights::view))
        .routes(routes!(nights::sheet))
        .routes(routes!(nights::card))
        .routes(routes!(series::list))
        .routes(routes!(series::view))
        .routes(routes!(series::sheet));
    reads.merge(behind_token(writes))
}

/// `routes` behind the TD token: `auth::require_token` runs before each of their
/// handlers, and the document says so for each of them (and for no other route).
fn behind_token(mut routes: OpenApiRouter<AppState>) -> OpenApiRouter<AppState> {
    openapi::needs_token(routes.get_openapi_mut());
    routes.route_layer(middleware::from_fn(auth::require_token))
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
        let status =
            StatusCode::from_u16(self.0.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
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
        return Err(HttpError(ApiError::Busy(
            "Felt is busy with other calculations; try again in a moment".into(),
        )));
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
        Err(_) => Err(HttpError(ApiError::Busy(
            "this calculation takes longer than 20 seconds: ask for a smaller one".into(),
        ))),
    }
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

/// `GET /api/health`: the server answers.
#[derive(Serialize, ToSchema)]
struct Health {
    ok: bool,
    /// Event views computed for live displays since the server started: each followed
    /// event's view is computed once per change and shared by all its displays.
    views_computed: u64,
}

/// Liveness check
#[utoipa::path(
    get,
    path = "/api/health",
    responses((status = 200, description = "The server answers", body = Health))
)]
async fn health() -> Json<Health> {
    Json(Health {
        ok: true,
        views_computed: stream::views_computed(),
    })
}

/// `GET /api/time`.
#[derive(Serialize, ToSchema)]
struct ServerTime {
    now: UtcMs,
}

/// The server's current time (ms since the epoch, UTC)
#[utoipa::path(
    get,
    path = "/api/time",
    responses((status = 200, description = "The server's clock", body = ServerTime))
)]
async fn time(State(s): State<AppState>) -> Json<ServerTime> {
    Json(ServerTime { now: s.felt.now() })
}

/// This document
#[utoipa::path(
    get,
    path = "/api/openapi.json",
    responses((status = 200, description = "The OpenAPI 3.1 document of this API", body = Object))
)]
async fn openapi_json() -> Json<&'static Value> {
    Json(openapi::openapi())
}

/// `GET /api/events`.
#[derive(Serialize, ToSchema)]
struct EventList {
    events: Vec<EventSummary>,
}

/// Every event in the database
#[utoipa::path(
    get,
    path = "/api/events",
    responses((status = 200, description = "A line for each event", body = EventList))
)]
async fn list_events(State(s): State<AppState>) -> Reply<EventList> {
    let felt = s.felt.clone();
    let events = blocking(move || felt.events()).await?;
    Ok(Json(EventList { events }))
}

/// The event view: clock, counts, recent actions
#[utoipa::path(
    get,
    path = "/api/events/{id}",
    params(EventId),
    responses(
        (status = 200, description = "The event view", body = crate::api::EventView),
        NoSuchEvent,
    )
)]
async fn event_view(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<crate::api::EventView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.event_view(id)).await?))
}

/// The clock view
#[utoipa::path(
    get,
    path = "/api/events/{id}/clock",
    params(EventId),
    responses(
        (
            status = 200,
            description = "What a clock display shows now",
            body = felt_core::view::clock::ClockView
        ),
        NoSuchEvent,
    )
)]
async fn clock_view(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::view::clock::ClockView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.clock_view(id)).await?))
}

/// The normalized structure with derived stakes
#[utoipa::path(
    get,
    path = "/api/events/{id}/structure",
    params(EventId),
    responses(
        (
            status = 200,
            description = "The event's structure",
            body = felt_core::structure::Structure
        ),
        NoSuchEvent,
    )
)]
async fn structure(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::structure::Structure> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.structure(id)).await?))
}

/// Players, tables, buttons and the moves the room needs now
#[utoipa::path(
    get,
    path = "/api/events/{id}/field",
    params(EventId),
    responses(
        (status = 200, description = "The field view", body = felt_core::view::field::FieldView),
        NoSuchEvent,
    )
)]
async fn field(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<felt_core::view::field::FieldView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.field_view(id)).await?))
}

/// The bounty report: bounties won per player (null when the event has no bounty)
#[utoipa::path(
    get,
    path = "/api/events/{id}/bounties",
    params(EventId),
    responses(
        (
            status = 200,
            description = "The bounty report, or null",
            body = Option<felt_core::view::chips::BountyView>
        ),
        NoSuchEvent,
    )
)]
async fn bounties(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<Option<felt_core::view::chips::BountyView>> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.bounty_view(id)).await?))
}

/// Satellite tickets: the seats this event gave as a satellite, and the seats other
/// satellites gave for it, each with where it was used
#[utoipa::path(
    get,
    path = "/api/events/{id}/tickets",
    params(EventId),
    responses(
        (status = 200, description = "The tickets", body = crate::api::tickets::TicketsView),
        NoSuchEvent,
    )
)]
async fn tickets(
    State(s): State<AppState>,
    Path(id): Path<i64>,
) -> Reply<crate::api::tickets::TicketsView> {
    let felt = s.felt.clone();
    Ok(Json(blocking(move || felt.tickets(id)).await?))
}

/// `?q=` on `/api/players`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
struct PlayersQuery {
    /// The name, or part of it, to look for
    #[serde(default)]
    q: String,
}

/// Players remembered from earlier events whose name matches ?q= (case and accents ignored)
#[utoipa::path(
    get,
    path = "/api/players",
    params(PlayersQuery),
    responses(
        (status = 200, description = "Best matches first", body = Vec<crate::store::KnownPlayer>),
        BadRequest,
    )
)]
async fn known_players(
    State(s): State<AppState>,
    Query(q): Query<PlayersQuery>,
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

/// Its schema says what the handler checks: `source` (with an optional `file`) or
/// `shipped`, one of the names `GET /api/structures` lists.
impl utoipa::PartialSchema for CreateBody {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{AdditionalProperties, ObjectBuilder, OneOfBuilder, Type};
        let text = |description: &str| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .description(Some(description))
        };
        let closed = || Some(AdditionalProperties::FreeForm(false));
        let from_text = ObjectBuilder::new()
            .property("source", text("The structure file's text (TOML)"))
            .required("source")
            .property(
                "file",
                text("The structure file's name, for messages about it (`structure.toml` when missing)"),
            )
            .additional_properties(closed());
        let shipped = ObjectBuilder::new()
            .property(
                "shipped",
                text("The name of a structure shipped with Felt (`GET /api/structures`)")
                    .enum_values(Some(crate::structures::names())),
            )
            .required("shipped")
            .additional_properties(closed());
        OneOfBuilder::new()
            .item(from_text)
            .item(shipped)
            .description(Some(
                "A structure file's text, or the name of a structure shipped with Felt",
            ))
            .into()
    }
}

impl ToSchema for CreateBody {}

/// Create an event from a structure file's text or a shipped structure
#[utoipa::path(
    post,
    path = "/api/events",
    request_body = CreateBody,
    responses(
        (
            status = 201,
            description = "The event made, with the structure's warnings",
            body = CreatedEvent
        ),
        BadRequest,
        Refused,
    )
)]
async fn create_event(
    State(s): State<AppState>,
    extract::Json(body): extract::Json<CreateBody>,
) -> Response {
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
    Unreadable::bad_request(message).into_response()
}

/// Run a command given as {"type": NAME, ...fields}
#[utoipa::path(
    post,
    path = "/api/events/{id}/commands",
    params(EventId),
    request_body = Command,
    responses(
        (
            status = 200,
            description = "Done: its log position and the event view after it",
            body = crate::api::Ack
        ),
        (
            status = 202,
            description = "Sent by a table's device to an event whose table reports wait for \
                           the desk: kept as this report until the TD applies or declines it",
            body = crate::api::reports::Report
        ),
        BadRequest,
        NoSuchEvent,
        Damaged,
        Refused,
        OutOfScope,
    )
)]
async fn command(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    caller: Option<Extension<Caller>>,
    extract::Json(cmd): extract::Json<Command>,
) -> Response {
    run(s, id, cmd, caller.map(|c| c.0)).await
}

/// Run the command NAME with its fields as the body
///
/// The body is the command's fields as a JSON object, or nothing for a command without
/// fields; `POST /api/events/{id}/commands` describes them (the `Command` schema).
#[utoipa::path(
    post,
    path = "/api/events/{id}/commands/{name}",
    params(EventId, CommandName),
    request_body(content = Option<Object>, description = "The command's fields, without `type`"),
    responses(
        (
            status = 200,
            description = "Done: its log position and the event view after it",
            body = crate::api::Ack
        ),
        (
            status = 202,
            description = "Sent by a table's device to an event whose table reports wait for \
                           the desk: kept as this report until the TD applies or declines it",
            body = crate::api::reports::Report
        ),
        BadRequest,
        NoSuchEvent,
        Damaged,
        Refused,
        OutOfScope,
    )
)]
async fn named_command(
    State(s): State<AppState>,
    Path((id, name)): Path<(i64, String)>,
    caller: Option<Extension<Caller>>,
    Body(body): Body,
) -> Response {
    let mut fields: Value = match serde_json::from_slice(&body) {
        // Nothing, or `null`, for a command without fields.
        _ if body.is_empty() => json!({}),
        Ok(Value::Null) => json!({}),
        Ok(v) => v,
        Err(e) => return bad_request(format!("the body is not JSON: {e}")),
    };
    let Some(obj) = fields.as_object_mut() else {
        return bad_request("the body must be a JSON object of the command's fields".into());
    };
    let name = name.replace('-', "_");
    if !Command::names().contains(&name.as_str()) {
        return bad_request(format!(
            "there is no command \"{name}\" (the commands are listed in /api/openapi.json)"
        ));
    }
    obj.insert("type".into(), Value::String(name.clone()));
    extract::whole_numbers(&mut fields);
    match serde_json::from_value::<Command>(fields) {
        Ok(cmd) => run(s, id, cmd, caller.map(|c| c.0)).await,
        // The body is what the document asks (an object): fields missing or wrong for
        // this command are a refusal of the command, naming them.
        Err(e) => HttpError(ApiError::CommandFields(format!(
            "the command {name} cannot run with these fields: {e}"
        )))
        .into_response(),
    }
}

/// `POST /api/events/{id}/repair`.
#[derive(Deserialize, ToSchema)]
struct RepairBody {
    /// The damaged record to set aside: `EventView.damage.seq`.
    set_aside: u64,
}

/// Repair a damaged log: set aside (undo) the record that cannot be read or folded
///
/// The record stays in the log; from then on it is skipped, and the event opens again
/// from the records around it. Refused unless `set_aside` is the event's damaged record.
#[utoipa::path(
    post,
    path = "/api/events/{id}/repair",
    params(EventId),
    request_body = RepairBody,
    responses(
        (
            status = 200,
            description = "Set aside: its log position and the event view after it",
            body = crate::api::Ack
        ),
        BadRequest,
        NoSuchEvent,
        Refused,
    )
)]
async fn repair(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<RepairBody>,
) -> Response {
    let seq = body.set_aside;
    let felt = s.felt.clone();
    let result = blocking(move || felt.set_aside(id, seq)).await;
    notify(&s);
    match result {
        Ok(ack) => Json(ack).into_response(),
        Err(e) => e.into_response(),
    }
}

async fn run(s: AppState, id: i64, cmd: Command, caller: Option<Caller>) -> Response {
    use crate::api::reports::Sent;
    let felt = s.felt.clone();
    let result = blocking(move || match &caller {
        // A paired device runs only what its scope allows, logged as its action; a
        // table's report may wait for the desk (202).
        Some(Caller::Device { device }) => {
            felt.device_may(device, id, &cmd)?;
            felt.run_from_device(device, id, &cmd)
        }
        _ => felt
            .execute(id, &cmd)
            .map(|ack| Sent::Done { ack: Box::new(ack) }),
    })
    .await;
    notify(&s);
    match result {
        Ok(Sent::Done { ack }) => Json(ack).into_response(),
        Ok(Sent::Waiting { report }) => (StatusCode::ACCEPTED, Json(report)).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Wakes the live streams at once after a local change.
pub(super) fn notify(s: &AppState) {
    let felt = s.felt.clone();
    let changes = s.changes.clone();
    tokio::task::spawn_blocking(move || {
        if let Ok(seq) = felt.last_seq() {
            let _ = changes.send(seq);
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
}

impl PaperQuery {
    /// The paper asked for (A4 when none), or the 400 that names what was given.
    pub(super) fn size(&self) -> Result<PaperSize, Unreadable> {
        self.paper
            .as_deref()
            .unwrap_or("a4")
            .parse::<PaperSize>()
            .map_err(|e| Unreadable::bad_request(e.to_string()))
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

/// The structure sheet as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/sheet.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
async fn sheet_pdf(s: State<AppState>, id: Path<i64>, q: Query<PaperQuery>) -> Response {
    pdf(s, id, q, Printout::StructureSheet).await
}

/// The rule card as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/card.pdf",
    params(EventId, PaperQuery),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
async fn card_pdf(s: State<AppState>, id: Path<i64>, q: Query<PaperQuery>) -> Response {
    pdf(s, id, q, Printout::RuleCard).await
}

pub(super) async fn pdf(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Query(q): Query<PaperQuery>,
    what: Printout,
) -> Response {
    let size = match q.size() {
        Ok(size) => size,
        Err(refused) => return refused.into_response(),
    };
    let felt = s.felt.clone();
    match heavy(move || felt.print(id, what, size)).await {
        Ok(bytes) => pdf_reply(bytes, &format!("event-{id}-{}.pdf", what.slug())),
        Err(e) => e.into_response(),
    }
}
