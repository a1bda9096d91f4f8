//! The top of the server: the router of every area's routes, merged, with the layers
//! every request passes (the TD token and host checks, the body limit, the security
//! headers, the panic catcher), and the few routes about the server itself (health, time,
//! this document).
//!
//! Every route is registered from its handler's `#[utoipa::path]` annotation by the
//! `routes()` of the handler's own module, which also gives the route's entry in the
//! OpenAPI document; no route is added any other way, so the document lists exactly the
//! routes served (`tests/it/http_openapi.rs` walks both). Nothing below names this file.

use super::reply::panicked;
use super::{
    AppState, BODY_LIMIT, archive, auth, backups, calculators, days, devices, diagnostics, events,
    extract, library, messages, network, nights, openapi as document, register, reports, results,
    screens, series, slides, stream, ui,
};
use axum::extract::{DefaultBodyLimit, State};
use axum::{Extension, Json, Router, middleware};
use felt_core::UtcMs;
use serde::Serialize;
use serde_json::Value;
use std::sync::LazyLock;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The server's router before it is given its state: the API's routes (a method a path
/// does not take is a JSON 405), the web UI for every other path, and a 500 for a handler
/// that panics.
pub fn router() -> Router<AppState> {
    let (api, _) = api().split_for_parts();
    api.method_not_allowed_fallback(extract::method_not_allowed)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .fallback(ui::static_file)
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(panicked))
        .layer(middleware::from_fn(super::speak::speak))
}

/// The router serving `state`: the TD token goes into every request for
/// `auth::require_token`, every answer carries the security headers (`headers`), and an
/// answer is gzipped for a client that accepts it (a browser does): the field view of a
/// 10,000-player event is 3.6 MB of JSON, the console's script 380 KB, and a phone on the
/// room's Wi-Fi fetches them. At the fastest level, which costs the server little; the
/// live stream (`text/event-stream`) and images are sent as they are.
pub(super) fn serving(state: AppState) -> Router {
    router()
        .layer(
            tower_http::compression::CompressionLayer::new()
                .quality(tower_http::CompressionLevel::Fastest),
        )
        .layer(Extension(state.token.clone()))
        .layer(middleware::from_fn(auth::check_host))
        .layer(Extension(state.hosts.clone()))
        .layer(Extension(state.felt.clone()))
        // Outermost, so a refusal by any layer (a foreign Host's 421) carries them too.
        .layer(middleware::from_fn(super::headers::secure))
        .with_state(state)
}

/// Every route of the API with its entry in the OpenAPI document: each area's own.
pub(super) fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(document::frame())
        .routes(routes!(health))
        .routes(routes!(time))
        .routes(routes!(openapi_json))
        .merge(events::routes())
        .merge(results::routes())
        .merge(stream::routes())
        .merge(archive::routes())
        .merge(backups::routes())
        .merge(calculators::routes())
        .merge(library::routes())
        .merge(messages::routes())
        .merge(network::routes())
        .merge(devices::routes())
        .merge(diagnostics::routes())
        .merge(screens::routes())
        .merge(reports::routes())
        .merge(slides::routes())
        .merge(nights::routes())
        .merge(days::routes())
        .merge(series::routes())
        .merge(register::routes())
        .merge(ui::routes())
}

/// `GET /api/health`: the server answers.
#[derive(Serialize, ToSchema)]
struct Health {
    ok: bool,
    /// Event views computed for live displays since the server started: each followed
    /// event's view is computed once per change and shared by all its displays.
    views_computed: u64,
}

/// Liveness check
#[utoipa::path(
    get,
    path = "/api/health",
    operation_id = "health",
    responses((status = 200, description = "The server answers", body = Health))
)]
async fn health() -> Json<Health> {
    Json(Health {
        ok: true,
        views_computed: stream::views_computed(),
    })
}

/// `GET /api/time`.
#[derive(Serialize, ToSchema)]
struct ServerTime {
    now: UtcMs,
}

/// The server's current time (ms since the epoch, UTC)
#[utoipa::path(
    get,
    path = "/api/time",
    operation_id = "time",
    responses((status = 200, description = "The server's clock", body = ServerTime))
)]
async fn time(State(s): State<AppState>) -> Json<ServerTime> {
    Json(ServerTime { now: s.felt.now() })
}

/// This document
#[utoipa::path(
    get,
    path = "/api/openapi.json",
    operation_id = "openapi",
    responses((status = 200, description = "The OpenAPI 3.1 document of this API", body = Object))
)]
async fn openapi_json() -> Json<&'static Value> {
    Json(openapi())
}

/// The document as served: built from the routes once, the first time it is asked for.
pub fn openapi() -> &'static Value {
    static DOCUMENT: LazyLock<Value> = LazyLock::new(|| document::document(api().into_openapi()));
    &DOCUMENT
}
