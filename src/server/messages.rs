//! The message file a page speaks: the web UI's own words (the display's labels, the
//! console's buttons) come from the same Fluent files as the core's sentences, one
//! language at a time, so a page loads its own language's words only.

use super::AppState;
use super::extract::Lang;
use super::openapi::LangParam;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// One language's messages, as a page builds its words from them.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageFile {
    /// The language the messages are in ("de"; "en-XA" is the pseudo-language, whose
    /// file is English and whose page accents and lengthens it).
    pub lang: String,
    /// The language's Project Fluent file (`crates/felt-core/messages/<lang>.ftl`).
    pub ftl: String,
}

/// The messages of the language asked for
///
/// `?lang=` names it; without it, the first of the request's `Accept-Language` that Felt
/// speaks, else English.
#[utoipa::path(
    get,
    path = "/api/messages",
    operation_id = "messages",
    params(LangParam),
    responses(
        (status = 200, description = "The language's message file", body = MessageFile),
        (status = 400, description = "A language Felt does not have (the message names the ones it has)"),
    )
)]
async fn messages(
    Lang(l): Lang,
) -> (
    [(axum::http::HeaderName, &'static str); 1],
    Json<MessageFile>,
) {
    // The answer depends on Accept-Language when no ?lang= is given.
    (
        [(axum::http::header::VARY, "Accept-Language")],
        Json(MessageFile {
            lang: l.tag().to_string(),
            ftl: felt_core::lang::file(l.language()).to_string(),
        }),
    )
}

/// This area's routes: open to every page.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    OpenApiRouter::new().routes(routes!(messages))
}
