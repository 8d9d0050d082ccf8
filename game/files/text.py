"""Text from files, made safe to show: control characters escaped, never sent to a terminal as they are.

A file may hold any character: an ESC that starts a terminal escape sequence, a NUL that pygame refuses to
render, a right-to-left override that turns a message around, a lone surrogate that UTF-8 cannot encode.
`printable()` shows each of them as a visible escape (\\x1b, \\u202e, ...) and cuts long text short, so a
message built from a file's content is one harmless line wherever it is printed or drawn.
"""

from __future__ import annotations

import unicodedata

# categories shown escaped: controls, format characters (bidi overrides, zero-width), surrogates,
# private use, unassigned, line and paragraph separators
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def _escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def printable(value: object, limit: int = 200) -> str:
    """`value` as one line of visible characters, at most about `limit` characters long."""
    s = value if isinstance(value, str) else _repr(value)
    if len(s) > limit * 4:
        s = s[: limit * 4]
    out = []
    for ch in s:
        if ch == "\\" or unicodedata.category(ch) not in _ESCAPED_CATEGORIES:
            out.append(ch)
        else:
            out.append(_escape(ch))
    text = "".join(out)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def _repr(value: object) -> str:
    try:
        return repr(value)
    except ValueError:  # an integer too long to write out (Python limits int-to-text conversion)
        return "<a number too long to show>"


def control_character(s: str) -> str | None:
    """The first character of `s` that has no place in a name (a control or a surrogate), escaped; or None."""
    for ch in s:
        if unicodedata.category(ch) in ("Cc", "Cs"):
            return _escape(ch)
    return None


def brief(value: object, limit: int = 40) -> str:
    """A short, printable picture of a value a file held (for 'got ...' in a message)."""
    if isinstance(value, str):
        return printable(repr(value), limit)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**12:
        return "a number too large"
    return printable(_repr(value) if not isinstance(value, bool) else str(value).lower(), limit)
