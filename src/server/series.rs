//! Series over HTTP: the list and a series' standings are open reads (a display can
//! show the leaderboard); making a series, putting events in it, previewing a rule (it
//! evaluates the caller's formula) and changing its rule need the TD token.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::Refused;
use super::reply::{PaperQuery, Reply, answer, blocking, printed};
use crate::api::series::{SeriesListing, SeriesSetup, SeriesView};
use axum::Json;
use axum::extract::State;
use axum::response::Response;
use felt_core::rules::series::SeriesRule;
use serde::Deserialize;

/// `POST /api/series/{series}/events`: the event to add.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct SeriesEventBody {
    event: i64,
}

/// Every series, newest first
#[utoipa::path(
    get,
    path = "/api/series",
    operation_id = "seriesList",
    responses((status = 200, description = "The series", body = Vec<SeriesListing>))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Vec<SeriesListing>> {
    answer(&s, move |felt| felt.series_list()).await
}

/// Make a series: a name, a points rule and (optionally) its first events
#[utoipa::path(
    post,
    path = "/api/series",
    operation_id = "createSeries",
    request_body = SeriesSetup,
    responses(
        (status = 200, description = "The series with its standings", body = SeriesView),
        (status = 404, description = "An event named is not in this database (code `no-such-event`)"),
        Refused,
    )
)]
pub(super) async fn create(
    State(s): State<AppState>,
    extract::Json(setup): extract::Json<SeriesSetup>,
) -> Reply<SeriesView> {
    answer(&s, move |felt| felt.create_series(&setup)).await
}

/// A series' leaderboard now, from its events' results
#[utoipa::path(
    get,
    path = "/api/series/{series}",
    operation_id = "series",
    params(("series" = i64, Path, description = "The series' number")),
    responses(
        (status = 200, description = "The series with its standings", body = SeriesView),
        (status = 404, description = "There is no such series (code `no-such-series`)"),
    )
)]
pub(super) async fn view(State(s): State<AppState>, Path(series): Path<i64>) -> Reply<SeriesView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.series_view(series, None)).await?,
    ))
}

/// The leaderboard a rule would give on the series' events (nothing is kept)
#[utoipa::path(
    post,
    path = "/api/series/{series}/preview",
    operation_id = "previewSeries",
    params(("series" = i64, Path, description = "The series' number")),
    request_body = SeriesRule,
    responses(
        (status = 200, description = "The series under that rule", body = SeriesView),
        (status = 404, description = "There is no such series (code `no-such-series`)"),
        Refused,
    )
)]
pub(super) async fn preview(
    State(s): State<AppState>,
    Path(series): Path<i64>,
    extract::Json(rule): extract::Json<SeriesRule>,
) -> Reply<SeriesView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.series_view(series, Some(&rule))).await?,
    ))
}

/// Keep a new points rule for a series
#[utoipa::path(
    put,
    path = "/api/series/{series}/rule",
    operation_id = "setSeriesRule",
    params(("series" = i64, Path, description = "The series' number")),
    request_body = SeriesRule,
    responses(
        (status = 200, description = "The series under its new rule", body = SeriesView),
        (status = 404, description = "There is no such series (code `no-such-series`)"),
        Refused,
    )
)]
pub(super) async fn set_rule(
    State(s): State<AppState>,
    Path(series): Path<i64>,
    extract::Json(rule): extract::Json<SeriesRule>,
) -> Reply<SeriesView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.set_series_rule(series, &rule)).await?,
    ))
}

/// Put an event in a series
#[utoipa::path(
    post,
    path = "/api/series/{series}/events",
    operation_id = "seriesAdd",
    params(("series" = i64, Path, description = "The series' number")),
    request_body = SeriesEventBody,
    responses(
        (status = 200, description = "The series with its standings", body = SeriesView),
        (status = 404, description = "No such series or event (code `no-such-series` or `no-such-event`)"),
        Refused,
    )
)]
pub(super) async fn add(
    State(s): State<AppState>,
    Path(series): Path<i64>,
    extract::Json(body): extract::Json<SeriesEventBody>,
) -> Reply<SeriesView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.series_add(series, body.event)).await?,
    ))
}

/// Take an event out of a series
#[utoipa::path(
    delete,
    path = "/api/series/{series}/events/{event}",
    operation_id = "seriesRemove",
    params(
        ("series" = i64, Path, description = "The series' number"),
        ("event" = i64, Path, description = "The event's number"),
    ),
    responses(
        (status = 200, description = "The series with its standings", body = SeriesView),
        (status = 404, description = "There is no such series (code `no-such-series`)"),
        Refused,
    )
)]
pub(super) async fn remove(
    State(s): State<AppState>,
    Path((series, event)): Path<(i64, i64)>,
) -> Reply<SeriesView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.series_remove(series, event)).await?,
    ))
}

/// A series' standings sheet as PDF: the rule, the leaderboard, the events
#[utoipa::path(
    get,
    path = "/api/series/{series}/standings.pdf",
    operation_id = "seriesSheet",
    params(
        ("series" = i64, Path, description = "The series' number"),
        PaperQuery,
        super::openapi::LangParam
    ),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        (status = 404, description = "There is no such series (code `no-such-series`)"),
        super::openapi::BadRequest,
        super::openapi::Busy,
    )
)]
pub(super) async fn sheet(
    State(s): State<AppState>,
    Path(series): Path<i64>,
    Query(q): Query<PaperQuery>,
    extract::Lang(asked): extract::Lang,
) -> Response {
    let felt = s.felt.clone();
    let name = format!("series-{series}-standings.pdf");
    printed(&q, name, move |size| felt.series_sheet(series, size, asked)).await
}

/// This area's routes: reads open to every display, changes behind the TD token.
/// A preview evaluates a formula the caller writes: the TD's, like keeping it.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(view))
        .routes(routes!(sheet));
    let td = OpenApiRouter::new()
        .routes(routes!(create))
        .routes(routes!(add))
        .routes(routes!(remove))
        .routes(routes!(set_rule))
        .routes(routes!(preview));
    open.merge(super::auth::behind_token(td))
}
