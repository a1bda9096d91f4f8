//! The showdown judge's door: the request as the floor typed it, settled by the core's
//! judge against the built-in catalog. Changes nothing.

use crate::api::ApiError;
use felt_core::catalog::Catalog;
use felt_core::showdown::{JudgeForm, JudgeRequest, Judgement};

/// Settles `req`: each pot, each part's winners and hands in words, the chips each
/// player takes.
pub fn judge(req: &JudgeRequest) -> Result<Judgement, ApiError> {
    Ok(felt_core::showdown::judge(Catalog::shared(), req)?)
}

/// What the floor enters to judge each game (and named variation) of the catalog, or why
/// the cards alone cannot settle it.
pub fn judge_forms() -> Vec<JudgeForm> {
    felt_core::showdown::forms(Catalog::shared())
}
