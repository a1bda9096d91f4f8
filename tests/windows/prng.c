/* For the Wine test only, never shipped: Debian 12's Wine 8.0 has no ProcessPrng in
 * bcryptprimitives.dll, which Rust's standard library calls for randomness on Windows 10
 * and later (every Windows a TD runs). This one passes the call on to RtlGenRandom
 * (advapi32's SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, n)) return FALSE;
    data += n;
    length -= n;
  }
  return TRUE;
}
