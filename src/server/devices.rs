//! Paired devices over HTTP: the TD lists, pairs and revokes them; a device
//! claims its one-time code (no token needed: the code is the proof) and asks who it is.

use super::AppState;
use super::extract::{self, Path};
use super::openapi::{BadRequest, NoSuchEvent, Refused};
use super::reply::{Reply, answer, blocking};
use crate::api::devices::{Caller, ClaimRequest, Claimed, Device, PairRequest, Pairing};
use axum::extract::State;
use axum::{Extension, Json};

/// The paired devices, newest first (revoked ones too, with when)
#[utoipa::path(
    get,
    path = "/api/devices",
    operation_id = "devices",
    responses((status = 200, description = "Every paired device", body = Vec<Device>))
)]
pub(super) async fn list(State(s): State<AppState>) -> Reply<Vec<Device>> {
    answer(&s, move |felt| felt.devices()).await
}

/// Make a one-time pairing code for a phone or tablet
///
/// Show `path`, after the LAN address, as a QR code: the device that opens it within ten
/// minutes gets its own token for the clock, the desk or one table of one event.
#[utoipa::path(
    post,
    path = "/api/devices/pair",
    operation_id = "pairDevice",
    request_body = PairRequest,
    responses(
        (status = 200, description = "The code and where the device goes", body = Pairing),
        BadRequest,
        NoSuchEvent,
        Refused,
    )
)]
pub(super) async fn pair(
    State(s): State<AppState>,
    extract::Json(req): extract::Json<PairRequest>,
) -> Reply<Pairing> {
    answer(&s, move |felt| felt.pair_device(&req)).await
}

/// Revoke a paired device: its token is refused from now on
#[utoipa::path(
    delete,
    path = "/api/devices/{id}",
    operation_id = "revokeDevice",
    params(("id" = i64, Path, description = "The device's number")),
    responses(
        (status = 200, description = "The device, revoked", body = Device),
        BadRequest,
        (status = 404, description = "There is no such device (code `no-such-device`)", body = crate::api::ErrorBody),
        Refused,
    )
)]
pub(super) async fn revoke(State(s): State<AppState>, Path(id): Path<i64>) -> Reply<Device> {
    answer(&s, move |felt| felt.revoke_device(id)).await
}

/// Claim a pairing code (no token: the one-time code is the proof)
#[utoipa::path(
    post,
    path = "/api/devices/claim",
    operation_id = "claimDevice",
    request_body = ClaimRequest,
    responses(
        (status = 200, description = "The device's own token, shown this once", body = Claimed),
        BadRequest,
        Refused,
    )
)]
pub(super) async fn claim(
    State(s): State<AppState>,
    extract::Json(req): extract::Json<ClaimRequest>,
) -> Reply<Claimed> {
    answer(&s, move |felt| felt.claim_device(&req)).await
}

/// Who the token sent belongs to: the TD, or a paired device and what it may do
#[utoipa::path(
    get,
    path = "/api/whoami",
    operation_id = "whoami",
    responses((status = 200, description = "The caller", body = Caller))
)]
pub(super) async fn whoami(caller: Option<Extension<Caller>>) -> Json<Caller> {
    Json(caller.map_or(Caller::Td, |c| c.0))
}

/// The TD token, replaced
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(super) struct NewToken {
    /// The new TD token: the old one is refused from now on, here and in the CLI's file.
    token: String,
}

/// Replace the TD token (as `felt token --new`): the old one stops working at once
#[utoipa::path(
    post,
    path = "/api/token",
    operation_id = "newToken",
    responses(
        (status = 200, description = "The new token", body = NewToken),
        Refused,
    )
)]
pub(super) async fn new_token(State(s): State<AppState>) -> Reply<NewToken> {
    match &s.token {
        super::auth::TdToken::Installation(felt) => {
            let felt = felt.clone();
            let token = blocking(move || felt.new_td_token()).await?;
            Ok(Json(NewToken { token }))
        }
        super::auth::TdToken::Launch(_) => Err(crate::api::ApiError::Device(
            felt_core::lang::Phrase::new("refusal-api-device-launch-token"),
        )
        .into()),
    }
}

/// This area's routes: reads open to every display, changes behind the TD token.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    let open = OpenApiRouter::new().routes(routes!(claim));
    let td = OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(pair))
        .routes(routes!(revoke))
        .routes(routes!(whoami))
        .routes(routes!(new_token));
    open.merge(super::auth::behind_token(td))
}
