#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: at 10 cells no line starts with a mark that closes the word before it
# (. , ; :), a word that fits a line of its own goes there whole (action's, not
# acti- then on's), a word too long for any line divides after its own hyphen
# (speech- then dispatcher., A true-or- then false), or else with a hyphen added
# (insetGrou- then ped,). docs/braille.md says how.
> width 10
Width: 10.
> help do
do: run an
action by
name or
number;
alone,
the one
under the
actions
rotor.
Usage: do,
do ACTION,
or do
ACTION
ROW.
An
action's
own name
also works
as a
command,
as in
Snooze 2.
> help set
set: set a
field of a
row, as in
set due
friday or
set 2 due
today.
Usage: set
FIELD
VALUE,
or set ROW
FIELD
VALUE.
Dates:
today,
tomorrow,
yesterday,
a weekday,
next week,
in 3 days,
in 2
weeks,
dec 9,
9 dec or
2026-
12-09.
The row
comes
first,
as a
number,
a dot or a
title;
without
one it
is the
focused
row.
A true-or-
false
field
named
alone is
set true,
as mark
does: set
2 snoozed.
set
start DATE
makes a
row wait
until that
day; where
the list
has a
field
named
start,
set start
sets that
field,
and set
waiting
DATE makes
a row
wait.
> help speak
speak:
say or set
whether
listo
speaks
through
speech-
dispatc-
her.
Usage:
speak,
speak on,
or speak
off.
Each new
command
cuts off
what is
still
being
said. Kept
between
runs;
--speak
turns it
on for
one run.
> help style
style:
say or set
the list
style.
Usage:
style,
or style
and a
name.
Styles:
automatic,
plain,
grouped,
inset,
insetGrou-
ped,
sidebar.
> help help
help:
the groups
of
commands,
one group
or command
in full,
or all.
Usage:
help, help
GROUP,
help
COMMAND,
or help
all.
Aliases: ?
Groups:
reading,
moving,
changing,
lists and
columns,
settings.
help all
lists
every
command.
> list
Pending,
1 of 2,
3 rows.
Buy bread.
Call Ana.
Pay the
rent,
pinned.
