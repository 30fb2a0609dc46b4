#ifndef LISTO_SPEECH_DISPATCHER_H
#define LISTO_SPEECH_DISPATCHER_H

/* listo's only door to libspeechd. The library is loaded when speech is first
 * asked for, so that listo starts and runs silently on a machine without it. */

/* Mirrors SPDPriority; SpeechDispatcher.c checks that the values agree. */
typedef enum {
    LISTO_SPEECH_IMPORTANT = 1,
    LISTO_SPEECH_MESSAGE = 2,
    LISTO_SPEECH_TEXT = 3,
    LISTO_SPEECH_NOTIFICATION = 4,
    LISTO_SPEECH_PROGRESS = 5
} listo_speech_priority;

/* Mirrors SPDVoiceType's first values. */
typedef enum {
    LISTO_SPEECH_MALE1 = 1,
    LISTO_SPEECH_MALE2 = 2,
    LISTO_SPEECH_MALE3 = 3,
    LISTO_SPEECH_FEMALE1 = 4,
    LISTO_SPEECH_FEMALE2 = 5,
    LISTO_SPEECH_FEMALE3 = 6
} listo_speech_voice_type;

typedef enum {
    LISTO_SPEECH_RATE = 0,
    LISTO_SPEECH_PITCH = 1,
    LISTO_SPEECH_VOLUME = 2
} listo_speech_number;

typedef struct listo_speech listo_speech;

/* Opens a connection (spd_open2, single mode). address NULL means the default:
 * SPEECHD_ADDRESS or the user's socket. On failure returns NULL and sets *error
 * to a malloc'd reason. */
listo_speech *listo_speech_open(const char *client, const char *address, int autospawn, char **error);
/* spd_say; returns 0 on success, -1 when the server did not take it. */
int listo_speech_say(listo_speech *speech, listo_speech_priority priority, const char *text);
/* spd_sound_icon */
int listo_speech_sound_icon(listo_speech *speech, listo_speech_priority priority, const char *name);
/* spd_cancel: stops what this client is saying and drops what it queued. */
int listo_speech_cancel(listo_speech *speech);
/* spd_set_voice_rate, spd_set_voice_pitch, spd_set_volume (-100 to 100). */
int listo_speech_set_number(listo_speech *speech, listo_speech_number which, int value);
/* spd_set_voice_type */
int listo_speech_set_voice_type(listo_speech *speech, listo_speech_voice_type type);
/* spd_set_synthesis_voice */
int listo_speech_set_synthesis_voice(listo_speech *speech, const char *name);
/* spd_set_language */
int listo_speech_set_language(listo_speech *speech, const char *language);
/* spd_list_synthesis_voices: one voice a line, "name\tlanguage\tvariant\n", in a
 * malloc'd string the caller frees; NULL when the server did not answer. */
char *listo_speech_voices(listo_speech *speech);
/* spd_close */
void listo_speech_close(listo_speech *speech);

#endif
