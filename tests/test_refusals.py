"""Refusal codes: every refusal the engine and the editions give has a declared code with plain params, and
every code has a message in both catalogs with the same placeholders."""

from __future__ import annotations

import ast
import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from matrix import quick_only
from source_trees import nodes

from game.core import commands as cmd
from game.core.engine import Game, Refusal
from game.core.refusals import PARAM_KINDS, REFUSAL_CODES, refuse
from game.editions import PLAYABLE
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.safari import commands as safari_cmd
from game.newgame import new_setup

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w+)(?:\|[^{}]*)?\}")


def catalog(lang):
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


@cache
def refusal_calls() -> tuple:
    """(path, line, code or None, keyword names, has **) of every refuse(...) call and every Refusal(...) built
    outside game/core/refusals.py, found in the source (read once for the tests that ask)."""
    out = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in nodes(path):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name not in ("refuse", "Refusal"):
                continue
            rel = path.relative_to(ROOT).as_posix()
            if name == "Refusal" and rel == "game/core/refusals.py":
                continue
            code = None
            if name == "refuse" and node.args and isinstance(node.args[0], ast.Constant):
                code = node.args[0].value if isinstance(node.args[0].value, str) else None
            keywords = tuple(sorted(k.arg for k in node.keywords if k.arg is not None))
            splat = any(k.arg is None for k in node.keywords)
            out.append((rel, node.lineno, name, code, keywords, splat))
    return tuple(out)


def test_every_refusal_in_the_code_names_a_declared_code_with_its_params():
    calls = refusal_calls()
    assert len(calls) > 100  # the scan sees the engine's and the editions' refusals
    problems = []
    for rel, line, name, code, keywords, splat in calls:
        where = f"{rel}:{line}"
        if name == "Refusal":
            problems.append(f"{where}: build refusals with refuse(code, reason, **params), not Refusal(...)")
        elif code is None:
            problems.append(f"{where}: the code must be a string literal (so this test can read it)")
        elif code not in REFUSAL_CODES:
            problems.append(f"{where}: code {code!r} is not declared (refusals.declare)")
        elif splat:
            problems.append(f"{where}: name the params of {code!r} one by one, not with **")
        elif set(keywords) != set(REFUSAL_CODES[code]):
            problems.append(f"{where}: {code!r} takes {REFUSAL_CODES[code]}, this call gives {keywords}")
    assert not problems, "\n".join(problems)


def test_every_declared_code_is_used_somewhere():
    used = {code for _r, _l, _n, code, _k, _s in refusal_calls()}
    stale = sorted(set(REFUSAL_CODES) - used - {"refused"})
    assert not stale, stale


def test_the_scan_would_catch_a_new_code(tmp_path):
    """The scan reads refuse("...") calls as written: a new code in the source shows up undeclared."""
    tree = ast.parse('def f(s):\n    return refuse("brand_new_code", "why", pos=(0, 0))\n')
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call))
    assert call.args[0].value not in REFUSAL_CODES


def test_every_code_has_a_message_in_both_languages_with_the_same_placeholders():
    en, ru = catalog("en"), catalog("ru")
    problems = []
    for code, params in sorted(REFUSAL_CODES.items()):
        key = f"refusal.{code}"
        if key not in en or key not in ru:
            problems.append(f"{key} missing in {'en' if key not in en else 'ru'}")
            continue
        a, b = set(PLACEHOLDER.findall(en[key])), set(PLACEHOLDER.findall(ru[key]))
        if a != b:
            problems.append(f"{key}: en has {sorted(a)}, ru has {sorted(b)}")
        if not a <= set(params):
            problems.append(f"{key}: placeholders {sorted(a - set(params))} are not params of the code")
        if en[key] == ru[key]:
            problems.append(f"{key}: the Russian text is the English one")
    stray = sorted(k for k in en if k.startswith("refusal.") and k[len("refusal.") :] not in REFUSAL_CODES)
    assert not stray, f"catalog messages for codes that do not exist: {stray}"
    assert not problems, "\n".join(problems)


def test_every_param_name_has_a_declared_meaning():
    for code, params in REFUSAL_CODES.items():
        assert set(params) <= set(PARAM_KINDS), code


def test_refuse_turns_tuples_into_plain_lists():
    r = refuse("cell_occupied", "why", pos=(1, -2))
    assert r.params == {"pos": [1, -2]} and r.code == "cell_occupied" and not r
    assert json.loads(json.dumps(r.to_dict())) == r.to_dict()


def check(result, game=None):
    """A refusal whose code is declared and whose params are exactly the code's, all plain JSON."""
    assert isinstance(result, Refusal), result
    assert result.code in REFUSAL_CODES, result.code
    assert set(result.params) == set(REFUSAL_CODES[result.code]), (result.code, result.params)
    assert json.loads(json.dumps(result.params)) == result.params
    assert result.reason and "Traceback" not in result.reason


def walk(edition, players, seed, steps):
    game = Game(new_setup(edition, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending() is None:
            break
        game.submit(rng.choice(game.options()))
    return game


def junk_commands():
    pos = st.tuples(st.integers(-6, 6), st.integers(-6, 6))
    return st.one_of(
        st.builds(cmd.PlaceTile, st.integers(-8, 8), st.integers(-8, 8), st.sampled_from([0, 90, 180, 270, 45])),
        st.builds(
            cmd.PlacePiece,
            st.sampled_from(["follower", "stable", "hut", "camp", "dragon"]),
            st.sampled_from(["p", "f", "m", "n", "s", "x", "a", "l", "t", "b", "v", "j", "r"]),
            st.integers(-1, 2),
        ),
        st.builds(hill_dale_cmd.Travel, pos, pos),
        st.builds(
            hill_dale_cmd.TakeHarvest, st.integers(-1, 5), st.sampled_from(["apple", "grain", "scarecrow", "gold"])
        ),
        st.builds(safari_cmd.PlayAnimal, st.integers(0, 4), st.sampled_from(["lion", "zebra", "dragon"])),
        st.builds(safari_cmd.DeclineAnimal, st.integers(0, 4)),
        st.builds(safari_cmd.MoveRanger, st.integers(0, 2), pos),
        st.builds(safari_cmd.PlaceRanger, pos),
        st.builds(safari_cmd.Dig, pos, st.sampled_from(["NW", "SE", "XX"]), st.sampled_from(["lion", "zebra"])),
        st.builds(safari_cmd.Expand, pos, st.sampled_from(["NE", "SW"]), st.sampled_from(["giraffe", "monkey"])),
        st.builds(amazonas_cmd.PlaceDouble, st.text(max_size=5), st.sampled_from([0, 180, 90])),
        st.just(cmd.Skip()),
    )


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    edition=st.sampled_from(sorted(PLAYABLE)),
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 250),
    junk=junk_commands(),
    seat=st.one_of(st.none(), st.integers(0, 4)),
)
def test_refusals_of_random_commands_in_random_positions_have_known_codes(edition, players, seed, steps, junk, seat):
    game = walk(edition, players, seed, steps)
    if junk in game.options() and seat in (None, getattr(game.pending(), "seat", None)):
        return
    check(game.submit(junk, seat=seat))


def near_misses(game, rng):
    """Commands close to the legal ones: other rotations, places, features, pieces, targets."""
    s = game.state
    out = []
    for o in game.options():
        if isinstance(o, cmd.PlaceTile):
            out += [
                cmd.PlaceTile(o.x, o.y, (o.rot + 90) % 360),
                cmd.PlaceTile(o.x + rng.randint(-2, 2), o.y + 1, o.rot),
            ]
        elif isinstance(o, cmd.PlacePiece):
            for piece in ("follower", "camp", "hut", "stable"):
                out.append(cmd.PlacePiece(piece, o.feature, o.cell))
            if s.placed is not None:
                for i, pos in enumerate(s.placed.cells):
                    for f in s.cell_def(pos).features:
                        out.append(cmd.PlacePiece(o.piece, f.id, i))
        elif isinstance(o, (safari_cmd.MoveRanger, safari_cmd.PlaceRanger)):
            out.append(type(o)(*(o.ranger,) if isinstance(o, safari_cmd.MoveRanger) else (), (o.to[0], o.to[1] - 1)))
        elif isinstance(o, (safari_cmd.Dig, safari_cmd.Expand)):
            out += [type(o)(o.at, o.corner, a) for a in ("lion", "zebra", "monkey", "giraffe", "elephant")]
            out += [safari_cmd.Expand(o.at, o.corner, o.animal), safari_cmd.Dig(o.at, o.corner, o.animal)]
        elif isinstance(o, hill_dale_cmd.Travel):
            out += [
                hill_dale_cmd.Travel(o.frm, (o.to[0] + 1, o.to[1])),
                hill_dale_cmd.Travel((o.frm[0], o.frm[1] + 1), o.to),
            ]
        elif isinstance(o, amazonas_cmd.PlaceDouble):
            out += [amazonas_cmd.PlaceDouble(o.double, 90), amazonas_cmd.PlaceDouble(o.double, 180 - o.rot)]
        elif isinstance(o, hill_dale_cmd.TakeHarvest):
            out.append(hill_dale_cmd.TakeHarvest(o.seat, "gold"))
        elif isinstance(o, safari_cmd.PlayAnimal):
            out += [safari_cmd.PlayAnimal(o.seat, a) for a in ("lion", "zebra", "monkey", "giraffe", "elephant")]
    if s.phase == "action":
        out += [
            cmd.PlaceTile(0, 0, 0),
            hill_dale_cmd.TakeHarvest(0, "apple"),
            safari_cmd.PlayAnimal(0, "lion"),
            safari_cmd.PlaceRanger((9, 9)),
        ]
        out += [
            safari_cmd.MoveRanger(r, p) for r in (0, 1) for p in list(s.board.cells)[:2] + list(s.board.frontier)[:3]
        ]
        out += [safari_cmd.Dig(p, c, "lion") for p in list(s.board.cells)[:6] for c in ("NW", "NE", "SE", "SW")]
        out += [safari_cmd.Expand(p, c, "lion") for p in list(s.board.cells)[:6] for c in ("NW", "NE", "SE", "SW")]
        out += [hill_dale_cmd.Travel(p.pos, (p.pos[0] + 1, p.pos[1])) for p in list(s.pieces.values())[:4]]
    return out


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_near_misses_along_whole_games_are_refused_with_known_codes(edition):
    seen = set()
    for seed in range(2):
        game = Game(new_setup(edition, 2 + seed, seed))
        rng = random.Random(seed)
        while game.pending() is not None:
            legal = set(game.options())
            for c in near_misses(game, rng):
                if c in legal:
                    continue
                probe = Game.replay(game.setup, list(game.log)) if rng.random() < 0.02 else game
                result = probe.submit(c)
                check(result)
                seen.add(result.code)
            game.submit(rng.choice(game.options()))
    ours = {c for c in REFUSAL_CODES if c.startswith(edition + ".")}
    # the walk meets a good share of this edition's refusals (the rest need rarer positions)
    assert len(ours & seen) >= len(ours) // 3, sorted(ours - seen)


def test_every_rulebook_scenario_refusal_has_a_code_and_a_message():
    from game.tools.scenario import build_game

    en = catalog("en")
    found = 0
    for path in sorted((ROOT / "tests" / "scenarios").rglob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if (doc.get("expect") or {}).get("refused") is None:
            continue
        game, commands = build_game(doc)
        result = None
        for i, c in enumerate(commands):
            named = doc["commands"][i].get("seat")
            result = game.submit(c, named if isinstance(named, int) and not isinstance(named, bool) else None)
            if isinstance(result, Refusal):
                break
        check(result)
        assert result.code != "refused" and f"refusal.{result.code}" in en, path.name
        found += 1
    assert found >= 30


def test_the_insight_document_lists_every_code():
    text = (ROOT / "docs" / "insight.md").read_text(encoding="utf-8")
    missing = sorted(code for code in REFUSAL_CODES if f"`{code}`" not in text)
    assert not missing, missing
