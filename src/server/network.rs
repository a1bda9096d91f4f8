//! `GET /api/network`: where LAN displays can reach this server.
//!
//! The addresses come from the local interface list (getifaddrs); nothing is sent on the
//! network to find them.

use super::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use std::net::IpAddr;

/// What the console shows next to the display URL and its QR code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct NetworkInfo {
    /// True when the server listens on every interface (`felt serve --lan`).
    pub lan: bool,
    pub port: u16,
    /// IPv4 addresses of this computer other than loopback, most useful first.
    pub addresses: Vec<String>,
    /// Names the TD added for this server to answer to (besides loopback and this
    /// machine's own addresses and name).
    pub names: Vec<String>,
}

/// Whether the server listens on the LAN, its port and this computer's LAN addresses
#[utoipa::path(
    get,
    path = "/api/network",
    operation_id = "network",
    responses(
        (status = 200, description = "Where LAN displays reach this server", body = NetworkInfo),
    )
)]
pub async fn network(State(s): State<AppState>) -> Json<NetworkInfo> {
    let felt = s.felt.clone();
    let names = tokio::task::spawn_blocking(move || super::auth::host_names_or_none(&felt))
        .await
        .unwrap_or_else(|e| {
            tracing::error!("reading the host names failed inside Felt: {e}");
            Vec::new()
        });
    Json(NetworkInfo {
        lan: s.lan.get().is_some(),
        port: s.lan.get().unwrap_or(s.port),
        addresses: lan_addresses(),
        names,
    })
}

/// Body of `POST /api/network/hosts`.
#[derive(Debug, serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HostName {
    /// A name the room's devices use for this computer ("felt.lan", "tv-room.local")
    name: String,
    /// true: answer to it (kept for later runs too); false: stop answering to it
    allowed: bool,
}

/// Answer to a host name the room uses for this computer, or stop (the console's
/// equivalent of `felt serve --allow-host`, kept in the database)
#[utoipa::path(
    post,
    path = "/api/network/hosts",
    operation_id = "allowHost",
    request_body = HostName,
    responses(
        (status = 200, description = "Where LAN displays reach this server now", body = NetworkInfo),
        super::openapi::BadRequest,
        super::openapi::Refused,
    )
)]
pub async fn host_names(
    State(s): State<AppState>,
    super::extract::Json(body): super::extract::Json<HostName>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let felt = s.felt.clone();
    match super::reply::blocking(move || felt.allow_host(&body.name, body.allowed)).await {
        Ok(_) => network(State(s)).await.into_response(),
        Err(e) => e.into_response(),
    }
}

/// Body of `POST /api/network`.
#[derive(Debug, serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LanSwitch {
    /// true opens Felt to the LAN (TVs and phones on the network), false closes it
    lan: bool,
}

/// Open Felt to the LAN, or close it, while it runs
#[utoipa::path(
    post,
    path = "/api/network",
    operation_id = "setLan",
    request_body = LanSwitch,
    responses(
        (status = 200, description = "Where LAN displays reach this server now", body = NetworkInfo),
        super::openapi::BadRequest,
        super::openapi::Refused,
    )
)]
pub async fn set_network(
    State(s): State<AppState>,
    super::extract::Json(body): super::extract::Json<LanSwitch>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    match s.lan.open(body.lan).await {
        Ok(_) => network(State(s)).await.into_response(),
        Err(message) => super::reply::HttpError(crate::api::ApiError::Lan(message)).into_response(),
    }
}

/// The IPv4 addresses a phone or TV on the same network could use: private ranges first.
pub fn lan_addresses() -> Vec<String> {
    let interfaces = if_addrs::get_if_addrs().unwrap_or_else(|e| {
        tracing::warn!("this machine's network addresses cannot be read: {e}");
        Vec::new()
    });
    let mut found: Vec<std::net::Ipv4Addr> = interfaces
        .into_iter()
        .filter_map(|i| match i.ip() {
            IpAddr::V4(a) if !a.is_loopback() && !a.is_unspecified() && !a.is_link_local() => {
                Some(a)
            }
            _ => None,
        })
        .collect();
    found.sort_by_key(|a| (!a.is_private(), a.octets()));
    found.dedup();
    found.into_iter().map(|a| a.to_string()).collect()
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new().routes(routes!(network));
    let td = OpenApiRouter::new()
        .routes(routes!(set_network))
        .routes(routes!(host_names));
    open.merge(super::auth::behind_token(td))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lan_addresses_are_ipv4_and_never_loopback() {
        for a in lan_addresses() {
            let ip: std::net::Ipv4Addr = a.parse().expect("an IPv4 address");
            assert!(!ip.is_loopback(), "{a} is loopback");
        }
    }
}
