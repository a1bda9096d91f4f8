//! Who may do what: the TD token check for requests that change an event, and the Host
//! check that keeps a web page from another site (DNS rebinding) from reading the room.

use crate::api::devices::Caller;
use crate::api::{ErrorBody, Felt, constant_time_eq, token_hash};
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use std::sync::Arc;

/// The token from `Authorization: Bearer <token>` (the scheme in any case) or
/// `X-Felt-Token: <token>`.
fn presented(req: &Request) -> Option<&str> {
    presented_in(req.headers())
}

fn presented_in(h: &axum::http::HeaderMap) -> Option<&str> {
    if let Some(v) = h.get("authorization").and_then(|v| v.to_str().ok()) {
        let (scheme, token) = v.trim().split_once(' ')?;
        return scheme
            .eq_ignore_ascii_case("bearer")
            .then_some(token.trim());
    }
    h.get("x-felt-token")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
}

/// The token a server accepts, put in every request's extensions by the router, so the
/// token check needs no state of its own and the routes behind it can be listed (with
/// their OpenAPI entries) before the server has a state.
#[derive(Clone)]
pub enum TdToken {
    /// The installation's token, checked against the hash in the database on every
    /// request, so `felt token --new` takes effect at once.
    Installation(Arc<Felt>),
    /// A token made for one launch (the desktop shell's), kept as its hash.
    Launch(Arc<str>),
}

impl TdToken {
    fn accepts(&self, presented: &str) -> bool {
        match self {
            TdToken::Installation(felt) => felt.token_matches(presented),
            TdToken::Launch(hash) => {
                constant_time_eq(token_hash(presented).as_bytes(), hash.as_bytes())
            }
        }
    }
}

/// Whether a paired device's token may be used on this path at all: an event's commands
/// (its scope is checked against the command), `GET /api/whoami` and the showdown judge
/// (it changes nothing).
fn device_path(path: &str) -> bool {
    if path == "/api/whoami" || path == "/api/judge" {
        return true;
    }
    let Some(rest) = path.strip_prefix("/api/events/") else {
        return false;
    };
    let mut parts = rest.split('/');
    let id = parts.next().unwrap_or("");
    !id.is_empty()
        && id.chars().all(|c| c.is_ascii_digit())
        && parts.next() == Some("commands")
        && parts.count() <= 1
}

/// `routes` behind the TD token: `require_token` runs before each of their handlers, and
/// the document says so for each of them (and for no other route).
pub(super) fn behind_token(
    mut routes: utoipa_axum::router::OpenApiRouter<super::AppState>,
) -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    super::openapi::needs_token(routes.get_openapi_mut());
    routes.route_layer(axum::middleware::from_fn(require_token))
}

/// Refuses the request with 401 unless it carries the TD token or, on an event's commands
/// and `whoami`, a paired device's token (403 elsewhere); who sent it goes into the
/// request's extensions as a [`Caller`].
pub async fn require_token(
    Extension(token): Extension<TdToken>,
    Extension(felt): Extension<Arc<Felt>>,
    mut req: Request,
    next: Next,
) -> Response {
    let found = presented(&req).map(str::to_string);
    match found {
        Some(t) if token.accepts(&t) => {
            req.extensions_mut().insert(Caller::Td);
            next.run(req).await
        }
        Some(t) if t.len() <= 128 => {
            let path = req.uri().path().to_string();
            let device = {
                let felt = felt.clone();
                tokio::task::spawn_blocking(move || felt.device_for_token(&t))
                    .await
                    .unwrap_or_else(|e| {
                        tracing::error!("checking a device's token failed inside Felt: {e}");
                        None
                    })
            };
            match device {
                Some(device) if device_path(&path) => {
                    req.extensions_mut().insert(Caller::Device { device });
                    next.run(req).await
                }
                Some(device) => {
                    let body = ErrorBody::new(
                        "device-scope",
                        &format!(
                            "{} is a paired device: it may run {} only; this needs the TD token",
                            device.name, device.what
                        ),
                    );
                    (StatusCode::FORBIDDEN, Json(body)).into_response()
                }
                None => unauthorized(Some(())),
            }
        }
        found => unauthorized(found.map(|_| ())),
    }
}

/// 401: no token, or one that is neither the TD's nor a paired device's.
fn unauthorized(found: Option<()>) -> Response {
    let message = match found {
        None => "this action needs the TD token: send it as 'Authorization: Bearer <token>'",
        Some(_) => {
            "the token sent with this action is not this installation's TD token nor a paired \
             device's (a revoked device must be paired again)"
        }
    };
    let body = ErrorBody::new("unauthorized", message);
    (StatusCode::UNAUTHORIZED, Json(body)).into_response()
}

/// The host names this server answers to: loopback names always, the machine's own
/// addresses and names, and the names the TD adds (`felt serve --allow-host`).
#[derive(Clone, Debug, Default)]
pub struct AllowedHosts(pub Arc<Vec<String>>);

impl AllowedHosts {
    /// Loopback, the machine's LAN addresses and host name, and `extra`.
    pub fn for_this_machine(extra: &[String]) -> AllowedHosts {
        let mut names: Vec<String> = ["localhost", "127.0.0.1", "[::1]", "::1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        names.extend(super::lan_addresses().iter().map(|a| a.to_string()));
        if let Ok(h) = std::fs::read_to_string("/proc/sys/kernel/hostname") {
            let h = h.trim().to_ascii_lowercase();
            if !h.is_empty() {
                names.push(format!("{h}.local"));
                names.push(h);
            }
        }
        names.extend(extra.iter().map(|s| s.trim().to_ascii_lowercase()));
        AllowedHosts(Arc::new(names))
    }

    /// Whether a `Host` header value (with or without its port) is one of ours.
    pub fn allows(&self, host: &str) -> bool {
        self.0.contains(&host_name(host))
    }
}

/// The name of a `Host` header value, without its port, in lower case.
fn host_name(host: &str) -> String {
    let host = host.trim().to_ascii_lowercase();
    match host.rsplit_once(':') {
        // "[::1]:8080" or "name:8080"; a bare IPv6 address has more than one colon.
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) && !name.ends_with(':') => {
            name.to_string()
        }
        _ => host,
    }
}

/// Refuses (421, code `unknown-host`) a request whose `Host` is not one this server
/// answers to: a page from another site that points its own name at this machine (DNS
/// rebinding) gets nothing. A request without `Host` (HTTP/1.0 tools) is served.
pub async fn check_host(
    Extension(hosts): Extension<AllowedHosts>,
    Extension(felt): Extension<Arc<Felt>>,
    req: Request,
    next: Next,
) -> Response {
    let host = req
        .headers()
        .get("host")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    // A name the TD added from the console (kept in the database) is one of ours too.
    let added = |h: &str| {
        let name = host_name(h);
        let felt = felt.clone();
        async move {
            tokio::task::spawn_blocking(move || host_names_or_none(&felt))
                .await
                .unwrap_or_else(|e| {
                    tracing::error!("reading the host names failed inside Felt: {e}");
                    Vec::new()
                })
                .contains(&name)
        }
    };
    match host {
        Some(h) if !hosts.allows(&h) && !added(&h).await => {
            let shown: String = h.chars().take(80).collect();
            let body = ErrorBody {
                code: "unknown-host".into(),
                message: format!(
                    "this Felt does not answer to the name '{shown}': open it by its address, \
                     or add the name in the console's Displays panel (or `felt host allow \
                     {shown}`)"
                ),
            };
            (StatusCode::MISDIRECTED_REQUEST, Json(body)).into_response()
        }
        _ => next.run(req).await,
    }
}

/// The host names the TD added; none when they cannot be read (a request naming one is
/// then refused, never let through), said on the log.
pub(super) fn host_names_or_none(felt: &crate::api::Felt) -> Vec<String> {
    felt.host_names().unwrap_or_else(|e| {
        tracing::error!("the host names this Felt answers to cannot be read: {e}");
        Vec::new()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_tokens_reach_only_commands_and_whoami() {
        for (path, ok) in [
            ("/api/events/2/commands", true),
            ("/api/events/2/commands/bust", true),
            ("/api/whoami", true),
            ("/api/events/2/repair", false),
            ("/api/events/x/commands", false),
            ("/api/events//commands", false),
            ("/api/events/2/commands/bust/more", false),
            ("/api/devices", false),
            ("/api/network", false),
        ] {
            assert_eq!(device_path(path), ok, "{path}");
        }
    }

    #[test]
    fn hosts_are_matched_without_their_port() {
        let hosts = AllowedHosts(Arc::new(vec![
            "localhost".into(),
            "127.0.0.1".into(),
            "[::1]".into(),
            "felt.lan".into(),
        ]));
        for (host, ok) in [
            ("localhost:8080", true),
            ("127.0.0.1:1", true),
            ("127.0.0.1", true),
            ("[::1]:9", true),
            ("FELT.lan:80", true),
            ("evil.example", false),
            ("evil.example:8080", false),
            ("127.0.0.1.evil.example", false),
            ("localhost.:80", false),
        ] {
            assert_eq!(hosts.allows(host), ok, "{host}");
        }
    }
}
