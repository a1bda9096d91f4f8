//! Printable documents as plain data: the structure sheet, the rule card and the floor's
//! paper. Renderers (PDF) live outside the core.

pub mod document;
pub mod floor_paper;
pub mod night_sheet;
pub mod rule_card;
pub mod series_sheet;
pub mod sheet;
