//! Devices paired over the LAN: each holds a token of limited scope, stored only as its
//! SHA-256, and the pairing codes the console shows (one use, short-lived, also stored as
//! their hashes).

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, TransactionBehavior, params};

/// A paired device as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceRow {
    pub id: i64,
    pub name: String,
    pub scope: String,
    pub event: i64,
    pub table: Option<u32>,
    pub created_at: UtcMs,
    pub last_used_at: Option<UtcMs>,
    pub revoked_at: Option<UtcMs>,
}

/// A pairing code waiting to be claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingRow {
    pub name: String,
    pub scope: String,
    pub event: i64,
    pub table: Option<u32>,
    pub expires_at: UtcMs,
}

const DEVICE_COLUMNS: &str = "id, name, scope, event_id, table_no, created_at_ms, \
                              last_used_at_ms, revoked_at_ms";

fn device(r: &rusqlite::Row<'_>) -> rusqlite::Result<DeviceRow> {
    Ok(DeviceRow {
        id: r.get(0)?,
        name: r.get(1)?,
        scope: r.get(2)?,
        event: r.get(3)?,
        table: r.get(4)?,
        created_at: UtcMs(r.get(5)?),
        last_used_at: r.get::<_, Option<i64>>(6)?.map(UtcMs),
        revoked_at: r.get::<_, Option<i64>>(7)?.map(UtcMs),
    })
}

impl Store {
    /// Keeps a pairing code (by its hash) until `row.expires_at`; codes past their time
    /// are dropped on the way.
    pub fn add_pairing(
        &mut self,
        code_sha256: &str,
        row: &PairingRow,
        now: UtcMs,
    ) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM pairings WHERE expires_at_ms <= ?1", [now.0])?;
        self.conn.execute(
            "INSERT INTO pairings (code_sha256, name, scope, event_id, table_no, expires_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                code_sha256,
                row.name,
                row.scope,
                row.event,
                row.table,
                row.expires_at.0
            ],
        )?;
        Ok(())
    }

    /// Claims a pairing code: in one transaction the code is used up and the device is
    /// stored with its token's hash. `None` when the code is unknown, used or expired.
    pub fn claim_pairing(
        &mut self,
        code_sha256: &str,
        token_sha256: &str,
        name: Option<&str>,
        now: UtcMs,
    ) -> Result<Option<DeviceRow>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let pairing = tx
            .query_row(
                "SELECT name, scope, event_id, table_no, expires_at_ms FROM pairings
                 WHERE code_sha256 = ?1",
                [code_sha256],
                |r| {
                    Ok(PairingRow {
                        name: r.get(0)?,
                        scope: r.get(1)?,
                        event: r.get(2)?,
                        table: r.get(3)?,
                        expires_at: UtcMs(r.get(4)?),
                    })
                },
            )
            .optional()?;
        tx.execute("DELETE FROM pairings WHERE code_sha256 = ?1", [code_sha256])?;
        let Some(p) = pairing.filter(|p| p.expires_at > now) else {
            tx.commit()?;
            return Ok(None);
        };
        let name = name
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or(&p.name);
        tx.execute(
            "INSERT INTO devices (name, scope, event_id, table_no, token_sha256, created_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![name, p.scope, p.event, p.table, token_sha256, now.0],
        )?;
        let id = tx.last_insert_rowid();
        let row = tx.query_row(
            &format!("SELECT {DEVICE_COLUMNS} FROM devices WHERE id = ?1"),
            [id],
            device,
        )?;
        tx.commit()?;
        Ok(Some(row))
    }

    /// Every paired device, newest first (revoked ones too: the list says when).
    pub fn devices(&self) -> Result<Vec<DeviceRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {DEVICE_COLUMNS} FROM devices ORDER BY id DESC"
        ))?;
        let rows = stmt.query_map([], device)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The device holding the token with this hash, unless it was revoked.
    pub fn device_by_token(&self, token_sha256: &str) -> Result<Option<DeviceRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                &format!(
                    "SELECT {DEVICE_COLUMNS} FROM devices
                     WHERE token_sha256 = ?1 AND revoked_at_ms IS NULL"
                ),
                [token_sha256],
                device,
            )
            .optional()?)
    }

    /// Records that device `id` was used at `at`.
    pub fn touch_device(&mut self, id: i64, at: UtcMs) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE devices SET last_used_at_ms = ?2 WHERE id = ?1",
            params![id, at.0],
        )?;
        Ok(())
    }

    /// Revokes device `id` at `at`; false when there is no such device or it was
    /// revoked already.
    pub fn revoke_device(&mut self, id: i64, at: UtcMs) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "UPDATE devices SET revoked_at_ms = ?2 WHERE id = ?1 AND revoked_at_ms IS NULL",
            params![id, at.0],
        )? == 1)
    }
}
