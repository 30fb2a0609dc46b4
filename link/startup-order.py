#!/usr/bin/env python3
"""Writes link/startup-order.txt: the functions a listo process runs when it opens a
store, runs one command and quits, for the release link's --symbol-ordering-file.

A process of one command runs about 2,500 functions, 1.8 MB of code, which the link
would otherwise leave spread over 4 MB of the 17 MB of code: each 64 KB it touches is
a page fault of its own (120 to 170 of them). Laid out together first, with the
unnamed helpers of link/unnamed-sections.ld, they take about 60, and a read or a
change of one row a tenth less time. The names are those of one build; a name a
later build no longer has is passed over by the linker, so the file goes stale
gradually and is written again by `make startup-order`.

Usage: startup-order.py LISTO LINK_MAP LISTO_BENCH > link/startup-order.txt
LISTO is a release build linked with -Map=LINK_MAP; LISTO_BENCH makes the store.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

# One process each, as a script runs listo: the reads and changes of goal 4 first.
COMMANDS = [
    "read Café bravo",
    "do Snooze Café bravo",
    "do Snooze Café bravo",
    "where",
    "next",
    "goto 500",
    "filter Café",
    "find Café",
    "sections",
    "lists",
    "rename Café bravo to Café bravo dos",
    "rename Café bravo dos to Café bravo",
    "select Café bravo",
    "mark done Café bravo",
    "mark not done Café bravo",
]
# A session read from standard input, as a pipe gives it.
SESSION = "next\nread\nwhere\nprevious\nquit\n"
# A section holding more than this is laid out after the small ones: an object
# compiled without a section per function (SQLite's files, most of the Swift
# runtime's) brings all its code where any of its functions is placed.
SMALL_SECTION = 16 * 1024


def executed_functions(callgrind_out, binary_name):
    """The functions of `binary_name` callgrind counted instructions in, in the
    order its file names them (names are given once, then by number)."""
    objects, functions, found = {}, {}, []
    current_object = None
    define = re.compile(r"^(ob|fn|cob|cfn)=\((\d+)\)(?: (.*))?$")
    with open(callgrind_out, errors="replace") as text:
        for line in text:
            match = define.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name is not None:
                table[number] = name
            if kind == "ob":
                current_object = objects.get(number)
            elif kind == "fn" and current_object and os.path.basename(current_object) == binary_name:
                found.append(functions.get(number))
    return found


def section_sizes(link_map):
    """Each symbol's input section size, from lld's map: an input section's line is
    indented 8 spaces past the columns, its symbols' 16."""
    line_format = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(.*)$")
    sizes, section = {}, None
    with open(link_map, errors="replace") as text:
        for line in text:
            match = line_format.match(line.rstrip("\n"))
            if not match:
                continue
            size, indent, name = int(match.group(1), 16), len(match.group(2)), match.group(3)
            if indent == 9:
                section = size
            elif indent >= 17 and section is not None:
                sizes[name] = section
    return sizes


def main():
    listo, link_map, bench = sys.argv[1:4]
    work = tempfile.mkdtemp(prefix="listo-order-")
    try:
        # valgrind can't read the debug information of a build this size; the symbols stay.
        binary = os.path.join(work, "listo")
        subprocess.run(["objcopy", "--strip-debug", listo, binary], check=True)
        store = os.path.join(work, "store.db")
        subprocess.run([bench, "generate", "10k one list", store], check=True, stdout=subprocess.DEVNULL)
        runs = [(["--store", store, "-c", command], None) for command in COMMANDS]
        runs.append((["--store", store], SESSION))
        order, seen = [], set()
        for index, (arguments, given) in enumerate(runs):
            out = os.path.join(work, f"callgrind.{index}")
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary] + arguments,
                           input=given or "", text=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for name in executed_functions(out, "listo"):
                # callgrind marks a function's recursive calls with 'N; unnamed code is left where it is.
                name = re.sub(r"'\d+$", "", name or "")
                if name and not name.startswith("0x") and name not in seen:
                    seen.add(name)
                    order.append(name)
        sizes = section_sizes(link_map)
        small = [name for name in order if sizes.get(name, 0) <= SMALL_SECTION and name in sizes]
        unmapped = [name for name in order if name not in sizes]  # C++ names: the map shows them demangled
        large = [name for name in order if sizes.get(name, 0) > SMALL_SECTION]
        # Each group sorted by name: callgrind names functions in no fixed order, and the
        # file should change only where the functions run do.
        sys.stdout.write("".join(name + "\n" for name in sorted(small) + sorted(unmapped) + sorted(large)))
        print(f"{len(order)} functions: {len(small)} in small sections, {len(unmapped)} not in the map, {len(large)} in large ones",
              file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
