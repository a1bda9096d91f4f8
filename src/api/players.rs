//! The player register: players shared by every event of the database, their
//! pages (events, places, prizes, bounties, lammers, series points), merges, and CSV
//! import and export.
//!
//! An event's log names its entries; the register maps each spelling (its name key) to
//! one player. A page, a series or an export works the history out from the events'
//! own results on each read, so a merge moves every past result at once and an undo in
//! an event shows on the player's page.

use super::{ApiError, Felt};
use crate::store::{PlayerFields, PlayerRow};
use felt_core::field::names::name_key;
use felt_core::lang::{Phrase, Speak};
use felt_core::paper::floor_paper::{from_inert, inert};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// A player of the register.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayerInfo {
    pub id: i64,
    pub name: String,
    pub nickname: Option<String>,
    pub number: Option<String>,
    pub club: Option<String>,
    pub notes: Option<String>,
    /// Events of this database the player registered in.
    pub events: u32,
    /// The spellings that find this player (compared without case or accents).
    pub spellings: Vec<String>,
}

impl From<PlayerRow> for PlayerInfo {
    fn from(r: PlayerRow) -> Self {
        PlayerInfo {
            id: r.id,
            name: r.name,
            nickname: r.nickname,
            number: r.number,
            club: r.club,
            notes: r.notes,
            events: r.events,
            spellings: r.keys,
        }
    }
}

/// `POST /api/players`, `PUT /api/players/{id}`: a player's fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    pub name: String,
    #[serde(default)]
    pub nickname: Option<String>,
    #[serde(default)]
    pub number: Option<String>,
    #[serde(default)]
    pub club: Option<String>,
    #[serde(default)]
    pub notes: Option<String>,
}

/// `POST /api/players/merge`: `other` is the same person as `keep`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MergeRequest {
    pub keep: i64,
    pub other: i64,
}

/// One event on a player's page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayerEventLine {
    /// The event's id (the `#` every door uses).
    pub event: i64,
    pub event_name: String,
    /// The number its series gives it (the structure's `number`), if any.
    pub event_number: Option<u32>,
    /// When the event was created (UTC milliseconds).
    pub created_at_ms: i64,
    /// The name the desk entered (the first entry's).
    pub entered_as: String,
    /// Entries bought (1, or more with re-entries).
    pub entries: u32,
    /// Entries in the whole event.
    pub field: u32,
    /// Best finishing place, once out or once the event is over.
    pub place: Option<u32>,
    /// The last place of a shared range (a deal, a hard stop).
    pub shared_to: Option<u32>,
    /// Still playing.
    pub still_in: bool,
    /// Prize in minor units.
    pub prize: u64,
    /// Bounties won in minor units.
    pub bounties: u64,
    /// Lammers redeemed for chips.
    pub lammers_used: u32,
    /// The event's currency ("USD", "$", ...).
    pub currency: String,
}

/// A player's standing in a series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayerSeriesLine {
    pub series: i64,
    pub name: String,
    pub rank: u32,
    pub tied: bool,
    /// Hundredths of a point.
    pub points: i64,
    /// Players ranked in the series.
    pub of: u32,
}

/// `GET /api/players/{id}`: a player's page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayerPage {
    pub player: PlayerInfo,
    /// Newest first.
    pub events: Vec<PlayerEventLine>,
    pub series: Vec<PlayerSeriesLine>,
    pub prizes: u64,
    pub bounties: u64,
    pub lammers_used: u32,
    pub best_place: Option<u32>,
    /// The currency of the totals (the newest event's).
    pub currency: String,
}

felt_core::named_choice! {
    /// A column of an imported file and the field it fills.
    pub enum PlayerField as "field" {
        /// The register's id (a file exported earlier): the row changes that player.
        Id = "id",
        Name = "name",
        /// Joined with `last_name` into the name when the file has no name column.
        FirstName = "first_name",
        LastName = "last_name",
        Nickname = "nickname",
        Number = "number",
        Club = "club",
        Notes = "notes",
        /// Not imported.
        Skip = "skip",
    }
}

/// `POST /api/players/import`: a CSV file (first line the column names), read and
/// checked; kept only with `commit`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    pub csv: String,
    /// Column name → field, replacing the guess made from the column names.
    #[serde(default)]
    pub mapping: BTreeMap<String, PlayerField>,
    /// Keep the rows (otherwise only the preview).
    #[serde(default)]
    pub commit: bool,
    /// Keep the good rows when some are bad (otherwise a bad row refuses the file).
    #[serde(default)]
    pub skip_bad: bool,
}

/// A column as the import reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ImportColumn {
    pub header: String,
    pub field: PlayerField,
    /// The first values under it.
    pub samples: Vec<String>,
}

/// A good row of an import and what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ImportLine {
    /// The file's line the row starts on (the column names are line 1).
    pub line: u64,
    pub name: String,
    /// The player it changes; none for a new player.
    pub updates: Option<i64>,
    /// "new player", or what changes: "number 1042, club Reno".
    pub what: String,
}

/// A bad row: its line and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ImportProblem {
    pub line: u64,
    pub problem: String,
}

/// What an import read, and did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ImportReport {
    pub columns: Vec<ImportColumn>,
    pub lines: Vec<ImportLine>,
    pub problems: Vec<ImportProblem>,
    /// The good rows were kept.
    pub committed: bool,
    pub created: u32,
    pub updated: u32,
}

const NAME_MAX: usize = 120;
const FIELD_MAX: usize = 200;
const NOTES_MAX: usize = 2000;

/// A field trimmed, empty as none, and no longer than `max` characters.
/// A field of a player other than the name; `what` is its message id.
fn field(what: &'static str, v: Option<&str>, max: usize) -> Result<Option<String>, Phrase> {
    let Some(v) = v.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    if v.chars().count() > max {
        return Err(Phrase::new("refusal-api-player-field-too-long")
            .phrase("what", Phrase::new(what))
            .text("max", max.to_string()));
    }
    if let Some((i, c, why)) = v
        .chars()
        .enumerate()
        .filter(|(_, c)| *c != '\n')
        .find_map(|(i, c)| felt_core::text::unwanted_kind(c, false).map(|why| (i, c, why)))
    {
        return Err(Phrase::new("refusal-api-player-field-character")
            .phrase("what", Phrase::new(what))
            .phrase("why", why.phrase())
            .text("position", (i + 1).to_string())
            .text("code", format!("{:04X}", c as u32)));
    }
    Ok(Some(v.to_string()))
}

fn fields(input: &PlayerInput) -> Result<PlayerFields, Phrase> {
    let name = felt_core::text::clean(&input.name).map_err(|f| f.phrase())?;
    if name.is_empty() || name_key(&name).is_empty() {
        return Err(Phrase::new("refusal-field-empty-name"));
    }
    if name.chars().count() > NAME_MAX {
        return Err(Phrase::new("refusal-api-player-field-too-long")
            .phrase("what", Phrase::new("refusal-api-player-name"))
            .text("max", NAME_MAX.to_string()));
    }
    Ok(PlayerFields {
        name,
        nickname: field(
            "refusal-api-player-nickname",
            input.nickname.as_deref(),
            FIELD_MAX,
        )?,
        number: field(
            "refusal-api-player-number",
            input.number.as_deref(),
            FIELD_MAX,
        )?,
        club: field("refusal-api-player-club", input.club.as_deref(), FIELD_MAX)?,
        notes: field(
            "refusal-api-player-notes",
            input.notes.as_deref(),
            NOTES_MAX,
        )?,
    })
}

/// The guess for a column named `header`.
pub fn guess_field(header: &str) -> PlayerField {
    let h: String = header
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '#')
        .collect();
    match h.as_str() {
        "id" | "feltid" | "playerid" => PlayerField::Id,
        "name" | "player" | "playername" | "fullname" | "names" => PlayerField::Name,
        "first" | "firstname" | "givenname" | "forename" => PlayerField::FirstName,
        "last" | "lastname" | "surname" | "familyname" => PlayerField::LastName,
        "nickname" | "nick" | "displayname" | "display" | "alias" | "handle" => {
            PlayerField::Nickname
        }
        "number" | "member" | "membernumber" | "memberno" | "member#" | "membership"
        | "membershipnumber" | "card" | "cardnumber" | "playernumber" | "no" | "#" => {
            PlayerField::Number
        }
        "club" | "city" | "town" | "home" | "hometown" | "league" | "clubcity" => PlayerField::Club,
        "notes" | "note" | "comment" | "comments" | "remarks" => PlayerField::Notes,
        _ => PlayerField::Skip,
    }
}

/// The largest CSV an import reads, in bytes.
const MAX_IMPORT_BYTES: usize = 4 * 1024 * 1024;
/// The most players one import adds or changes.
const MAX_IMPORT_ROWS: usize = 20_000;

/// The line where a quoted value opens that the text never closes (the csv reader would
/// take the rest of the file as that one value).
fn unterminated_quote(text: &str) -> Option<u64> {
    let mut line = 1u64;
    let (mut quoted, mut opened, mut field_start) = (false, 0u64, true);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                }
                '"' => quoted = false,
                '\n' => line += 1,
                _ => {}
            }
            continue;
        }
        match c {
            '"' if field_start => {
                quoted = true;
                opened = line;
            }
            ',' => field_start = true,
            '\n' => {
                line += 1;
                field_start = true;
            }
            // The reader trims spaces around values, so a quote may follow them.
            ' ' | '\t' | '\r' => {}
            _ => field_start = false,
        }
    }
    quoted.then_some(opened)
}

/// The register as CSV: `id,name,nickname,number,club,notes,events`.
pub fn players_csv(players: &[PlayerInfo]) -> Result<String, ApiError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let err = |e: csv::Error| ApiError::Internal(format!("cannot write the CSV: {e}"));
    w.write_record([
        "id", "name", "nickname", "number", "club", "notes", "events",
    ])
    .map_err(err)?;
    for p in players {
        // Every text cell is made inert: a name that starts a formula is shown as text
        // by a spreadsheet, and Felt's import reads it back unchanged.
        w.write_record([
            p.id.to_string().as_str(),
            &inert(&p.name),
            &inert(p.nickname.as_deref().unwrap_or("")),
            &inert(p.number.as_deref().unwrap_or("")),
            &inert(p.club.as_deref().unwrap_or("")),
            &inert(p.notes.as_deref().unwrap_or("")),
            p.events.to_string().as_str(),
        ])
        .map_err(err)?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| ApiError::Internal(format!("cannot write the CSV: {e}")))?;
    String::from_utf8(bytes).map_err(|e| ApiError::Internal(e.to_string()))
}

/// Where in the register a spelling belongs: name key → (player id, register name).
pub(crate) type Register = HashMap<String, (i64, String)>;

impl Felt {
    /// The register's player for a name entered in an event: `(group key, name shown)`;
    /// a name the register does not know stands for itself.
    pub(crate) fn player_of_name(register: &Register, name: &str) -> (String, String) {
        let key = name_key(name);
        match register.get(&key) {
            Some((id, shown)) => (format!("#{id}"), shown.clone()),
            None => (key, name.trim().to_string()),
        }
    }

    /// Every spelling the register knows, with its player.
    pub(crate) fn register_map(&self) -> Result<Register, ApiError> {
        let mut out = HashMap::new();
        let players = self.reader().players()?;
        for p in players {
            for k in &p.keys {
                out.insert(k.clone(), (p.id, p.name.clone()));
            }
        }
        Ok(out)
    }

    /// Every player (merged ones left out), by name; with `query`, the ones matching it.
    pub fn player_list(&self, query: Option<&str>) -> Result<Vec<PlayerInfo>, ApiError> {
        let all = self.reader().players()?;
        let q = query.map(str::trim).filter(|q| !q.is_empty());
        Ok(all
            .into_iter()
            .filter(|p| match q {
                None => true,
                Some(q) => {
                    p.keys
                        .iter()
                        .any(|k| felt_core::field::names::match_rank(k, q).is_some())
                        || p.number.as_deref() == Some(q)
                        || p.nickname
                            .as_deref()
                            .is_some_and(|n| name_key(n).contains(&name_key(q)))
                }
            })
            .map(PlayerInfo::from)
            .collect())
    }

    fn player_row(&self, id: i64) -> Result<PlayerRow, ApiError> {
        self.reader()
            .player(id)?
            .ok_or(ApiError::NoSuchPlayer { id })
    }

    /// Refuses `f` when its name or number is another player's.
    fn check_unique(&self, f: &PlayerFields, me: Option<i64>) -> Result<(), ApiError> {
        let key_owner = self.reader().player_by_key(&name_key(&f.name))?;
        let number_owner = match &f.number {
            Some(n) => self.reader().player_by_number(n)?,
            None => None,
        };
        if let Some(owner) = key_owner
            && Some(owner) != me
        {
            let other = self.player_row(owner)?;
            return Err(ApiError::Register(
                Phrase::new("refusal-api-player-name-taken")
                    .text("name", f.name.clone())
                    .text("id", other.id.to_string())
                    .text("other", other.name.clone()),
            ));
        }
        if let Some(n) = &f.number
            && let Some(owner) = number_owner
            && Some(owner) != me
        {
            let other = self.player_row(owner)?;
            return Err(ApiError::Register(
                Phrase::new("refusal-api-player-number-taken")
                    .text("number", n.clone())
                    .text("other", other.name.clone())
                    .text("id", other.id.to_string()),
            ));
        }
        Ok(())
    }

    /// A new player of the register.
    pub fn add_player(&self, input: &PlayerInput) -> Result<PlayerInfo, ApiError> {
        let f = fields(input).map_err(ApiError::Register)?;
        self.check_unique(&f, None)?;
        let now = self.now();
        let id = self.store().add_player(&f, now)?;
        Ok(self.player_row(id)?.into())
    }

    /// Changes player `id`'s fields.
    pub fn edit_player(&self, id: i64, input: &PlayerInput) -> Result<PlayerInfo, ApiError> {
        let me = self.player_row(id)?;
        let f = fields(input).map_err(|e| {
            ApiError::Register(
                Phrase::new("refusal-api-player-edit")
                    .text("id", id.to_string())
                    .phrase("why", e),
            )
        })?;
        self.check_unique(&f, Some(me.id))?;
        self.store().edit_player(me.id, &f)?;
        Ok(self.player_row(me.id)?.into())
    }

    /// Merges player `other` into `keep`: both histories become `keep`'s.
    pub fn merge_players(&self, m: MergeRequest) -> Result<PlayerPage, ApiError> {
        let keep = self.player_row(m.keep)?;
        let other = self.player_row(m.other)?;
        if keep.id == other.id {
            return Err(ApiError::Register(
                Phrase::new("refusal-api-player-merge-same")
                    .text("keep", m.keep.to_string())
                    .text("name", keep.name.clone())
                    .text("other", m.other.to_string()),
            ));
        }
        if let (Some(a), Some(b)) = (&keep.number, &other.number)
            && a != b
        {
            return Err(ApiError::Register(
                Phrase::new("refusal-api-player-merge-numbers")
                    .text("keep", keep.name.clone())
                    .text("keep-id", keep.id.to_string())
                    .text("a", a.clone())
                    .text("other", other.name.clone())
                    .text("other-id", other.id.to_string())
                    .text("b", b.clone()),
            ));
        }
        self.store().merge_players(keep.id, other.id)?;
        self.player_page(keep.id)
    }

    /// Player `id`'s page (a merged id shows the player it was merged into).
    pub fn player_page(&self, id: i64) -> Result<PlayerPage, ApiError> {
        let row = self.player_row(id)?;
        let keys: std::collections::HashSet<&str> = row.keys.iter().map(String::as_str).collect();
        let mut lines = Vec::new();
        let events = self.reader().events()?;
        for event in events {
            let Ok(snapshot) = self.snapshot(event.id) else {
                continue;
            };
            let t = &snapshot.t;
            let money = t.money_input();
            let field = money.field;
            let mine: Vec<_> = field
                .entries
                .values()
                .filter(|e| {
                    keys.contains(e.key.as_str())
                        && e.state != felt_core::field::EntryState::Unregistered
                })
                .collect();
            let Some(first) = mine.first() else {
                continue;
            };
            let ids: std::collections::HashSet<_> = mine.iter().map(|e| e.id).collect();
            let mut line = PlayerEventLine {
                event: event.id,
                event_name: money.structure.name.clone(),
                event_number: money.structure.number,
                created_at_ms: event.created_at.0,
                entered_as: first.name.clone(),
                entries: mine.len() as u32,
                field: field.entry_count(),
                place: None,
                shared_to: None,
                still_in: t.finished_at().is_none()
                    && mine
                        .iter()
                        .any(|e| e.state == felt_core::field::EntryState::Active),
                prize: 0,
                bounties: 0,
                lammers_used: 0,
                currency: money
                    .structure
                    .money
                    .as_ref()
                    .map(|m| m.currency.clone())
                    .unwrap_or_default(),
            };
            for l in super::results::results_logged(event.id, money).lines {
                if !ids.contains(&l.player) {
                    continue;
                }
                if line.place.is_none_or(|p| l.place < p) {
                    line.place = Some(l.place);
                    line.shared_to = Some(l.shared_to);
                }
                line.prize += l.prize;
                line.bounties += l.bounties;
            }
            if let Some(book) = &field.chips.lammers {
                line.lammers_used = ids
                    .iter()
                    .filter_map(|p| book.players.get(p))
                    .flat_map(|a| a.redemptions.iter())
                    .filter(|r| !r.forced)
                    .map(|r| r.count)
                    .sum();
            }
            lines.push(line);
        }
        lines.reverse();
        let mut series = Vec::new();
        let all_series = self.reader().all_series()?;
        for s in all_series {
            let Ok(view) = self.series_view(s.id, None) else {
                continue;
            };
            if let Some(st) = view.standings.iter().find(|st| st.player == row.name) {
                series.push(PlayerSeriesLine {
                    series: s.id,
                    name: view.name.clone(),
                    rank: st.rank,
                    tied: st.tied,
                    points: st.points,
                    of: view.standings.len() as u32,
                });
            }
        }
        Ok(PlayerPage {
            prizes: lines.iter().map(|l| l.prize).sum(),
            bounties: lines.iter().map(|l| l.bounties).sum(),
            lammers_used: lines.iter().map(|l| l.lammers_used).sum(),
            best_place: lines.iter().filter_map(|l| l.place).min(),
            currency: lines
                .first()
                .map(|l| l.currency.clone())
                .unwrap_or_default(),
            events: lines,
            series,
            player: row.into(),
        })
    }

    /// The register as CSV.
    pub fn export_players(&self) -> Result<String, ApiError> {
        players_csv(&self.player_list(None)?)
    }

    /// Reads a CSV of players: the preview, and with `commit` the rows kept (all of them,
    /// or with `skip_bad` the good ones; a bad row otherwise refuses the whole file and
    /// changes nothing).
    pub fn import_players(&self, req: &ImportRequest) -> Result<ImportReport, ApiError> {
        let (mut report, rows) = self.check_import(req)?;
        if !req.commit {
            return Ok(report);
        }
        if !report.problems.is_empty() && !req.skip_bad {
            let list: Vec<String> = report
                .problems
                .iter()
                .map(|p| format!("line {}: {}", p.line, p.problem))
                .collect();
            return Err(ApiError::Register(
                Phrase::new("refusal-api-import-refused")
                    .count("n", list.len())
                    .text("problems", list.join("; ")),
            ));
        }
        if report.lines.is_empty() {
            return Err(ApiError::Register(Phrase::new("refusal-api-import-empty")));
        }
        let now = self.now();
        self.store().import_players(&rows, now)?;
        report.committed = true;
        report.created = rows.iter().filter(|r| r.0.is_none()).count() as u32;
        report.updated = rows.len() as u32 - report.created;
        Ok(report)
    }

    /// The preview and the good rows, each as `(player it changes, fields after)`.
    #[allow(clippy::type_complexity)]
    fn check_import(
        &self,
        req: &ImportRequest,
    ) -> Result<(ImportReport, Vec<(Option<i64>, PlayerFields)>), ApiError> {
        if req.csv.len() > MAX_IMPORT_BYTES {
            return Err(ApiError::Register(
                Phrase::new("refusal-api-import-too-big")
                    .figure("bytes", req.csv.len() as u64)
                    .figure("max", MAX_IMPORT_BYTES as u64)
                    .figure("players", MAX_IMPORT_ROWS as u64),
            ));
        }
        if let Some(line) = unterminated_quote(&req.csv) {
            return Err(ApiError::Register(
                Phrase::new("refusal-api-import-open-quote").text("line", line.to_string()),
            ));
        }
        let mut reader = csv::ReaderBuilder::new()
            .flexible(true)
            .trim(csv::Trim::All)
            .from_reader(req.csv.as_bytes());
        let headers: Vec<String> = reader
            .headers()
            .map_err(|e| {
                ApiError::Register(
                    Phrase::new("refusal-api-import-headers").text("why", e.to_string()),
                )
            })?
            .iter()
            .map(str::to_string)
            .collect();
        if headers.iter().all(|h| h.is_empty()) {
            return Err(ApiError::Register(Phrase::new(
                "refusal-api-import-no-headers",
            )));
        }
        for h in req.mapping.keys() {
            if !headers.contains(h) {
                return Err(ApiError::Register(
                    Phrase::new("refusal-api-import-no-column")
                        .text("column", h.clone())
                        .text("columns", headers.join(", ")),
                ));
            }
        }
        let map: Vec<PlayerField> = headers
            .iter()
            .map(|h| {
                req.mapping
                    .get(h)
                    .copied()
                    .unwrap_or_else(|| guess_field(h))
            })
            .collect();
        for f in [
            PlayerField::Id,
            PlayerField::Name,
            PlayerField::FirstName,
            PlayerField::LastName,
            PlayerField::Nickname,
            PlayerField::Number,
            PlayerField::Club,
            PlayerField::Notes,
        ] {
            let cols: Vec<&str> = headers
                .iter()
                .zip(&map)
                .filter(|(_, m)| **m == f)
                .map(|(h, _)| h.as_str())
                .collect();
            if cols.len() > 1 {
                return Err(ApiError::Register(
                    Phrase::new("refusal-api-import-same-field").text("columns", cols.join(", ")),
                ));
            }
        }
        let has = |f: PlayerField| map.contains(&f);
        if !has(PlayerField::Name) && !has(PlayerField::FirstName) && !has(PlayerField::LastName) {
            return Err(ApiError::Register(
                Phrase::new("refusal-api-import-no-names").text("columns", headers.join(", ")),
            ));
        }
        let mut columns: Vec<ImportColumn> = headers
            .iter()
            .zip(&map)
            .map(|(h, f)| ImportColumn {
                header: h.clone(),
                field: *f,
                samples: Vec::new(),
            })
            .collect();

        let store = self.reader();
        let existing: HashMap<i64, PlayerRow> =
            store.players()?.into_iter().map(|p| (p.id, p)).collect();
        let mut by_number: HashMap<String, i64> = HashMap::new();
        for p in existing.values() {
            if let Some(n) = &p.number {
                by_number.entry(n.clone()).or_insert(p.id);
            }
        }
        let mut lines = Vec::new();
        let mut problems = Vec::new();
        let mut rows = Vec::new();
        // What this file already claimed: player / name key / number → line.
        let mut seen_player: HashMap<i64, u64> = HashMap::new();
        let mut seen_key: HashMap<String, u64> = HashMap::new();
        let mut seen_number: HashMap<String, u64> = HashMap::new();
        let mut record = csv::StringRecord::new();
        loop {
            let line = match reader.read_record(&mut record) {
                Ok(false) => break,
                Ok(true) => record.position().map_or(0, |p| p.line()),
                Err(e) => {
                    let line = e.position().map_or(0, |p| p.line());
                    problems.push(ImportProblem {
                        line,
                        problem: format!("the row does not read: {e}"),
                    });
                    if matches!(e.kind(), csv::ErrorKind::Io(_)) {
                        break;
                    }
                    continue;
                }
            };
            if record.iter().all(str::is_empty) {
                continue;
            }
            if lines.len() + problems.len() >= MAX_IMPORT_ROWS {
                return Err(ApiError::Register(
                    Phrase::new("refusal-api-import-too-many")
                        .text("line", line.to_string())
                        .figure("max", MAX_IMPORT_ROWS as u64),
                ));
            }
            if record.len() != headers.len() {
                problems.push(ImportProblem {
                    line,
                    problem: format!(
                        "{} value{} where line 1 names {} column{}",
                        record.len(),
                        if record.len() == 1 { "" } else { "s" },
                        headers.len(),
                        if headers.len() == 1 { "" } else { "s" }
                    ),
                });
                continue;
            }
            for (c, v) in columns.iter_mut().zip(record.iter()) {
                if c.samples.len() < 3 && !v.is_empty() {
                    c.samples.push(v.to_string());
                }
            }
            let get = |f: PlayerField| -> Option<&str> {
                map.iter()
                    .position(|m| *m == f)
                    .map(|i| from_inert(&record[i]))
                    .filter(|v| !v.is_empty())
            };
            let name = match get(PlayerField::Name) {
                Some(n) => n.to_string(),
                None => [get(PlayerField::FirstName), get(PlayerField::LastName)]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" "),
            };
            let input = PlayerInput {
                // A file brings what a paste brings: characters a name may not hold are
                // taken out, not refused.
                name: felt_core::text::strip(&name),
                nickname: get(PlayerField::Nickname).map(str::to_string),
                number: get(PlayerField::Number).map(str::to_string),
                club: get(PlayerField::Club).map(str::to_string),
                notes: get(PlayerField::Notes).map(str::to_string),
            };
            let mut bad = |problem: String| {
                problems.push(ImportProblem { line, problem });
            };
            let f = match fields(&input) {
                Ok(f) => f,
                Err(e) => {
                    bad(if input.name.trim().is_empty() {
                        "no name".to_string()
                    } else {
                        e.to_string()
                    });
                    continue;
                }
            };
            let key = name_key(&f.name);
            // Which player the row is: by id, by member number, by name.
            let by_id = match get(PlayerField::Id) {
                None => None,
                Some(v) => match v.parse::<i64>().ok().and_then(|id| existing.get(&id)) {
                    Some(p) => Some(p.id),
                    None => {
                        bad(format!(
                            "id {v} is no player of the register (leave it empty for a new player)"
                        ));
                        continue;
                    }
                },
            };
            let number_owner = f.number.as_ref().and_then(|n| by_number.get(n).copied());
            let key_owner = store.player_by_key(&key)?.and_then(|id| {
                // A spelling merged away points at the player it went to.
                existing.get(&id).map(|p| p.id)
            });
            let target = by_id.or(number_owner).or(key_owner);
            if let (Some(t), Some(o)) = (target, number_owner)
                && t != o
            {
                let other = &existing[&o];
                bad(format!(
                    "member number {} is already {}'s (player #{})",
                    f.number.as_deref().unwrap_or(""),
                    other.name,
                    other.id
                ));
                continue;
            }
            if let (Some(t), Some(o)) = (target, key_owner)
                && t != o
            {
                let other = &existing[&o];
                bad(format!(
                    "{} is already player #{} ({}), not #{}: merge them first or fix the row",
                    f.name, other.id, other.name, t
                ));
                continue;
            }
            let earlier = target
                .and_then(|t| seen_player.get(&t))
                .or_else(|| seen_key.get(&key))
                .or_else(|| f.number.as_ref().and_then(|n| seen_number.get(n)))
                .copied();
            if let Some(first) = earlier {
                bad(format!(
                    "{} is the same player as line {first}: one row per player",
                    f.name
                ));
                continue;
            }
            if let Some(t) = target {
                seen_player.insert(t, line);
            }
            seen_key.insert(key, line);
            if let Some(n) = &f.number {
                seen_number.insert(n.clone(), line);
            }
            match target {
                None => {
                    lines.push(ImportLine {
                        line,
                        name: f.name.clone(),
                        updates: None,
                        what: "new player".to_string(),
                    });
                    rows.push((None, f));
                }
                Some(t) => {
                    let old = &existing[&t];
                    // An empty value in the file leaves the register's value alone.
                    let after = PlayerFields {
                        name: f.name.clone(),
                        nickname: f.nickname.clone().or_else(|| old.nickname.clone()),
                        number: f.number.clone().or_else(|| old.number.clone()),
                        club: f.club.clone().or_else(|| old.club.clone()),
                        notes: f.notes.clone().or_else(|| old.notes.clone()),
                    };
                    let mut changes = Vec::new();
                    if after.name != old.name {
                        changes.push(format!("name {}", after.name));
                    }
                    for (what, a, b) in [
                        ("nickname", &after.nickname, &old.nickname),
                        ("number", &after.number, &old.number),
                        ("club", &after.club, &old.club),
                        ("notes", &after.notes, &old.notes),
                    ] {
                        if a != b {
                            changes.push(format!("{what} {}", a.as_deref().unwrap_or("")));
                        }
                    }
                    lines.push(ImportLine {
                        line,
                        name: f.name.clone(),
                        updates: Some(t),
                        what: if changes.is_empty() {
                            format!("player #{t}, no change")
                        } else {
                            format!("player #{t}: {}", changes.join(", "))
                        },
                    });
                    rows.push((Some(t), after));
                }
            }
        }
        Ok((
            ImportReport {
                columns,
                lines,
                problems,
                committed: false,
                created: 0,
                updated: 0,
            },
            rows,
        ))
    }
}
