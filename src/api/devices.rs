//! Devices paired over the LAN: the TD token never crosses the network. The
//! console (or `felt device pair`) makes a one-time pairing code, shown as a QR code; the
//! phone or tablet that opens it claims a device token of limited scope: the clock of one
//! event, the desk of one event, or one table of one event. Devices are listed with
//! their last use and can be revoked; a revoked token is refused at once.

use super::token::token_hash;
use super::{ApiError, Felt};
use crate::store::{DeviceRow, PairingRow};
use felt_core::UtcMs;
use felt_core::choice::NamedChoice;
use felt_core::engine::{Area, Command, FieldCommand, SeatingCommand};
use felt_core::lang::Phrase;
use serde::{Deserialize, Serialize};

/// How long a pairing code can be claimed.
pub const PAIRING_MS: i64 = 10 * 60 * 1000;
/// A device's last use is written at most this often.
const TOUCH_MS: i64 = 60 * 1000;

felt_core::named_choice! {
    /// What a paired device may do.
    pub enum DeviceScope as "scope" {
        /// Run the event's clock: start, pause, levels and time.
        Clock = "clock",
        /// The desk's actions on the event: players, seats, the clock, messages and undo;
        /// not the structure, the payouts lock or deals.
        Desk = "desk",
        /// One table of the event: bust its players, its button and hand won, its
        /// shootout winner.
        Table = "table",
    }
}

/// A paired device as the console lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Device {
    pub id: i64,
    pub name: String,
    pub scope: DeviceScope,
    pub event: i64,
    pub table: Option<u32>,
    /// What it may do, in words: "the clock of event #2", "table 5 of event #2".
    pub what: String,
    pub created_at_ms: i64,
    pub last_used_at_ms: Option<i64>,
    pub revoked_at_ms: Option<i64>,
}

/// `POST /api/devices/pair`: what the device will be allowed to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PairRequest {
    pub event: i64,
    pub scope: DeviceScope,
    /// The table, for the `table` scope.
    #[serde(default)]
    pub table: Option<u32>,
    /// A name for the device ("Floor phone"); the device may give its own when it claims.
    #[serde(default)]
    pub name: Option<String>,
}

/// A pairing code waiting for a device: show `path` (with the LAN address before it) as a
/// QR code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Pairing {
    /// The one-time code; it is claimed once, within ten minutes.
    pub code: String,
    /// Where the device goes: "/pair#code=...".
    pub path: String,
    pub expires_at_ms: i64,
    pub what: String,
}

/// `POST /api/devices/claim`: a device claims its code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    pub code: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// The device's token (shown only this once) and where to go with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Claimed {
    pub token: String,
    pub device: Device,
    /// The page the device opens: "/remote/2" (the clock, the desk or the table there).
    pub go_to: String,
}

/// Who sent a request with a token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Caller {
    /// The TD token: every power.
    Td,
    /// A paired device, with its scope.
    Device { device: Device },
}

fn what(scope: DeviceScope, event: i64, table: Option<u32>) -> String {
    what_phrase(scope, event, table).to_string()
}

/// What a device may do, unsaid: "the clock of event #2", "table 5 of event #2".
fn what_phrase(scope: DeviceScope, event: i64, table: Option<u32>) -> Phrase {
    let p = match (scope, table) {
        (DeviceScope::Clock, _) => Phrase::new("refusal-api-device-what-clock"),
        (DeviceScope::Desk, _) => Phrase::new("refusal-api-device-what-desk"),
        (DeviceScope::Table, Some(t)) => {
            Phrase::new("refusal-api-device-what-table").text("table", t.to_string())
        }
        (DeviceScope::Table, None) => Phrase::new("refusal-api-device-what-a-table"),
    };
    p.text("event", event.to_string())
}

fn to_device(r: DeviceRow) -> Device {
    // A scope this Felt cannot read gives the device the least it may do, said on the log.
    let scope = DeviceScope::from_name(&r.scope).unwrap_or_else(|e| {
        tracing::error!(
            device = r.id,
            "its stored scope cannot be read ({e}): the clock only"
        );
        DeviceScope::Clock
    });
    Device {
        id: r.id,
        what: what(scope, r.event, r.table),
        name: r.name,
        scope,
        event: r.event,
        table: r.table,
        created_at_ms: r.created_at.0,
        last_used_at_ms: r.last_used_at.map(|t| t.0),
        revoked_at_ms: r.revoked_at.map(|t| t.0),
    }
}

/// 128 bits from the OS, hex.
fn secret() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Felt {
    /// Makes a one-time pairing code for a device that may do what `req` says.
    pub fn pair_device(&self, req: &PairRequest) -> Result<Pairing, ApiError> {
        let snapshot = self.snapshot(req.event)?;
        let table = match (req.scope, req.table) {
            (DeviceScope::Table, None) => {
                return Err(ApiError::Device(Phrase::new("refusal-api-device-no-table")));
            }
            (DeviceScope::Table, Some(t)) => {
                if snapshot.t.field.seating.table(t).is_err() {
                    return Err(ApiError::Device(
                        Phrase::new("refusal-api-device-no-such-table")
                            .text("event", req.event.to_string())
                            .text("table", t.to_string()),
                    ));
                }
                Some(t)
            }
            (_, _) => None,
        };
        let name = req
            .name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or("Phone");
        if name.chars().count() > 60 {
            return Err(ApiError::Device(Phrase::new("refusal-api-device-name")));
        }
        let now = self.now();
        let code = secret();
        let expires_at = UtcMs(now.0 + PAIRING_MS);
        self.store().add_pairing(
            &token_hash(&code),
            &PairingRow {
                name: name.to_string(),
                scope: req.scope.name().to_string(),
                event: req.event,
                table,
                expires_at,
            },
            now,
        )?;
        Ok(Pairing {
            path: format!("/pair#code={code}"),
            code,
            expires_at_ms: expires_at.0,
            what: what(req.scope, req.event, table),
        })
    }

    /// A device claims its pairing code and gets its own token (once).
    pub fn claim_device(&self, req: &ClaimRequest) -> Result<Claimed, ApiError> {
        if let Some(n) = &req.name
            && n.chars().count() > 60
        {
            return Err(ApiError::Device(Phrase::new("refusal-api-device-name")));
        }
        let token = secret();
        let row = self
            .store()
            .claim_pairing(
                &token_hash(req.code.trim()),
                &token_hash(&token),
                req.name.as_deref(),
                self.now(),
            )?
            .ok_or_else(|| ApiError::Device(Phrase::new("refusal-api-device-code-used")))?;
        let device = to_device(row);
        tracing::info!(
            event = device.event,
            device = device.id,
            "device paired: {} ({:?})",
            device.name,
            device.scope
        );
        Ok(Claimed {
            token,
            go_to: format!("/remote/{}", device.event),
            device,
        })
    }

    /// Every paired device, newest first.
    pub fn devices(&self) -> Result<Vec<Device>, ApiError> {
        Ok(self
            .reader()
            .devices()?
            .into_iter()
            .map(to_device)
            .collect())
    }

    /// Revokes device `id`: its token is refused from now on.
    pub fn revoke_device(&self, id: i64) -> Result<Device, ApiError> {
        let revoked = self.store().revoke_device(id, self.now())?;
        let found = self.devices()?.into_iter().find(|d| d.id == id);
        match (revoked, found) {
            (true, Some(d)) => {
                tracing::info!(device = id, "device revoked: {}", d.name);
                Ok(d)
            }
            (false, Some(d)) => Err(ApiError::Device(
                Phrase::new("refusal-api-device-revoked")
                    .text("id", id.to_string())
                    .text("name", d.name),
            )),
            (_, None) => Err(ApiError::NoSuchDevice { id }),
        }
    }

    /// The paired device holding `presented`, unless revoked; its last use is noted.
    pub fn device_for_token(&self, presented: &str) -> Option<Device> {
        let row = match self.reader().device_by_token(&token_hash(presented)) {
            Ok(row) => row?,
            Err(e) => {
                tracing::error!("the paired devices cannot be read, so a device is refused: {e}");
                return None;
            }
        };
        let now = self.now();
        if row.last_used_at.is_none_or(|t| now.0 - t.0 >= TOUCH_MS) {
            // Only the "last used" time shown in the console: the device works either way.
            if let Err(e) = self.store().touch_device(row.id, now) {
                tracing::warn!(device = row.id, "its last use cannot be recorded: {e}");
            }
        }
        Some(to_device(row))
    }

    /// Whether `device` may run `command` on event `id` now; the refusal says what the
    /// device may do.
    pub fn device_may(&self, device: &Device, id: i64, command: &Command) -> Result<(), ApiError> {
        let refuse = |why: Phrase| {
            let what = what_phrase(device.scope, device.event, device.table);
            Err(ApiError::Forbidden(
                Phrase::new(match device.scope {
                    DeviceScope::Clock => "refusal-api-device-may-run",
                    DeviceScope::Desk | DeviceScope::Table => "refusal-api-device-may-work",
                })
                .text("name", device.name.clone())
                .phrase("what", what)
                .phrase("why", why),
            ))
        };
        let why = Phrase::new;
        if device.event != id {
            return refuse(why("refusal-api-device-other-event").text("id", id.to_string()));
        }
        // Each scope lists what it allows: the matches name every command group, so a
        // new group is refused to devices until someone decides otherwise here.
        let desk_area = |area: Area| match area {
            Area::Clock | Area::Count | Area::Field | Area::Seating | Area::Room => true,
            Area::Creation | Area::Money | Area::Structure => false,
        };
        match device.scope {
            DeviceScope::Clock => match command {
                Command::Clock(_) => Ok(()),
                Command::Count(_)
                | Command::Field(_)
                | Command::Seating(_)
                | Command::Money(_)
                | Command::Structure(_)
                | Command::Room(_)
                | Command::History(_) => refuse(why("refusal-api-device-ask-td")),
            },
            DeviceScope::Desk => match command {
                Command::Clock(_)
                | Command::Count(_)
                | Command::Field(_)
                | Command::Seating(_)
                | Command::Room(_) => Ok(()),
                // An undo or redo is the desk's only when every action it takes back or
                // puts again is one the desk may do itself.
                Command::History(h) => {
                    let snapshot = self.snapshot(id)?;
                    if snapshot
                        .t
                        .history_targets(h)
                        .iter()
                        .all(|e| desk_area(e.area()))
                    {
                        Ok(())
                    } else {
                        refuse(why("refusal-api-device-undo-td"))
                    }
                }
                Command::Structure(_) | Command::Money(_) => {
                    refuse(why("refusal-api-device-td-only"))
                }
            },
            DeviceScope::Table => {
                let mine = device.table.unwrap_or(0);
                let table = match command {
                    Command::Field(FieldCommand::Bust { player, .. }) => {
                        let snapshot = self.snapshot(id)?;
                        snapshot
                            .t
                            .field
                            .seating
                            .location(*player)
                            .ok()
                            .map(|at| at.table)
                    }
                    // Counts of players at that table only.
                    Command::Field(FieldCommand::RecordCounts { counts }) => {
                        let snapshot = self.snapshot(id)?;
                        let tables: std::collections::BTreeSet<Option<u32>> = counts
                            .iter()
                            .map(|c| {
                                snapshot
                                    .t
                                    .field
                                    .seating
                                    .location(c.player)
                                    .ok()
                                    .map(|at| at.table)
                            })
                            .collect();
                        match (tables.len(), tables.first()) {
                            (1, Some(t)) => *t,
                            (0, _) => Some(mine),
                            _ => return refuse(why("refusal-api-device-counts-here")),
                        }
                    }
                    Command::Seating(
                        SeatingCommand::SetButton { table, .. }
                        | SeatingCommand::HandWon { table, .. }
                        | SeatingCommand::TableWon { table, .. }
                        | SeatingCommand::TableHandDone { table },
                    ) => Some(*table),
                    _ => {
                        return refuse(why("refusal-api-device-table-actions"));
                    }
                };
                match table {
                    Some(t) if t == mine => Ok(()),
                    Some(t) => {
                        refuse(why("refusal-api-device-other-table").text("table", t.to_string()))
                    }
                    None => refuse(why("refusal-api-device-not-seated")),
                }
            }
        }
    }
}

/// The setting holding the host names the TD added (one per line).
const HOST_NAMES: &str = "allowed_host_names";

/// A host name as the `Host` header carries it: letters, digits, dots and dashes.
fn host_name_ok(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 253
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
        && !name.starts_with('.')
        && !name.starts_with('-')
}

impl Felt {
    /// The names the TD added for this server to answer to (besides loopback and this
    /// machine's own), as `felt serve --allow-host` adds them for one run.
    pub fn host_names(&self) -> Result<Vec<String>, ApiError> {
        Ok(self
            .reader()
            .setting(HOST_NAMES)?
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .filter(|l| !l.is_empty())
            .collect())
    }

    /// Adds `name` to the names this server answers to (kept in the database, so every
    /// listener and every later run answers to it), or takes it off.
    pub fn allow_host(&self, name: &str, allowed: bool) -> Result<Vec<String>, ApiError> {
        let name = name.trim().trim_end_matches('.').to_ascii_lowercase();
        if !host_name_ok(&name) {
            let shown: String = name.chars().take(60).collect();
            return Err(ApiError::Lan(
                Phrase::new("refusal-api-lan-host-name").text("name", shown),
            ));
        }
        let mut names = self.host_names()?;
        names.retain(|n| *n != name);
        if allowed {
            names.push(name);
        }
        self.store().set_setting(HOST_NAMES, &names.join("\n"))?;
        Ok(names)
    }
}
