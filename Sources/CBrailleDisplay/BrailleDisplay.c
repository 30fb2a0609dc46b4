// Every libbrlapi call listo makes. The library is opened with dlopen rather
// than linked, so listo starts where BRLTTY is not installed: --braille then
// says why in one line and listo goes on without a display.
#include "CBrailleDisplay.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
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

listo_braille *listo_braille_open(const char *host, listo_braille_problem *problem, unsigned *width) {
    pthread_once(&loading, load_once);
    if (!api.loaded) {
        *problem = LISTO_BRAILLE_LIBRARY_MISSING;
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
    // The terminal's own virtual console when it has one; otherwise (a pseudo-terminal
    // in X, tmux or SSH) the root of BRLTTY's tree, which holds the display wherever it is.
    if (api.display_size(braille->handle, &x, &y) < 0 ||
        (api.enter_tty(braille->handle, BRLAPI_TTY_DEFAULT, NULL) < 0 &&
         api.enter_tty_path(braille->handle, NULL, 0, NULL) < 0)) {
        api.close(braille->handle);
        free(braille->handle);
        free(braille);
        *problem = LISTO_BRAILLE_NO_TTY;
        return NULL;
    }
    braille->width = x;
    *width = x;
    *problem = LISTO_BRAILLE_OK;
    return braille;
}

int listo_braille_descriptor(listo_braille *braille) { return braille->descriptor; }

int listo_braille_write(listo_braille *braille, const uint32_t *text, int count, int cursor) {
    unsigned width = braille->width ? braille->width : 40;
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
