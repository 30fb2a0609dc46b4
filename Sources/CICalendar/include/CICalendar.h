#ifndef LISTO_ICALENDAR_H
#define LISTO_ICALENDAR_H

/* listo's only door to libical. The library is opened when an iCalendar file is
 * first read or written, so that listo starts without it (and without the ICU
 * libraries it brings) and runs where it is missing. */

typedef struct listo_ical_component listo_ical_component;
typedef struct listo_ical_property listo_ical_property;

/* NULL when libical is loaded, else why it can't be (a static string). */
const char *listo_ical_problem(void);

/* Text handed back by these functions is malloc'd; the caller frees it with this. */
void listo_ical_release(char *text);

/* icalparser_parse over the text: the outermost component (lines unfolded,
 * escapes read); NULL when nothing in it is iCalendar. Read in time linear in the
 * length of its lines, however long one is; `stop` (may be NULL) is asked now and
 * then, and when it gives nonzero the parse ends there with what it has read. */
listo_ical_component *listo_ical_parse(const char *text, int (*stop)(void));
/* icalcomponent_new of a kind by its name ("VCALENDAR", "VTODO", "VALARM").
 * This and listo_ical_parse open libical when first called, and give NULL without it. */
listo_ical_component *listo_ical_new(const char *kind);
/* icalcomponent_free, with everything inside it. */
void listo_ical_free(listo_ical_component *component);
/* icalcomponent_add_component: the parent owns the child from then on. */
void listo_ical_add_component(listo_ical_component *parent, listo_ical_component *child);
/* icalcomponent_as_ical_string_r: the text, lines folded at 75 octets and ended by CRLF. */
char *listo_ical_text(listo_ical_component *component);

/* Walking: a component's kind, its components and its properties in order
 * (icalcomponent_get_first_component/next, get_first_property/next). */
const char *listo_ical_kind(listo_ical_component *component);
listo_ical_component *listo_ical_first_component(listo_ical_component *parent);
listo_ical_component *listo_ical_next_component(listo_ical_component *parent);
listo_ical_property *listo_ical_first_property(listo_ical_component *component);
listo_ical_property *listo_ical_next_property(listo_ical_component *component);

/* A property's name (an X- property's own name), its value as text (TEXT and
 * X- values unescaped, others as written), and a parameter's value or NULL. */
char *listo_ical_name(listo_ical_property *property);
char *listo_ical_value(listo_ical_property *property);
char *listo_ical_parameter(listo_ical_property *property, const char *name);

/* A DATE or DATE-TIME property's value, its TZID resolved against the calendar's
 * VTIMEZONE or libical's built-in zones. `local_*` is the same moment in the
 * machine's time zone (the value itself when it is a DATE or floating). */
typedef struct {
    int is_date;
    /* 0 floating, 1 UTC, 2 in a named zone */
    int zone;
    int year, month, day, hour, minute, second;
    int local_year, local_month, local_day, local_minute;
} listo_ical_time;
/* 0 on success, -1 when the property holds no date. `calendar` resolves TZID. */
int listo_ical_get_time(listo_ical_property *property, listo_ical_component *calendar, listo_ical_time *out);
/* A TRIGGER or DURATION's length in seconds (negative before); -1 when it is an absolute time instead. */
int listo_ical_get_duration(listo_ical_property *property, int *seconds);

/* An RRULE's UNTIL as libical read it, which its text leaves out when the year
 * is 0; 0 on success, -1 when the property is no RRULE or has no UNTIL. */
int listo_ical_get_until(listo_ical_property *property, int *year, int *month, int *day);

/* A moment in the machine's time zone as UTC, "20261201T080000Z". */
char *listo_ical_utc(int year, int month, int day, int minute);

/* A day with no time of day (a COMPLETED listo keeps as a day) as the UTC moment that
 * falls on that day both in the machine's time zone and in UTC: halfway between noon
 * here and noon in UTC, to the minute ("20261206T050000Z" for 6 December at UTC+14). */
char *listo_ical_day_utc(int year, int month, int day);

/* icalproperty_new_from_string: a content line listo formats itself ("DUE;VALUE=DATE:20261208");
 * 0 when added, -1 when libical can't read it. */
int listo_ical_add_line(listo_ical_component *component, const char *line);
/* A TEXT property (SUMMARY, CATEGORIES) or, for a name starting X-, an X- property;
 * libical escapes the value. `parameter` ("RELTYPE=PARENT") may be NULL. */
void listo_ical_add_text(listo_ical_component *component, const char *name, const char *value, const char *parameter);

#endif
