#ifndef LISTO_LIBPQ_H
#define LISTO_LIBPQ_H

/* listo's only door to libpq. The library is opened when a postgresql:// store is
 * first named, so that a listo process on a file starts without it and the two
 * dozen libraries it brings (TLS, Kerberos, LDAP), whose loading and symbol
 * binding cost each process a few milliseconds, and runs where it is missing.
 * Each PQ* function listo calls is defined here, handing on to libpq's own. */

#include <postgresql/libpq-fe.h>

/* NULL once libpq is loaded, else why it can't be (a static string). Call it
 * before any PQ* function: they assume the library is there. */
const char *listo_pq_problem(void);

#endif
