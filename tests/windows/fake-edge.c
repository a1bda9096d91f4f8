/* A stand-in for Microsoft Edge under Wine (which has none), for tests/windows/run.sh:
 * placed where Windows installs msedge.exe, it writes the command line it was started
 * with to C:\edge-command-line.txt and ends, so the test can read how `felt serve
 * --open` asked for the console's window. */
#include <windows.h>
#include <stdio.h>

int main(void)
{
  FILE *f = _wfopen(L"C:\\edge-command-line.txt", L"w");
  if (!f)
    return 1;
  fputws(GetCommandLineW(), f);
  fclose(f);
  return 0;
}
