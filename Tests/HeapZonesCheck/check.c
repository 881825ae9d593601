// CHeapZones's enumeration run on Linux against a stand-in for libmalloc (.ci/heap-zones): the
// zones' locking (one zone at a time; nothing allocated while the recorder runs), the filter
// (a Swift class's instance, big enough, not deallocating) and the mapped lists. What only
// Apple's libmalloc can tell (its enumerators, its real locks) is not tested here.
#include <assert.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void **stand_in_copy_class_list(unsigned *count, int *missing);
#define COORDAUDIT_HEAP_COPY_CLASS_LIST stand_in_copy_class_list
#include "../../Sources/CHeapZones/shim.h"

#define CHECK(condition)                                                         \
  do {                                                                           \
    if (!(condition)) {                                                          \
      fprintf(stderr, "check.c:%d: failed: %s\n", __LINE__, #condition);         \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

// MARK: Classes: metadata with the rodata word and the instance size where Apple's are.

static uintptr_t swiftA[16], swiftB[16], objcC[16];

static void make_class(uintptr_t *metadata, uintptr_t rodata, uint32_t instanceSize) {
  memcpy((char *)metadata + COORDAUDIT_CLASS_RODATA_OFFSET, &rodata, sizeof rodata);
  memcpy((char *)metadata + COORDAUDIT_CLASS_INSTANCE_SIZE_OFFSET, &instanceSize,
         sizeof instanceSize);
}

static bool classListMissing, classListEmpty;

static void **stand_in_copy_class_list(unsigned *count, int *missing) {
  *missing = classListMissing;
  if (classListMissing || classListEmpty) return NULL;  // objc_copyClassList's NULL: no classes
  void **list = malloc(3 * sizeof *list);  // objc_copyClassList's list is malloc'd too
  list[0] = objcC;
  list[1] = swiftB;
  list[2] = swiftA;
  *count = 3;
  return list;
}

// MARK: Blocks

enum { MANY = 10000 };
static uintptr_t a1[4], a2[2], b1[8], c1[8], junk[4], dying[4], many[MANY][4];

_Bool swift_isDeallocating(const void *object) { return object == dying; }

// MARK: Zones: the default one, a nano-like one that allocates from the default one while it
// enumerates, one with no introspection, one whose enumerator fails.

static int lockedZones;      // how many zones are locked now
static bool defaultLocked;   // whether the default zone (malloc's) is locked
static bool inRecorder;      // whether a recorder runs
static int locks, unlocks;
static bool failZones;

void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
void __real_free(void *);
static void check_may_allocate(void) {
  CHECK(!inRecorder);     // the recorder runs with a zone locked: it must not allocate
  CHECK(!defaultLocked);  // the default zone's lock is not recursive
}
void *__wrap_malloc(size_t size) { check_may_allocate(); return __real_malloc(size); }
void *__wrap_calloc(size_t n, size_t size) { check_may_allocate(); return __real_calloc(n, size); }
void *__wrap_realloc(void *p, size_t size) { check_may_allocate(); return __real_realloc(p, size); }
void __wrap_free(void *p) { check_may_allocate(); __real_free(p); }

static malloc_zone_t defaultZone, nanoZone, bareZone, failingZone;

static void force_lock(malloc_zone_t *zone) {
  CHECK(lockedZones == 0);  // one zone at a time
  lockedZones += 1;
  locks += 1;
  if (zone == &defaultZone) defaultLocked = true;
}
static void force_unlock(malloc_zone_t *zone) {
  CHECK(lockedZones == 1);
  lockedZones -= 1;
  unlocks += 1;
  if (zone == &defaultZone) defaultLocked = false;
}

static void record(vm_range_recorder_t recorder, void *context, vm_range_t *ranges,
                   unsigned count) {
  inRecorder = true;
  recorder(mach_task_self(), context, MALLOC_PTR_IN_USE_RANGE_TYPE, ranges, count);
  inRecorder = false;
}

#define RANGE(block, bytes) {(vm_address_t)(block), (vm_size_t)(bytes)}

static kern_return_t default_enumerator(task_t task, void *context, unsigned type,
                                        vm_address_t zone, memory_reader_t reader,
                                        vm_range_recorder_t recorder) {
  (void)task;
  CHECK(type == MALLOC_PTR_IN_USE_RANGE_TYPE && reader == NULL);
  CHECK(zone == (vm_address_t)&defaultZone && lockedZones == 1);
  vm_range_t first[] = {RANGE(a1, 32), RANGE(a2, 16), RANGE(junk, 32)};
  vm_range_t second[] = {RANGE(b1, 64), RANGE(c1, 64), RANGE(dying, 32), RANGE(a1, 8)};
  record(recorder, context, first, 3);
  record(recorder, context, second, 4);
  return KERN_SUCCESS;
}

static kern_return_t nano_enumerator(task_t task, void *context, unsigned type, vm_address_t zone,
                                     memory_reader_t reader, vm_range_recorder_t recorder) {
  (void)task, (void)type, (void)zone, (void)reader;
  void *scratch = malloc(64);  // as libmalloc's nano zone does, from its helper zone
  free(scratch);
  for (int index = 0; index < MANY; index += 1000) {
    vm_range_t ranges[1000];
    for (int offset = 0; offset < 1000; offset++) {
      ranges[offset] = (vm_range_t)RANGE(many[index + offset], 32);
    }
    record(recorder, context, ranges, 1000);
  }
  return KERN_SUCCESS;
}

static kern_return_t failing_enumerator(task_t task, void *context, unsigned type,
                                        vm_address_t zone, memory_reader_t reader,
                                        vm_range_recorder_t recorder) {
  (void)task, (void)context, (void)type, (void)zone, (void)reader, (void)recorder;
  return KERN_FAILURE;
}

static malloc_introspection_t defaultIntrospect = {
    .enumerator = default_enumerator, .force_lock = force_lock, .force_unlock = force_unlock};
static malloc_introspection_t nanoIntrospect = {
    .enumerator = nano_enumerator, .force_lock = force_lock, .force_unlock = force_unlock};
static malloc_introspection_t failingIntrospect = {
    .enumerator = failing_enumerator, .force_lock = force_lock, .force_unlock = force_unlock};

mach_port_t mach_task_self_ = 0x103;
static vm_address_t zoneList[4];

kern_return_t malloc_get_all_zones(task_t task, memory_reader_t reader, vm_address_t **addresses,
                                   unsigned *count) {
  CHECK(task == mach_task_self() && reader == NULL);
  if (failZones) return KERN_FAILURE;
  zoneList[0] = (vm_address_t)&defaultZone;
  zoneList[1] = (vm_address_t)&nanoZone;
  zoneList[2] = (vm_address_t)&bareZone;
  zoneList[3] = (vm_address_t)&failingZone;
  *addresses = zoneList;
  *count = 4;
  return KERN_SUCCESS;
}

static bool found(const struct coordaudit_heap_objects *result, const void *block, size_t size) {
  for (size_t index = 0; index < result->count; index++) {
    if (result->objects[index].address == (uintptr_t)block) {
      return result->objects[index].size == size;
    }
  }
  return false;
}

int main(void) {
  make_class(swiftA, 2, 32);  // a Swift class (the rodata word's low bits), 32-byte instances
  make_class(swiftB, 1, 48);  // a Swift class of the older ABI's mark, 48-byte instances
  make_class(objcC, 0, 16);   // a pure Objective-C class
  a1[0] = a2[0] = dying[0] = (uintptr_t)swiftA;
  b1[0] = (uintptr_t)swiftB;
  c1[0] = (uintptr_t)objcC;
  junk[0] = 0x1234;
  for (int index = 0; index < MANY; index++) many[index][0] = (uintptr_t)swiftA;
  defaultZone.introspect = &defaultIntrospect;
  nanoZone.introspect = &nanoIntrospect;
  failingZone.introspect = &failingIntrospect;

  struct coordaudit_heap_objects result;
  CHECK(coordaudit_heap_swift_objects(&result) == 0);
  CHECK(locks == 3 && unlocks == 3 && lockedZones == 0);
  CHECK(result.skippedZones == 2);  // no introspection; an enumerator that failed
  CHECK(result.count == 2 + MANY);
  CHECK(found(&result, a1, 32));    // an instance of a Swift class
  CHECK(!found(&result, a2, 16));   // a block smaller than the class's instances
  CHECK(!found(&result, junk, 32)); // a first word that is no class
  CHECK(found(&result, b1, 64));    // the older ABI's mark
  CHECK(!found(&result, c1, 64));   // an Objective-C class's instance, which is not read
  CHECK(!found(&result, dying, 32));// an object whose deinit has begun
  for (int index = 0; index < MANY; index++) CHECK(found(&result, many[index], 32));
  CHECK(result.mappedBytes >= result.count * sizeof(struct coordaudit_heap_object));
  coordaudit_heap_objects_release(&result);
  CHECK(result.objects == NULL && result.count == 0);
  printf("ok: %d objects found in 2 zones, 2 zones skipped, %d locks and unlocks, one zone at a "
         "time, nothing allocated while recording\n", 2 + MANY, locks);

  failZones = true;
  CHECK(coordaudit_heap_swift_objects(&result) == COORDAUDIT_HEAP_NO_ZONES);
  CHECK(result.objects == NULL && locks == 3);
  failZones = false;
  classListMissing = true;
  CHECK(coordaudit_heap_swift_objects(&result) == COORDAUDIT_HEAP_NO_CLASS_LIST);
  CHECK(result.objects == NULL && locks == 3);
  classListMissing = false;
  classListEmpty = true;
  CHECK(coordaudit_heap_swift_objects(&result) == 0);
  CHECK(result.count == 0 && result.skippedZones == 2 && locks == 6);
  coordaudit_heap_objects_release(&result);
  printf("ok: no zones and no class list are reported and lock nothing; no classes, no objects\n");
  return 0;
}
