//! Files and folders only the TD may read: everything Felt writes into its data folder
//! (the database and its WAL, the token file, deleted events' exports) is the owner's
//! alone, because the room's log names players and holds the desk's secrets.
//!
//! On Unix that is mode 0700 for a folder and 0600 for a file, set as it is created so
//! there is no moment when another user could open it.

use std::fs::File;
use std::io;
use std::path::Path;

/// Creates `dir` and its missing parents, readable by the owner only; a `dir` that was
/// already there (made by an older Felt) is made the owner's only too.
pub fn dir(dir: &Path) -> io::Result<()> {
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
}

/// Creates (or empties) the file at `path` for writing, readable by the owner only.
pub fn create(path: &Path) -> io::Result<File> {
    let mut o = std::fs::OpenOptions::new();
    o.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    let f = o.open(path)?;
    // A file that already existed keeps its mode through `open`: set it.
    restrict(path);
    Ok(f)
}

/// Makes the existing file at `path` readable and writable by its owner only (a file
/// another program made, such as SQLite's WAL).
pub fn restrict(path: &Path) {
    #[cfg(unix)]
    if path.exists() {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
    #[cfg(not(unix))]
    let _ = path;
}
