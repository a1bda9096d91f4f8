//! The judge's wire types: the showdown as the floor enters it (`JudgeRequest`), the
//! answer (`Judgement`: pots, parts, shares) and the refusal (`JudgeError`), one shape for
//! the CLI's `--json` and `POST /api/judge`.

use crate::catalog::Declared;
use serde::{Deserialize, Serialize};

/// A showdown to settle, as the floor enters it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct JudgeRequest {
    /// The game: a catalog key (`razzdugi`, `chowaha@2021`) or any name it answers to.
    pub game: String,
    /// The board as dealt ("Ah 7c 2d Ks 9s"); a layout's flops, turn cards, river or
    /// rows separated by `|`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
    /// Every player in the hand at the end, in seat order clockwise.
    pub hands: Vec<ShownHand>,
    /// The player on the button; without it the first hand listed sits left of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub button: Option<String>,
    /// Every chip in the middle; what players put in beyond what is listed is dead money
    /// in the main pot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pot: Option<u64>,
    /// The smallest chip in play (default 1): pots break down to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chip: Option<u64>,
    /// The parts played this hand, for a game whose parts depend on a die or the flop
    /// (by label: "High", "Low").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<String>,
    /// The number an X-or-better low must be, as rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<u8>,
    /// The wild ranks or cards of this hand, for a game whose wild card depends on the
    /// deal ("7", "Qs"); "none" when nothing is wild.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub wild: String,
}

/// One player at the showdown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShownHand {
    pub name: String,
    /// The cards as shown ("As Kd 7c 2h 3s", T or 10 for a ten, Jk for a joker, a `*`
    /// after a card the player made wild); a split hand's parts separated by `|`;
    /// empty for a player who folded after putting chips in.
    #[serde(default)]
    pub cards: String,
    /// Every chip this player put in the pot this hand, for side pots.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub put: Option<u64>,
    /// What the player declared, in a game declared high, low or both ways.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declares: Option<Declared>,
}

/// Text the pots of one judgement share (a player's name, a hand in words, the cards
/// shown): made once and counted, not copied into every pot; a JSON string on the wire.
pub type Text = std::sync::Arc<str>;

/// Names with a value each, in seat order; written as a JSON object.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seats<T>(pub Vec<(Text, T)>);

impl<T> Seats<T> {
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| &**n == name).map(|(_, v)| v)
    }
}

impl Seats<u64> {
    pub(super) fn add(&mut self, name: &Text, chips: u64) {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v += chips,
            None => self.0.push((Text::clone(name), chips)),
        }
    }
}

impl<T: Serialize> Serialize for Seats<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Seats<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
            type Value = Seats<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of names")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Seats<T>, A::Error> {
                let mut out = Vec::new();
                while let Some((k, v)) = a.next_entry::<Text, T>()? {
                    out.push((k, v));
                }
                Ok(Seats(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// The judge's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Judgement {
    /// The catalog key of the game judged.
    pub game: String,
    pub name: String,
    /// The main pot first, then each side pot.
    pub pots: Vec<PotAward>,
    /// What each player takes from every pot, in seat order from the button's left.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, u64>))]
    pub shares: Seats<u64>,
    /// What the floor should know: a part nobody qualified for, a row taken out, a
    /// player going both ways who lost the claim.
    pub notes: Vec<String>,
}

/// One pot and how it is split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PotAward {
    pub amount: u64,
    /// The players with a claim to it, in seat order.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<String>))]
    pub eligible: Vec<Text>,
    pub parts: Vec<PartAward>,
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, u64>))]
    pub shares: Seats<u64>,
}

/// One part of a pot (high, low, badugi, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PartAward {
    /// The part's name, lower case ("high", "low", "badugi", "points hand").
    pub part: String,
    /// The chips this part is worth.
    pub amount: u64,
    /// Who wins it (several when tied), in the order odd chips go.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<String>))]
    pub winners: Vec<Text>,
    /// Each contender's best hand in words.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, String>))]
    pub hands: Seats<Text>,
    /// The five (or four) cards each contender plays.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, String>))]
    pub cards: Seats<Text>,
    /// Whether any hand met the part's qualifier (always, when it has none).
    pub qualified: bool,
}

/// Why a showdown cannot be judged, in words naming what is at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct JudgeError(pub String);

pub(super) fn no(msg: impl Into<String>) -> JudgeError {
    JudgeError(msg.into())
}

/// The most players, cards a hand shows and board cards the judge reads.
pub const MAX_PLAYERS: usize = 23;
pub(super) const MAX_CARDS: usize = 16;
