//! Payouts locked, deals and results of a tracked event: the lock warning when
//! entries change the pool, deals refused until every player agreed and summing
//! exactly, shared places sharing their prizes, bounties, and the results CSV.

use crate::fixtures;

use felt_core::engine::{
    Command, FieldCommand, HistoryCommand, MoneyCommand, SeatingCommand, Tournament,
};
use felt_core::field::results::{DealKind, field_pool, prizes_now, propose_deal};
use felt_core::field::standings::ResultLine;
use felt_core::field::standings::results_now;
use felt_core::paper::floor_paper::results_csv;
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::clock::clock_view;
use fixtures::{Live, T0};

/// $100 + $10 entries (9,000 cents each to the pool), "Standard 15%" payouts, a $20
/// bounty on every player.
fn event() -> Structure {
    let text = r#"
name = "Results test"
starting_stack = 10000
table_size = 9
level_minutes = 20
[money]
currency = "USD"
buy_in = 10000
fee = 1000
[payouts]
table = "standard-15"
[special]
bounty = 2000
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
"#;
    parse_structure("results.toml", text).unwrap().structure
}

fn register(live: &mut Live, n: u32) {
    for i in 1..=n {
        let next = live.t.field.next_id();
        live.exec(
            Command::Field(FieldCommand::Register {
                name: format!("Player {}", next.max(i)),
                number: None,
                seed: Some(7),
                ticket: None,
            }),
            T0,
        )
        .unwrap();
    }
}

fn live(players: u32) -> Live {
    let mut live = Live::with(event());
    register(&mut live, players);
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(42),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    live
}

fn bust(live: &mut Live, player: u32, by: Option<u32>) {
    live.exec(
        Command::Field(FieldCommand::Bust {
            player,
            same_hand: false,
            stack: None,
            by,
            split: vec![],
        }),
        T0,
    )
    .unwrap();
}

/// Busts the lowest-numbered players still in until `left` remain.
fn bust_down_to(live: &mut Live, left: u32) {
    while live.t.field.players_left() > left {
        let p = live.t.field.active().next().unwrap().id;
        bust(live, p, None);
    }
}

fn still_in(t: &Tournament) -> Vec<u32> {
    t.field.active().map(|e| e.id).collect()
}

fn deal(players: &[u32], amounts: &[u64], play_for: u64, agreed: &[u32]) -> Command {
    Command::Money(MoneyCommand::Deal {
        method: DealKind::Custom,
        players: players.to_vec(),
        amounts: amounts.to_vec(),
        play_for,
        agreed: agreed.to_vec(),
    })
}

/// The lines' prizes add up to the prizes in effect; a replay gives the same lines.
fn check_results(live: &Live) -> Vec<ResultLine> {
    let lines = results_now(live.t.money_input()).lines;
    let replayed = Tournament::replay(&live.log).unwrap();
    assert_eq!(
        results_now(replayed.money_input()).lines,
        lines,
        "replay gives other results"
    );
    lines
}

/// The payouts a view shows are worked out once per state and kept with it: each record
/// folded shows the payouts of the new state, a state held from before still shows its
/// own, and a replayed state shows the same as the one folded record by record.
#[test]
fn the_payouts_shown_follow_every_record_and_a_state_kept_keeps_its_own() {
    let mut live = live(12);
    let paid = |t: &Tournament| {
        let p = clock_view(t, T0).payouts.unwrap();
        (
            p.players_left,
            p.places.iter().map(|l| l.amount).sum::<u64>(),
        )
    };
    let mut seen = vec![paid(&live.t)];
    for _ in 0..3 {
        let before = live.t.clone();
        let shown_before = paid(&live.t);
        register(&mut live, 1);
        let shown = paid(&live.t);
        assert_eq!(shown.0, shown_before.0 + 1, "one more player in");
        assert!(shown.1 > shown_before.1, "a larger pool pays more");
        // A copy taken before the record shows the state it copied.
        assert_eq!(paid(&before), shown_before);
        seen.push(shown);
    }
    bust(&mut live, 1, None);
    assert_eq!(paid(&live.t).0, seen[3].0 - 1);
    let replayed = Tournament::replay(&live.log).unwrap();
    assert_eq!(paid(&replayed), paid(&live.t));
    assert_eq!(
        clock_view(&replayed, T0).payouts,
        clock_view(&live.t, T0).payouts
    );
}

#[test]
fn pool_counts_entries_and_re_entries_recorded() {
    let live = live(20);
    let pool = field_pool(&live.t.field, &live.t.structure, 0).unwrap();
    assert_eq!(pool.total, 20 * 9000);
    let view = clock_view(&live.t, T0);
    assert_eq!(view.prize_pool, Some(180_000));
    assert_eq!(view.payouts.unwrap().places.len(), 3);
}

#[test]
fn lock_then_more_entries_warns() {
    let mut live = live(20);
    let before = prizes_now(live.t.money_input()).unwrap();
    live.exec(Command::Money(MoneyCommand::LockPayouts), T0)
        .unwrap();
    assert_eq!(
        live.exec(Command::Money(MoneyCommand::LockPayouts), T0),
        Err("payouts-lock")
    );
    register(&mut live, 2);
    let view = clock_view(&live.t, T0).payouts.unwrap();
    assert!(view.locked);
    assert_eq!(
        view.places.iter().map(|p| p.amount).collect::<Vec<_>>(),
        before,
        "locked prizes do not follow the entries"
    );
    assert_eq!(
        view.warning.as_deref(),
        Some("payouts were locked at 20 entries (pool $1,800); the pool is now $1,980")
    );
    // Undo the two registrations and the lock: the prizes follow the entries again.
    for _ in 0..3 {
        live.exec(Command::History(HistoryCommand::Undo), T0)
            .unwrap();
    }
    let view = clock_view(&live.t, T0).payouts.unwrap();
    assert!(!view.locked);
    assert_eq!(view.warning, None);
    live.exec(Command::Money(MoneyCommand::LockPayouts), T0)
        .unwrap();
    live.exec(Command::Money(MoneyCommand::UnlockPayouts), T0)
        .unwrap();
    assert_eq!(
        live.exec(Command::Money(MoneyCommand::UnlockPayouts), T0),
        Err("payouts-lock")
    );
}

#[test]
fn deal_needs_everyone_and_the_exact_sum() {
    let mut live = live(20);
    bust_down_to(&mut live, 3);
    let left = still_in(&live.t);
    // 20 entries pay 3 places of 180,000 cents: 43.75%, 31.5%, 24.75%, in whole dollars.
    assert_eq!(
        prizes_now(live.t.money_input()).unwrap(),
        vec![78_800, 56_700, 44_500]
    );
    let amounts = [80_000, 60_000, 40_000];
    // (command, expected error message) cases; nothing is logged on a refusal.
    let cases: Vec<(Command, &str)> = vec![
        (
            deal(&left, &amounts, 0, &left[..1]),
            "entry 19 (Player 19), entry 20 (Player 20) have not agreed to the deal",
        ),
        (
            deal(&left, &amounts, 0, &left[..2]),
            "entry 20 (Player 20) has not agreed to the deal",
        ),
        (
            deal(&left[..2], &amounts[..2], 0, &left[..2]),
            "entry 20 (Player 20) is still in and must be part of the deal",
        ),
        (
            deal(&[1, 19, 20], &amounts, 0, &[1, 19, 20]),
            "entry 1 (Player 1) is not a player still in",
        ),
        (
            deal(&left, &[80_000, 60_000, 39_999], 0, &left),
            "the deal pays $1,799.99, but the prizes still to be paid ($1,800) minus the $0 played for make $1,800",
        ),
        (
            deal(&left, &amounts, 10_000, &left),
            "the deal pays $1,800, but the prizes still to be paid ($1,800) minus the $100 played for make $1,700",
        ),
    ];
    let logged = live.log.len();
    for (cmd, message) in cases {
        let err = live.t.decide(&cmd, T0).unwrap_err();
        assert_eq!(err.to_string(), message);
        assert_eq!(live.log.len(), logged);
    }
    // Everyone agreed, $100 kept to play for.
    let split = [75_000, 55_000, 40_000];
    live.exec(deal(&left, &split, 10_000, &left), T0).unwrap();
    // A second deal shares only the $100 kept to play for (seed 004: several deals).
    assert_eq!(
        live.exec(deal(&left, &split, 10_000, &left), T0),
        Err("deal-wrong-sum")
    );
    let lines = check_results(&live);
    let dealt: Vec<(u32, u64)> = lines
        .iter()
        .filter(|l| l.note.is_some())
        .map(|l| (l.player, l.prize))
        .collect();
    assert_eq!(dealt, vec![(18, 75_000), (19, 55_000), (20, 40_000)]);
    // Play continues for the $100: the winner takes it on top of the deal.
    bust(&mut live, 18, Some(20));
    bust(&mut live, 19, Some(20));
    let lines = check_results(&live);
    let top: Vec<(u32, u32, u64)> = lines
        .iter()
        .take(3)
        .map(|l| (l.place, l.player, l.prize))
        .collect();
    assert_eq!(top, vec![(1, 20, 50_000), (2, 19, 55_000), (3, 18, 75_000)]);
    let paid: u64 = lines.iter().map(|l| l.prize).sum();
    assert_eq!(paid, 180_000, "deal plus played-for amount pay the pool");
    // Undo the two busts and the deal: the place prizes are back.
    for _ in 0..3 {
        live.exec(Command::History(HistoryCommand::Undo), T0)
            .unwrap();
    }
    assert_eq!(live.t.field.money.deal, None);
    assert!(
        results_now(live.t.money_input())
            .lines
            .iter()
            .all(|l| l.prize == 0)
    );
}

/// Seed 004: several deals in one event. A chop at five keeps $200 to play for; at three
/// the players left share that $200 too, keeping $20; the winner takes it. Each player is
/// paid both deals' amounts, and the results still add up to the pool.
#[test]
fn a_second_deal_shares_what_the_first_kept_to_play_for() {
    let mut live = live(20);
    bust_down_to(&mut live, 5);
    let five = still_in(&live.t);
    let first = [40_000, 40_000, 30_000, 30_000, 20_000];
    live.exec(deal(&five, &first, 20_000, &five), T0).unwrap();
    bust(&mut live, five[0], None);
    bust(&mut live, five[1], None);
    let three = still_in(&live.t);
    assert_eq!(three, five[2..]);
    // What is left to share is the $200 kept for 1st, nothing more.
    assert_eq!(
        live.t
            .decide(&deal(&three, &[8_000, 6_000, 5_000], 2_000, &three), T0)
            .unwrap_err()
            .to_string(),
        "the deal pays $190, but the prizes still to be paid ($200) minus the $20 played for make $180"
    );
    live.exec(deal(&three, &[8_000, 6_000, 4_000], 2_000, &three), T0)
        .unwrap();
    let panel = clock_view(&live.t, T0).payouts.unwrap().deal.unwrap();
    assert_eq!(panel.title, "2 deals between 5 players (the last: custom)");
    assert_eq!(panel.play_for.as_deref(), Some("$20 kept for 1st"));
    bust(&mut live, three[0], Some(three[2]));
    bust(&mut live, three[1], Some(three[2]));
    let lines = check_results(&live);
    let paid: Vec<(u32, u64)> = lines.iter().take(5).map(|l| (l.player, l.prize)).collect();
    assert_eq!(
        paid,
        vec![
            (three[2], 20_000 + 4_000 + 2_000),
            (three[1], 30_000 + 6_000),
            (three[0], 30_000 + 8_000),
            (five[1], 40_000),
            (five[0], 40_000),
        ]
    );
    let total: u64 = lines.iter().map(|l| l.prize).sum();
    assert_eq!(
        total, 180_000,
        "two deals and the played-for amount pay the pool"
    );
    // Undo back past the second deal: the first stands alone again.
    for _ in 0..3 {
        live.exec(Command::History(HistoryCommand::Undo), T0)
            .unwrap();
    }
    let d = live.t.field.money.deal.as_ref().unwrap();
    assert_eq!(
        (d.deals, d.play_for, d.amounts.clone()),
        (1, 20_000, first.to_vec())
    );
}

fn savers(amounts: &[u64], agreed: &[u32]) -> Command {
    Command::Money(MoneyCommand::Savers {
        amounts: amounts.to_vec(),
        agreed: agreed.to_vec(),
    })
}

/// Seed 004: savers. On the bubble (four left, three paid) everyone agrees that the next
/// player out gets $100 back; it comes out of the pool before the three places are paid,
/// play goes on, and the results still add up to the pool.
#[test]
fn a_saver_pays_the_next_player_out_from_the_pool_and_play_goes_on() {
    let mut live = live(20);
    bust_down_to(&mut live, 4);
    let four = still_in(&live.t);
    // (command, refusal) cases: nothing is logged on a refusal.
    let cases: Vec<(Command, &str)> = vec![
        (
            savers(&[10_000], &four[..3]),
            "entry 20 (Player 20) has not agreed to the savers",
        ),
        (savers(&[0], &four), "the saver for 4th is 0"),
        (
            savers(&[10_000, 10_000, 10_000], &four),
            "3 savers with 4 players left: at least two players must play on unsaved",
        ),
        (
            savers(&[180_000], &four),
            "the savers ($1,800) must be less than the prizes left to share ($1,800)",
        ),
    ];
    let logged = live.log.len();
    for (cmd, message) in cases {
        let err = live.t.decide(&cmd, T0).unwrap_err();
        assert_eq!(err.to_string(), message);
        assert_eq!(live.log.len(), logged);
    }
    live.exec(savers(&[10_000], &four), T0).unwrap();
    assert_eq!(
        live.t
            .decide(&savers(&[5_000], &four), T0)
            .unwrap_err()
            .to_string(),
        "4th already has a saver"
    );
    // The three places share $1,700 now.
    let prizes = prizes_now(live.t.money_input()).unwrap();
    assert_eq!(prizes.iter().sum::<u64>(), 170_000);
    let panel = clock_view(&live.t, T0).payouts.unwrap();
    let saver_row = panel
        .rows
        .iter()
        .find(|r| r.round.as_deref() == Some("saver"))
        .unwrap();
    assert_eq!(
        (saver_row.label.as_str(), saver_row.amount),
        ("4th", 10_000)
    );
    assert!(
        panel
            .basis
            .ends_with("; savers $100 taken from the pool first"),
        "{}",
        panel.basis
    );
    bust(&mut live, four[0], None);
    bust(&mut live, four[1], None);
    bust(&mut live, four[2], None);
    let lines = check_results(&live);
    let fourth = lines.iter().find(|l| l.place == 4).unwrap();
    assert_eq!(
        (
            fourth.player,
            fourth.prize,
            fourth.note.as_ref().map(ToString::to_string).as_deref()
        ),
        (four[0], 10_000, Some("saver"))
    );
    let paid: u64 = lines.iter().map(|l| l.prize).sum();
    assert_eq!(paid, 180_000, "the saver and the places pay the pool");
}

#[test]
fn proposals_sum_to_the_prizes_left_minus_play_for() {
    let mut live = live(20);
    bust_down_to(&mut live, 3);
    let stacks = [100_000, 60_000, 40_000];
    // (method, play_for, expected amounts)
    let cases = [
        // 3rd prize (445.00) each, the rest 50/30/20 by chips, each rounded down to the
        // table's $1 increment (the prizes' own): the cents left over are played for.
        (DealKind::Chop, 0, vec![67_700, 58_400, 53_800]),
        (DealKind::Chop, 10_000, vec![62_700, 55_400, 51_800]),
        (DealKind::Icm, 0, vec![0, 0, 0]),
    ];
    for (method, play_for, expected) in cases {
        let p = propose_deal(live.t.money_input(), method, &stacks, play_for, 1).unwrap();
        assert_eq!(
            p.amounts.iter().sum::<u64>() + p.remainder,
            180_000 - play_for
        );
        assert!(p.amounts.iter().all(|a| a % 100 == 0), "{:?}", p.amounts);
        if method == DealKind::Chop {
            assert_eq!(p.amounts, expected, "{method:?} {play_for}");
        }
        assert!(p.amounts[0] >= p.amounts[1] && p.amounts[1] >= p.amounts[2]);
    }
    let err = propose_deal(live.t.money_input(), DealKind::Icm, &stacks[..2], 0, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "2 chip counts were given for 3 players still in"
    );
}

#[test]
fn shared_places_in_hand_for_hand_share_their_prizes() {
    let mut live = live(60);
    bust_down_to(&mut live, 9);
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    let a = still_in(&live.t)[0];
    let b = still_in(&live.t)[1];
    bust(&mut live, a, None);
    bust(&mut live, b, None);
    let prizes = prizes_now(live.t.money_input()).unwrap();
    assert_eq!(prizes.len(), 9, "60 entries pay 9 places");
    let lines = check_results(&live);
    let shared: Vec<&ResultLine> = lines.iter().filter(|l| l.place == 8).collect();
    assert_eq!(shared.len(), 2);
    assert!(shared.iter().all(|l| l.shared_to == 9));
    let sum: u64 = shared.iter().map(|l| l.prize).sum();
    assert_eq!(sum, prizes[7] + prizes[8]);
    assert!(shared[0].prize - shared[1].prize <= 1);
}

#[test]
fn full_event_results_and_csv() {
    let mut live = live(14);
    // Entry 14 knocks out 1..=11, entry 13 knocks out 12, 14 wins heads-up.
    for p in 1..=11 {
        bust(&mut live, p, Some(14));
    }
    bust(&mut live, 12, Some(13));
    bust(&mut live, 13, Some(14));
    let lines = check_results(&live);
    assert_eq!(lines.len(), 14);
    let top: Vec<(u32, &str, u64, u64)> = lines
        .iter()
        .take(4)
        .map(|l| (l.place, l.name.as_str(), l.prize, l.bounties))
        .collect();
    // 14 entries pay 3 places of 126,000 cents: 43.75%, 31.5%, 24.75%.
    assert_eq!(
        top,
        vec![
            (1, "Player 14", 55_200, 13 * 2000),
            (2, "Player 13", 39_700, 2000),
            (3, "Player 12", 31_100, 0),
            (4, "Player 11", 0, 0),
        ]
    );
    assert_eq!(lines.iter().map(|l| l.prize).sum::<u64>(), 126_000);
    let csv = results_csv(&lines);
    let head: Vec<&str> = csv.split("\r\n").take(4).collect();
    assert_eq!(
        head,
        vec![
            "place,name,prize,bounties",
            "1,Player 14,552.00,260.00",
            "2,Player 13,397.00,20.00",
            "3,Player 12,311.00,0.00",
        ]
    );
}

/// An event tracked by counts (entries +100, no player registered) locks its payouts
/// from the counted entries; the clock view and the lock agree. It is not refused with
/// "nobody has entered".
#[test]
fn an_event_tracked_by_counts_locks_its_payouts() {
    use felt_core::engine::{CountCommand, Counter};
    let mut live = Live::with(event());
    live.exec(
        Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 100,
        }),
        T0,
    )
    .unwrap();
    let shown = clock_view(&live.t, T0).payouts.unwrap();
    assert_eq!(clock_view(&live.t, T0).prize_pool, Some(100 * 9000));
    live.exec(Command::Money(MoneyCommand::LockPayouts), T0)
        .expect("a counted event locks its payouts");
    let locked = clock_view(&live.t, T0).payouts.unwrap();
    assert!(locked.locked);
    assert_eq!(locked.places, shown.places);
    assert_eq!(
        prizes_now(live.t.money_input()).unwrap(),
        shown.places.iter().map(|p| p.amount).collect::<Vec<_>>()
    );
}

/// A counted pool costs one step whatever the counts: the million entries the engine
/// allows add up exactly (and a pool that would overflow is no pool, not a wrap).
#[test]
fn a_counted_pool_is_arithmetic_not_a_list() {
    use felt_core::field::results::counted_pool;
    let s = event();
    assert_eq!(counted_pool(&s, 1_000_000, 0).unwrap().total, 9_000_000_000);
    assert_eq!(counted_pool(&s, 0, 0).unwrap().total, 0);
    let mut huge = event();
    huge.money.as_mut().unwrap().buy_in = u64::MAX / 2;
    huge.money.as_mut().unwrap().fee = 0;
    assert!(counted_pool(&huge, 3, 0).is_none());
}

/// The event finishes. When one player is left the event is over: the clock
/// stops at that bust, the clock view turns into the results (winner, places, prizes),
/// the field view offers nothing, and every command but undo and redo is refused with the
/// winner named. An undo plays on.
#[test]
fn the_event_is_over_when_one_player_is_left() {
    use felt_core::engine::ClockAction;
    use felt_core::time::UtcMs;
    use felt_core::view::clock::ClockStatus;
    let minute = 60_000;
    let mut live = live(14);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    for p in 1..=12 {
        bust(&mut live, p, Some(14));
    }
    let end = UtcMs(T0.0 + 5 * minute);
    live.exec(
        Command::Field(FieldCommand::Bust {
            player: 13,
            same_hand: false,
            stack: None,
            by: Some(14),
            split: vec![],
        }),
        end,
    )
    .unwrap();
    assert_eq!(
        live.t.over(),
        Some(felt_core::field::Over::Won { winner: 14 })
    );
    let later = UtcMs(T0.0 + 60 * minute);
    let view = clock_view(&live.t, later);
    assert_eq!(view.status, ClockStatus::Finished);
    assert_eq!(view.ends_at, None);
    assert_eq!(
        view.period, 0,
        "the clock stopped in level 1, at the last bust"
    );
    assert_eq!(view.remaining_ms, 15 * minute);
    let result = view.result.expect("a finished event shows its result");
    assert_eq!(result.headline, "Player 14 wins");
    assert_eq!(result.how, "Player 14 is the last player in.");
    let top: Vec<(&str, &str, Option<&str>, Option<&str>)> = result
        .lines
        .iter()
        .take(4)
        .map(|l| {
            let (prize, note) = (l.prize.as_deref(), l.note.as_deref());
            (l.place.as_str(), l.name.as_str(), prize, note)
        })
        .collect();
    // 14 entries pay 3 places of 126,000 cents; the winner knocked out all 13 others
    // and keeps his own $20 bounty: $552 + $280.
    assert_eq!(
        top,
        [
            ("1st", "Player 14", Some("$832"), Some("$280 in bounties")),
            ("2nd", "Player 13", Some("$397"), None),
            ("3rd", "Player 12", Some("$311"), None),
            ("4th", "Player 11", None, None),
        ]
    );
    assert_eq!((result.lines.len(), result.more), (10, 4));
    let field = felt_core::view::field::field_view(&live.t.field, &live.t.context(later), Some(3));
    assert!(
        field.players.iter().all(|p| p.actions.is_empty()),
        "a finished event offers no desk action"
    );
    for cmd in [
        Command::Field(FieldCommand::Bust {
            player: 14,
            same_hand: false,
            stack: None,
            by: None,
            split: vec![],
        }),
        Command::Field(FieldCommand::Register {
            name: "Late Larry".into(),
            number: None,
            seed: Some(1),
            ticket: None,
        }),
        Command::Clock(ClockAction::Pause),
    ] {
        let message = live.t.decide(&cmd, later).unwrap_err().to_string();
        assert_eq!(
            message,
            "the event is over (entry 14 (Player 14) won): undo the action that ended it to play on"
        );
        assert_eq!(live.exec(cmd, later), Err("event-over"));
    }
    live.exec(Command::History(HistoryCommand::Undo), later)
        .unwrap();
    assert_eq!(live.t.over(), None);
    let view = clock_view(&live.t, later);
    assert_eq!(view.status, ClockStatus::Running);
    assert!(view.result.is_none());
}

/// A recorded deal changes what everyone sees: the payouts panel lists each
/// player's amount in money words and what is kept for 1st, and marks the places it
/// shared out; a deal for everything left ends the event.
#[test]
fn a_deal_shows_on_the_payouts_panel() {
    let mut live = live(20);
    bust_down_to(&mut live, 3);
    let left = still_in(&live.t);
    // 180,000 left to pay: 10,000 kept to play for.
    live.exec(deal(&left, &[70_000, 40_000, 60_000], 10_000, &left), T0)
        .unwrap();
    let payouts = clock_view(&live.t, T0).payouts.unwrap();
    let deal_lines = payouts.deal.expect("the deal is on the panel");
    assert_eq!(deal_lines.title, "Deal (custom) between 3 players");
    let lines: Vec<(&str, &str)> = deal_lines
        .lines
        .iter()
        .map(|l| (l.name.as_str(), l.amount_text.as_str()))
        .collect();
    assert_eq!(
        lines,
        [
            ("Player 18", "$700"),
            ("Player 20", "$600"),
            ("Player 19", "$400")
        ]
    );
    assert_eq!(deal_lines.play_for.as_deref(), Some("$100 kept for 1st"));
    let dealt: Vec<(u32, bool)> = payouts.rows.iter().map(|r| (r.first, r.dealt)).collect();
    assert!(
        dealt.iter().all(|&(first, d)| d == (first <= 3)),
        "{dealt:?}"
    );
    assert!(
        !payouts.bubble && payouts.in_the_money,
        "everyone in the deal is paid: no bubble"
    );
    assert_eq!(live.t.over(), None, "10,000 is still played for");

    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    live.exec(deal(&left, &[80_000, 40_000, 60_000], 0, &left), T0)
        .unwrap();
    assert_eq!(live.t.over(), Some(felt_core::field::Over::Chopped));
    let view = clock_view(&live.t, T0);
    assert_eq!(view.payouts.unwrap().deal.unwrap().play_for, None);
    assert_eq!(view.result.unwrap().headline, "A deal ends the event");
}

/// A proposed deal's amounts are rounded down to the event's payout increment;
/// what that leaves over is added to the amount kept for 1st, and the proposal says so.
#[test]
fn a_proposed_deal_is_rounded_to_the_increment() {
    let text = r#"
name = "Rounded deal"
starting_stack = 10000
table_size = 9
level_minutes = 20
[money]
currency = "USD"
buy_in = 10000
fee = 1000
[payouts]
table = "standard-15"
increment = 500
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
"#;
    let mut live = Live::with(parse_structure("rounded.toml", text).unwrap().structure);
    register(&mut live, 20);
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(42),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    bust_down_to(&mut live, 3);
    let prizes: u64 = prizes_now(live.t.money_input()).unwrap()[..3].iter().sum();
    let p = propose_deal(
        live.t.money_input(),
        DealKind::Chop,
        &[100_001, 60_000, 39_999],
        0,
        1,
    )
    .unwrap();
    assert!(p.amounts.iter().all(|a| a % 500 == 0), "{:?}", p.amounts);
    assert_eq!(p.amounts.iter().sum::<u64>() + p.play_for, prizes);
    assert_eq!(p.play_for, p.remainder);
    assert!(p.remainder < 3 * 500);
    assert_eq!(
        p.rounding.as_deref(),
        Some(
            format!(
                "Rounded down to $5 each; the {} left over is added to the amount kept for 1st.",
                felt_core::words::money(p.remainder, "USD")
            )
            .as_str()
        )
    );
    // The proposal records as it is.
    let left = still_in(&live.t);
    live.exec(
        Command::Money(MoneyCommand::Deal {
            method: DealKind::Chop,
            players: left.clone(),
            amounts: p.amounts.clone(),
            play_for: p.play_for,
            agreed: left,
        }),
        T0,
    )
    .unwrap();
}

/// A three-round shootout of 27 players at three-handed tables, run to its
/// winner: the final table is paid by place, the six players out in round 2 are paid
/// alike (and the results say so), nobody out in round 1 is paid, and the prizes add up
/// to the pool.
#[test]
fn a_three_round_shootout_pays_by_round_reached() {
    let text = r#"
name = "Shootout results"
starting_stack = 10000
table_size = 3
level_minutes = 20
[money]
currency = "USD"
buy_in = 10000
[payouts]
increment = 100
[payouts.curve]
paid_percent = 30
[special]
shootout = { advance = 1, rounds = 3, pay = "by-round" }
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
"#;
    let mut live = Live::with(parse_structure("shootout.toml", text).unwrap().structure);
    register(&mut live, 27);
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(5),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    // Each round: every table won by its first seated player, then the next round drawn.
    for round in 1..=3 {
        let tables: Vec<u32> = live.t.field.seating.tables.keys().copied().collect();
        for t in tables {
            let winner = live
                .t
                .field
                .seating
                .table(t)
                .unwrap()
                .seated()
                .next()
                .unwrap()
                .1;
            live.exec(
                Command::Seating(SeatingCommand::TableWon {
                    table: t,
                    players: vec![winner],
                }),
                T0,
            )
            .unwrap();
        }
        if round < 3 {
            live.exec(
                Command::Seating(SeatingCommand::NextRound { seed: Some(round) }),
                T0,
            )
            .unwrap();
        }
    }
    assert_eq!(live.t.field.players_left(), 1);
    let panel = clock_view(&live.t, T0).payouts.unwrap();
    let rows: Vec<String> = panel
        .rows
        .iter()
        .map(|r| {
            format!(
                "{} {} {}",
                r.label,
                r.amount_text,
                r.round.as_deref().unwrap_or("-")
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            "1st $825 -",
            "2nd $436 -",
            "3rd $311 -",
            "4th-9th $188 out in round 2"
        ],
        "{}",
        panel.basis
    );
    let lines = check_results(&live);
    let paid: u64 = lines.iter().map(|l| l.prize).sum();
    assert_eq!(paid, 27 * 10_000);
    let round_two: Vec<&ResultLine> = lines
        .iter()
        .filter(|l| (4..=9).contains(&l.place))
        .collect();
    assert_eq!(round_two.len(), 6);
    assert!(
        round_two.iter().all(|l| l.prize == 18_800
            && l.note
                .as_ref()
                .is_some_and(|n| n.to_string() == "out in round 2")),
        "{round_two:?}"
    );
    assert!(
        lines
            .iter()
            .filter(|l| l.place > 9)
            .all(|l| l.prize == 0 && l.note.is_none())
    );
}

/// A deal is not paid in cents where the event's prizes are round figures (a
/// payout curve's increment, not written in the structure). The amounts round to the
/// prizes' own increment, and what rounding leaves over is named and kept to play for.
#[test]
fn a_deal_rounds_to_the_prizes_own_increment() {
    let text = r#"
name = "Curve"
starting_stack = 10000
table_size = 9
level_minutes = 20
[money]
currency = "USD"
buy_in = 12000
fee = 2000
[payouts]
curve = { paid_percent = 15 }
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
"#;
    let mut live = Live::with(parse_structure("curve.toml", text).unwrap().structure);
    register(&mut live, 37);
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(42),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    bust_down_to(&mut live, 3);
    let prizes = prizes_now(live.t.money_input()).unwrap();
    let pool = field_pool(&live.t.field, &live.t.structure, 0)
        .unwrap()
        .total;
    let unit = felt_core::rules::payout::event::prize_increment(&live.t.structure, 37, pool);
    assert!(unit >= 100, "a curve pays round figures: {unit}");
    assert!(prizes.iter().all(|p| p % unit == 0), "{prizes:?} in {unit}");
    for method in [DealKind::Icm, DealKind::Chop] {
        let p = propose_deal(
            live.t.money_input(),
            method,
            &[91_000, 57_000, 22_000],
            0,
            1,
        )
        .unwrap();
        assert!(
            p.amounts.iter().all(|a| a % unit == 0),
            "{method:?}: {:?} is not in multiples of {unit}",
            p.amounts
        );
        let left: u64 = prizes[..3].iter().sum();
        assert_eq!(p.amounts.iter().sum::<u64>() + p.remainder, left);
        if p.remainder > 0 {
            let words = p.rounding.clone().unwrap_or_default();
            assert!(words.contains("left over"), "{words}");
        }
    }
}
