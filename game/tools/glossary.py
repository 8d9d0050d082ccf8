"""The glossary (`assets/glossary/<lang>.json`) as the Markdown of `docs/glossary.md`: each edition's terms in
English and Russian, with the words each replaces.

    python -m game.tools.glossary              # print it
    python -m game.tools.glossary --write      # write docs/glossary.md (tests/test_glossary.py checks it)
"""

from __future__ import annotations

import json
import sys

from game.glossary import terms
from game.resources import ASSETS, asset
from game.tools import run_cli
from game.tools.args import ArgumentParser

DOC = ASSETS.parent / "docs" / "glossary.md"  # a developer's tool: the checkout's docs, beside its assets

HEAD = """# Glossary: the rulebooks' words

Each game term of each edition as the rulebooks write it, in English and Russian, and the words it replaces
(`*` stands for any ending). The rules documents, the guided games, the feature cards and the log use the
terms and none of the replaced words: `tests/test_glossary.py` checks them. The data are
`assets/glossary/en.json` and `ru.json`; this page is made from them by `python -m game.tools.glossary --write`
(the test checks it is up to date). Russian terms come from the printed rulebooks; English ones from the printed
English rulebook where an edition has one and, for the others, the project's vocabulary of the Russian rulebooks.
"""


def _words(words: tuple[str, ...]) -> str:
    return ", ".join(words) if words else "—"


def markdown() -> str:
    """The whole page."""
    en, ru = terms("en"), {(x.edition, x.name): x for x in terms("ru")}
    names = json.loads(asset("i18n", "en.json").read_text(encoding="utf-8"))
    out = [HEAD.rstrip("\n")]
    edition = None
    for x in en:
        if x.edition != edition:
            edition = x.edition
            out.append(f"\n## {names.get(f'edition.{edition}', edition)}\n")
            out.append("| English | instead of | Russian | instead of |")
            out.append("|---|---|---|---|")
        r = ru[(x.edition, x.name)]
        out.append(f"| {x.term} | {_words(x.replaces)} | {r.term} | {_words(r.replaces)} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = ArgumentParser(prog="python -m game.tools.glossary", description=__doc__.splitlines()[0])
    p.add_argument("--write", action="store_true", help=f"write {DOC.relative_to(DOC.parents[1])}")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    text = markdown()
    if args.write:
        DOC.write_text(text, encoding="utf-8")
        print(f"wrote {DOC}")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
