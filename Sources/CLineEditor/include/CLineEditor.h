#ifndef LISTO_LINE_EDITOR_H
#define LISTO_LINE_EDITOR_H

#include <stdio.h>

/// Asked on Tab with the text before the cursor. Returns a malloc'd string:
/// "N\nINSERT\nDISPLAY": delete N characters before the cursor, insert INSERT,
/// and when DISPLAY is not empty print it on a line of its own. NULL: nothing.
typedef char *(*listo_completer)(const char *before_cursor);

/// Opens the editor on the terminal. `history_path` may be NULL.
int listo_editor_open(const char *program, const char *history_path, listo_completer completer);

/// Reads one line with `prompt`. Returns a malloc'd line without its newline, or
/// NULL at end of input. `*cancelled` is set when Ctrl-C abandoned the line.
char *listo_editor_read(const char *prompt, int *cancelled);

/// Adds a line to the history and saves the history file.
void listo_editor_remember(const char *line);

void listo_editor_close(void);

#endif
