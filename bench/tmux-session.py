#!/usr/bin/env python3
"""Drives listo in tmux, one command at a time, and times each answer: from the
Enter to the next prompt on the pane, as a person at the terminal waits for it.

    bench/tmux-session.py LISTO STORE COMMANDS_FILE [PROMPT_REGEX]

The first command should be `prompt classic`, whose `>` the prompt is found by."""
import subprocess, sys, time, re

def tmux(*a):
    return subprocess.run(["tmux", *a], capture_output=True, text=True).stdout

def prompts(pane):
    return sum(1 for l in pane.splitlines() if PROMPT.match(l))

binary, store, script = sys.argv[1], sys.argv[2], sys.argv[3]
BARE = re.compile(r"^[^>]{1,60}>$")
PROMPT = re.compile(sys.argv[4] if len(sys.argv) > 4 else r"^[^>]{1,60}>( |$)")
tmux("kill-session", "-t", "tour")
tmux("kill-server")
tmux("new-session", "-d", "-s", "holder")
tmux("set-option", "-g", "history-limit", "200000")
tmux("new-session", "-d", "-s", "tour", "-x", "120", "-y", "50",
     f"env TERM=xterm LANG=C.UTF-8 HOME=/tmp/listo-tmux-home {binary} --store {store}")
tmux("set-option", "-t", "tour", "history-limit", "100000")
start = time.time()
while True:
    pane = tmux("capture-pane", "-p", "-t", "tour", "-S", "-")
    if pane.strip(): break
    time.sleep(0.01)
print(f"{time.time()-start:7.2f} s  (first prompt)")
for command in open(script).read().splitlines():
    if not command.strip(): continue
    before = prompts(tmux("capture-pane", "-p", "-t", "tour", "-S", "-"))
    t = time.time()
    tmux("send-keys", "-t", "tour", "-l", command)
    tmux("send-keys", "-t", "tour", "Enter")
    while True:
        pane = tmux("capture-pane", "-p", "-t", "tour", "-S", "-")
        last = [l for l in pane.splitlines() if l.strip()]
        if prompts(pane) > before and last and BARE.match(last[-1]): break
        if time.time() - t > 300: print("TIMEOUT"); break
        time.sleep(0.01)
    elapsed = time.time() - t
    lines = pane.splitlines()
    idx = [i for i, l in enumerate(lines) if PROMPT.match(l)]
    answer = lines[idx[-2]+1:idx[-1]] if len(idx) >= 2 else []
    first = answer[0] if answer else ""
    print(f"{elapsed:7.2f} s  {command:32s} | {first[:70]}" + (f"  (+{len(answer)-1} lines)" if len(answer) > 1 else ""))
tmux("send-keys", "-t", "tour", "quit", "Enter")
time.sleep(1)
tmux("kill-session", "-t", "tour")
tmux("kill-server")
