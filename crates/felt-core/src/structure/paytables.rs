//! The payout tables shipped with Felt (`structures/payouts/*.toml`), embedded at compile
//! time. A structure's `[payouts] table` names one of them; `rules::payout` reads them.

/// The tables shipped with Felt: (name to pick it by, TOML text). The first is the one
/// used when an event or a calculator names none.
pub const BUILTIN_PAYTABLES: &[(&str, &str)] = &[
    (
        "barge-2025",
        include_str!("../../../../structures/payouts/barge-2025.toml"),
    ),
    (
        "standard-15",
        include_str!("../../../../structures/payouts/standard-15.toml"),
    ),
];

/// The names a structure may give as its payout table.
pub fn names() -> Vec<&'static str> {
    BUILTIN_PAYTABLES.iter().map(|(n, _)| *n).collect()
}
