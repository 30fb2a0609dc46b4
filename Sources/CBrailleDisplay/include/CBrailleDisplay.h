#ifndef LISTO_BRAILLE_DISPLAY_H
#define LISTO_BRAILLE_DISPLAY_H

#include <stdint.h>

/* listo's only door to libbrlapi, BRLTTY's client library. The library is
 * loaded when a display is first asked for, so listo starts and runs without it. */

typedef struct listo_braille listo_braille;

/* Why a connection could not be made. */
typedef enum {
    LISTO_BRAILLE_OK = 0,
    LISTO_BRAILLE_LIBRARY_MISSING = 1,
    LISTO_BRAILLE_UNREACHABLE = 2,
    LISTO_BRAILLE_NO_TTY = 3,
    /* BRLTTY answered with a display of no cells: its display's driver is not up yet. */
    LISTO_BRAILLE_NO_DISPLAY = 4
} listo_braille_problem;

/* The display keys listo acts on; every other key is LISTO_KEY_OTHER. */
typedef enum {
    LISTO_KEY_NONE = 0,
    LISTO_KEY_LINE_UP = 1,
    LISTO_KEY_LINE_DOWN = 2,
    LISTO_KEY_TOP = 3,
    LISTO_KEY_BOTTOM = 4,
    LISTO_KEY_PAN_LEFT = 5,
    LISTO_KEY_PAN_RIGHT = 6,
    /* A routing key; its argument is the cell, from 0. */
    LISTO_KEY_ROUTE = 7,
    /* Back to where the display rests: the focused row. */
    LISTO_KEY_HOME = 8,
    LISTO_KEY_OTHER = 9,
    /* The connection failed: BRLTTY went away. */
    LISTO_KEY_LOST = -1
} listo_braille_key;

/* Connects to BRLTTY at `host` (NULL: BRLAPI_HOST or the default) and takes the
 * display in tty mode, for BRLTTY's commands. NULL on failure, with `*problem` set.
 * `*width` gets the display's cells in a line. */
listo_braille *listo_braille_open(const char *host, listo_braille_problem *problem, unsigned *width);

/* The descriptor to wait on for keys. */
int listo_braille_descriptor(listo_braille *braille);

/* Shows `count` Unicode characters, the rest of the line blank. `cursor` is a
 * cell from 1 marked with dots 7 and 8, or 0 for none. 0 on success, -1 when the
 * connection failed. */
int listo_braille_write(listo_braille *braille, const uint32_t *text, int count, int cursor);

/* The next key, without waiting: LISTO_KEY_NONE when there is none. */
listo_braille_key listo_braille_read_key(listo_braille *braille, int *argument);

/* Ends the connection from a signal handler: BRLTTY takes the display back at once.
 * The handle is still to be closed with listo_braille_close. */
void listo_braille_drop(listo_braille *braille);

/* Gives the display back to BRLTTY and closes the connection. */
void listo_braille_close(listo_braille *braille);

#endif
