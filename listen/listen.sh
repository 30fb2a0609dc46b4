#!/bin/sh
# How long listo's answers take to hear: espeak-ng at 175 words a minute says
# each answer to a WAV file and soxi gives its length. Every line is its own
# clause (-l), as a screen reader says each line that arrives.
# usage: listen/listen.sh [LISTO]   (make listen builds listo and runs this)
set -eu
listo=${1:-.build/debug/listo}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/listo-listen.XXXXXX")
trap 'rm -rf "$work"' EXIT

seconds() { # FILE: seconds of speech
    espeak-ng -s 175 -l 1000 -w "$work/said.wav" -f "$1" && soxi -D "$work/said.wav"
}
# answer STORE COMMAND [OPTIONS]: the lines listo says to COMMAND, alone.
answer() {
    store=$1 command=$2
    shift 2
    printf '%s\n' "$command" | "$listo" --store "$store" --echo "$@" |
        awk -v c="> $command" '$0 == c { on = 1; next } /^> / { on = 0 } on'
}
row() { # NAME FILE: one row of the table
    printf '| %s | %s | %s |\n' "$1" "$(wc -l <"$2" | tr -d ' ')" "$(printf '%.1f s' "$(seconds "$2")")"
}
ratio() { awk -v a="$(seconds "$1")" -v b="$(seconds "$2")" 'BEGIN { printf "%.2fx", a / b }'; }
# goal NAME VALUE LIMIT: whether a figure is within its goal; a missed goal fails the run.
missed=0
goal() {
    if awk -v v="$2" -v l="$3" 'BEGIN { exit !(v + 0 <= l + 0) }'; then echo "met: $1 $2 (goal $3 at most)"
    else echo "MISSED: $1 $2 (goal $3 at most)"; missed=1; fi
}

"$listo" --store "$work/chores.db" import "$here/chores.md" >/dev/null
# The bare content: each section's header and each row's title, nothing more.
sed -n 's/^## //p; s/^- \[.\] //p' "$here/chores.md" >"$work/bare.txt"
answer "$work/chores.db" "list all" >"$work/normal.txt"
answer "$work/chores.db" "list all" --verbosity low >"$work/low.txt"
answer "$work/chores.db" "help" >"$work/help.txt"

{ echo "# Long"; echo; echo "## Everything"; echo
  i=1; while [ $i -le 200 ]; do echo "- [ ] Item number $i"; i=$((i + 1)); done; } >"$work/long.md"
"$listo" --store "$work/long.db" import "$work/long.md" >/dev/null
answer "$work/long.db" "list" >"$work/long.txt"

echo "| what is said (20 chores: Work 8, Home 7, Errands 5) | lines | speech |"
echo "|---|---|---|"
row "bare headers and titles" "$work/bare.txt"
row "\`list all\`, normal verbosity ($(ratio "$work/normal.txt" "$work/bare.txt") the bare content)" "$work/normal.txt"
row "\`list all\`, low verbosity ($(ratio "$work/low.txt" "$work/bare.txt"))" "$work/low.txt"
row "\`help\`" "$work/help.txt"
row "\`list\` of a 200-row section, first answer" "$work/long.txt"
echo
goal "list all at normal verbosity, times the bare content:" "$(ratio "$work/normal.txt" "$work/bare.txt" | tr -d x)" 1.25
goal "list all at low verbosity, times the bare content:" "$(ratio "$work/low.txt" "$work/bare.txt" | tr -d x)" 1.10
goal "help alone, seconds:" "$(printf '%.1f' "$(seconds "$work/help.txt")")" 15
goal "lines in the first answer to list of 200 rows:" "$(wc -l <"$work/long.txt" | tr -d ' ')" 25
exit $missed
