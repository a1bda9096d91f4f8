//! What home games need beyond the card-room model: wild cards, cards that change the
//! hand when they fall, opening requirements, simultaneous declaration, card points and
//! worked examples. Every field is data; the rule card phrases it (seed 003).

use serde::{Deserialize, Serialize};

/// A card rank as the game files name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Pip value: two is 2 ... ten is 10; jack 11, queen 12, king 13, ace 14.
    pub fn value(self) -> u8 {
        self as u8 + 2
    }

    /// "threes", "sixes", "queens".
    pub fn plural(self) -> &'static str {
        match self {
            Rank::Two => "deuces",
            Rank::Three => "threes",
            Rank::Four => "fours",
            Rank::Five => "fives",
            Rank::Six => "sixes",
            Rank::Seven => "sevens",
            Rank::Eight => "eights",
            Rank::Nine => "nines",
            Rank::Ten => "tens",
            Rank::Jack => "jacks",
            Rank::Queen => "queens",
            Rank::King => "kings",
            Rank::Ace => "aces",
        }
    }

    /// "three", "queen".
    pub fn singular(self) -> &'static str {
        match self {
            Rank::Two => "deuce",
            Rank::Three => "three",
            Rank::Four => "four",
            Rank::Five => "five",
            Rank::Six => "six",
            Rank::Seven => "seven",
            Rank::Eight => "eight",
            Rank::Nine => "nine",
            Rank::Ten => "ten",
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
        }
    }

    /// The rank a card is written with: `A`, `K`, `Q`, `J`, `T` or `10`, `2`..`9`.
    pub fn parse(text: &str) -> Option<Rank> {
        Some(match text.trim().to_ascii_uppercase().as_str() {
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "T" | "10" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            "A" => Rank::Ace,
            _ => return None,
        })
    }

    /// The short form `parse` reads: `A`, `K`, `10`, `9`.
    pub fn short(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }
}

/// The high or the low half of a split pot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    High,
    Low,
}

/// What a player pays (or risks) for a card or a privilege. Amounts are in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Cost {
    /// Nothing to pay.
    Free,
    /// A fixed amount into the pot.
    Cents { amount: u32 },
    /// As much as the pot holds.
    MatchPot,
    /// As much as the pot holds, or the player folds.
    MatchPotOrFold,
    /// A fixed amount for each card the player still holds.
    PerCard { amount: u32 },
}

/// One wild-card rule of a game. A game may have several; later rules add to earlier ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Wild {
    /// Every card of these ranks, in every hand. `cost` is what a player pays when one
    /// is dealt to them face up.
    Ranks {
        ranks: Vec<Rank>,
        #[serde(default)]
        cost: Option<Cost>,
    },
    /// The two one-eyed jacks (spades and hearts).
    OneEyedJacks,
    /// These ranks are wild only in a hand played for one side of the pot.
    ForSide { ranks: Vec<Rank>, side: Side },
    /// These ranks are wild unless the hand also holds a card of rank `unless`.
    UnlessHolding { ranks: Vec<Rank>, unless: Rank },
    /// The up card dealt right after the last face-up card of `rank` is wild, with every
    /// card of its rank; `itself` makes `rank` wild too. A later face-up `rank` moves the
    /// wild rank to the card that follows it; when `rank` is the last up card, only
    /// `rank` (if `itself`) stays wild.
    FollowsUp {
        rank: Rank,
        #[serde(default)]
        itself: bool,
        #[serde(default)]
        cost: Option<Cost>,
    },
    /// When a pair is dealt face up to one player, the next up card's rank becomes wild,
    /// replacing the previous wild rank; a pair completed by the last up card leaves
    /// nothing wild.
    AfterUpPair {
        #[serde(default)]
        cost: Option<Cost>,
    },
    /// The first face-up `from` makes its rank wild; a face-up card of the next higher
    /// rank then takes over, and so on up the ranks.
    RisingUpCards { from: Rank },
    /// The player's lowest down card at the showdown, that card alone, for that player
    /// only (seed 003 makes the one card wild, not its rank).
    LowestDownCard,
    /// One down card of the player's choice, that card alone, for that player only.
    ChosenDownCard,
    /// A community card, and every card of its rank when `with_rank` (the default);
    /// `which` names the card in own words.
    BoardCard {
        which: String,
        #[serde(default = "yes")]
        with_rank: bool,
    },
}

/// A card that changes the hand when it falls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRule {
    pub rank: Rank,
    pub effect: CardEffect,
    /// What the player who gets the card pays for the effect.
    #[serde(default)]
    pub cost: Option<Cost>,
}

/// What a face-up card of a [`CardRule`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardEffect {
    /// Its player may take one more card face down.
    ExtraDownCard,
    /// The game switches between high and lowball; the next one switches it back.
    ToggleLowball,
    /// Its player names the stud game the rest of the hand is played as.
    NamesTheGame,
}

/// Who may open the betting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opening {
    pub needs: OpenNeeds,
    /// A player holding the opening hand must open.
    #[serde(default)]
    pub must_open: bool,
    pub if_nobody: IfNobodyOpens,
}

/// The hand that may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpenNeeds {
    Anything,
    JacksOrBetter,
}

/// What happens when nobody opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IfNobodyOpens {
    /// The cards are thrown in, everyone antes again and a new hand is dealt.
    Redeal,
    /// The same hand is played as lowball; each player opens or folds.
    Lowball,
}

/// How players say which half of the pot they play for.
///
/// A player declaring both ways who is beaten either way takes nothing, whatever the
/// house: that is declaring's own rule (seed 004, on declaring both ways). The pot is
/// then settled again among the others, the best hand of each side among them winning
/// it; if every player went both ways and none won both, it is settled as if nobody had
/// declared (the same source's advice). Only a tie is the house's to decide (`both_ties`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Declaration {
    pub how: DeclareHow,
    /// A player going both ways who ties one side.
    pub both_ties: BothTies,
}

/// The declaration itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeclareHow {
    /// All at once with chips in a closed fist: none for low, one for high, two for both.
    ChipsInFist,
    /// In turn, starting with the last player to bet or raise.
    InTurn,
}

/// A player declaring both ways who only ties one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BothTies {
    /// A tie counts like any tie: the player shares that side (seed 003 says no more).
    Share,
    /// The player must win both sides outright or gets nothing.
    MustScoop,
}

/// What each card is worth in a game that adds cards up instead of ranking poker hands.
/// Values are in half points so a picture card can be worth one half.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointCount {
    /// An ace counts as any of these (whole points).
    pub aces: Vec<u8>,
    pub pictures: PictureValue,
    /// What happens past the target.
    #[serde(default)]
    pub over: OverRule,
}

/// What a jack, queen or king counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PictureValue {
    Half,
    Ten,
    Zero,
}

/// Totals above a target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OverRule {
    /// Only the distance counts.
    #[default]
    Allowed,
    /// Equally close totals: the one not over the target wins.
    UnderWinsTies,
    /// A total over the target cannot win that side.
    Bust,
}

/// A worked example printed on the rule card; the outcome is computed, never written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    /// The pot in cents.
    pub pot: u32,
    pub hands: Vec<ExampleHand>,
}

/// One player's cards and declaration in an [`Example`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExampleHand {
    pub player: String,
    /// Ranks as written on cards: `A`, `K`, `10`, `4`.
    pub cards: Vec<String>,
    pub declares: Declared,
}

/// What a player declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Declared {
    High,
    Low,
    Both,
}

impl Declared {
    pub fn plays(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Declared::Both, _) | (Declared::High, Side::High) | (Declared::Low, Side::Low)
        )
    }

    pub fn label(self) -> &'static str {
        match self {
            Declared::High => "high",
            Declared::Low => "low",
            Declared::Both => "both ways",
        }
    }
}

/// Which way cards are passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    Left,
    Right,
}

/// A card a player may buy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// Which card, in own words ("the first face-up card").
    pub card: String,
    /// Whether the bought card stays face up.
    pub up: bool,
    pub price: Cost,
}

fn yes() -> bool {
    true
}
