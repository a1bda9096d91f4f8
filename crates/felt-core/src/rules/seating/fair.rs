//! A seat draw anyone can check.
//!
//! Before the draw, the desk commits to a secret: 32 random bytes written as 64 hex
//! characters, kept out of the log. The log and the displays carry only its commitment,
//! the hex SHA-256 of `felt-draw-commit-1` + a line break + the secret. The draw's seed is
//! taken from the secret, the first 8 bytes of the SHA-256 of `felt-draw-seed-1` + a line
//! break + the secret read as a big-endian number and cut to 53 bits, so the seed was fixed
//! when the commitment was shown. The draw record reveals the secret; anyone can then hash
//! it, see that it gives the commitment shown before the draw and the seed used, and deal
//! the draw again from the seed and the players in registration order with this open
//! code (`felt tables verify`, the `/verify/EVENT` page).

use sha2::{Digest, Sha256};

/// Seeds fit in 53 bits, so a browser (JSON numbers are doubles) sends them back unchanged
/// (the engine's `SEED_MASK`).
const SEED_BITS: u64 = (1 << 53) - 1;

fn sha256_hex(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `s` is 64 lower-case hex characters (a secret, or a commitment).
pub fn is_hex_256(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The commitment to `secret` shown before the draw.
pub fn commitment(secret: &str) -> String {
    sha256_hex(&[b"felt-draw-commit-1\n", secret.as_bytes()])
}

/// The draw's seed taken from `secret`.
pub fn seed_of(secret: &str) -> u64 {
    let mut h = Sha256::new();
    h.update(b"felt-draw-seed-1\n");
    h.update(secret.as_bytes());
    let d = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&d[..8]);
    u64::from_be_bytes(first) & SEED_BITS
}

/// The secret a desk commits to, from 32 random bytes.
pub fn secret_from(bytes: [u8; 32]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The first 12 characters of a commitment or secret, for screens and paper.
pub fn short(hex: &str) -> String {
    hex.chars().take(12).collect()
}

/// Why a revealed secret does not match what was committed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RevealError {
    /// The reveal is not 64 hex characters.
    Malformed,
    /// The reveal hashes to another commitment.
    WrongSecret { committed: String, gives: String },
    /// A seed was given that is not the secret's.
    WrongSeed { seed: u64, committed_seed: u64 },
}

/// The seed a draw under `committed` must use, given the revealed `secret` and the seed
/// the desk sent (if any).
pub fn check_reveal(committed: &str, secret: &str, seed: Option<u64>) -> Result<u64, RevealError> {
    if !is_hex_256(secret) {
        return Err(RevealError::Malformed);
    }
    let gives = commitment(secret);
    if gives != committed {
        return Err(RevealError::WrongSecret {
            committed: committed.to_string(),
            gives,
        });
    }
    let committed_seed = seed_of(secret);
    match seed {
        Some(s) if s != committed_seed => Err(RevealError::WrongSeed {
            seed: s,
            committed_seed,
        }),
        _ => Ok(committed_seed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_and_seed_are_the_documented_hashes() {
        let secret = "00".repeat(32);
        // printf 'felt-draw-commit-1\n%s' "$(printf '0%.0s' {1..64})" | sha256sum
        assert_eq!(
            commitment(&secret),
            "9057bbbaf5d33ad9e00865fe92fdfd303a658e10f4f629f2839bc5156197df2c"
        );
        // printf 'felt-draw-seed-1\n%s' ... | sha256sum gives a9692e52718628ef...; cut to
        // 53 bits that is 2,584,206,417,209,583.
        assert_eq!(seed_of(&secret), 2_584_206_417_209_583);
        assert!(seed_of(&secret) <= SEED_BITS);
    }

    #[test]
    fn a_reveal_is_accepted_only_for_its_own_commitment_and_seed() {
        let a = secret_from([0xab; 32]);
        let b = secret_from([8; 32]);
        let c = commitment(&a);
        assert!(is_hex_256(&a) && is_hex_256(&c));
        assert_eq!(check_reveal(&c, &a, None), Ok(seed_of(&a)));
        assert_eq!(check_reveal(&c, &a, Some(seed_of(&a))), Ok(seed_of(&a)));
        assert!(matches!(
            check_reveal(&c, &b, None),
            Err(RevealError::WrongSecret { .. })
        ));
        assert!(matches!(
            check_reveal(&c, &a, Some(seed_of(&a) ^ 1)),
            Err(RevealError::WrongSeed { .. })
        ));
        assert_eq!(check_reveal(&c, "nope", None), Err(RevealError::Malformed));
        assert_eq!(
            check_reveal(&c, &a.to_uppercase(), None),
            Err(RevealError::Malformed)
        );
    }
}
