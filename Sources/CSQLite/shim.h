#include <sqlite3.h>

/// sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0), which Swift can't call (it is
/// variadic): SQLite keeps no count of the memory it holds, a count listo never
/// reads, kept under a mutex taken at each of its allocations.
static inline int listo_sqlite3_uncount_memory(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
