//! The OpenAPI description of the HTTP API, served at `/api/openapi.json`.
//!
//! No list of routes is kept here. Each handler's `#[utoipa::path]` annotation gives its
//! method, path, parameters, body and answers, and `routes::api` registers the handler
//! and its entry in the document from that one annotation (utoipa-axum's `routes!`), so
//! the router and the document cannot drift apart. The schemas are derived from the Rust
//! types the handlers take and return (`ToSchema`, next to serde and ts-rs, so the
//! TypeScript types of the UI come from the same definitions). This file holds what many
//! handlers share: the event id and command name parameters, the error answers, the TD
//! token's scheme, and what is said of every operation at once.

use super::routes;
use crate::api::ErrorBody;
use felt_core::engine::Command;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::LazyLock;
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

/// The document as served: built from the routes once, the first time it is asked for.
pub fn openapi() -> &'static Value {
    static DOCUMENT: LazyLock<Value> = LazyLock::new(|| {
        let api = finish(routes::api().into_openapi());
        let mut doc = serde_json::to_value(api).expect("an OpenAPI document serialises");
        numbers_in_place(&mut doc);
        doc
    });
    &DOCUMENT
}

/// What the document says beyond its operations: its title, the TD token's scheme and
/// the `{code, message}` body of every refusal. `routes::api` starts from it.
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

/// Marks every operation of `api` as needing the TD token: the routes `routes::api` puts
/// behind `auth::require_token`, and only those, pass through here.
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
/// paragraph, wrapped in the source), a path that axum cannot read (`/api/events/abc`)
/// gets its plain-text 400, and any of them may fail inside Felt (a panic in a handler is
/// caught and answered).
fn finish(mut api: OpenApi) -> OpenApi {
    for (path, item) in api.paths.paths.iter_mut() {
        let has_parameters = path.contains('{');
        for op in operations_mut(item) {
            if let Some(summary) = &mut op.summary {
                *summary = summary.replace('\n', " ");
            }
            if has_parameters && !op.responses.responses.contains_key("400") {
                let text = ContentBuilder::new()
                    .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
                    .build();
                let answer = ResponseBuilder::new()
                    .description(
                        "The path cannot be read (an id that is not a whole number): \
                         axum's own answer in plain text",
                    )
                    .content("text/plain", text)
                    .build();
                op.responses.responses.insert("400".into(), answer.into());
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
fn one(status: &str, description: &str) -> BTreeMap<String, RefOr<Response>> {
    BTreeMap::from([(status.to_string(), error(description))])
}

/// 404: the `{id}` names no event.
pub(super) struct NoSuchEvent;

impl IntoResponses for NoSuchEvent {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        one("404", "There is no such event (code `no-such-event`)")
    }
}

/// 400: the request could not be read.
pub(super) struct BadRequest;

impl IntoResponses for BadRequest {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let mut answers = one(
            "400",
            "A parameter or field is missing or not valid; the message names it (code \
             `bad-request`). A query string or path that axum cannot read into its fields \
             gets axum's own answer in plain text instead",
        );
        if let Some(RefOr::T(answer)) = answers.get_mut("400") {
            let text = ObjectBuilder::new().schema_type(Type::String);
            answer.content.insert(
                "text/plain".into(),
                ContentBuilder::new().schema(Some(text)).build(),
            );
        }
        answers
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
            ObjectBuilder::new().schema_type(Type::Integer).format(Some(
                utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Int64),
            )),
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
