//! `felt prizes`: the prizes of a running event from a terminal, on a real database file:
//! savers agreed on the bubble, the payouts locked and unlocked, a deal refused until every
//! player still in has agreed.

use crate::support;
use support::{Scenario, felt};

fn ok(args: &[&str]) -> String {
    let (code, out, err) = felt(args);
    assert_eq!(code, 0, "felt {args:?} failed: {err}");
    out
}

fn refused(args: &[&str]) -> String {
    let (code, _, err) = felt(args);
    assert_eq!(code, 1, "felt {args:?} should be refused");
    err
}

#[test]
fn savers_lock_and_deal_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let event = Scenario::at_terminal(&db_path, "structures/example-nlhe-bba.toml");
    event
        .numbered("Player ", 6)
        .draw(7)
        .bust(6, None)
        .bust(5, None);
    let id = &event.id_arg();
    // Four left: a saver for the next one out, once everyone has agreed.
    let err = refused(&["prizes", "savers", id, "5000", "--db", db]);
    assert!(err.contains("have not agreed to the savers"), "{err}");
    let err = refused(&[
        "prizes", "savers", id, "5000", "5000", "5000", "--agreed", "--db", db,
    ]);
    assert!(
        err.contains("at least two players must play on unsaved"),
        "{err}"
    );
    let out = ok(&["prizes", "savers", id, "5000", "--agreed", "--db", db]);
    assert!(out.contains("Savers agreed: $50 to 4th"), "{out}");
    // Locked payouts take no savers; unlocked, the prizes follow the entries again.
    ok(&["prizes", "lock", id, "--db", db]);
    let err = refused(&["prizes", "savers", id, "5000", "--agreed", "--db", db]);
    assert!(err.contains("the payouts are locked"), "{err}");
    ok(&["prizes", "unlock", id, "--db", db]);
    // A deal names every player still in and needs their word.
    let err = refused(&[
        "prizes", "deal", id, "1=100", "2=100", "3=100", "4=100", "--db", db,
    ]);
    assert!(err.contains("have not agreed to the deal"), "{err}");
    let err = refused(&["prizes", "deal", id, "1:100", "--db", db]);
    assert!(err.contains("`1:100` is not ENTRY=AMOUNT"), "{err}");
    let actions = ok(&["actions", id, "--db", db]);
    assert!(actions.contains("Savers agreed: $50 to 4th"), "{actions}");
}
