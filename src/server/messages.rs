//! The message file a page speaks: the web UI's own words (the display's labels, the
//! console's buttons) come from the same Fluent files as the core's sentences, one
//! language at a time, so a page loads its own language's words only.

use super::AppState;
use super::extract::{Lang, Query};
use super::openapi::LangParam;
use super::reply::{HttpError, blocking};
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
}

/// `?event=` on the messages: the page shows that event, whose language it speaks.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ForEvent {
    /// The event the page shows: its language (set by the TD) when no `?lang=` is given
    event: Option<i64>,
}

/// The messages of the language asked for
///
/// `?lang=` names it; without it, the language of the event `?event=` names when the TD
/// set one, else the first of the request's `Accept-Language` that Felt speaks, else
/// English.
#[utoipa::path(
    get,
    path = "/api/messages",
    operation_id = "messages",
    params(LangParam, ForEvent),
    responses(
        (status = 200, description = "The language's message file", body = MessageFile),
        (status = 400, description = "A language Felt does not have (the message names the ones it has)"),
        (status = 404, description = "No event has the id `?event=` names"),
    )
)]
async fn messages(
    State(s): State<AppState>,
    Lang(asked): Lang,
    Query(q): Query<ForEvent>,
) -> Result<
    (
        [(axum::http::HeaderName, &'static str); 1],
        Json<MessageFile>,
    ),
    HttpError,
> {
    let event = match q.event {
        Some(id) => {
            let felt = s.felt.clone();
            blocking(move || felt.event_language(id)).await?
        }
        None => None,
    };
    let l = asked.for_event(event);
    // The answer depends on Accept-Language when no ?lang= is given.
    Ok((
        [(axum::http::header::VARY, "Accept-Language")],
        Json(MessageFile {
            lang: l.tag().to_string(),
            ftl: felt_core::lang::file(l.language()).to_string(),
        }),
    ))
}

/// This area's routes: open to every page.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    OpenApiRouter::new().routes(routes!(messages))
}
