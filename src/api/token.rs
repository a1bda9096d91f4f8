//! The installation's TD token: stored in the database only as its SHA-256; the token
//! itself lives in a file beside the database (`felt.db.token`) readable by its owner
//! only, where `felt token` reads it. `felt token --new` replaces it, and a running
//! server refuses the old one at once (it checks the stored hash on every request).

use super::{ApiError, Felt};
use sha2::{Digest, Sha256};
use std::path::PathBuf;

/// The setting holding the token's SHA-256 (hex).
pub(super) const HASH: &str = "td_token_sha256";
/// Where Felt before November 2026 kept the token in the clear.
pub(super) const PLAIN: &str = "td_token";

/// SHA-256 of `token`, hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.trim().as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A new token: 128 bits from the OS, hex.
fn fresh() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Felt {
    /// Where the token file of this database is.
    pub fn token_file(&self) -> PathBuf {
        let mut p = self.store().path().as_os_str().to_owned();
        p.push(".token");
        PathBuf::from(p)
    }

    /// The installation's TD token, made on first use. A token kept in the clear by an
    /// older Felt moves to the token file, and only its hash stays in the database.
    pub fn td_token(&self) -> Result<String, ApiError> {
        let file = self.token_file();
        let mut store = self.store();
        if let Some(plain) = store.setting(PLAIN)? {
            write_token(&file, &plain)?;
            store.set_setting(HASH, &token_hash(&plain))?;
            store.remove_setting(PLAIN)?;
        }
        let Some(hash) = store.setting(HASH)? else {
            drop(store);
            return self.new_td_token();
        };
        match std::fs::read_to_string(&file) {
            Ok(t) if token_hash(&t) == hash => Ok(t.trim().to_string()),
            Ok(_) => Err(ApiError::BadRequest(
                felt_core::lang::Phrase::new("refusal-api-token-file-other")
                    .text("file", file.display().to_string()),
            )),
            Err(_) => Err(ApiError::BadRequest(
                felt_core::lang::Phrase::new("refusal-api-token-file-missing")
                    .text("file", file.display().to_string()),
            )),
        }
    }

    /// The TD token for a server starting on this database: [`Felt::td_token`], or a new
    /// one when the database keeps a token's hash but the token file beside it is missing
    /// (the database came from another machine: copied, or restored from a backup). True
    /// when a new one was made. Making one needs nothing `felt token --new` does not.
    pub fn td_token_here(&self) -> Result<(String, bool), ApiError> {
        let has_hash = self.store().setting(HASH)?.is_some();
        if has_hash && !self.token_file().exists() {
            return Ok((self.new_td_token()?, true));
        }
        Ok((self.td_token()?, false))
    }

    /// Replaces the TD token with a new one (the old one stops working at once, in a
    /// running server too) and returns it.
    pub fn new_td_token(&self) -> Result<String, ApiError> {
        let token = fresh();
        write_token(&self.token_file(), &token)?;
        self.store().set_setting(HASH, &token_hash(&token))?;
        Ok(token)
    }

    /// Whether `presented` is the installation's TD token now.
    pub fn token_matches(&self, presented: &str) -> bool {
        let Ok(Some(hash)) = self.reader().setting(HASH) else {
            return false;
        };
        constant_time_eq(token_hash(presented).as_bytes(), hash.as_bytes())
    }
}

/// Writes the token file, readable by its owner only.
fn write_token(file: &std::path::Path, token: &str) -> Result<(), ApiError> {
    let write = || {
        use std::io::Write;
        let mut f = crate::private::create(file)?;
        writeln!(f, "{token}")
    };
    write().map_err(|e| {
        ApiError::Internal(format!(
            "cannot write the token file {}: {e}",
            file.display()
        ))
    })?;
    crate::store::owner_only(file);
    Ok(())
}

/// Compares without an early exit, so timing does not reveal how much of a guess was right.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
