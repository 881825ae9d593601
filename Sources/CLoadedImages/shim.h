// The loaded images of the process and the calling thread's stack, which Glibc's Swift module
// does not export (glibc declares dl_iterate_phdr and pthread_getattr_np only under
// _GNU_SOURCE): the memory graph reads globals and the caller's frames, names them, and finds
// where each image calls the Swift runtime's allocator.
#if defined(__linux__) && defined(__LP64__)
#include <stddef.h>
#include <elf.h>
#include <pthread.h>

// The first fields of glibc's `struct dl_phdr_info`, which every version has.
struct coordaudit_image {
  Elf64_Addr address;
  const char *name;
  const Elf64_Phdr *headers;
  Elf64_Half headerCount;
};

// glibc's dl_iterate_phdr, under a name of its own so that it cannot clash with <link.h>'s.
int coordaudit_iterate_images(int (*callback)(struct coordaudit_image *, size_t, void *),
                              void *data) __asm__("dl_iterate_phdr");

// glibc's pthread_getattr_np, under a name of its own.
int coordaudit_thread_attributes(pthread_t thread, pthread_attr_t *attributes)
    __asm__("pthread_getattr_np");

// The frame pointer of the function this is inlined into (or of its own frame): the start of
// the chain of frame records through which the caller's frames are found.
static inline __attribute__((always_inline)) void *coordaudit_frame_address(void) {
  return __builtin_frame_address(0);
}

// The lowest address and the size of the calling thread's stack; nonzero on failure.
static inline int coordaudit_stack_bounds(void **lowest, size_t *size) {
  pthread_attr_t attributes;
  if (coordaudit_thread_attributes(pthread_self(), &attributes) != 0) return -1;
  int result = pthread_attr_getstack(&attributes, lowest, size);
  pthread_attr_destroy(&attributes);
  return result;
}
#endif
