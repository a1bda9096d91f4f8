//! The web UI's files, built into the binary or read from a directory, and the shipped
//! structure list.
//!
//! The built UI (`ui/dist`) is embedded at compile time, so an installed `felt` or one run
//! from any directory serves the same UI as the source tree. A binary compiled before the
//! UI was built serves the fallback page instead. `--ui-dir` (or `FELT_UI_DIR`) reads the
//! files from a directory on every request, for working on the UI.

use super::AppState;
use anyhow::bail;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::borrow::Cow;
use std::path::PathBuf;

/// `ui/dist` as it was when this binary was compiled; empty when it was not built yet.
/// `build.rs` makes cargo recompile when files are added to or removed from it.
#[derive(rust_embed::Embed)]
#[folder = "ui/dist/"]
#[allow_missing = true]
struct BuiltUi;

/// Shown when the web UI has not been built: a plain clock for the first event.
const FALLBACK: &str = include_str!("fallback.html");
/// The fallback page's script (no script is inline: the Content-Security-Policy says so).
const FALLBACK_JS: &str = include_str!("fallback.js");

/// Vite names the files under `assets/` by their content, so a name never changes meaning.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else (`index.html` above all) names the current assets, so it is checked
/// again on every load.
const REVALIDATE: &str = "no-cache";

/// Where the server finds the web UI's files.
#[derive(Debug, Clone, Default)]
pub enum UiSource {
    /// The UI built into this binary (the fallback page if there was none to build in).
    #[default]
    Embedded,
    /// A built UI in a directory on disk, read on every request.
    Dir(PathBuf),
}

impl UiSource {
    /// `dir` when given, else `$FELT_UI_DIR` when set, else the embedded UI. A directory
    /// without an `index.html` is refused, so a wrong path shows at once.
    pub fn choose(dir: Option<PathBuf>) -> anyhow::Result<UiSource> {
        let dir = dir.or_else(|| {
            std::env::var_os("FELT_UI_DIR")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from)
        });
        match dir {
            None => Ok(UiSource::Embedded),
            Some(dir) if dir.join("index.html").is_file() => Ok(UiSource::Dir(dir)),
            Some(dir) => bail!(
                "the UI directory {} has no index.html (build the UI with `npm run build` in ui/)",
                dir.display()
            ),
        }
    }

    /// Whether the web UI is there to serve (otherwise every page is the fallback page).
    pub fn is_built(&self) -> bool {
        match self {
            UiSource::Embedded => BuiltUi::get("index.html").is_some(),
            UiSource::Dir(dir) => dir.join("index.html").is_file(),
        }
    }

    /// The file at `path` (relative, no leading `/`), or `None` when there is none.
    async fn read(&self, path: &str) -> Option<Cow<'static, [u8]>> {
        match self {
            UiSource::Embedded => BuiltUi::get(path).map(|f| f.data),
            UiSource::Dir(dir) => tokio::fs::read(dir.join(path)).await.ok().map(Cow::Owned),
        }
    }
}

/// Serves a file of the web UI; unknown paths get `index.html` (the UI routes itself),
/// unknown API paths a JSON 404.
pub async fn static_file(State(s): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if path == "api" || path.starts_with("api/") {
        return (
            StatusCode::NOT_FOUND,
            Json(
                json!({"code": "not-found", "message": format!("no API endpoint {}", uri.path())}),
            ),
        )
            .into_response();
    }
    let hidden = path
        .split('/')
        .any(|part| part == ".." || part.starts_with('.'));
    if !path.is_empty()
        && !hidden
        && let Some(bytes) = s.ui.read(path).await
    {
        return file_response(path, bytes);
    }
    if path == "felt-fallback.js" && !s.ui.is_built() {
        return file_response(path, Cow::Borrowed(FALLBACK_JS.as_bytes()));
    }
    match s.ui.read("index.html").await {
        Some(bytes) => file_response("index.html", bytes),
        None => file_response("fallback.html", Cow::Borrowed(FALLBACK.as_bytes())),
    }
}

/// `bytes` with the content type of `path`'s extension and its caching rule.
fn file_response(path: &str, bytes: Cow<'static, [u8]>) -> Response {
    let cache = if path.starts_with("assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    if let Ok(mime) = HeaderValue::from_str(&content_type(path)) {
        headers.insert(header::CONTENT_TYPE, mime);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

/// The MIME type for `path`'s extension; text is UTF-8, as Vite writes it.
fn content_type(path: &str) -> String {
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let text =
        mime.type_() == mime_guess::mime::TEXT || mime.essence_str() == "application/javascript";
    if text {
        format!("{}; charset=utf-8", mime.essence_str())
    } else {
        mime.essence_str().to_string()
    }
}

/// `GET /api/structures`.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ShippedStructures {
    /// Each one's name, as `POST /api/events` takes it (`shipped`)
    structures: Vec<&'static str>,
}

/// Names of the structures shipped with Felt
#[utoipa::path(
    get,
    path = "/api/structures",
    operation_id = "shipped",
    responses((status = 200, description = "The names", body = ShippedStructures))
)]
pub async fn shipped_structures() -> Json<ShippedStructures> {
    Json(ShippedStructures {
        structures: crate::structures::names(),
    })
}

/// This area's routes: open to every display.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    OpenApiRouter::new().routes(routes!(shipped_structures))
}

#[cfg(test)]
mod tests {
    use super::content_type;

    #[test]
    fn content_types_follow_the_extension() {
        let check = |path: &str, expected: &str| assert_eq!(content_type(path), expected, "{path}");
        check("index.html", "text/html; charset=utf-8");
        check("assets/index-ogUAyubP.js", "text/javascript; charset=utf-8");
        check("assets/index-BUna-ROu.css", "text/css; charset=utf-8");
        check("favicon.svg", "image/svg+xml");
        check("manifest.json", "application/json");
        check("fonts/x.woff2", "font/woff2");
        check("no-extension", "application/octet-stream");
    }
}
