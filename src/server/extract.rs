//! The extractors every handler reads its request with: axum's own, except that a request
//! they cannot read is answered with the `{code, message}` body every other refusal has
//! (axum answers in plain text), with the fitting status: 400 for a path, query or body
//! that cannot be read, 413 for a body over the limit, 415 for a body that is not sent as
//! JSON. Handlers name `Path`, `Query`, `Json` and `Body` from here, never axum's.

use crate::api::ErrorBody;
use axum::extract::rejection::{BytesRejection, JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

/// A request the server cannot read (or a method or path it does not have): the status
/// and the words, answered as `{code, message}`.
#[derive(Debug)]
pub struct Unreadable {
    pub status: StatusCode,
    pub message: String,
}

impl Unreadable {
    pub fn bad_request(message: impl Into<String>) -> Unreadable {
        Unreadable {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// The stable code of the status.
    fn code(&self) -> &'static str {
        match self.status {
            StatusCode::NOT_FOUND => "not-found",
            StatusCode::METHOD_NOT_ALLOWED => "method-not-allowed",
            StatusCode::PAYLOAD_TOO_LARGE => "too-large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported-media-type",
            s if s.is_server_error() => "internal",
            _ => "bad-request",
        }
    }
}

impl IntoResponse for Unreadable {
    fn into_response(self) -> Response {
        let body = ErrorBody::new(self.code(), &self.message);
        (self.status, axum::Json(body)).into_response()
    }
}

/// A status axum gives a rejection, kept where it fits (413, 415) and 400 otherwise: a
/// JSON body of the wrong shape is a field not valid (400), not a refusal by the rules
/// (422 is kept for those).
fn status_of(status: StatusCode) -> StatusCode {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE | StatusCode::UNSUPPORTED_MEDIA_TYPE => status,
        s if s.is_server_error() => s,
        _ => StatusCode::BAD_REQUEST,
    }
}

/// The path's parameters (an event id, a command name).
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Unreadable;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Unreadable> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(Path(v)),
            Err(e) => Err(path_refused(e)),
        }
    }
}

fn path_refused(e: PathRejection) -> Unreadable {
    use axum::extract::path::ErrorKind;
    let status = status_of(e.status());
    let PathRejection::FailedToDeserializePathParams(failed) = &e else {
        return Unreadable {
            status,
            message: e.body_text(),
        };
    };
    let message = match failed.kind() {
        ErrorKind::ParseErrorAtKey {
            value,
            expected_type,
            ..
        }
        | ErrorKind::ParseErrorAtIndex {
            value,
            expected_type,
            ..
        }
        | ErrorKind::ParseError {
            value,
            expected_type,
        } if *expected_type == "i64" => format!(
            "\"{value}\" is not an event id: an id is a whole number from 1 to {}",
            i64::MAX
        ),
        _ => format!("the path cannot be read: {}", failed.body_text()),
    };
    Unreadable { status, message }
}

/// The query string, read into `T`; an unknown parameter is refused when `T` says so.
pub struct Query<T>(pub T);

impl<T, S> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Unreadable;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Unreadable> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(Query(v)),
            Err(QueryRejection::FailedToDeserializeQueryString(e)) => Err(Unreadable::bad_request(
                format!("the query string cannot be read: {}", e.body_text()),
            )),
            Err(e) => Err(Unreadable {
                status: status_of(e.status()),
                message: e.body_text(),
            }),
        }
    }
}

/// A JSON body read into `T` (sent as `application/json`).
pub struct Json<T>(pub T);

impl<T, S> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Unreadable;

    async fn from_request(req: Request, state: &S) -> Result<Self, Unreadable> {
        match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(mut v)) => {
                whole_numbers(&mut v);
                serde_json::from_value(v)
                    .map(Json)
                    .map_err(|e| Unreadable::bad_request(format!("the body cannot be read: {e}")))
            }
            Err(JsonRejection::MissingJsonContentType(_)) => Err(not_json()),
            Err(JsonRejection::BytesRejection(e)) => Err(body_refused(e)),
            Err(e) => Err(Unreadable::bad_request(format!(
                "the body cannot be read: {}",
                e.body_text()
            ))),
        }
    }
}

/// Turns every number in `v` written with a fraction of zero (`1.0`, `2e3`) into the
/// whole number it is: JSON has one kind of number, and the OpenAPI document's
/// `integer` allows them, so a field of whole numbers takes them too.
pub fn whole_numbers(v: &mut serde_json::Value) {
    use serde_json::Value;
    match v {
        Value::Number(n) if n.is_f64() => {
            let Some(f) = n.as_f64() else { return };
            if f.fract() != 0.0 || !f.is_finite() {
                return;
            }
            // Exactly representable here: |f| < 2^63 (i64) or 0 <= f < 2^64 (u64).
            if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f) {
                *v = Value::from(f as i64);
            } else if (0.0..18_446_744_073_709_551_616.0).contains(&f) {
                *v = Value::from(f as u64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers),
        _ => {}
    }
}

/// The body as it came, for a handler that reads its JSON field by field: empty, or sent
/// as `application/json`.
pub struct Body(pub axum::body::Bytes);

impl<S> FromRequest<S> for Body
where
    S: Send + Sync,
{
    type Rejection = Unreadable;

    async fn from_request(req: Request, state: &S) -> Result<Self, Unreadable> {
        let json = is_json(req.headers());
        let bytes = axum::body::Bytes::from_request(req, state)
            .await
            .map_err(body_refused)?;
        if !bytes.is_empty() && !json {
            return Err(not_json());
        }
        Ok(Body(bytes))
    }
}

/// Whether the content type is JSON (`application/json`, or a `+json` type).
fn is_json(headers: &axum::http::HeaderMap) -> bool {
    let Some(ct) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = ct.split(';').next().unwrap_or_default().trim();
    essence.eq_ignore_ascii_case("application/json")
        || essence.to_ascii_lowercase().ends_with("+json")
}

fn not_json() -> Unreadable {
    Unreadable {
        status: StatusCode::UNSUPPORTED_MEDIA_TYPE,
        message: "send the body as JSON, with the header 'Content-Type: application/json'".into(),
    }
}

fn body_refused(e: BytesRejection) -> Unreadable {
    let status = status_of(e.status());
    let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
        format!(
            "the body is larger than the {} MB this server reads",
            super::BODY_LIMIT >> 20
        )
    } else {
        format!("the body cannot be read: {}", e.body_text())
    };
    Unreadable { status, message }
}

/// A path the router has, asked with a method it does not take.
pub async fn method_not_allowed(method: Method, uri: Uri) -> Unreadable {
    Unreadable {
        status: StatusCode::METHOD_NOT_ALLOWED,
        message: format!(
            "{method} is not one of the methods of {} (see /api/openapi.json)",
            uri.path()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A whole number sent as `1.0` was refused where the document allows it.
    #[test]
    fn whole_numbers_written_with_a_fraction_are_whole_numbers() {
        let mut v = serde_json::json!({"a": 1.0, "b": [2.5, -3.0, 1e3], "c": {"d": 1.8e19}});
        whole_numbers(&mut v);
        assert_eq!(
            v,
            serde_json::json!({"a": 1, "b": [2.5, -3, 1000], "c": {"d": 18_000_000_000_000_000_000u64}})
        );
        let seq: u64 = serde_json::from_value(serde_json::json!(1)).unwrap();
        assert_eq!(seq, 1);
    }

    async fn body_of(ct: Option<&str>, bytes: Vec<u8>) -> Result<Body, Unreadable> {
        let mut req = Request::builder();
        if let Some(ct) = ct {
            req = req.header(header::CONTENT_TYPE, ct);
        }
        Body::from_request(req.body(axum::body::Body::from(bytes)).unwrap(), &()).await
    }

    #[tokio::test]
    async fn a_body_is_empty_or_json_and_within_the_limit() {
        assert!(body_of(None, Vec::new()).await.is_ok());
        assert!(
            body_of(Some("application/json"), b"{}".to_vec())
                .await
                .is_ok()
        );
        let e = body_of(Some("text/plain"), b"{}".to_vec())
            .await
            .err()
            .unwrap();
        assert_eq!(e.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert_eq!(e.code(), "unsupported-media-type");
        let big = vec![b' '; BODY_LIMIT_TEST + 1];
        let e = body_of(Some("application/json"), big).await.err().unwrap();
        assert_eq!(e.status, StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(e.code(), "too-large");
        assert_eq!(
            e.message,
            "the body is larger than the 2 MB this server reads"
        );
    }

    /// axum's own limit, which the router states again as `BODY_LIMIT`.
    const BODY_LIMIT_TEST: usize = super::super::BODY_LIMIT;
}

/// The language a request asks for: `?lang=de` when given (an unknown language is a 400
/// that names the ones Felt has), and the first of its `Accept-Language` that Felt speaks;
/// an event's language comes between the two ([`felt_core::lang::Asked::for_event`]).
#[derive(Debug, Clone, Copy)]
pub struct Lang(pub felt_core::lang::Asked);

/// The header a page names its language in, as firmly as a `?lang=`: the console sends
/// the language it speaks (the installation's), so what it fetches comes in it even
/// where an event's language would otherwise win.
pub const FELT_LANGUAGE: &str = "felt-language";

impl Lang {
    /// The `lang` of a query string, when it has one.
    pub(super) fn asked(query: Option<&str>) -> Option<&str> {
        query?
            .split('&')
            .find_map(|pair| pair.strip_prefix("lang="))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = Unreadable;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        use felt_core::lang::{Asked, Locale};
        let header = parts
            .headers
            .get(FELT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let named = match Lang::asked(parts.uri.query()).or(header) {
            Some(tag) => Some(
                Locale::parse(tag).map_err(|e| Unreadable::bad_request(format!("lang: {e}")))?,
            ),
            None => None,
        };
        let browser = parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Locale::from_accept);
        Ok(Lang(Asked { named, browser }))
    }
}
