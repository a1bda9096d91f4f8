//! The structured description of a poker game, as the files in `structures/games/` spell it.
//!
//! Every type rejects unknown fields, so a typo in a game file fails the catalog tests
//! instead of silently dropping a rule. Prose lives only in short `notes`; everything a
//! rule card says about the deal and the showdown is generated from these fields.

use super::house::{
    CardRule, Cost, Declaration, Direction, Example, Offer, Opening, PointCount, Wild,
};
use crate::structure::Betting;
use serde::{Deserialize, Serialize};

/// One game of the catalog with every edition the source documents describe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CatalogGame {
    /// Stable id, also the file name (`structures/games/<id>.toml`).
    pub id: String,
    pub name: String,
    pub family: CatalogFamily,
    /// Other names the game goes by (older rulebooks, room slang).
    #[serde(default)]
    pub aliases: Vec<String>,
    /// The betting limit the game is usually spread at.
    pub usual_betting: Betting,
    /// Editions, the default (most recent) first.
    pub editions: Vec<Edition>,
}

/// How a game is dealt, for grouping; `Mixed` is a game that picks another game per hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum CatalogFamily {
    Flop,
    Draw,
    Stud,
    Mixed,
    /// Dealt neither as flop, draw nor stud: card auctions, trading, layouts, games
    /// that are not poker hands at all (Sevens).
    Other,
}

impl CatalogFamily {
    pub fn label(self) -> &'static str {
        match self {
            CatalogFamily::Flop => "flop",
            CatalogFamily::Draw => "draw",
            CatalogFamily::Stud => "stud",
            CatalogFamily::Mixed => "mixed",
            CatalogFamily::Other => "other",
        }
    }

    /// [`Self::label`] in `l`'s words.
    pub fn label_in(self, l: crate::lang::Locale) -> String {
        l.say(
            match self {
                CatalogFamily::Flop => "card-family-flop",
                CatalogFamily::Draw => "card-family-draw",
                CatalogFamily::Stud => "card-family-stud",
                CatalogFamily::Mixed => "card-family-mixed",
                CatalogFamily::Other => "card-family-other",
            },
            &[],
        )
    }
}

/// The rules of a game as one rulebook edition states them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edition {
    /// Key an event uses to pick this edition (`chowaha@2021`).
    pub id: String,
    /// Other keys that mean the same rules (an older edition that did not change).
    #[serde(default)]
    pub also: Vec<String>,
    /// Which documents describe these rules.
    pub sources: Vec<Source>,
    /// The name this edition uses, when it differs from the game's name.
    #[serde(default)]
    pub name: Option<String>,
    /// Other names a TD or a source uses for this edition ("Night Baseball (no-peekie)",
    /// a source's own spelling).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// The betting this edition is played at, where its source says (the Regulars' games
    /// at the night's limit); the game's `usual_betting` otherwise. A card of this edition
    /// never prints the base game's betting over its own.
    #[serde(default)]
    pub betting: Option<crate::structure::Betting>,
    pub deck: Deck,
    #[serde(default)]
    pub joker: Joker,
    pub forced: ForcedBets,
    /// Streets in the order they are played.
    pub streets: Vec<Street>,
    pub showdown: Showdown,
    /// For a game where a player picks the game each hand: the catalog ids to choose from.
    #[serde(default)]
    pub choice_of: Vec<String>,
    /// Wild cards, in the order the card states them.
    #[serde(default)]
    pub wild: Vec<Wild>,
    /// Cards that change the hand when dealt face up (Baseball's fours).
    #[serde(default)]
    pub card_rules: Vec<CardRule>,
    /// Who may open, when the game restricts it (jacks or better).
    #[serde(default)]
    pub open: Option<Opening>,
    /// Card values, for games that add cards up (7-27).
    #[serde(default)]
    pub points: Option<PointCount>,
    /// Worked examples; the rule card computes and prints their outcome.
    #[serde(default)]
    pub examples: Vec<Example>,
    /// Short notes, in the project's own words, for what the fields cannot say.
    #[serde(default)]
    pub notes: Vec<String>,
}

/// A source document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    #[serde(rename = "barge-2021")]
    Barge2021,
    #[serde(rename = "barge-2025")]
    Barge2025,
    #[serde(rename = "embargo-2011")]
    Embargo2011,
    /// The home-game rulebook "Poker by the Regulars" (March 2012).
    #[serde(rename = "regulars-2012")]
    Regulars2012,
}

impl Source {
    pub fn label(self) -> &'static str {
        match self {
            Source::Barge2021 => "BARGE rulebook 2021",
            Source::Barge2025 => "BARGE rulebook 2025",
            Source::Embargo2011 => "EMBARGO 2011 game list",
            Source::Regulars2012 => "Poker by the Regulars (2012)",
        }
    }

    /// [`Self::label`] in `l`'s words (a book's title stays as it is printed).
    pub fn label_in(self, l: crate::lang::Locale) -> String {
        l.say(
            match self {
                Source::Barge2021 => "card-source-barge-2021",
                Source::Barge2025 => "card-source-barge-2025",
                Source::Embargo2011 => "card-source-embargo-2011",
                Source::Regulars2012 => "card-source-regulars-2012",
            },
            &[],
        )
    }

    /// Whether the source's dealers burn a card before each later street. The card rooms'
    /// rulebooks do; the Regulars' home game deals from the top with no burn card (its
    /// dealing rules name none), which lets a seven-card stud game seat seven.
    pub fn burns_cards(self) -> bool {
        !matches!(self, Source::Regulars2012)
    }
}

/// The deck a game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deck {
    /// The full 52-card deck.
    Standard,
    /// 36 cards: deuces through fives removed.
    #[serde(rename = "short-36")]
    Short36,
    /// 41 cards: eights, nines and tens removed, one joker added.
    #[serde(rename = "mexican-41")]
    Mexican41,
}

/// Whether a joker is added and how it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Joker {
    #[default]
    None,
    /// Lowball bug: the lowest card that does not pair the hand.
    LowballBug,
    /// High bug: an ace, or any card that completes a straight or a flush.
    HighBug,
    /// Mexican joker: a bug when dealt face up, fully wild when dealt face down.
    Mexican,
}

/// Which card is best or worst for the bring-in, by rank then by suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BringIn {
    /// The lowest up card brings it in (2 of clubs is the lowest card).
    LowestCard,
    /// The highest up card brings it in, aces low (king of spades is the highest card).
    HighestCardAceLow,
    /// The highest up card brings it in, aces high (ace of spades is the highest card).
    HighestCardAceHigh,
}

/// The forced bets of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ForcedBets {
    /// A button, a small blind and a big blind.
    Blinds,
    /// Every player antes; one up card brings it in.
    AntesBringIn { bring_in: BringIn },
    /// Antes and a button, no bring-in: the best card showing must open.
    AntesHighCardOpens,
    /// No blinds and no antes from the players: the dealer puts in one payment for the
    /// whole table, set by the night per player dealt in (home games).
    DealerPays,
    /// Every player puts the same stake in the pot before the deal (the night sets it).
    EveryonePays,
}

/// One street: what happens to the cards, then (usually) a betting round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Street {
    pub name: String,
    /// What happens before the betting, in order.
    pub actions: Vec<Action>,
    /// The betting round, if the street has one.
    #[serde(default)]
    pub bet: Option<BetRound>,
    /// A card is burnt before this street. Defaults to yes for every street after the
    /// first that deals cards to the players or the board, when the edition's sources
    /// burn cards at all ([`Source::burns_cards`]).
    #[serde(default)]
    pub burn: Option<bool>,
}

/// Something that happens to the cards on a street.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Action {
    /// Cards dealt to every player still in the hand.
    Deal {
        #[serde(default)]
        down: u8,
        #[serde(default)]
        up: u8,
        /// Cards whose face (up or down) the game's source does not state: the card says
        /// only that they are dealt, never guessing a face.
        #[serde(default, skip_serializing_if = "is_zero")]
        unstated: u8,
        /// Only in some hands (for example when the flop is mostly black): own words.
        #[serde(default)]
        when: Option<String>,
    },
    /// Community cards turned face up.
    Board {
        cards: u8,
        /// Where they go on a special layout (own words), e.g. "three rows of three".
        #[serde(default)]
        layout: Option<String>,
    },
    /// Each player discards from `min` to `max` cards and is dealt as many replacements.
    Draw {
        #[serde(default)]
        min: u8,
        max: u8,
    },
    /// Each player throws away cards without replacement.
    Discard {
        min: u8,
        max: u8,
        /// When the discard happens, in own words ("before the turn card").
        #[serde(default)]
        timing: Option<String>,
    },
    /// Each player turns down cards face up; `at_once`: everybody together. The player
    /// chooses which, unless `in_order`: the hand was stacked face down beforehand and the
    /// next card of the stack is the one turned (Anaconda).
    Expose {
        count: u8,
        #[serde(default)]
        at_once: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        in_order: bool,
    },
    /// Each player passes `count` cards to the neighbour on that side.
    Pass { count: u8, to: Direction },
    /// Players swap cards with one another, card for card (own words say how).
    Trade { rule: String },
    /// Players take turns buying cards from `offers` until each has bought `each`.
    Buy { each: u8, offers: Vec<Offer> },
    /// Cards are turned up one at a time and auctioned; the winner pays the pot and may
    /// keep the card. One auction per player per time `rounds`.
    Auction { rounds: u8 },
    /// One card per player is turned face up in the middle; players take one each in the
    /// order `order` gives (own words).
    Pick { order: String },
    /// The whole deck is dealt out among the players.
    DealAll,
    /// Cards are played out onto the table, not ranked as poker hands (own words say how);
    /// `cant_play` is what a player pays who cannot play a card in turn.
    PlayOut {
        rule: String,
        #[serde(default)]
        cant_play: Option<Cost>,
    },
    /// The button rolls dice that change the game for this hand (own words say how).
    Roll { dice: u8, decides: String },
    /// Boards are removed from play (Oklahoma).
    RemoveBoards { rule: String },
    /// Each player splits the hand into parts played separately (own words).
    Split { rule: String },
    /// A player picks the game for the hand among `choice_of`.
    ChooseGame { chooser: String },
}

/// A betting round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetRound {
    /// The limit used in limit play.
    pub size: BetSize,
    pub first: FirstToAct,
}

/// Small bet or big bet in limit play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BetSize {
    Small,
    Big,
    /// The opener chooses the small or the big bet (Mexican Poker's first round).
    Either,
    /// The source gives no size for this round (big-bet games): the event structure decides.
    NotStated,
}

/// Who acts first in a betting round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstToAct {
    /// Left of the big blind (first round of a blind game).
    LeftOfBigBlind,
    /// First active player left of the button.
    LeftOfButton,
    /// The player who brought it in acts first; the next player acts after the bring-in.
    BringIn,
    /// The best high hand showing.
    BestHighShowing,
    /// The best low hand showing.
    BestLowShowing,
    /// The highest card (or hand) showing, ties to the first clockwise of the button.
    HighShowingFromButton,
    /// The player with the best board showing, as in stud (Swingo).
    BestBoardShowing,
    /// As the game chosen for the hand prescribes.
    AsChosenGame,
}

/// How the pot is awarded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Showdown {
    pub kind: ShowdownKind,
    /// The hands competing for the pot. In a split, the first part is the "high" half
    /// that receives the odd chip. Empty when the chosen game decides.
    #[serde(default)]
    pub parts: Vec<PotPart>,
    /// Players say which half they play for before the cards are shown.
    #[serde(default)]
    pub declare: Option<Declaration>,
    /// What each player who stayed in and lost pays (Guts: the pot; Sevens: per card).
    #[serde(default)]
    pub losers_pay: Option<Cost>,
}

/// Whole pot, split, or a fallback order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ShowdownKind {
    /// One hand takes the pot.
    Single,
    /// The pot is halved between the parts; if no hand qualifies for a part, the other takes all.
    Split,
    /// Not split: the first part wins if anyone qualifies for it, otherwise the next.
    FirstQualifying,
    /// As the game chosen for the hand.
    AsChosenGame,
    /// The second-best hand takes the pot.
    SecondBest,
    /// The best hand and the next player still in on its left split the pot.
    WithLeftNeighbour,
    /// Not a poker showdown: the first player out of cards wins (see `losers_pay`).
    FirstOut,
}

/// One way of winning (all or half of) the pot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PotPart {
    /// Label on the card, e.g. "High", "Low", "Badugi", "Draw hand".
    pub label: String,
    pub scale: Scale,
    pub hand: HandRule,
    #[serde(default)]
    pub qualifier: Qualifier,
    /// Only in some hands (a die roll, the colour of the flop): own words.
    #[serde(default)]
    pub when: Option<String>,
}

/// How hands are ranked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scale {
    High,
    /// High with a 36-card deck: a flush beats a full house, A-6-7-8-9 is the lowest straight.
    HighShortDeck,
    /// High with the 41-card Mexican deck: a flush beats a full house, straights skip 8-9-10.
    HighMexican,
    /// High where trips of 2 to 10 plus two cards adding up to their rank count as quads.
    HighQuickQuads,
    AceToFive,
    /// Ace-to-five, but any hand holding a jack, queen or king beats any hand without one.
    ActionRazz,
    DeuceToSeven,
    AceToSix,
    /// Badugi with aces low.
    Badugi,
    /// Badugi with aces high (badeucy).
    BadugiAceHigh,
    /// Point count of all five cards: ace 1, two to ten face value, picture cards 0; most wins.
    #[serde(rename = "points-49")]
    Points49,
    /// Card points (the edition's `points`) closest to 7.
    #[serde(rename = "points-nearest-7")]
    PointsNearest7,
    /// Card points closest to 27.
    #[serde(rename = "points-nearest-27")]
    PointsNearest27,
    /// Card points, highest total.
    PointsHighest,
    /// Card points, lowest total.
    PointsLowest,
    /// High hand with straights and flushes not counting.
    HighNoStraightsOrFlushes,
    /// High hand with the ace low only: it ranks below the deuce, A-2-3-4-5 is a straight
    /// and 10-J-Q-K-A is not (Jackal).
    HighAceLow,
    /// Three-card hands: trips, then straight, then flush, then pair, then high card.
    ThreeCard,
    /// High hand with two extra hands: a four-card straight beats a pair, a four-card
    /// flush beats it, two pair beats both.
    HighFourCardHands,
    /// The lowest spade among the player's down cards (aces high).
    LowestSpadeDown,
    /// The highest spade among the player's down cards.
    HighestSpadeDown,
}

/// Which cards make the hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "use", rename_all = "kebab-case", deny_unknown_fields)]
pub enum HandRule {
    /// Best five of all the player's cards and the board.
    AnyFive,
    /// Best four cards of the player's own (badugi).
    BestFourOwn,
    /// Exactly `hole` cards from the hand and `board` from the board.
    Exactly {
        hole: u8,
        board: u8,
        #[serde(default)]
        board_rule: BoardRule,
    },
    /// At most `max_hole` cards from the hand, the rest from the board.
    UpTo { max_hole: u8 },
    /// Every card the player kept, completed from the board to five.
    AllKept,
    /// All five cards of the player's own hand.
    AllFiveOwn,
    /// Either exactly two from the hand and three from the board, or all five from the hand.
    TwoOrFive,
    /// The best `cards` of the player's own cards.
    BestOwn { cards: u8 },
    /// Every card the player holds, counted together.
    AllOwn,
    /// One of the player's down cards.
    OneDownCard,
    /// As described in the notes (own words).
    Special { rule: String },
}

/// Restrictions on which board cards may be combined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardRule {
    #[default]
    AnyBoardCards,
    /// One flop, one adjacent turn and the river, all touching (Chowaha).
    ConnectedFlopTurnRiver,
    /// One card from each row of the grid (Murder).
    OnePerRow,
    /// All three cards from a single remaining row (Oklahoma).
    OneRow,
}

/// What a hand must be to win its part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Qualifier {
    #[default]
    None,
    /// Five different ranks, eight or lower.
    EightOrBetter,
    /// The qualifier is the number rolled on two dice (Omaha X or Better).
    DiceRoll,
    PairOfSixes,
    Pair,
    NoPair,
    FlushOrBetter,
    /// A four-card badugi.
    FourCardBadugi,
    ThreeOfAKind,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}
