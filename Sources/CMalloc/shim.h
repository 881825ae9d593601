// The C allocator's statistics, which Glibc's Swift module does not export, and a block the
// optimiser cannot remove, to see whether they follow an allocation.
#include <stddef.h>
#include <stdlib.h>
#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__linux__)
#include <malloc.h>
#endif

// Allocates `size` bytes and writes one byte in every 4 KiB, so that the allocator really hands
// the block out. Its address goes through a volatile object, and the writes through a volatile
// pointer: C makes every volatile access observable, so no optimiser may drop the allocation or
// the writes (an optimiser may remove a malloc, memset and free whose memory nobody reads, and
// Swift's did). Free it with free(). NULL when malloc fails.
static inline void *coordaudit_allocate_observably(size_t size) {
  void *volatile block = malloc(size);
  volatile unsigned char *bytes = (volatile unsigned char *)block;
  if (bytes != NULL) {
    for (size_t offset = 0; offset < size; offset += 4096) bytes[offset] = 1;
  }
  return block;
}
