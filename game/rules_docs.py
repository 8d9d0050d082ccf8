"""The rules documents (`assets/rules/<edition>.<lang>.md`): a small Markdown subset, parsed into blocks.

The format is written down in `assets/rules/FORMAT.md`. In short: one `# Title`; `## Section {#anchor}` for
each top-level section (the contents list; the anchor is what the play screen's F1 key jumps to);
`### Subsection` (an anchor is optional there); paragraphs; one-level `- ` bullets (a bullet may go on over
lines indented by two spaces); `**bold**` inside text; and pictures on a line of their own,
`![caption](scheme:target)` with scheme `icon`, `piece`, `tile` or `example`.  No tables, no HTML.

Pure Python (no pygame): the Rules scene draws the blocks, the tests check the documents with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.resources import asset

RULES_DIR = asset("rules")
IMAGE_SCHEMES = ("icon", "piece", "tile", "example")

_HEADING = re.compile(r"^(#{1,3}) (\S.*?)(?: \{#([A-Za-z0-9_-]+)\})?$")
_IMAGE = re.compile(r"^!\[([^\]]*)\]\(([a-z]+):([A-Za-z0-9_.-]+)\)$")
_LOOSE_ANCHOR = re.compile(r"\{#[^}]*\}\s*$")
_HTML = re.compile(r"</?[A-Za-z][^>]*>")


class FormatError(ValueError):
    """A document breaks the format; the message names the line."""


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False


@dataclass(frozen=True)
class Heading:
    level: int  # 1 title, 2 section, 3 subsection
    text: str
    anchor: str | None
    line: int


@dataclass(frozen=True)
class Paragraph:
    spans: tuple[Span, ...]
    line: int

    @property
    def text(self) -> str:
        return "".join(s.text for s in self.spans)


@dataclass(frozen=True)
class Bullets:
    items: tuple[tuple[Span, ...], ...]
    line: int

    @property
    def texts(self) -> list[str]:
        return ["".join(s.text for s in item) for item in self.items]


@dataclass(frozen=True)
class Image:
    caption: str
    scheme: str  # icon, piece, tile, example
    target: str
    line: int


Block = Heading | Paragraph | Bullets | Image


@dataclass
class Document:
    title: str
    blocks: list = field(default_factory=list)

    def sections(self) -> list[tuple[str, str]]:
        """(anchor, heading text) of every top-level section, in order: the contents list."""
        return [(b.anchor or "", b.text) for b in self.blocks if isinstance(b, Heading) and b.level == 2]

    def anchors(self) -> dict[str, int]:
        """Anchor -> index of its heading in `blocks` (sections and subsections that have one)."""
        return {b.anchor: i for i, b in enumerate(self.blocks) if isinstance(b, Heading) and b.anchor}

    def images(self, scheme: str | None = None) -> list[Image]:
        return [b for b in self.blocks if isinstance(b, Image) and (scheme is None or b.scheme == scheme)]

    def block_after(self, block) -> Block | None:
        """The block that follows `block` (e.g. the paragraph that states an example's result)."""
        i = self.blocks.index(block)
        return self.blocks[i + 1] if i + 1 < len(self.blocks) else None

    def section_of(self, block) -> str | None:
        """The anchor of the top-level section that holds `block`."""
        anchor = None
        for b in self.blocks:
            if isinstance(b, Heading) and b.level == 2:
                anchor = b.anchor
            if b is block:
                return anchor
        return None

    def plain_text(self) -> str:
        """Every word of the document (headings, paragraphs, bullets, captions), one block a line."""
        out = [self.title]
        for b in self.blocks:
            if isinstance(b, (Heading, Paragraph)):
                out.append(b.text)
            elif isinstance(b, Bullets):
                out.extend(b.texts)
            elif isinstance(b, Image):
                out.append(b.caption)
        return "\n".join(out)


def spans(text: str, line: int = 0) -> tuple[Span, ...]:
    """Split running text into plain and **bold** spans."""
    parts = text.split("**")
    if len(parts) % 2 == 0:
        raise FormatError(f"line {line}: a '**' has no partner (bold text is written **like this**)")
    out = []
    for i, part in enumerate(parts):
        if i % 2 and not part.strip():
            raise FormatError(f"line {line}: empty bold text")
        if part:
            out.append(Span(part, bool(i % 2)))
    return tuple(out)


def _check_text(text: str, line: int) -> None:
    if _HTML.search(text):
        raise FormatError(f"line {line}: HTML is not part of the format")
    if "![" in text:
        raise FormatError(f"line {line}: a picture goes on a line of its own")


def parse(source: str) -> Document:
    """The document in `source`, or FormatError naming the first line that breaks the format."""
    doc: Document | None = None
    blocks: list = []
    para: list[str] = []
    para_line = 0
    items: list[list[str]] = []
    items_line = 0
    seen_anchors: set[str] = set()

    def flush() -> None:
        nonlocal para, items
        if para:
            text = " ".join(para)
            _check_text(text, para_line)
            blocks.append(Paragraph(spans(text, para_line), para_line))
            para = []
        if items:
            texts = [" ".join(it) for it in items]
            for t in texts:
                _check_text(t, items_line)
            blocks.append(Bullets(tuple(spans(t, items_line) for t in texts), items_line))
            items = []

    for n, raw in enumerate(source.splitlines(), start=1):
        line = raw.rstrip()
        if "\t" in line:
            raise FormatError(f"line {n}: use spaces, not tabs")
        if not line:
            flush()
            continue
        if line.startswith("#"):
            flush()
            m = _HEADING.match(line)
            if not m:
                if _LOOSE_ANCHOR.search(line):
                    raise FormatError(f"line {n}: an anchor is {{#letters_digits_-}} (ASCII), after the heading")
                raise FormatError(f"line {n}: a heading is '# ', '## ' or '### ' followed by its text")
            level, text, anchor = len(m.group(1)), m.group(2), m.group(3)
            if level == 1:
                if doc is not None or blocks:
                    raise FormatError(f"line {n}: the '# Title' comes once, first")
                if anchor:
                    raise FormatError(f"line {n}: the title has no anchor")
                doc = Document(text)
                continue
            if doc is None:
                raise FormatError(f"line {n}: the document starts with its '# Title'")
            if level == 2 and not anchor:
                raise FormatError(f"line {n}: a section needs an anchor: '## {text} {{#anchor}}'")
            if anchor:
                if anchor in seen_anchors:
                    raise FormatError(f"line {n}: the anchor {anchor!r} is used twice")
                seen_anchors.add(anchor)
            _check_text(text, n)
            blocks.append(Heading(level, text, anchor, n))
            continue
        if doc is None:
            raise FormatError(f"line {n}: the document starts with its '# Title'")
        if line.startswith("!["):
            flush()
            m = _IMAGE.match(line)
            if not m:
                raise FormatError(f"line {n}: a picture is ![caption](scheme:NAME) alone on its line")
            caption, scheme, target = m.groups()
            if scheme not in IMAGE_SCHEMES:
                raise FormatError(f"line {n}: unknown picture scheme {scheme!r} (known: {', '.join(IMAGE_SCHEMES)})")
            blocks.append(Image(caption, scheme, target, n))
            continue
        if line.startswith("- "):
            if para:
                flush()
            if not items:
                items_line = n
            items.append([line[2:].strip()])
            continue
        if line.startswith("  ") and items and not para:
            if line.lstrip().startswith("- "):
                raise FormatError(f"line {n}: bullets have one level only")
            items[-1].append(line.strip())
            continue
        if line.startswith(("|", ">", "```", "    ")) or re.match(r"^\d+\. ", line):
            raise FormatError(f"line {n}: tables, quotes, code and numbered lists are not part of the format")
        if line.startswith((" ", "*")) and not line.startswith("**"):
            raise FormatError(f"line {n}: unexpected indentation or list marker (bullets are '- ')")
        if items:
            flush()
        if not para:
            para_line = n
        para.append(line.strip())
    flush()
    if doc is None:
        raise FormatError("the document is empty: it starts with its '# Title'")
    doc.blocks = blocks
    return doc


def document_path(edition: str, lang: str) -> Path:
    return RULES_DIR / f"{edition}.{lang}.md"


def load(edition: str, lang: str) -> Document:
    """The rules document of `edition` in `lang` (FormatError if it breaks the format, OSError if missing)."""
    return parse(document_path(edition, lang).read_text(encoding="utf-8"))


def example_path(edition: str, name: str) -> Path:
    """The scenario file of a worked example (`![...](example:NAME)`)."""
    return RULES_DIR / "examples" / edition / f"{name}.json"
