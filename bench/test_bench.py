#!/usr/bin/env python3
"""Tests of the benchmark's own parts that need no terminal: python3 -m unittest bench/test_bench.py"""

import contextlib
import importlib.util
import os
import tempfile
import unittest

# Loaded from its path: run as `-m unittest bench/test_bench.py`, the name `bench` is this folder.
_spec = importlib.util.spec_from_file_location(
    "bench_harness", os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench.py"))
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

ST, BEL = b"\x1b\\", b"\x07"
# What swalert asks at start (OSC 11, OSC 10, DA1) between what a dialog draws.
ASKED = (b"\x1b[?1049h\x1b[H" + b"\x1b]11;?" + ST + b"\x1b]10;?" + BEL + b"\x1b[c"
         + b"\x1b[1;1H\x1b[38;5;250mThe nightly backup\x1b[0m")
ANSWERED = [("OSC 11", b"\x1b]11;rgb:1d1d/1f1f/2121" + ST), ("OSC 10", b"\x1b]10;rgb:c5c5/c8c8/c6c6" + BEL),
            ("DA1", b"\x1b[?62;22c")]


def fed(answers: bench.TerminalAnswers, reads: list[bytes]) -> list[tuple[str, bytes]]:
    return [reply for read in reads for reply in answers.feed(read)]


class TerminalAnswersTests(unittest.TestCase):
    def test_each_query_is_answered_once_in_order_as_xterm_ends_it(self):
        self.assertEqual(fed(bench.TerminalAnswers(), [ASKED]), ANSWERED)

    def test_a_query_cut_at_any_byte_is_answered_when_its_last_byte_arrives(self):
        for cut in range(1, len(ASKED)):
            with self.subTest(cut=cut):
                self.assertEqual(fed(bench.TerminalAnswers(), [ASKED[:cut], ASKED[cut:]]), ANSWERED)
        self.assertEqual(fed(bench.TerminalAnswers(), [ASKED[i:i + 1] for i in range(len(ASKED))]), ANSWERED)

    def test_nothing_is_answered_before_the_query_ends(self):
        answers = bench.TerminalAnswers()
        self.assertEqual(answers.feed(b"\x1b]11;?\x1b"), [])
        self.assertEqual(answers.feed(b"\\"), [ANSWERED[0]])
        self.assertEqual(answers.feed(b"\x1b["), [])
        self.assertEqual(answers.feed(b"0"), [])
        self.assertEqual(answers.feed(b"c"), [("DA1", b"\x1b[?62;22c")])

    def test_a_light_terminal_says_black_on_white(self):
        self.assertEqual(fed(bench.TerminalAnswers("light"), [b"\x1b]11;?\x07\x1b]10;?\x1b\\"]),
                         [("OSC 11", b"\x1b]11;rgb:ffff/ffff/ffff\x07"), ("OSC 10", b"\x1b]10;rgb:0000/0000/0000" + ST)])

    def test_drawing_that_asks_nothing_gets_nothing(self):
        # As dialog and whiptail draw: the alternate screen, colours, cursor moves, a DA1 *reply*'s shape.
        drawn = (b"\x1b[?1049h\x1b[22;0;0t\x1b[1;24r\x1b(B\x1b[m\x1b[4l\x1b[?7h\x1b[39;49m\x1b[?1h\x1b=\x1b[H\x1b[2J"
                 b"\x1b[44m\x1b[37m\x1b[1mOK\x1b]0;title\x07\x1b[?62;22c\x1b[6;1H\x1b[?25l\x1b[24;1H\x1b[?1049l")
        for cut in range(1, len(drawn)):
            self.assertEqual(fed(bench.TerminalAnswers(), [drawn[:cut], drawn[cut:]]), [], cut)


class ScreenTests(unittest.TestCase):
    def test_a_word_is_on_the_screen_only_once_drawn_whole(self):
        screen = bench.Screen()
        screen.feed(b"\x1b[?1049h\x1b[5;10Hverified in 42 sec")
        self.assertNotIn("seconds", screen.text())
        screen.feed(b"onds.")
        self.assertIn("verified in 42 seconds.", screen.text().splitlines()[4])


class ScenarioTests(unittest.TestCase):
    def test_every_compat_row_compares_with_its_original_and_the_still_rows_set_the_variable(self):
        for scenario in (s for s in bench.SCENARIOS if s.name.startswith("compat-")):
            self.assertEqual(set(scenario.commands), set(bench.COMPAT_ROWS) | {"floor-static"})
            for tool in bench.COMPAT_ROWS:
                original = tool.split("-")[1] if tool.startswith("swalert-") else None
                self.assertEqual(scenario.reference.get(tool), original, tool)
                still = scenario.environment.get(tool, {}).get("SWALERT_NO_ANIMATION")
                self.assertEqual(still, "1" if tool.endswith("-no-animation") else None, tool)

    def test_the_message_box_scenarios_time_the_no_animation_alert(self):
        alert = next(s for s in bench.SCENARIOS if s.name == "alert")
        self.assertIn("--no-animation", alert.commands["swalert"])
        animated = next(s for s in bench.SCENARIOS if s.name == "alert-animated")
        self.assertNotIn("--no-animation", animated.commands["swalert"])

    def test_a_baseline_row_runs_swalerts_command_with_the_other_binary_against_swalert(self):
        import copy
        for scenario in map(copy.deepcopy, bench.SCENARIOS):
            bench.add_baseline(scenario)
            if "swalert" not in scenario.commands:
                self.assertNotIn("swalert-baseline", scenario.commands, scenario.name)
                continue
            baseline = scenario.commands["swalert-baseline"]
            self.assertEqual([a.format(swalert="NEW", swalert_baseline="OLD") for a in baseline][1:],
                             [a.format(swalert="NEW", swalert_baseline="OLD")
                              for a in scenario.commands["swalert"]][1:], scenario.name)
            self.assertEqual(baseline[0].format(swalert="NEW", swalert_baseline="OLD"), "OLD", scenario.name)
            self.assertEqual(scenario.reference["swalert-baseline"], "swalert")
            if isinstance(scenario.run, dict):
                self.assertIs(scenario.run["swalert-baseline"], scenario.run["swalert"])

    def test_a_missing_front_end_is_told_from_one_that_fails(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)

        def fake(script: str) -> str:
            path = os.path.join(folder.name, f"swalert-{len(os.listdir(folder.name))}")
            with open(path, "w") as f:
                f.write("#!/bin/sh\n" + script)
            os.chmod(path, 0o755)
            return path
        unknown = fake('echo "swalert: unknown command \'$1\'" >&2; exit 64\n')
        failing = fake('[ "$1" = dialog ] && { echo "swalert dialog: no terminal" >&2; exit 255; }\n'
                       'echo "swalert: unknown command \'$1\'" >&2; exit 64\n')
        self.assertFalse(bench.has_front_end(unknown, "dialog"))
        self.assertTrue(bench.has_front_end(failing, "dialog"))


if __name__ == "__main__":
    unittest.main()


class FloorTests(unittest.TestCase):
    def test_the_swift_floor_does_what_the_c_floor_does(self):
        """Both write the message to the terminal and end, 0, on the line typed."""
        import pty, select, shutil
        if shutil.which("swiftc") is None or (shutil.which("cc") or shutil.which("gcc")) is None:
            self.fail("floor-swift and floor-static need swiftc and cc")
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        floors = [bench.build_static(folder.name, "floor-static", bench.FLOOR_C),
                  bench.build_static_swift(folder.name, "floor-swift", bench.FLOOR_SWIFT)]
        for floor in floors:
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(floor, [floor, "Ready 👍🏽?"])
            shown = b""
            while "Ready 👍🏽?".encode() not in shown:
                ready, _, _ = select.select([fd], [], [], 30)
                self.assertTrue(ready, f"{floor} showed nothing: {shown!r}")
                shown += os.read(fd, 1024)
            os.write(fd, b"\r")
            _, status = os.waitpid(pid, 0)
            os.close(fd)
            self.assertEqual(os.waitstatus_to_exitcode(status), 0, floor)
        self.assertEqual(bench.TOOLS["floor-swift"].name, "floor-swift")


class RecordRunTests(unittest.TestCase):
    """scripts/record-run, which drives the dialogs whose code the release build lays out."""

    def test_it_answers_the_colour_query_sizes_the_terminal_and_types_the_keys_then_enter(self):
        import ast, subprocess, sys
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        seen = os.path.join(folder.name, "seen")
        # A dialog in miniature: its size, a colour query, then what it reads back, one wakeup at a time.
        child = ("import os, sys, termios, tty, fcntl, struct, select\n"
                 "rows, cols = struct.unpack('HHHH', fcntl.ioctl(0, termios.TIOCGWINSZ, bytes(8)))[:2]\n"
                 "tty.setraw(0)\n"
                 "os.write(1, b'\\x1b]11;?\\x1b\\\\drawn')\n"
                 "got = b''\n"
                 "while not got.endswith(b'\\r'):\n"
                 "    select.select([0], [], [], 10)\n"
                 "    got += os.read(0, 64)\n"
                 "    os.write(1, b'.')\n"
                 f"open({seen!r}, 'w').write(f'{{cols}}x{{rows}} {{got!r}}')\n")
        script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts", "record-run")
        status = subprocess.run([script, "--keys", "ab", sys.executable, "-c", child], timeout=60).returncode
        self.assertEqual(status, 0)
        with open(seen) as f:
            size, got = f.read().split(" ", 1)
        self.assertEqual(size, "80x24")
        self.assertEqual(ast.literal_eval(got), b"\x1b]11;rgb:1d1d/1f1f/2121\x1b\\" + b"ab\r")


class ArgumentsTests(unittest.TestCase):
    def test_each_row_runs_once_when_the_baseline_is_also_named_in_only(self):
        named = bench.parse_args(["--only", "swalert,swalert-baseline,dialog,swalert", "--baseline", "/bin/true"])
        self.assertEqual(bench.chosen_tools(named), ["swalert", "swalert-baseline", "dialog"])
        added = bench.parse_args(["--only", "swalert,dialog", "--baseline", "/bin/true"])
        self.assertEqual(bench.chosen_tools(added), ["swalert", "dialog", "swalert-baseline"])
        self.assertNotIn("swalert-baseline", bench.chosen_tools(bench.parse_args(["--only", "swalert"])))

    def test_swalert_env_takes_name_equals_value_and_refuses_anything_else(self):
        args = bench.parse_args(["--swalert-env", "COLORFGBG=15;0", "--swalert-env", "EMPTY="])
        self.assertEqual(args.swalert_env, {"COLORFGBG": "15;0", "EMPTY": ""})
        self.assertEqual(bench.parse_args([]).swalert_env, {})
        for bad in ["COLORFGBG", "=15;0"]:
            with self.assertRaises(SystemExit), open(os.devnull, "w") as null, contextlib.redirect_stderr(null):
                bench.parse_args(["--swalert-env", bad])
