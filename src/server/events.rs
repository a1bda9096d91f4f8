//! An event over HTTP: the list, its views (event, clock, structure, field, bounties,
//! tickets), the players known from earlier events, creating an event, running commands
//! (whole or by name, from the desk or a paired device), the repair of a damaged log, and
//! its printouts, one route for them all (`/api/events/{id}/paper/{printout}`).

use super::extract::{self, Body, Lang, Path, Query};
use super::openapi::{
    BadRequest, Busy, CommandName, Damaged, EventId, LangParam, NoSuchEvent, OutOfScope, Refused,
};
use super::reply::{HttpError, PaperQuery, Reply, answer, bad_request, blocking, notify, printed};
use super::{AppState, auth};
use crate::api::devices::Caller;
use crate::api::{ApiError, CreatedEvent, EventSummary, Printout};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use felt_core::engine::Command;
use felt_core::lang::Phrase;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The event routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> OpenApiRouter<AppState> {
    let open = OpenApiRouter::new()
        .routes(routes!(list_events))
        .routes(routes!(event_view))
        .routes(routes!(clock_view))
        .routes(routes!(structure))
        .routes(routes!(levels))
        .routes(routes!(field))
        .routes(routes!(field_players))
        .routes(routes!(bounties))
        .routes(routes!(tickets))
        .routes(routes!(known_players))
        .routes(routes!(printout));
    let td = OpenApiRouter::new()
        .routes(routes!(create_event))
        .routes(routes!(command))
        .routes(routes!(named_command))
        .routes(routes!(repair));
    open.merge(auth::behind_token(td))
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
    operation_id = "events",
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
    operation_id = "event",
    params(EventId, LangParam),
    responses(
        (status = 200, description = "The event view", body = crate::api::EventView),
        NoSuchEvent,
    )
)]
async fn event_view(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Lang(l): Lang,
) -> Reply<crate::api::EventView> {
    answer(&s, move |felt| felt.event_view_in(id, l)).await
}

/// The clock view
#[utoipa::path(
    get,
    path = "/api/events/{id}/clock",
    operation_id = "clock",
    params(EventId, LangParam),
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
    Lang(l): Lang,
) -> Reply<felt_core::view::clock::ClockView> {
    answer(&s, move |felt| felt.clock_view_in(id, l)).await
}

/// The normalized structure with derived stakes
#[utoipa::path(
    get,
    path = "/api/events/{id}/structure",
    operation_id = "structure",
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
    answer(&s, move |felt| felt.structure(id)).await
}

/// The event's levels and breaks in words (the console's structure table)
#[utoipa::path(
    get,
    path = "/api/events/{id}/levels",
    operation_id = "levels",
    params(EventId, LangParam),
    responses(
        (
            status = 200,
            description = "Every period: the game, the stakes in its own terms, the time",
            body = felt_core::view::levels::LevelsView
        ),
        NoSuchEvent,
    )
)]
async fn levels(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Lang(asked): Lang,
) -> Reply<felt_core::view::levels::LevelsView> {
    answer(&s, move |felt| felt.levels_view(id, asked)).await
}

/// Players, tables, buttons and the moves the room needs now
#[utoipa::path(
    get,
    path = "/api/events/{id}/field",
    operation_id = "field",
    params(EventId, FieldQuery),
    responses(
        (status = 200, description = "The field view", body = felt_core::view::field::FieldView),
        BadRequest,
        NoSuchEvent,
    )
)]
async fn field(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Lang(asked): Lang,
    Query(q): Query<FieldQuery>,
) -> Reply<felt_core::view::field::FieldView> {
    answer(&s, move |felt| {
        let mut v = match (q.table, q.from, q.count) {
            (Some(table), _, _) => felt.table_view(id, table),
            (None, None, None) => felt.field_view_with(id, q.players.unwrap_or(true)),
            (None, from, count) => felt.window_view(
                id,
                felt_core::view::field::RoomWindow {
                    from: from.unwrap_or(0),
                    count: count.unwrap_or(felt_core::view::field::WINDOW_MAX),
                    names: q.names.unwrap_or(true),
                },
            ),
        }?;
        let l = asked.for_event(felt.event_language(id)?);
        if l != felt_core::lang::Locale::ENGLISH {
            v.say_in(l);
        }
        Ok(v)
    })
    .await
}

/// `?players=`, `?table=` and a window (`?from=&count=&names=`) on `/api/events/{id}/field`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
struct FieldQuery {
    /// false for the room without every entry's row (a screen that reads the player list
    /// a page at a time from `/field/players`); true when left out
    players: Option<bool>,
    /// One table's part of the room, for a tablet at that table: the table and the moves
    /// that take a player from or to it, with no entry's row (`players` and a window are
    /// then ignored)
    table: Option<u32>,
    /// A window of the room (a chart's tables in view): its first table's place in
    /// drawing order, 0 for the first; with `count`, the view carries those tables, every
    /// table's number (`window`) and no entry's row
    from: Option<u32>,
    /// How many tables the window carries, 0 to 400 (400 when only `from` is given; 0 for
    /// the room's counts, moves and table numbers alone)
    #[param(maximum = 400)]
    count: Option<u32>,
    /// In a window, false for seats without names, chip counts and bounties (a chart
    /// zoomed out past reading them); true when left out
    names: Option<bool>,
}

/// A page of the player list, searched on the server: ?q= part of a name, a card number or
/// an entry number (empty for every entry, players in play first), ?offset= and ?limit=
/// (100 when left out, 500 at most)
#[utoipa::path(
    get,
    path = "/api/events/{id}/field/players",
    operation_id = "fieldPlayers",
    params(EventId, felt_core::view::players::PlayerQuery),
    responses(
        (status = 200, description = "The rows asked for, best match first", body = felt_core::view::players::PlayersPage),
        BadRequest,
        NoSuchEvent,
    )
)]
async fn field_players(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    Lang(asked): Lang,
    Query(q): Query<felt_core::view::players::PlayerQuery>,
) -> Reply<felt_core::view::players::PlayersPage> {
    answer(&s, move |felt| {
        let mut page = felt.field_players(id, &q)?;
        let l = asked.for_event(felt.event_language(id)?);
        if l != felt_core::lang::Locale::ENGLISH {
            page.say_in(l);
        }
        Ok(page)
    })
    .await
}

/// The bounty report: bounties won per player (null when the event has no bounty)
#[utoipa::path(
    get,
    path = "/api/events/{id}/bounties",
    operation_id = "bounties",
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
    answer(&s, move |felt| felt.bounty_view(id)).await
}

/// Satellite tickets: the seats this event gave as a satellite, and the seats other
/// satellites gave for it, each with where it was used
#[utoipa::path(
    get,
    path = "/api/events/{id}/tickets",
    operation_id = "tickets",
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
    answer(&s, move |felt| felt.tickets(id)).await
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
    operation_id = "knownPlayers",
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
    answer(&s, move |felt| felt.known_players(&q.q)).await
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
    operation_id = "createEvent",
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
            None => return HttpError(ApiError::BadRequest(Phrase::new("refusal-api-no-shipped-structure").text("name", format!("{name:?}")))).into_response(),
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

/// Run a command given as {"type": NAME, ...fields}
#[utoipa::path(
    post,
    path = "/api/events/{id}/commands",
    operation_id = "command",
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
    Lang(asked): Lang,
    extract::Json(cmd): extract::Json<Command>,
) -> Response {
    run(s, id, cmd, caller.map(|c| c.0), asked).await
}

/// Run the command NAME with its fields as the body
///
/// The body is the command's fields as a JSON object, or nothing for a command without
/// fields; `POST /api/events/{id}/commands` describes them (the `Command` schema).
#[utoipa::path(
    post,
    path = "/api/events/{id}/commands/{name}",
    operation_id = "namedCommand",
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
    Lang(asked): Lang,
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
        Ok(cmd) => run(s, id, cmd, caller.map(|c| c.0), asked).await,
        // The body is what the document asks (an object): fields missing or wrong for
        // this command are a refusal of the command, naming them.
        Err(e) => HttpError(ApiError::CommandFields(
            Phrase::new("refusal-api-command-fields")
                .text("name", name)
                .text("why", e.to_string()),
        ))
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
    operation_id = "repair",
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
    Lang(asked): Lang,
    extract::Json(body): extract::Json<RepairBody>,
) -> Response {
    let seq = body.set_aside;
    let felt = s.felt.clone();
    let result = blocking(move || felt.set_aside_in(id, seq, asked)).await;
    notify(&s);
    match result {
        Ok(ack) => Json(ack).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Runs `cmd`; what it came to (the view after it, or the report kept for the desk) is
/// in the language `asked` for, as the console's views are.
async fn run(
    s: AppState,
    id: i64,
    cmd: Command,
    caller: Option<Caller>,
    asked: felt_core::lang::Asked,
) -> Response {
    use crate::api::reports::Sent;
    let felt = s.felt.clone();
    let result = blocking(move || match &caller {
        // A paired device runs only what its scope allows, logged as its action; a
        // table's report may wait for the desk (202).
        Some(Caller::Device { device }) => {
            felt.device_may(device, id, &cmd)?;
            felt.run_from_device(device, id, &cmd, asked)
        }
        _ => felt
            .execute_in(id, &cmd, None, asked)
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

/// `/api/events/{id}/paper/{printout}`'s path.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct PrintoutPath {
    /// The event, by the id `GET /api/events` lists
    #[param(minimum = 1)]
    id: i64,
    /// The printout: the structure sheet, the rule card, the results, seat cards of the
    /// players seated, each table's list, or the moves the floor makes now
    #[param(inline)]
    printout: Printout,
}

/// One of the event's printouts as PDF
#[utoipa::path(
    get,
    path = "/api/events/{id}/paper/{printout}",
    operation_id = "eventPrintout",
    params(PrintoutPath, PaperQuery, LangParam),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchEvent,
        Busy,
    )
)]
async fn printout(
    State(s): State<AppState>,
    Path(p): Path<PrintoutPath>,
    Query(q): Query<PaperQuery>,
    Lang(asked): Lang,
) -> Response {
    let what = p.printout;
    let (felt, id) = (s.felt.clone(), p.id);
    let name = format!("event-{id}-{}.pdf", what.slug());
    printed(&q, name, move |size| felt.print(id, what, size, asked)).await
}
