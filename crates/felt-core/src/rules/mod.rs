//! The house rules as plain functions over plain data: the clock, antes, lammers,
//! colour-ups, chip races, purchases, bounties (fixed, progressive, mystery), payouts,
//! deals and seating, and the limits of the floor calculators. Nothing here names the
//! engine: a rule is given what it needs and answers.

pub mod ante;
pub mod bounty;
pub mod chip_race;
pub mod clock;
pub mod colour_up;
pub mod deal;
pub mod lammer;
pub mod limits;
pub mod payout;
pub mod pko;
pub mod prize_pool;
pub mod purchase;
pub mod seating;
pub mod series;
