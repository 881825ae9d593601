// The C allocator's statistics, which Glibc's Swift module does not export.
#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__linux__)
#include <malloc.h>
#endif
