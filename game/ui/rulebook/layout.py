"""A rules document laid out for a column `width` at a UI `scale`: lines of text (runs of plain and bold words
wrapped to the width), bullets, headings, and figures (pictures with their captions; icons, pieces and tiles
side by side in columns, a worked example as a framed board), each at its place in document coordinates.

The layout is made once per document, width, scale and language (`laid_out`, cached) and the view draws only
the items in sight (`Laid.visible`), so scrolling costs a few blits whatever the document's length.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules_docs import Bullets, Document, Heading, Image, Paragraph, Span

from .. import theme

# font sizes at UI scale 1 (a reading text a little larger than the panels' body text)
SIZES = {"title": 30, "h2": 24, "h3": 20, "text": 17, "caption": 15}
SMALL_FIGURES = ("icon", "piece")
GALLERY = ("icon", "piece", "tile")


def size_of(role: str, scale: float) -> int:
    return max(theme.MIN_TEXT, round(SIZES[role] * scale))


@dataclass(frozen=True)
class Run:
    x: int
    text: str
    bold: bool


@dataclass(frozen=True)
class TextLine:
    top: int
    height: int
    size: int
    colour: tuple
    runs: tuple[Run, ...]
    bullet: int | None = None  # x of the bullet's dot drawn before the line
    rule: bool = False  # a line under it (a section's heading)

    @property
    def bottom(self) -> int:
        return self.top + self.height


@dataclass(frozen=True)
class Figure:
    top: int
    height: int
    image: Image
    pic: pygame.Rect  # the picture's box (document coordinates)
    caption: tuple[TextLine, ...]
    number: int = -1  # the example's index among the document's examples (-1: not an example)

    @property
    def bottom(self) -> int:
        return self.top + self.height


@dataclass
class Laid:
    width: int
    height: int = 0
    items: list = field(default_factory=list)  # TextLine | Figure, tops in reading order
    reach: list[int] = field(default_factory=list)  # reach[i]: the lowest bottom of items[: i + 1]
    anchors: dict[str, int] = field(default_factory=dict)  # anchor -> y of its heading
    sections: list[tuple[str, str, int]] = field(default_factory=list)  # the contents: (anchor, text, y)
    examples: list[Figure] = field(default_factory=list)
    line: int = 20  # one line of reading text (the arrow keys' step)

    def add(self, item: Any) -> None:
        self.items.append(item)
        self.reach.append(max(item.bottom, self.reach[-1] if self.reach else 0))
        self.height = max(self.height, item.bottom)

    def visible(self, top: int, bottom: int) -> list:
        """The items that show in document rows top..bottom."""
        out = []
        for i in range(bisect.bisect_left(self.reach, top), len(self.items)):
            item = self.items[i]
            if item.top >= bottom:
                break
            if item.bottom > top:
                out.append(item)
        return out

    def section_at(self, y: int) -> int:
        """The index of the contents entry whose section holds document row `y` (0 above the first)."""
        tops = [s[2] for s in self.sections]
        return max(0, bisect.bisect_right(tops, y) - 1)


def _words(spans: tuple[Span, ...]) -> list[list[tuple[str, bool]]]:
    """Words (unbreakable runs of parts, each (text, bold)) of running text."""
    words: list[list[tuple[str, bool]]] = []
    glued = False  # the next part joins the last word (no space between them)
    for span in spans:
        for part in re.split(r"( +)", span.text):
            if not part:
                continue
            if part.startswith(" "):
                glued = False
                continue
            if glued and words:
                words[-1].append((part, span.bold))
            else:
                words.append([(part, span.bold)])
            glued = True
    return words


def _runs(line: list[list[tuple[str, bool]]]) -> list[tuple[str, bool]]:
    """A line's words merged into runs of one weight; a space between words goes with the run before it when
    the weight changes there."""
    runs: list[list] = []
    for k, word in enumerate(line):
        for j, (part, bold) in enumerate(word):
            lead = k > 0 and j == 0
            if runs and runs[-1][1] == bold:
                runs[-1][0] += (" " if lead else "") + part
            else:
                if lead and runs:
                    runs[-1][0] += " "
                runs.append([part, bold])
    return [(text, bold) for text, bold in runs]


def _placed(line: Any, size: int) -> tuple[list[Run], int]:
    """The runs of a line at their x (each measured as drawn), and the line's width."""
    x = 0
    out = []
    for text, bold in _runs(line):
        out.append(Run(x, text.rstrip(" "), bold))
        x += theme.font(size, bold).size(text)[0]
    width = out[-1].x + theme.font(size, out[-1].bold).size(out[-1].text)[0] if out else 0
    return out, width


def wrap_rich(spans: tuple[Span, ...], width: int, size: int) -> list[tuple[Run, ...]]:
    """Running text with bold parts broken into lines of runs no wider than `width`, measured as they are drawn
    (a word wider than that stays whole on its own line)."""
    plain, bold = theme.font(size), theme.font(size, True)
    space = plain.size(" ")[0]
    lines: list[list[list[tuple[str, bool]]]] = [[]]
    rough = 0  # the line's width summed word by word: measured as drawn only near the limit
    for w in _words(spans):
        ww = sum((bold if b else plain).size(p)[0] for p, b in w)
        if lines[-1]:
            near = rough + space + ww > width - size
            if near and _placed(lines[-1] + [w], size)[1] > width:
                lines.append([])
                rough = 0
        rough += (space if lines[-1] else 0) + ww
        lines[-1].append(w)
    return [tuple(_placed(line, size)[0]) for line in lines]


TileExtent = Callable[[str], tuple[int, int]]  # tile id -> (cells across, cells down)


def lay_out(doc: Document, width: int, scale: float, tile_extent: TileExtent) -> Laid:
    """`doc` laid out in a column `width` pixels wide at UI `scale`."""
    px = lambda v: max(1, round(v * scale))  # noqa: E731
    text, caption = size_of("text", scale), size_of("caption", scale)
    out = Laid(width, line=theme.line_height(text))
    gap = round(theme.line_height(text) * 0.55)
    y = 0

    def lines(
        spans: Any, size: Any, colour: Any, indent: Any = 0, bullet: Any = False, rule: Any = False, bold: Any = False
    ) -> int:
        nonlocal y
        if bold:
            spans = tuple(Span(s.text, True) for s in spans)
        lh = theme.line_height(size)
        for i, runs in enumerate(wrap_rich(spans, width - indent, size)):
            moved = tuple(Run(r.x + indent, r.text, r.bold) for r in runs)
            dot = px(8) if bullet and i == 0 else None
            out.add(TextLine(y, lh, size, colour, moved, dot, rule))
            y += lh
        return y

    title = size_of("title", scale)
    lines((Span(doc.title, True),), title, theme.INK)
    y += gap * 2
    blocks = doc.blocks
    i = 0
    examples = 0
    while i < len(blocks):
        b = blocks[i]
        if isinstance(b, Heading):
            size = size_of("h2" if b.level <= 2 else "h3", scale)
            y += gap * (2 if b.level <= 2 else 1)
            top = y
            lines((Span(b.text, True),), size, theme.ACCENT_DARK if b.level <= 2 else theme.INK, rule=b.level <= 2)
            if b.anchor:
                out.anchors[b.anchor] = max(0, top - gap)
            if b.level <= 2:
                out.sections.append((b.anchor or "", b.text, max(0, top - gap)))
                y += px(6)
            y += gap // 2
        elif isinstance(b, Paragraph):
            lines(b.spans, text, theme.INK)
            y += gap
        elif isinstance(b, Bullets):
            for item in b.items:
                lines(item, text, theme.INK, indent=px(26), bullet=True)
                y += gap // 3
            y += gap - gap // 3
        elif isinstance(b, Image) and b.scheme == "example":
            fig = _example(b, y, width, scale, caption, examples)
            out.add(fig)
            out.examples.append(fig)
            examples += 1
            y = fig.bottom + gap
        elif isinstance(b, Image):
            group = [b]
            while i + 1 < len(blocks) and isinstance(blocks[i + 1], Image) and blocks[i + 1].scheme in GALLERY:
                i += 1
                group.append(blocks[i])
            y = _gallery(out, group, y, width, scale, caption, tile_extent) + gap
        i += 1
    out.height = max(out.height, y)
    return out


def _caption_lines(text: str, x: int, top: int, width: int, size: int) -> tuple[TextLine, ...]:
    lh = theme.line_height(size)
    rows = wrap_rich((Span(text),), max(40, width), size)
    return tuple(
        TextLine(top + k * lh, lh, size, theme.INK_SOFT, tuple(Run(r.x + x, r.text, r.bold) for r in runs))
        for k, runs in enumerate(rows)
    )


def picture_box(image: Image, scale: float, tile_extent: TileExtent) -> tuple[int, int]:
    """The size of a picture in the document."""
    if image.scheme in SMALL_FIGURES:
        s = round(52 * scale)
        return s, s
    nx, ny = tile_extent(image.target)
    cell = min(round(92 * scale), round(280 * scale) // max(nx, ny, 1))
    return nx * cell, ny * cell


def _gallery(out: Laid, group: list[Image], y: int, width: int, scale: float, size: int, tile_extent: Any) -> int:
    """Pictures side by side in columns, each with its caption at its right (or under it when narrow)."""
    px = lambda v: round(v * scale)  # noqa: E731
    gap = px(18)
    least = px(330) if all(g.scheme in SMALL_FIGURES for g in group) else px(420)
    cols = max(1, min(3, (width + gap) // (least + gap)))
    col_w = (width - gap * (cols - 1)) // cols
    for r0 in range(0, len(group), cols):
        row = group[r0 : r0 + cols]
        figs = []
        for k, image in enumerate(row):
            x = k * (col_w + gap)
            bw, bh = picture_box(image, scale, tile_extent)
            if bw > col_w:  # a long tile in a narrow column: smaller
                bw, bh = col_w, bh * col_w // bw
            room = col_w - bw - px(14)
            if room >= px(150):
                cap = _caption_lines(image.caption, x + bw + px(14), y, room, size)
                cap_h = sum(c.height for c in cap)
                pic = pygame.Rect(x, y + max(0, (cap_h - bh) // 2), bw, bh)
                if cap_h < bh:  # the caption centred beside the picture
                    cap = tuple(TextLine(c.top + (bh - cap_h) // 2, c.height, c.size, c.colour, c.runs) for c in cap)
            else:
                pic = pygame.Rect(x, y, bw, bh)
                cap = _caption_lines(image.caption, x, y + bh + px(4), col_w, size)
            bottom = max([pic.bottom] + [c.bottom for c in cap])
            figs.append(Figure(y, bottom - y, image, pic, cap))
        row_h = max(f.height for f in figs)
        for f in figs:
            out.add(Figure(f.top, row_h, f.image, f.pic, f.caption))
        y += row_h + px(12)
    return y


def example_box(width: int, scale: float) -> tuple[int, int]:
    """The framed boards of a worked example, before and after side by side: the frame's width and height (the
    strip of scores included)."""
    w = min(width, round(900 * scale))
    return w, round(320 * scale)


def _example(image: Image, y: int, width: int, scale: float, size: int, number: int) -> Figure:
    cap = tuple(
        TextLine(c.top, c.height, c.size, theme.INK, tuple(Run(r.x, r.text, True) for r in c.runs))
        for c in _caption_lines(image.caption, 0, y, width, size + 1)
    )
    top = cap[-1].bottom + round(6 * scale) if cap else y
    w, h = example_box(width, scale)
    pic = pygame.Rect(0, top, w, h)
    return Figure(y, pic.bottom - y, image, pic, cap, number)


_cache: dict = {}


def laid_out(key: Any, doc: Document, width: int, scale: float, tile_extent: TileExtent) -> Laid:
    """`lay_out`, cached by (key, width, scale) (key names the document and its language)."""
    k = (key, int(width), round(scale, 3))
    got = _cache.get(k)
    if got is None:
        if len(_cache) > 24:
            _cache.clear()
        got = _cache[k] = lay_out(doc, int(width), scale, tile_extent)
    return got
