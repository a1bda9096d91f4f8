//! Dealer's-choice nights over HTTP: the list, a night's view and its paper
//! are open reads (a TV shows the called game without a token); opening a night, acting
//! on it and undoing need the TD token.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::{BadRequest, Busy, NoSuchGame, Refused};
use super::reply::{PaperQuery, Reply, answer, blocking, printed};
use crate::api::StructurePaper;
use crate::api::night::{NightListing, NightSetup, NightView};
use axum::Json;
use axum::extract::State;
use axum::response::Response;
use felt_core::night::NightAction;

/// Every dealer's-choice night, newest first
#[utoipa::path(
    get,
    path = "/api/nights",
    operation_id = "nights",
    responses((status = 200, description = "The nights", body = Vec<NightListing>))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Vec<NightListing>> {
    answer(&s, move |felt| felt.nights()).await
}

/// Open a dealer's-choice night (terms left out are seed 003's)
#[utoipa::path(
    post,
    path = "/api/nights",
    operation_id = "createNight",
    request_body = NightSetup,
    responses(
        (status = 200, description = "The night opened", body = NightView),
        NoSuchGame,
        Refused,
    )
)]
pub(super) async fn create(
    State(s): State<AppState>,
    extract::Lang(asked): extract::Lang,
    extract::Json(setup): extract::Json<NightSetup>,
) -> Reply<NightView> {
    answer(&s, move |felt| felt.create_night_in(&setup, asked)).await
}

/// A night as the screens show it: the called game and its short rules, the limit now
/// and the next change, the dealer, the next mistake's cost, the kitty and the settle-up
#[utoipa::path(
    get,
    path = "/api/nights/{night}",
    operation_id = "night",
    params(("night" = i64, Path, description = "The night's number")),
    responses(
        (status = 200, description = "The night", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
    )
)]
pub(super) async fn view(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    extract::Lang(asked): extract::Lang,
) -> Reply<NightView> {
    answer(&s, move |felt| felt.night_in(night, asked)).await
}

/// Act on a night: first dealer, join, leave, call a game, a mistake, a buy-in, a
/// cash-out, the end (or an undo of the latest action)
#[utoipa::path(
    post,
    path = "/api/nights/{night}/actions",
    operation_id = "nightAct",
    params(("night" = i64, Path, description = "The night's number")),
    request_body = NightAction,
    responses(
        (status = 200, description = "The night after the action", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        Refused,
    )
)]
pub(super) async fn act(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    extract::Lang(asked): extract::Lang,
    extract::Json(action): extract::Json<NightAction>,
) -> Reply<NightView> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.night_act_in(night, action, None, asked)).await?,
    ))
}

/// Take back the latest action of a night (never its opening)
#[utoipa::path(
    post,
    path = "/api/nights/{night}/undo",
    operation_id = "nightUndo",
    params(("night" = i64, Path, description = "The night's number")),
    responses(
        (status = 200, description = "The night after the undo", body = NightView),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        Refused,
    )
)]
pub(super) async fn undo(
    State(s): State<AppState>,
    Path(night): Path<i64>,
    extract::Lang(asked): extract::Lang,
) -> Reply<NightView> {
    answer(&s, move |felt| felt.night_undo_in(night, None, asked)).await
}

/// A night's paper as PDF: its sheet (terms, kitty, settle-up, deals and mistakes) or the
/// rule cards of its house list
#[utoipa::path(
    get,
    path = "/api/nights/{night}/paper/{printout}",
    operation_id = "nightPaper",
    params(
        ("night" = i64, Path, description = "The night's number"),
        ("printout" = inline(StructurePaper), Path, description = "The night sheet or the house list's rule cards"),
        PaperQuery,
        super::openapi::LangParam
    ),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        (status = 404, description = "There is no such night (code `no-such-night`)"),
        BadRequest,
        Busy,
    )
)]
pub(super) async fn paper(
    State(s): State<AppState>,
    Path((night, printout)): Path<(i64, StructurePaper)>,
    Query(q): Query<PaperQuery>,
    extract::Lang(asked): extract::Lang,
) -> Response {
    let felt = s.felt.clone();
    let (slug, card) = match printout {
        StructurePaper::Sheet => ("sheet", false),
        StructurePaper::Card => ("games", true),
    };
    printed(&q, format!("night-{night}-{slug}.pdf"), move |size| {
        if card {
            felt.night_card(night, size, asked)
        } else {
            felt.night_sheet(night, size, asked)
        }
    })
    .await
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(view))
        .routes(routes!(paper));
    let td = OpenApiRouter::new()
        .routes(routes!(create))
        .routes(routes!(act))
        .routes(routes!(undo));
    open.merge(super::auth::behind_token(td))
}
