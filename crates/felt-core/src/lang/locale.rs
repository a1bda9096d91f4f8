//! A locale: the language a sentence is said in and the way its numbers are written.
//! Numbers, money and the currency sign's place come from CLDR through ICU4X (German
//! 15.000, French 15 000 with a narrow space, Spanish 1500 but 15.000, "1.500 €",
//! "€1,500"); ordinals and plural forms come from the message files, chosen by Fluent's
//! CLDR rules.

use super::{Arg, Language, Messages, PSEUDO, UnknownLanguage};
use fixed_decimal::Decimal;
use icu_decimal::DecimalFormatter;
use icu_experimental::dimension::currency::CurrencyType;
use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// How a view, a printout or a CLI line is written: a shipped language, or the
/// pseudo-language the screen tests use. Passed in by the caller, as the time is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Locale {
    language: Language,
    pseudo: bool,
}

impl Default for Locale {
    fn default() -> Self {
        Locale::ENGLISH
    }
}

impl Locale {
    /// English, the source.
    pub const ENGLISH: Locale = Locale {
        language: Language::English,
        pseudo: false,
    };
    /// The pseudo-language (`en-XA`): English words accented and 40% longer, English
    /// numbers.
    pub const PSEUDO: Locale = Locale {
        language: Language::English,
        pseudo: true,
    };

    /// A shipped language.
    pub const fn of(language: Language) -> Locale {
        Locale {
            language,
            pseudo: false,
        }
    }

    /// The language a tag names: "de", "de-AT", "de_AT.UTF-8" (as `LANG` writes it),
    /// "en-XA" (the pseudo-language); "C" and "POSIX" are English. Refused naming the
    /// languages Felt has.
    pub fn parse(tag: &str) -> Result<Locale, UnknownLanguage> {
        let tag = tag.trim();
        let base = tag.split(['.', '@']).next().unwrap_or_default();
        if base.eq_ignore_ascii_case(PSEUDO) || base.eq_ignore_ascii_case("en_XA") {
            return Ok(Locale::PSEUDO);
        }
        if base.eq_ignore_ascii_case("C") || base.eq_ignore_ascii_case("POSIX") {
            return Ok(Locale::ENGLISH);
        }
        Language::find(base)
            .map(Locale::of)
            .ok_or_else(|| UnknownLanguage {
                asked: tag.to_string(),
            })
    }

    /// The language a browser's `Accept-Language` asks for, when Felt has one of them.
    pub fn from_accept(header: &str) -> Option<Locale> {
        super::negotiate(header).map(Locale::of)
    }

    pub fn language(self) -> Language {
        self.language
    }

    pub fn is_pseudo(self) -> bool {
        self.pseudo
    }

    /// The tag this locale is asked for by: "de", "en-XA".
    pub fn tag(self) -> &'static str {
        if self.pseudo {
            PSEUDO
        } else {
            self.language.name()
        }
    }

    /// Message `id` with `args`, in this locale (English where the language lacks it).
    pub fn say(self, id: &str, args: &[(&str, Arg)]) -> String {
        if let Some(club) = super::language::club(self.language) {
            let said = club.messages.say(self.tag(), id, args);
            if !said.fell_back {
                return said.text;
            }
            super::missed(self.tag(), id);
            return Messages::shipped().say("en", id, args).text;
        }
        let said = Messages::shipped().say(self.tag(), id, args);
        if said.fell_back {
            super::missed(self.tag(), id);
        }
        said.text
    }

    /// Message `id` given figures (chips, counts), each written the locale's way.
    pub fn say_numbers(self, id: &str, figures: &[(&str, u64)]) -> String {
        let written: Vec<(&str, String)> =
            figures.iter().map(|(k, v)| (*k, self.number(*v))).collect();
        let args: Vec<(&str, Arg)> = written.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
        self.say(id, &args)
    }

    /// A count grouped the locale's way: "15,000", "15.000", "15 000", "1500".
    pub fn number(self, n: u64) -> String {
        numbers(self).decimal.format(&Decimal::from(n)).to_string()
    }

    /// A number too large for `u64` (a sum of many amounts).
    pub fn number_wide(self, n: u128) -> String {
        numbers(self).decimal.format(&Decimal::from(n)).to_string()
    }

    /// Hundredths (cents, points) as a decimal grouped the locale's way, its two
    /// decimals always shown when `always`, else only when not whole: "3,705.00",
    /// "3.705,00", "3 705,00" (a narrow space); "7.50" or "10".
    pub fn hundredths(self, h: u128, always: bool) -> String {
        if !always && h.is_multiple_of(100) {
            return self.number_wide(h / 100);
        }
        let mut d = Decimal::from(h);
        d.multiply_pow10(-2);
        d.absolute.pad_end(-2);
        numbers(self).decimal.format(&d).to_string()
    }

    /// A share in basis points as a percentage the locale's way: 3000 is "30%" (German
    /// "30 %"), 1250 is "12.5%".
    pub fn percent_bp(self, bp: u32) -> String {
        let mut d = Decimal::from(bp);
        d.multiply_pow10(-2);
        d.absolute.trim_end();
        let n = numbers(self).decimal.format(&d).to_string();
        self.say("paper-percent", &[("n", Arg::Text(&n))])
    }

    /// An amount in minor units (hundredths) of `currency`, with the currency's sign where
    /// the locale puts it: "$150", "€12.50", "1.500 €", "1 500,50 €", "CHF 1,500". Whole
    /// amounts drop the decimals; an empty currency writes the number alone.
    pub fn money(self, minor: u128, currency: &str) -> String {
        let n = numbers(self);
        let units = minor / 100;
        let amount = if minor.is_multiple_of(100) {
            n.decimal.format(&Decimal::from(units)).to_string()
        } else {
            let mut d = Decimal::from(minor);
            d.multiply_pow10(-2);
            n.decimal.format(&d).to_string()
        };
        let code = match currency.trim() {
            "" => return amount,
            "$" => "USD".to_string(),
            "€" => "EUR".to_string(),
            "£" => "GBP".to_string(),
            c => c.to_ascii_uppercase(),
        };
        let (before, after) = n.affixes(self, &code);
        format!("{before}{amount}{after}")
    }

    /// A day as the locale writes it in full, from CLDR: "Sunday, November 29, 2026",
    /// "Sonntag, 29. November 2026", "dimanche 29 novembre 2026". The caller passes the
    /// local date (the core reads no clock); an impossible date is written as ISO 8601.
    pub fn long_date(self, year: i32, month: u8, day: u8) -> String {
        use icu_datetime::DateTimeFormatter;
        use icu_datetime::fieldsets::YMDE;
        use icu_datetime::input::Date;
        let iso = || format!("{year:04}-{month:02}-{day:02}");
        let Ok(date) = Date::try_new_iso(year, month, day) else {
            return iso();
        };
        DateTimeFormatter::try_new(icu_locale(self).into(), YMDE::long())
            .map(|f| f.format(&date).to_string())
            .unwrap_or_else(|_| iso())
    }

    /// A clock time in hours and minutes with the locale's own hour cycle, from CLDR:
    /// "10:58 PM" in English, "22:58" in German, French and Spanish.
    pub fn time_hm(self, hour: u8, minute: u8) -> String {
        use icu_datetime::NoCalendarFormatter;
        use icu_datetime::fieldsets::T;
        use icu_datetime::input::Time;
        let plain = || format!("{hour:02}:{minute:02}");
        let Ok(time) = Time::try_new(hour, minute, 0, 0) else {
            return plain();
        };
        NoCalendarFormatter::try_new(icu_locale(self).into(), T::hm())
            .map(|f| f.format(&time).to_string())
            .unwrap_or_else(|_| plain())
    }

    /// An ordinal: "3rd", "3.", "3e", "3.º".
    pub fn ordinal(self, n: u64) -> String {
        self.say("ordinal", &[("n", Arg::Count(n))])
    }

    /// A finishing place, shared or not: "3rd", "5th-6th", "5.-6.".
    pub fn place(self, place: u32, shared_to: u32) -> String {
        if shared_to > place {
            self.say(
                "place-shared",
                &[
                    ("from", Arg::Text(&self.ordinal(u64::from(place)))),
                    ("to", Arg::Text(&self.ordinal(u64::from(shared_to)))),
                ],
            )
        } else {
            self.ordinal(u64::from(place))
        }
    }
}

/// What a reader asks for: a language named (a page's `?lang=`, the CLI's `--lang`), and
/// the ones its browser or system would like.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Asked {
    pub named: Option<Locale>,
    pub browser: Option<Locale>,
}

impl Asked {
    /// A language named outright.
    pub fn named(l: Locale) -> Asked {
        Asked {
            named: Some(l),
            browser: None,
        }
    }

    /// The language to answer in about an event whose TD set `event`: the one named, else
    /// the event's, else the browser's, else English.
    pub fn for_event(self, event: Option<Language>) -> Locale {
        self.named
            .or(event.map(Locale::of))
            .or(self.browser)
            .unwrap_or_default()
    }
}

/// A locale's number formatters, made once.
struct Numbers {
    decimal: DecimalFormatter,
    /// What goes before and after the amount for each currency, learnt from CLDR's
    /// currency pattern once per currency.
    affixes: Mutex<HashMap<String, (String, String)>>,
}

impl Numbers {
    fn affixes(&self, locale: Locale, code: &str) -> (String, String) {
        let mut known = self.affixes.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(a) = known.get(code) {
            return a.clone();
        }
        let a = currency_affixes(locale, code);
        known.insert(code.to_string(), a.clone());
        a
    }
}

/// The text CLDR puts around an amount of `code` in `locale`: "$" and "", "" and " €".
/// A code ICU4X does not know is written after the amount, as ISO 4217 codes are.
fn currency_affixes(locale: Locale, code: &str) -> (String, String) {
    let plain = || (String::new(), format!("\u{a0}{code}"));
    let Ok(currency) = CurrencyType::try_from_str(&code.to_ascii_lowercase()) else {
        return plain();
    };
    let Ok(formatter) =
        CurrencyFormatter::try_new_symbol(icu_locale(locale).into(), currency, Default::default())
    else {
        return plain();
    };
    let sample = formatter
        .format_fixed_decimal(&Decimal::from(0u32))
        .to_string();
    let first = sample.find(|c: char| c.is_numeric());
    let last = sample.rfind(|c: char| c.is_numeric());
    match (first, last) {
        (Some(first), Some(last)) => {
            // The pattern's decimals ("0,00") belong to the amount, not the affixes.
            let end = sample[last..]
                .char_indices()
                .nth(1)
                .map_or(sample.len(), |(i, _)| last + i);
            (sample[..first].to_string(), sample[end..].to_string())
        }
        _ => plain(),
    }
}

fn icu_locale(locale: Locale) -> icu_locale_core::Locale {
    let tag = if locale.pseudo {
        "en"
    } else {
        locale.language.name()
    };
    tag.parse().unwrap_or(icu_locale_core::Locale::UNKNOWN)
}

/// The formatters of `locale`, made on first use.
fn numbers(locale: Locale) -> &'static Numbers {
    static MADE: [OnceLock<Numbers>; 4] = [const { OnceLock::new() }; 4];
    static CLUBS: Mutex<Vec<(Language, &'static Numbers)>> = Mutex::new(Vec::new());
    let make = || Numbers {
        decimal: DecimalFormatter::try_new(icu_locale(locale).into(), Default::default())
            .or_else(|_| DecimalFormatter::try_new(Default::default(), Default::default()))
            .expect("ICU4X's compiled data has the root locale's number format"),
        affixes: Mutex::new(HashMap::new()),
    };
    let shipped = if locale.pseudo {
        Some(0)
    } else {
        Language::SHIPPED.iter().position(|l| *l == locale.language)
    };
    if let Some(i) = shipped {
        return MADE[i].get_or_init(make);
    }
    // A club's language: made once, kept for the process's life (a handful at most).
    let mut clubs = CLUBS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, n)) = clubs.iter().find(|(l, _)| *l == locale.language) {
        return n;
    }
    let n: &'static Numbers = Box::leak(Box::new(make()));
    clubs.push((locale.language, n));
    n
}

/// A language's number format, as Fluent's memoizer keeps one per bundle.
struct Grouped(DecimalFormatter);

impl intl_memoizer::Memoizable for Grouped {
    type Args = ();
    type Error = ();

    fn construct(lang: unic_langid::LanguageIdentifier, _: ()) -> Result<Self, ()> {
        let locale: icu_locale_core::Locale = lang.to_string().parse().map_err(|_| ())?;
        DecimalFormatter::try_new(locale.into(), Default::default())
            .map(Grouped)
            .map_err(|_| ())
    }
}

/// Fluent's numbers (a count in a sentence) written the bundle's language's way, in any
/// language ICU4X knows (a club's own too).
pub(super) fn fluent_number(
    v: &fluent_bundle::FluentValue,
    memo: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let fluent_bundle::FluentValue::Number(n) = v else {
        return None;
    };
    if n.value.fract() != 0.0 || !(0.0..u64::MAX as f64).contains(&n.value) {
        return None;
    }
    let d = Decimal::from(n.value as u64);
    memo.with_try_get::<Grouped, _, _>((), |g| g.0.format(&d).to_string())
        .ok()
}
