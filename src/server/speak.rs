//! Refusals in the asker's language. A refusal is made in English where it is decided
//! (`HttpError` keeps its words unsaid beside the body); on its way out this layer says
//! it again in the language the request asks for: its `?lang=`, else the first of its
//! `Accept-Language` that Felt speaks (the web UI sends the page's own language there,
//! so the console's refusals come in the console's). The code and the status never
//! change with the language.

use crate::api::ErrorBody;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, header};
use axum::middleware::Next;
use axum::response::Response;
use felt_core::lang::{Language, Locale, Phrase};

/// A refusal's code and its words unsaid, kept on the response for this layer.
#[derive(Debug, Clone)]
pub(super) struct Refusal {
    pub code: &'static str,
    pub phrase: Phrase,
}

/// The language a request asks for: a valid `?lang=` (or `Felt-Language`), else its
/// `Accept-Language`
/// (the pseudo-language when it asks for that first), else English.
pub(super) fn asked(query: Option<&str>, headers: &HeaderMap) -> Locale {
    let header = headers
        .get(super::extract::FELT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let named = super::extract::Lang::asked(query)
        .or(header)
        .and_then(|tag| Locale::parse(tag).ok());
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let first = accept
        .and_then(|a| a.split(',').next())
        .and_then(|t| Locale::parse(t.split(';').next().unwrap_or("").trim()).ok())
        .filter(|l| l.is_pseudo());
    named
        .or(first)
        .or_else(|| accept.and_then(Locale::from_accept))
        .unwrap_or(Locale::ENGLISH)
}

/// Says a refusal again in the request's language (English answers pass untouched).
pub(super) async fn speak(req: Request, next: Next) -> Response {
    let l = asked(req.uri().query(), req.headers());
    let res = next.run(req).await;
    if l.language() == Language::English && !l.is_pseudo() {
        return res;
    }
    let Some(refusal) = res.extensions().get::<Refusal>().cloned() else {
        return res;
    };
    let (mut parts, _) = res.into_parts();
    let body = ErrorBody::new(refusal.code, &refusal.phrase.say(l));
    let Ok(json) = serde_json::to_vec(&body) else {
        return Response::from_parts(parts, Body::empty());
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_LANGUAGE,
        header::HeaderValue::from_static(l.tag()),
    );
    Response::from_parts(parts, Body::from(json))
}
