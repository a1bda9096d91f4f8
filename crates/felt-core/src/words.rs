//! Numbers in words: how Felt writes chips, money, durations and places, everywhere.
//!
//! The clock, the console, the CLI and the paper all say a number the same way because
//! they all ask this module: "18,000" chips, "$3,705", "€12.50" or "CHF 1,500", "10 min", "1:05:00" on
//! a clock, "3rd", "5th-6th". Chips and money come in as integers (money in minor units,
//! cents); nothing here rounds through a float.
//!
//! These are English; [`Locale`] writes the same figures in any language, and these ask
//! it, so there is one way to write each.

use crate::lang::Locale;

/// "1234567" as "1,234,567": digits grouped by thousands.
pub fn digits(text: &str) -> String {
    let n = text.len();
    let mut out = String::with_capacity(n + n / 3);
    for (i, ch) in text.chars().enumerate() {
        if i > 0 && (n - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A count of chips (or of anything) with thousands grouped: "18,000".
pub fn chips(n: u64) -> String {
    Locale::ENGLISH.number(n)
}

/// Tournament chips as the rulebooks write them on a structure sheet: "T18,000".
pub fn tournament_chips(n: u64) -> String {
    format!("T{}", chips(n))
}

/// An amount in minor units (cents) of `currency`, as people write it: "$150",
/// "€12.50", "CHF 1,500". Whole amounts drop the ".00".
pub fn money(minor: u64, currency: &str) -> String {
    money_wide(u128::from(minor), currency)
}

/// The currencies of ISO 4217 a structure may name (the codes in circulation, in order;
/// funds, metals and test codes left out). Amounts are always written in hundredths.
pub const CURRENCIES: &[&str] = &[
    "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT",
    "BGN", "BHD", "BIF", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD",
    "CDF", "CHF", "CLP", "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD",
    "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ",
    "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD",
    "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR",
    "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR",
    "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "OMR", "PAB", "PEN",
    "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD", "SCR",
    "SDG", "SEK", "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL",
    "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USD", "UYU",
    "UZS", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW",
    "ZWG", "ZWL",
];

/// Whether `code` is one of [`CURRENCIES`] (any case).
pub fn is_currency(code: &str) -> bool {
    CURRENCIES
        .binary_search(&code.to_ascii_uppercase().as_str())
        .is_ok()
}

/// [`money`] for sums of many amounts, which can pass `u64::MAX`.
pub fn money_wide(minor: u128, currency: &str) -> String {
    Locale::ENGLISH.money(minor, currency)
}

/// An amount in minor units with its two decimals always shown and thousands grouped or
/// not, as a results sheet or a CSV file prints it: "3,705.00", "3705.00".
pub fn decimal(minor: u128, grouped: bool) -> String {
    let units = (minor / 100).to_string();
    let units = if grouped { digits(&units) } else { units };
    format!("{units}.{:02}", minor % 100)
}

/// A length of time as a schedule says it: "10 min", "1 h", "1 h 30 min", "45 s".
pub fn minutes(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let s = ms.unsigned_abs() / 1000;
    let (h, m, rest) = (s / 3600, (s / 60) % 60, s % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(format!("{h} h"));
    }
    if m > 0 {
        parts.push(format!("{m} min"));
    }
    if rest > 0 || parts.is_empty() {
        parts.push(format!("{rest} s"));
    }
    format!("{sign}{}", parts.join(" "))
}

/// A duration the way a clock shows it: `H:MM:SS` or `M:SS`, partial seconds rounded up
/// so a level never shows 0:00 while time is left.
pub fn clock(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let total_s = (ms.unsigned_abs()).div_ceil(1000);
    let (h, m, s) = (total_s / 3600, (total_s / 60) % 60, total_s % 60);
    if h > 0 {
        format!("{sign}{h}:{m:02}:{s:02}")
    } else {
        format!("{sign}{m}:{s:02}")
    }
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st", "112th".
pub fn ordinal(n: u64) -> String {
    Locale::ENGLISH.ordinal(n)
}

/// A finishing place, shared or not: "3rd", "5th-6th".
pub fn place(place: u32, shared_to: u32) -> String {
    Locale::ENGLISH.place(place, shared_to)
}

/// "1 player", "2 players": a count with its noun, thousands grouped.
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", chips(n), if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Figures as the rulebooks and the floor write them.
    #[test]
    fn numbers_read_as_the_rulebooks_write_them() {
        let cases: &[(String, &str)] = &[
            (tournament_chips(18_000), "T18,000"),
            (chips(0), "0"),
            (chips(999), "999"),
            (chips(1_000), "1,000"),
            (
                chips(18_446_744_073_709_551_615),
                "18,446,744,073,709,551,615",
            ),
            (money(370_500, "USD"), "$3,705"),
            (money(1_250, "EUR"), "€12.50"),
            (money(5, "GBP"), "£0.05"),
            (money(150_000, "CHF"), "CHF\u{a0}1,500"),
            (money(2_000, ""), "20"),
            (money(0, "USD"), "$0"),
            (money(15_000, "usd"), "$150"),
            (money(123_456_789, "GBP"), "£1,234,567.89"),
            (money(705, ""), "7.05"),
            (
                money_wide(u128::from(u64::MAX) * 2, "USD"),
                "$368,934,881,474,191,032.30",
            ),
            (decimal(370_500, true), "3,705.00"),
            (decimal(370_500, false), "3705.00"),
            (minutes(10 * 60_000), "10 min"),
            (minutes(90 * 60_000), "1 h 30 min"),
            (minutes(60 * 60_000), "1 h"),
            (minutes(45_000), "45 s"),
            (minutes(0), "0 s"),
            (minutes(-5 * 60_000), "-5 min"),
            (clock(0), "0:00"),
            (clock(999), "0:01"),
            (clock(20 * 60_000), "20:00"),
            (clock(3_661_000), "1:01:01"),
            (clock(-61_000), "-1:01"),
            (clock(i64::MIN), "-2562047788015:12:56"),
            (ordinal(1), "1st"),
            (ordinal(2), "2nd"),
            (ordinal(3), "3rd"),
            (ordinal(4), "4th"),
            (ordinal(11), "11th"),
            (ordinal(12), "12th"),
            (ordinal(13), "13th"),
            (ordinal(21), "21st"),
            (ordinal(112), "112th"),
            (ordinal(1_001), "1,001st"),
            (place(3, 3), "3rd"),
            (place(5, 6), "5th-6th"),
            (count(1, "player", "players"), "1 player"),
            (count(1_500, "chip", "chips"), "1,500 chips"),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    /// The cases the UI checks itself against too (`tests/fixtures/words.json`).
    #[test]
    fn the_shared_cases_read_the_same_here_as_in_the_ui() {
        let cases: serde_json::Value =
            serde_json::from_str(include_str!("../../../tests/fixtures/words.json")).unwrap();
        let list = |k: &str| cases[k].as_array().unwrap().clone();
        let n = |v: &serde_json::Value| v.as_i64().unwrap();
        let s = |v: &serde_json::Value| v.as_str().unwrap().to_string();
        let mut checked = 0;
        for c in list("chips") {
            assert_eq!(chips(n(&c[0]) as u64), s(&c[1]));
            checked += 1;
        }
        for c in list("money") {
            assert_eq!(money(n(&c[0]) as u64, &s(&c[1])), s(&c[2]));
            checked += 1;
        }
        for c in list("clock") {
            assert_eq!(clock(n(&c[0])), s(&c[1]));
            checked += 1;
        }
        for c in list("minutes") {
            assert_eq!(minutes(n(&c[0])), s(&c[1]));
            checked += 1;
        }
        assert!(checked >= 20, "only {checked} shared cases");
    }
}
