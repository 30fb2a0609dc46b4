// Every libspeechd call listo makes. The library is opened with dlopen rather
// than linked, so a listo built here still starts where libspeechd is missing:
// --speak then says why in one line and listo goes on silently.
#include "CSpeechDispatcher.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    speech->connection = spd.open2(client, "main", NULL, SPD_MODE_SINGLE, speech->address, autospawn, &reason);
    if (!speech->connection) {
        *error = reason ? reason : strdup("no reason given");
        listo_speech_close(speech);
        return NULL;
    }
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
