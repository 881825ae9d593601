// A stand-in for the part of Apple's <malloc/malloc.h> and <mach/mach.h> that CHeapZones uses,
// so that its enumeration can be compiled and run on Linux (.ci/heap-zones). Types and fields
// as Apple's headers declare them (64-bit), in their order up to the last field used; the
// functions are defined by check.c.
#include <stdint.h>

typedef int kern_return_t;
typedef unsigned int mach_port_t;
typedef mach_port_t task_t;
typedef uintptr_t vm_address_t;
typedef uintptr_t vm_size_t;
typedef int boolean_t;
#define KERN_SUCCESS 0
#define KERN_FAILURE 5

extern mach_port_t mach_task_self_;
#define mach_task_self() mach_task_self_

typedef struct {
  vm_address_t address;
  vm_size_t size;
} vm_range_t;

#define MALLOC_PTR_IN_USE_RANGE_TYPE 1

typedef kern_return_t memory_reader_t(task_t remote_task, vm_address_t remote_address,
                                      vm_size_t size, void **local_memory);
typedef void vm_range_recorder_t(task_t, void *, unsigned type, vm_range_t *, unsigned);

struct _malloc_zone_t;

typedef struct malloc_introspection_t {
  kern_return_t (*enumerator)(task_t task, void *, unsigned type_mask, vm_address_t zone_address,
                              memory_reader_t reader, vm_range_recorder_t recorder);
  size_t (*good_size)(struct _malloc_zone_t *zone, size_t size);
  boolean_t (*check)(struct _malloc_zone_t *zone);
  void (*print)(struct _malloc_zone_t *zone, boolean_t verbose);
  void (*log)(struct _malloc_zone_t *zone, void *address);
  void (*force_lock)(struct _malloc_zone_t *zone);
  void (*force_unlock)(struct _malloc_zone_t *zone);
} malloc_introspection_t;

typedef struct _malloc_zone_t {
  void *reserved1;
  void *reserved2;
  size_t (*size)(struct _malloc_zone_t *zone, const void *ptr);
  void *(*malloc)(struct _malloc_zone_t *zone, size_t size);
  void *(*calloc)(struct _malloc_zone_t *zone, size_t num_items, size_t size);
  void *(*valloc)(struct _malloc_zone_t *zone, size_t size);
  void (*free)(struct _malloc_zone_t *zone, void *ptr);
  void *(*realloc)(struct _malloc_zone_t *zone, void *ptr, size_t size);
  void (*destroy)(struct _malloc_zone_t *zone);
  const char *zone_name;
  unsigned (*batch_malloc)(struct _malloc_zone_t *zone, size_t size, void **results,
                           unsigned num_requested);
  void (*batch_free)(struct _malloc_zone_t *zone, void **to_be_freed, unsigned num_to_be_freed);
  struct malloc_introspection_t *introspect;
  unsigned version;
} malloc_zone_t;

kern_return_t malloc_get_all_zones(task_t task, memory_reader_t reader, vm_address_t **addresses,
                                   unsigned *count);
