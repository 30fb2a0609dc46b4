// Every libspeechd call listo makes. The library is opened with dlopen rather
// than linked, so a listo built here still starts where libspeechd is missing:
// --speak then says why in one line and listo goes on silently.
#include "CSpeechDispatcher.h"

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
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <speech-dispatcher/libspeechd.h>

_Static_assert((int)LISTO_SPEECH_IMPORTANT == (int)SPD_IMPORTANT && (int)LISTO_SPEECH_MESSAGE == (int)SPD_MESSAGE &&
               (int)LISTO_SPEECH_TEXT == (int)SPD_TEXT && (int)LISTO_SPEECH_NOTIFICATION == (int)SPD_NOTIFICATION &&
               (int)LISTO_SPEECH_PROGRESS == (int)SPD_PROGRESS, "priorities match SPDPriority");
_Static_assert((int)LISTO_SPEECH_MALE1 == (int)SPD_MALE1 && (int)LISTO_SPEECH_FEMALE3 == (int)SPD_FEMALE3, "voice types match SPDVoiceType");

struct listo_speech {
    SPDConnection *connection;
    SPDConnectionAddress *address;
};

static struct {
    const char *problem;
    void *library;
    __typeof__(&spd_open2) open2;
    __typeof__(&spd_say) say;
    __typeof__(&spd_sound_icon) sound_icon;
    __typeof__(&spd_cancel) cancel;
    __typeof__(&spd_set_voice_rate) rate;
    __typeof__(&spd_set_voice_pitch) pitch;
    __typeof__(&spd_set_volume) volume;
    __typeof__(&spd_set_voice_type) voice_type;
    __typeof__(&spd_set_synthesis_voice) synthesis_voice;
    __typeof__(&spd_set_language) language;
    __typeof__(&spd_close) close;
    __typeof__(&spd_list_synthesis_voices) list_voices;
    __typeof__(&free_spd_voices) free_voices;
    __typeof__(&spd_get_default_address) default_address;
} spd;

// Opened once per process, whichever session asks first; sessions opened at the
// same moment (tests run in parallel) wait for it instead of seeing it half done.
static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_once(void) {
    spd.library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!spd.library) {
        spd.problem = "libspeechd is not installed";
        return;
    }
#define FIND(field, name) if (!(spd.field = (__typeof__(spd.field))dlsym(spd.library, #name))) goto missing
    FIND(open2, spd_open2);
    FIND(say, spd_say);
    FIND(sound_icon, spd_sound_icon);
    FIND(cancel, spd_cancel);
    FIND(rate, spd_set_voice_rate);
    FIND(pitch, spd_set_voice_pitch);
    FIND(volume, spd_set_volume);
    FIND(voice_type, spd_set_voice_type);
    FIND(synthesis_voice, spd_set_synthesis_voice);
    FIND(language, spd_set_language);
    FIND(close, spd_close);
    FIND(list_voices, spd_list_synthesis_voices);
    FIND(free_voices, free_spd_voices);
    FIND(default_address, spd_get_default_address);
#undef FIND
    return;
missing:
    dlclose(spd.library);
    spd.library = NULL;
    spd.problem = "libspeechd is too old";
}

static const char *load(void) {
    pthread_once(&loading, load_once);
    return spd.problem;
}

// How long listo waits for speech-dispatcher to connect or to answer, in milliseconds.
enum { SPEECH_WAIT_MS = 2000 };

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

// Waits until `fd` is ready for `events` or the deadline passes: 1 ready, 0 not.
static int ready(int fd, short events, long long deadline) {
    for (;;) {
        long long left = deadline - now_ms();
        if (left <= 0) return 0;
        struct pollfd p = { .fd = fd, .events = events };
        int n = poll(&p, 1, (int)left);
        if (n > 0) return 1;
        if (n < 0 && errno != EINTR) return 0;
    }
}

// A socket connected to the address within the deadline; -1 when none answers.
static int connect_within(const SPDConnectionAddress *a, long long deadline, int *absent) {
    *absent = 0;
    if (a->method == SPD_METHOD_UNIX_SOCKET) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        if (!a->unix_socket_name || strlen(a->unix_socket_name) >= sizeof sa.sun_path) return -1;
        strcpy(sa.sun_path, a->unix_socket_name);
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0) return -1;
        if (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
            *absent = errno == ENOENT || errno == ECONNREFUSED;
            close(fd);
            return -1;
        }
        return fd;
    }
    char port[16];
    snprintf(port, sizeof port, "%d", a->inet_socket_port);
    struct addrinfo hints = { .ai_socktype = SOCK_STREAM }, *found = NULL;
    if (!a->inet_socket_host || getaddrinfo(a->inet_socket_host, port, &hints, &found) != 0) return -1;
    int fd = -1;
    for (struct addrinfo *at = found; at && fd < 0; at = at->ai_next) {
        fd = socket(at->ai_family, at->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, at->ai_protocol);
        if (fd < 0) continue;
        int made = connect(fd, at->ai_addr, at->ai_addrlen) == 0;
        if (!made && errno == EINPROGRESS && ready(fd, POLLOUT, deadline)) {
            int problem = 0;
            socklen_t size = sizeof problem;
            made = getsockopt(fd, SOL_SOCKET, SO_ERROR, &problem, &size) == 0 && problem == 0;
        }
        if (!made) {
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(found);
    if (fd >= 0) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

// libspeechd waits for a server's answer with no end, and ends the whole process
// when an answer is not SSIP. So, before it connects, listo asks the server for
// one answer itself, within a deadline: 0 when it answers in SSIP, 1 when no
// server is there (libspeechd then says so, or starts one), -1 when one is there
// and gives no SSIP answer in time.
static int probe(const SPDConnectionAddress *address) {
    long long deadline = now_ms() + SPEECH_WAIT_MS;
    int absent = 0;
    int fd = connect_within(address, deadline, &absent);
    if (fd < 0) return absent ? 1 : -1;
    const char *hello = "SET SELF CLIENT_NAME \"listo:probe:main\"\r\n";
    size_t sent = 0, length = strlen(hello);
    while (sent < length && ready(fd, POLLOUT, deadline)) {
        ssize_t n = send(fd, hello + sent, length - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n <= 0 && errno != EAGAIN && errno != EINTR) break;
        if (n > 0) sent += (size_t)n;
    }
    char reply[512];
    size_t got = 0;
    int answered = 0;
    while (sent == length && got < sizeof reply - 1 && ready(fd, POLLIN, deadline)) {
        ssize_t n = recv(fd, reply + got, sizeof reply - 1 - got, MSG_DONTWAIT);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            break;
        }
        got += (size_t)n;
        reply[got] = 0;
        char *end = strstr(reply, "\r\n");
        if (end) {
            // The last line of an SSIP answer is three digits and a space; 2xx is success.
            char *last = reply;
            for (char *line = reply; line < end; line = strstr(line, "\r\n") + 2) last = line;
            answered = end - last >= 4 && last[0] == '2' && last[1] >= '0' && last[1] <= '9' && last[2] >= '0' && last[2] <= '9'
                && last[3] == ' ';
            break;
        }
    }
    if (answered) send(fd, "QUIT\r\n", 6, MSG_NOSIGNAL | MSG_DONTWAIT);
    close(fd);
    return answered ? 0 : -1;
}

// A server that stops answering later makes a call fail after this long, not wait for ever.
static void bound_waits(SPDConnection *connection) {
    struct timeval wait = { .tv_sec = SPEECH_WAIT_MS / 1000, .tv_usec = (SPEECH_WAIT_MS % 1000) * 1000 };
    setsockopt(connection->socket, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    setsockopt(connection->socket, SOL_SOCKET, SO_SNDTIMEO, &wait, sizeof wait);
}

listo_speech *listo_speech_open(const char *client, const char *address, int autospawn, char **error) {
    *error = NULL;
    const char *problem = load();
    if (problem) {
        *error = strdup(problem);
        return NULL;
    }
    listo_speech *speech = calloc(1, sizeof *speech);
    if (!speech) {
        *error = strdup("out of memory");
        return NULL;
    }
    if (address) {
        speech->address = calloc(1, sizeof *speech->address);
        speech->address->method = SPD_METHOD_UNIX_SOCKET;
        speech->address->unix_socket_name = strdup(address);
    }
    char *reason = NULL;
    SPDConnectionAddress *probed = speech->address;
    if (!probed) probed = spd.default_address(&reason);
    int found = probed ? probe(probed) : 1;
    if (probed && probed != speech->address) {
        free(probed->unix_socket_name);
        free(probed->inet_socket_host);
        free(probed);
    }
    free(reason);
    reason = NULL;
    if (found < 0) {
        *error = strdup("speech-dispatcher does not answer");
        listo_speech_close(speech);
        return NULL;
    }
    speech->connection = spd.open2(client, "main", NULL, SPD_MODE_SINGLE, speech->address, autospawn, &reason);
    if (!speech->connection) {
        *error = reason ? reason : strdup("no reason given");
        listo_speech_close(speech);
        return NULL;
    }
    bound_waits(speech->connection);
    return speech;
}

int listo_speech_say(listo_speech *speech, listo_speech_priority priority, const char *text) {
    return spd.say(speech->connection, (SPDPriority)priority, text) < 0 ? -1 : 0;
}

int listo_speech_sound_icon(listo_speech *speech, listo_speech_priority priority, const char *name) {
    return spd.sound_icon(speech->connection, (SPDPriority)priority, name) < 0 ? -1 : 0;
}

int listo_speech_cancel(listo_speech *speech) {
    return spd.cancel(speech->connection) < 0 ? -1 : 0;
}

int listo_speech_set_number(listo_speech *speech, listo_speech_number which, int value) {
    int result;
    switch (which) {
    case LISTO_SPEECH_RATE: result = spd.rate(speech->connection, value); break;
    case LISTO_SPEECH_PITCH: result = spd.pitch(speech->connection, value); break;
    default: result = spd.volume(speech->connection, value); break;
    }
    return result < 0 ? -1 : 0;
}

int listo_speech_set_voice_type(listo_speech *speech, listo_speech_voice_type type) {
    return spd.voice_type(speech->connection, (SPDVoiceType)type) < 0 ? -1 : 0;
}

int listo_speech_set_synthesis_voice(listo_speech *speech, const char *name) {
    return spd.synthesis_voice(speech->connection, name) < 0 ? -1 : 0;
}

int listo_speech_set_language(listo_speech *speech, const char *language) {
    return spd.language(speech->connection, language) < 0 ? -1 : 0;
}

char *listo_speech_voices(listo_speech *speech) {
    SPDVoice **voices = spd.list_voices(speech->connection);
    if (!voices) return NULL;
    size_t size = 1;
    for (SPDVoice **v = voices; *v; v++) {
        size += strlen((*v)->name ? (*v)->name : "") + strlen((*v)->language ? (*v)->language : "")
            + strlen((*v)->variant ? (*v)->variant : "") + 3;
    }
    char *text = malloc(size);
    if (text) {
        char *end = text;
        *end = 0;
        for (SPDVoice **v = voices; *v; v++) {
            end += sprintf(end, "%s\t%s\t%s\n", (*v)->name ? (*v)->name : "", (*v)->language ? (*v)->language : "",
                           (*v)->variant ? (*v)->variant : "");
        }
    }
    spd.free_voices(voices);
    return text;
}

void listo_speech_close(listo_speech *speech) {
    if (!speech) return;
    if (speech->connection) spd.close(speech->connection);
    if (speech->address) {
        free(speech->address->unix_socket_name);
        free(speech->address);
    }
    free(speech);
}
