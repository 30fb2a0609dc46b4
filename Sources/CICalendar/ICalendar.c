// Every libical call listo makes. The library is opened with dlopen rather than
// linked: it brings the ICU libraries with it, which every listo process would
// otherwise load at start for the few that read or write iCalendar.
#include "CICalendar.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <libical/ical.h>

static struct {
    const char *problem;
    void *library;
    __typeof__(&icalerror_set_errors_are_fatal) errors_are_fatal;
    __typeof__(&icalparser_new) parser_new;
    __typeof__(&icalparser_set_gen_data) parser_set_gen_data;
    __typeof__(&icalparser_parse) parser_parse;
    __typeof__(&icalparser_free) parser_free;
    __typeof__(&icalcomponent_new) component_new;
    __typeof__(&icalcomponent_string_to_kind) string_to_kind;
    __typeof__(&icalcomponent_kind_to_string) kind_to_string;
    __typeof__(&icalcomponent_isa) component_isa;
    __typeof__(&icalcomponent_free) component_free;
    __typeof__(&icalcomponent_add_component) add_component;
    __typeof__(&icalcomponent_add_property) add_property;
    __typeof__(&icalcomponent_as_ical_string_r) as_string;
    __typeof__(&icalcomponent_get_first_component) first_component;
    __typeof__(&icalcomponent_get_next_component) next_component;
    __typeof__(&icalcomponent_get_first_property) first_property;
    __typeof__(&icalcomponent_get_next_property) next_property;
    __typeof__(&icalproperty_isa) property_isa;
    __typeof__(&icalproperty_get_property_name_r) property_name;
    __typeof__(&icalproperty_get_value) property_value;
    __typeof__(&icalproperty_get_value_as_string_r) value_as_string;
    __typeof__(&icalproperty_get_parameter_as_string_r) parameter_as_string;
    __typeof__(&icalproperty_get_datetime_with_component) datetime;
    __typeof__(&icalproperty_get_trigger) trigger;
    __typeof__(&icalproperty_get_duration) duration;
    __typeof__(&icalproperty_get_rrule) rrule;
    __typeof__(&icalproperty_new_from_string) property_from_string;
    __typeof__(&icalproperty_string_to_kind) property_kind;
    __typeof__(&icalproperty_new) property_new;
    __typeof__(&icalproperty_new_x) property_new_x;
    __typeof__(&icalproperty_set_x_name) set_x_name;
    __typeof__(&icalproperty_set_value) set_value;
    __typeof__(&icalproperty_add_parameter) add_parameter;
    __typeof__(&icalparameter_new_from_string) parameter_from_string;
    __typeof__(&icalvalue_isa) value_isa;
    __typeof__(&icalvalue_get_text) value_text;
    __typeof__(&icalvalue_get_x) value_x;
    __typeof__(&icalvalue_new_text) new_text;
    __typeof__(&icaltime_is_null_time) is_null_time;
    __typeof__(&icaltime_is_utc) is_utc;
    __typeof__(&icaltime_as_timet_with_zone) as_timet;
    __typeof__(&icaltimezone_get_builtin_timezone_from_tzid) builtin_zone;
    __typeof__(&icaltimezone_get_utc_timezone) utc_zone;
    __typeof__(&icaldurationtype_as_int) duration_seconds;
} ical;

// Opened once per process, whichever thread asks first.
static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_once(void) {
    ical.library = dlopen("libical.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!ical.library) {
        ical.problem = "libical is not installed";
        return;
    }
#define FIND(field, name) if (!(ical.field = (__typeof__(ical.field))dlsym(ical.library, #name))) goto missing
    FIND(errors_are_fatal, icalerror_set_errors_are_fatal);
    FIND(parser_new, icalparser_new);
    FIND(parser_set_gen_data, icalparser_set_gen_data);
    FIND(parser_parse, icalparser_parse);
    FIND(parser_free, icalparser_free);
    FIND(component_new, icalcomponent_new);
    FIND(string_to_kind, icalcomponent_string_to_kind);
    FIND(kind_to_string, icalcomponent_kind_to_string);
    FIND(component_isa, icalcomponent_isa);
    FIND(component_free, icalcomponent_free);
    FIND(add_component, icalcomponent_add_component);
    FIND(add_property, icalcomponent_add_property);
    FIND(as_string, icalcomponent_as_ical_string_r);
    FIND(first_component, icalcomponent_get_first_component);
    FIND(next_component, icalcomponent_get_next_component);
    FIND(first_property, icalcomponent_get_first_property);
    FIND(next_property, icalcomponent_get_next_property);
    FIND(property_isa, icalproperty_isa);
    FIND(property_name, icalproperty_get_property_name_r);
    FIND(property_value, icalproperty_get_value);
    FIND(value_as_string, icalproperty_get_value_as_string_r);
    FIND(parameter_as_string, icalproperty_get_parameter_as_string_r);
    FIND(datetime, icalproperty_get_datetime_with_component);
    FIND(trigger, icalproperty_get_trigger);
    FIND(duration, icalproperty_get_duration);
    FIND(rrule, icalproperty_get_rrule);
    FIND(property_from_string, icalproperty_new_from_string);
    FIND(property_kind, icalproperty_string_to_kind);
    FIND(property_new, icalproperty_new);
    FIND(property_new_x, icalproperty_new_x);
    FIND(set_x_name, icalproperty_set_x_name);
    FIND(set_value, icalproperty_set_value);
    FIND(add_parameter, icalproperty_add_parameter);
    FIND(parameter_from_string, icalparameter_new_from_string);
    FIND(value_isa, icalvalue_isa);
    FIND(value_text, icalvalue_get_text);
    FIND(value_x, icalvalue_get_x);
    FIND(new_text, icalvalue_new_text);
    FIND(is_null_time, icaltime_is_null_time);
    FIND(is_utc, icaltime_is_utc);
    FIND(as_timet, icaltime_as_timet_with_zone);
    FIND(builtin_zone, icaltimezone_get_builtin_timezone_from_tzid);
    FIND(utc_zone, icaltimezone_get_utc_timezone);
    FIND(duration_seconds, icaldurationtype_as_int);
#undef FIND
    // A file another tool wrote may be wrong in any way: libical says so by its
    // return values, never by aborting the process.
    ical.errors_are_fatal(0);
    return;
missing:
    dlclose(ical.library);
    ical.library = NULL;
    ical.problem = "libical is too old";
}

const char *listo_ical_problem(void) {
    pthread_once(&loading, load_once);
    return ical.problem;
}

// libical allocates the text it hands back with malloc (no other allocator is set), as this file does.
void listo_ical_release(char *text) {
    free(text);
}

static char *copy(const char *text) {
    return text ? strdup(text) : NULL;
}

// The text libical's parser is reading, handed over a piece at a time.
struct reading {
    const char *next;
    const char *end;
    int (*stop)(void);
    unsigned pieces;
};

// One piece of at most size - 1 bytes, ending at the first newline, as fgets
// gives it: what icalparser_parse asks for. libical's own reader of a string
// (icalparser_string_line_generator) looks for the end of the whole line at each
// piece of 80 bytes, so a line of N bytes cost N * N / 80 bytes read: 25 s for one
// of 8 MB. This one looks no further than the piece it gives, and gives none once
// `stop` says the process was asked to end, which ends the parse there.
static char *next_piece(char *out, size_t size, void *data) {
    struct reading *r = data;
    if (r->next >= r->end || size < 2) return NULL;
    if (r->stop && (++r->pieces & 4095) == 0 && r->stop()) return NULL;
    size_t left = (size_t)(r->end - r->next);
    size_t n = left < size - 1 ? left : size - 1;
    const char *newline = memchr(r->next, '\n', n);
    if (newline) n = (size_t)(newline - r->next) + 1;
    memcpy(out, r->next, n);
    out[n] = '\0';
    r->next += n;
    return out;
}

listo_ical_component *listo_ical_parse(const char *text, int (*stop)(void)) {
    if (listo_ical_problem()) return NULL;
    // Up to the first NUL, as icalparser_parse_string reads a string.
    struct reading r = {text, text + strlen(text), stop, 0};
    icalparser *parser = ical.parser_new();
    if (!parser) return NULL;
    ical.parser_set_gen_data(parser, &r);
    icalcomponent *root = ical.parser_parse(parser, next_piece);
    ical.parser_free(parser);
    return (listo_ical_component *)root;
}

listo_ical_component *listo_ical_new(const char *kind) {
    if (listo_ical_problem()) return NULL;
    return (listo_ical_component *)ical.component_new(ical.string_to_kind(kind));
}

void listo_ical_free(listo_ical_component *component) {
    if (component) ical.component_free((icalcomponent *)component);
}

void listo_ical_add_component(listo_ical_component *parent, listo_ical_component *child) {
    ical.add_component((icalcomponent *)parent, (icalcomponent *)child);
}

char *listo_ical_text(listo_ical_component *component) {
    return ical.as_string((icalcomponent *)component);
}

const char *listo_ical_kind(listo_ical_component *component) {
    return ical.kind_to_string(ical.component_isa((icalcomponent *)component));
}

listo_ical_component *listo_ical_first_component(listo_ical_component *parent) {
    return (listo_ical_component *)ical.first_component((icalcomponent *)parent, ICAL_ANY_COMPONENT);
}

listo_ical_component *listo_ical_next_component(listo_ical_component *parent) {
    return (listo_ical_component *)ical.next_component((icalcomponent *)parent, ICAL_ANY_COMPONENT);
}

listo_ical_property *listo_ical_first_property(listo_ical_component *component) {
    return (listo_ical_property *)ical.first_property((icalcomponent *)component, ICAL_ANY_PROPERTY);
}

listo_ical_property *listo_ical_next_property(listo_ical_component *component) {
    return (listo_ical_property *)ical.next_property((icalcomponent *)component, ICAL_ANY_PROPERTY);
}

char *listo_ical_name(listo_ical_property *property) {
    return ical.property_name((icalproperty *)property);
}

char *listo_ical_value(listo_ical_property *property) {
    icalvalue *value = ical.property_value((icalproperty *)property);
    if (!value) return NULL;
    switch (ical.value_isa(value)) {
    case ICAL_TEXT_VALUE: return copy(ical.value_text(value));
    case ICAL_X_VALUE: return copy(ical.value_x(value));
    default: return ical.value_as_string((icalproperty *)property);
    }
}

char *listo_ical_parameter(listo_ical_property *property, const char *name) {
    return ical.parameter_as_string((icalproperty *)property, name);
}

int listo_ical_get_time(listo_ical_property *property, listo_ical_component *calendar, listo_ical_time *out) {
    icalproperty *p = (icalproperty *)property;
    struct icaltimetype t = ical.datetime(p, (icalcomponent *)calendar);
    if (ical.is_null_time(t)) return -1;
    memset(out, 0, sizeof *out);
    out->is_date = t.is_date;
    out->year = t.year, out->month = t.month, out->day = t.day;
    out->hour = t.hour, out->minute = t.minute, out->second = t.second;
    out->local_year = t.year, out->local_month = t.month, out->local_day = t.day;
    out->local_minute = t.hour * 60 + t.minute;
    if (t.is_date) return 0;
    const icaltimezone *zone = NULL;
    if (ical.is_utc(t)) {
        zone = ical.utc_zone();
        out->zone = 1;
    } else if (t.zone) {
        zone = t.zone;
        out->zone = 2;
    } else {
        char *tzid = ical.parameter_as_string(p, "TZID");
        if (tzid) {
            zone = ical.builtin_zone(tzid);
            out->zone = 2;
            free(tzid);
        }
    }
    if (!zone) return 0;
    time_t moment = ical.as_timet(t, zone);
    struct tm local;
    if (!localtime_r(&moment, &local)) return 0;
    out->local_year = local.tm_year + 1900, out->local_month = local.tm_mon + 1, out->local_day = local.tm_mday;
    out->local_minute = local.tm_hour * 60 + local.tm_min;
    return 0;
}

int listo_ical_get_duration(listo_ical_property *property, int *seconds) {
    icalproperty *p = (icalproperty *)property;
    if (ical.property_isa(p) != ICAL_TRIGGER_PROPERTY) {
        *seconds = ical.duration_seconds(ical.duration(p));
        return 0;
    }
    struct icaltriggertype trigger = ical.trigger(p);
    if (!ical.is_null_time(trigger.time)) return -1;
    *seconds = ical.duration_seconds(trigger.duration);
    return 0;
}

char *listo_ical_utc(int year, int month, int day, int minute) {
    struct tm local = {0};
    local.tm_year = year - 1900, local.tm_mon = month - 1, local.tm_mday = day;
    local.tm_hour = minute / 60, local.tm_min = minute % 60, local.tm_isdst = -1;
    time_t moment = mktime(&local);
    struct tm utc;
    char *text = malloc(17);
    if (!text || !gmtime_r(&moment, &utc)) {
        free(text);
        return NULL;
    }
    strftime(text, 17, "%Y%m%dT%H%M%SZ", &utc);
    return text;
}

char *listo_ical_day_utc(int year, int month, int day) {
    struct tm here = {0}, there = {0};
    here.tm_year = there.tm_year = year - 1900;
    here.tm_mon = there.tm_mon = month - 1;
    here.tm_mday = there.tm_mday = day;
    here.tm_hour = there.tm_hour = 12;
    here.tm_isdst = -1;
    // Noon is on the day in every zone's clock (no change of time falls at noon), and
    // halfway between it here and in UTC is on the day in both: a time zone is less than
    // a day from UTC, so that moment is less than 12 hours from either noon.
    time_t local_noon = mktime(&here), utc_noon = timegm(&there);
    time_t moment = utc_noon + (local_noon - utc_noon) / 2;
    moment -= ((moment % 60) + 60) % 60;
    struct tm utc;
    char *text = malloc(17);
    if (!text || !gmtime_r(&moment, &utc)) {
        free(text);
        return NULL;
    }
    strftime(text, 17, "%Y%m%dT%H%M%SZ", &utc);
    return text;
}

int listo_ical_add_line(listo_ical_component *component, const char *line) {
    icalproperty *p = ical.property_from_string(line);
    if (!p) return -1;
    ical.add_property((icalcomponent *)component, p);
    return 0;
}

void listo_ical_add_text(listo_ical_component *component, const char *name, const char *value, const char *parameter) {
    icalproperty *p;
    if (strncmp(name, "X-", 2) == 0) {
        p = ical.property_new_x(value);
        ical.set_x_name(p, name);
    } else {
        p = ical.property_new(ical.property_kind(name));
        ical.set_value(p, ical.new_text(value));
    }
    if (parameter) {
        icalparameter *param = ical.parameter_from_string(parameter);
        if (param) ical.add_parameter(p, param);
    }
    ical.add_property((icalcomponent *)component, p);
}

int listo_ical_get_until(listo_ical_property *property, int *year, int *month, int *day) {
    icalproperty *p = (icalproperty *)property;
    if (ical.property_isa(p) != ICAL_RRULE_PROPERTY) return -1;
    struct icalrecurrencetype rule = ical.rrule(p);
    if (ical.is_null_time(rule.until)) return -1;
    *year = rule.until.year, *month = rule.until.month, *day = rule.until.day;
    return 0;
}
