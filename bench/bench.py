#!/usr/bin/env python3
"""Side-by-side benchmark of swalert, dialog and whiptail (and fzf, for a long list).

Every tool runs in a fresh 80x24 pseudo-terminal that is its controlling
terminal, on the same message, with the same clean environment. The numbers
come from what a terminal emulator would see: the bytes read from the pty
master, stamped with a monotonic clock as they arrive.

Usage: bench/run [--runs N] [--only swalert,dialog,whiptail,fzf] [--markdown FILE]
                 [--scenarios alert,...,menu10,list100k,alert-animated,compat-msgbox,...]
                 [--swalert PATH | --no-build] [--json FILE] [--background dark|light]
See bench/README.md for what is measured and why.
"""

import argparse
import atexit
import codecs
import ctypes
import fcntl
import gc
import json
import math
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
import unicodedata
from dataclasses import dataclass, field
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS, COLS = 24, 80
TERM = "xterm-256color"
ENTER = b"\r"  # what a terminal sends for the Return key (ICRNL is the tty's business)

MESSAGE = ("The nightly backup finished without errors: all 1,284 files were copied "
           "to the archive server and verified in 42 seconds.")
LAST_WORD = MESSAGE.split()[-1].rstrip(".").encode()
# Time to visible is taken at the first occurrence of the last word, so it must be unique.
assert MESSAGE.encode().count(LAST_WORD) == 1


class BenchError(Exception):
    """A run that did not behave: timed out, lost its terminal or exited badly."""


# --------------------------------------------------------------------------- tools

@dataclass
class Tool:
    """A program under test and how a shell script wires it up.

    `result_fd` is the descriptor the tool answers on; it goes to a pipe, as in
    `answer=$(swalert ...)` or `answer=$(dialog ... 2>&1 >/dev/tty)`. The other
    standard descriptors are the terminal, so each tool draws where it normally does.
    """
    name: str
    result_fd: int


TOOLS = {
    "swalert": Tool("swalert", result_fd=1),
    "dialog": Tool("dialog", result_fd=2),
    "whiptail": Tool("whiptail", result_fd=2),
    # The list scenario's reference: fzf on the terminal, and `fzf --filter` (run when fzf is).
    "fzf": Tool("fzf", result_fd=1),
    "fzf-filter": Tool("fzf", result_fd=1),
    # Not run by default: a shell that prints the message to /dev/tty and reads a
    # line. It shows what the harness itself costs (`--only floor,dialog`).
    "floor": Tool("floor", result_fd=1),
    # Not run by default either: the same in a static C program (built here with cc), the least any
    # program can cost in this harness: no dynamic loader, no runtime, two system calls of work.
    "floor-static": Tool("floor-static", result_fd=1),
    # Not run by default: the floor-static program written in Swift and linked as scripts/build-release links
    # swalert (static, lld): what the Swift runtime's own start adds to any program, before its first line.
    "floor-swift": Tool("floor-swift", result_fd=1),
    # swalert again, full screen, for the wait scenarios (run when swalert is).
    "swalert-fullscreen": Tool("swalert", result_fd=1),
    # swalert with its animation and without, side by side (alert-animated; run when swalert is).
    "swalert-no-animation": Tool("swalert", result_fd=1),
    # swalert's compatible front ends (the compat scenarios; run when swalert is): a link named
    # `whiptail` to swalert, and `swalert dialog`, each answering where the original does. Each with
    # its animation (the default) and with SWALERT_NO_ANIMATION=1, as dialog and whiptail never animate.
    "swalert-whiptail": Tool("whiptail", result_fd=2),
    "swalert-whiptail-no-animation": Tool("whiptail", result_fd=2),
    "swalert-dialog": Tool("swalert", result_fd=2),
    "swalert-dialog-no-animation": Tool("swalert", result_fd=2),
    # An alert and an input beside a form (form10, form-echo; run when swalert is): the form's targets are theirs.
    "swalert-alert": Tool("swalert", result_fd=1),
    "swalert-input": Tool("swalert", result_fd=1),
    # A single wait beside a task list (wait-tasks; run when swalert is).
    "swalert-wait": Tool("swalert", result_fd=1),
    # Another swalert binary (`--baseline PATH`) with swalert's command lines, interleaved with it in one run.
    "swalert-baseline": Tool("swalert", result_fd=1),
}
DEFAULT_TOOLS = ["swalert", "dialog", "whiptail", "fzf"]
# Rows run along with a tool, in the scenarios that have them.
COMPANIONS = {"swalert": ["swalert-alert", "swalert-input", "swalert-wait", "swalert-fullscreen", "swalert-no-animation", "swalert-whiptail",
                          "swalert-whiptail-no-animation", "swalert-dialog", "swalert-dialog-no-animation"],
              "fzf": ["fzf-filter"]}
# Rows that run `swalert dialog`, left out (and said so) when the binary has no such front end.
DIALOG_FRONT_END = ("swalert-dialog", "swalert-dialog-no-animation")
FLOOR_SCRIPT = 'printf "%s" "$1" >/dev/tty; read -r line </dev/tty'
FLOOR_C = r"""
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int tty = open("/dev/tty", O_RDWR);
    if (tty < 0 || argc < 2) return 1;
    write(tty, argv[1], strlen(argv[1]));
    char line[256];
    return read(tty, line, sizeof line) < 0;
}
"""
FLOOR_SWIFT = r"""
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
let tty = open("/dev/tty", O_RDWR)
if tty < 0 || CommandLine.argc < 2 { exit(1) }
let message = CommandLine.unsafeArgv[1]!
_ = write(tty, message, strlen(message))
var line = [UInt8](repeating: 0, count: 256)
exit(read(tty, &line, line.count) < 0 ? 1 : 0)
"""
# What starts every tool, as util-linux `setsid -f -c` would: a fork, then in the child a session of
# its own with the pty as its controlling terminal (tools open /dev/tty). The tool is exec'd from this
# small static process, not from Python, so its peak RSS is its own (Linux carries the pre-exec high-water RSS across exec, and Python's is ~10 MB).
# Just before the exec the child writes CLOCK_MONOTONIC (Python's perf_counter_ns) to fd 3: that is
# where every time is measured from, so what the launcher itself costs is no tool's. Fd 4, when
# open, becomes the tool's standard input (the pipe of the wait scenarios).
LAUNCHER_C = r"""
#include <stdint.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (argc < 2) return 126;
    pid_t pid = fork();
    if (pid != 0) return pid < 0 ? 126 : 0;
    if (setsid() < 0 || ioctl(0, TIOCSCTTY, 0) < 0) _exit(126);
    if (dup2(4, 0) == 0) close(4);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t ns = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
    if (write(3, &ns, sizeof ns) != sizeof ns) _exit(126);
    close(3);
    execvp(argv[1], argv + 1);
    _exit(127);
}
"""


# --------------------------------------------------------------------------- session

# Queries a real terminal would answer. A tool that asks and gets no reply would
# wait for its own timeout, which measures the harness rather than the tool.
# Replies are those of a modern xterm-compatible terminal; the cursor report is
# always 1;1 (the pty is fresh; the harness does not follow the cursor for this).
QUERY = re.compile(rb"\x1b\[(0?c|6n|\?6n|\?(\d+)\$p)|\x1b\](1[01]);\?(\x07|\x1b\\)")
QUERY_LONGEST = 16  # bytes: the longest query QUERY matches (a DECRQM of a 5-digit mode is 10)

# The colours the harness's terminal says it has when asked (OSC 10: foreground, OSC 11: background),
# in xterm's 16-bit `rgb:` form. Dark is the default: a dark theme's grey (#1d1f21 on #c5c8c6), as the
# pictures' dark xterm; light is xterm's own default, black on white. `bench/run --background light|dark`.
BACKGROUNDS = {
    "dark": {b"10": b"rgb:c5c5/c8c8/c6c6", b"11": b"rgb:1d1d/1f1f/2121"},
    "light": {b"10": b"rgb:0000/0000/0000", b"11": b"rgb:ffff/ffff/ffff"},
}


def _reply(match: re.Match, colours: dict) -> tuple[str, bytes]:
    csi, mode, osc, terminator = match.groups()
    if csi is not None and csi.endswith(b"c"):
        return "DA1", b"\x1b[?62;22c"
    if csi == b"6n":
        return "CPR", b"\x1b[1;1R"
    if csi == b"?6n":
        return "DECXCPR", b"\x1b[?1;1;1R"
    if mode is not None:
        # https://invisible-island.net/xterm/ctlseqs/ctlseqs.html (DECRQM): 2 = reset,
        # 0 = not recognised. Synchronized output (2026) is claimed as known, off.
        value = b"2" if mode == b"2026" else b"0"
        return f"DECRQM {mode.decode()}", b"\x1b[?" + mode + b";" + value + b"$y"
    # xterm ends its reply as the query ended: BEL for BEL, ST (ESC \\) for ST.
    return f"OSC {osc.decode()}", b"\x1b]" + osc + b";" + colours[osc] + terminator


class TerminalAnswers:
    """Finds the queries in a terminal's output as it arrives, and the replies a terminal gives.

    `feed` takes each read from the pty master in turn and returns the (name, reply) of every query
    that read completed, once each, however the reads cut the stream: a query split across reads is
    answered when its last byte arrives. Output that asks nothing (dialog's, whiptail's) gets nothing.
    """

    def __init__(self, background: str = "dark"):
        self.colours = BACKGROUNDS[background]
        self._tail = b""  # the end of the stream so far, where a query may have begun

    def feed(self, data: bytes) -> list[tuple[str, bytes]]:
        stream = self._tail + bytes(data)
        replies = [_reply(match, self.colours) for match in QUERY.finditer(stream)
                   if match.end() > len(self._tail)]  # one that ends in the tail was answered before
        self._tail = stream[-QUERY_LONGEST:]
        return replies


class Session:
    """One run of one tool in its own pseudo-terminal.

    Scenarios drive it with `wait_for`, `press` and `wait_exit`; all times are
    nanoseconds since the tool's exec.

    The tool is started by LAUNCHER_C: it forks, and the child starts a session
    that has the pty as its controlling terminal and execs the tool. This
    benchmark is the child subreaper, so the tool is reparented here and `wait4`
    gives its own rusage. Times count from the child's stamp just before that
    exec: from the moment the tool starts, without what the launcher costs.
    """

    def __init__(self, argv: list[str], result_fd: int, env: dict, timeout: float,
                 input_pipe: bool = False, input_file: str | None = None, background: str = "dark"):
        self.timeout_ns = int(timeout * 1e9)
        self.output = bytearray()
        self.arrivals: list[tuple[int, int]] = []  # (output length after read, ns)
        self.pipes: dict[int, bytearray] = {}
        self.queries: dict[str, int] = {}
        self.rusage = None
        self.status = None
        self._answers = TerminalAnswers(background)
        self._input = None
        self._feeders: set[int] = set()  # `cat FILE` writing the tool's standard input

        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        result_r, result_w = os.pipe()
        stamp_r, stamp_w = os.pipe()
        wiring = [slave, slave, slave, stamp_w]
        wiring[result_fd] = result_w
        if input_pipe:
            input_r, self._input = os.pipe()
            wiring.append(input_r)  # fd 4: the launcher makes it the tool's standard input
        elif input_file is not None:
            # `cat FILE | tool`: the producer is started first, so the pipe is full and the rest of
            # the file is ready when the tool starts. cat is this process's child, not the tool's:
            # its rusage is not counted, and `_reap` tells it apart from the tool.
            input_r, feed_w = os.pipe()
            null = os.open(os.devnull, os.O_RDONLY)
            self._feeders.add(os.posix_spawn(CAT, [CAT, input_file], env, file_actions=[
                (os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, feed_w, 1)]))
            os.close(null)
            os.close(feed_w)
            wiring.append(input_r)
            input_pipe = True  # input_r is closed below, as for a fed pipe

        # posix_spawn (vfork and exec) rather than fork: copying this process's page
        # tables would take milliseconds. Everything else Python opened is close-on-exec (PEP 446).
        actions = [(os.POSIX_SPAWN_DUP2, fd, target) for target, fd in enumerate(wiring)]
        pid = os.posix_spawn(LAUNCHER, [LAUNCHER] + argv, env, file_actions=actions)
        for fd in (slave, result_w, stamp_w) + ((input_r,) if input_pipe else ()):
            os.close(fd)
        stamp = b""
        while len(stamp) < 8:
            if not select.select([stamp_r], [], [], timeout)[0]:
                raise BenchError("the launcher did not start the tool")
            chunk = os.read(stamp_r, 8 - len(stamp))
            if not chunk:
                raise BenchError("the launcher could not start the tool")
            stamp += chunk
        os.close(stamp_r)
        self.t0 = struct.unpack("=q", stamp)[0]
        self.master = master
        self._launcher_pid = pid
        self.pipes[result_r] = bytearray()
        self._open = [master, result_r]

    # ------------------------------------------------------------ scenario API

    def now(self) -> int:
        return time.perf_counter_ns() - self.t0

    @property
    def bytes_written(self) -> int:
        """Bytes the tool wrote to the terminal so far."""
        return len(self.output)

    def wait_for(self, text: bytes, after: int = 0) -> int:
        """Waits until `text` appears in the terminal output at or past offset `after`.

        Returns when the read that completed it returned, in ns since the tool's exec.
        """
        start = after
        while True:
            found = self.output.find(text, start)
            if found >= 0:
                end = found + len(text)
                return next(t for length, t in self.arrivals if length >= end) - self.t0
            start = max(after, len(self.output) - len(text) + 1)
            if not self._pump_once():
                self.wait_exit()
                raise BenchError(f"terminal closed before {text!r} appeared "
                                 f"(exit status {self.status})")

    def wait_for_match(self, pattern: re.Pattern, after: int = 0) -> int:
        """Waits until `pattern` matches the terminal output at or past offset `after`.

        Returns when the read that completed the match returned, in ns since the tool's exec.
        """
        while True:
            found = pattern.search(self.output, after)
            if found:
                return next(t for length, t in self.arrivals if length >= found.end()) - self.t0
            if not self._pump_once():
                self.wait_exit()
                raise BenchError(f"terminal closed before {pattern.pattern!r} matched "
                                 f"(exit status {self.status})")

    def wait_screen(self, screen: "Screen", check: Callable[["Screen"], bool]) -> int:
        """Waits until `check(screen)` holds, `screen` being fed the terminal output a read at a time.

        Returns when the read after which it first held returned, in ns since the tool's exec
        (a read already applied counts: the check is made on the screen as it is first).
        """
        while True:
            if screen.fed and check(screen):
                return self.arrivals[screen.fed - 1][1] - self.t0
            if self.update_screen(screen, reads=1):
                continue
            try:
                alive = self._pump_once()
                while alive and select.select(self._open, [], [], 0)[0]:
                    alive = self._pump_once()  # stamp every read waiting before parsing any
            except BenchError as error:
                raise BenchError(f"{error}; the screen:\n{screen.text()}") from None
            if not alive:
                self.wait_exit()
                raise BenchError(f"terminal closed before the screen showed what was awaited "
                                 f"(exit status {self.status}); the screen:\n{screen.text()}")

    def update_screen(self, screen: "Screen", reads: int | None = None) -> int:
        """Applies to `screen` the reads it has not seen yet (at most `reads`); returns how many."""
        todo = len(self.arrivals) - screen.fed
        if reads is not None:
            todo = min(todo, reads)
        for _ in range(todo):
            start = self.arrivals[screen.fed - 1][0] if screen.fed else 0
            screen.feed(self.output[start:self.arrivals[screen.fed][0]])
            screen.fed += 1
        return todo

    def press(self, keys: bytes) -> int:
        """Types `keys` on the terminal; returns the time it was sent."""
        os.write(self.master, keys)
        return self.now()

    def feed(self, data: bytes):
        """Writes to the tool's standard input (sessions started with `input_pipe`)."""
        os.write(self._input, data)

    def end_input(self):
        """Closes the tool's standard input, as a finished producer would."""
        os.close(self._input)
        self._input = None

    def pump_until(self, ns: int):
        """Reads the terminal (answering queries) until `ns` since the tool's exec, without waiting for text."""
        while self.now() < ns and self._open:
            remaining = (ns - self.now()) / 1e9
            ready, _, _ = select.select(self._open, [], [], max(0.0, remaining))
            if not ready:
                break
            for fd in ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    data = b""
                stamp = time.perf_counter_ns()
                if not data:
                    self._open.remove(fd)
                elif fd == self.master:
                    self.output += data
                    self.arrivals.append((len(self.output), stamp))
                    self._answer_queries(data)
                else:
                    self.pipes[fd] += data

    def wait_exit(self) -> int:
        """Reads the terminal until every descriptor closes and reaps the tool."""
        while self._pump_once():
            pass
        self._reap(block=True)
        return self.now()

    def kill(self):
        """Ends the processes of this run (only ours: the launcher and the tool)."""
        for pid in _children():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        while True:
            try:
                os.wait4(-1, 0)
            except ChildProcessError:
                break

    def close(self):
        # The master too: once the tool has closed its side, `_pump_once` drops it from `_open` without closing
        # it, and a long run used to run out of descriptors select() can take.
        for fd in set(self._open + list(self.pipes) + [self._input, getattr(self, "master", None)]):
            if fd is None:
                continue
            try:
                os.close(fd)
            except OSError:
                pass
        self._open = []
        self.pipes = {}

    # ------------------------------------------------------------ internals

    def _pump_once(self) -> bool:
        """Handles one batch of ready descriptors; False once all have closed."""
        if not self._open:
            return False
        remaining = self.timeout_ns - self.now()
        if remaining <= 0:
            raise BenchError(f"timed out after {self.timeout_ns / 1e9:.0f} s")
        ready, _, _ = select.select(self._open, [], [], remaining / 1e9)
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # EIO on the master: the last slave descriptor closed
                data = b""
            stamp = time.perf_counter_ns()
            if not data:
                self._open.remove(fd)
                self._reap(block=False)
            elif fd == self.master:
                self.output += data
                self.arrivals.append((len(self.output), stamp))
                self._answer_queries(data)
            else:
                self.pipes[fd] += data
        return True

    def _answer_queries(self, data: bytes):
        for name, reply in self._answers.feed(data):
            self.queries[name] = self.queries.get(name, 0) + 1
            os.write(self.master, reply)

    def _reap(self, block: bool):
        # All must be reaped here, or a late launcher (or cat) would pass for the next run's tool.
        while self.status is None or self._launcher_pid is not None or self._feeders:
            try:
                pid, status, rusage = os.wait4(-1, 0 if block else os.WNOHANG)
            except ChildProcessError:
                raise BenchError("the tool vanished without being reaped")
            if pid == 0:
                return
            if pid in self._feeders:
                self._feeders.discard(pid)  # done, or SIGPIPE when the tool left before the end
                continue
            if pid == self._launcher_pid:
                self._launcher_pid = None
                if os.waitstatus_to_exitcode(status) != 0:
                    raise BenchError("the launcher could not start the tool")
                continue
            self.status = os.waitstatus_to_exitcode(status)
            self.rusage = rusage

    def describe_failure(self) -> str:
        tail = bytes(self.output[-400:])
        result = b"".join(self.pipes.values())[-400:]
        return f"terminal tail: {tail!r}\n    result pipe: {result!r}"


def _children() -> list[int]:
    path = f"/proc/{os.getpid()}/task/{os.getpid()}/children"
    try:
        with open(path) as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


# --------------------------------------------------------------------------- screen

_CONTROL = re.compile("[\x00-\x1f\x7f]")
# Characters outside the ranges known to take one column (Latin, punctuation, arrows, box drawing,
# blocks, shapes, braille): those are printed one at a time, with their width.
_NOT_NARROW = re.compile("[^\x20-\x7e\u00a0-\u02ff\u2000-\u25ff\u2800-\u28ff]")


class Screen:
    """A small model of what an xterm would show, for scenarios that must read the screen.

    The alert and input scenarios look for text in the bytes themselves. A list redraws only the
    cells that changed (`1/6` then a cursor move then `515`), and an animated box is cut by its
    growing border, so the list, animated-alert and drop-in scenarios read a grid instead: the characters at each cell after each read, with the cursor moves, erases,
    scrolling, save/restore and the alternate screen that the tools use. Colours and modes are
    parsed and ignored; every character is one column wide except East Asian wide ones.
    """

    def __init__(self, rows: int = ROWS, cols: int = COLS):
        self.rows, self.cols = rows, cols
        self.grid = [[" "] * cols for _ in range(rows)]
        self.main_grid = None  # the normal screen while the alternate one shows
        self.y = self.x = 0
        self.saved = (0, 0)
        self.top, self.bottom = 0, rows - 1  # scrolling region
        self.wrap_pending = False
        self.fed = 0  # how many of the session's reads have been applied (Session.wait_screen)
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._pending = ""  # an escape sequence cut by the end of a read

    def text(self) -> str:
        return "\n".join("".join(row) for row in self.grid)

    def feed(self, data: bytes):
        text = self._pending + self._decoder.decode(bytes(data))
        self._pending = ""
        i, n = 0, len(text)
        while i < n:
            control = _CONTROL.search(text, i)
            j = control.start() if control else n
            if j > i:
                self._write(text[i:j])
            if control is None:
                return
            c = text[j]
            i = j + 1
            if c == "\x1b":
                end = self._escape(text, j)
                if end is None:  # cut by the end of the read: wait for the next one
                    self._pending = text[j:]
                    return
                i = end
            elif c == "\r":
                self.x, self.wrap_pending = 0, False
            elif c in "\n\v\f":
                self._index()
            elif c == "\b":
                self.x, self.wrap_pending = max(0, self.x - 1), False
            elif c == "\t":
                self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)

    # ------------------------------------------------------------ internals

    def _write(self, run: str):
        """Prints characters from the cursor on, wrapping at the margin as xterm does."""
        if _NOT_NARROW.search(run):
            for c in run:
                self._put(c)
            return
        while run:  # a run of one-column characters (nearly always): a row at a time
            if self.wrap_pending:
                self.x, self.wrap_pending = 0, False
                self._index()
            chunk, run = run[:self.cols - self.x], run[self.cols - self.x:]
            self.grid[self.y][self.x:self.x + len(chunk)] = chunk
            self.x += len(chunk)
            if self.x >= self.cols:
                self.x, self.wrap_pending = self.cols - 1, True

    def _put(self, c: str):
        if unicodedata.combining(c):
            return
        width = 2 if unicodedata.east_asian_width(c) in "WF" else 1
        if self.wrap_pending or self.x + width > self.cols:
            self.x, self.wrap_pending = 0, False
            self._index()
        self.grid[self.y][self.x] = c
        if width == 2:
            self.grid[self.y][self.x + 1] = ""
        self.x += width
        if self.x >= self.cols:
            self.x, self.wrap_pending = self.cols - 1, True

    def _index(self):
        if self.y == self.bottom:
            self._scroll(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def _scroll(self, n: int):
        """Scrolls the region up by n lines (down when n < 0)."""
        region = self.grid[self.top:self.bottom + 1]
        n = max(-len(region), min(len(region), n))
        blank = [[" "] * self.cols for _ in range(abs(n))]
        region = region[n:] + blank if n > 0 else blank + region[:len(region) + n]
        self.grid[self.top:self.bottom + 1] = region

    def _escape(self, text: str, i: int) -> int | None:
        """Applies the escape sequence at text[i]; returns where it ends, None if cut short."""
        if i + 1 >= len(text):
            return None
        kind = text[i + 1]
        if kind == "[":
            j = i + 2
            while j < len(text) and not "\x40" <= text[j] <= "\x7e":
                j += 1
            if j >= len(text):
                return None
            self._csi(text[i + 2:j], text[j])
            return j + 1
        if kind in "]PX^_":  # OSC, DCS and the like: up to BEL or ST
            j = i + 2
            while j < len(text):
                if text[j] == "\x07":
                    return j + 1
                if text[j] == "\x1b" and j + 1 < len(text):
                    return j + 2
                j += 1
            return None
        if kind in "()*+#% ":  # charset designation and the like: one more character
            return i + 3 if i + 2 < len(text) else None
        self.wrap_pending = False
        if kind == "7":
            self.saved = (self.y, self.x)
        elif kind == "8":
            self.y, self.x = self.saved
        elif kind == "D":
            self._index()
        elif kind == "E":
            self.x = 0
            self._index()
        elif kind == "M":
            if self.y == self.top:
                self._scroll(-1)
            elif self.y > 0:
                self.y -= 1
        elif kind == "c":
            self.__init__(self.rows, self.cols)
        return i + 2

    def _csi(self, params: str, final: str):
        private = params[:1] in ("?", ">", "<", "=")
        fields = params.lstrip("?><=").split(";")
        numbers = [int(f) if f.isdigit() else 0 for f in fields]

        def arg(k: int = 0, default: int = 1) -> int:
            value = numbers[k] if k < len(numbers) else 0
            return value or default

        self.wrap_pending = False
        if private:
            if final in "hl" and any(f in ("47", "1047", "1049") for f in fields):
                if final == "h" and self.main_grid is None:
                    self.main_grid = self.grid
                    self.grid = [[" "] * self.cols for _ in range(self.rows)]
                elif final == "l" and self.main_grid is not None:
                    self.grid, self.main_grid = self.main_grid, None
            return
        if final == "A":
            self.y = max(0, self.y - arg())
        elif final in "Be":
            self.y = min(self.rows - 1, self.y + arg())
        elif final in "Ca":
            self.x = min(self.cols - 1, self.x + arg())
        elif final == "D":
            self.x = max(0, self.x - arg())
        elif final == "E":
            self.y, self.x = min(self.rows - 1, self.y + arg()), 0
        elif final == "F":
            self.y, self.x = max(0, self.y - arg()), 0
        elif final in "G`":
            self.x = min(self.cols - 1, arg() - 1)
        elif final == "d":
            self.y = min(self.rows - 1, arg() - 1)
        elif final in "Hf":
            self.y, self.x = min(self.rows - 1, arg(0) - 1), min(self.cols - 1, arg(1) - 1)
        elif final == "J":
            mode = arg(0, 0)
            if mode == 0:
                self.grid[self.y][self.x:] = [" "] * (self.cols - self.x)
                rows = range(self.y + 1, self.rows)
            elif mode == 1:
                self.grid[self.y][:self.x + 1] = [" "] * (self.x + 1)
                rows = range(0, self.y)
            elif mode == 2:
                rows = range(self.rows)
            else:  # 3: the scrollback, which this screen does not keep
                rows = range(0)
            for r in rows:
                self.grid[r] = [" "] * self.cols
        elif final == "K":
            mode = arg(0, 0)
            row = self.grid[self.y]
            if mode == 0:
                row[self.x:] = [" "] * (self.cols - self.x)
            elif mode == 1:
                row[:self.x + 1] = [" "] * (self.x + 1)
            else:
                self.grid[self.y] = [" "] * self.cols
        elif final == "X":
            n = min(arg(), self.cols - self.x)
            self.grid[self.y][self.x:self.x + n] = [" "] * n
        elif final == "@":
            row = self.grid[self.y]
            n = min(arg(), self.cols - self.x)
            row[self.x:] = ([" "] * n + row[self.x:])[:self.cols - self.x]
        elif final == "P":
            row = self.grid[self.y]
            n = min(arg(), self.cols - self.x)
            row[self.x:] = row[self.x + n:] + [" "] * n
        elif final in "LM" and self.top <= self.y <= self.bottom:
            saved_top, self.top = self.top, self.y
            self._scroll(-arg() if final == "L" else arg())
            self.top = saved_top
            self.x = 0
        elif final == "S":
            self._scroll(arg())
        elif final == "T":
            self._scroll(-arg())
        elif final == "r":
            top, bottom = arg(0) - 1, arg(1, self.rows) - 1
            if 0 <= top < bottom < self.rows:
                self.top, self.bottom = top, bottom
                self.y = self.x = 0
        elif final == "s":
            self.saved = (self.y, self.x)
        elif final == "u":
            self.y, self.x = self.saved


# --------------------------------------------------------------------------- scenarios

@dataclass
class Column:
    """One column of a scenario's table: a metric and how its samples are summarised."""
    header: str
    metric: str
    summary: Callable[[list], float]
    format: str


def median(xs):
    return statistics.median(xs)


def p90(xs):
    ordered = sorted(xs)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]  # nearest rank


@dataclass
class Scenario:
    """A dialog to measure: a command line per tool and a function that drives one run.

    `run` is one function for every tool, or one per tool when they show their state differently.
    A metric a tool's run does not return is shown as a dash.
    """
    name: str
    title: str
    commands: dict[str, list[str]]
    run: Callable[[Session], dict] | dict[str, Callable[[Session], dict]]
    columns: list[Column]
    notes: list[str] = field(default_factory=list)
    input_pipe: bool = False  # standard input is a pipe the scenario feeds (a gauge)
    input_file: str | None = None  # standard input is `cat FILE |` (formatted like the commands)
    legend: str | None = None  # the line above the commands (default: what MSG stands for)
    default: bool = True  # run without --scenarios
    environment: dict[str, dict[str, str]] = field(default_factory=dict)  # more variables, per tool
    # Tool -> the tool it stands against (`swalert-whiptail` -> `whiptail`): the table then says how its
    # time (above floor-static's, when that row ran), bytes and peak RSS compare with the other's.
    reference: dict[str, str] = field(default_factory=dict)


def run_alert(s: Session) -> dict:
    """Message box: time until the last word shows, then Enter, then everything it wrote."""
    visible = s.wait_for(LAST_WORD)
    s.press(ENTER)
    s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    return {"visible_ms": visible / 1e6, "bytes": s.bytes_written,
            "rss_kib": s.rusage.ru_maxrss}


def run_shown(text: str, answers: tuple[bytes, ...] | None = None, finish: bytes = ENTER) -> Callable[[Session], dict]:
    """Any box, read off the screen: the time until `text` shows on it, then Enter, then all it wrote.

    A screen model rather than the bytes: an animated box is cut by its growing border, so a word is
    visible once the border has passed it, which is not when its first bytes were written. When
    `answers` is given, what the tool answers (stripped) must be one of them. `finish` is the key that answers
    (Enter; a swalert form's Ctrl-S).
    """
    def run(s: Session) -> dict:
        screen = Screen()
        visible = s.wait_screen(screen, lambda sc: text in sc.text())
        s.press(finish)
        s.wait_exit()
        if s.status != 0:
            raise BenchError(f"exited with status {s.status}")
        answer = b"".join(s.pipes.values()).strip()
        if answers is not None and answer not in answers:
            raise BenchError(f"the answer {answer[-80:]!r} is not one of {answers!r}")
        return {"visible_ms": visible / 1e6, "bytes": s.bytes_written, "rss_kib": s.rusage.ru_maxrss}
    return run


INPUT_PROMPT = "Type a name for the new archive:"
INPUT_VISIBLE = b"archive:"
ECHO_KEYS = 200
# Letters in turn, so each key's echo differs from the cell before it and cannot be skipped by a diff.
ECHO_ALPHABET = b"abcdefghijklmnopqrstuvwxyz"
# Letters and spaces: a key echoed right after a digit would look like the end of an escape sequence.
LONG_VALUE = ("The quick brown fox jumps over the lazy dog. " * 223)[:10000]


def echoed(key: bytes) -> re.Pattern:
    """The key drawn as text: not the final byte of an escape sequence (CSI 5 D, SGR ... m, ESC c)."""
    return re.compile(rb"(?<![0-9;\[?\x1b])" + re.escape(key))


def run_input(s: Session, visible: bytes = INPUT_VISIBLE, finish: bytes = ENTER) -> dict:
    """Input box: the time from each key's write to the read that brings its echo, over ECHO_KEYS keys."""
    s.wait_for(visible)
    typed = bytearray()
    latencies = []
    start_bytes = s.bytes_written
    for i in range(ECHO_KEYS):
        key = ECHO_ALPHABET[i % len(ECHO_ALPHABET):][:1]
        offset = s.bytes_written
        sent = s.now()
        s.press(key)
        latencies.append((s.wait_for_match(echoed(key), offset) - sent) / 1e6)
        typed += key
    per_key = (s.bytes_written - start_bytes) / ECHO_KEYS
    s.press(finish)
    s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    answer = b"".join(s.pipes.values())
    if bytes(typed) not in answer:
        raise BenchError(f"the answer {answer[-80:]!r} lacks the typed text")
    return {"echo_median_ms": median(latencies), "echo_p90_ms": p90(latencies),
            "echo_max_ms": max(latencies), "bytes_per_key": per_key, "rss_kib": s.rusage.ru_maxrss}


INPUT_COLUMNS = [
    Column(f"Echo, median of {ECHO_KEYS} keys (ms)", "echo_median_ms", median, "{:.3f}"),
    Column("Echo, p90 (ms)", "echo_p90_ms", median, "{:.3f}"),
    Column("Echo, worst key (ms)", "echo_max_ms", max, "{:.2f}"),
    Column("Bytes per key", "bytes_per_key", median, "{:.0f}"),
    Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
]


WAIT_SECONDS = 5.0
WAIT_UPDATES = 10
# Each message differs from the one before in every column, so a tool that redraws only what changed
# still writes it as one run of bytes that `wait_for` can find.
WAIT_TOKENS = [(chr(ord("A") + i) * 8).encode() for i in range(WAIT_UPDATES)]


def run_toast(s: Session) -> dict:
    """A toast or info box that shows and goes by itself: time until the message shows, all bytes written."""
    visible = s.wait_for(LAST_WORD)
    s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    return {"visible_ms": visible / 1e6, "bytes": s.bytes_written, "rss_kib": s.rusage.ru_maxrss}


def wait_feed(gauge: bool, i: int) -> bytes:
    if gauge:  # dialog's protocol, which both tools read
        return b"XXX\n%d\n%s\nXXX\n" % ((i + 1) * 100 // WAIT_UPDATES, WAIT_TOKENS[i])
    return WAIT_TOKENS[i] + b"\n"


def run_wait(gauge: bool) -> Callable[[Session], dict]:
    """A 5-second wait fed one status update every half second: CPU time, bytes, update latency."""
    def run(s: Session) -> dict:
        s.wait_for(b"Starting")
        begin, offset0 = s.now(), s.bytes_written
        latencies = []
        for i in range(WAIT_UPDATES):
            s.pump_until(begin + int((i + 1) * WAIT_SECONDS / WAIT_UPDATES * 1e9) - 1)
            offset = s.bytes_written
            s.feed(wait_feed(gauge, i))
            sent = s.now()
            latencies.append((s.wait_for(WAIT_TOKENS[i], after=offset) - sent) / 1e6)
        s.pump_until(begin + int(WAIT_SECONDS * 1e9))
        during = s.bytes_written - offset0
        reads = [b - a for (a, _), (b, _) in zip(s.arrivals, s.arrivals[1:])]
        s.end_input()
        s.wait_exit()
        if s.status != 0:
            raise BenchError(f"exited with status {s.status}")
        cpu = s.rusage.ru_utime + s.rusage.ru_stime
        return {"cpu_ms": cpu * 1000, "bytes": during, "latency_ms": max(latencies),
                "latency_median_ms": median(latencies), "read_bytes": median(reads) if reads else 0,
                "rss_kib": s.rusage.ru_maxrss}
    return run


WAIT_COLUMNS = [
    Column("CPU over 5 s (ms)", "cpu_ms", median, "{:.1f}"),
    Column("Bytes in 5 s", "bytes", median, "{:.0f}"),
    Column("Bytes per write, median", "read_bytes", median, "{:.0f}"),
    Column("Update shown, median (ms)", "latency_median_ms", median, "{:.2f}"),
    Column("Update shown, worst (ms)", "latency_ms", max, "{:.2f}"),
    Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
]

MENU_PROMPT = "Pick one"
MENU_ITEMS = [f"item{i}" for i in range(1, 11)]
MENU_LAST = MENU_ITEMS[-1].encode()  # visible when it arrives; unique (item1 is only its prefix)
MENU_TAGGED = [a for i, item in enumerate(MENU_ITEMS, 1) for a in (f"tag{i}", item)]


def run_menu(s: Session) -> dict:
    """A 10-item menu: time until the last item shows, then Enter, which chooses the first."""
    visible = s.wait_for(MENU_LAST)
    s.press(ENTER)
    s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    answer = b"".join(s.pipes.values()).strip()
    if answer not in (b"item1", b"tag1"):
        raise BenchError(f"the answer {answer[-80:]!r} is not the first item")
    return {"visible_ms": visible / 1e6, "bytes": s.bytes_written, "rss_kib": s.rusage.ru_maxrss}


LIST_LINES = 100_000
LIST_QUERY = "4d9f"  # typed one key at a time; each prefix matches fewer lines
LIST_COUNTS = [60549, 27157, 12293, 2623]  # lines each prefix of the query matches (checked)
LIST_BYTES = 4_356_630  # the size of the generated input (checked)
LIST_QUIET_MS = 5  # after a key's redraw, the output must rest this long before the next key


def fuzzy(query: str) -> re.Pattern:
    """The query's characters in order, case-insensitive: what both fzf and swalert choose match."""
    return re.compile(".*?".join(map(re.escape, query)), re.IGNORECASE)


def list_line(i: int) -> str:
    return f"/usr/share/doc/pkg{i % 997}/dir{i % 31}/file-{i:06d}.txt"


def make_list_input(directory: str) -> str:
    """Writes the list scenario's input (LIST_LINES lines) and checks what each query prefix matches."""
    lines = [list_line(i) for i in range(LIST_LINES)]
    path = os.path.join(directory, "list100k.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    counts = []
    for end in range(1, len(LIST_QUERY) + 1):
        pattern = fuzzy(LIST_QUERY[:end])
        counts.append(sum(1 for line in lines if pattern.search(line)))
    # A key is seen redrawn by its new count, so every key must change it (and leave some matches).
    assert all(a > b > 0 for a, b in zip([LIST_LINES] + LIST_COUNTS, LIST_COUNTS))
    if counts != LIST_COUNTS or os.path.getsize(path) != LIST_BYTES:
        sys.exit(f"bench: the generated list differs from the one described: {counts}, "
                 f"{os.path.getsize(path)} bytes")
    return path


def _counter(done: int, total: int) -> re.Pattern:
    return re.compile(rf"(?<![\w/]){done}/{total}(?![\w/])")


# How each interactive list shows its state: the counter, and whether it still reads. swalert
# says `1/N` (focused item / matches) and `reading…` until the input ends; fzf says
# `matches/total`, with a spinner (braille) beside it while it reads.
COUNTER = re.compile(r"(?<![\w/])\d+/\d+(?![\w/])")
SPINNER = re.compile("[\u2800-\u28ff]")
LIST_STYLES = {
    "swalert": {"all_read": lambda text: (_counter(1, LIST_LINES).search(text) is not None
                                          and "reading…" not in text),
                "matches": lambda n: _counter(1 if n else 0, n)},
    "fzf": {"all_read": lambda text: (_counter(LIST_LINES, LIST_LINES).search(text) is not None
                                      and not SPINNER.search(text)),
            "matches": lambda n: _counter(n, LIST_LINES)},
}


def run_list(style: str) -> Callable[[Session], dict]:
    """A list fed LIST_LINES lines through a pipe: first frame, all read, key to redraw."""
    look = LIST_STYLES[style]
    first = list_line(0)

    def run(s: Session) -> dict:
        screen = Screen()
        frame = s.wait_screen(screen, lambda sc: bool(COUNTER.search(sc.text()))
                              or first in sc.text())
        item = s.wait_screen(screen, lambda sc: first in sc.text())
        read = s.wait_screen(screen, lambda sc: look["all_read"](sc.text()))
        _settle(s)
        latencies, settled = [], []
        for end, count in enumerate(LIST_COUNTS, 1):
            query, shows = LIST_QUERY[:end], look["matches"](count)
            s.update_screen(screen)  # everything before the key is on the screen
            reads_before = len(s.arrivals)
            sent = s.now()  # before the write: the tool may run, and answer, before write() returns
            s.press(query[-1].encode())
            shown = s.wait_screen(screen, lambda sc: query in sc.text()
                                  and shows.search(sc.text()) is not None)
            latencies.append((shown - sent) / 1e6)
            _settle(s)  # the rest of the frame, if any: its last read is `settled`
            last = s.arrivals[-1][1] - s.t0 if len(s.arrivals) > reads_before else shown
            settled.append((last - sent) / 1e6)
        s.press(ENTER)  # chooses the focused (best) match
        s.wait_exit()
        if s.status != 0:
            raise BenchError(f"exited with status {s.status}")
        answer = b"".join(s.pipes.values()).decode(errors="replace").strip()
        if not (re.fullmatch(r"/usr/share/doc/pkg\d+/dir\d+/file-\d{6}\.txt", answer)
                and fuzzy(LIST_QUERY).search(answer)):
            raise BenchError(f"the answer {answer[-80:]!r} is not a line matching {LIST_QUERY!r}")
        return {"frame_ms": frame / 1e6, "item_ms": item / 1e6, "read_ms": read / 1e6,
                "first_key_ms": latencies[0], "key_median_ms": median(latencies),
                "key_max_ms": max(latencies), "keys_ms": latencies, "keys_settled_ms": settled,
                "rss_kib": s.rusage.ru_maxrss}
    return run


def _settle(s: Session):
    """Reads until the terminal has been quiet for LIST_QUIET_MS (a frame's tail, a late redraw)."""
    while True:
        before = s.bytes_written
        s.pump_until(s.now() + LIST_QUIET_MS * 1_000_000)
        if s.bytes_written == before:
            return


def run_filter(s: Session) -> dict:
    """`fzf --filter`: no terminal, the matches on stdout; the time until it exits, all read."""
    done = s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    matches = b"".join(s.pipes.values()).count(b"\n")
    if matches != LIST_COUNTS[-1]:
        raise BenchError(f"{matches} lines match {LIST_QUERY!r}, not {LIST_COUNTS[-1]}")
    return {"read_ms": done / 1e6, "rss_kib": s.rusage.ru_maxrss}


SHOWN_COLUMNS = [
    Column("Visible, median (ms)", "visible_ms", median, "{:.2f}"),
    Column("Visible, p90 (ms)", "visible_ms", p90, "{:.2f}"),
    Column("Bytes to terminal", "bytes", median, "{:.0f}"),
    Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
]
COMPAT_ROWS = ["whiptail", "swalert-whiptail", "swalert-whiptail-no-animation",
               "dialog", "swalert-dialog", "swalert-dialog-no-animation"]

TASK_NAMES = ["Packages", "Certificates", "Database"]
TASK_COMMAND = "sleep 0.3"
FORM_FIELDS = 10
FORM_LONG_FIELDS = 60
CTRL_S = b"\x13"


def form_command(fields: int) -> list[str]:
    """`swalert form` with `fields` text fields named f1... and labelled `Field 1`..."""
    return ["{swalert}", "form", "--title", "Account", "--no-animation",
            *[a for i in range(1, fields + 1) for a in ("--text", f"f{i}", f"Field {i}")]]


def dialog_form(fields: int, height: int) -> list[str]:
    """dialog's `--form` with the same fields, 40 columns wide and 300 long, one a row."""
    return ["{dialog}", "--form", "Account", str(height), "60", str(min(fields, height - 7)),
            *[a for i in range(1, fields + 1) for a in (f"Field {i}", str(i), "1", "", str(i), "12", "40", "300")]]


SCENARIOS = [
    Scenario(
        name="alert",
        title="Alert (message box)",
        commands={
            "swalert": ["{swalert}", "alert", MESSAGE, "--no-animation"],
            "dialog": ["{dialog}", "--msgbox", MESSAGE, "10", "50"],
            "whiptail": ["{whiptail}", "--msgbox", MESSAGE, "10", "50"],
            "floor": ["/bin/sh", "-c", FLOOR_SCRIPT, "floor", MESSAGE],
            "floor-static": ["{floor_static}", MESSAGE],
            "floor-swift": ["{floor_swift}", MESSAGE],
        },
        run=run_alert,
        columns=[
            Column("Visible, median (ms)", "visible_ms", median, "{:.2f}"),
            Column("Visible, p90 (ms)", "visible_ms", p90, "{:.2f}"),
            Column("Bytes to terminal", "bytes", median, "{:.0f}"),
            Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
        ],
        notes=["Visible: from the tool's exec until the read that delivers the "
               f"message's last word (`{LAST_WORD.decode()}`). Bytes: everything written "
               "to the terminal from start to exit, Enter pressed once the message shows."],
        reference={"swalert": "dialog"},
    ),
    Scenario(
        name="input",
        title="Input (key to echo)",
        commands={
            "swalert": ["{swalert}", "input", INPUT_PROMPT, "--no-animation"],
            "dialog": ["{dialog}", "--inputbox", INPUT_PROMPT, "10", "50"],
            "whiptail": ["{whiptail}", "--inputbox", INPUT_PROMPT, "10", "50"],
        },
        run=run_input,
        columns=INPUT_COLUMNS,
        notes=[f"Echo: from just before a key is written to the pty master until the read that "
               f"brings that key drawn as text; {ECHO_KEYS} keys typed one at a time (each "
               "waits for the echo of the one before), so the field fills and scrolls. "
               "Per run the median, p90 and worst of the keys; the table gives the median "
               "over runs (the worst: the maximum). Bytes per key: everything written while "
               "typing, divided by the keys."],
    ),
    Scenario(
        name="input-long",
        title="Input with a 10 000-character value (key to echo)",
        commands={
            "swalert": ["{swalert}", "input", INPUT_PROMPT, "--no-animation", "--value", LONG_VALUE],
            "whiptail": ["{whiptail}", "--inputbox", INPUT_PROMPT, "10", "50", LONG_VALUE],
        },
        run=run_input,
        columns=INPUT_COLUMNS,
        notes=["As above, typing at the end of an initial value of 10 000 characters. dialog "
               "is left out: 1.3-20230209 aborts (SIGABRT) on a value longer than 2048 bytes, "
               "with or without `--max-input`."],
    ),
    Scenario(
        name="toast",
        title="Toast (info box)",
        commands={
            "swalert": ["{swalert}", "toast", MESSAGE, "--no-animation", "--duration", "0"],
            "dialog": ["{dialog}", "--infobox", MESSAGE, "10", "50"],
            "whiptail": ["{whiptail}", "--infobox", MESSAGE, "10", "50"],
        },
        run=run_toast,
        columns=[
            Column("Visible, median (ms)", "visible_ms", median, "{:.2f}"),
            Column("Visible, p90 (ms)", "visible_ms", p90, "{:.2f}"),
            Column("Bytes to terminal", "bytes", median, "{:.0f}"),
            Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
        ],
        notes=["Nobody presses a key: each shows its message and exits by itself. swalert's toast "
               "also erases itself (dialog's and whiptail's info boxes stay on the screen). Visible: "
               "from the tool's exec until the read that delivers the message's last word."],
    ),
    Scenario(
        name="wait-gauge",
        title="Wait fed a gauge (dialog's XXX protocol), 5 s",
        commands={
            "swalert": ["{swalert}", "wait", "Starting"],
            "dialog": ["{dialog}", "--gauge", "Starting", "7", "50", "0"],
            "whiptail": ["{whiptail}", "--gauge", "Starting", "7", "50", "0"],
        },
        run=run_wait(gauge=True),
        columns=WAIT_COLUMNS,
        input_pipe=True,
        notes=[f"Both read the same standard input: every {WAIT_SECONDS / WAIT_UPDATES:g} s an "
               "`XXX`/percentage/message/`XXX` block; the input closes after 5 s. CPU: user + "
               "system time of the whole run (start and exit included). Bytes: written to the "
               "terminal during the 5 s. Update shown: from writing a block to the read that "
               "delivers its message."],
    ),
    Scenario(
        name="wait-spinner",
        title="Wait with a spinner, 5 s (swalert only: dialog has no spinner)",
        commands={
            "swalert": ["{swalert}", "wait", "Starting"],
            "swalert-fullscreen": ["{swalert}", "wait", "Starting", "--fullscreen", "--no-animation"],
        },
        run=run_wait(gauge=False),
        columns=WAIT_COLUMNS,
        input_pipe=True,
        notes=["As above, but each update is a plain message line, so the spinner turns "
               "(10 frames a second) for the whole 5 s; inline (the default) and full screen."],
    ),
    Scenario(
        name="menu10",
        title="Menu of 10 items",
        commands={
            "swalert": ["{swalert}", "choose", MENU_PROMPT, *MENU_ITEMS, "--no-animation"],
            "dialog": ["{dialog}", "--menu", MENU_PROMPT, "20", "50", "10", *MENU_TAGGED],
            "whiptail": ["{whiptail}", "--menu", MENU_PROMPT, "20", "50", "10", *MENU_TAGGED],
        },
        run=run_menu,
        columns=[
            Column("Visible, median (ms)", "visible_ms", median, "{:.2f}"),
            Column("Visible, p90 (ms)", "visible_ms", p90, "{:.2f}"),
            Column("Bytes to terminal", "bytes", median, "{:.0f}"),
            Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
        ],
        notes=["Visible: from the tool's exec until the read that delivers the last item's label "
               f"(`{MENU_LAST.decode()}`). Bytes: everything written to the terminal from start to "
               "exit, Enter pressed once the menu shows (it chooses the first item, which is "
               "checked). swalert draws inline (its default), dialog and whiptail full screen."],
        legend="Commands:",
        default=False,
    ),
    Scenario(
        name="list100k",
        title=f"List of {LIST_LINES:,} lines from a pipe",
        commands={
            "swalert": ["{swalert}", "choose", "Pick"],
            "fzf": ["{fzf}", "--height", "12"],
            "fzf-filter": ["{fzf}", "--filter", LIST_QUERY],
        },
        run={"swalert": run_list("swalert"), "fzf": run_list("fzf"), "fzf-filter": run_filter},
        columns=[
            Column("First frame, median (ms)", "frame_ms", median, "{:.2f}"),
            Column("First item, median (ms)", "item_ms", median, "{:.2f}"),
            Column("All read, median (ms)", "read_ms", median, "{:.1f}"),
            Column("First key, median (ms)", "first_key_ms", median, "{:.2f}"),
            Column(f"Key, median of {len(LIST_QUERY)} (ms)", "key_median_ms", median, "{:.2f}"),
            Column("Key, worst (ms)", "key_max_ms", max, "{:.2f}"),
            Column("Peak RSS (KiB)", "rss_kib", median, "{:.0f}"),
        ],
        input_file="{list100k}",
        notes=[f"Standard input is a pipe written by `cat LIST100K`, started just before the tool, "
               f"so the pipe is full and the rest is ready when the tool starts. LIST100K: "
               f"{LIST_LINES:,} generated lines `/usr/share/doc/pkg{{i % 997}}/dir{{i % 31}}/"
               f"file-{{i:06d}}.txt` (i from 0), {LIST_BYTES:,} bytes. The harness keeps a model "
               "of the 80x24 screen (cursor moves, erases, scrolling) and checks it after every read "
               "from the pty. First frame: the first read after which the screen shows a "
               "`done/total` counter or the first line; first item: the first line; all read: "
               f"swalert shows `1/{LIST_LINES}` without `reading…`, fzf "
               f"`{LIST_LINES}/{LIST_LINES}` without its spinner, and for `fzf --filter` the "
               "time until it exits.",
               "",
               f"Keys: then `{LIST_QUERY}` is typed one key at a time; per key, from just before "
               "it is written until the read after which the screen shows the query and its "
               "match count (computed by the harness: "
               + ", ".join(f"`{LIST_QUERY[:i + 1]}` {n:,}" for i, n in
                           enumerate(LIST_COUNTS))
               + f"), then {LIST_QUIET_MS} ms without output before the next key. "
               "The first key filters all the lines; the table gives the median over runs of "
               "each run's first key and of its median key, and the worst key of all. Enter "
               "then chooses the focused line, which is checked to match; fzf --filter's "
               "output is checked to hold every match."],
        legend="Commands (LIST100K: the generated input above):",
        default=False,
    ),
    Scenario(
        name="form10",
        title=f"A form of {FORM_FIELDS} fields (first frame)",
        commands={
            "swalert": form_command(FORM_FIELDS),
            "swalert-alert": ["{swalert}", "alert", MESSAGE, "--no-animation"],
            "dialog": dialog_form(FORM_FIELDS, 20),
        },
        run={"swalert": run_shown(f"Field {FORM_FIELDS}", finish=CTRL_S),
             "swalert-alert": run_shown(LAST_WORD.decode()), "dialog": run_shown(f"Field {FORM_FIELDS}")},
        columns=SHOWN_COLUMNS,
        notes=["Visible: from the tool's exec until the read after which the harness's model of the screen shows "
               f"the last field's label (`Field {FORM_FIELDS}`; the alert: the message's last word). Then Ctrl-S "
               "submits swalert's form, Enter dialog's and the alert. The issue's target: the form's first frame "
               "within 1.25x the alert's."],
        reference={"swalert": "swalert-alert"},
        default=False,
    ),
    Scenario(
        name="wait-tasks",
        title="A task list of 3 tasks beside a single wait (first frame)",
        commands={
            "swalert": ["{swalert}", "wait", "--title", "Setting up", "--jobs", "3",
                        *[a for name in TASK_NAMES for a in ("--task", name, TASK_COMMAND)]],
            "swalert-wait": ["{swalert}", "wait", "Setting up", "--", "/bin/sh", "-c", TASK_COMMAND],
        },
        run={"swalert": run_shown(TASK_NAMES[-1]), "swalert-wait": run_shown("Setting up")},
        columns=SHOWN_COLUMNS,
        notes=["Visible: from the tool's exec until the read after which the harness's model of the screen shows "
               f"the last task's name (`{TASK_NAMES[-1]}`; the single wait: its message), each task "
               f"`{TASK_COMMAND}` under /bin/sh, the three at once. The issue's target: the list's first frame "
               "within 1.25x the single wait's."],
        reference={"swalert": "swalert-wait"},
        default=False,
    ),
    Scenario(
        name="form-echo",
        title=f"Key to echo in a field of a {FORM_LONG_FIELDS}-field form",
        commands={
            "swalert": form_command(FORM_LONG_FIELDS),
            "swalert-input": ["{swalert}", "input", INPUT_PROMPT, "--no-animation"],
            "dialog": dialog_form(FORM_LONG_FIELDS, 22),
        },
        run={"swalert": lambda s: run_input(s, b"Field 1", CTRL_S), "swalert-input": run_input,
             "dialog": lambda s: run_input(s, b"Field 1")},
        columns=INPUT_COLUMNS,
        notes=[f"Echo as in the input scenario: {ECHO_KEYS} keys typed into the first field, each waiting for "
               "its echo, then Ctrl-S (swalert's form) or Enter (dialog, the input) answers, and the answer must "
               "hold the typed text. The issue's target: no slower than `input`."],
        reference={"swalert": "swalert-input"},
        default=False,
    ),
    Scenario(
        name="alert-animated",
        title="Alert with its animation (the last word on the screen)",
        commands={
            "swalert": ["{swalert}", "alert", MESSAGE],
            "swalert-no-animation": ["{swalert}", "alert", MESSAGE, "--no-animation"],
            "dialog": ["{dialog}", "--msgbox", MESSAGE, "10", "50"],
            "whiptail": ["{whiptail}", "--msgbox", MESSAGE, "10", "50"],
            "floor-static": ["{floor_static}", MESSAGE],
        },
        run=run_shown(LAST_WORD.decode()),
        columns=SHOWN_COLUMNS,
        notes=["Visible: from the tool's exec until the read after which the harness's model of the "
               f"screen shows the message's last word (`{LAST_WORD.decode()}`): the box pops in, cut by "
               "its growing border, so the word is on the screen only once the border has passed it. "
               "Bytes: everything written from start to exit, Enter pressed once the word shows (the "
               "fade-out counted)."],
        reference={"swalert": "dialog", "swalert-no-animation": "dialog"},
        default=False,
    ),
    *[Scenario(
        name=f"compat-{box}",
        title=f"{title} through swalert's whiptail and dialog front ends",
        commands={
            "whiptail": ["{whiptail}", *arguments],
            "swalert-whiptail": ["{swalert_whiptail}", *arguments],
            "swalert-whiptail-no-animation": ["{swalert_whiptail}", *arguments],
            "dialog": ["{dialog}", *arguments],
            "swalert-dialog": ["{swalert}", "dialog", *arguments],
            "swalert-dialog-no-animation": ["{swalert}", "dialog", *arguments],
            "floor-static": ["{floor_static}", floor_text],
        },
        run={**{tool: run_shown(shown, answers) for tool in COMPAT_ROWS},
             "floor-static": run_shown(shown)},
        columns=SHOWN_COLUMNS,
        notes=["Visible: from the tool's exec until the read after which the harness's model of the "
               f"screen shows `{shown}`; then Enter ({after}). Bytes: everything written to the terminal "
               "from start to exit. LINK/whiptail is a symbolic link named `whiptail` to the swalert "
               "binary, in a temporary directory: swalert run by that name is whiptail. The "
               "`-no-animation` rows set SWALERT_NO_ANIMATION=1 (whiptail and dialog never animate)."],
        legend="Commands (MSG as above; LINK/whiptail: a link to swalert):",
        environment={tool: {"SWALERT_NO_ANIMATION": "1"} for tool in COMPAT_ROWS if tool.endswith("-no-animation")},
        reference={tool: tool.split("-")[1] for tool in COMPAT_ROWS if tool.startswith("swalert-")},
        default=False,
    ) for box, title, arguments, shown, answers, floor_text, after in [
        ("msgbox", "Message box (--msgbox)", ["--msgbox", MESSAGE, "10", "50"], LAST_WORD.decode(),
         (b"",), MESSAGE, "OK; nothing answered, checked"),
        ("yesno", "Yes/no box (--yesno)", ["--yesno", MESSAGE, "10", "50"], LAST_WORD.decode(),
         (b"",), MESSAGE, "Yes, status 0, checked"),
        ("menu10", "Menu of 10 items (--menu)", ["--menu", MENU_PROMPT, "20", "50", "10", *MENU_TAGGED],
         MENU_ITEMS[-1], (b"tag1",), " ".join([MENU_PROMPT, *MENU_ITEMS]),
         "chooses the first item; `tag1` answered, checked"),
    ]],
]


# --------------------------------------------------------------------------- setup

LAUNCHER = ""  # built from LAUNCHER_C when the run starts
CAT = shutil.which("cat") or "/bin/cat"  # the producer of `cat FILE | tool` (list scenarios)
APT_HINT = "apt-get update && apt-get install -y dialog whiptail fzf"
SUDO_APT_HINT = "sudo apt-get update && sudo apt-get install -y dialog whiptail fzf"
PACKAGED = ("dialog", "whiptail", "fzf")  # tools installed from Debian's packages when missing


def log(message: str):
    print(message, file=sys.stderr, flush=True)


def ensure_packages(tools: list[str]):
    missing = sorted({TOOLS[t].name for t in tools
                      if TOOLS[t].name in PACKAGED and not shutil.which(TOOLS[t].name)})
    if not missing:
        return
    if os.geteuid() != 0:
        sys.exit(f"bench: {', '.join(missing)} not installed; install with: {SUDO_APT_HINT}")
    log(f"bench: installing {', '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    lock = ["-o", "DPkg::Lock::Timeout=300"]  # another apt may be running
    for cmd in (["apt-get", *lock, "update"], ["apt-get", *lock, "install", "-y", *missing]):
        if subprocess.run(cmd, env=env, stdout=sys.stderr).returncode != 0:
            sys.exit(f"bench: '{' '.join(cmd)}' failed; try: {APT_HINT}")


def swift_executable() -> str | None:
    return shutil.which("swift") or next(
        (p for p in ["/opt/swift/usr/bin/swift"] if os.access(p, os.X_OK)), None)


def build_swalert() -> str:
    swift = swift_executable()
    if swift is None:
        sys.exit("bench: swift not found; pass --swalert PATH or put swift on PATH")
    # The same release build an install makes: scripts/build-release holds the flags.
    cmd = [os.path.join(ROOT, "scripts", "build-release")]
    log(f"bench: scripts/build-release (in {ROOT})")
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(swift) + os.pathsep + env.get("PATH", "")
    result = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=sys.stderr, env=env, text=True)
    if result.returncode != 0:
        sys.exit("bench: swift build failed")
    return result.stdout.strip().splitlines()[-1]


def build_static(directory: str, name: str, source: str) -> str:
    """Compiles C `source` into a static executable `name` in `directory`; returns its path."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        sys.exit("bench: a C compiler is needed for the launcher (apt-get install -y gcc)")
    source_path, binary = os.path.join(directory, name + ".c"), os.path.join(directory, name)
    with open(source_path, "w") as f:
        f.write(source)
    if subprocess.run([cc, "-O2", "-static", "-o", binary, source_path], stdout=sys.stderr).returncode != 0:
        sys.exit(f"bench: could not build {name} (is libc's static archive installed?)")
    return binary


def build_static_swift(directory: str, name: str, source: str) -> str:
    """Compiles Swift `source` into `name` in `directory` as scripts/build-release links swalert; returns its path."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        sys.exit("bench: floor-swift needs swiftc")
    source_path, binary = os.path.join(directory, name + ".swift"), os.path.join(directory, name)
    with open(source_path, "w") as f:
        f.write(source)
    flags = ["-static-executable", "-use-ld=lld"] if sys.platform.startswith("linux") else []
    if subprocess.run([swiftc, "-O", *flags, "-o", binary, source_path], stdout=sys.stderr).returncode != 0:
        sys.exit(f"bench: could not build {name}")
    return binary


def first_line(cmd: list[str], pattern: str) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30,
                             stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return "not found"
    match = re.search(pattern, out.stdout + out.stderr)
    return match.group(1) if match else "unknown"


def machine_line(with_fzf: bool = False) -> str:
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f
                        if line.startswith("model name")), cpu)
    except OSError:
        pass
    swift = swift_executable()
    versions = [
        "dialog " + first_line(["dialog", "--version"], r"Version:\s*(\S+)"),
        "whiptail " + first_line(["whiptail", "--version"], r"\(newt\):\s*(\S+)"),
        *(["fzf " + first_line(["fzf", "--version"], r"^(\S+)")] if with_fzf else []),
        "swift " + (first_line([swift, "--version"], r"Swift version (\S+)")
                    if swift else "not found"),
    ]
    return (f"Machine: {cpu}, {os.cpu_count()} CPUs, Linux {os.uname().release}; "
            + ", ".join(versions) + ".")


def has_front_end(swalert: str, name: str) -> bool:
    """Whether `swalert NAME ...` is a front end of this binary, rather than a command it does not know.

    It is missing when swalert answers `swalert NAME --msgbox hi 0 0` exactly as it answers a made-up
    command (the same status and message, the name aside). Anything else, a failure included, means the
    front end is there: its rows then run, and fail in the table if it fails.
    """
    def answer(word: str) -> tuple[int, bytes]:
        try:
            done = subprocess.run([swalert, word, "--msgbox", "hi", "0", "0"], capture_output=True,
                                  stdin=subprocess.DEVNULL, timeout=10, start_new_session=True,
                                  env={"PATH": "/usr/bin:/bin", "TERM": "dumb", "LANG": "C.UTF-8"})
        except subprocess.TimeoutExpired:
            return -1, b"timed out"
        return done.returncode, done.stdout + done.stderr.replace(word.encode(), b"NAME")
    return answer(name) != answer("no-such-command")


def clean_environment(home: str) -> dict:
    """Same environment for every tool: no rc files, no inherited LINES/COLUMNS."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TERM": TERM,
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


# --------------------------------------------------------------------------- driver

def add_baseline(scenario: Scenario):
    """Gives `scenario` a swalert-baseline row: swalert's command line, run function and environment, with the
    baseline binary in place of swalert."""
    if "swalert" not in scenario.commands:
        return
    scenario.commands["swalert-baseline"] = [a.replace("{swalert}", "{swalert_baseline}")
                                             for a in scenario.commands["swalert"]]
    if isinstance(scenario.run, dict):
        scenario.run["swalert-baseline"] = scenario.run["swalert"]
    if "swalert" in scenario.environment:
        scenario.environment["swalert-baseline"] = scenario.environment["swalert"]
    scenario.reference["swalert-baseline"] = "swalert"


def measure(scenario: Scenario, tools: list[str], binaries: dict, runs: int, warmup: int,
            timeout: float, env: dict, background: str = "dark", swalert_env: dict | None = None) -> dict:
    """Runs every tool `warmup + runs` times, interleaved so drift hits all alike; `swalert_env` is added to the
    environment of swalert's rows alone."""
    samples = {t: [] for t in tools}
    failed: dict[str, str] = {}
    for i in range(warmup + runs):
        for tool in tools:
            if tool in failed:
                continue
            argv = [a.format(**binaries) for a in scenario.commands[tool]]
            run = scenario.run[tool] if isinstance(scenario.run, dict) else scenario.run
            gc.disable()  # a collection inside the read loop would show up as latency
            stdin_file = scenario.input_file and scenario.input_file.format(**binaries)
            tool_env = dict(env)
            tool_env.update(scenario.environment.get(tool, {}))
            if tool.startswith("swalert"):
                tool_env.update(swalert_env or {})
            session = Session(argv, TOOLS[tool].result_fd, tool_env,
                              timeout, input_pipe=scenario.input_pipe, input_file=stdin_file,
                              background=background)
            try:
                result = run(session)
                result["queries"] = dict(session.queries)
                if i >= warmup:
                    samples[tool].append(result)
            except (BenchError, OSError) as error:
                failed[tool] = f"{error}\n    {session.describe_failure()}"
                log(f"bench: {scenario.name}/{tool} failed: {failed[tool]}")
                session.kill()
            finally:
                gc.enable()
                session.close()
        log(f"bench: {scenario.name} run {i + 1}/{warmup + runs}")
    return {"tools": tools, "samples": samples, "failed": failed}


def _summary(outcome: dict, tool: str, metric: str) -> float | None:
    """The median of `metric` over a tool's runs; None when it failed, did not run or has no such metric."""
    rows = outcome["samples"].get(tool)
    if tool in outcome["failed"] or not rows or metric not in rows[0]:
        return None
    return median([r[metric] for r in rows])


def against(scenario: Scenario, outcome: dict, tool: str) -> str:
    """How a tool compares with its reference: time (above floor-static's when that ran), bytes, peak RSS."""
    other = scenario.reference.get(tool)
    if other is None:
        return ""
    floor = _summary(outcome, "floor-static", "visible_ms")
    parts = []
    for metric, label in (("visible_ms", "time above floor" if floor is not None else "time"),
                          ("bytes", "bytes"), ("rss_kib", "peak RSS")):
        mine, theirs = _summary(outcome, tool, metric), _summary(outcome, other, metric)
        if mine is None or theirs is None:
            continue
        if metric == "visible_ms" and floor is not None:
            mine, theirs = mine - floor, theirs - floor
        parts.append(f"{label} {mine / theirs:.2f}×" if theirs > 0 else f"{label} –")
    return f"{other}: " + ", ".join(parts) if parts else ""


def table(scenario: Scenario, outcome: dict) -> list[str]:
    tools = outcome["tools"]
    compared = any(scenario.reference.get(t) in tools for t in tools)
    floor = _summary(outcome, "floor-static", "visible_ms")
    above = compared and floor is not None and any(c.metric == "visible_ms" for c in scenario.columns)
    headers = [c.header for c in scenario.columns]
    headers += ["Above floor-static, median (ms)"] if above else []
    headers += ["Against"] if compared else []
    lines = [f"| Tool | {' | '.join(headers)} |", "|---|" + "---:|" * (len(headers) - compared)
             + ("---|" if compared else "")]
    for tool in tools:
        rows = outcome["samples"][tool]
        if tool in outcome["failed"] or not rows:
            cells = ["failed"] * len(headers)
        else:
            cells = [c.format.format(c.summary([r[c.metric] for r in rows]))
                     if c.metric in rows[0] else "–" for c in scenario.columns]
            if above:
                cells.append(f"{_summary(outcome, tool, 'visible_ms') - floor:.2f}")
            if compared:
                cells.append(against(scenario, outcome, tool))
        lines.append(f"| {tool} | {' | '.join(cells)} |")
    return lines


def _shown(arg: str) -> str:
    if arg == MESSAGE:
        return "MSG"
    if arg == LONG_VALUE:
        return "VALUE10K"
    if arg.endswith(os.sep + "list100k.txt"):
        return "LIST100K"
    if arg.endswith(os.sep + "compat" + os.sep + "whiptail"):
        return "LINK/whiptail"
    if arg.startswith(ROOT + os.sep):
        return os.path.relpath(arg, ROOT)
    return "'" + arg + "'" if " " in arg else arg


def drop_page_cache() -> str:
    """Empties the page cache once, before the first run, and says whether it could.

    Peak RSS counts the pages of the program's file that a fault maps, and a kernel with large folios in the
    page cache (Linux 6.x) maps a whole folio at once: how big those are depends on how the file last came
    into the cache (written by a linker or `cp`, or read back by `exec`). The same binary measured 3,104 KiB
    after the cache was dropped and 3,880 KiB straight after `cp`. Dropped once, every tool's binary and
    libraries are read back the same way, by the warm-up runs.
    """
    try:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("1\n")
        return "page cache dropped before the first run"
    except OSError as error:
        print(f"bench: could not drop the page cache ({error.strerror}); peak RSS then depends on how "
              "each binary last came into the cache", file=sys.stderr)
        return "page cache not dropped (peak RSS may vary with how each binary was last read)"


def report(results: list, runs: int, warmup: int, binaries: dict, load: float, cache: str,
           background: str = "dark") -> str:
    with_fzf = any("fzf" in outcome["tools"] for _, outcome in results)
    colours = BACKGROUNDS[background]
    out = [machine_line(with_fzf), "",
           f"{runs} runs per tool after {warmup} warm-up, interleaved; {COLS}x{ROWS} "
           f"pseudo-terminal, TERM={TERM}, LANG=C.UTF-8; load average {load:.2f} at start; {cache}; "
           f"a {background} terminal when asked (OSC 11 `{colours[b'11'].decode()}`, OSC 10 "
           f"`{colours[b'10'].decode()}`).",
           ""]
    for scenario, outcome in results:
        out += [f"### {scenario.title}", ""]
        out += table(scenario, outcome)
        out += [""] + scenario.notes
        out += ["", scenario.legend or "Commands (MSG = \"" + MESSAGE + "\"):", ""]
        for tool in outcome["tools"]:
            argv = [a.format(**binaries) for a in scenario.commands[tool]]
            shown = " ".join(_shown(a) for a in argv)
            extra = scenario.environment.get(tool, {})
            if extra:
                shown = " ".join(f"{k}={v}" for k, v in extra.items()) + " " + shown
            if scenario.input_file:
                shown = f"cat {_shown(scenario.input_file.format(**binaries))} | {shown}"
            out.append(f"- {tool}: `{shown}`")
        asked = {t: rows[0]["queries"] for t, rows in outcome["samples"].items()
                 if rows and rows[0]["queries"]}
        if asked:
            out += ["", "Terminal queries answered by the harness (first run): "
                    + "; ".join(f"{t}: {q}" for t, q in asked.items())]
        left_out: dict[str, list[str]] = {}
        for tool, why in outcome.get("skipped", {}).items():
            left_out.setdefault(why, []).append(tool)
        for why, rows in left_out.items():
            out += ["", f"Not run: {', '.join(rows)}: {why}."]
        out.append("")
    return "\n".join(out)


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="bench/run", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="measured runs per tool (30)")
    parser.add_argument("--warmup", type=int, default=2, help="unmeasured runs first (2)")
    parser.add_argument("--only", help="comma-separated tools: "
                        + ",".join(TOOLS) + f" (default {','.join(DEFAULT_TOOLS)})")
    parser.add_argument("--scenarios", help="comma-separated: "
                        + ",".join(s.name for s in SCENARIOS) + " (default all but "
                        + ",".join(s.name for s in SCENARIOS if not s.default) + ")")
    parser.add_argument("--swalert", metavar="PATH", help="swalert binary to use (no build)")
    parser.add_argument("--no-build", action="store_true",
                        help="use .build/release/swalert as it is")
    parser.add_argument("--baseline", metavar="PATH",
                        help="another swalert binary, measured with swalert's command lines in a row of its own "
                        "(swalert-baseline), interleaved with the others in the same run")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per run (10)")
    parser.add_argument("--markdown", metavar="FILE", help="also write the report here")
    parser.add_argument("--json", metavar="FILE", help="write every sample here")
    parser.add_argument("--background", choices=sorted(BACKGROUNDS), default="dark",
                        help="the colours the terminal says it has when a tool asks (OSC 10/11): dark (default) "
                        "or light")
    parser.add_argument("--swalert-env", action="append", default=[], metavar="NAME=VALUE",
                        help="set NAME in the environment of swalert's rows only (repeatable); COLORFGBG='15;0', "
                        "say, tells swalert the terminal's colours, as a recorded answer does, so it asks nothing")
    args = parser.parse_args(argv)
    for setting in args.swalert_env:
        if not setting.partition("=")[0] or "=" not in setting:
            parser.error(f"--swalert-env takes NAME=VALUE, not {setting!r}")
    args.swalert_env = dict(setting.partition("=")[::2] for setting in args.swalert_env)
    if args.runs < 1 or args.warmup < 0:
        parser.error("--runs must be at least 1 and --warmup at least 0")
    return args


def chosen_tools(args) -> list[str]:
    """The rows to run, each once: `--only`'s (or the default ones), and swalert-baseline with `--baseline`."""
    tools = list(dict.fromkeys(args.only.split(",") if args.only else DEFAULT_TOOLS))
    if args.baseline and "swalert-baseline" not in tools:
        tools.append("swalert-baseline")
    return tools


def main(argv=None) -> int:
    args = parse_args(argv)
    swalert_env = args.swalert_env
    tools = chosen_tools(args)
    unknown = [t for t in tools if t not in TOOLS]
    if unknown:
        sys.exit(f"bench: unknown tool {', '.join(unknown)}; choose from {', '.join(TOOLS)}")
    chosen = (args.scenarios.split(",") if args.scenarios
              else [s.name for s in SCENARIOS if s.default])
    scenarios = [s for s in SCENARIOS if s.name in chosen]
    if len(scenarios) != len(chosen):
        sys.exit(f"bench: unknown scenario in {args.scenarios}")
    ensure_packages([t for t in tools if any(t in s.commands for s in scenarios)])
    binaries = {"dialog": shutil.which("dialog") or "dialog",
                "whiptail": shutil.which("whiptail") or "whiptail", "swalert": "", "floor_static": "", "floor_swift": "",
                "fzf": shutil.which("fzf") or "fzf", "list100k": "",  # list100k: made below
                "swalert_whiptail": "",  # made below: a link named whiptail to swalert
                "swalert_baseline": ""}
    if args.baseline:
        binaries["swalert_baseline"] = os.path.abspath(args.baseline)
        if not os.access(binaries["swalert_baseline"], os.X_OK):
            sys.exit(f"bench: {binaries['swalert_baseline']} is not an executable")
        for scenario in scenarios:
            add_baseline(scenario)
    if "swalert" in tools:
        if args.swalert:
            binaries["swalert"] = os.path.abspath(args.swalert)
        elif args.no_build:
            binaries["swalert"] = os.path.join(ROOT, ".build", "release", "swalert")
        else:
            binaries["swalert"] = build_swalert()
        if not os.access(binaries["swalert"], os.X_OK):
            sys.exit(f"bench: {binaries['swalert']} is not an executable "
                     "(build it, or pass --swalert PATH)")
    skipped: dict[str, str] = {}
    if "swalert" in tools and any(t in s.commands for s in scenarios for t in DIALOG_FRONT_END):
        if not has_front_end(binaries["swalert"], "dialog"):
            why = ("this swalert has no dialog front end (`swalert dialog --msgbox hi 0 0` is answered as "
                   "any unknown command is)")
            log(f"bench: skipping the swalert-dialog rows: {why}")
            skipped = {t: why for t in DIALOG_FRONT_END}

    # Orphans are reparented to the nearest subreaper, so the tool forked by
    # the launcher becomes our child and wait4 returns its rusage (see Session).
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
        sys.exit("bench: prctl(PR_SET_CHILD_SUBREAPER) failed")

    load = os.getloadavg()[0]  # a busy machine explains a wide p90
    cache = drop_page_cache()
    results = []
    with tempfile.TemporaryDirectory(prefix="swalert-bench-") as home:
        env = clean_environment(home)
        helpers = tempfile.mkdtemp(prefix="swalert-bench-helpers-")  # beside HOME, which stays empty
        atexit.register(shutil.rmtree, helpers, True)
        global LAUNCHER
        LAUNCHER = build_static(helpers, "launcher", LAUNCHER_C)
        if "floor-static" in tools:
            binaries["floor_static"] = build_static(helpers, "floor-static", FLOOR_C)
        if "floor-swift" in tools:
            binaries["floor_swift"] = build_static_swift(helpers, "floor-swift", FLOOR_SWIFT)
        if any(s.input_file for s in scenarios):
            binaries["list100k"] = make_list_input(helpers)
        if binaries["swalert"]:
            # swalert run by the name whiptail is whiptail: a link of that name, as `make install WITH_COMPAT=1` makes.
            os.mkdir(os.path.join(helpers, "compat"))
            binaries["swalert_whiptail"] = os.path.join(helpers, "compat", "whiptail")
            os.symlink(binaries["swalert"], binaries["swalert_whiptail"])
        for scenario in scenarios:
            runnable = [t for t in tools if t in scenario.commands]
            runnable += [c for t in tools for c in COMPANIONS.get(t, [])
                         if c in scenario.commands and c not in runnable]
            order = list(scenario.commands)
            runnable.sort(key=order.index)  # rows in the scenario's order: each original beside its stand-in
            left_out = {t: skipped[t] for t in runnable if t in skipped}
            runnable = [t for t in runnable if t not in left_out]
            outcome = measure(scenario, runnable, binaries, args.runs, args.warmup,
                              args.timeout, env, args.background, swalert_env)
            outcome["skipped"] = left_out
            results.append((scenario, outcome))

    text = report(results, args.runs, args.warmup, binaries, load, cache, args.background)
    if swalert_env:
        text = ("swalert's rows ran with " + ", ".join(f"`{n}={v}`" for n, v in swalert_env.items())
                + " in their environment.\n\n" + text)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"background": args.background, **{s.name: o for s, o in results}}, f, indent=1)
    return 1 if any(o["failed"] for _, o in results) else 0


if __name__ == "__main__":
    sys.exit(main())
