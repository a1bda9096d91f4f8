//! The OpenAPI description of the HTTP API, served at `/api/openapi.json`.
//!
//! No list of routes is kept here. Each handler's `#[utoipa::path]` annotation gives its
//! method, path, parameters, body and answers, and its module's `routes()` registers the
//! handler and its entry in the document from that one annotation (utoipa-axum's `routes!`), so
//! the router and the document cannot drift apart. The schemas are derived from the Rust
//! types the handlers take and return (`ToSchema`, next to serde and ts-rs, so the
//! TypeScript types of the UI come from the same definitions). This file holds what many
//! handlers share: the event id and command name parameters, the error answers, the TD
//! token's scheme, and what is said of every operation at once.

use crate::api::ErrorBody;
use felt_core::engine::Command;
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn, PathItem};
use utoipa::openapi::schema::ObjectBuilder;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{
    ComponentsBuilder, ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Ref, RefOr, Required,
    Response, ResponseBuilder, Type,
};
use utoipa::{IntoParams, IntoResponses, ToSchema};

/// The name of the TD token's security scheme.
const TD_TOKEN: &str = "tdToken";

/// The document as served, from the operations the routes registered.
pub(super) fn document(api: OpenApi) -> Value {
    let api = finish(api);
    let mut doc = serde_json::to_value(api).expect("an OpenAPI document serialises");
    numbers_in_place(&mut doc);
    integer_ranges(&mut doc);
    doc
}

/// What the document says beyond its operations: its title, the TD token's scheme and
/// the `{code, message}` body of every refusal. The top router starts from it.
pub(super) fn frame() -> OpenApi {
    let token = HttpBuilder::new()
        .scheme(HttpAuthScheme::Bearer)
        .description(Some(
            "The TD token `felt serve` prints (the desktop app passes it to its window): \
             `Authorization: Bearer <token>`, or `X-Felt-Token: <token>`",
        ))
        .build();
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Felt tournament director API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "Reads are open to any display; every request that changes an event, \
                     and the calculators whose cost grows with their input, need the TD \
                     token. Chips and money are integers (money in minor units); instants \
                     are milliseconds since the epoch, UTC.",
                ))
                .build(),
        )
        .components(Some(
            ComponentsBuilder::new()
                .schema_from::<ErrorBody>()
                .security_scheme(TD_TOKEN, SecurityScheme::Http(token))
                .build(),
        ))
        .build()
}

/// Marks every operation of `api` as needing the TD token: the routes `auth::behind_token`
/// puts behind `auth::require_token`, and only those, pass through here.
pub(super) fn needs_token(api: &mut OpenApi) {
    for item in api.paths.paths.values_mut() {
        for op in operations_mut(item) {
            op.security = Some(vec![SecurityRequirement::new(TD_TOKEN, [""; 0])]);
            op.responses.responses.insert(
                "401".into(),
                error("The TD token is missing or wrong (code `unauthorized`)"),
            );
        }
    }
}

/// What holds for every operation: the summary is one line (a doc comment's first
/// paragraph, wrapped in the source); an operation that reads a path, a query or a body
/// answers 400 when it cannot read them (`/api/events/abc`: `extract` answers for
/// axum), one that takes a body answers 413 past the size limit and 415 when it is not
/// sent as JSON; and any of them may fail inside Felt (a panic in a handler is caught and
/// answered).
fn finish(mut api: OpenApi) -> OpenApi {
    for item in api.paths.paths.values_mut() {
        for op in operations_mut(item) {
            if let Some(summary) = &mut op.summary {
                *summary = summary.replace('\n', " ");
            }
            let reads = op.parameters.as_ref().is_some_and(|p| !p.is_empty());
            let takes_body = op.request_body.is_some();
            let answers = &mut op.responses.responses;
            if (reads || takes_body) && !answers.contains_key("400") {
                answers.insert(
                    "400".into(),
                    error(
                        "The path, query or body cannot be read, or a value in it is not \
                         valid; the message names it (code `bad-request`)",
                    ),
                );
            }
            if takes_body {
                let limit = format!(
                    "The body is larger than {} MB (code `too-large`)",
                    super::BODY_LIMIT >> 20
                );
                answers.insert("413".into(), error(&limit));
                answers.insert(
                    "415".into(),
                    error(
                        "The body is not sent as `application/json` (code \
                         `unsupported-media-type`)",
                    ),
                );
            }
            op.responses.responses.insert(
                "500".into(),
                error("Felt failed inside (code `internal`); nothing is blamed on the request"),
            );
        }
    }
    api
}

/// Type aliases of numbers (`Chips`, `PlayerId`, `SeatNo`) reach utoipa as names it
/// cannot see through, so it refers to the number's own schema, filed under components as
/// `u64`, `u32`, `u8`. The document writes those numbers in place instead, so its
/// components are the API's own types (named in CamelCase, as Rust names them).
fn numbers_in_place(doc: &mut Value) {
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let primitive: Vec<String> = schemas
        .keys()
        .filter(|name| name.starts_with(|c: char| c.is_ascii_lowercase()))
        .cloned()
        .collect();
    let numbers: BTreeMap<String, Value> = primitive
        .into_iter()
        .filter_map(|name| {
            let schema = schemas.remove(&name)?;
            Some((format!("#/components/schemas/{name}"), schema))
        })
        .collect();
    inline_refs(doc, &numbers);
}

/// Every whole number in the document gets the range its Rust type reads: utoipa names
/// the type in `format` (`uint8`, `int64`, ...) and states a minimum of 0 for unsigned
/// types, but no maximum, so a `u8` field that refuses 256 would look as if it took it.
/// A bound the schema states itself (`#[schema(minimum = 1)]`) is kept when tighter.
/// utoipa spells the unsigned formats `u-int8`, ...: they are written `uint8`, ... here.
fn integer_ranges(v: &mut Value) {
    match v {
        Value::Object(map) => {
            if let Some(Value::String(format)) = map.get_mut("format")
                && let Some(bits) = format.strip_prefix("u-int")
            {
                *format = format!("uint{bits}");
            }
            let integer = match map.get("type") {
                Some(Value::String(t)) => t == "integer",
                Some(Value::Array(ts)) => ts.iter().any(|t| t == "integer"),
                _ => false,
            };
            let range = map
                .get("format")
                .and_then(Value::as_str)
                .and_then(format_range);
            if let (true, Some((lo, hi))) = (integer, range) {
                let tighter_lo = match map.get("minimum").and_then(Value::as_f64) {
                    Some(m) if lo.as_f64().is_some_and(|lo| m >= lo) => None,
                    _ => Some(Value::from(lo)),
                };
                let tighter_hi = match map.get("maximum").and_then(Value::as_f64) {
                    Some(m) if hi.as_f64().is_some_and(|hi| m <= hi) => None,
                    _ => Some(Value::from(hi)),
                };
                if let Some(lo) = tighter_lo {
                    map.insert("minimum".into(), lo);
                }
                if let Some(hi) = tighter_hi {
                    map.insert("maximum".into(), hi);
                }
            }
            map.values_mut().for_each(integer_ranges);
        }
        Value::Array(items) => items.iter_mut().for_each(integer_ranges),
        _ => {}
    }
}

/// The range of an integer `format`, as (minimum, maximum) in the JSON numbers it allows.
fn format_range(format: &str) -> Option<(serde_json::Number, serde_json::Number)> {
    let (lo, hi): (i64, u64) = match format {
        "int8" => (i8::MIN.into(), i8::MAX as u64),
        "int16" => (i16::MIN.into(), i16::MAX as u64),
        "int32" => (i32::MIN.into(), i32::MAX as u64),
        "int64" => (i64::MIN, i64::MAX as u64),
        "uint8" => (0, u8::MAX.into()),
        "uint16" => (0, u16::MAX.into()),
        "uint32" => (0, u32::MAX.into()),
        "uint64" => (0, u64::MAX),
        _ => return None,
    };
    Some((lo.into(), hi.into()))
}

/// Replaces each `$ref` to one of `schemas` by the schema itself (keeping what stands
/// beside the `$ref`, such as a description).
fn inline_refs(v: &mut Value, schemas: &BTreeMap<String, Value>) {
    match v {
        Value::Object(map) => {
            let target = map.get("$ref").and_then(Value::as_str);
            if let Some(schema) = target.and_then(|r| schemas.get(r)) {
                let mut inline = schema.clone();
                map.remove("$ref");
                if let Value::Object(fields) = &mut inline {
                    fields.extend(std::mem::take(map));
                }
                *v = inline;
                return;
            }
            map.values_mut().for_each(|x| inline_refs(x, schemas));
        }
        Value::Array(items) => items.iter_mut().for_each(|x| inline_refs(x, schemas)),
        _ => {}
    }
}

fn operations_mut(item: &mut PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        &mut item.get,
        &mut item.put,
        &mut item.post,
        &mut item.delete,
        &mut item.options,
        &mut item.head,
        &mut item.patch,
        &mut item.trace,
    ]
    .into_iter()
    .flatten()
}

/// A refusal with the `{code, message}` body.
fn error(description: &str) -> RefOr<Response> {
    let body = ContentBuilder::new()
        .schema(Some(Ref::from_schema_name(ErrorBody::name())))
        .build();
    ResponseBuilder::new()
        .description(description)
        .content("application/json", body)
        .build()
        .into()
}

/// One refusal as the `responses(...)` of a handler's annotation.
pub(super) fn one(status: &str, description: &str) -> BTreeMap<String, RefOr<Response>> {
    BTreeMap::from([(status.to_string(), error(description))])
}

/// 404: the `{id}` names no event.
pub(super) struct NoSuchEvent;

impl IntoResponses for NoSuchEvent {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one("404", "There is no such event (code `no-such-event`)")
    }
}

/// 404: the `{id}` names no structure of the house library.
pub(super) struct NoSuchStructure;

impl IntoResponses for NoSuchStructure {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "404",
            "There is no such structure in the house library (code `no-such-structure`)",
        )
    }
}

/// 404: the `{slide}` names no slide.
pub(super) struct NoSuchSlide;

impl IntoResponses for NoSuchSlide {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one("404", "There is no such slide (code `no-such-slide`)")
    }
}

/// 404: a game named in the request is not in the catalog.
pub(super) struct NoSuchGame;

impl IntoResponses for NoSuchGame {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "404",
            "A game named is not in the catalog (code `no-such-game`)",
        )
    }
}

/// 404: an empty `{screen}` names no route.
pub(super) struct NoSuchScreen;

impl IntoResponses for NoSuchScreen {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "404",
            "No route answers an empty screen id (code `not-found`)",
        )
    }
}

/// 400: the request could not be read.
pub(super) struct BadRequest;

impl IntoResponses for BadRequest {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "400",
            "A parameter or field is missing or not valid, or the request cannot be read; \
             the message names it (code `bad-request`)",
        )
    }
}

/// 422: read, but refused by the rules; nothing changed.
pub(super) struct Refused;

impl IntoResponses for Refused {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "422",
            "Refused; nothing changed. The code says why, the message names the values at \
             fault (`over-limit`: an input is beyond one of Felt's limits, which it names)",
        )
    }
}

/// 403: a paired device's token, for something outside the device's scope.
pub(super) struct OutOfScope;

impl IntoResponses for OutOfScope {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "403",
            "Sent with a paired device's token, for something outside what the device may do \
             (code `device-scope`); the message says what it may do. Nothing changed",
        )
    }
}

/// 409: the event's log is damaged; it is read-only until the TD repairs it.
pub(super) struct Damaged;

impl IntoResponses for Damaged {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "409",
            "The event's log has a record that cannot be read or folded: the event is \
             read-only until that record is set aside (code `log-damaged`); nothing changed",
        )
    }
}

/// 503: a costly calculation did not get its turn in time, or ran past its budget.
pub(super) struct Busy;

impl IntoResponses for Busy {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one(
            "503",
            "Costly calculations run one at a time: this one waited more than 10 s for its \
             turn, or ran longer than 20 s (code `busy`); try again, or ask for less",
        )
    }
}

/// The `{id}` of an event's paths.
pub(super) struct EventId;

impl IntoParams for EventId {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        vec![path_parameter(
            "id",
            "The event, by the id `GET /api/events` lists",
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                    utoipa::openapi::KnownFormat::Int64,
                )))
                .minimum(Some(1)),
        )]
    }
}

/// `?lang=` on the views people read: the language of their words and figures.
pub(super) struct LangParam;

impl IntoParams for LangParam {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        // The languages this server speaks as it starts: the shipped, a club's, the pseudo.
        let mut names: Vec<serde_json::Value> = felt_core::lang::Language::all()
            .iter()
            .map(|l| l.name().into())
            .collect();
        names.push(felt_core::lang::PSEUDO.into());
        vec![
            utoipa::openapi::path::ParameterBuilder::new()
                .name("lang")
                .parameter_in(ParameterIn::Query)
                .required(utoipa::openapi::Required::False)
                .description(Some(
                    "The language of the view's words and figures by its tag: en, de, fr, \
                     es, a club's own (felt lang list), or en-XA, the pseudo-language the \
                     screen tests use; without it, the first of the request's \
                     Accept-Language that Felt speaks, else English. An unknown language \
                     is a 400 naming the ones Felt has",
                ))
                .schema(Some(
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(names)),
                ))
                .build(),
        ]
    }
}

/// The `{id}` of a house library structure's paths.
pub(super) struct StructureId;

impl IntoParams for StructureId {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        vec![path_parameter(
            "id",
            "The structure, by the id `GET /api/library` lists",
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                    utoipa::openapi::KnownFormat::Int64,
                )))
                .minimum(Some(1)),
        )]
    }
}

/// The `{name}` of `POST /api/events/{id}/commands/{name}`: every command's `type`.
pub(super) struct CommandName;

impl IntoParams for CommandName {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        vec![path_parameter(
            "name",
            "The command's `type` (a dash may stand for an underscore)",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(Command::names())),
        )]
    }
}

fn path_parameter(name: &str, description: &str, schema: ObjectBuilder) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Path)
        .required(Required::True)
        .description(Some(description))
        .schema(Some(schema))
        .build()
}
