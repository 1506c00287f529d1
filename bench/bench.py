#!/usr/bin/env python3
"""Side-by-side benchmark of swalert, dialog and whiptail.

Every tool runs in a fresh 80x24 pseudo-terminal that is its controlling
terminal, on the same message, with the same clean environment. The numbers
come from what a terminal emulator would see: the bytes read from the pty
master, stamped with a monotonic clock as they arrive.

Usage: bench/run [--runs N] [--only swalert,dialog,whiptail] [--markdown FILE]
                 [--swalert PATH | --no-build] [--json FILE]
See bench/README.md for what is measured and why.
"""

import argparse
import atexit
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
    # Not run by default: a shell that prints the message to /dev/tty and reads a
    # line. It shows what the harness itself costs (`--only floor,dialog`).
    "floor": Tool("floor", result_fd=1),
    # Not run by default either: the same in a static C program (built here with cc), the least any
    # program can cost in this harness: no dynamic loader, no runtime, two system calls of work.
    "floor-static": Tool("floor-static", result_fd=1),
    # swalert again, full screen, for the wait scenarios (run when swalert is).
    "swalert-fullscreen": Tool("swalert", result_fd=1),
}
DEFAULT_TOOLS = ["swalert", "dialog", "whiptail"]
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
# always 1;1 because the harness does not emulate a screen (the pty is fresh).
QUERY = re.compile(rb"\x1b\[(0?c|6n|\?6n|\?(\d+)\$p)|\x1b\](1[01]);\?(\x07|\x1b\\)")


def _reply(match: re.Match) -> tuple[str, bytes]:
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
    colour = b"ffff/ffff/ffff" if osc == b"10" else b"0000/0000/0000"
    return f"OSC {osc.decode()}", b"\x1b]" + osc + b";rgb:" + colour + terminator


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
                 input_pipe: bool = False):
        self.timeout_ns = int(timeout * 1e9)
        self.output = bytearray()
        self.arrivals: list[tuple[int, int]] = []  # (output length after read, ns)
        self.pipes: dict[int, bytearray] = {}
        self.queries: dict[str, int] = {}
        self.rusage = None
        self.status = None
        self._scanned = 0
        self._input = None

        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        result_r, result_w = os.pipe()
        stamp_r, stamp_w = os.pipe()
        wiring = [slave, slave, slave, stamp_w]
        wiring[result_fd] = result_w
        if input_pipe:
            input_r, self._input = os.pipe()
            wiring.append(input_r)  # fd 4: the launcher makes it the tool's standard input

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
                    self._answer_queries()
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
        for fd in self._open + list(self.pipes) + [self._input]:
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
                self._answer_queries()
            else:
                self.pipes[fd] += data
        return True

    def _answer_queries(self):
        start = max(0, self._scanned - 32)  # a query may straddle two reads
        for match in QUERY.finditer(self.output, start):
            if match.end() > self._scanned:
                name, reply = _reply(match)
                self.queries[name] = self.queries.get(name, 0) + 1
                os.write(self.master, reply)
        self._scanned = len(self.output)

    def _reap(self, block: bool):
        # Both must be reaped here, or a late launcher would pass for the next run's tool.
        while self.status is None or self._launcher_pid is not None:
            try:
                pid, status, rusage = os.wait4(-1, 0 if block else os.WNOHANG)
            except ChildProcessError:
                raise BenchError("the tool vanished without being reaped")
            if pid == 0:
                return
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
    """A dialog to measure: a command line per tool and a function that drives one run."""
    name: str
    title: str
    commands: dict[str, list[str]]
    run: Callable[[Session], dict]
    columns: list[Column]
    notes: list[str] = field(default_factory=list)
    input_pipe: bool = False  # standard input is a pipe the scenario feeds (a gauge)


def run_alert(s: Session) -> dict:
    """Message box: time until the last word shows, then Enter, then everything it wrote."""
    visible = s.wait_for(LAST_WORD)
    s.press(ENTER)
    s.wait_exit()
    if s.status != 0:
        raise BenchError(f"exited with status {s.status}")
    return {"visible_ms": visible / 1e6, "bytes": s.bytes_written,
            "rss_kib": s.rusage.ru_maxrss}


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


def run_input(s: Session) -> dict:
    """Input box: the time from each key's write to the read that brings its echo, over ECHO_KEYS keys."""
    s.wait_for(INPUT_VISIBLE)
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
    s.press(ENTER)
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
]


# --------------------------------------------------------------------------- setup

LAUNCHER = ""  # built from LAUNCHER_C when the run starts
APT_HINT = "apt-get update && apt-get install -y dialog whiptail"
SUDO_APT_HINT = "sudo apt-get update && sudo apt-get install -y dialog whiptail"


def log(message: str):
    print(message, file=sys.stderr, flush=True)


def ensure_packages(tools: list[str]):
    missing = [t for t in tools if t in ("dialog", "whiptail") and not shutil.which(t)]
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


def first_line(cmd: list[str], pattern: str) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30,
                             stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return "not found"
    match = re.search(pattern, out.stdout + out.stderr)
    return match.group(1) if match else "unknown"


def machine_line() -> str:
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
        "swift " + (first_line([swift, "--version"], r"Swift version (\S+)")
                    if swift else "not found"),
    ]
    return (f"Machine: {cpu}, {os.cpu_count()} CPUs, Linux {os.uname().release}; "
            + ", ".join(versions) + ".")


def clean_environment(home: str) -> dict:
    """Same environment for every tool: no rc files, no inherited LINES/COLUMNS."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TERM": TERM,
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


# --------------------------------------------------------------------------- driver

def measure(scenario: Scenario, tools: list[str], binaries: dict, runs: int, warmup: int,
            timeout: float, env: dict) -> dict:
    """Runs every tool `warmup + runs` times, interleaved so drift hits all alike."""
    samples = {t: [] for t in tools}
    failed: dict[str, str] = {}
    for i in range(warmup + runs):
        for tool in tools:
            if tool in failed:
                continue
            argv = [a.format(**binaries) for a in scenario.commands[tool]]
            gc.disable()  # a collection inside the read loop would show up as latency
            session = Session(argv, TOOLS[tool].result_fd, env, timeout,
                              input_pipe=scenario.input_pipe)
            try:
                result = scenario.run(session)
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


def table(scenario: Scenario, outcome: dict) -> list[str]:
    tools = outcome["tools"]
    lines = [f"| Tool | {' | '.join(c.header for c in scenario.columns)} |",
             "|---|" + "---:|" * len(scenario.columns)]
    for tool in tools:
        rows = outcome["samples"][tool]
        if tool in outcome["failed"] or not rows:
            cells = ["failed"] * len(scenario.columns)
        else:
            cells = [c.format.format(c.summary([r[c.metric] for r in rows]))
                     for c in scenario.columns]
        lines.append(f"| {tool} | {' | '.join(cells)} |")
    return lines


def _shown(arg: str) -> str:
    if arg == MESSAGE:
        return "MSG"
    if arg == LONG_VALUE:
        return "VALUE10K"
    if arg.startswith(ROOT + os.sep):
        return os.path.relpath(arg, ROOT)
    return "'" + arg + "'" if " " in arg else arg


def report(results: list, runs: int, warmup: int, binaries: dict, load: float) -> str:
    out = [machine_line(), "",
           f"{runs} runs per tool after {warmup} warm-up, interleaved; {COLS}x{ROWS} "
           f"pseudo-terminal, TERM={TERM}, LANG=C.UTF-8; load average {load:.2f} at start.",
           ""]
    for scenario, outcome in results:
        out += [f"### {scenario.title}", ""]
        out += table(scenario, outcome)
        out += [""] + scenario.notes
        out += ["", "Commands (MSG = \"" + MESSAGE + "\"):", ""]
        for tool in outcome["tools"]:
            argv = [a.format(**binaries) for a in scenario.commands[tool]]
            shown = " ".join(_shown(a) for a in argv)
            out.append(f"- {tool}: `{shown}`")
        asked = {t: rows[0]["queries"] for t, rows in outcome["samples"].items()
                 if rows and rows[0]["queries"]}
        if asked:
            out += ["", "Terminal queries answered by the harness (first run): "
                    + "; ".join(f"{t}: {q}" for t, q in asked.items())]
        out.append("")
    return "\n".join(out)


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="bench/run", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="measured runs per tool (30)")
    parser.add_argument("--warmup", type=int, default=2, help="unmeasured runs first (2)")
    parser.add_argument("--only", help="comma-separated tools: "
                        + ",".join(TOOLS) + f" (default {','.join(DEFAULT_TOOLS)})")
    parser.add_argument("--scenarios", help="comma-separated: "
                        + ",".join(s.name for s in SCENARIOS) + " (default all)")
    parser.add_argument("--swalert", metavar="PATH", help="swalert binary to use (no build)")
    parser.add_argument("--no-build", action="store_true",
                        help="use .build/release/swalert as it is")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per run (10)")
    parser.add_argument("--markdown", metavar="FILE", help="also write the report here")
    parser.add_argument("--json", metavar="FILE", help="write every sample here")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.warmup < 0:
        parser.error("--runs must be at least 1 and --warmup at least 0")
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    tools = args.only.split(",") if args.only else DEFAULT_TOOLS
    unknown = [t for t in tools if t not in TOOLS]
    if unknown:
        sys.exit(f"bench: unknown tool {', '.join(unknown)}; choose from {', '.join(TOOLS)}")
    chosen = args.scenarios.split(",") if args.scenarios else [s.name for s in SCENARIOS]
    scenarios = [s for s in SCENARIOS if s.name in chosen]
    if len(scenarios) != len(chosen):
        sys.exit(f"bench: unknown scenario in {args.scenarios}")
    ensure_packages(tools)
    binaries = {"dialog": shutil.which("dialog") or "dialog",
                "whiptail": shutil.which("whiptail") or "whiptail", "swalert": "", "floor_static": ""}
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

    # Orphans are reparented to the nearest subreaper, so the tool forked by
    # the launcher becomes our child and wait4 returns its rusage (see Session).
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
        sys.exit("bench: prctl(PR_SET_CHILD_SUBREAPER) failed")

    load = os.getloadavg()[0]  # a busy machine explains a wide p90
    results = []
    with tempfile.TemporaryDirectory(prefix="swalert-bench-") as home:
        env = clean_environment(home)
        helpers = tempfile.mkdtemp(prefix="swalert-bench-helpers-")  # beside HOME, which stays empty
        atexit.register(shutil.rmtree, helpers, True)
        global LAUNCHER
        LAUNCHER = build_static(helpers, "launcher", LAUNCHER_C)
        if "floor-static" in tools:
            binaries["floor_static"] = build_static(helpers, "floor-static", FLOOR_C)
        for scenario in scenarios:
            runnable = [t for t in tools if t in scenario.commands]
            if "swalert" in runnable and "swalert-fullscreen" in scenario.commands:
                runnable.append("swalert-fullscreen")
            outcome = measure(scenario, runnable, binaries, args.runs, args.warmup,
                              args.timeout, env)
            results.append((scenario, outcome))

    text = report(results, args.runs, args.warmup, binaries, load)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({s.name: o for s, o in results}, f, indent=1)
    return 1 if any(o["failed"] for _, o in results) else 0


if __name__ == "__main__":
    sys.exit(main())
