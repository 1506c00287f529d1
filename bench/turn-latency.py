#!/usr/bin/env python3
"""How soon a waiting dialog shows after the one holding the terminal's turn is killed with SIGKILL.

Usage: bench/turn-latency.py [SWALERT] [RUNS]

Each run opens a pseudo-terminal and, from one shell on it, starts an alert that holds the turn and a second
one that waits for it (with a private XDG_RUNTIME_DIR), kills the first with SIGKILL once the second is
waiting, and times from the kill until the second alert's message arrives on the terminal. Prints the
median, p90 and worst, in milliseconds.
"""
import os
import pty
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(swalert: str) -> float:
    master, slave = pty.openpty()
    runtime = tempfile.mkdtemp(prefix="swalert-latency-")
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "SWALERT_NO_ANIMATION": "1",
           "XDG_RUNTIME_DIR": runtime, "HOME": runtime}
    pidfile = os.path.join(runtime, "holder.pid")
    # One session on the terminal, as in a shell: the holder in the background, the waiter after it.
    script = (f'"$0" alert HOLDER --inline & echo $! > {pidfile}; '
              'sleep 0.3; "$0" alert WAITER --inline')

    def child_setup():
        os.setsid()
        os.close(os.open(os.ttyname(slave), os.O_RDWR))  # the terminal becomes the session's

    shell = subprocess.Popen(["/bin/sh", "-c", script, swalert], stdin=slave, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env, preexec_fn=child_setup)
    seen = b""

    def read_until(needle: bytes, deadline: float) -> float:
        nonlocal seen
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.01)
            if ready:
                seen += os.read(master, 65536)
                if needle in seen:
                    return time.perf_counter()
        raise RuntimeError(f"{needle!r} did not appear")

    try:
        read_until(b"HOLDER", time.monotonic() + 5)
        time.sleep(0.6)  # the waiter is waiting by now
        seen = b""
        with open(pidfile) as f:
            holder = int(f.read())
        killed = time.perf_counter()
        os.kill(holder, signal.SIGKILL)
        shown = read_until(b"WAITER", time.monotonic() + 5)
        os.write(master, b"\r")
        shell.wait(timeout=5)
        return (shown - killed) * 1000
    finally:
        if shell.poll() is None:
            shell.kill()
        os.close(master)
        os.close(slave)


def main() -> None:
    swalert = sys.argv[1] if len(sys.argv) > 1 else ".build/release/swalert"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    times = sorted(run_once(swalert) for _ in range(runs))
    p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
    print(f"{runs} runs: median {statistics.median(times):.1f} ms, p90 {p90:.1f} ms, worst {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
