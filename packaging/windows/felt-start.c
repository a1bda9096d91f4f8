/* felt-start.exe: how the Start menu starts Felt on Windows.
 *
 * Windows refuses to start a program that calls a function the system lacks, before the
 * program can say anything: felt.exe would end at once with a bare status. This
 * launcher, built against kernel32, user32 and advapi32 alone (every Windows has them),
 * first reads felt.exe's import table
 * (beside it) and looks each imported function up in this system. A missing one is said
 * in words (on stderr, and in a message box when no command prompt shows the text) and
 * the launcher ends with status 3. Otherwise it runs felt.exe with the same arguments,
 * in the same console, and ends with its status.
 *
 *   felt-start [ARGS...]   check, then felt.exe ARGS
 *   felt-start --check     check only: status 0 when felt.exe can start here
 *   felt-start --window    the Start menu's Felt: the console in a window of its own.
 *                          Felt's desktop window (felt-desktop.exe beside it) when it can
 *                          start here and the WebView2 runtime it draws with is installed;
 *                          else `felt.exe serve --open`, which opens Microsoft Edge's app
 *                          window, else the default browser.
 *
 * FELT_NO_DIALOG=1 keeps the message box away (tests).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#define MISSING_STATUS 3

/* The file offset of relative address `rva`, or 0 when no section holds it. */
static DWORD offset_of(const IMAGE_NT_HEADERS64 *nt, DWORD rva)
{
  const IMAGE_SECTION_HEADER *s = IMAGE_FIRST_SECTION(nt);
  for (WORD i = 0; i < nt->FileHeader.NumberOfSections; i++, s++) {
    DWORD size = s->Misc.VirtualSize ? s->Misc.VirtualSize : s->SizeOfRawData;
    if (rva >= s->VirtualAddress && rva < s->VirtualAddress + size)
      return rva - s->VirtualAddress + s->PointerToRawData;
  }
  return 0;
}

/* Looks up every function `exe` imports. Returns 0 when all are here, 1 when one is
 * missing (named in `why`), -1 when the file cannot be read (said in `why`). */
static int check_imports(const wchar_t *exe, char *why, size_t n)
{
  HANDLE f = CreateFileW(exe, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
  if (f == INVALID_HANDLE_VALUE) {
    snprintf(why, n, "felt.exe is not beside felt-start.exe (error %lu)", GetLastError());
    return -1;
  }
  LARGE_INTEGER size;
  GetFileSizeEx(f, &size);
  HANDLE m = CreateFileMappingW(f, NULL, PAGE_READONLY, 0, 0, NULL);
  const BYTE *base = m ? MapViewOfFile(m, FILE_MAP_READ, 0, 0, 0) : NULL;
  int result = -1;
  snprintf(why, n, "felt.exe is not a 64-bit Windows program");
  if (!base)
    goto done;
  const IMAGE_DOS_HEADER *dos = (const IMAGE_DOS_HEADER *)base;
  if (size.QuadPart < (LONGLONG)sizeof *dos || dos->e_magic != IMAGE_DOS_SIGNATURE ||
      dos->e_lfanew <= 0 || size.QuadPart < dos->e_lfanew + (LONGLONG)sizeof(IMAGE_NT_HEADERS64))
    goto done;
  const IMAGE_NT_HEADERS64 *nt = (const IMAGE_NT_HEADERS64 *)(base + dos->e_lfanew);
  if (nt->Signature != IMAGE_NT_SIGNATURE || nt->OptionalHeader.Magic != IMAGE_NT_OPTIONAL_HDR64_MAGIC)
    goto done;
  const IMAGE_DATA_DIRECTORY *dir = &nt->OptionalHeader.DataDirectory[IMAGE_DIRECTORY_ENTRY_IMPORT];
  result = 0;
  if (!dir->VirtualAddress)
    goto done;
  DWORD at = offset_of(nt, dir->VirtualAddress);
  const BYTE *end = base + size.QuadPart;
  for (const IMAGE_IMPORT_DESCRIPTOR *d = (const IMAGE_IMPORT_DESCRIPTOR *)(base + at);
       at && (const BYTE *)(d + 1) <= end && d->Name; d++) {
    DWORD name_at = offset_of(nt, d->Name);
    if (!name_at)
      continue;
    const char *dll = (const char *)(base + name_at);
    HMODULE h = LoadLibraryA(dll);
    if (!h) {
      snprintf(why, n, "it needs %s, which this system does not have", dll);
      result = 1;
      goto done;
    }
    DWORD thunks = offset_of(nt, d->OriginalFirstThunk ? d->OriginalFirstThunk : d->FirstThunk);
    for (const ULONGLONG *t = (const ULONGLONG *)(base + thunks); thunks && (const BYTE *)(t + 1) <= end && *t; t++) {
      if (IMAGE_SNAP_BY_ORDINAL64(*t)) {
        WORD ordinal = (WORD)IMAGE_ORDINAL64(*t);
        if (!GetProcAddress(h, MAKEINTRESOURCEA(ordinal))) {
          snprintf(why, n, "it needs function number %u of %s, which this system's copy lacks", ordinal, dll);
          result = 1;
          goto done;
        }
        continue;
      }
      DWORD by_name = offset_of(nt, (DWORD)*t);
      if (!by_name)
        continue;
      const char *fn = (const char *)((const IMAGE_IMPORT_BY_NAME *)(base + by_name))->Name;
      if (!GetProcAddress(h, fn)) {
        snprintf(why, n, "it needs the function %s of %s, which this system's copy lacks", fn, dll);
        result = 1;
        goto done;
      }
    }
  }
done:
  if (result == 0)
    why[0] = 0;
  if (base)
    UnmapViewOfFile(base);
  if (m)
    CloseHandle(m);
  CloseHandle(f);
  return result;
}

/* Whether the WebView2 runtime is installed, where Microsoft says to look: the version
 * (`pv`) its updater records, for every user or for this one. */
static int webview2_installed(void)
{
  static const wchar_t *keys[] = {
    L"SOFTWARE\\WOW6432Node\\Microsoft\\EdgeUpdate\\Clients\\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}",
    L"SOFTWARE\\Microsoft\\EdgeUpdate\\Clients\\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}",
  };
  static const HKEY roots[] = {HKEY_LOCAL_MACHINE, HKEY_CURRENT_USER};
  for (int r = 0; r < 2; r++)
    for (int k = 0; k < 2; k++) {
      wchar_t pv[64];
      DWORD size = sizeof pv;
      if (RegGetValueW(roots[r], keys[k], L"pv", RRF_RT_REG_SZ, NULL, pv, &size) == ERROR_SUCCESS &&
          pv[0] && wcscmp(pv, L"0.0.0.0") != 0)
        return 1;
    }
  return 0;
}

/* Runs `line` (the program `exe`) and waits for it; its status. */
static int run(const wchar_t *exe, wchar_t *line)
{
  STARTUPINFOW si = {.cb = sizeof si};
  PROCESS_INFORMATION pi;
  if (!CreateProcessW(exe, line, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi))
    return -1;
  /* Ctrl-C reaches both (one console); the launcher waits for Felt to stop. */
  SetConsoleCtrlHandler(NULL, TRUE);
  WaitForSingleObject(pi.hProcess, INFINITE);
  DWORD status = 1;
  GetExitCodeProcess(pi.hProcess, &status);
  CloseHandle(pi.hThread);
  CloseHandle(pi.hProcess);
  return (int)status;
}

/* Says `text` on stderr, and in a message box when no command prompt shows it (the
 * console was made for this program alone, as a shortcut does). */
static void say(const char *text)
{
  fprintf(stderr, "%s\n", text);
  fflush(stderr);
  DWORD list[4];
  char no_dialog[8];
  if (GetEnvironmentVariableA("FELT_NO_DIALOG", no_dialog, sizeof no_dialog))
    return;
  if (GetConsoleProcessList(list, 4) <= 1)
    MessageBoxA(NULL, text, "Felt cannot start", MB_ICONERROR | MB_OK);
}

/* The command line after the program's own name. */
static const wchar_t *arguments(void)
{
  const wchar_t *c = GetCommandLineW();
  if (*c == L'"') {
    c++;
    while (*c && *c != L'"')
      c++;
    if (*c)
      c++;
  } else {
    while (*c && *c != L' ' && *c != L'\t')
      c++;
  }
  while (*c == L' ' || *c == L'\t')
    c++;
  return c;
}

int main(void)
{
  wchar_t exe[MAX_PATH + 16];
  DWORD len = GetModuleFileNameW(NULL, exe, MAX_PATH);
  if (!len || len >= MAX_PATH) {
    say("Felt cannot start: the path of felt-start.exe is too long.");
    return MISSING_STATUS;
  }
  wchar_t *slash = wcsrchr(exe, L'\\');
  wcscpy(slash ? slash + 1 : exe, L"felt.exe");

  char why[512], text[768];
  int checked = check_imports(exe, why, sizeof why);
  if (checked != 0) {
    snprintf(text, sizeof text,
             "Felt cannot start on this Windows: %s. Felt needs 64-bit Windows 10 or 11 "
             "(under Wine, version 9 or later).",
             why);
    say(text);
    return MISSING_STATUS;
  }
  const wchar_t *args = arguments();
  if (wcscmp(args, L"--check") == 0) {
    printf("felt.exe can start here: every function it calls is in this system.\n");
    return 0;
  }

  if (wcsncmp(args, L"--window", 8) == 0 && (args[8] == 0 || args[8] == L' ')) {
    wchar_t desktop[MAX_PATH + 32];
    wcscpy(desktop, exe);
    wchar_t *name = wcsrchr(desktop, L'\\');
    wcscpy(name ? name + 1 : desktop, L"felt-desktop.exe");
    char why_not[512] = "";
    int present = GetFileAttributesW(desktop) != INVALID_FILE_ATTRIBUTES;
    if (!present)
      snprintf(why_not, sizeof why_not, "felt-desktop.exe is not installed");
    else if (check_imports(desktop, why_not, sizeof why_not) != 0)
      ;
    else if (!webview2_installed())
      snprintf(why_not, sizeof why_not, "the WebView2 runtime it draws with is not installed");
    if (!why_not[0]) {
      printf("Felt opens in its own window.\n");
      fflush(stdout);
      wchar_t line[MAX_PATH + 40];
      swprintf(line, MAX_PATH + 40, L"\"%ls\"", desktop);
      int status = run(desktop, line);
      if (status >= 0)
        return status;
      snprintf(why_not, sizeof why_not, "Windows refused to run it (error %lu)", GetLastError());
    }
    printf("Felt's own window cannot open here (%s): the console opens in Edge's app window "
           "or the browser.\n",
           why_not);
    fflush(stdout);
    args = L"serve --open";
  }

  size_t need = wcslen(exe) + wcslen(args) + 4;
  wchar_t *line = HeapAlloc(GetProcessHeap(), 0, need * sizeof *line);
  if (!line)
    return MISSING_STATUS;
  swprintf(line, need, L"\"%ls\" %ls", exe, args);
  int status = run(exe, line);
  if (status < 0) {
    snprintf(text, sizeof text, "Felt cannot start: Windows refused to run felt.exe (error %lu).", GetLastError());
    say(text);
    return MISSING_STATUS;
  }
  return status;
}
