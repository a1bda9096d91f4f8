//! The message file a page speaks: the web UI's own words (the display's labels, the
//! console's buttons) come from the same Fluent files as the core's sentences, one
//! language at a time, so a page loads its own language's words only.

use super::AppState;
use super::extract::{self, Lang, Query};
use super::openapi::LangParam;
use super::reply::{HttpError, Reply, answer, blocking};
use crate::api::language::{ConsoleLanguage, SetConsoleLanguage};
use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// One language's messages, as a page builds its words from them.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageFile {
    /// The language the messages are in ("de"; "en-XA" is the pseudo-language, whose
    /// file is English and whose page accents and lengthens it).
    pub lang: String,
    /// The language's Project Fluent file (`crates/felt-core/messages/<lang>.ftl`).
    pub ftl: String,
    /// Whether the language was chosen (by `?lang=`, or the TD for the event or the
    /// installation) rather than taken from the browser's languages: a console pins a
    /// chosen language on the views it asks for.
    pub chosen: bool,
}

/// `?event=` or `?console=` on the messages: the page shows that event, whose language
/// it speaks, or it is the TD's console, which speaks the installation's.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ForPage {
    /// The event the page shows: its language (set by the TD) when no `?lang=` is given
    event: Option<i64>,
    /// The page is the console: the installation's language (set by the TD) when no
    /// `?lang=` is given
    console: Option<bool>,
}

/// The messages of the language asked for
///
/// `?lang=` names it; without it, the language of the event `?event=` names (or, with
/// `?console=true`, the installation's) when the TD set one, else the first of the
/// request's `Accept-Language` that Felt speaks, else English.
#[utoipa::path(
    get,
    path = "/api/messages",
    operation_id = "messages",
    params(LangParam, ForPage),
    responses(
        (status = 200, description = "The language's message file", body = MessageFile),
        (status = 400, description = "A language Felt does not have (the message names the ones it has)"),
        (status = 404, description = "No event has the id `?event=` names"),
    )
)]
async fn messages(
    State(s): State<AppState>,
    Lang(asked): Lang,
    Query(q): Query<ForPage>,
) -> Result<
    (
        [(axum::http::HeaderName, &'static str); 1],
        Json<MessageFile>,
    ),
    HttpError,
> {
    let felt = s.felt.clone();
    let event = match (q.event, q.console) {
        (Some(id), _) => blocking(move || felt.event_language(id)).await?,
        (None, Some(true)) => blocking(move || felt.console_language()).await?.lang,
        (None, _) => None,
    };
    let chosen = asked.named.is_some() || event.is_some();
    let l = asked.for_event(event);
    // The answer depends on Accept-Language when no ?lang= is given.
    Ok((
        [(axum::http::header::VARY, "Accept-Language")],
        Json(MessageFile {
            lang: l.tag().to_string(),
            ftl: felt_core::lang::file(l.language()).to_string(),
            chosen,
        }),
    ))
}

/// This area's routes: open to every page.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    OpenApiRouter::new()
        .routes(routes!(messages))
        .routes(routes!(console_language))
        .routes(routes!(club_guide_chapter))
        .merge(super::auth::behind_token(
            OpenApiRouter::new().routes(routes!(set_console_language)),
        ))
}

/// The console's language and the languages Felt speaks
#[utoipa::path(
    get,
    path = "/api/settings/language",
    operation_id = "consoleLanguage",
    responses((status = 200, description = "The language set (none: each browser's own) and the choices", body = ConsoleLanguage))
)]
async fn console_language(State(s): State<AppState>) -> Reply<ConsoleLanguage> {
    answer(&s, |felt| felt.console_language()).await
}

/// Set the console's language for this installation (none: each browser's own)
#[utoipa::path(
    put,
    path = "/api/settings/language",
    operation_id = "setConsoleLanguage",
    request_body = SetConsoleLanguage,
    responses((status = 200, description = "The language set and the choices", body = ConsoleLanguage))
)]
async fn set_console_language(
    State(s): State<AppState>,
    extract::Json(body): extract::Json<SetConsoleLanguage>,
) -> Reply<ConsoleLanguage> {
    answer(&s, move |felt| felt.set_console_language(body.lang)).await
}

/// A chapter of the TD's guide in a club's language
///
/// The club's own chapter (`languages/<lang>/guide/<chapter>` beside the database), as
/// Markdown; 404 when the club has not written it (the page shows the English one). The
/// shipped languages' chapters are in the page itself.
#[utoipa::path(
    get,
    path = "/api/guide/{lang}/{chapter}",
    operation_id = "clubGuideChapter",
    params(
        ("lang" = String, Path, description = "A club's language tag (nl)"),
        ("chapter" = String, Path, description = "The chapter's file name (01-getting-started.md)"),
    ),
    responses(
        (status = 200, description = "The chapter's Markdown", content_type = "text/markdown"),
        (status = 404, description = "The club has no such chapter", body = crate::api::ErrorBody),
        (status = 400, description = "A path that does not read", body = crate::api::ErrorBody),
    )
)]
async fn club_guide_chapter(
    State(s): State<AppState>,
    extract::Path((lang, chapter)): extract::Path<(String, String)>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let felt = s.felt.clone();
    match blocking(move || felt.club_guide_chapter(&lang, &chapter)).await {
        Ok(text) => (
            [(
                axum::http::header::CONTENT_TYPE,
                "text/markdown; charset=utf-8",
            )],
            text,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}
