"""The one error the validation layer raises, and how a pydantic ValidationError becomes one line."""

from __future__ import annotations

from typing import Any, TypeVar, overload

from pydantic import TypeAdapter, ValidationError

from .text import brief, printable


class FileRefused(ValueError):
    """A file (or a part of one) that the program will not use; the message is one line naming the key at
    fault, e.g. `setup.seats[0].colour: must be one of 'yellow', 'red' (got 7)`."""


_PLAIN = {
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "bool_type": "must be true or false",
    "string_type": "must be a string",
    "string_unicode": "must be a string of characters (it holds a lone surrogate)",
    "float_type": "must be a number",
    "finite_number": "must be a finite number",
    "list_type": "must be a list",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "dataclass_type": "must be an object",
    "missing": "is missing",
    "extra_forbidden": "is not a key this file may hold",
    "union_tag_not_found": "has no type name",
    "none_required": "must be null",
}


def _where(loc: tuple[Any, ...], drop: frozenset[str]) -> str:
    out = ""
    for i, part in enumerate(loc):
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and part in drop and i > 0 and isinstance(loc[i - 1], int):
            continue  # the tag of a tagged union (an event's "type"): the index before it says where
        elif part in ("[key]",):
            out += " (a key)"
        else:
            out += ("." if out else "") + printable(str(part), 60)
    return out or "the file"


def _items(n: object) -> str:
    return f"{n} item" if n == 1 else f"{n} items"


def _problem(err: Any) -> str:
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    if kind in _PLAIN:
        text = _PLAIN[kind]
    elif kind == "literal_error":
        text = f"must be one of {ctx.get('expected', '?')}".replace(" or ", ", ")
    elif kind == "union_tag_invalid":
        name, tag = str(ctx.get("discriminator", "type")).strip("'"), str(ctx.get("tag", ""))
        text = f"unknown {name} {printable(repr(tag) if tag.isidentifier() else tag, 60)}"
        known = str(ctx.get("expected_tags", ""))
        if known.count(",") < 15:
            text += f" (known: {known.replace(chr(39), '')})"
    elif kind in ("greater_than_equal", "greater_than"):
        text = f"must be at least {ctx.get('ge', ctx.get('gt'))}"
    elif kind in ("less_than_equal", "less_than"):
        text = f"must be at most {ctx.get('le', ctx.get('lt'))}"
    elif kind == "too_long":
        text = f"may hold at most {_items(ctx.get('max_length'))}"
    elif kind == "too_short":
        text = f"must hold at least {_items(ctx.get('min_length'))}"
    elif kind == "string_too_long":
        text = f"may be at most {ctx.get('max_length')} characters long"
    elif kind == "string_too_short":
        text = "must not be empty" if ctx.get("min_length") == 1 else f"needs {ctx.get('min_length')} characters"
    elif kind in ("value_error", "assertion_error"):
        text = str(ctx.get("error") or err.get("msg", "")).removeprefix("Value error, ")
    else:
        text = str(err.get("msg", kind)).removeprefix("Value error, ")
        text = text[:1].lower() + text[1:]
    if kind not in ("missing", "extra_forbidden", "value_error", "union_tag_invalid") and "input" in err:
        text += f" (got {brief(err['input'])})"
    return printable(text, 300)


def one_line(exc: ValidationError, drop_tags: frozenset[str] = frozenset(), prefix: tuple[Any, ...] = ()) -> str:
    """The first problem of a ValidationError as `where: what (got ...)`, and how many more there are."""
    errors = exc.errors(include_url=False)
    if not errors:
        return "the file does not validate"
    first = errors[0]
    line = f"{_where(prefix + tuple(first['loc']), frozenset(drop_tags))}: {_problem(first)}"
    if len(errors) > 1:
        line += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return line


_adapters: dict[Any, TypeAdapter[Any]] = {}
T = TypeVar("T")


@overload
def validate(
    target: TypeAdapter[T], data: object, where: tuple[Any, ...] = (), drop_tags: frozenset[str] = frozenset()
) -> T: ...
@overload
def validate(
    target: type[T], data: object, where: tuple[Any, ...] = (), drop_tags: frozenset[str] = frozenset()
) -> T: ...
def validate(target: Any, data: object, where: tuple[Any, ...] = (), drop_tags: frozenset[str] = frozenset()) -> Any:
    """`data` validated by `target` (a TypeAdapter or a model class), or FileRefused with the first problem
    on one line."""
    adapter = target
    if not isinstance(target, TypeAdapter):
        adapter = _adapters.get(target)
        if adapter is None:
            adapter = _adapters[target] = TypeAdapter(target)
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        raise FileRefused(one_line(exc, drop_tags, where)) from None
