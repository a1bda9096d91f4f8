use super::*;
use crate::structure::parse_structure;

/// A NLHE structure with `levels` (stakes, or "break" / "break:25,100" for a break
/// racing off those chips) and chips 25, 100, 500, 1000, 5000.
fn structure(levels: &[&str]) -> Structure {
    let mut text = String::from(
        "name = \"Test\"\nstarting_stack = 20000\ntable_size = 9\n\
         [[games]]\nid = \"nlh\"\nname = \"NLHE\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n",
    );
    for c in [25, 100, 500, 1000, 5000] {
        text.push_str(&format!("[[chips]]\nvalue = {c}\ncolor = \"c{c}\"\n"));
    }
    for l in levels {
        match l.strip_prefix("break") {
            Some(race) => {
                text.push_str("[[levels]]\nbreak_minutes = 10\n");
                if let Some(list) = race.strip_prefix(':') {
                    text.push_str(&format!("race_off = [{list}]\n"));
                }
            }
            None => text.push_str(&format!("[[levels]]\nstakes = \"{l}\"\n")),
        }
    }
    parse_structure("t.toml", &text).unwrap().structure
}

/// Schedule rendered as "after L: removed -> next".
fn check(levels: &[&str], expected: &[&str]) {
    let got: Vec<String> = colour_up_schedule(&structure(levels))
        .iter()
        .map(|c| format!("after {}: {:?} -> {}", c.level_after, c.remove, c.next_chip))
        .collect();
    assert_eq!(got, expected, "{levels:?}");
}

#[test]
fn schedules_remove_chips_once_later_stakes_allow() {
    check(
        &[
            "25/50",
            "50/100",
            "break",
            "100/200",
            "200/400",
            "break",
            "300/600",
            "500/1000",
            "break",
            "1000/2000",
        ],
        &["after 2: [25] -> 100", "after 6: [100, 500] -> 1000"],
    );
    // Two denominations go at once when the stakes jump.
    check(
        &["25/50", "break", "1000/2000", "2000/4000"],
        &["after 1: [25, 100, 500] -> 1000"],
    );
    // 250/500 still needs 25s: nothing goes until both can go together.
    check(
        &["25/50", "break", "250/500", "break", "500/1000/1000"],
        &["after 2: [25, 100] -> 500"],
    );
    // A trailing break, and no break at all, race nothing.
    check(&["25/50", "5000/10000", "break"], &[]);
    check(&["25/50", "100/200"], &[]);
    // The largest chip never goes.
    check(
        &["25/50", "break", "10000/20000"],
        &["after 1: [25, 100, 500, 1000] -> 5000"],
    );
    // An ante that needs 25s keeps them.
    check(&["25/50", "break", "100/200/25"], &[]);
}

#[test]
fn findings_compare_with_the_stated_race_offs() {
    let cases: [(&[&str], &[&str]); 4] = [
        // Matches the schedule: nothing to say.
        (&["25/50", "break:25", "100/200"], &[]),
        // Raced too early: the validator's own warning.
        (
            &["25/50", "break:25", "75/150"],
            &[
                "level 2: the small blind of 75 cannot be made with the chips in play (smallest chip 100)",
                "level 2: the big blind of 150 cannot be made with the chips in play (smallest chip 100)",
            ],
        ),
        // Kept longer.
        (
            &["25/50", "break", "100/200", "break:25", "200/400"],
            &[
                "chip 25 could be coloured up at the break after level 1; the structure keeps it until the break after level 2",
            ],
        ),
        (
            &["25/50", "break", "500/1000"],
            &[
                "chip 25 could be coloured up at the break after level 1; the structure never races it off",
                "chip 100 could be coloured up at the break after level 1; the structure never races it off",
            ],
        ),
    ];
    for (levels, expected) in cases {
        let got: Vec<String> = race_off_findings(&structure(levels))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(got, expected, "{levels:?}");
    }
}

#[test]
fn the_next_race_off_is_the_stated_one_at_or_after_the_period() {
    let s = structure(&[
        "25/50",
        "50/100",
        "break",
        "100/200",
        "break:25",
        "200/400",
        "break:100,500",
        "1000/2000",
    ]);
    // period -> "after L: removed -> next" (the break at index 2 races nothing).
    let cases: [(usize, Option<&str>); 6] = [
        (0, Some("period 4, after 3: [25] -> 100")),
        (2, Some("period 4, after 3: [25] -> 100")),
        (4, Some("period 4, after 3: [25] -> 100")),
        (5, Some("period 6, after 4: [100, 500] -> 1000")),
        (6, Some("period 6, after 4: [100, 500] -> 1000")),
        (7, None),
    ];
    for (period, expected) in cases {
        let got = next_race_off(&s, period).map(|c| {
            format!(
                "period {}, after {}: {:?} -> {}",
                c.period_index, c.level_after, c.remove, c.next_chip
            )
        });
        assert_eq!(got.as_deref(), expected, "period {period}");
    }
}
