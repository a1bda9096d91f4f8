use super::*;

/// Every shipped language has each message of the source, no other, each with the
/// source's arguments, in a file that reads.
#[test]
fn every_shipped_language_has_the_sources_messages_and_arguments() {
    assert_eq!(SHIPPED.len(), Language::SHIPPED.len());
    for ((lang, text), want) in SHIPPED.iter().zip(Language::SHIPPED.iter()) {
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
    assert!(e.contains("\"nl\""), "{e}");
    assert_eq!("de".parse::<Language>(), Ok(Language::German));
}

/// Numbers, money and ordinals each language's way, from CLDR: German 15.000, French
/// 15 000 with a narrow space, Spanish 1500 but 15.000; the currency's sign where the
/// language puts it; whole amounts without decimals.
#[test]
fn numbers_money_and_ordinals_are_written_the_languages_way() {
    let (en, de, fr, es) = (
        Locale::ENGLISH,
        Locale::of(Language::German),
        Locale::of(Language::French),
        Locale::of(Language::Spanish),
    );
    let cases: &[(Locale, String, &str)] = &[
        (en, en.number(15_000), "15,000"),
        (de, de.number(15_000), "15.000"),
        (fr, fr.number(15_000), "15\u{202f}000"),
        (es, es.number(15_000), "15.000"),
        (es, es.number(1_500), "1500"),
        (de, de.number(1_500), "1.500"),
        (en, en.number(7), "7"),
        (
            en,
            en.number_wide(u128::from(u64::MAX) * 10),
            "184,467,440,737,095,516,150",
        ),
        (en, en.money(15_000, "USD"), "$150"),
        (en, en.money(1_250, "EUR"), "€12.50"),
        (en, en.money(150_000, "CHF"), "CHF\u{a0}1,500"),
        (en, en.money(150_050, ""), "1,500.50"),
        (en, en.money(15_000, "$"), "$150"),
        (de, de.money(150_000, "EUR"), "1.500\u{a0}€"),
        (de, de.money(150_050, "eur"), "1.500,50\u{a0}€"),
        (fr, fr.money(150_050, "EUR"), "1\u{202f}500,50\u{a0}€"),
        (fr, fr.money(150_000, "USD"), "1\u{202f}500\u{a0}$US"),
        (es, es.money(150_000, "EUR"), "1500\u{a0}€"),
        (es, es.money(1_500_000, "EUR"), "15.000\u{a0}€"),
        (de, de.money(100_000, "JPY"), "1.000\u{a0}¥"),
        (en, en.money(100, "XQQ"), "XQQ\u{a0}1"),
        (en, en.ordinal(1), "1st"),
        (en, en.ordinal(2), "2nd"),
        (en, en.ordinal(3), "3rd"),
        (en, en.ordinal(11), "11th"),
        (en, en.ordinal(22), "22nd"),
        (en, en.ordinal(1_001), "1,001st"),
        (de, de.ordinal(3), "3."),
        (fr, fr.ordinal(1), "1er"),
        (fr, fr.ordinal(3), "3e"),
        (es, es.ordinal(3), "3.º"),
        (en, en.place(5, 6), "5th-6th"),
        (de, de.place(5, 6), "5.–6."),
        (en, en.place(2, 2), "2nd"),
        (Locale::PSEUDO, Locale::PSEUDO.number(15_000), "15,000"),
    ];
    for (locale, got, want) in cases {
        assert_eq!(got, want, "{}", locale.tag());
    }
}

/// A count inside a sentence is grouped the sentence's language's way.
#[test]
fn a_count_in_a_sentence_is_grouped_the_languages_way() {
    let said =
        |l: Language| Locale::of(l).say("result-more-places", &[("count", Arg::Count(12_000))]);
    assert!(
        said(Language::English).contains("12,000 more places"),
        "{}",
        said(Language::English)
    );
    assert!(
        said(Language::German).contains("12.000 weitere"),
        "{}",
        said(Language::German)
    );
    assert!(
        said(Language::French).contains("12\u{202f}000"),
        "{}",
        said(Language::French)
    );
}

/// A language is asked for by its tag, a browser's region or a system's `LANG`; any
/// other is refused naming the languages Felt has.
#[test]
fn a_language_is_asked_for_by_tag_and_an_unknown_one_is_refused() {
    let cases: &[(&str, Option<&str>)] = &[
        ("de", Some("de")),
        ("DE-at", Some("de")),
        ("fr_CA.UTF-8", Some("fr")),
        ("es_ES@euro", Some("es")),
        ("C.UTF-8", Some("en")),
        ("POSIX", Some("en")),
        ("en-XA", Some("en-XA")),
        ("pl", None),
        ("", None),
        ("klingon", None),
    ];
    for (asked, want) in cases {
        let got = Locale::parse(asked);
        assert_eq!(got.as_ref().ok().map(|l| l.tag()), *want, "{asked:?}");
        if let Err(e) = got {
            let said = e.to_string();
            assert!(
                said.contains(&format!("\"{}\"", asked.trim()))
                    && said.contains("de (Deutsch)")
                    && said.contains("es (español)"),
                "{said}"
            );
        }
    }
}

/// A sentence a language lacks is said in English and noted once for the log.
#[test]
fn a_missing_sentence_falls_back_to_english_and_is_noted() {
    let m = Messages::of([("en", "hello = Hello\n"), ("de", "other = Anders\n")]).unwrap();
    let said = m.say("de", "hello", &[]);
    assert_eq!(
        said,
        Said {
            text: "Hello".into(),
            fell_back: true
        }
    );
    // The shipped languages lack nothing, so the notes come from a test's own call.
    super::missed("de", "hello");
    assert!(take_missed().contains(&("de".to_string(), "hello".to_string())));
}

/// Dates and times on paper are the locale's own, from CLDR: the weekday, day, month
/// and year in the language's order and words, and its own hour cycle.
#[test]
fn dates_and_times_are_written_the_languages_way() {
    let en = Locale::ENGLISH;
    let [de, fr, es] = [Language::German, Language::French, Language::Spanish].map(Locale::of);
    for (l, date, time, midnight) in [
        (
            en,
            "Sunday, November 29, 2026",
            "10:58\u{202f}PM",
            "12:05\u{202f}AM",
        ),
        (de, "Sonntag, 29. November 2026", "22:58", "00:05"),
        (fr, "dimanche 29 novembre 2026", "22:58", "00:05"),
        (es, "domingo, 29 de noviembre de 2026", "22:58", "00:05"),
    ] {
        assert_eq!(l.long_date(2026, 11, 29), date, "{}", l.tag());
        assert_eq!(l.time_hm(22, 58), time, "{}", l.tag());
        assert_eq!(l.time_hm(0, 5), midnight, "{}", l.tag());
    }
    // The pseudo-language writes dates as English does; an impossible date is ISO.
    assert_eq!(
        Locale::PSEUDO.long_date(2026, 1, 4),
        "Sunday, January 4, 2026"
    );
    assert_eq!(de.long_date(2026, 2, 30), "2026-02-30");
    assert_eq!(fr.time_hm(24, 0), "24:00");
}

/// Amounts with their two decimals, points and percentages on paper are grouped and
/// separated the language's way (CLDR's), the percent sign kept on its number's line.
#[test]
fn hundredths_and_percentages_are_written_the_languages_way() {
    let en = Locale::ENGLISH;
    let [de, fr, es] = [Language::German, Language::French, Language::Spanish].map(Locale::of);
    for (l, amount, points, whole, percent) in [
        (en, "3,705.00", "7.50", "10", "12.5%"),
        (de, "3.705,00", "7,50", "10", "12,5\u{a0}%"),
        (fr, "3\u{202f}705,00", "7,50", "10", "12,5\u{202f}%"),
        (es, "3705,00", "7,50", "10", "12,5\u{a0}%"),
    ] {
        assert_eq!(l.hundredths(370_500, true), amount, "{}", l.tag());
        assert_eq!(l.hundredths(750, false), points, "{}", l.tag());
        assert_eq!(l.hundredths(1000, false), whole, "{}", l.tag());
        assert_eq!(l.percent_bp(1250), percent, "{}", l.tag());
    }
    assert_eq!(en.hundredths(5, true), "0.05");
    assert_eq!(de.percent_bp(3000), "30\u{a0}%");
}

/// A club adds a language with a file of its own: its sentences, its plural forms and its
/// numbers the language's own way; what the file lacks comes in English; a shipped
/// language cannot be replaced and a file that does not read is refused at its line.
#[test]
fn a_club_adds_a_language_with_its_own_file() {
    let dutch = source()
        .replace("language-name = English", "language-name = Nederlands")
        .replace(
            "clock-players-left = Players left",
            "clock-players-left = Spelers over",
        )
        .replace("result-one-left = One player is left.\n", "");
    let added = add_club_language("nl", &dutch).unwrap();
    assert_eq!(added.language.name(), "nl");
    assert_eq!(added.findings.len(), 1, "{:?}", added.findings);
    assert!(added.findings[0].message.contains("result-one-left"));

    let nl = Locale::parse("nl-BE").unwrap();
    assert_eq!(nl.language(), added.language);
    assert_eq!(nl.language().own_name(), "Nederlands");
    assert!(Language::all().contains(&added.language));
    assert_eq!(nl.say("clock-players-left", &[]), "Spelers over");
    // Lacking a sentence, English, noted for the log.
    let _ = take_missed();
    assert_eq!(nl.say("result-one-left", &[]), "One player is left.");
    assert!(take_missed().contains(&("nl".to_string(), "result-one-left".to_string())));
    // Dutch groups thousands with a dot, from CLDR.
    assert_eq!(nl.number(15000), "15.000");
    // The page's file has every message: the club's, then the English it lacks.
    let page = file(added.language);
    assert!(page.contains("Spelers over"));
    assert!(check(page).is_empty(), "{:?}", check(page));
    // The language reads back from JSON, and an unknown one reads too (a club's file
    // taken away) but is not known.
    let back: Language = serde_json::from_str("\"nl\"").unwrap();
    assert_eq!(back, added.language);
    let gone: Language = serde_json::from_str("\"sv\"").unwrap();
    assert!(!gone.is_known());
    assert!(serde_json::from_str::<Language>("\"not a tag\"").is_err());
    assert!(Locale::parse("sv").is_err());

    assert_eq!(
        add_club_language("de", &dutch),
        Err(NotAdded::Shipped("de".to_string()))
    );
    assert_eq!(
        add_club_language("x!", &dutch),
        Err(NotAdded::BadTag("x!".to_string()))
    );
    match add_club_language("pl", "language-name = Polski\nbroken = {\n") {
        Err(NotAdded::Malformed(found)) => assert_eq!(found[0].line, 2, "{found:?}"),
        other => panic!("{other:?}"),
    }
}
