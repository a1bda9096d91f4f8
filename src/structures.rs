//! The structure files shipped with Felt, embedded in the binary so a fresh install has
//! examples (and a demo event) without looking for files on disk.

/// (file name, text) of every shipped example structure.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "example-nlhe-bba.toml",
        include_str!("../structures/example-nlhe-bba.toml"),
    ),
    (
        "example-plo-lammers.toml",
        include_str!("../structures/example-plo-lammers.toml"),
    ),
    (
        "example-mixed-limit.toml",
        include_str!("../structures/example-mixed-limit.toml"),
    ),
    (
        "example-dramaha49-6max.toml",
        include_str!("../structures/example-dramaha49-6max.toml"),
    ),
];

/// (slug, text) of every template the house library can start a structure from.
pub const TEMPLATES: &[(&str, &str)] = &[
    (
        "barge-mixed-limit",
        include_str!("../structures/templates/barge-mixed-limit.toml"),
    ),
    ("horse", include_str!("../structures/templates/horse.toml")),
    (
        "eight-game",
        include_str!("../structures/templates/eight-game.toml"),
    ),
    (
        "big-bet-mix",
        include_str!("../structures/templates/big-bet-mix.toml"),
    ),
    (
        "nlhe-bba",
        include_str!("../structures/templates/nlhe-bba.toml"),
    ),
    (
        "plo-lammers",
        include_str!("../structures/templates/plo-lammers.toml"),
    ),
    (
        "six-handed",
        include_str!("../structures/templates/six-handed.toml"),
    ),
    (
        "razz-shootout",
        include_str!("../structures/templates/razz-shootout.toml"),
    ),
    (
        "satellite",
        include_str!("../structures/templates/satellite.toml"),
    ),
    ("pko", include_str!("../structures/templates/pko.toml")),
    (
        "mystery",
        include_str!("../structures/templates/mystery.toml"),
    ),
    (
        "flights",
        include_str!("../structures/templates/flights.toml"),
    ),
    (
        "home-freezeout",
        include_str!("../structures/templates/home-freezeout.toml"),
    ),
    (
        "regulars-holdem",
        include_str!("../structures/templates/regulars-holdem.toml"),
    ),
];

/// The text of template `slug` (with or without `.toml`).
pub fn template(slug: &str) -> Option<&'static str> {
    let slug = slug.trim_end_matches(".toml");
    TEMPLATES.iter().find(|(s, _)| *s == slug).map(|(_, t)| *t)
}

/// The structure used for the demo event on a database with no event.
pub const DEMO: &str = "example-mixed-limit.toml";

/// The text of the shipped structure `name` (with or without `.toml`).
pub fn shipped(name: &str) -> Option<&'static str> {
    SHIPPED
        .iter()
        .find(|(n, _)| *n == name || n.trim_end_matches(".toml") == name)
        .map(|(_, t)| *t)
}

/// Names of the shipped structures.
pub fn names() -> Vec<&'static str> {
    SHIPPED.iter().map(|(n, _)| *n).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_file_in_structures_is_shipped() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/structures");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".toml"))
            .collect();
        on_disk.sort();
        let mut shipped: Vec<String> = super::names().into_iter().map(String::from).collect();
        shipped.sort();
        assert_eq!(on_disk, shipped);
        assert!(super::shipped(super::DEMO).is_some());
        let mut templates: Vec<String> = std::fs::read_dir(format!("{dir}/templates"))
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".toml"))
            .collect();
        templates.sort();
        let mut listed: Vec<String> = super::TEMPLATES
            .iter()
            .map(|(s, _)| format!("{s}.toml"))
            .collect();
        listed.sort();
        assert_eq!(templates, listed);
    }
}
