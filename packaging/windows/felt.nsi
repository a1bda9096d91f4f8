; Felt for Windows: the installer (makensis, from Debian's nsis package; see
; scripts/package.sh). It installs felt.exe, its launcher felt-start.exe (which says in
; words when this Windows lacks a function felt.exe calls, where Windows itself would end
; it with a bare status), with -DDESKTOP Felt's own window (felt-desktop.exe and the
; WebView2 loader it links to), a Start-menu folder and an uninstaller, and
; registers Felt in Settings > Apps. The TD's data (%APPDATA%\felt) is never touched,
; neither by an upgrade nor by the uninstaller.
;
; makensis -DVERSION=0.1.0 -DSRC=<folder with felt.exe, felt-start.exe, felt.ico, LICENSE.txt> [-DDESKTOP=1] -DOUT=<exe>

; A 64-bit installer (Felt is 64-bit only), which also runs under a 64-bit-only Wine.
Target amd64-unicode
!include "MUI2.nsh"
!include "x64.nsh"

!ifndef VERSION
  !error "VERSION is not set: makensis -DVERSION=..."
!endif
!ifndef SRC
  !error "SRC is not set: makensis -DSRC=..."
!endif
!ifndef OUT
  !define OUT "felt-setup.exe"
!endif

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Felt"

Name "Felt ${VERSION}"
OutFile "${OUT}"
InstallDir "$PROGRAMFILES64\Felt"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
BrandingText "Felt ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "Felt"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Felt: tournament director for mixed-game poker events"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "The Felt authors"

!define MUI_ICON "${SRC}\felt.ico"
!define MUI_UNICON "${SRC}\felt.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\felt-start.exe"
!define MUI_FINISHPAGE_RUN_PARAMETERS "--window"
!define MUI_FINISHPAGE_RUN_TEXT "Open Felt now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${SRC}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "Felt needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  ; Shortcuts for every user of this computer.
  SetShellVarContext all
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Felt" SecFelt
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An upgrade replaces the program files only; a running Felt must be closed first.
  File "${SRC}\felt.exe"
  File "${SRC}\felt-start.exe"
!ifdef DESKTOP
  File "${SRC}\felt-desktop.exe"
  File "${SRC}\WebView2Loader.dll"
!endif
  File "${SRC}\felt.ico"
  File "${SRC}\LICENSE.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\Felt"
  ; Felt: the console in a window of its own, the server on this computer only (Felt's
  ; window where WebView2 is installed, else Edge's app window, else the browser).
  CreateShortcut "$SMPROGRAMS\Felt\Felt.lnk" "$INSTDIR\felt-start.exe" "--window" "$INSTDIR\felt.ico" 0 SW_SHOWMINIMIZED "" "Run the tournament clock and open the console"
  ; The same, reachable by the room's TVs and phones over the network.
  CreateShortcut "$SMPROGRAMS\Felt\Felt for the room (LAN).lnk" "$INSTDIR\felt-start.exe" "serve --open --lan" "$INSTDIR\felt.ico" 0 SW_SHOWNORMAL "" "Serve the clock to every screen on the network"
  ; A command prompt where `felt` works (felt --help lists the commands).
  CreateShortcut "$SMPROGRAMS\Felt\Felt command line.lnk" "$SYSDIR\cmd.exe" '/K "set PATH=$INSTDIR;%PATH% && felt-start --version"' "$INSTDIR\felt.ico" 0 SW_SHOWNORMAL "" "A command prompt with the felt command"
  CreateShortcut "$SMPROGRAMS\Felt\Uninstall Felt.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Felt"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Felt authors"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\felt.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\felt.exe"
  Delete "$INSTDIR\felt-start.exe"
  Delete "$INSTDIR\felt-desktop.exe"
  Delete "$INSTDIR\WebView2Loader.dll"
  Delete "$INSTDIR\felt.ico"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  RMDir /r "$SMPROGRAMS\Felt"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  ; %APPDATA%\felt (the events, the token, the backups) stays: it is the TD's.
SectionEnd
