// The whole test suite with the memory graph's allocation hook on, for its benchmark
// (.ci/suite-with-heap-hook): when COORDAUDIT_SUITE_RECORDS_HEAP=1, the test bundle starts
// recording before any test runs, and records until it exits. Analyses do not search the
// graph (no test opened a session of its own): the suite pays the hook's cost, and must pass.
#include <stdlib.h>
#include <string.h>

// LeakAudit's, linked into the same test bundle; weak, so that this links without it.
extern void coordaudit_record_heap_for_process(void) __attribute__((weak));

__attribute__((constructor)) static void coordaudit_suite_records_heap(void) {
  const char *value = getenv("COORDAUDIT_SUITE_RECORDS_HEAP");
  if (value != NULL && strcmp(value, "1") == 0 && coordaudit_record_heap_for_process != NULL) {
    coordaudit_record_heap_for_process();
  }
}
