//! The player register: one row per person, shared by every event of the database, and the
//! name keys that are theirs. An event's log names its entries; the register says whose
//! they are, so a merge (two spellings of one person) moves every past result at once
//! without touching any log.

use super::{Store, StoreError};
use felt_core::UtcMs;
use felt_core::field::names::name_key;
use rusqlite::{Connection, OptionalExtension, params};

/// A player of the register as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerRow {
    pub id: i64,
    pub name: String,
    pub nickname: Option<String>,
    pub number: Option<String>,
    pub club: Option<String>,
    pub notes: Option<String>,
    /// Events of this database the player registered in (counted as they register).
    pub events: u32,
    /// The name keys that are this player's (the register name's among them).
    pub keys: Vec<String>,
}

/// The editable fields of a player.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerFields {
    pub name: String,
    pub nickname: Option<String>,
    pub number: Option<String>,
    pub club: Option<String>,
    pub notes: Option<String>,
}

const COLUMNS: &str = "id, name, nickname, number, club, notes, events";

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        id: r.get(0)?,
        name: r.get(1)?,
        nickname: r.get(2)?,
        number: r.get(3)?,
        club: r.get(4)?,
        notes: r.get(5)?,
        events: r.get(6)?,
        keys: Vec::new(),
    })
}

fn keys_of(conn: &Connection, id: i64) -> Result<Vec<String>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT key FROM player_names WHERE player_id = ?1 ORDER BY key")?;
    Ok(stmt
        .query_map([id], |r| r.get(0))?
        .collect::<Result<_, _>>()?)
}

/// The player whose name key `key` is, if any.
pub(super) fn player_for_key(conn: &Connection, key: &str) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT player_id FROM player_names WHERE key = ?1",
            [key],
            |r| r.get(0),
        )
        .optional()?)
}

fn insert_player(
    conn: &Connection,
    f: &PlayerFields,
    at: UtcMs,
    events: u32,
    last_event: i64,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO players (name, nickname, number, club, notes, events, last_event, \
         last_seen_ms, created_at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
        params![
            f.name, f.nickname, f.number, f.club, f.notes, events, last_event, at.0
        ],
    )?;
    let id = conn.last_insert_rowid();
    conn.execute(
        "INSERT OR IGNORE INTO player_names (key, player_id) VALUES (?1, ?2)",
        params![name_key(&f.name), id],
    )?;
    Ok(id)
}

/// Links a first entry registered in event `event` as `name` to its player (a new one
/// when the name is not known), in the registration's own transaction.
pub(super) fn remember(
    conn: &Connection,
    event: i64,
    at: UtcMs,
    name: &str,
    number: Option<&str>,
) -> Result<(), StoreError> {
    let key = name_key(name);
    match player_for_key(conn, &key)? {
        Some(id) => {
            conn.execute(
                "UPDATE players SET
                    number = COALESCE(number, ?2),
                    events = events + (last_event != ?3),
                    last_event = ?3,
                    last_seen_ms = ?4
                 WHERE id = ?1",
                params![id, number, event, at.0],
            )?;
        }
        None => {
            let fields = PlayerFields {
                name: name.to_string(),
                number: number.map(str::to_string),
                ..PlayerFields::default()
            };
            insert_player(conn, &fields, at, 1, event)?;
        }
    }
    Ok(())
}

impl Store {
    /// Every player of the register (merged ones left out), by name.
    pub fn players(&self) -> Result<Vec<PlayerRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM players WHERE merged_into IS NULL ORDER BY name COLLATE NOCASE, id"
        ))?;
        let mut rows: Vec<PlayerRow> = stmt.query_map([], row)?.collect::<Result<_, _>>()?;
        let mut keys = self
            .conn
            .prepare_cached("SELECT player_id, key FROM player_names ORDER BY key")?;
        let mut by_player: std::collections::HashMap<i64, Vec<String>> = Default::default();
        for k in keys.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))? {
            let (id, key) = k?;
            by_player.entry(id).or_default().push(key);
        }
        for r in &mut rows {
            r.keys = by_player.remove(&r.id).unwrap_or_default();
        }
        Ok(rows)
    }

    /// Player `id` and, when it was merged, the player it was merged into (followed to
    /// the end): `(asked id resolved, row)`.
    pub fn player(&self, id: i64) -> Result<Option<PlayerRow>, StoreError> {
        let mut id = id;
        for _ in 0..64 {
            let found: Option<(PlayerRow, Option<i64>)> = self
                .conn
                .query_row(
                    &format!("SELECT {COLUMNS}, merged_into FROM players WHERE id = ?1"),
                    [id],
                    |r| Ok((row(r)?, r.get(7)?)),
                )
                .optional()?;
            match found {
                None => return Ok(None),
                Some((_, Some(into))) => id = into,
                Some((mut p, None)) => {
                    p.keys = keys_of(&self.conn, p.id)?;
                    return Ok(Some(p));
                }
            }
        }
        Ok(None)
    }

    /// The player whose name key `key` is.
    pub fn player_by_key(&self, key: &str) -> Result<Option<i64>, StoreError> {
        player_for_key(&self.conn, key)
    }

    /// The player (not merged away) holding member number `number`.
    pub fn player_by_number(&self, number: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM players WHERE number = ?1 AND merged_into IS NULL ORDER BY id LIMIT 1",
                [number],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// A new player; their id. The name's key must not be anyone's yet (checked by the
    /// caller; a taken key is left with its owner).
    pub fn add_player(&mut self, f: &PlayerFields, at: UtcMs) -> Result<i64, StoreError> {
        insert_player(&self.conn, f, at, 0, 0)
    }

    /// Changes player `id`'s fields; a new name becomes one of their keys too.
    pub fn edit_player(&mut self, id: i64, f: &PlayerFields) -> Result<bool, StoreError> {
        let tx = self.conn.transaction()?;
        let n = tx.execute(
            "UPDATE players SET name = ?2, nickname = ?3, number = ?4, club = ?5, notes = ?6
             WHERE id = ?1 AND merged_into IS NULL",
            params![id, f.name, f.nickname, f.number, f.club, f.notes],
        )?;
        if n == 1 {
            tx.execute(
                "INSERT OR IGNORE INTO player_names (key, player_id) VALUES (?1, ?2)",
                params![name_key(&f.name), id],
            )?;
        }
        tx.commit()?;
        Ok(n == 1)
    }

    /// Adds and changes players in one transaction: each `(Some(id), fields)` replaces
    /// that player's fields, each `(None, fields)` is a new player. Returns the ids.
    pub fn import_players(
        &mut self,
        rows: &[(Option<i64>, PlayerFields)],
        at: UtcMs,
    ) -> Result<Vec<i64>, StoreError> {
        let tx = self.conn.transaction()?;
        let mut ids = Vec::new();
        for (id, f) in rows {
            match id {
                Some(id) => {
                    tx.execute(
                        "UPDATE players SET name = ?2, nickname = ?3, number = ?4, club = ?5,
                         notes = ?6 WHERE id = ?1",
                        params![id, f.name, f.nickname, f.number, f.club, f.notes],
                    )?;
                    tx.execute(
                        "INSERT OR IGNORE INTO player_names (key, player_id) VALUES (?1, ?2)",
                        params![name_key(&f.name), id],
                    )?;
                    ids.push(*id);
                }
                None => ids.push(insert_player(&tx, f, at, 0, 0)?),
            }
        }
        tx.commit()?;
        Ok(ids)
    }

    /// Merges player `other` into `keep`: every name key of `other` becomes `keep`'s,
    /// `keep`'s empty fields take `other`'s, notes are joined, and `other` is left as a
    /// pointer to `keep`. One transaction.
    pub fn merge_players(&mut self, keep: i64, other: i64) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE player_names SET player_id = ?1 WHERE player_id = ?2",
            params![keep, other],
        )?;
        tx.execute(
            "UPDATE players SET
                nickname = COALESCE(nickname, (SELECT nickname FROM players WHERE id = ?2)),
                number = COALESCE(number, (SELECT number FROM players WHERE id = ?2)),
                club = COALESCE(club, (SELECT club FROM players WHERE id = ?2)),
                notes = CASE
                    WHEN (SELECT notes FROM players WHERE id = ?2) IS NULL THEN notes
                    WHEN notes IS NULL THEN (SELECT notes FROM players WHERE id = ?2)
                    ELSE notes || char(10) || (SELECT notes FROM players WHERE id = ?2) END,
                events = events + (SELECT events FROM players WHERE id = ?2),
                last_seen_ms = MAX(last_seen_ms, (SELECT last_seen_ms FROM players WHERE id = ?2))
             WHERE id = ?1",
            params![keep, other],
        )?;
        tx.execute(
            "UPDATE players SET merged_into = ?1 WHERE id = ?2",
            params![keep, other],
        )?;
        // Anything merged into `other` earlier now points straight at `keep`.
        tx.execute(
            "UPDATE players SET merged_into = ?1 WHERE merged_into = ?2",
            params![keep, other],
        )?;
        tx.commit()?;
        Ok(())
    }
}
