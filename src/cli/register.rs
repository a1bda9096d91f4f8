//! `felt player find|show|add|edit|merge|import|export`: the player register, the same as
//! `/api/register`.

use super::player::{PlayerCmd, PlayerFieldArgs};
use crate::api::Felt;
use crate::api::players::{
    ImportReport, ImportRequest, MergeRequest, PlayerField, PlayerInput, PlayerPage,
};
use anyhow::{Context, bail};
use felt_core::words::{count, money, ordinal};

/// A player named on the command line: `12`, `#12` or a name (any spelling of theirs).
fn player_id(felt: &Felt, given: &str) -> anyhow::Result<i64> {
    let g = given.trim();
    if let Ok(id) = g.trim_start_matches('#').parse::<i64>() {
        return Ok(id);
    }
    let key = felt_core::field::names::name_key(g);
    let found = felt.player_list(Some(g))?;
    if let Some(p) = found.iter().find(|p| p.spellings.contains(&key)) {
        return Ok(p.id);
    }
    match found.as_slice() {
        [] => bail!("no player of the register is called \"{g}\""),
        [one] => Ok(one.id),
        many => {
            let names: Vec<String> = many
                .iter()
                .take(8)
                .map(|p| format!("#{} {}", p.id, p.name))
                .collect();
            bail!(
                "\"{g}\" could be any of {}: give the number",
                names.join(", ")
            )
        }
    }
}

fn field_arg(s: &str) -> anyhow::Result<PlayerField> {
    Ok(
        match s.trim().to_lowercase().replace(['-', ' '], "_").as_str() {
            "id" => PlayerField::Id,
            "name" => PlayerField::Name,
            "first_name" | "first" => PlayerField::FirstName,
            "last_name" | "last" => PlayerField::LastName,
            "nickname" => PlayerField::Nickname,
            "number" => PlayerField::Number,
            "club" => PlayerField::Club,
            "notes" => PlayerField::Notes,
            "skip" => PlayerField::Skip,
            other => bail!(
                "\"{other}\" is not a field (id, name, first_name, last_name, nickname, number, \
             club, notes, skip)"
            ),
        },
    )
}

fn input(name: String, more: PlayerFieldArgs) -> PlayerInput {
    PlayerInput {
        name,
        nickname: more.nickname,
        number: more.number,
        club: more.club,
        notes: more.notes,
    }
}

fn print_page(p: &PlayerPage) {
    let i = &p.player;
    println!("#{} {}", i.id, i.name);
    for (what, v) in [
        ("nickname", &i.nickname),
        ("member number", &i.number),
        ("club", &i.club),
        ("notes", &i.notes),
    ] {
        if let Some(v) = v {
            println!("  {what}: {v}");
        }
    }
    println!("  spellings: {}", i.spellings.join(", "));
    println!(
        "  {}, prizes {}, bounties {}, lammers used {}{}",
        count(p.events.len() as u64, "event", "events"),
        money(p.prizes, &p.currency),
        money(p.bounties, &p.currency),
        p.lammers_used,
        p.best_place
            .map(|b| format!(", best finish {}", ordinal(u64::from(b))))
            .unwrap_or_default()
    );
    for e in &p.events {
        let place = match (e.place, e.shared_to, e.still_in) {
            (_, _, true) => "still in".to_string(),
            (Some(a), Some(b), _) if b > a => {
                format!("{}-{}", ordinal(a.into()), ordinal(b.into()))
            }
            (Some(a), _, _) => format!("{} of {}", ordinal(a.into()), e.field),
            (None, ..) => "-".to_string(),
        };
        let mut extra = Vec::new();
        if e.entries > 1 {
            extra.push(count(u64::from(e.entries), "entry", "entries"));
        }
        if e.bounties > 0 {
            extra.push(format!("bounties {}", money(e.bounties, &e.currency)));
        }
        if e.lammers_used > 0 {
            extra.push(count(u64::from(e.lammers_used), "lammer", "lammers"));
        }
        if felt_core::field::names::name_key(&e.entered_as)
            != felt_core::field::names::name_key(&i.name)
        {
            extra.push(format!("as {}", e.entered_as));
        }
        println!(
            "  event #{:<4} {:<32} {:<14} {:>10}  {}",
            e.event,
            e.event_name,
            place,
            if e.prize > 0 {
                money(e.prize, &e.currency)
            } else {
                String::new()
            },
            extra.join(", ")
        );
    }
    for s in &p.series {
        println!(
            "  series #{} {}: {}{} of {}, {} points",
            s.series,
            s.name,
            s.rank,
            if s.tied { "=" } else { "" },
            s.of,
            felt_core::rules::series::points_text(s.points)
        );
    }
}

fn print_report(r: &ImportReport) {
    println!("Columns:");
    for c in &r.columns {
        let field = serde_json::to_value(c.field)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        println!(
            "  {:<20} -> {:<10} {}",
            c.header,
            field,
            c.samples.join(" | ")
        );
    }
    for l in &r.lines {
        println!("  line {:>4}: {:<28} {}", l.line, l.name, l.what);
    }
    for p in &r.problems {
        println!("  line {:>4}: refused: {}", p.line, p.problem);
    }
}

pub fn run(cmd: PlayerCmd) -> anyhow::Result<()> {
    match cmd {
        PlayerCmd::Find { query, json, db } => {
            let found = db.open()?.player_list(query.as_deref())?;
            if json {
                println!("{}", serde_json::to_string_pretty(&found)?);
            } else {
                for p in found {
                    let mut extra = Vec::new();
                    if let Some(n) = &p.nickname {
                        extra.push(format!("\"{n}\""));
                    }
                    if let Some(n) = &p.number {
                        extra.push(format!("no. {n}"));
                    }
                    if let Some(c) = &p.club {
                        extra.push(c.clone());
                    }
                    println!(
                        "#{:<5} {:<28} {} ({})",
                        p.id,
                        p.name,
                        extra.join(", "),
                        felt_core::words::count(u64::from(p.events), "event", "events")
                    );
                }
            }
        }
        PlayerCmd::Show { player, json, db } => {
            let felt = db.open()?;
            let page = felt.player_page(player_id(&felt, &player)?)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&page)?);
            } else {
                print_page(&page);
            }
        }
        PlayerCmd::Add { name, more, db } => {
            let p = db.open()?.add_player(&input(name, more))?;
            println!("player #{} {}", p.id, p.name);
        }
        PlayerCmd::Edit {
            player,
            name,
            more,
            db,
        } => {
            let felt = db.open()?;
            let id = player_id(&felt, &player)?;
            let old = felt.player_page(id)?.player;
            let p = felt.edit_player(
                id,
                &PlayerInput {
                    name: name.unwrap_or(old.name),
                    nickname: more.nickname.or(old.nickname),
                    number: more.number.or(old.number),
                    club: more.club.or(old.club),
                    notes: more.notes.or(old.notes),
                },
            )?;
            println!("player #{} {}", p.id, p.name);
        }
        PlayerCmd::Merge { keep, other, db } => {
            let felt = db.open()?;
            let keep = player_id(&felt, &keep)?;
            let other = player_id(&felt, &other)?;
            let page = felt.merge_players(MergeRequest { keep, other })?;
            println!("player #{other} merged into #{keep}");
            print_page(&page);
        }
        PlayerCmd::Import {
            file,
            map,
            dry_run,
            skip_bad,
            json,
            db,
        } => {
            let bytes =
                std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?;
            let csv = match String::from_utf8(bytes) {
                Ok(t) => t,
                Err(e) => {
                    let at = e.utf8_error().valid_up_to();
                    let line = e.as_bytes()[..at].iter().filter(|b| **b == b'\n').count() + 1;
                    bail!(
                        "{}: line {line}: the file is not UTF-8 text (save it as CSV UTF-8)",
                        file.display()
                    );
                }
            };
            let mut mapping = std::collections::BTreeMap::new();
            for m in &map {
                let Some((col, f)) = m.rsplit_once('=') else {
                    bail!("--map {m}: write COLUMN=FIELD, e.g. \"Member #=number\"");
                };
                mapping.insert(col.trim().to_string(), field_arg(f)?);
            }
            let req = ImportRequest {
                csv: csv.trim_start_matches('\u{feff}').to_string(),
                mapping,
                commit: !dry_run,
                skip_bad,
            };
            let felt = db.open()?;
            let report = match felt.import_players(&req) {
                Ok(r) => r,
                Err(e) => {
                    // Show the rows with the refusal, then fail.
                    if let Ok(r) = felt.import_players(&ImportRequest {
                        commit: false,
                        ..req.clone()
                    }) && !json
                    {
                        print_report(&r);
                    }
                    return Err(anyhow::Error::new(e).context(file.display().to_string()));
                }
            };
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                print_report(&report);
                if report.committed {
                    println!(
                        "Imported: {} new, {} updated{}.",
                        report.created,
                        report.updated,
                        if report.problems.is_empty() {
                            String::new()
                        } else {
                            format!(", {} bad rows left out", report.problems.len())
                        }
                    );
                } else {
                    println!("Nothing was imported (--dry-run).");
                }
            }
        }
        PlayerCmd::Export { out, db } => {
            let text = db.open()?.export_players()?;
            match out {
                Some(path) => {
                    // The register holds people's names and notes: the TD's alone.
                    std::io::Write::write_all(&mut crate::private::create(&path)?, text.as_bytes())
                        .with_context(|| format!("writing {}", path.display()))?;
                }
                None => print!("{text}"),
            }
        }
        PlayerCmd::Tickets { event, json, db } => {
            let v = db.open()?.tickets(event)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&v)?);
                return Ok(());
            }
            let line = |t: &crate::api::tickets::TicketView| {
                format!(
                    "  {}:{:<4} {:<24} seat in {} ({}){}",
                    t.ticket.satellite,
                    t.ticket.entry,
                    t.holder,
                    t.target,
                    money(t.value, &t.currency),
                    match &t.used {
                        Some(u) => format!(", used in event #{} as entry {}", u.event, u.entry),
                        None => ", not used yet".to_string(),
                    }
                )
            };
            if let Some(target) = &v.target {
                if v.decided {
                    println!("Seats won here, for {target}:");
                    for t in &v.given {
                        println!("{}", line(t));
                    }
                } else {
                    println!("A satellite for {target}: its seats are won when it is over.");
                }
            }
            if !v.for_this.is_empty() {
                println!("Seats won in satellites for this event:");
                for t in &v.for_this {
                    println!("{}", line(t));
                }
            } else if v.target.is_none() {
                println!("No satellite has given seats for this event.");
            }
        }
        _ => bail!("felt player: not a register command"),
    }
    Ok(())
}
