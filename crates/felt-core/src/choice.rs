//! Named choices: an enum whose values are picked by a fixed name ("tda-2024",
//! "one-per-winner"). The names are spelled once, in the [`named_choice!`] that declares
//! the enum; its serde form (so the JSON, the log and the generated TypeScript type),
//! its `Display`, its `FromStr`, its OpenAPI schema and the lists every front door shows
//! of the accepted values (`ALL`) all come from there.

use thiserror::Error;

/// An enum picked by name; implemented by [`named_choice!`].
pub trait NamedChoice: Copy + Sized + 'static {
    /// What the choice is called in a refusal: "rule", "variant".
    const WHAT: &'static str;
    /// Every value, in the order the names are listed to the user.
    const ALL: &'static [Self];

    /// The value's name: what serde writes and `FromStr` reads.
    fn name(self) -> &'static str;

    /// Every name, in the order of [`NamedChoice::ALL`].
    fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|c| c.name()).collect()
    }

    /// The names as a sentence: "tda-2024, barge-2020 or barge-2024".
    fn one_of() -> String {
        one_of(&Self::names())
    }

    /// The value named `name` exactly.
    fn from_name(name: &str) -> Result<Self, UnknownChoice> {
        Self::ALL
            .iter()
            .copied()
            .find(|c| c.name() == name)
            .ok_or_else(|| UnknownChoice {
                what: Self::WHAT,
                expected: Self::one_of(),
                found: name.to_string(),
            })
    }
}

/// "a", "a or b", "a, b or c".
pub fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The OpenAPI schema of a choice: a string that is one of `names`.
#[cfg(feature = "schema")]
pub fn names_schema(names: &[&str]) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .enum_values(Some(names.iter().copied()))
        .into()
}

/// [`names_schema`] with the choice's own doc comment (its lines as written) as the
/// schema's description, so the API document and the UI's types say what it is.
#[cfg(feature = "schema")]
pub fn described_names_schema(
    names: &[&str],
    doc: &[&str],
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    let text: Vec<&str> = doc.iter().map(|l| l.trim()).collect();
    let mut schema = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .enum_values(Some(names.iter().copied()));
    if !text.is_empty() {
        schema = schema.description(Some(text.join(" ")));
    }
    schema.into()
}

/// A name that is none of a choice's values.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{what} must be {expected}, found '{found}'")]
pub struct UnknownChoice {
    /// What the choice is called: "rule".
    pub what: &'static str,
    /// The accepted names as a sentence.
    pub expected: String,
    /// What was given.
    pub found: String,
}

/// Declares an enum of named values: each variant is written `Variant = "name"`, and the
/// enum gets serde (the names as its JSON strings), its OpenAPI schema (a string enum of
/// the names, with the `schema` feature), [`NamedChoice`], `Display` and `FromStr` from
/// that one spelling. Exported: the shell's enums (backup reasons, printouts, device
/// scopes, register fields) are declared with it too.
#[macro_export]
macro_rules! named_choice {
    (
        $(#[doc = $doc:literal])*
        $vis:vis enum $name:ident as $what:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:tt, )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        $vis enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl $crate::choice::NamedChoice for $name {
            const WHAT: &'static str = $what;
            const ALL: &'static [Self] = &[$(Self::$variant),+];
            fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }
        }

        $crate::__choice_schema!($name, [$($doc),*]);

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str($crate::choice::NamedChoice::name(*self))
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::choice::UnknownChoice;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                <Self as $crate::choice::NamedChoice>::from_name(s)
            }
        }
    };
}
pub use named_choice;

/// The OpenAPI schema of a named choice, decided by this crate's `schema` feature (not the
/// caller's: the shell has no such feature and always wants it).
#[cfg(feature = "schema")]
#[doc(hidden)]
#[macro_export]
macro_rules! __choice_schema {
    ($name:ident, [$($doc:literal),*]) => {
        impl $crate::choice::utoipa::PartialSchema for $name {
            fn schema() -> $crate::choice::utoipa::openapi::RefOr<
                $crate::choice::utoipa::openapi::schema::Schema,
            > {
                $crate::choice::described_names_schema(
                    &<Self as $crate::choice::NamedChoice>::names(),
                    &[$($doc),*],
                )
            }
        }

        impl $crate::choice::utoipa::ToSchema for $name {}
    };
}

/// Without the `schema` feature, a named choice has no OpenAPI schema.
#[cfg(not(feature = "schema"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __choice_schema {
    ($name:ident, [$($doc:literal),*]) => {};
}

/// The OpenAPI crate the schemas are written with, for [`named_choice!`]'s expansion.
#[cfg(feature = "schema")]
#[doc(hidden)]
pub use utoipa;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::results::DealKind;
    use crate::rules::chip_race::RaceVariant;
    use crate::structure::BigBlindAntePreset;

    /// Every name reads back as its value, through `FromStr` and through serde.
    fn round_trips<T>()
    where
        T: NamedChoice
            + std::fmt::Debug
            + PartialEq
            + std::fmt::Display
            + std::str::FromStr<Err = UnknownChoice>
            + serde::Serialize
            + serde::de::DeserializeOwned,
    {
        for &c in T::ALL {
            assert_eq!(c.to_string(), c.name());
            assert_eq!(c.name().parse::<T>(), Ok(c));
            let json = serde_json::to_value(c).unwrap();
            assert_eq!(json, serde_json::json!(c.name()));
            assert_eq!(serde_json::from_value::<T>(json).unwrap(), c);
        }
    }

    #[test]
    fn names_are_the_serde_names_and_parse_back() {
        round_trips::<BigBlindAntePreset>();
        round_trips::<RaceVariant>();
        round_trips::<DealKind>();
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_names_accepted() {
        let check = |got: Result<BigBlindAntePreset, UnknownChoice>, expected: &str| {
            assert_eq!(got.unwrap_err().to_string(), expected);
        };
        check(
            "wsop".parse(),
            "rule must be tda-2024, barge-2020 or barge-2024, found 'wsop'",
        );
        check(
            "TDA-2024".parse(),
            "rule must be tda-2024, barge-2020 or barge-2024, found 'TDA-2024'",
        );
        assert_eq!(
            "coin".parse::<RaceVariant>().unwrap_err().to_string(),
            "variant must be race, one-per-winner, round or classic, found 'coin'"
        );
        assert_eq!(one_of(&["a4"]), "a4");
        assert_eq!(one_of(&["a4", "letter"]), "a4 or letter");
    }
}
