//! The web UI's wire types and its client, generated from the one description of the API:
//! the OpenAPI document the server serves (`felt::server::openapi`), which is itself
//! generated from the handlers and the Rust types they take and return. Two files come of
//! it, and this test fails when either is stale:
//!
//! - `ui/src/lib/api/types.ts`: every schema of the document as a TypeScript type of the
//!   same name (a `$ref` is the type's name, `oneOf` a union, an enum a union of its
//!   literals, a field not required an optional one);
//! - `ui/src/lib/api/operations.ts`: one typed function per operation, named by its
//!   `operationId`, taking the path's parameters in order, then `query` and `body` when the
//!   operation has them, and calling `lib/api/http.ts` (the one fetch, the token set once).
//!   A read (`GET`) also gets `…Url`, the link to it (a PDF or a CSV to open, a stream to
//!   follow), so no component ever spells an API path.
//!
//! To refresh them after changing the API: `UPDATE_UI_API=1 cargo test --test it ui_api`.

use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

const TYPES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/lib/api/types.ts");
const OPERATIONS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/lib/api/operations.ts");

const HEADER: &str = "// Generated from the server's OpenAPI document by tests/it/ui_api.rs. Do not edit:\n\
     // run `UPDATE_UI_API=1 cargo test --test it ui_api` after changing the API.\n";

/// A doc comment of `text` indented by `indent`, or nothing.
fn doc(text: Option<&str>, indent: &str) -> String {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return String::new();
    };
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() == 1 {
        format!("{indent}/** {} */\n", lines[0].replace("*/", "* /"))
    } else {
        let mut out = format!("{indent}/**\n");
        for l in lines {
            let _ = writeln!(out, "{indent} * {}", l.trim_end().replace("*/", "* /"));
        }
        let _ = writeln!(out, "{indent} */");
        out
    }
}

/// A name TypeScript reads as a property as it is, or quoted.
fn key(name: &str) -> String {
    let plain = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        name.to_string()
    } else {
        serde_json::to_string(name).unwrap()
    }
}

/// `parts` as one union, each once, `null` last.
fn union(parts: Vec<String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for p in parts {
        if !seen.contains(&p) {
            seen.push(p);
        }
    }
    seen.sort_by_key(|p| p == "null");
    match seen.len() {
        0 => "never".into(),
        _ => seen.join(" | "),
    }
}

/// The TypeScript type of `schema`, written at `indent`.
fn ts(schema: &Value, indent: &str) -> String {
    if let Some(r) = schema["$ref"].as_str() {
        return r.rsplit('/').next().unwrap().to_string();
    }
    if let Some(list) = schema["oneOf"].as_array().or(schema["anyOf"].as_array()) {
        let mut parts: Vec<String> = list.iter().map(|s| ts(s, indent)).collect();
        if schema["nullable"] == true {
            parts.push("null".into());
        }
        return union(parts);
    }
    if let Some(all) = schema["allOf"].as_array() {
        let parts: Vec<String> = all.iter().map(|s| ts(s, indent)).collect();
        return parts.join(" & ");
    }
    let mut types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(list) => list.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if schema["nullable"] == true {
        types.push("null");
    }
    if let Some(values) = schema["enum"].as_array() {
        let mut parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        if types.contains(&"null") {
            parts.push("null".into());
        }
        return union(parts);
    }
    if types.is_empty() {
        if schema.get("properties").is_some() {
            types.push("object");
        } else {
            return "unknown".into();
        }
    }
    union(
        types
            .into_iter()
            .map(|t| match t {
                "string" => "string".to_string(),
                "integer" | "number" => "number".to_string(),
                "boolean" => "boolean".to_string(),
                "null" => "null".to_string(),
                "array" => {
                    let item = ts(&schema["items"], indent);
                    if item.contains(' ') {
                        format!("({item})[]")
                    } else {
                        format!("{item}[]")
                    }
                }
                _ => object(schema, indent),
            })
            .collect(),
    )
}

/// An object schema as a TypeScript object type.
fn object(schema: &Value, indent: &str) -> String {
    let empty = Map::new();
    let props = schema["properties"].as_object().unwrap_or(&empty);
    let required: Vec<&str> = schema["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let extra = match &schema["additionalProperties"] {
        Value::Object(s) if !s.is_empty() => Some(ts(&schema["additionalProperties"], indent)),
        Value::Bool(true) | Value::Object(_) => Some("unknown".into()),
        _ => None,
    };
    if props.is_empty() {
        return format!(
            "Record<string, {}>",
            extra.unwrap_or_else(|| "unknown".into())
        );
    }
    let inner = format!("{indent}  ");
    let mut out = String::from("{\n");
    for (name, p) in props {
        out.push_str(&doc(p["description"].as_str(), &inner));
        let optional = if required.contains(&name.as_str()) {
            ""
        } else {
            "?"
        };
        let _ = writeln!(out, "{inner}{}{optional}: {}", key(name), ts(p, &inner));
    }
    if let Some(extra) = extra {
        let _ = writeln!(out, "{inner}[key: string]: {extra}");
    }
    out.push_str(indent);
    out.push('}');
    out
}

/// `types.ts`: every schema of the document.
fn types_file(doc_: &Value) -> String {
    let mut out = format!("{HEADER}\n");
    let schemas = doc_["components"]["schemas"].as_object().expect("schemas");
    let sorted: BTreeMap<&String, &Value> = schemas.iter().collect();
    for (name, schema) in sorted {
        out.push_str(&doc(schema["description"].as_str(), ""));
        let _ = writeln!(out, "export type {name} = {}\n", ts(schema, ""));
    }
    out
}

/// `name` as a camelCase identifier: `clock_view` is `clockView`.
fn camel(name: &str) -> String {
    let mut out = String::new();
    let mut up = false;
    for c in name.chars() {
        if c == '_' || c == '-' {
            up = true;
        } else if up {
            out.extend(c.to_uppercase());
            up = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// One operation of the document, as the client calls it.
struct Operation {
    name: String,
    method: String,
    path: String,
    summary: Option<String>,
    path_params: Vec<(String, String)>,
    query: Option<(String, bool)>,
    body: Option<(String, bool)>,
    /// The type of the answer, and how it is read: `json`, `blob` or `none`.
    answer: (String, &'static str),
}

fn operation(doc_: &Value, path: &str, method: &str, op: &Value) -> Operation {
    let name = camel(
        op["operationId"]
            .as_str()
            .expect("every operation has an id"),
    );
    let params = op["parameters"].as_array().cloned().unwrap_or_default();
    // Path parameters in the order the path names them.
    let mut path_params: Vec<(String, String)> = Vec::new();
    for segment in path.split('/') {
        if let Some(p) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            let schema = params
                .iter()
                .find(|x| x["in"] == "path" && x["name"] == p)
                .map(|x| x["schema"].clone())
                .unwrap_or(Value::Null);
            path_params.push((p.to_string(), ts(&schema, "  ")));
        }
    }
    let query_params: Vec<&Value> = params.iter().filter(|p| p["in"] == "query").collect();
    let query = (!query_params.is_empty()).then(|| {
        let mut t = String::from("{ ");
        let mut all_optional = true;
        for p in &query_params {
            let required = p["required"] == true;
            all_optional &= !required;
            let _ = write!(
                t,
                "{}{}: {}; ",
                key(p["name"].as_str().unwrap()),
                if required { "" } else { "?" },
                ts(&p["schema"], "  ")
            );
        }
        t.push('}');
        (t, !all_optional)
    });
    let body = op["requestBody"]["content"]["application/json"]["schema"]
        .as_object()
        .map(|_| {
            (
                ts(
                    &op["requestBody"]["content"]["application/json"]["schema"],
                    "  ",
                ),
                op["requestBody"]["required"] == true,
            )
        });
    let responses = op["responses"].as_object().expect("responses");
    // Every answer that is not a refusal: a command answers 200 when done, 202 when it
    // waits for the desk, so its type is the union of the two.
    let ok: Vec<&Value> = responses
        .iter()
        .filter(|(status, _)| status.starts_with('2'))
        .map(|(_, r)| r)
        .collect();
    let json: Vec<String> = ok
        .iter()
        .filter_map(|r| r["content"]["application/json"].get("schema"))
        .map(|s| ts(s, "  "))
        .collect();
    let file = ok
        .iter()
        .any(|r| r["content"].as_object().is_some_and(|c| !c.is_empty()));
    let answer = if !json.is_empty() {
        (union(json), "json")
    } else if file {
        ("Blob".to_string(), "blob")
    } else {
        ("void".to_string(), "none")
    };
    let _ = doc_;
    Operation {
        name,
        method: method.to_uppercase(),
        path: path.to_string(),
        summary: op["summary"].as_str().map(str::to_string),
        path_params,
        query,
        body,
        answer,
    }
}

/// `operations.ts`: a typed function per operation.
fn operations_file(doc_: &Value) -> String {
    let mut ops = Vec::new();
    for (path, item) in doc_["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("a path item") {
            if ["get", "post", "put", "patch", "delete"].contains(&method.as_str()) {
                ops.push(operation(doc_, path, method, op));
            }
        }
    }
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    let mut names: Vec<&str> = ops.iter().map(|o| o.name.as_str()).collect();
    names.dedup();
    assert_eq!(
        names.len(),
        ops.len(),
        "two operations share an operationId"
    );
    let mut body = String::new();
    for o in &ops {
        // Path parameters first, then what is required, then what may be left out.
        let mut params: Vec<String> = o
            .path_params
            .iter()
            .map(|(n, t)| format!("{}: {t}", camel(n)))
            .collect();
        let mut later = Vec::new();
        for (name, part) in [("query", &o.query), ("body", &o.body)] {
            match part {
                Some((t, true)) => params.push(format!("{name}: {t}")),
                Some((t, false)) => later.push(format!("{name}?: {t}")),
                None => {}
            }
        }
        params.extend(later);
        let path = o.path_params.iter().fold(o.path.clone(), |p, (n, _)| {
            p.replace(
                &format!("{{{n}}}"),
                &format!("${{encodeURIComponent({})}}", camel(n)),
            )
        });
        let mut options = Vec::new();
        if o.query.is_some() {
            options.push("query".to_string());
        }
        if o.body.is_some() {
            options.push("body".to_string());
        }
        options.push(format!("answer: '{}'", o.answer.1));
        body.push_str(&doc(
            o.summary
                .as_deref()
                .map(|s| format!("`{} {}`: {s}", o.method, o.path))
                .as_deref(),
            "",
        ));
        let _ = writeln!(
            body,
            "export function {}({}): Promise<{}> {{\n  return request('{}', `{path}`, {{ {} }})\n}}\n",
            o.name,
            params.join(", "),
            o.answer.0,
            o.method,
            options.join(", ")
        );
        if o.method == "GET" {
            let mut url_params: Vec<String> = o
                .path_params
                .iter()
                .map(|(n, t)| format!("{}: {t}", camel(n)))
                .collect();
            if let Some((t, required)) = &o.query {
                url_params.push(format!("query{}: {t}", if *required { "" } else { "?" }));
            }
            let query = if o.query.is_some() { ", query" } else { "" };
            let _ = writeln!(
                body,
                "/** The link to `{} {}`, for an `<a href>` or a new tab. */\nexport function {}Url({}): string {{\n  return url(`{path}`{query})\n}}\n",
                o.method,
                o.path,
                o.name,
                url_params.join(", ")
            );
        }
    }
    // Only the types the signatures name are imported.
    let schemas = doc_["components"]["schemas"].as_object().unwrap();
    let mut used: Vec<&String> = schemas
        .keys()
        .filter(|name| {
            body.match_indices(name.as_str()).any(|(i, _)| {
                let before = body[..i].chars().next_back();
                let after = body[i + name.len()..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                    && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        })
        .collect();
    used.sort();
    format!(
        "{HEADER}\nimport {{ request, url }} from './http'\nimport type {{\n{}}} from './types'\n\n{body}",
        used.iter().map(|t| format!("  {t},\n")).collect::<String>()
    )
}

fn check(file: &str, fresh: &str) {
    if std::env::var_os("UPDATE_UI_API").is_some() {
        std::fs::write(file, fresh).unwrap();
    }
    let committed = std::fs::read_to_string(file).unwrap_or_default();
    assert!(
        committed == fresh,
        "{file} is stale: run `UPDATE_UI_API=1 cargo test --test it ui_api` and commit it"
    );
}

#[test]
fn the_uis_types_and_client_are_generated_from_the_served_document() {
    let doc_ = felt::server::openapi();
    check(TYPES, &types_file(doc_));
    check(OPERATIONS, &operations_file(doc_));
}

#[test]
fn schemas_become_typescript_types() {
    let cases = [
        (
            serde_json::json!({"$ref": "#/components/schemas/ClockView"}),
            "ClockView",
        ),
        (
            serde_json::json!({"type": ["string", "null"]}),
            "string | null",
        ),
        (
            serde_json::json!({"type": "integer", "format": "uint64"}),
            "number",
        ),
        (serde_json::json!({"enum": ["a", "b"]}), "\"a\" | \"b\""),
        (
            serde_json::json!({"type": "array", "items": {"type": ["string", "null"]}}),
            "(string | null)[]",
        ),
        (
            serde_json::json!({"oneOf": [{"$ref": "#/components/schemas/A"}, {"type": "null"}]}),
            "A | null",
        ),
        (
            serde_json::json!({"type": "object", "additionalProperties": {"type": "integer"}}),
            "Record<string, number>",
        ),
        (
            serde_json::json!({"type": "object", "properties": {"a": {"type": "string"}, "b-c": {"type": "boolean"}}, "required": ["a"]}),
            "{\n  a: string\n  \"b-c\"?: boolean\n}",
        ),
    ];
    for (schema, want) in cases {
        assert_eq!(ts(&schema, ""), want, "{schema}");
    }
}
