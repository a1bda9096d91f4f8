//! The headers every answer carries, page, file or JSON alike: the browser is told not to
//! guess a type (`nosniff`), to run only Felt's own scripts and connect only to Felt (the
//! Content-Security-Policy: no inline script, images and connections to this server), never
//! to show Felt inside another site's frame, and to send no referrer off the LAN.

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// The Content-Security-Policy of every answer. Styles may be inline (Svelte sets style
/// attributes); scripts never are. PDFs the console opens are `blob:` documents, which
/// inherit this policy, so objects may come from `blob:`.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; media-src 'self' blob:; object-src 'self' blob:; \
     frame-src 'self' blob:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The headers and their values, as every answer carries them.
pub const SECURITY_HEADERS: [(HeaderName, &str); 4] = [
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_FRAME_OPTIONS, "DENY"),
    (header::REFERRER_POLICY, "no-referrer"),
];

/// Adds [`SECURITY_HEADERS`] to every answer.
pub async fn secure(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}
