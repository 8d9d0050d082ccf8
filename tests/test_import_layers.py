"""The program's import graph: no import circles, and no import from a lower layer up to a higher one.

The graph is read from the source with `ast`: every `import` and `from ... import` of a `game` module, at the
top of a file or inside a function (a late import is still a dependency), except those under
`if TYPE_CHECKING:` (they only name types for the checker and run nothing).  The layers are the ones
docs/architecture.md "Layers" describes; a module may import its own layer and the layers below it.
"""

from __future__ import annotations

import ast
import graphlib
from collections import defaultdict
from functools import cache
from pathlib import Path

from source_trees import nodes

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# lowest first; a module belongs to the layer of the longest prefix that names it
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    (
        "base",
        (
            "game",
            "game.resources",
            "game.game_id",
            "game.files.errors",
            "game.files.reading",
            "game.files.text",
            "game.files.values",
            "game.files.extra",
        ),
    ),
    ("core", ("game.core",)),
    ("editions", ("game.editions",)),
    ("files", ("game.files", "game.newgame", "game.persistence", "game.library", "game.rules_docs", "game.scenarios")),
    ("records", ("game.records", "game.replay", "game.tutorial")),
    ("ai", ("game.ai", "game.branching")),
    ("ui", ("game.ui",)),
    ("tools", ("game.tools",)),
    ("cli", ("game.cli",)),
]

# the one circle left, named with its reason in docs/architecture.md "Layers": an arrow that closes it
KNOWN_CIRCLES = {
    ("game.ai.parallel", "game.ai.search"): "the worker processes run the search's look_ahead",
}


def _modules() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _type_checking_nodes(path: Path) -> set[int]:
    out: set[int] = set()
    for node in nodes(path):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def import_graph() -> dict[str, set[str]]:
    """Each module of `game` and the modules of `game` it imports (a name imported from a package counts as
    the submodule when there is one, else as the package); the caller's own copy, worked out once per process."""
    return {name: set(targets) for name, targets in _import_graph().items()}


@cache
def _import_graph() -> dict[str, set[str]]:
    modules = _modules()

    def owner(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = defaultdict(set)
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        skip = _type_checking_nodes(path)
        graph[name]  # every module is a node, importing or not
        for node in nodes(path):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in modules else source for a in node.names]
            else:
                continue
            for target in targets:
                found = owner(target) if target.startswith("game") else None
                if found and found != name:
                    graph[name].add(found)
    return graph


def layer_of(module: str) -> int:
    best, level = -1, -1
    for i, (_layer, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, level = len(prefix), i
    assert level >= 0, f"{module} is in no layer: add it to LAYERS and to docs/architecture.md"
    return level


def test_every_import_of_the_game_names_a_module_that_exists():
    """A late import of a module that has moved fails only when its function runs: find it here."""
    modules = _modules()
    missing = []
    for name, path in sorted(modules.items()):
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in nodes(path):
            if isinstance(node, ast.Import):
                sources = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    sources = [".".join(base + ([node.module] if node.module else []))]
                else:
                    sources = [node.module or ""]
            else:
                continue
            missing += [f"{name} imports {s}" for s in sources if s.startswith("game") and s not in modules]
    assert missing == []


def test_every_module_has_a_layer():
    for module in _modules():
        layer_of(module)


def test_no_import_runs_from_a_lower_layer_up_to_a_higher_one():
    upward = [
        f"{a} ({LAYERS[layer_of(a)][0]}) imports {b} ({LAYERS[layer_of(b)][0]})"
        for a, targets in sorted(import_graph().items())
        for b in sorted(targets)
        if layer_of(b) > layer_of(a)
    ]
    assert upward == []


def test_no_import_circles():
    graph = import_graph()
    for (a, b), _why in KNOWN_CIRCLES.items():
        assert b in graph[a], f"{a} no longer imports {b}: take the pair out of KNOWN_CIRCLES and the docs"
        graph[a].discard(b)
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as exc:
        raise AssertionError(f"import circle: {' -> '.join(exc.args[1])}") from None


def test_the_layers_are_documented():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    for layer, prefixes in LAYERS:
        assert f"**{layer}**" in text, layer
        for prefix in prefixes:
            assert f"`{prefix}`" in text, prefix
