// The Swift objects alive in the process on Apple platforms, found as the `leaks` tool finds
// them: every block in use in every malloc zone, through the zones' own enumerators, kept when
// its first word is a Swift class that the block is big enough to be an instance of.
//
// Written in C against <malloc/malloc.h> because the enumeration runs with a zone locked: the
// code that runs then must not allocate (the zone's lock is not recursive), and Swift code
// cannot promise that. Everything it keeps lives in memory mapped with mmap, which no zone
// lists: the enumeration never finds its own lists.
//
// Not yet built or run on an Apple platform. It was compiled on Linux, by clang targeting Apple
// platforms, against libmalloc's own <malloc/malloc.h>; .ci/heap-zones runs it on Linux against a
// stand-in for libmalloc (tests the locking, the filter and the lists) and type-checks
// LeakAudit's Swift side against it; see docs/leakaudit.md.
#if defined(__APPLE__) || defined(COORDAUDIT_HEAP_ZONES_STAND_IN)
#define COORDAUDIT_HEAP_ZONES 1
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <dlfcn.h>
#if defined(__APPLE__)
#include <mach/mach.h>
#include <malloc/malloc.h>
#else
#include COORDAUDIT_HEAP_ZONES_STAND_IN
#endif

// A block in use that holds a Swift object: its address and the bytes the zone gave it.
struct coordaudit_heap_object {
  uintptr_t address;
  size_t size;
};

// What an enumeration found: `count` objects in `objects` (mapped memory of `mappedBytes`,
// released by coordaudit_heap_objects_release), and the zones it could not enumerate.
struct coordaudit_heap_objects {
  struct coordaudit_heap_object *objects;
  size_t count;
  size_t mappedBytes;
  unsigned skippedZones;
};

// Why an enumeration failed (0: it did not).
enum {
  COORDAUDIT_HEAP_NO_CLASS_LIST = 1,  // the Objective-C runtime's objc_copyClassList is missing
  COORDAUDIT_HEAP_NO_ZONES = 2,       // malloc_get_all_zones failed
  COORDAUDIT_HEAP_NO_MEMORY = 3,      // mmap failed
};

// A Swift class: its metadata's address (what an instance's first word holds) and the bytes an
// instance takes at least.
struct coordaudit_swift_class {
  uintptr_t metadata;
  size_t instanceSize;
};

// Offsets in a class's metadata where the Objective-C runtime is present (64-bit): the rodata
// word, whose low two bits mark a Swift class, and the instance size (a 32-bit field).
#define COORDAUDIT_CLASS_RODATA_OFFSET 32
#define COORDAUDIT_CLASS_INSTANCE_SIZE_OFFSET 48

static inline void *coordaudit_heap_map(size_t bytes) {
  void *start = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);
  return start == MAP_FAILED ? NULL : start;
}

// The list the recorder appends to while a zone is locked: mapped memory, grown by mapping
// twice the size and copying (no malloc).
struct coordaudit_heap_scan {
  const struct coordaudit_swift_class *classes;
  size_t classCount;
  struct coordaudit_heap_object *found;
  size_t count;
  size_t capacity;
  int failed;
};

static inline const struct coordaudit_swift_class *coordaudit_heap_class(
    const struct coordaudit_heap_scan *scan, uintptr_t word) {
  size_t low = 0, high = scan->classCount;
  while (low < high) {
    size_t middle = low + (high - low) / 2;
    uintptr_t metadata = scan->classes[middle].metadata;
    if (metadata == word) return &scan->classes[middle];
    if (metadata < word) low = middle + 1; else high = middle;
  }
  return NULL;
}

static inline int coordaudit_heap_append(struct coordaudit_heap_scan *scan, uintptr_t address,
                                         size_t size) {
  if (scan->count == scan->capacity) {
    size_t capacity = scan->capacity * 2;
    struct coordaudit_heap_object *grown =
        (struct coordaudit_heap_object *)coordaudit_heap_map(capacity * sizeof *grown);
    if (grown == NULL) return 0;
    memcpy(grown, scan->found, scan->count * sizeof *grown);
    munmap(scan->found, scan->capacity * sizeof *grown);
    scan->found = grown;
    scan->capacity = capacity;
  }
  scan->found[scan->count].address = address;
  scan->found[scan->count].size = size;
  scan->count += 1;
  return 1;
}

// The zones' recorder: called with the zone locked, for each batch of blocks in use. The
// reader is the in-process one, so a range's address is the block itself.
static inline void coordaudit_heap_record(task_t task, void *context, unsigned type, vm_range_t *ranges,
                                   unsigned count) {
  (void)task;
  (void)type;
  struct coordaudit_heap_scan *scan = (struct coordaudit_heap_scan *)context;
  for (unsigned index = 0; index < count && !scan->failed; index++) {
    uintptr_t address = (uintptr_t)ranges[index].address;
    size_t size = (size_t)ranges[index].size;
    if (size < 2 * sizeof(uintptr_t) || address % sizeof(uintptr_t) != 0) continue;
    const struct coordaudit_swift_class *known =
        coordaudit_heap_class(scan, *(const uintptr_t *)address);
    if (known == NULL || size < known->instanceSize) continue;
    if (!coordaudit_heap_append(scan, address, size)) scan->failed = 1;
  }
}

static inline int coordaudit_heap_compare_classes(const void *left, const void *right) {
  uintptr_t a = ((const struct coordaudit_swift_class *)left)->metadata;
  uintptr_t b = ((const struct coordaudit_swift_class *)right)->metadata;
  return a < b ? -1 : a > b;
}

#ifndef COORDAUDIT_HEAP_COPY_CLASS_LIST
// objc_copyClassList (every realized class, generic Swift classes instantiated at run time
// among them; NULL when there are none), looked up so that nothing here links the Objective-C
// runtime by name; *missing is set when the runtime has no such function.
static inline void **coordaudit_heap_copy_class_list(unsigned *count, int *missing) {
  void **(*copy)(unsigned *) =
      (void **(*)(unsigned *))dlsym(RTLD_DEFAULT, "objc_copyClassList");
  *missing = copy == NULL;
  return copy == NULL ? NULL : copy(count);
}
#define COORDAUDIT_HEAP_COPY_CLASS_LIST coordaudit_heap_copy_class_list
#endif

// The Swift classes the Objective-C runtime knows, sorted by address, in mapped memory of
// *bytes (NULL when there is no class list or no memory; *error says which).
static inline struct coordaudit_swift_class *coordaudit_heap_swift_classes(size_t *count,
                                                                           size_t *bytes,
                                                                           int *error) {
  unsigned listed = 0;
  int missing = 0;
  void **list = COORDAUDIT_HEAP_COPY_CLASS_LIST(&listed, &missing);
  if (missing) {
    *error = COORDAUDIT_HEAP_NO_CLASS_LIST;
    return NULL;
  }
  if (list == NULL) listed = 0;
  *bytes = (listed > 0 ? listed : 1) * sizeof(struct coordaudit_swift_class);
  struct coordaudit_swift_class *classes =
      (struct coordaudit_swift_class *)coordaudit_heap_map(*bytes);
  if (classes == NULL) {
    free(list);
    *error = COORDAUDIT_HEAP_NO_MEMORY;
    return NULL;
  }
  size_t kept = 0;
  for (unsigned index = 0; index < listed; index++) {
    const unsigned char *metadata = (const unsigned char *)list[index];
    uintptr_t rodata;
    uint32_t instanceSize;
    memcpy(&rodata, metadata + COORDAUDIT_CLASS_RODATA_OFFSET, sizeof rodata);
    if ((rodata & 3) == 0) continue;  // a pure Objective-C class: its objects are not read
    memcpy(&instanceSize, metadata + COORDAUDIT_CLASS_INSTANCE_SIZE_OFFSET, sizeof instanceSize);
    classes[kept].metadata = (uintptr_t)metadata;
    classes[kept].instanceSize = instanceSize;
    kept += 1;
  }
  if (list != NULL) free(list);
  qsort(classes, kept, sizeof *classes, coordaudit_heap_compare_classes);
  *count = kept;
  return classes;
}

// Whether objects can be enumerated here: 0, or why not.
static inline int coordaudit_heap_swift_objects_availability(void) {
  return dlsym(RTLD_DEFAULT, "objc_copyClassList") == NULL ? COORDAUDIT_HEAP_NO_CLASS_LIST : 0;
}

// Every block in use, in every zone, that holds an instance of a Swift class: each zone locked
// while its enumerator runs (one zone at a time, as a zone's enumerator may allocate from
// another: the nano zone's does, from its helper). Returns 0, or why it failed.
//
// Run it while the process is quiet: a block is in use while its zone is locked; once the
// zone is unlocked, another thread may free it.
static inline int coordaudit_heap_swift_objects(struct coordaudit_heap_objects *result) {
  memset(result, 0, sizeof *result);
  int error = 0;
  size_t classCount = 0, classBytes = 0;
  struct coordaudit_swift_class *classes =
      coordaudit_heap_swift_classes(&classCount, &classBytes, &error);
  if (classes == NULL) return error;
  vm_address_t *zones = NULL;
  unsigned zoneCount = 0;
  if (malloc_get_all_zones(mach_task_self(), NULL, &zones, &zoneCount) != KERN_SUCCESS) {
    munmap(classes, classBytes);
    return COORDAUDIT_HEAP_NO_ZONES;
  }
  struct coordaudit_heap_scan scan = {classes, classCount, NULL, 0, 4096, 0};
  scan.found = (struct coordaudit_heap_object *)coordaudit_heap_map(
      scan.capacity * sizeof(struct coordaudit_heap_object));
  if (scan.found == NULL) {
    munmap(classes, classBytes);
    return COORDAUDIT_HEAP_NO_MEMORY;
  }
  for (unsigned index = 0; index < zoneCount && !scan.failed; index++) {
    malloc_zone_t *zone = (malloc_zone_t *)zones[index];
    malloc_introspection_t *introspect = zone == NULL ? NULL : zone->introspect;
    if (introspect == NULL || introspect->enumerator == NULL ||
        introspect->force_lock == NULL || introspect->force_unlock == NULL) {
      result->skippedZones += 1;
      continue;
    }
    introspect->force_lock(zone);
    kern_return_t status =
        introspect->enumerator(mach_task_self(), &scan, MALLOC_PTR_IN_USE_RANGE_TYPE,
                               (vm_address_t)zone, NULL, coordaudit_heap_record);
    introspect->force_unlock(zone);
    if (status != KERN_SUCCESS) result->skippedZones += 1;
  }
  munmap(classes, classBytes);
  // An object whose deinit has begun is not kept: retaining it would not keep it alive. With
  // the zones unlocked, the Swift runtime may be asked.
  _Bool (*isDeallocating)(const void *) =
      (_Bool (*)(const void *))dlsym(RTLD_DEFAULT, "swift_isDeallocating");
  size_t kept = 0;
  for (size_t index = 0; index < scan.count && isDeallocating != NULL; index++) {
    if (isDeallocating((const void *)scan.found[index].address)) continue;
    scan.found[kept++] = scan.found[index];
  }
  if (isDeallocating != NULL) scan.count = kept;
  if (scan.failed) {
    munmap(scan.found, scan.capacity * sizeof(struct coordaudit_heap_object));
    return COORDAUDIT_HEAP_NO_MEMORY;
  }
  result->objects = scan.found;
  result->count = scan.count;
  result->mappedBytes = scan.capacity * sizeof(struct coordaudit_heap_object);
  return 0;
}

static inline void coordaudit_heap_objects_release(struct coordaudit_heap_objects *result) {
  if (result->objects != NULL) munmap(result->objects, result->mappedBytes);
  memset(result, 0, sizeof *result);
}
#endif
