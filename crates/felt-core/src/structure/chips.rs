//! The unit every stake, stack and chip count in a structure is written in.

/// Chips are whole numbers of tournament chips.
pub type Chips = u64;
