#!/usr/bin/env python3
"""Writes Sources/DialogKit/Text/WidthTables.swift from Unicode Character Database files.

Usage: scripts/gen-width-tables.py [UCD_DIR] [OUTPUT]

UCD_DIR defaults to /usr/share/unicode (Debian/Ubuntu package `unicode-data`); OUTPUT defaults to
Sources/DialogKit/Text/WidthTables.swift next to this script's repository root. Files read from UCD_DIR:

  EastAsianWidth.txt                  East_Asian_Width (W and F are two columns wide; A is ambiguous)
  extracted/DerivedEastAsianWidth.txt optional; its "@missing" lines give the blocks whose unassigned code
                                      points default to W (older EastAsianWidth.txt only says so in comments)
  extracted/DerivedGeneralCategory.txt General_Category (falls back to UnicodeData.txt)
  emoji/emoji-data.txt                Emoji_Presentation and Extended_Pictographic

Every table is a flat array of inclusive ranges, [first0, last0, first1, last1, ...], sorted and merged, so a
lookup is one binary search over a contiguous array of integer literals that the compiler can lay out
statically (no start-up work).
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_UCD = "/usr/share/unicode"
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "DialogKit", "Text", "WidthTables.swift")

# Zero-width general categories: nonspacing marks, enclosing marks, format characters.
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
# U+00AD SOFT HYPHEN is Cf, but terminals (and wcwidth) show it as a visible hyphen one column wide.
ZERO_WIDTH_EXCEPTIONS = {0x00AD}
ZERO_WIDTH_EXTRA = [
    (0x200B, 0x200B),  # ZERO WIDTH SPACE (Cf today, listed in case an older UCD calls it Zs)
    (0x1160, 0x11FF),  # Hangul Jamo medial vowels and final consonants: they join the preceding
    (0xD7B0, 0xD7FF),  # initial consonant, which already takes both columns of the syllable.
]


def parse_code_points(field):
    first, _, last = field.strip().partition("..")
    return int(first, 16), int(last or first, 16)


def data_lines(path):
    """Yields the semicolon-separated fields of every non-comment line of a UCD file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            content = line.split("#", 1)[0].strip()
            if content:
                yield [field.strip() for field in content.split(";")]


def header_version(path):
    """Reads the version from a UCD header such as "# EastAsianWidth-15.0.0.txt"."""
    with open(path, encoding="utf-8") as handle:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", handle.readline())
    return match.group(1) if match else None


def emoji_version(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.search(r"Emoji Version (\d+\.\d+)", line)
            if match:
                return match.group(1)
            if not line.startswith("#"):
                break
    return None


def merge(ranges):
    """Sorts inclusive ranges and joins the ones that overlap or touch."""
    merged = []
    for first, last in sorted(ranges):
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    return merged


def subtract(ranges, removed):
    """Returns `ranges` without the code points covered by `removed` (both sorted and merged)."""
    result = []
    for first, last in ranges:
        start = first
        for r_first, r_last in removed:
            if r_last < start or r_first > last:
                continue
            if r_first > start:
                result.append((start, r_first - 1))
            start = max(start, r_last + 1)
            if start > last:
                break
        if start <= last:
            result.append((start, last))
    return result


def wide_ranges(ucd):
    ranges = []
    derived = os.path.join(ucd, "extracted", "DerivedEastAsianWidth.txt")
    main = os.path.join(ucd, "EastAsianWidth.txt")
    # Defaults first ("@missing" lines), then explicit values, which override them.
    default_wide = []
    for path in (main, derived):
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = re.match(r"#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)", line)
                if match and match.group(2) in ("W", "Wide", "F", "Fullwidth"):
                    default_wide.append(parse_code_points(match.group(1)))
    if not default_wide:
        # Old files state these defaults only in comments (UAX #11, "Unassigned code points").
        default_wide = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
    explicit = {}
    for fields in data_lines(main):
        first, last = parse_code_points(fields[0])
        for code_point in range(first, last + 1):
            explicit[code_point] = fields[1]
    for first, last in default_wide:
        ranges.extend((cp, cp) for cp in range(first, last + 1) if cp not in explicit)
    ranges.extend((cp, cp) for cp, value in explicit.items() if value in ("W", "F"))
    return merge(ranges)


def ambiguous_ranges(ucd, zero):
    """East_Asian_Width A, less what swalert draws itself (box drawing and block elements, U+2500-259F: a
    terminal set to draw ambiguous characters wide breaks every box, dialog's too) and zero-width marks."""
    ranges = [parse_code_points(fields[0]) for fields in data_lines(os.path.join(ucd, "EastAsianWidth.txt"))
              if fields[1] == "A"]
    return subtract(subtract(merge(ranges), [(0x2500, 0x259F)]), zero)


def general_category_ranges(ucd, categories):
    derived = os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt")
    ranges = []
    if os.path.exists(derived):
        for fields in data_lines(derived):
            if fields[1] in categories:
                ranges.append(parse_code_points(fields[0]))
        return merge(ranges)
    # UnicodeData.txt lists large blocks as a "<..., First>" line followed by a "<..., Last>" line.
    range_start = None
    for fields in data_lines(os.path.join(ucd, "UnicodeData.txt")):
        code_point, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code_point
            continue
        first = range_start if name.endswith(", Last>") else code_point
        range_start = None
        if category in categories:
            ranges.append((first, code_point))
    return merge(ranges)


def emoji_property_ranges(ucd, prop):
    path = os.path.join(ucd, "emoji", "emoji-data.txt")
    return merge(parse_code_points(f[0]) for f in data_lines(path) if f[1] == prop)


def zero_width_ranges(ucd):
    categories = general_category_ranges(ucd, ZERO_WIDTH_CATEGORIES)
    exceptions = merge((cp, cp) for cp in ZERO_WIDTH_EXCEPTIONS)
    return merge(subtract(categories, exceptions) + ZERO_WIDTH_EXTRA)


RANGES_PER_LINE = 6


def swift_table(name, doc, ranges):
    lines = [f"    /// {doc}", f"    static let {name}: [UInt32] = ["]
    pairs = [f"0x{first:05X}, 0x{last:05X}," for first, last in ranges]
    for index in range(0, len(pairs), RANGES_PER_LINE):
        lines.append("        " + "  ".join(pairs[index:index + RANGES_PER_LINE]))
    lines.append("    ]")
    return "\n".join(lines)


def main(argv):
    ucd = argv[1] if len(argv) > 1 else DEFAULT_UCD
    output = argv[2] if len(argv) > 2 else DEFAULT_OUTPUT
    version = header_version(os.path.join(ucd, "EastAsianWidth.txt")) or "unknown"
    emoji = emoji_version(os.path.join(ucd, "emoji", "emoji-data.txt")) or "unknown"
    print(f"Reading Unicode {version} (emoji {emoji}) from {ucd}")

    zero = zero_width_ranges(ucd)
    # Disjoint tables: a combining mark that is also East Asian Wide (U+3099, U+302A...) is zero width.
    wide = subtract(wide_ranges(ucd), zero)
    ambiguous = ambiguous_ranges(ucd, zero)
    presentation = emoji_property_ranges(ucd, "Emoji_Presentation")
    pictographic = emoji_property_ranges(ucd, "Extended_Pictographic")

    tables = [
        swift_table("wide", "East_Asian_Width W or F: two columns. Disjoint from `zeroWidth`.", wide),
        swift_table("zeroWidth",
                    "Mn, Me and Cf except U+00AD, plus U+200B and Hangul Jamo U+1160-11FF, U+D7B0-D7FF.",
                    zero),
        swift_table("ambiguous",
                    "East_Asian_Width A, less U+2500-259F and zero-width marks: one column here, two in terminals "
                    "set to draw ambiguous characters wide.",
                    ambiguous),
        swift_table("emojiPresentation", "Emoji_Presentation=Yes: shown as emoji unless VS15 follows.",
                    presentation),
        swift_table("extendedPictographic", "Extended_Pictographic=Yes: may become emoji with VS16.",
                    pictographic),
    ]
    source = f"""\
// GENERATED FILE - DO NOT EDIT BY HAND.
// Written by scripts/gen-width-tables.py from the Unicode Character Database, Unicode {version}
// (emoji data {emoji}). To update, install newer UCD files and run: python3 scripts/gen-width-tables.py [UCD_DIR]

/// Unicode property ranges used by `DisplayWidth`: each a flat list of inclusive ranges `[first, last, ...]`,
/// sorted and merged.
enum WidthTables {{
{chr(10).join(tables)}
}}
"""
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(source)
    print(f"Wrote {output}: {len(wide)} wide, {len(zero)} zero-width, "
          f"{len(presentation)} emoji presentation, {len(pictographic)} pictographic ranges")


if __name__ == "__main__":
    main(sys.argv)
