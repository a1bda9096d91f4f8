use super::*;
use crate::choice::NamedChoice;

/// Every shipped language has each message of the source, no other, each with the
/// source's arguments, in a file that reads.
#[test]
fn every_shipped_language_has_the_sources_messages_and_arguments() {
    assert_eq!(SHIPPED.len(), Language::ALL.len());
    for ((lang, text), want) in SHIPPED.iter().zip(Language::ALL) {
        assert_eq!(lang, want, "the files are listed in the languages' order");
        assert_eq!(check(text), vec![], "{}.ftl", lang.name());
    }
    assert!(Messages::of(SHIPPED.iter().map(|(l, t)| (l.name(), *t))).is_ok());
}

/// A club's file: what is missing, extra, given other arguments or malformed, each at
/// its line and column.
#[test]
fn a_message_file_is_checked_at_line_and_column() {
    let mut text = source()
        .replace("result-over = The event is over\n", "")
        .replace("{ $name } wins", "{ $who } wins");
    text.push_str("result-extra = More\nbroken = { $x\n");
    let found = check(&text);
    let said: Vec<String> = found
        .iter()
        .map(|f| format!("{}:{} {}", f.line, f.column, f.message))
        .collect();
    let line_of = |needle: &str| text.lines().position(|l| l.starts_with(needle)).unwrap() + 1;
    assert!(
        said.contains(&format!(
            "{}:1 `result-wins` takes $who, where the source takes $name",
            line_of("result-wins")
        )),
        "{said:#?}"
    );
    assert!(
        said.contains(&format!(
            "{}:1 extra: the source has no message `result-extra`",
            line_of("result-extra")
        )),
        "{said:#?}"
    );
    assert!(
        said.iter()
            .any(|s| s.ends_with("missing: message `result-over`")),
        "{said:#?}"
    );
    let broken = line_of("broken");
    assert!(
        said.iter()
            .any(|s| s.starts_with(&format!("{broken}:")) && s.contains("malformed")),
        "{said:#?}"
    );
    assert_eq!(check(source()), vec![], "the source checks against itself");
}

/// Counts pick their form by the language's CLDR plural rules: English one/other, French
/// 0 and 1 alike, and a language with four forms works with no code (Polish, not shipped).
#[test]
fn counts_take_the_languages_own_plural_forms() {
    let m = Messages::shipped();
    let seats = |code: &str, n: u64| {
        m.say(code, "result-seats-won", &[("seats", Arg::Count(n))])
            .text
    };
    assert_eq!(seats("en", 1), "1 seat won");
    assert_eq!(seats("en", 0), "0 seats won");
    assert_eq!(seats("en", 3), "3 seats won");
    assert_eq!(seats("fr", 0), "0 ticket gagné");
    assert_eq!(seats("fr", 1), "1 ticket gagné");
    assert_eq!(seats("fr", 2), "2 tickets gagnés");
    assert_eq!(seats("de", 2), "2 Tickets gewonnen");
    assert_eq!(seats("es", 1), "1 plaza ganada");
    let polish = "tickets = { $n ->\n    [one] { $n } bilet\n    [few] { $n } bilety\n    [many] { $n } biletów\n   *[other] { $n } biletu\n}\n";
    let pl = Messages::of([("en", source()), ("pl", polish)]).unwrap();
    let t = |n: u64| pl.say("pl", "tickets", &[("n", Arg::Count(n))]).text;
    assert_eq!(
        [t(1), t(2), t(5), t(22), t(25)],
        [
            "1 bilet",
            "2 bilety",
            "5 biletów",
            "22 bilety",
            "25 biletów"
        ]
    );
}

/// A message a language lacks comes in English and says it fell back; a name goes in as
/// written, with no marks around it.
#[test]
fn a_missing_message_falls_back_to_english_and_says_so() {
    let partial = "result-wins = { $name } gewinnt\n";
    let m = Messages::of([("en", source()), ("de", partial)]).unwrap();
    let said = m.say("de", "result-wins", &[("name", Arg::Text("Zoë Ångström"))]);
    assert_eq!(
        said,
        Said {
            text: "Zoë Ångström gewinnt".into(),
            fell_back: false
        }
    );
    let said = m.say("de", "result-over", &[]);
    assert_eq!(
        said,
        Said {
            text: "The event is over".into(),
            fell_back: true
        }
    );
    let said = m.say("xx", "result-over", &[]);
    assert_eq!(said.text, "The event is over");
    assert!(said.fell_back);
    let unknown = m.say("de", "no-such-message", &[]);
    assert_eq!(
        unknown,
        Said {
            text: "[no-such-message]".into(),
            fell_back: true
        }
    );
    let why = Messages::of([("en", "a = { $x\n")]).err().unwrap();
    assert!(why.starts_with("en.ftl:1:"), "{why}");
}

/// The pseudo-language reads as English no one wrote (accented, longer), with the
/// arguments as given, so a screen test can tell a sentence that bypassed the messages.
#[test]
fn the_pseudo_language_is_accented_and_longer() {
    let m = Messages::shipped();
    let said = m.say(PSEUDO, "result-wins", &[("name", Arg::Text("Ann Lee"))]);
    assert!(!said.fell_back);
    assert_eq!(said.text, "Ann Lee wííñš·", "the name is left alone");
    let en = m.say("en", "result-deal-how", &[]).text;
    let pseudo = m.say(PSEUDO, "result-deal-how", &[]).text;
    assert!(
        pseudo.chars().count() * 10 >= en.chars().count() * 14,
        "{pseudo}"
    );
    assert!(!pseudo.contains("players"), "{pseudo}");
    assert_eq!(
        m.say(PSEUDO, "result-seats-won", &[("seats", Arg::Count(1))])
            .text,
        "1 šééáát wóóñ·",
        "plural forms still chosen by English rules"
    );
}

/// A browser's languages pick the first Felt ships, by preference then order; a
/// language is matched without its region; nothing Felt ships gives none.
#[test]
fn a_browsers_languages_pick_the_first_felt_ships() {
    let cases: &[(&str, Option<Language>)] = &[
        ("de-AT,de;q=0.9,en;q=0.8", Some(Language::German)),
        ("fr-CA", Some(Language::French)),
        ("nl,es;q=0.7,en;q=0.9", Some(Language::English)),
        ("pt-BR,es_MX;q=0.5", Some(Language::Spanish)),
        ("en;q=0,fr", Some(Language::French)),
        ("*", None),
        ("nl, pl;q=0.8", None),
        ("", None),
        ("de;q=abc, es", Some(Language::Spanish)),
    ];
    for (header, want) in cases {
        assert_eq!(negotiate(header), *want, "{header:?}");
    }
}

/// An unknown language is refused naming the ones Felt has.
#[test]
fn an_unknown_language_is_refused_naming_the_ones_felt_has() {
    let e = "nl".parse::<Language>().unwrap_err().to_string();
    assert!(
        e.contains("en") && e.contains("de") && e.contains("fr") && e.contains("es"),
        "{e}"
    );
    assert!(e.contains("'nl'"), "{e}");
    assert_eq!("de".parse::<Language>(), Ok(Language::German));
}
