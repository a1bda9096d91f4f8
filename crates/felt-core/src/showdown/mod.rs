//! The showdown judge: cards read as a floor calls them out, and every hand
//! type valued once (`eval`), so a game's pot can be settled from the cards by the
//! rulebooks' rules. Never reads the catalog's prose; never guesses a card.

pub mod bits;
pub mod cards;
pub mod eval;
pub mod form;
pub mod hand;
pub mod judge;
mod pots;
mod read;
pub mod split;
mod wire;

pub use form::{CardCount, FormPart, JudgeForm, forms};
pub use judge::{
    JudgeError, JudgeRequest, Judgement, PartAward, PotAward, Seats, ShownHand, judge,
};

#[cfg(test)]
mod tests;

#[cfg(test)]
mod case_files;
#[cfg(test)]
mod differential_tests;
#[cfg(test)]
mod judge_tests;
