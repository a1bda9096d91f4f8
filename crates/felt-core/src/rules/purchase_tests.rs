use super::*;
use crate::structure::parse_structure;
use PurchaseKind::*;

const EVENT: &str = r#"
name = "Rebuy NLHE"
starting_stack = 5000
table_size = 9
level_minutes = 20
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
[[levels]]
stakes = "75/150"
[[levels]]
break_minutes = 15
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "150/300"
[rebuy]
chips = 5000
price = 2000
fee = 200
limit = 2
until_end_of_level = 3
stack_at_most = 5000
[add_on]
chips = 10000
price = 2000
at_break_after_level = 3
[re_entry]
chips = 5000
price = 2500
fee = 300
from_level = 2
until_end_of_level = 4
"#;

fn ledger() -> PurchaseLedger {
    let parsed = parse_structure("rebuy.toml", EVENT).expect("the example loads");
    PurchaseLedger::for_structure(&parsed.structure)
}

fn standing(stack: Chips) -> PlayerStanding {
    PlayerStanding {
        stack,
        busted: stack == 0,
    }
}

/// Tries each purchase in turn on one ledger; "ok" or the error message.
fn check(ledger: &mut PurchaseLedger, cases: &[(PurchaseKind, PlayerId, Moment, Chips, &str)]) {
    for &(kind, player, moment, stack, expected) in cases {
        let got = match ledger.buy(kind, player, moment, standing(stack)) {
            Ok(_) => "ok".to_string(),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expected, "{kind} by player {player} at {moment}");
    }
}

#[test]
fn purchases_follow_the_offers() {
    use Moment::*;
    let mut l = ledger();
    check(
        &mut l,
        &[
            (Rebuy, 1, Level(1), 0, "ok"),
            (Rebuy, 1, Level(2), 3000, "ok"),
            (
                Rebuy,
                1,
                Level(3),
                0,
                "player 1 has already had 2 rebuys, the limit per player",
            ),
            (
                Rebuy,
                2,
                Level(2),
                5001,
                "player 2 has 5,001 chips; a rebuy is only for 5,000 or fewer",
            ),
            (Rebuy, 2, Level(3), 5000, "ok"),
            (
                Rebuy,
                2,
                BreakAfter(3),
                0,
                "player 2: no rebuy at the break after level 3; it is offered during levels 1 to 3",
            ),
            (
                Rebuy,
                3,
                Level(4),
                0,
                "player 3: no rebuy at level 4; it is offered during levels 1 to 3",
            ),
            (Rebuy, 3, BreakAfter(2), 0, "ok"),
            (
                AddOn,
                1,
                Level(3),
                9000,
                "player 1: no add-on at level 3; it is offered during the break after level 3",
            ),
            (AddOn, 1, BreakAfter(3), 9000, "ok"),
            (
                AddOn,
                4,
                BreakAfter(3),
                0,
                "player 4 is busted: an add-on is only for a player still in",
            ),
            (AddOn, 5, BreakAfter(3), 80_000, "ok"),
            (
                ReEntry,
                6,
                Level(1),
                0,
                "player 6: no re-entry at level 1; it is offered during levels 2 to 4",
            ),
            (
                ReEntry,
                6,
                Level(2),
                4000,
                "player 6 is still in: a re-entry is only for a busted player",
            ),
            (ReEntry, 6, Level(2), 0, "ok"),
            (ReEntry, 6, Level(4), 0, "ok"),
            (
                ReEntry,
                6,
                Level(5),
                0,
                "player 6: no re-entry at level 5; it is offered during levels 2 to 4",
            ),
        ],
    );
    assert_eq!(l.count(1, Rebuy), 2);
    let t = l.totals();
    assert_eq!((t.rebuys, t.add_ons, t.re_entries), (4, 2, 2));
    assert_eq!(t.chips, 4 * 5000 + 2 * 10_000 + 2 * 5000);
    assert_eq!(t.money, 4 * 2000 + 2 * 2000 + 2 * 2500);
    assert_eq!(t.fees, 4 * 200 + 2 * 300);
    assert_eq!(t.prize_pool, t.money - t.fees);
}

#[test]
fn an_event_without_an_offer_refuses_it() {
    let mut l = ledger();
    l.add_on = None;
    let err = l
        .check(AddOn, 1, Moment::BreakAfter(3), standing(100))
        .unwrap_err();
    assert_eq!(err.to_string(), "this event offers no add-on");
    assert_eq!(
        PurchaseLedger::default().totals(),
        PurchaseTotals::default()
    );
}

#[test]
fn windows_contain_their_levels_and_inner_breaks() {
    let levels = PurchaseWindow::Levels { from: 2, until: 4 };
    let brk = PurchaseWindow::Break { after_level: 4 };
    let cases = [
        (levels, Moment::Level(1), false),
        (levels, Moment::Level(2), true),
        (levels, Moment::Level(4), true),
        (levels, Moment::Level(5), false),
        (levels, Moment::BreakAfter(1), false),
        (levels, Moment::BreakAfter(2), true),
        (levels, Moment::BreakAfter(3), true),
        (levels, Moment::BreakAfter(4), false),
        (brk, Moment::Level(4), false),
        (brk, Moment::BreakAfter(4), true),
        (brk, Moment::BreakAfter(5), false),
    ];
    for (w, m, expected) in cases {
        assert_eq!(window_contains(w, m), expected, "{w:?} {m}");
    }
}

#[test]
fn offer_keys_are_checked_with_line_and_column() {
    let cases = [
        (
            "[rebuy]\nchips = 5000\nprice = 100\nuntil_end_of_level = 9\n",
            "rebuy.toml:26:22: error: [rebuy] names level 9, but the structure has levels 1 to 5",
        ),
        (
            "[add_on]\nchips = 5000\nprice = 100\nat_break_after_level = 2\n",
            "rebuy.toml:26:24: error: [add_on] at_break_after_level = 2, but level 2 is not followed by a break",
        ),
        (
            "[add_on]\nchips = 5000\nprice = 100\nat_break_after_level = 3\nfrom_level = 1\n",
            "rebuy.toml:27:14: error: [add_on] takes either at_break_after_level or a run of levels, not both",
        ),
        (
            "[rebuy]\nchips = 5000\nprice = 100\nfee = 200\n",
            "rebuy.toml:26:7: error: [rebuy] fee 200 is more than the price 100",
        ),
        (
            "[rebuy]\nchips = 0\nprice = 100\n",
            "rebuy.toml:24:9: error: [rebuy] chips must be more than 0",
        ),
        (
            "[rebuy]\nchips = 5\nprice = 100\nlimit = 0\n",
            "rebuy.toml:26:9: error: [rebuy] limit must be at least 1 (leave it out for no limit)",
        ),
        (
            "[re_entry]\nchips = 5\nprice = 100\nfrom_level = 4\nuntil_end_of_level = 2\n",
            "rebuy.toml:23:1: error: [re_entry] from_level 4 is after until_end_of_level 2",
        ),
        (
            "[rebuy]\nchips = 5\nprice = 100\nuntil = 2\n",
            "rebuy.toml:26:1: error: unknown field `until`, expected one of",
        ),
    ];
    let base = EVENT.split("[rebuy]").next().unwrap();
    for (table, expected) in cases {
        let text = format!("{base}{table}");
        let errors = parse_structure("rebuy.toml", &text).unwrap_err();
        let first = errors[0].to_string();
        assert!(first.starts_with(expected), "{table}\n got {first}");
    }
}

/// Seed 004: a rebuy's price can change from a level on. Each purchase is recorded at the
/// price in force when it is made (a break counts as the level before it), and the
/// ledger's money follows.
#[test]
fn a_rebuy_costs_the_price_in_force_at_its_level() {
    let text = EVENT.replace(
        "until_end_of_level = 3\nstack_at_most = 5000\n",
        "until_end_of_level = 5\nprices = [{ from_level = 3, price = 4000, fee = 400 }]\n",
    );
    let parsed = parse_structure("rebuy.toml", &text).expect("the example loads");
    let mut ledger = PurchaseLedger::for_structure(&parsed.structure);
    let paid: Vec<(u64, u64)> = [(1, Moment::Level(2)), (2, Moment::Level(3))]
        .into_iter()
        .map(|(player, moment)| {
            let p = ledger.buy(Rebuy, player, moment, standing(0)).unwrap();
            (p.price, p.fee)
        })
        .collect();
    assert_eq!(paid, [(2000, 200), (4000, 400)]);
    let offer = parsed.structure.rebuy.as_ref().unwrap();
    assert_eq!(offer.price_at(1), (2000, 200));
    assert_eq!(offer.price_at(5), (4000, 400));
    assert!(
        offer
            .terms("USD", crate::lang::Locale::ENGLISH)
            .ends_with("; $40 from level 3"),
        "{}",
        offer.terms("USD", crate::lang::Locale::ENGLISH)
    );
}
