#!/usr/bin/env python3
"""Turns a terminal screen captured with `tmux capture-pane -e -p` into an SVG picture.

    ansi2svg.py --columns 64 --rows 14 [--cursor X,Y] [--background auto] [--title TEXT] < screen > screen.svg

The screen is laid out on a grid of cells as a terminal does: SGR colours (16, 256 and 24-bit), bold, dim,
italic, underline, reverse, strike-through and hidden; a wide character (East Asian width W or F) takes two
cells and a combining mark stays in the cell before it. Box-drawing lines, block elements and braille
patterns are drawn as shapes filling their cell, so borders join up whatever font the viewer has; other text is placed cell by
cell (`textLength`), so columns line up in any monospace font.

tmux leaves out of a capture the cells a program only erased, so the colour an erase painted (a full-screen
dialog's backdrop) is lost. `--background auto` takes it back from the first row that begins with erased-
looking blank cells of a colour: cells never written get that colour. `--background default` leaves them the
terminal's background, and `--background '#rrggbb'` names one.

Standard library only.
"""

import argparse
import html
import re
import sys
import unicodedata

FONT_SIZE = 14
CELL_WIDTH = 8.4   # 0.6 em, the advance of common monospace fonts
CELL_HEIGHT = 18   # rows touch, so box-drawing lines join
BASELINE = 13.5    # from the top of a cell
PADDING = 14
FONT_FAMILY = "'DejaVu Sans Mono', 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace"

FOREGROUND = "#d4d4d4"
BACKGROUND = "#1a1b1e"
# The 16 ANSI colours (Tango, as GNOME Terminal has them), then the xterm 256-colour cube and grey ramp.
ANSI = [
    "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a", "#d3d7cf",
    "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8", "#34e2e2", "#eeeeec",
]
CUBE = [0, 95, 135, 175, 215, 255]


def hex_color(r, g, b):
    return "#%02x%02x%02x" % (r, g, b)


def palette(index):
    if index < 16:
        return ANSI[index]
    if index < 232:
        index -= 16
        return hex_color(CUBE[index // 36], CUBE[(index // 6) % 6], CUBE[index % 6])
    level = 8 + 10 * (index - 232)
    return hex_color(level, level, level)


def blend(a, b, amount):
    """`a` moved `amount` (0-1) of the way towards `b`."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return hex_color(*[round(x + (y - x) * amount) for x, y in zip(ca, cb)])


class Style:
    __slots__ = ("fg", "bg", "bold", "dim", "italic", "underline", "reverse", "strike", "hidden")

    def __init__(self):
        self.fg = None  # None: the terminal's default
        self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = self.strike = self.hidden = False

    def copy(self):
        other = Style()
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def key(self):
        return tuple(getattr(self, name) for name in self.__slots__)

    def colors(self):
        """The (foreground, background) actually shown, after reverse and dim."""
        fg = self.fg or FOREGROUND
        bg = self.bg or BACKGROUND
        if self.reverse:
            fg, bg = bg, fg
        if self.dim:
            fg = blend(fg, bg, 0.45)
        return fg, bg

    def apply(self, parameters):
        """Applies one SGR sequence's parameters (`1;38;5;231`, `38:2::255:0:0`)."""
        codes = parameters.split(";") if parameters else ["0"]
        i = 0
        while i < len(codes):
            parts = [int(p) if p.isdigit() else 0 for p in codes[i].split(":")]
            code = parts[0]
            if code in (38, 48, 58):
                if len(parts) > 1:  # colon form: 38:5:N or 38:2:[space]:R:G:B
                    values = parts[1:]
                else:
                    values = [int(c) if c.isdigit() else 0 for c in codes[i + 1:i + 5]]
                color = None
                if values and values[0] == 5 and len(values) >= 2:
                    color = palette(values[1] % 256)
                    used = 2
                elif values and values[0] == 2:
                    rgb = values[-3:] if len(parts) > 1 else values[1:4]
                    if len(rgb) == 3:
                        color = hex_color(*[min(255, v) for v in rgb])
                    used = 4
                else:
                    used = 1
                if len(parts) == 1:
                    i += used
                if code == 38:
                    self.fg = color
                elif code == 48:
                    self.bg = color
            elif code == 0:
                self.__init__()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 3:
                self.italic = True
            elif code == 4:
                self.underline = len(parts) == 1 or parts[1] != 0
            elif code == 7:
                self.reverse = True
            elif code == 8:
                self.hidden = True
            elif code == 9:
                self.strike = True
            elif code == 21:
                self.underline = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif code == 28:
                self.hidden = False
            elif code == 29:
                self.strike = False
            elif 30 <= code <= 37:
                self.fg = ANSI[code - 30]
            elif code == 39:
                self.fg = None
            elif 40 <= code <= 47:
                self.bg = ANSI[code - 40]
            elif code == 49:
                self.bg = None
            elif 90 <= code <= 97:
                self.fg = ANSI[code - 90 + 8]
            elif 100 <= code <= 107:
                self.bg = ANSI[code - 100 + 8]
            i += 1


class Cell:
    __slots__ = ("text", "style", "width", "written")

    def __init__(self, style=None):
        self.text = " "
        self.style = style or Style()
        self.width = 1  # 2 for a wide character, 0 for the cell a wide character covers
        self.written = False


def char_width(ch):
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 2
    return 1


ESCAPE = re.compile(r"\x1b(?:\[([0-9;:?<=>]*)([ -/]*[@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")


def parse(text, columns, rows):
    """The grid of cells that `text` (rows separated by newlines) draws."""
    grid = [[Cell() for _ in range(columns)] for _ in range(rows)]
    style = Style()
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for y, line in enumerate(lines[:rows]):
        x = 0
        position = 0
        while position < len(line):
            match = ESCAPE.match(line, position)
            if match:
                if match.group(2) == "m":
                    style.apply(match.group(1))
                position = match.end()
                continue
            ch = line[position]
            position += 1
            if ch == "\x1b" or ch == "\r":
                continue
            width = char_width(ch)
            if width == 0:
                if x > 0:  # a combining mark joins the character before it
                    previous = grid[y][x - 1] if grid[y][x - 1].width else grid[y][x - 2]
                    previous.text += ch
                continue
            if x + width > columns:
                break
            cell = grid[y][x]
            cell.text, cell.style, cell.width, cell.written = ch, style.copy(), width, True
            if width == 2:
                cover = grid[y][x + 1]
                cover.text, cover.style, cover.width, cover.written = "", style.copy(), 0, True
            x += width
    return grid


def screen_background(grid, choice):
    """The colour of cells nothing was written to."""
    if choice == "default":
        return None
    if choice != "auto":
        return choice
    for row in grid:
        if any(cell.written for cell in row):
            first = row[0]
            if first.written and first.text == " " and not first.style.reverse:
                return first.style.bg
            return None
    return None


# Box drawing: which of the four arms (up, right, down, left) each light line character has.
ARMS = {
    "─": "rl", "│": "ud", "┌": "rd", "┐": "dl", "└": "ur", "┘": "ul", "├": "urd", "┤": "udl",
    "┬": "rdl", "┴": "url", "┼": "urdl", "╴": "l", "╵": "u", "╶": "r", "╷": "d",
}
ROUNDED = {"╭": "rd", "╮": "dl", "╯": "ul", "╰": "ur"}
# Block elements: (left, top, width, height) as fractions of the cell, and a shade's opacity.
BLOCKS = {
    "█": (0, 0, 1, 1), "▀": (0, 0, 1, 0.5), "▄": (0, 0.5, 1, 0.5), "▐": (0.5, 0, 0.5, 1),
    "▔": (0, 0, 1, 0.125), "▕": (0.875, 0, 0.125, 1),
}
for eighths, ch in enumerate("▏▎▍▌▋▊▉", start=1):
    BLOCKS[ch] = (0, 0, eighths / 8, 1)
for eighths, ch in enumerate("▁▂▃▄▅▆▇", start=1):
    BLOCKS[ch] = (0, 1 - eighths / 8, 1, eighths / 8)
SHADES = {"░": 0.25, "▒": 0.5, "▓": 0.75}


def number(value):
    return ("%.2f" % value).rstrip("0").rstrip(".")


def drawn_as_shape(ch):
    return ch in ARMS or ch in ROUNDED or ch in BLOCKS or ch in SHADES or is_braille(ch)


def is_braille(ch):
    return len(ch) == 1 and 0x2801 <= ord(ch) <= 0x28FF


# Braille dots by bit: (column, row) in the cell's 2×4 grid (dots 1-3 and 7 on the left, 4-6 and 8 right).
BRAILLE_DOTS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]


def braille(ch, x, y, color):
    """SVG for a braille pattern (a spinner's frame) in the cell at (x, y): one circle per raised dot."""
    bits = ord(ch) - 0x2800
    return "".join('<circle cx="%s" cy="%s" r="1.15" fill="%s"/>' % (
        number(x + CELL_WIDTH * (0.3 + 0.4 * column)), number(y + CELL_HEIGHT * (0.2 + 0.2 * row)), color)
        for bit, (column, row) in enumerate(BRAILLE_DOTS) if bits & (1 << bit))


def line_drawing(ch, x, y, color, bold):
    """SVG for a box-drawing line in the cell at (x, y), or None to draw the character as text."""
    stroke = 1.8 if bold else 1.2
    cx, cy = x + CELL_WIDTH / 2, y + CELL_HEIGHT / 2
    ends = {"u": (cx, y), "d": (cx, y + CELL_HEIGHT), "l": (x, cy), "r": (x + CELL_WIDTH, cy)}
    if ch in ARMS:
        path = " ".join("M%s %sL%s %s" % (number(cx), number(cy), number(ends[a][0]), number(ends[a][1]))
                        for a in ARMS[ch])
        return '<path d="%s" stroke="%s" stroke-width="%s" stroke-linecap="square" fill="none"/>' % (
            path, color, stroke)
    if ch in ROUNDED:
        a, b = ROUNDED[ch]
        (ax, ay), (bx, by) = ends[a], ends[b]
        return '<path d="M%s %sQ%s %s %s %s" stroke="%s" stroke-width="%s" fill="none"/>' % (
            number(ax), number(ay), number(cx), number(cy), number(bx), number(by), color, stroke)
    return None


def block(ch, x, y, cells, color):
    """SVG for `cells` copies of a block element or shade from the cell at (x, y)."""
    if ch in SHADES:
        left, top, width, height, opacity = 0, 0, 1, 1, SHADES[ch]
    else:
        (left, top, width, height), opacity = BLOCKS[ch], 1
    if cells > 1 and (left, width) != (0, 1):  # partial-width blocks stay one per cell
        return "\n".join(block(ch, x + i, y, 1, color) for i in range(cells))
    return '<rect x="%s" y="%s" width="%s" height="%s" fill="%s"%s/>' % (
        number((x + left) * CELL_WIDTH), number(y * CELL_HEIGHT + top * CELL_HEIGHT),
        number((cells - 1 + width) * CELL_WIDTH), number(height * CELL_HEIGHT), color,
        ' fill-opacity="%s"' % opacity if opacity != 1 else "")


def render(grid, background, cursor=None, title=None):
    columns, rows = len(grid[0]), len(grid)
    width = columns * CELL_WIDTH + 2 * PADDING
    height = rows * CELL_HEIGHT + 2 * PADDING
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">'
        % (number(width), number(height), number(width), number(height)),
    ]
    if title:
        out.append("<title>%s</title>" % html.escape(title))
    out.append('<rect width="100%%" height="100%%" rx="8" fill="%s"/>' % BACKGROUND)
    out.append('<g transform="translate(%d %d)">' % (PADDING, PADDING))

    def shown(cell):
        fg, bg = cell.style.colors()
        if not cell.written and background:
            bg = background
        return fg, bg

    # Backgrounds: one rectangle per run of cells of one colour.
    for y, row in enumerate(grid):
        x = 0
        while x < columns:
            bg = shown(row[x])[1]
            end = x
            while end < columns and shown(row[end])[1] == bg:
                end += 1
            if bg != BACKGROUND:
                out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (
                    number(x * CELL_WIDTH), number(y * CELL_HEIGHT), number((end - x) * CELL_WIDTH),
                    CELL_HEIGHT, bg))
            x = end

    if cursor:
        cx, cy = cursor
        if 0 <= cy < rows and 0 <= cx < columns:
            out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (
                number(cx * CELL_WIDTH), number(cy * CELL_HEIGHT), number(CELL_WIDTH), CELL_HEIGHT, FOREGROUND))

    # Text: runs of one style, each placed to span exactly its cells.
    out.append('<g font-family="%s" font-size="%d" xml:space="preserve">' % (html.escape(FONT_FAMILY), FONT_SIZE))
    for y, row in enumerate(grid):
        x = 0
        while x < columns:
            cell = row[x]
            fg, bg = shown(cell)
            if cursor == (x, y):
                fg = bg if cell.text.strip() else fg
            if cell.width == 0 or cell.style.hidden or not cell.text.strip():
                if cell.style.underline and cell.text:
                    out.append(line_under(x, y, 1, fg))
                x += 1
                continue
            if cell.text in BLOCKS or cell.text in SHADES:
                # One rectangle for a run of the same block (a gauge's bar): no seams between cells.
                end = x + 1
                while (end < columns and row[end].text == cell.text and shown(row[end]) == (fg, bg)
                       and cursor != (end, y)):
                    end += 1
                out.append(block(cell.text, x, y, end - x, fg))
                x = end
                continue
            if is_braille(cell.text):
                out.append(braille(cell.text, x * CELL_WIDTH, y * CELL_HEIGHT, fg))
                x += 1
                continue
            figure = line_drawing(cell.text, x * CELL_WIDTH, y * CELL_HEIGHT, fg, cell.style.bold)
            if figure:
                out.append(figure)
                x += 1
                continue
            end = x + cell.width
            text = cell.text
            # A run continues while the style holds and the characters are ordinary narrow text.
            while (cell.width == 1 and end < columns and row[end].width == 1 and not row[end].style.hidden
                   and row[end].style.key() == cell.style.key() and shown(row[end]) == (fg, bg)
                   and cursor != (end, y) and not drawn_as_shape(row[end].text)):
                text += row[end].text
                end += 1
            trimmed = text.rstrip(" ")
            span = end - x - (len(text) - len(trimmed))
            attributes = ' x="%s" y="%s" textLength="%s" lengthAdjust="spacingAndGlyphs" fill="%s"' % (
                number(x * CELL_WIDTH), number(y * CELL_HEIGHT + BASELINE), number(span * CELL_WIDTH), fg)
            if cell.style.bold:
                attributes += ' font-weight="bold"'
            if cell.style.italic:
                attributes += ' font-style="italic"'
            out.append("<text%s>%s</text>" % (attributes, html.escape(trimmed, quote=False)))
            if cell.style.underline:
                out.append(line_under(x, y, end - x, fg))
            if cell.style.strike:
                out.append('<rect x="%s" y="%s" width="%s" height="1" fill="%s"/>' % (
                    number(x * CELL_WIDTH), number(y * CELL_HEIGHT + CELL_HEIGHT / 2),
                    number((end - x) * CELL_WIDTH), fg))
            x = end
    out.append("</g></g></svg>")
    return "\n".join(out) + "\n"


def line_under(x, y, cells, color):
    return '<rect x="%s" y="%s" width="%s" height="1" fill="%s"/>' % (
        number(x * CELL_WIDTH), number(y * CELL_HEIGHT + BASELINE + 2), number(cells * CELL_WIDTH), color)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--columns", type=int, required=True)
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--cursor", help="X,Y of a visible cursor, from 0")
    parser.add_argument("--background", default="auto", help="auto, default or #rrggbb (see above)")
    parser.add_argument("--title", help="the picture's title, for screen readers")
    parser.add_argument("input", nargs="?", help="the capture (default: standard input)")
    options = parser.parse_args()
    if options.input:
        with open(options.input, encoding="utf-8", errors="replace") as file:
            text = file.read()
    else:
        text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    grid = parse(text, options.columns, options.rows)
    cursor = tuple(int(v) for v in options.cursor.split(",")) if options.cursor else None
    sys.stdout.write(render(grid, screen_background(grid, options.background), cursor, options.title))


if __name__ == "__main__":
    main()
