//! The house library and the structure editor over HTTP: templates, library structures
//! (list, add, open, save, rename, delete, export), a draft's check and its paper
//! previews, and an event made from a library structure.

use super::AppState;
use super::extract::{self, Path, Query};
use super::openapi::{BadRequest, Busy, NoSuchGame, NoSuchStructure, Refused, StructureId};
use super::reply::{PaperQuery, Reply, answer, blocking, printed};
use crate::api::library::check_draft;
use crate::api::{
    CreatedEvent, LibraryEntry, LibraryItem, NewStructure, StructurePaper, TemplateInfo,
};
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use felt_core::structure::draft::DraftCheck;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

/// Body of the calls that take a draft.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct DraftBody {
    /// The structure file's tables and keys as JSON (`name`, `starting_stack`,
    /// `levels`, ...); null fields are left out
    #[schema(value_type = Object)]
    draft: Value,
}

/// Body of `POST /api/library/{id}/rename`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RenameBody {
    name: String,
}

/// The templates shipped with Felt
#[utoipa::path(
    get,
    path = "/api/templates",
    operation_id = "templates",
    params(super::openapi::LangParam),
    responses((status = 200, description = "Each template's slug, name and summary", body = Vec<TemplateInfo>))
)]
pub(super) async fn templates(
    State(s): State<AppState>,
    extract::Lang(asked): extract::Lang,
) -> Reply<Vec<TemplateInfo>> {
    answer(&s, move |felt| {
        Ok(crate::api::library::templates_in(
            felt.library_locale(asked),
        ))
    })
    .await
}

/// The game catalog, for choosing a structure's games by name or alias
#[utoipa::path(
    get,
    path = "/api/games",
    operation_id = "games",
    responses((status = 200, description = "Every game of the catalog, in id order", body = Vec<felt_core::catalog::GameListing>))
)]
pub(super) async fn games() -> Json<Vec<felt_core::catalog::GameListing>> {
    Json(felt_core::catalog::listing(
        felt_core::catalog::Catalog::shared(),
    ))
}

/// What `/api/games/card.pdf` prints.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(super) struct HouseCardQuery {
    /// Games by catalog key or name, comma-separated (`7-27,anaconda@santa-cruz`).
    games: String,
    /// The first page's heading.
    #[serde(default)]
    title: Option<String>,
    /// Paper size, a4 by default
    #[serde(default)]
    #[param(value_type = Option<crate::paper::PaperSize>, inline)]
    paper: Option<String>,
    /// The cards' language: read by the [`extract::Lang`] extractor, which the route
    /// lists as [`super::openapi::LangParam`]; allowed here so that `?lang=de` is not
    /// refused as an unknown field.
    #[param(ignore)]
    #[serde(default, rename = "lang")]
    _lang: Option<String>,
}

/// The rule cards of a house list as PDF: a page listing the games, then one per game
#[utoipa::path(
    get,
    path = "/api/games/card.pdf",
    operation_id = "gamesCard",
    params(HouseCardQuery, super::openapi::LangParam),
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        NoSuchGame,
        Refused,
        Busy,
    )
)]
pub(super) async fn games_card_pdf(
    Query(q): Query<HouseCardQuery>,
    extract::Lang(asked): extract::Lang,
) -> Response {
    let paper = PaperQuery {
        paper: q.paper.clone(),
        _lang: None,
    };
    let title = q.title.clone().unwrap_or_default();
    let l = asked.for_event(None);
    printed(&paper, "house-games.pdf".into(), move |size| {
        crate::api::library::house_card(&[q.games], &title, size, l)
    })
    .await
}

/// The house library of structures
#[utoipa::path(
    get,
    path = "/api/library",
    operation_id = "library",
    params(super::openapi::LangParam),
    responses((status = 200, description = "Every structure, by name, with its errors and warnings counted", body = Vec<LibraryEntry>))
)]
pub(super) async fn list(
    State(s): State<AppState>,
    extract::Lang(asked): extract::Lang,
) -> Reply<Vec<LibraryEntry>> {
    answer(&s, move |felt| felt.library_in(felt.library_locale(asked))).await
}

/// Add a structure to the library: from a template, a structure file, a copy or a draft
#[utoipa::path(
    post,
    path = "/api/library",
    operation_id = "libraryAdd",
    params(super::openapi::LangParam),
    request_body = NewStructure,
    responses(
        (status = 201, description = "The structure added, as a checked draft", body = LibraryItem),
        BadRequest,
        NoSuchStructure,
        Refused,
    )
)]
pub(super) async fn add(
    State(s): State<AppState>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<NewStructure>,
) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.library_add_in(body, felt.library_locale(asked))).await {
        Ok(item) => (StatusCode::CREATED, Json(item)).into_response(),
        Err(e) => e.into_response(),
    }
}

/// One library structure as a checked draft
#[utoipa::path(
    get,
    path = "/api/library/{id}",
    operation_id = "libraryItem",
    params(StructureId, super::openapi::LangParam),
    responses(
        (status = 200, description = "The draft and what the file checker says about it", body = LibraryItem),
        NoSuchStructure,
        Refused,
    )
)]
pub(super) async fn item(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Lang(asked): extract::Lang,
) -> Reply<LibraryItem> {
    answer(&s, move |felt| {
        felt.library_item_in(id, felt.library_locale(asked))
    })
    .await
}

/// Save a library structure (kept even with errors; an event needs them fixed)
#[utoipa::path(
    put,
    path = "/api/library/{id}",
    operation_id = "librarySave",
    params(StructureId, super::openapi::LangParam),
    request_body = DraftBody,
    responses(
        (status = 200, description = "The saved draft, checked", body = LibraryItem),
        BadRequest,
        NoSuchStructure,
        Refused,
    )
)]
pub(super) async fn save(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<DraftBody>,
) -> Reply<LibraryItem> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.library_save_in(id, body.draft, felt.library_locale(asked))).await?,
    ))
}

/// Remove a structure from the library (events made from it keep their copy)
#[utoipa::path(
    delete,
    path = "/api/library/{id}",
    operation_id = "libraryDelete",
    params(StructureId),
    responses((status = 204, description = "Removed"), NoSuchStructure)
)]
pub(super) async fn delete(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.library_delete(id)).await {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// Rename a library structure
#[utoipa::path(
    post,
    path = "/api/library/{id}/rename",
    operation_id = "libraryRename",
    params(StructureId, super::openapi::LangParam),
    request_body = RenameBody,
    responses(
        (status = 200, description = "The renamed draft", body = LibraryItem),
        BadRequest,
        NoSuchStructure,
        Refused,
    )
)]
pub(super) async fn rename(
    State(s): State<AppState>,
    Path(id): Path<i64>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<RenameBody>,
) -> Reply<LibraryItem> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || felt.library_rename_in(id, &body.name, felt.library_locale(asked)))
            .await?,
    ))
}

/// A library structure as a structure file (TOML) that `felt structure check` reads
#[utoipa::path(
    get,
    path = "/api/library/{id}/structure.toml",
    operation_id = "libraryExport",
    params(StructureId),
    responses(
        (status = 200, description = "The structure file", content_type = "application/toml"),
        NoSuchStructure,
    )
)]
pub(super) async fn export(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    match blocking(move || felt.library_export(id)).await {
        Ok((name, text)) => (
            [
                (
                    header::CONTENT_TYPE,
                    "application/toml; charset=utf-8".to_string(),
                ),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{name}\""),
                ),
            ],
            text,
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// Make an event from a library structure
#[utoipa::path(
    post,
    path = "/api/library/{id}/event",
    operation_id = "libraryEvent",
    params(StructureId),
    responses(
        (status = 201, description = "The event made, with the structure's warnings", body = CreatedEvent),
        NoSuchStructure,
        Refused,
    )
)]
pub(super) async fn event(State(s): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = s.felt.clone();
    let result = blocking(move || felt.create_event_from_library(id)).await;
    super::reply::notify(&s);
    match result {
        Ok(created) => (StatusCode::CREATED, Json(created)).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Propose levels and breaks for a draft, from its stack, level length, chips and games
#[utoipa::path(
    post,
    path = "/api/structures/propose",
    operation_id = "propose",
    request_body = crate::api::library::ProposeBody,
    responses(
        (status = 200, description = "The proposed rows of `levels`, and the proposal in words", body = felt_core::structure::propose::Proposal),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn propose(
    extract::Json(body): extract::Json<crate::api::library::ProposeBody>,
) -> Reply<felt_core::structure::propose::Proposal> {
    Ok(Json(
        blocking(move || crate::api::library::propose_levels(body)).await?,
    ))
}

/// Check a draft with the file checker: each finding at its field, the stakes in words
#[utoipa::path(
    post,
    path = "/api/structures/check",
    operation_id = "checkDraft",
    params(super::openapi::LangParam),
    request_body = DraftBody,
    responses(
        (status = 200, description = "The findings (errors first), the file text and the derived stakes", body = DraftCheck),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn check(
    State(s): State<AppState>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<DraftBody>,
) -> Reply<DraftCheck> {
    let felt = s.felt.clone();
    Ok(Json(
        blocking(move || check_draft(body.draft, felt.library_locale(asked))).await?,
    ))
}

/// The structure sheet or rule card of a draft as PDF, before any event exists
#[utoipa::path(
    post,
    path = "/api/structures/paper/{printout}",
    operation_id = "previewDraft",
    params(
        ("printout" = inline(StructurePaper), Path, description = "The printout: the structure sheet or the rule card"),
        PaperQuery,
        super::openapi::LangParam
    ),
    request_body = DraftBody,
    responses(
        (status = 200, description = "A PDF file", content_type = "application/pdf"),
        BadRequest,
        Refused,
        Busy,
    )
)]
pub(super) async fn preview(
    State(s): State<AppState>,
    Path(printout): Path<StructurePaper>,
    Query(q): Query<PaperQuery>,
    extract::Lang(asked): extract::Lang,
    extract::Json(body): extract::Json<DraftBody>,
) -> Response {
    let what = printout.printout();
    let felt = s.felt.clone();
    let name = format!("preview-{}.pdf", what.slug());
    let l = asked.for_event(None);
    printed(&q, name, move |size| {
        felt.preview(body.draft, what, size, l)
    })
    .await
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new()
        .routes(routes!(templates))
        .routes(routes!(games))
        .routes(routes!(games_card_pdf))
        .routes(routes!(list))
        .routes(routes!(item))
        .routes(routes!(export))
        .routes(routes!(check))
        .routes(routes!(propose));
    let td = OpenApiRouter::new()
        .routes(routes!(add))
        .routes(routes!(save))
        .routes(routes!(delete))
        .routes(routes!(rename))
        .routes(routes!(event))
        .routes(routes!(preview));
    open.merge(super::auth::behind_token(td))
}
