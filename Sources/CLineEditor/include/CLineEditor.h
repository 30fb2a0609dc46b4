#ifndef LISTO_LINE_EDITOR_H
#define LISTO_LINE_EDITOR_H

#include <stdio.h>

/// Asked on Tab with the text before the cursor. Returns a malloc'd string:
/// "N\nINSERT\nDISPLAY": delete N characters before the cursor, insert INSERT,
/// and when DISPLAY is not empty print it on a line of its own. NULL: nothing.
typedef char *(*listo_completer)(const char *before_cursor);

/// Opens the history, loading `path` when it is not NULL; later lines are saved
/// there. Used with or without the editor, so a dumb terminal keeps history too.
void listo_history_open(const char *path);

/// The history's lines, oldest first, as a malloc'd array of malloc'd strings;
/// `*count` gets their number. Free each line and the array.
char **listo_history_lines(int *count);

/// Adds a line to the history and saves the history file.
void listo_history_add(const char *line);

void listo_history_close(void);

/// Opens the editor on the terminal, with the history opened before. `editrc`,
/// when not NULL, is read after listo's own bindings, so it can change them;
/// if it changes the editor (bind -v), listo's keys are bound again in the new one.
int listo_editor_open(const char *program, const char *editrc, listo_completer completer);

/// Reads one line with `prompt`. Returns a malloc'd line without its newline, or
/// NULL at end of input. `*cancelled` is set when Ctrl-C abandoned the line; the
/// abandoned text stays on screen and the cursor goes to a new line. `*invalid` is
/// set when bytes typed were no character in the locale; each showed as U+FFFD.
char *listo_editor_read(const char *prompt, int *cancelled, int *invalid);

void listo_editor_close(void);

/// The most descriptors the side input waits on beside the terminal.
#define LISTO_SIDE_MAX 4

/// What the side input is asked while a line is read.
typedef enum {
    /// `number` points to 1 + LISTO_SIDE_MAX ints: set `number[0]` to how long to
    /// wait in milliseconds before asking again (-1: forever), put the descriptors
    /// to wait on beside the terminal from `number[1]` on, and return how many.
    LISTO_SIDE_WAIT = 0,
    /// The descriptor is readable or the wait ran out: return 1 when a command is
    /// ready; set `*number` to 1 when lines were printed, so the prompt is drawn again.
    LISTO_SIDE_TAKE = 1,
    /// Set `*line` to the ready command as a malloc'd string.
    LISTO_SIDE_COMMAND = 2,
    /// A signal interrupted the wait: return 1 when listo is ending.
    LISTO_SIDE_ENDING = 3
} listo_side_question;

typedef int (*listo_side_input)(listo_side_question question, int *number, char **line);

/// Reads the terminal and the side input's descriptors (a Braille display's keys,
/// a store's notifications) together, and asks the side input on its timer.
/// A command from the side input is shown after the prompt and read as the line;
/// what was being typed comes back at the next prompt.
void listo_editor_watch(listo_side_input input);

/// The prompt drawn from now on, while a line is read: after lines said above it
/// (another session renamed the list), the prompt drawn again says what is now so.
void listo_editor_set_prompt(const char *prompt);

#endif
