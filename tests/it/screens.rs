//! The room's screens, through the API on a real database: a display reports itself and
//! gets its assignment; the TD names it and gives it a layout; the panel flags a screen
//! whose clock is off by more than 250 ms, one silent for more than 10 s and one whose
//! sound is still locked; bad input is refused in words and changes nothing.

use felt::api::screens::{ScreenLayout, ScreenReport, ScreenUpdate};
use felt::api::{Felt, TimeSource};
use felt_core::UtcMs;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

struct HandClock(AtomicI64);

impl TimeSource for HandClock {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.load(Ordering::SeqCst))
    }
}

const T0: i64 = 1_790_000_000_000;

fn report(local_now: i64, offset_ms: i64, sound: bool) -> ScreenReport {
    ScreenReport {
        event: 1,
        showing: ScreenLayout::Clock,
        offset_ms,
        rtt_ms: 4,
        local_now,
        width: 1920,
        height: 1080,
        sound,
        name: None,
    }
}

fn update(name: Option<&str>, layout: Option<ScreenLayout>, table: Option<u32>) -> ScreenUpdate {
    ScreenUpdate {
        name: name.map(str::to_string),
        layout,
        table,
        lang: None,
    }
}

#[test]
fn screens_report_take_their_layout_and_are_flagged_when_they_drift_or_go_quiet() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(HandClock(AtomicI64::new(T0)));
    let felt = Felt::open_with(&dir.path().join("felt.db"), clock.clone()).unwrap();
    // A new screen gets a name from its id and the clock; one that brings a name keeps it.
    let a = felt
        .screen_report("aaaa1111", report(T0 - 502, 500, true))
        .unwrap();
    assert_eq!(a.name, "Screen aaaa");
    assert_eq!(a.layout, ScreenLayout::Clock);
    let mut named = report(T0 - 2, 0, false);
    named.name = Some("Bar TV".into());
    assert_eq!(
        felt.screen_report("bbbb2222", named).unwrap().name,
        "Bar TV"
    );
    // A screen whose idea of the server's time is 400 ms behind.
    let b = felt
        .screen_report("cccc3333", report(T0 - 402, 0, true))
        .unwrap();
    assert_eq!(b.layout, ScreenLayout::Clock);
    let flags = |id: &str| -> Vec<String> {
        felt.screens()
            .unwrap()
            .into_iter()
            .find(|s| s.id == id)
            .unwrap()
            .flags
    };
    assert_eq!(flags("aaaa1111"), Vec::<String>::new());
    assert_eq!(
        flags("bbbb2222"),
        vec!["sound not unlocked: click or press a key on it once"]
    );
    assert_eq!(flags("cccc3333"), vec!["its clock is off by -400 ms"]);
    // The TD gives the first screen one table's seats; it hears so at its next report.
    let s = felt
        .update_screen(
            "aaaa1111",
            update(Some("Table 3 tablet"), Some(ScreenLayout::Table), Some(3)),
        )
        .unwrap();
    assert_eq!(s.assigned.name, "Table 3 tablet");
    assert_eq!(
        s.flags,
        vec!["switching to one table's seats at its next report"]
    );
    let a = felt
        .screen_report("aaaa1111", report(T0 - 502, 500, true))
        .unwrap();
    assert_eq!((a.layout, a.table), (ScreenLayout::Table, Some(3)));
    assert_eq!(
        a.lang, None,
        "the event's language until the TD gives it one"
    );
    // The TD gives the screen French; a later change that leaves the language out keeps
    // it, and null gives the screen back to its event's language.
    let mut french = update(None, None, None);
    french.lang = Some(Some(felt_core::lang::Language::French));
    felt.update_screen("aaaa1111", french).unwrap();
    felt.update_screen("aaaa1111", update(Some("Table 3 tablet"), None, None))
        .unwrap();
    let a = felt
        .screen_report("aaaa1111", report(T0 - 502, 500, true))
        .unwrap();
    assert_eq!(a.lang, Some(felt_core::lang::Language::French));
    let back: ScreenUpdate = serde_json::from_str(r#"{"lang": null}"#).unwrap();
    assert_eq!(back.lang, Some(None));
    let left_out: ScreenUpdate = serde_json::from_str(r#"{"name": "Bar"}"#).unwrap();
    assert_eq!(left_out.lang, None);
    felt.update_screen("aaaa1111", back).unwrap();
    let a = felt
        .screen_report("aaaa1111", report(T0 - 502, 500, true))
        .unwrap();
    assert_eq!(a.lang, None);
    // Eleven seconds without a word: silent.
    clock.0.fetch_add(11_000, Ordering::SeqCst);
    felt.screen_report("aaaa1111", report(T0 + 11_000 - 502, 500, true))
        .unwrap();
    assert_eq!(flags("bbbb2222")[0], "silent for 11 s");
    let list = felt.screens().unwrap();
    assert_eq!(list[0].id, "aaaa1111", "the most recently heard first");
    // The assignment outlives the server: a new Felt on the same database keeps it.
    drop(felt);
    let again = Felt::open_with(&dir.path().join("felt.db"), clock.clone()).unwrap();
    let a = again
        .screen_report("aaaa1111", report(T0 + 11_000 - 502, 500, true))
        .unwrap();
    assert_eq!(a.name, "Table 3 tablet");
    // A kiosk link that names it renames it.
    let mut linked = report(T0 + 11_000 - 502, 500, true);
    linked.name = Some("Lobby TV".into());
    assert_eq!(
        again.screen_report("aaaa1111", linked).unwrap().name,
        "Lobby TV"
    );
}

#[test]
fn bad_screen_input_is_refused_in_words_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(HandClock(AtomicI64::new(T0)));
    let felt = Felt::open_with(&dir.path().join("felt.db"), clock).unwrap();
    felt.screen_report("dddd4444", report(T0, 0, true)).unwrap();
    // (what the TD or the screen sends, the words of the refusal)
    type Call<'a> = Box<dyn Fn() -> Result<(), String> + 'a>;
    let cases: Vec<(Call, &str)> = vec![
        (
            Box::new(|| {
                felt.screen_report("x!", report(T0, 0, true))
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
            "a screen's id is 4 to 64 letters, digits, '-' or '_'",
        ),
        (
            Box::new(|| {
                felt.update_screen("dddd4444", update(Some("   "), None, None))
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
            "a screen's name is 1 to 40 characters; \"\" is not",
        ),
        (
            Box::new(|| {
                felt.update_screen("dddd4444", update(None, Some(ScreenLayout::Table), None))
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
            "Screen dddd: say which table the table layout shows",
        ),
        (
            Box::new(|| {
                felt.update_screen("eeee5555", update(Some("New"), None, None))
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
            "no screen \"eeee5555\" has reported to this Felt",
        ),
    ];
    for (call, words) in cases {
        assert_eq!(call(), Err(words.to_string()));
    }
    let s = &felt.screens().unwrap()[0];
    assert_eq!(s.assigned.name, "Screen dddd");
    assert_eq!(s.assigned.layout, ScreenLayout::Clock);
}
