// Every libbrlapi call listo makes. The library is opened with dlopen rather
// than linked, so listo starts where BRLTTY is not installed: --braille then
// says why in one line and listo goes on without a display.
#include "CBrailleDisplay.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <brlapi.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t holds a Unicode scalar");

struct listo_braille {
    brlapi_handle_t *handle;
    int descriptor;
    unsigned width;
};

static struct {
    int loaded;
    __typeof__(&brlapi_getHandleSize) handle_size;
    __typeof__(&brlapi__openConnection) open;
    __typeof__(&brlapi__closeConnection) close;
    __typeof__(&brlapi__getDisplaySize) display_size;
    __typeof__(&brlapi__enterTtyMode) enter_tty;
    __typeof__(&brlapi__enterTtyModeWithPath) enter_tty_path;
    __typeof__(&brlapi__leaveTtyMode) leave_tty;
    __typeof__(&brlapi__writeWText) write_text;
    __typeof__(&brlapi__readKey) read_key;
    __typeof__(&brlapi__setExceptionHandler) exception_handler;
} api;

static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_once(void) {
    void *library = dlopen("libbrlapi.so.0.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
#define FIND(field, name) if (!(api.field = (__typeof__(api.field))dlsym(library, #name))) return
    FIND(handle_size, brlapi_getHandleSize);
    FIND(open, brlapi__openConnection);
    FIND(close, brlapi__closeConnection);
    FIND(display_size, brlapi__getDisplaySize);
    FIND(enter_tty, brlapi__enterTtyMode);
    FIND(enter_tty_path, brlapi__enterTtyModeWithPath);
    FIND(leave_tty, brlapi__leaveTtyMode);
    FIND(write_text, brlapi__writeWText);
    FIND(read_key, brlapi__readKey);
    FIND(exception_handler, brlapi__setExceptionHandler);
#undef FIND
    api.loaded = 1;
}

// libbrlapi's own handler prints and aborts on an error packet; listo treats
// the connection as gone instead, and notices on the next read or write.
static void BRLAPI_STDCALL ignore_exception(brlapi_handle_t *handle, int error, brlapi_packetType_t type,
                                            const void *packet, size_t size) {
    (void)handle; (void)error; (void)type; (void)packet; (void)size;
}

// How long listo waits for a BrlAPI server on another machine or port to speak first.
enum { BRLAPI_WAIT_MS = 2000 };

// libbrlapi waits with no end for a server's first packet. A BRLTTY over TCP
// (BRLAPI_HOST=host:N) sends it at once on connecting; so before libbrlapi
// connects, listo connects itself and waits for those first bytes within a
// deadline: 1 when something there accepts and stays silent, or takes too long to
// accept, so that it is said unreachable; 0 otherwise, where libbrlapi says the rest.
// A local BRLTTY's socket (no host name, or :N) is BRLTTY's own folder and is not probed.
static int silent_over_tcp(const char *given) {
    const char *host = given && *given ? given : getenv("BRLAPI_HOST");
    if (!host || !*host || host[0] == ':') return 0;
    char name[256];
    const char *colon = strrchr(host, ':');
    size_t length = colon ? (size_t)(colon - host) : strlen(host);
    if (length >= sizeof name) return 0;
    memcpy(name, host, length);
    name[length] = 0;
    if (name[0] == '[' && length >= 2 && name[length - 1] == ']') {
        memmove(name, name + 1, length - 2);
        name[length - 2] = 0;
    }
    char port[16];
    snprintf(port, sizeof port, "%d", BRLAPI_SOCKETPORTNUM + (colon ? atoi(colon + 1) : 0));
    struct addrinfo hints = { .ai_socktype = SOCK_STREAM }, *found = NULL;
    if (getaddrinfo(name, port, &hints, &found) != 0) return 0;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long long deadline = (long long)start.tv_sec * 1000 + start.tv_nsec / 1000000 + BRLAPI_WAIT_MS;
    int silent = 0;
    for (struct addrinfo *at = found; at; at = at->ai_next) {
        int fd = socket(at->ai_family, at->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, at->ai_protocol);
        if (fd < 0) continue;
        int made = connect(fd, at->ai_addr, at->ai_addrlen) == 0;
        short waiting = made ? POLLIN : POLLOUT;
        for (;;) {
            struct timespec t;
            clock_gettime(CLOCK_MONOTONIC, &t);
            long long left = deadline - ((long long)t.tv_sec * 1000 + t.tv_nsec / 1000000);
            if (left <= 0) {
                silent = 1;
                break;
            }
            struct pollfd p = { .fd = fd, .events = waiting };
            int n = poll(&p, 1, (int)left);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                silent = 1;
                break;
            }
            if (waiting == POLLOUT) {
                int problem = 0;
                socklen_t size = sizeof problem;
                if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &problem, &size) != 0 || problem != 0) break;
                waiting = POLLIN;
                continue;
            }
            break;
        }
        close(fd);
        if (silent || waiting == POLLIN) break;
    }
    freeaddrinfo(found);
    return silent;
}

listo_braille *listo_braille_open(const char *host, listo_braille_problem *problem, unsigned *width) {
    pthread_once(&loading, load_once);
    if (!api.loaded) {
        *problem = LISTO_BRAILLE_LIBRARY_MISSING;
        return NULL;
    }
    if (silent_over_tcp(host)) {
        *problem = LISTO_BRAILLE_UNREACHABLE;
        return NULL;
    }
    listo_braille *braille = calloc(1, sizeof *braille);
    if (!braille) {
        *problem = LISTO_BRAILLE_UNREACHABLE;
        return NULL;
    }
    braille->handle = calloc(1, api.handle_size());
    if (!braille->handle) {
        free(braille);
        *problem = LISTO_BRAILLE_UNREACHABLE;
        return NULL;
    }
    brlapi_connectionSettings_t settings = {.auth = NULL, .host = (char *)host};
    braille->descriptor = api.open(braille->handle, &settings, NULL);
    if (braille->descriptor < 0) {
        free(braille->handle);
        free(braille);
        *problem = LISTO_BRAILLE_UNREACHABLE;
        return NULL;
    }
    api.exception_handler(braille->handle, ignore_exception);
    unsigned x = 0, y = 0;
    int sized = api.display_size(braille->handle, &x, &y) == 0;
    // A BRLTTY just started answers before its display's driver is up, with a display
    // of no cells, and refuses what is written then: when the display comes up it
    // shows BRLTTY's own screen until listo writes again. Not taken until it has cells.
    // Otherwise the terminal's own virtual console when it has one; else (a pseudo-terminal
    // in X, tmux or SSH) the root of BRLTTY's tree, which holds the display wherever it is.
    listo_braille_problem refused = !sized ? LISTO_BRAILLE_NO_TTY
        : x == 0 ? LISTO_BRAILLE_NO_DISPLAY
        : api.enter_tty(braille->handle, BRLAPI_TTY_DEFAULT, NULL) < 0 &&
          api.enter_tty_path(braille->handle, NULL, 0, NULL) < 0 ? LISTO_BRAILLE_NO_TTY
        : LISTO_BRAILLE_OK;
    if (refused != LISTO_BRAILLE_OK) {
        api.close(braille->handle);
        free(braille->handle);
        free(braille);
        *problem = refused;
        return NULL;
    }
    braille->width = x;
    *width = x;
    *problem = LISTO_BRAILLE_OK;
    return braille;
}

int listo_braille_descriptor(listo_braille *braille) { return braille->descriptor; }

int listo_braille_write(listo_braille *braille, const uint32_t *text, int count, int cursor) {
    unsigned width = braille->width;
    wchar_t *line = calloc(width + 1, sizeof(wchar_t));
    if (!line) return -1;
    unsigned i = 0;
    for (; i < width && (int)i < count; i++) line[i] = (wchar_t)text[i];
    for (; i < width; i++) line[i] = L' ';
    int result = api.write_text(braille->handle, cursor > 0 ? cursor : BRLAPI_CURSOR_OFF, line);
    free(line);
    return result < 0 ? -1 : 0;
}

listo_braille_key listo_braille_read_key(listo_braille *braille, int *argument) {
    brlapi_keyCode_t code = 0;
    *argument = 0;
    int got = api.read_key(braille->handle, 0, &code);
    if (got < 0) return LISTO_KEY_LOST;
    if (got == 0) return LISTO_KEY_NONE;
    if ((code & BRLAPI_KEY_TYPE_MASK) != BRLAPI_KEY_TYPE_CMD) return LISTO_KEY_OTHER;
    brlapi_keyCode_t block = code & BRLAPI_KEY_CMD_BLK_MASK;
    brlapi_keyCode_t value = code & BRLAPI_KEY_CMD_ARG_MASK;
    if (block == BRLAPI_KEY_CMD_ROUTE) {
        *argument = (int)value;
        return LISTO_KEY_ROUTE;
    }
    if (block != 0) return LISTO_KEY_OTHER;
    switch (value) {
    case BRLAPI_KEY_CMD_LNUP: return LISTO_KEY_LINE_UP;
    case BRLAPI_KEY_CMD_LNDN: return LISTO_KEY_LINE_DOWN;
    case BRLAPI_KEY_CMD_TOP: case BRLAPI_KEY_CMD_TOP_LEFT: return LISTO_KEY_TOP;
    case BRLAPI_KEY_CMD_BOT: case BRLAPI_KEY_CMD_BOT_LEFT: return LISTO_KEY_BOTTOM;
    case BRLAPI_KEY_CMD_FWINLT: return LISTO_KEY_PAN_LEFT;
    case BRLAPI_KEY_CMD_FWINRT: return LISTO_KEY_PAN_RIGHT;
    case BRLAPI_KEY_CMD_HOME: return LISTO_KEY_HOME;
    default: return LISTO_KEY_OTHER;
    }
}

void listo_braille_drop(listo_braille *braille) {
    if (braille) shutdown(braille->descriptor, SHUT_RDWR);
}

void listo_braille_close(listo_braille *braille) {
    if (!braille) return;
    api.leave_tty(braille->handle);
    api.close(braille->handle);
    free(braille->handle);
    free(braille);
}
