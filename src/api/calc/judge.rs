//! The showdown judge's door: the request as the floor typed it, settled by the core's
//! judge against the built-in catalog. Changes nothing.

use crate::api::ApiError;
use felt_core::catalog::Catalog;
use felt_core::showdown::{JudgeRequest, Judgement};

/// Settles `req`: each pot, each part's winners and hands in words, the chips each
/// player takes.
pub fn judge(req: &JudgeRequest) -> Result<Judgement, ApiError> {
    Ok(felt_core::showdown::judge(Catalog::shared(), req)?)
}
