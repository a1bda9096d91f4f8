//! Files and folders only the TD may read: everything Felt writes into its data folder
//! (the database and its WAL, the token file, deleted events' exports, backups) is the
//! owner's alone, because the room's log names players and holds the desk's secrets.
//!
//! On Unix that is mode 0700 for a folder and 0600 for a file, set as it is created so
//! there is no moment when another user could open it. On Windows it is a protected
//! access list (nothing inherited from the folder above) with one entry: full control
//! for the user Felt runs as; a folder passes that list on to what is made in it, so the
//! files SQLite makes beside the database (its WAL) are the owner's from their first
//! byte.

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
    #[cfg(windows)]
    windows::owner_only(dir, true)?;
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

/// Opens the file at `path` to add to its end (made if missing), readable by the owner
/// only: the log files.
pub fn append(path: &Path) -> io::Result<File> {
    let mut o = std::fs::OpenOptions::new();
    o.append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    let f = o.open(path)?;
    restrict(path);
    Ok(f)
}

/// Makes the existing file at `path` readable and writable by its owner only (a file
/// another program made, such as SQLite's WAL); when it cannot, says so on the log (`felt
/// info` reports the database's access as it is).
pub fn restrict(path: &Path) {
    if !path.exists() {
        return;
    }
    #[cfg(unix)]
    let made = {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
    };
    #[cfg(windows)]
    let made = windows::owner_only(path, false);
    if let Err(e) = made {
        tracing::warn!("{} cannot be made yours alone: {e}", path.display());
    }
}

/// Whether only the owner can read `path`, read back from the file system (what `felt
/// info` reports): on Unix no group or other permission bits; on Windows a protected
/// access list whose every entry is for the current user.
pub fn is_owner_only(path: &Path) -> io::Result<bool> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        Ok(std::fs::metadata(path)?.permissions().mode() & 0o077 == 0)
    }
    #[cfg(windows)]
    {
        windows::is_owner_only(path)
    }
}

#[cfg(windows)]
mod windows {
    //! The access lists, through the Win32 security API.

    use std::io;
    use std::os::windows::ffi::OsStrExt;
    use std::path::Path;
    use std::ptr::{null, null_mut};
    use windows_sys::Win32::Foundation::{
        CloseHandle, ERROR_SUCCESS, GENERIC_ALL, HANDLE, LocalFree, WIN32_ERROR,
    };
    use windows_sys::Win32::Security::Authorization::{
        EXPLICIT_ACCESS_W, GetNamedSecurityInfoW, NO_MULTIPLE_TRUSTEE, SE_FILE_OBJECT, SET_ACCESS,
        SetEntriesInAclW, SetNamedSecurityInfoW, TRUSTEE_IS_SID, TRUSTEE_IS_USER, TRUSTEE_W,
    };
    use windows_sys::Win32::Security::{
        ACCESS_ALLOWED_ACE, ACE_HEADER, ACL, ACL_SIZE_INFORMATION, AclSizeInformation,
        DACL_SECURITY_INFORMATION, EqualSid, GetAce, GetAclInformation,
        GetSecurityDescriptorControl, GetTokenInformation, NO_INHERITANCE,
        PROTECTED_DACL_SECURITY_INFORMATION, PSECURITY_DESCRIPTOR, SE_DACL_PROTECTED,
        SUB_CONTAINERS_AND_OBJECTS_INHERIT, TOKEN_QUERY, TOKEN_USER, TokenUser,
    };
    use windows_sys::Win32::System::Threading::{GetCurrentProcess, OpenProcessToken};

    const ACCESS_ALLOWED_ACE_TYPE: u8 = 0;

    fn check(code: WIN32_ERROR) -> io::Result<()> {
        if code == ERROR_SUCCESS {
            Ok(())
        } else {
            Err(io::Error::from_raw_os_error(code as i32))
        }
    }

    fn wide(path: &Path) -> Vec<u16> {
        path.as_os_str().encode_wide().chain(Some(0)).collect()
    }

    /// The current user's `TOKEN_USER`, in a buffer aligned for it (the SID it points to
    /// lives in the same buffer).
    fn current_user() -> io::Result<Vec<u64>> {
        // SAFETY: the token handle is closed on every path; the buffer is sized by the
        // first call and aligned for TOKEN_USER (u64 words).
        unsafe {
            let mut token: HANDLE = null_mut();
            if OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &mut token) == 0 {
                return Err(io::Error::last_os_error());
            }
            let mut len = 0u32;
            GetTokenInformation(token, TokenUser, null_mut(), 0, &mut len);
            let mut buf = vec![0u64; (len as usize).div_ceil(8).max(1)];
            let ok = GetTokenInformation(token, TokenUser, buf.as_mut_ptr().cast(), len, &mut len);
            let err = io::Error::last_os_error();
            CloseHandle(token);
            if ok == 0 {
                return Err(err);
            }
            Ok(buf)
        }
    }

    /// Gives `path` one protected access entry: full control for the current user (a
    /// folder's entry passed on to what is made in it).
    pub fn owner_only(path: &Path, folder: bool) -> io::Result<()> {
        let user = current_user()?;
        // SAFETY: `user` holds a TOKEN_USER (see `current_user`) and outlives every use
        // of its SID; the ACL made by SetEntriesInAclW is freed with LocalFree.
        unsafe {
            let sid = (*user.as_ptr().cast::<TOKEN_USER>()).User.Sid;
            let entry = EXPLICIT_ACCESS_W {
                grfAccessPermissions: GENERIC_ALL,
                grfAccessMode: SET_ACCESS,
                grfInheritance: if folder {
                    SUB_CONTAINERS_AND_OBJECTS_INHERIT
                } else {
                    NO_INHERITANCE
                },
                Trustee: TRUSTEE_W {
                    pMultipleTrustee: null_mut(),
                    MultipleTrusteeOperation: NO_MULTIPLE_TRUSTEE,
                    TrusteeForm: TRUSTEE_IS_SID,
                    TrusteeType: TRUSTEE_IS_USER,
                    ptstrName: sid.cast(),
                },
            };
            let mut acl: *mut ACL = null_mut();
            check(SetEntriesInAclW(1, &entry, null(), &mut acl))?;
            let name = wide(path);
            let set = SetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                acl,
                null(),
            );
            LocalFree(acl.cast());
            check(set)
        }
    }

    /// Reads back `path`'s access list: protected, and every entry allows the current
    /// user only.
    pub fn is_owner_only(path: &Path) -> io::Result<bool> {
        let user = current_user()?;
        // SAFETY: the security descriptor from GetNamedSecurityInfoW is freed with
        // LocalFree after the last use of the DACL inside it; GetAce's pointers stay
        // within that ACL.
        unsafe {
            let sid = (*user.as_ptr().cast::<TOKEN_USER>()).User.Sid;
            let name = wide(path);
            let mut dacl: *mut ACL = null_mut();
            let mut sd: PSECURITY_DESCRIPTOR = null_mut();
            check(GetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                &mut dacl,
                null_mut(),
                &mut sd,
            ))?;
            let mut control = 0u16;
            let mut revision = 0u32;
            let mut only = GetSecurityDescriptorControl(sd, &mut control, &mut revision) != 0
                && control & SE_DACL_PROTECTED != 0
                && !dacl.is_null();
            if only {
                let mut info: ACL_SIZE_INFORMATION = std::mem::zeroed();
                only = GetAclInformation(
                    dacl,
                    (&mut info as *mut ACL_SIZE_INFORMATION).cast(),
                    size_of::<ACL_SIZE_INFORMATION>() as u32,
                    AclSizeInformation,
                ) != 0
                    && info.AceCount > 0;
                for i in 0..info.AceCount {
                    if !only {
                        break;
                    }
                    let mut ace: *mut core::ffi::c_void = null_mut();
                    if GetAce(dacl, i, &mut ace) == 0 {
                        only = false;
                        break;
                    }
                    let header = &*ace.cast::<ACE_HEADER>();
                    only = header.AceType == ACCESS_ALLOWED_ACE_TYPE && {
                        let allowed = ace.cast::<ACCESS_ALLOWED_ACE>();
                        let ace_sid = std::ptr::addr_of_mut!((*allowed).SidStart).cast();
                        EqualSid(ace_sid, sid) != 0
                    };
                }
            }
            LocalFree(sd.cast());
            Ok(only)
        }
    }
}
