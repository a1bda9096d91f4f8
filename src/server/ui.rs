//! Static files of the built web UI, and the shipped structure list.

use super::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use serde_json::{Value, json};

/// Serves a file of the built UI; unknown paths get `index.html` (the UI routes itself).
pub async fn static_file(State(s): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if path.starts_with("api/") {
        return (
            StatusCode::NOT_FOUND,
            Json(
                json!({"code": "not-found", "message": format!("no API endpoint {}", uri.path())}),
            ),
        )
            .into_response();
    }
    let Some(dir) = s.ui_dir.as_deref() else {
        return Html(FALLBACK).into_response();
    };
    let safe = !path
        .split('/')
        .any(|part| part == ".." || part.starts_with('.'));
    let file = if safe && !path.is_empty() {
        dir.join(path)
    } else {
        dir.join("index.html")
    };
    let file = if file.is_file() {
        file
    } else {
        dir.join("index.html")
    };
    match tokio::fs::read(&file).await {
        Ok(bytes) => {
            let mime = match file.extension().and_then(|e| e.to_str()) {
                Some("html") => "text/html; charset=utf-8",
                Some("js") | Some("mjs") => "text/javascript; charset=utf-8",
                Some("css") => "text/css; charset=utf-8",
                Some("svg") => "image/svg+xml",
                Some("png") => "image/png",
                Some("json") => "application/json",
                Some("wav") => "audio/wav",
                Some("mp3") => "audio/mpeg",
                Some("woff2") => "font/woff2",
                _ => "application/octet-stream",
            };
            ([(header::CONTENT_TYPE, mime)], bytes).into_response()
        }
        Err(_) => Html(FALLBACK).into_response(),
    }
}

/// The structures shipped with Felt, by name.
pub async fn shipped_structures() -> Json<Value> {
    Json(json!({"structures": crate::structures::names()}))
}

/// Shown when the web UI has not been built: a plain clock for the first event.
const FALLBACK: &str = include_str!("fallback.html");
