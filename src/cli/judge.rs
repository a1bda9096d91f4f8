//! `felt judge`: a showdown settled from the cards, as `POST /api/judge` settles it (the
//! same request, the same answer with `--json`).

use crate::api::calc;
use felt_core::catalog::Declared;
use felt_core::showdown::{JudgeRequest, Judgement, ShownHand};
use felt_core::words::chips;

/// Settle a showdown from the cards: who wins each part, each hand in words, the chips
/// each player takes.
#[derive(Debug, clap::Args)]
pub struct JudgeArgs {
    /// The game: a catalog key or any name it answers to ("omaha hi-lo", "razzdugi").
    #[arg(required_unless_present = "games")]
    pub game: Option<String>,
    /// List what the judge needs for each game instead (board layout, cards a hand shows,
    /// parts, declarations), as `GET /api/judge/games`.
    #[arg(long, conflicts_with_all = ["board", "hands", "button", "pot"])]
    pub games: bool,
    /// The board; a layout's flops, turn cards and river, or rows, separated by `|`.
    #[arg(long, default_value = "")]
    pub board: String,
    /// A player's hand, "NAME: CARDS" ("Ann: As Kd 7c 2h"), in seat order clockwise;
    /// "NAME:" alone for a player who folded after putting chips in.
    #[arg(long = "hand", required_unless_present = "games")]
    pub hands: Vec<String>,
    /// The player on the button (without it, the first hand sits left of the button).
    #[arg(long)]
    pub button: Option<String>,
    /// Every chip in the middle (a whole number of the smallest chip).
    #[arg(long, allow_hyphen_values = true, value_name = "CHIPS")]
    pub pot: Option<String>,
    /// The smallest chip in play: pots break down to it (default 1).
    #[arg(long)]
    pub chip: Option<u64>,
    /// What a player put in this hand, "NAME=CHIPS", for side pots (give it for everyone
    /// who shows).
    #[arg(long = "put")]
    pub puts: Vec<String>,
    /// A declaration, "NAME=high", "NAME=low" or "NAME=both".
    #[arg(long = "declare")]
    pub declares: Vec<String>,
    /// A part in play this hand, for games whose parts depend on how it went (a die, who
    /// opened);
    /// where the flop decides them (Wonky Donkey), the judge reads it when none is named.
    #[arg(long = "part")]
    pub parts: Vec<String>,
    /// The number rolled, for an X-or-better low.
    #[arg(long)]
    pub roll: Option<u8>,
    /// The wild rank or card of this hand, for games whose wild card depends on the deal.
    #[arg(long, default_value = "")]
    pub wild: String,
    /// Print the answer as JSON, as `POST /api/judge` gives it.
    #[arg(long)]
    pub json: bool,
}

/// Reads the arguments into the API's request; a malformed one is named.
pub fn request(args: &JudgeArgs) -> anyhow::Result<JudgeRequest> {
    let mut hands = Vec::new();
    for h in &args.hands {
        let Some((name, cards)) = h.split_once(':') else {
            anyhow::bail!("--hand \"{h}\" needs the player's name, a colon, then the cards");
        };
        hands.push(ShownHand {
            name: name.trim().to_string(),
            cards: cards.trim().to_string(),
            ..Default::default()
        });
    }
    let find = |hands: &mut Vec<ShownHand>, name: &str, flag: &str| -> anyhow::Result<usize> {
        hands
            .iter()
            .position(|h| h.name.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| anyhow::anyhow!("{flag} names {}, who has no --hand", name.trim()))
    };
    for p in &args.puts {
        let Some((name, n)) = p.split_once('=') else {
            anyhow::bail!("--put \"{p}\" is NAME=CHIPS");
        };
        let i = find(&mut hands, name, "--put")?;
        let n: u64 = n.trim().parse().map_err(|_| {
            anyhow::anyhow!("--put \"{p}\": \"{}\" is not a number of chips", n.trim())
        })?;
        hands[i].put = Some(n);
    }
    for d in &args.declares {
        let Some((name, way)) = d.split_once('=') else {
            anyhow::bail!("--declare \"{d}\" is NAME=high, NAME=low or NAME=both");
        };
        let i = find(&mut hands, name, "--declare")?;
        hands[i].declares = Some(match way.trim().to_ascii_lowercase().as_str() {
            "high" | "hi" => Declared::High,
            "low" | "lo" => Declared::Low,
            "both" | "both ways" | "both-ways" => Declared::Both,
            other => anyhow::bail!("--declare \"{d}\": \"{other}\" is not high, low or both"),
        });
    }
    // Read here, not by the parser, so that a pot of -5 is answered in the judge's words.
    let pot = match &args.pot {
        None => None,
        Some(text) => Some(text.trim().replace(',', "").parse::<u64>().map_err(|_| {
            anyhow::anyhow!("--pot {text}: a pot is a number of chips, 0 or more (\"1500\")")
        })?),
    };
    Ok(JudgeRequest {
        game: args.game.clone().unwrap_or_default(),
        board: args.board.clone(),
        hands,
        button: args.button.clone(),
        pot,
        chip: args.chip,
        parts: args.parts.clone(),
        qualifier: args.roll,
        wild: args.wild.clone(),
    })
}

pub fn run(args: JudgeArgs) -> anyhow::Result<()> {
    if args.games {
        let forms = calc::judge_forms();
        if args.json {
            println!("{}", serde_json::to_string_pretty(&forms)?);
        } else {
            for f in &forms {
                let what = match &f.refused {
                    Some(why) => format!("not judged: {why}"),
                    None => form_words(f),
                };
                println!("{} ({}): {what}", f.name, f.key);
            }
        }
        return Ok(());
    }
    let j = calc::judge(&request(&args)?)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&j)?);
    } else {
        print!("{}", text(&j));
    }
    Ok(())
}

/// The answer as the floor reads it out: each pot, each part's winner and every hand.
pub fn text(j: &Judgement) -> String {
    let mut out = format!("{}\n", j.name);
    let several = j.pots.len() > 1;
    for (k, pot) in j.pots.iter().enumerate() {
        if several {
            let which = if k == 0 {
                "Main pot".to_string()
            } else {
                format!("Side pot {k}")
            };
            out += &format!(
                "\n{which}: {} ({})\n",
                chips(pot.amount),
                pot.eligible.join(", ")
            );
        } else if pot.amount > 0 {
            out += &format!("Pot {}\n", chips(pot.amount));
        }
        for part in &pot.parts {
            let head = match part.winners.as_slice() {
                [] => "nobody".to_string(),
                [one] => one.to_string(),
                many => format!("{} split", many.join(" and ")),
            };
            let worth = if pot.amount > 0 {
                format!(" ({})", chips(part.amount))
            } else {
                String::new()
            };
            out += &format!("  {}{worth}: {head}\n", capital(&part.part));
            for (name, words) in &part.hands.0 {
                let cards = part
                    .cards
                    .get(name)
                    .map(|c| format!("  [{c}]"))
                    .unwrap_or_default();
                let mark = if part.winners.contains(name) {
                    "*"
                } else {
                    " "
                };
                out += &format!("   {mark} {name}: {words}{cards}\n");
            }
        }
    }
    if j.shares.0.iter().any(|(_, c)| *c > 0) {
        let takes: Vec<String> = j
            .shares
            .0
            .iter()
            .map(|(n, c)| format!("{n} {}", chips(*c)))
            .collect();
        out += &format!("Takes: {}\n", takes.join(", "));
    }
    for n in &j.notes {
        out += &format!("Note: {n}\n");
    }
    out
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// What a game's showdown needs, in one line.
fn form_words(f: &felt_core::showdown::JudgeForm) -> String {
    let mut out = Vec::new();
    let parts: Vec<String> = f
        .parts
        .iter()
        .map(|p| match &p.when {
            Some(w) => format!("{} (when {w})", p.label.to_lowercase()),
            None => p.label.to_lowercase(),
        })
        .collect();
    out.push(parts.join(" / "));
    if let Some(c) = f.cards {
        out.push(if c.fewest == c.most {
            format!(
                "{} a hand",
                felt_core::words::count(u64::from(c.most), "card", "cards")
            )
        } else {
            format!("{} to {} cards a hand", c.fewest, c.most)
        });
    }
    if !f.board.is_empty() {
        let sizes: Vec<String> = f.board.iter().map(u8::to_string).collect();
        out.push(format!("board {}", sizes.join(" | ")));
    }
    for (on, what) in [
        (f.split_hand, "hands shown split with |"),
        (f.down_then_up, "the down cards, |, then the up cards"),
        (f.declared, "declarations"),
        (f.roll, "the roll (--roll)"),
        (f.wild, "the wild card (--wild)"),
        (f.marks_wild, "the wild card marked with *"),
    ] {
        if on {
            out.push(what.to_string());
        }
    }
    if !f.joker.is_empty() {
        out.push(f.joker.clone());
    }
    out.join("; ")
}
