//! The `[rebuy]`, `[add_on]` and `[re_entry]` tables of a structure file.
//!
//! Each is an [`AddOnRule`]: price, fee, chips, a per-player limit (`limit`, or `max`;
//! an add-on is one per player when the file says nothing) and a window, either a run of
//! levels or one break. Errors point at the key that is wrong.

use super::diagnostic::{Sink, check_level_exists};
use super::model::Period;
use super::rules::{AddOnRule, PriceFrom, PurchaseWindow};
use serde::Deserialize;
use toml::Spanned;

/// One offer as written in the file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAddOn {
    chips: Spanned<u64>,
    price: u64,
    fee: Option<Spanned<u64>>,
    #[serde(alias = "max")]
    limit: Option<Spanned<u32>>,
    from_level: Option<Spanned<u32>>,
    until_end_of_level: Option<Spanned<u32>>,
    at_break_after_level: Option<Spanned<u32>>,
    stack_at_most: Option<u64>,
    #[serde(default)]
    prices: Vec<Spanned<RawPrice>>,
}

/// A later price as written: `{ from_level = 5, price = 3000, fee = 300 }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPrice {
    from_level: u32,
    price: u64,
    fee: Option<u64>,
}

/// Checks and normalizes the `[name]` table; `levels` is the number of levels and
/// `periods` the periods built so far (to find the break an add-on is tied to).
pub(super) fn build_offer(
    sink: &mut Sink,
    name: &str,
    raw: Option<&Spanned<RawAddOn>>,
    levels: u32,
    periods: &[Period],
) -> Option<AddOnRule> {
    let spanned = raw?;
    let r = spanned.get_ref();
    let at = spanned.span().start;
    if *r.chips.get_ref() == 0 {
        sink.error(
            r.chips.span().start,
            format!("[{name}] chips must be more than 0"),
        );
    }
    if let Some(f) = &r.fee
        && *f.get_ref() > r.price
    {
        sink.error(
            f.span().start,
            format!(
                "[{name}] fee {} is more than the price {}",
                f.get_ref(),
                r.price
            ),
        );
    }
    if let Some(l) = &r.limit
        && *l.get_ref() == 0
    {
        sink.error(
            l.span().start,
            if name == "add_on" {
                format!("[{name}] limit must be at least 1 (leave it out for one per player)")
            } else {
                format!("[{name}] limit must be at least 1 (leave it out for no limit)")
            },
        );
    }
    let window = window(sink, name, r, at, levels, periods);
    let mut prices = Vec::new();
    let mut after = 1;
    if name == "re_entry"
        && let Some(p) = r.prices.first()
    {
        sink.error(
            p.span().start,
            "[re_entry] prices: a re-entry costs the same all event; later prices are for rebuys and add-ons",
        );
    }
    for p in r.prices.iter().filter(|_| name != "re_entry") {
        let (start, raw) = (p.span().start, p.get_ref());
        let fee = raw.fee.unwrap_or(0);
        let what = format!("[{name}] prices: from level {}", raw.from_level);
        check_level_exists(
            sink,
            start,
            raw.from_level,
            levels,
            &format!("[{name}] prices"),
        );
        if raw.from_level <= after {
            sink.error(
                start,
                format!(
                    "{what}: each later price starts after level {after} (the levels rise down the list, after level 1)"
                ),
            );
        }
        if fee > raw.price {
            sink.error(
                start,
                format!("{what}: fee {fee} is more than the price {}", raw.price),
            );
        }
        after = after.max(raw.from_level);
        prices.push(PriceFrom {
            from_level: raw.from_level,
            price: raw.price,
            fee,
        });
    }
    Some(AddOnRule {
        prices,
        chips: *r.chips.get_ref(),
        price: r.price,
        fee: r.fee.as_ref().map_or(0, |f| *f.get_ref()),
        // An add-on is one per player unless the structure says more (seed 004).
        limit: r
            .limit
            .as_ref()
            .map(|l| *l.get_ref())
            .or((name == "add_on").then_some(1)),
        window,
        stack_at_most: r.stack_at_most,
    })
}

fn window(
    sink: &mut Sink,
    name: &str,
    r: &RawAddOn,
    at: usize,
    levels: u32,
    periods: &[Period],
) -> Option<PurchaseWindow> {
    let what = format!("[{name}]");
    if let Some(b) = &r.at_break_after_level {
        if let Some(k) = r.from_level.as_ref().or(r.until_end_of_level.as_ref()) {
            sink.error(
                k.span().start,
                format!("{what} takes either at_break_after_level or a run of levels, not both"),
            );
        }
        let n = *b.get_ref();
        check_level_exists(sink, b.span().start, n, levels, &what);
        let followed_by_break = level_then_break(periods, n);
        if (1..=levels).contains(&n) && !followed_by_break {
            sink.error(
                b.span().start,
                format!(
                    "{what} at_break_after_level = {n}, but level {n} is not followed by a break"
                ),
            );
        }
        return Some(PurchaseWindow::Break { after_level: n });
    }
    if r.from_level.is_none() && r.until_end_of_level.is_none() {
        return None;
    }
    let from = r.from_level.as_ref().map_or(1, |f| *f.get_ref());
    let until = r
        .until_end_of_level
        .as_ref()
        .map_or(levels, |u| *u.get_ref());
    for key in [&r.from_level, &r.until_end_of_level].into_iter().flatten() {
        check_level_exists(sink, key.span().start, *key.get_ref(), levels, &what);
    }
    if from > until {
        sink.error(
            at,
            format!("{what} from_level {from} is after until_end_of_level {until}"),
        );
    }
    Some(PurchaseWindow::Levels { from, until })
}

/// Whether the period after level `n` is a break.
fn level_then_break(periods: &[Period], n: u32) -> bool {
    periods
        .iter()
        .position(|p| matches!(p, Period::Level(l) if l.number == n))
        .and_then(|i| periods.get(i + 1))
        .is_some_and(|p| matches!(p, Period::Break(_)))
}
