// Every libedit call listo makes is in this file: el_* and history() are
// variadic, which Swift cannot call. The library is opened with dlopen the first
// time a terminal needs it, not linked, so that a scripted run of listo never
// loads it and the libraries it brings (about 0.4 ms of every start).
// ppoll, which waits with SIGTERM and SIGHUP let in for the wait alone, is a GNU extension.
#define _GNU_SOURCE
#include "CLineEditor.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <histedit.h>
#include <poll.h>
#include <signal.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

static struct {
    int loaded;
    __typeof__(&el_init) init;
    __typeof__(&el_end) end;
    __typeof__(&el_set) set;
    __typeof__(&el_get) get;
    __typeof__(&el_gets) gets;
    __typeof__(&el_source) source;
    __typeof__(&el_line) line;
    __typeof__(&el_cursor) cursor;
    __typeof__(&el_deletestr) deletestr;
    __typeof__(&el_insertstr) insertstr;
    __typeof__(&el_push) push;
    __typeof__(&history_init) history_init;
    __typeof__(&history_end) history_end;
    __typeof__(&history) history;
} edit;

static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_once(void) {
    void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
#define FIND(field, name) if (!(edit.field = (__typeof__(edit.field))dlsym(library, #name))) return
    FIND(init, el_init);
    FIND(end, el_end);
    FIND(set, el_set);
    FIND(get, el_get);
    FIND(gets, el_gets);
    FIND(source, el_source);
    FIND(line, el_line);
    FIND(cursor, el_cursor);
    FIND(deletestr, el_deletestr);
    FIND(insertstr, el_insertstr);
    FIND(push, el_push);
    FIND(history_init, history_init);
    FIND(history_end, history_end);
    FIND(history, history);
#undef FIND
    edit.loaded = 1;
}

/// Whether libedit could be opened; without it a terminal reads plain lines.
static int load(void) {
    pthread_once(&loading, load_once);
    return edit.loaded;
}

// From here on each libedit name is the function found in the opened library.
#define el_init (*edit.init)
#define el_end (*edit.end)
#define el_set (*edit.set)
#define el_get (*edit.get)
#define el_gets (*edit.gets)
#define el_source (*edit.source)
#define el_line (*edit.line)
#define el_cursor (*edit.cursor)
#define el_deletestr (*edit.deletestr)
#define el_insertstr (*edit.insertstr)
#define el_push (*edit.push)
#define history_init (*edit.history_init)
#define history_end (*edit.history_end)
#define history (*edit.history)

static EditLine *editor;
static History *history_state;
static HistEvent event;
static char *prompt_text;
static char *history_file;
static listo_completer completer_fn;
static int cancel_flag;
static listo_side_input side_input;
static int reading_installed;
/// The line being typed when a key elsewhere ran a command, typed again at the next prompt.
static char *interrupted_text;
/// Set by SIGCONT: listo was stopped (Ctrl-Z, or bg) and is going again.
static volatile sig_atomic_t continued;

static void on_continue(int signo) {
    (void)signo;
    continued = 1;
}

/// Set when bytes typed were no character in the locale (a Latin-1 é, E9, at a UTF-8
/// terminal): each such place is shown as U+FFFD, and the line is refused whole, as a
/// line piped in is, rather than read with the bytes, and the one after them, dropped.
static int invalid_typed;
/// The byte that cut a character short: read again as the start of the next one.
static int pending_byte = -1;

/// One byte more of the character being read: 1 with `*out` set when a character is
/// complete (U+FFFD for bytes that are none), 0 when it needs more bytes.
static int take_byte(char byte, size_t *have, mbstate_t *state, wchar_t *out) {
    wchar_t wide;
    size_t used = mbrtowc(&wide, &byte, 1, state);
    if (used == (size_t)-2 && ++*have < MB_LEN_MAX) return 0;
    if (used == (size_t)-1 || used == (size_t)-2) {
        // A byte that could not go on a character begun may begin the next one.
        if (used == (size_t)-1 && *have > 0) pending_byte = (unsigned char)byte;
        *have = 0;
        memset(state, 0, sizeof *state);
        invalid_typed = 1;
        *out = 0xFFFD;
        return 1;
    }
    *out = wide;
    return 1;
}

/// One character from the terminal, or a command from the side input, which
/// becomes the line as if typed: libedit shows it after the prompt and ends the line.
/// The side input is asked only between characters, never inside a UTF-8 sequence.
static int read_terminal_or_side(EditLine *e, wchar_t *out) {
    size_t have = 0;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    for (;;) {
        if (pending_byte >= 0) {
            char byte = (char)pending_byte;
            pending_byte = -1;
            if (take_byte(byte, &have, &state, out)) return 1;
            continue;
        }
        int asked[1 + LISTO_SIDE_MAX] = {-1};
        int sides = side_input ? side_input(LISTO_SIDE_WAIT, asked, NULL) : 0;
        if (sides < 0) sides = 0;
        if (sides > LISTO_SIDE_MAX) sides = LISTO_SIDE_MAX;
        struct pollfd fds[1 + LISTO_SIDE_MAX] = {{.fd = 0, .events = POLLIN}};
        for (int i = 0; i < sides; i++) fds[1 + i] = (struct pollfd){.fd = asked[1 + i], .events = POLLIN};
        // SIGTERM and SIGHUP are held back from the check for them until the wait has
        // begun (ppoll lets them in atomically): one that came between the two was lost,
        // and listo waited for a key before it ended.
        sigset_t ending, before;
        sigemptyset(&ending);
        sigaddset(&ending, SIGTERM);
        sigaddset(&ending, SIGHUP);
        pthread_sigmask(SIG_BLOCK, &ending, &before);
        if (side_input && side_input(LISTO_SIDE_ENDING, NULL, NULL)) {
            pthread_sigmask(SIG_SETMASK, &before, NULL);
            *out = 0;
            return -1;
        }
        struct timespec timeout = {.tv_sec = asked[0] / 1000, .tv_nsec = (long)(asked[0] % 1000) * 1000000L};
        int ready = ppoll(fds, (nfds_t)(1 + sides), asked[0] < 0 ? NULL : &timeout, &before);
        int waited = errno;
        pthread_sigmask(SIG_SETMASK, &before, NULL);
        errno = waited;
        if (ready < 0) {
            if (errno != EINTR) return -1;
            // A signal that ends listo ends the read. A resize draws nothing here: a screen
            // reader would say the prompt again for nothing; when it changes the layout, the
            // line saying so is followed by the prompt drawn again (LISTO_SIDE_TAKE below).
            if (side_input && side_input(LISTO_SIDE_ENDING, NULL, NULL)) { *out = 0; return -1; }
            // Going again after a stop (fg, after Ctrl-Z or bg): the terminal is taken back and
            // the prompt and the line typed so far drawn again, on the line the shell left.
            // libedit's own SIGCONT handler does so only for the first stop of a read, and
            // not when bg continued listo where it could not draw.
            if (continued) {
                el_set(e, EL_PREP_TERM, 0);
                el_set(e, EL_PREP_TERM, 1);
                fputs("\r\033[K", stdout);
                el_set(e, EL_REFRESH);
                // Cleared after: taking the terminal back from the background stops listo
                // until fg, whose SIGCONT this drawing already answers.
                continued = 0;
            }
            continue;
        }
        int side_ready = ready == 0;
        for (int i = 0; i < sides; i++) side_ready |= fds[1 + i].revents != 0;
        if (side_input && have == 0 && side_ready) {
            int said = 0;
            int command = side_input(LISTO_SIDE_TAKE, &said, NULL);
            if (said) el_set(e, EL_REFRESH);
            if (command) {
                char *line = NULL;
                side_input(LISTO_SIDE_COMMAND, NULL, &line);
                if (!line) continue;
                const LineInfo *info = el_line(e);
                free(interrupted_text);
                interrupted_text = NULL;
                if (info->lastchar > info->buffer) {
                    size_t n = (size_t)(info->lastchar - info->buffer);
                    interrupted_text = malloc(n + 1);
                    if (interrupted_text) { memcpy(interrupted_text, info->buffer, n); interrupted_text[n] = 0; }
                }
                el_cursor(e, (int)(info->lastchar - info->cursor));
                el_deletestr(e, (int)(info->lastchar - info->buffer));
                el_insertstr(e, line);
                free(line);
                // The prompt is drawn again from the start of a cleared line, with the command after it.
                fputs("\r\033[K", stdout);
                el_set(e, EL_REFRESH);
                *out = L'\n';
                return 1;
            }
            if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        }
        if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        char byte;
        ssize_t n = read(0, &byte, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) { *out = 0; return n == 0 ? 0 : -1; }
        // One byte at a time: the state keeps what came of a character so far.
        if (take_byte(byte, &have, &state, out)) return 1;
    }
}

void listo_editor_watch(listo_side_input input) { side_input = input; }

void listo_editor_set_prompt(const char *prompt) {
    char *copy = strdup(prompt);
    if (!copy) return;
    free(prompt_text);
    prompt_text = copy;
}

static char *prompt_of(EditLine *e) {
    (void)e;
    return prompt_text ? prompt_text : "> ";
}

static unsigned char cancel_line(EditLine *e, int ch) {
    (void)ch;
    cancel_flag = 1;
    const LineInfo *info = el_line(e);
    el_cursor(e, (int)(info->lastchar - info->cursor));
    el_deletestr(e, (int)(info->lastchar - info->buffer));
    return CC_NEWLINE;
}

/// Ctrl-Z suspends listo as it does any terminal program. The terminal's signal keys
/// are off so that Ctrl-C can clear the line, so the key is bound here: libedit's own
/// SIGTSTP handler (EL_SIGNAL) gives the terminal back before the stop and takes it
/// again on fg, and the line being typed is drawn again.
static unsigned char suspend_line(EditLine *e, int ch) {
    (void)e; (void)ch;
    raise(SIGTSTP);
    return CC_REDISPLAY;
}

/// Ctrl-D: on an empty line, the end of input, as libedit's em-delete-or-list and
/// vi-list-or-eof, but without the ^D they print first, which stayed after the prompt
/// and was read as "caret D" (the line after it is the reader's, ListoCLI.swift).
/// On text it deletes the character under the cursor, and at the end of the line
/// does nothing, as those do.
static unsigned char end_or_delete(EditLine *e, int ch) {
    (void)ch;
    const LineInfo *info = el_line(e);
    if (info->lastchar == info->buffer) return CC_EOF;
    if (info->cursor == info->lastchar) return CC_ERROR;
    el_cursor(e, 1);
    el_deletestr(e, 1);
    return CC_REFRESH;
}

static unsigned char complete_word(EditLine *e, int ch) {
    (void)ch;
    if (!completer_fn) return CC_ERROR;
    const LineInfo *info = el_line(e);
    size_t length = (size_t)(info->cursor - info->buffer);
    char *before = malloc(length + 1);
    if (!before) return CC_ERROR;
    memcpy(before, info->buffer, length);
    before[length] = 0;
    char *answer = completer_fn(before);
    free(before);
    if (!answer) return CC_ERROR;
    char *insert = strchr(answer, '\n');
    if (!insert) { free(answer); return CC_ERROR; }
    *insert++ = 0;
    char *display = strchr(insert, '\n');
    if (display) *display++ = 0;
    int remove = atoi(answer);
    if (remove > 0) el_deletestr(e, remove);
    if (*insert) el_insertstr(e, insert);
    unsigned char result = CC_REFRESH;
    if (display && *display) {
        fprintf(stdout, "\n%s\n", display);
        fflush(stdout);
        result = CC_REDISPLAY;
    }
    free(answer);
    return result;
}

void listo_history_open(const char *path) {
    if (!load()) return;
    history_state = history_init();
    if (!history_state) return;
    history(history_state, &event, H_SETSIZE, 1000);
    history(history_state, &event, H_SETUNIQUE, 1);
    if (path) {
        history_file = strdup(path);
        history(history_state, &event, H_LOAD, history_file);
    }
}

char **listo_history_lines(int *count) {
    *count = 0;
    if (!history_state || history(history_state, &event, H_GETSIZE) != 0) return NULL;
    int size = event.num;
    char **lines = calloc((size_t)size + 1, sizeof(char *));
    if (!lines) return NULL;
    // H_LAST is the oldest line; H_PREV walks towards the newest.
    int ok = history(history_state, &event, H_LAST);
    while (ok == 0 && *count < size) {
        char *line = strdup(event.str);
        size_t n = strlen(line);
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
        lines[(*count)++] = line;
        ok = history(history_state, &event, H_PREV);
    }
    return lines;
}

void listo_history_add(const char *line) {
    if (!history_state || !*line) return;
    history(history_state, &event, H_ENTER, line);
    if (history_file) history(history_state, &event, H_SAVE, history_file);
}

void listo_history_close(void) {
    if (history_state) history_end(history_state);
    history_state = NULL;
    free(history_file);
    history_file = NULL;
}

/// listo's own keys: Ctrl-C abandons the line, Tab completes, Ctrl-R searches back,
/// Ctrl-D on an empty line ends input without echoing ^D.
static void bind_listo_keys(void) {
    el_set(editor, EL_BIND, "^C", "listo-cancel", NULL);
    el_set(editor, EL_BIND, "^Z", "listo-suspend", NULL);
    el_set(editor, EL_BIND, "^I", "listo-complete", NULL);
    el_set(editor, EL_BIND, "^D", "listo-end-or-delete", NULL);
    el_set(editor, EL_BIND, "^R", "em-inc-search-prev", NULL);
}

int listo_editor_open(const char *program, const char *editrc, listo_completer completer) {
    if (!load()) return -1;
    editor = el_init(program, stdin, stdout, stderr);
    if (!editor) return -1;
    completer_fn = completer;
    if (history_state) el_set(editor, EL_HIST, history, history_state);
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_SIGNAL, 1);
    el_set(editor, EL_PROMPT, prompt_of);
    // Ctrl-C reaches the editor as a key, so it cancels the line instead of the program.
    el_set(editor, EL_SETTY, "-d", "-isig", NULL);
    el_set(editor, EL_ADDFN, "listo-cancel", "Cancel the line", cancel_line);
    el_set(editor, EL_ADDFN, "listo-suspend", "Suspend listo", suspend_line);
    el_set(editor, EL_ADDFN, "listo-complete", "Complete a word", complete_word);
    el_set(editor, EL_ADDFN, "listo-end-or-delete", "End input, or delete a character", end_or_delete);
    bind_listo_keys();
    if (editrc) {
        const char *before = NULL, *after = NULL;
        el_get(editor, EL_EDITOR, &before);
        char *mode = before ? strdup(before) : NULL;
        el_source(editor, editrc);
        el_get(editor, EL_EDITOR, &after);
        // bind -v or bind -e starts a fresh key map, without listo's keys.
        if (!mode || !after || strcmp(mode, after) != 0) bind_listo_keys();
        free(mode);
    }
    return 0;
}

/// A line read without editing, for a terminal where libedit could not be opened.
static char *plain_line(const char *prompt) {
    fputs(prompt, stdout);
    fflush(stdout);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t n = getline(&line, &capacity, stdin);
    if (n < 0) {
        free(line);
        return NULL;
    }
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    return line;
}

char *listo_editor_read(const char *prompt, int *cancelled, int *invalid) {
    free(prompt_text);
    prompt_text = strdup(prompt);
    cancel_flag = 0;
    invalid_typed = 0;
    pending_byte = -1;
    *invalid = 0;
    int count = 0;
    if (!editor) {
        *cancelled = 0;
        return plain_line(prompt);
    }
    // listo's own reader, with or without a side input: it draws the line again after a stop.
    if (!reading_installed) {
        el_set(editor, EL_GETCFN, read_terminal_or_side);
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_continue;
        sigemptyset(&action.sa_mask);
        sigaction(SIGCONT, &action, NULL);
        reading_installed = 1;
    }
    if (interrupted_text) {
        el_push(editor, interrupted_text);
        free(interrupted_text);
        interrupted_text = NULL;
    }
    const char *line = el_gets(editor, &count);
    *cancelled = cancel_flag;
    *invalid = invalid_typed;
    if (cancel_flag) {
        // The abandoned text stays visible; the next prompt starts on a line of its own.
        fputs("\n", stdout);
        fflush(stdout);
    }
    if (!line || count <= 0) return cancel_flag ? strdup("") : NULL;
    char *copy = strdup(line);
    size_t n = strlen(copy);
    while (n > 0 && (copy[n - 1] == '\n' || copy[n - 1] == '\r')) copy[--n] = 0;
    return copy;
}

void listo_editor_close(void) {
    if (editor) el_end(editor);
    editor = NULL;
}
