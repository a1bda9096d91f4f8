//! `felt tables ...`: the seat draw, the room chart, and the moves the floor makes.

use super::db::DbArg;
use super::run::execute;
use felt_core::engine::Command;
use felt_core::engine::SeatingCommand;
use felt_core::field::decide::ChipCount;
use felt_core::lang::{Asked, Phrase};
use felt_core::view::field::FieldView;

#[derive(Debug, clap::Subcommand)]
pub enum TablesCmd {
    /// Commit to the opening draw before it is made: Felt keeps a secret, shows its
    /// commitment on the displays, and the draw reveals the secret its seed comes from.
    Commit {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Deal the opening draw again from its recorded seed and compare it seat by seat
    /// with the draw shown (and its secret with the commitment); exit 1 when it differs.
    Verify {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Draw seats for every registered player.
    Draw {
        event: i64,
        /// Seed of the draw (default: a fresh random seed, recorded in the event).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Show the room: every table, seat and player (or one table with `--table`, and the
    /// moves that touch it, as its tablet shows it).
    Show {
        event: i64,
        #[arg(long)]
        json: bool,
        /// Only this table.
        #[arg(long, conflicts_with_all = ["from", "count"])]
        table: Option<u32>,
        /// A run of the tables, as a chart fetches the ones it shows: from this one in
        /// drawing order (0 is the first).
        #[arg(long)]
        from: Option<u32>,
        /// How many tables from `--from` (0 to 400; 0 for the counts and moves alone).
        #[arg(long)]
        count: Option<u32>,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the moves the room needs now (balancing, breaking, the final table).
    Moves {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Confirm every pending move as proposed.
    Confirm {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Record the button seat for the next hand at a table (0: unknown).
    Button {
        event: i64,
        table: u32,
        seat: u8,
        #[command(flatten)]
        db: DbArg,
    },
    /// Seat waiting players (alternates) in the seats open now.
    Alternates {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Shootout: record a table's winner(s); everyone else there busts.
    Won {
        event: i64,
        table: u32,
        players: Vec<u32>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Shootout: draw the next round from the players through.
    NextRound {
        event: i64,
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// A new day's redraw of every player still in, between days: at random, or with
    /// --by-chips the biggest stacks spread over the tables (needs every chip count).
    Redraw {
        event: i64,
        #[arg(long)]
        by_chips: bool,
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Print the room's paper to PDF: the table lists for the dealers (lists), a card per
    /// seated player (cards), or the moves pending (moves).
    Print {
        event: i64,
        #[arg(long, value_enum, default_value_t = RoomPaper::Lists)]
        what: RoomPaper,
        #[arg(long, short, value_name = "FILE")]
        output: std::path::PathBuf,
        /// Paper size of the PDF.
        #[arg(long, default_value_t, ignore_case = true)]
        paper: crate::paper::PaperSize,
        #[command(flatten)]
        db: DbArg,
    },
    /// Hard stop: place the players still in by chip count (PLAYER=CHIPS ...).
    Stop {
        event: i64,
        #[arg(value_parser = parse_count, required = true)]
        counts: Vec<ChipCount>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Hand-for-hand: on, off, or `hand` when every table finished the hand (with
    /// --table N, when table N did; the last table's report starts the next hand).
    HandForHand {
        event: i64,
        #[arg(value_enum)]
        what: HandForHand,
        #[arg(long, value_name = "N")]
        table: Option<u32>,
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(cmd: TablesCmd) -> anyhow::Result<()> {
    let (db, event, command) = match cmd {
        TablesCmd::Commit { event, db } => (
            db,
            event,
            Command::Seating(SeatingCommand::CommitDraw { commitment: None }),
        ),
        TablesCmd::Verify { event, json, db } => {
            let l = super::locale();
            let check = db.open()?.check_draws(event, Asked::named(l))?;
            if json {
                println!("{}", serde_json::to_string_pretty(&check)?);
            } else {
                println!("{}", check.text);
                for c in &check.commitments {
                    let id = if c.in_effect {
                        "draw-check-cli-commitment"
                    } else {
                        "draw-check-cli-commitment-undone"
                    };
                    let line = Phrase::new(id)
                        .text("seq", c.seq.to_string())
                        .text("code", c.commitment.clone());
                    println!("{}", line.say(l));
                }
                for d in &check.draws {
                    let id = match (&d.reveal, d.in_effect) {
                        (None, true) => "draw-check-cli-draw",
                        (None, false) => "draw-check-cli-draw-undone",
                        (Some(_), true) => "draw-check-cli-draw-secret",
                        (Some(_), false) => "draw-check-cli-draw-secret-undone",
                    };
                    let line = Phrase::new(id)
                        .text("seq", d.seq.to_string())
                        .text("seed", d.seed.to_string())
                        .text("secret", d.reveal.clone().unwrap_or_default());
                    println!("{}", line.say(l));
                    for p in &d.problems {
                        println!("  {p}");
                    }
                }
            }
            if !check.fair {
                anyhow::bail!("{}", Phrase::new("draw-check-cli-unfair").say(l));
            }
            return Ok(());
        }
        TablesCmd::Draw { event, seed, db } => (
            db,
            event,
            Command::Seating(SeatingCommand::DrawSeats {
                seed,
                held: Vec::new(),
                reveal: None,
            }),
        ),
        TablesCmd::Print {
            event,
            what,
            output,
            paper,
            db,
        } => {
            use crate::api::Printout;
            let what = match what {
                RoomPaper::Lists => Printout::TableLists,
                RoomPaper::Cards => Printout::SeatCards,
                RoomPaper::Moves => Printout::Moves,
            };
            let asked = felt_core::lang::Asked::named(super::locale());
            let bytes = db.open()?.print(event, what, paper, asked)?;
            std::fs::write(&output, bytes)
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", output.display()))?;
            return Ok(());
        }
        TablesCmd::Show {
            event,
            json,
            table,
            from,
            count,
            db,
        } => {
            let felt = db.open()?;
            let view = match (table, from, count) {
                (Some(t), _, _) => felt.table_view(event, t)?,
                (None, None, None) => felt.field_view(event)?,
                (None, from, count) => felt.window_view(
                    event,
                    felt_core::view::field::RoomWindow {
                        from: from.unwrap_or(0),
                        count: count.unwrap_or(felt_core::view::field::WINDOW_MAX),
                        names: true,
                    },
                )?,
            };
            if let Some(t) = table
                && view.tables.is_empty()
                && !json
            {
                println!("Table {t} is not in play.");
                return Ok(());
            }
            if json {
                println!("{}", serde_json::to_string_pretty(&view)?);
            } else {
                print!("{}", render_room(&view));
            }
            return Ok(());
        }
        TablesCmd::Moves { event, json, db } => {
            let view = db.open()?.field_view(event)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&view.pending)?);
            } else {
                print!("{}", render_moves(&view));
            }
            return Ok(());
        }
        TablesCmd::Confirm { event, db } => {
            let view = db.open()?.field_view(event)?;
            if view.pending.moves.is_empty() && view.pending.broken_tables.is_empty() {
                println!("no moves pending");
                return Ok(());
            }
            let moves = view.pending.as_proposed();
            let seed = view.pending.seed;
            (
                db,
                event,
                Command::Seating(SeatingCommand::ConfirmMoves { seed, moves }),
            )
        }
        TablesCmd::Button {
            event,
            table,
            seat,
            db,
        } => (
            db,
            event,
            Command::Seating(SeatingCommand::SetButton {
                table,
                seat: (seat > 0).then_some(seat),
            }),
        ),
        TablesCmd::Alternates { event, db } => (
            db,
            event,
            Command::Seating(SeatingCommand::SeatAlternates { seed: None }),
        ),
        TablesCmd::Won {
            event,
            table,
            players,
            db,
        } => (
            db,
            event,
            Command::Seating(SeatingCommand::TableWon { table, players }),
        ),
        TablesCmd::NextRound { event, seed, db } => (
            db,
            event,
            Command::Seating(SeatingCommand::NextRound { seed }),
        ),
        TablesCmd::Redraw {
            event,
            by_chips,
            seed,
            db,
        } => (
            db,
            event,
            Command::Seating(SeatingCommand::Redraw {
                seed,
                rule: if by_chips {
                    felt_core::field::RedrawRule::Chips
                } else {
                    felt_core::field::RedrawRule::Random
                },
            }),
        ),
        TablesCmd::Stop { event, counts, db } => (
            db,
            event,
            Command::Seating(SeatingCommand::HardStop { counts }),
        ),
        TablesCmd::HandForHand {
            event,
            what,
            table,
            db,
        } => {
            let command = match (what, table) {
                (HandForHand::On, None) => {
                    Command::Seating(SeatingCommand::HandForHand { on: true })
                }
                (HandForHand::Off, None) => {
                    Command::Seating(SeatingCommand::HandForHand { on: false })
                }
                (HandForHand::Hand, Some(table)) => {
                    Command::Seating(SeatingCommand::TableHandDone { table })
                }
                (HandForHand::Hand, None) => Command::Seating(SeatingCommand::HandForHandHand),
                _ => anyhow::bail!("--table goes with `hand`: the table that finished it"),
            };
            (db, event, command)
        }
    };
    execute(&db, event, command)
}

fn name_of(v: &FieldView, id: u32) -> &str {
    v.players
        .iter()
        .find(|p| p.id == id)
        .map_or("?", |p| p.name.as_str())
}

/// The room as text: one block per table.
pub fn render_room(v: &FieldView) -> String {
    let mut out = format!("{}\n", v.event);
    if !v.drawn {
        out.push_str(&format!(
            "Seats not drawn yet: {} registered.\n",
            v.counts.registered
        ));
        return out;
    }
    if let Some(w) = &v.window {
        out.push_str(&match (v.tables.first(), v.tables.last()) {
            (Some(a), Some(b)) => format!(
                "Tables {} to {} ({} of {} in play).\n",
                a.table,
                b.table,
                v.tables.len(),
                w.numbers.len()
            ),
            _ => format!(
                "No table from the {} in play ({} in play).\n",
                felt_core::words::ordinal(u64::from(w.first) + 1),
                w.numbers.len()
            ),
        });
    }
    for t in &v.tables {
        let mut flags = Vec::new();
        if t.breaking {
            flags.push("BREAKING");
        }
        if t.hold_play {
            flags.push("HOLD PLAY");
        }
        out.push_str(&format!(
            "Table {} ({}/{}) {}\n",
            t.table,
            t.players,
            t.size,
            flags.join(" ")
        ));
        for s in &t.seats {
            let mut marks = String::new();
            if t.button == Some(s.seat) {
                marks.push_str(" [D]");
            }
            if t.small_blind == Some(s.seat) {
                marks.push_str(" [SB]");
            }
            if t.big_blind == Some(s.seat) {
                marks.push_str(" [BB]");
            }
            let who = match (s.player, s.hold) {
                (Some(p), _) => format!(
                    "{p:>5} {}",
                    s.name.as_deref().unwrap_or_else(|| name_of(v, p))
                ),
                (None, Some(h)) => format!("  ({h:?})").to_lowercase(),
                (None, None) => "      -".into(),
            };
            out.push_str(&format!("  {:>2} {who}{marks}\n", s.seat));
        }
    }
    out.push_str(&render_moves(v));
    out
}

/// The pending moves as text for the floor.
pub fn render_moves(v: &FieldView) -> String {
    let p = &v.pending;
    let mut out = String::new();
    if let Some(problem) = &p.problem {
        out.push_str(&format!("Cannot plan moves: {problem}\n"));
    }
    if !p.broken_tables.is_empty() {
        let list: Vec<String> = p.broken_tables.iter().map(u32::to_string).collect();
        out.push_str(&format!("Break table {}\n", list.join(", ")));
    }
    if let Some(ft) = p.final_table {
        out.push_str(&format!(
            "Final table at table {} ({}{})\n",
            ft.table,
            felt_core::words::count(u64::from(ft.seats), "seat", "seats"),
            if ft.redraw { ", redraw" } else { "" }
        ));
    }
    if p.moves.is_empty() {
        out.push_str("No moves pending.\n");
    }
    for m in &p.moves {
        out.push_str(&format!(
            "Move {} ({}) from table {} seat {} to table {} seat {}: {}\n",
            m.name, m.player, m.from.table, m.from.seat, m.to.table, m.to.seat, m.reason
        ));
    }
    out
}

/// `17=45000`: a player's chips (at a hard stop, or a count).
pub(super) fn parse_count(text: &str) -> Result<ChipCount, String> {
    let (player, chips) = text
        .split_once('=')
        .ok_or_else(|| format!("expected PLAYER=CHIPS (like 17=45000), found {text:?}"))?;
    let player = player
        .trim()
        .parse()
        .map_err(|_| format!("player must be an entry number, found {player:?}"))?;
    let chips = chips
        .trim()
        .replace(',', "")
        .parse()
        .map_err(|_| format!("chips must be a whole number, found {chips:?}"))?;
    Ok(ChipCount { player, chips })
}

/// The room's paper `felt tables print` makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RoomPaper {
    /// The table lists, for the dealers.
    Lists,
    /// A card per seated player.
    Cards,
    /// The moves pending.
    Moves,
}

/// What `felt tables hand-for-hand` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum HandForHand {
    /// Hand-for-hand starts.
    On,
    /// Hand-for-hand ends.
    Off,
    /// Every table (or `--table N`) finished the hand.
    Hand,
}
