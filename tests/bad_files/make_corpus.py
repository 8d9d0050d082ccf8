"""Writes the bad-file corpus: files the program must refuse, each with the one line it must refuse it with.

    python tests/bad_files/make_corpus.py

Every case is made from a small valid file (tests/file_samples.py) changed in one place, or written out
byte by byte.  `reasons.json` maps each file to its expected reason: the message of the save loader
(`game.persistence`), of the scenario runner after `PATH: `, or the settings problems.  The reasons are
written here by hand; tests/test_files.py checks that the program gives exactly these.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parent.parent)]

import file_samples as samples  # noqa: E402

CASES: list = []  # (kind, name, content: dict|bytes, reason)


def case(kind, name, content, reason):
    CASES.append((kind, name, content, reason))


def edited(doc, change):
    doc = samples.deep(doc)
    change(doc)
    return doc


def nested(depth, leaf):
    for _ in range(depth):
        leaf = [leaf]
    return leaf


def text(doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


# --- saves ---
S = samples.save("hill_dale")
A = samples.save("amazonas")
SA = samples.save("safari")


def seat(i, key, value):
    return lambda d: d["setup"]["seats"][i].__setitem__(key, value)


def event(i, key, value):
    return lambda d: d["events"][i].__setitem__(key, value)


case(
    "saves",
    "seed-as-string",
    edited(S, lambda d: d["setup"].__setitem__("seed", "7")),
    "setup.seed: must be a whole number (got '7')",
)
case(
    "saves",
    "colour-as-number",
    edited(S, seat(0, "colour", 7)),
    "setup.seats[0].colour: must be one of 'yellow', 'red', 'green', 'blue', 'black' (got 7)",
)
case(
    "saves",
    "ai-as-list",
    edited(S, seat(1, "ai", ["hard"])),
    "setup.seats[1].ai: must be one of 'easy', 'normal', 'hard', 'random', 'greedy', 'strong', 'mcts' (got a list of 1)",
)
case(
    "saves",
    "ai-unknown",
    edited(S, seat(1, "ai", "godlike")),
    "setup.seats[1].ai: must be one of 'easy', 'normal', 'hard', 'random', 'greedy', 'strong', 'mcts' (got 'godlike')",
)
case(
    "saves",
    "name-escape-sequence",
    edited(S, seat(0, "name", "Anna\x1b[2J")),
    "setup.seats[0].name: holds a control character (\\x1b)",
)
case("saves", "name-nul", edited(S, seat(0, "name", "A\x00")), "setup.seats[0].name: holds a control character (\\x00)")
case(
    "saves",
    "name-lone-surrogate",
    text(S).replace(b'"Anna"', b'"An\\ud800na"'),
    "setup.seats[0].name: holds a lone surrogate, which is not a character",
)
case(
    "saves",
    "seat-nested-900-deep",
    edited(S, lambda d: d["setup"]["seats"].__setitem__(0, nested(900, {}))),
    "nested 904 levels deep; the limit is 24",
)
case(
    "saves",
    "edition-as-list",
    edited(S, lambda d: d["setup"].__setitem__("edition", ["safari"])),
    "setup.edition: must be one of hill_dale, safari, amazonas, hunters",
)
case("saves", "x-as-string", edited(S, event(1, "x", "0")), "events[1].x: must be a whole number (got '0')")
case("saves", "rot-as-float", edited(S, event(1, "rot", 0.0)), "events[1].rot: must be a whole number (got 0.0)")
case(
    "saves",
    "reason-with-nul",
    edited(A, event(9, "reason", "no_piece\x00")),
    "events[9].reason: holds a control character (\\x00)",
)
case(
    "saves",
    "tile-placed-by-wrong-seat",
    edited(S, event(5, "seat", 0)),
    "events[5] does not follow from the rules: the file says TilePlaced(seat=0, tile=M, x=1, y=-1, rot=0), the rules say TilePlaced(seat=1, tile=M, x=1, y=-1, rot=0)",
)
case(
    "saves",
    "tile-placed-other-tile",
    edited(S, event(5, "tile", "X3")),
    "events[5] does not follow from the rules: the file says TilePlaced(seat=1, tile=X3, x=1, y=-1, rot=0), the rules say TilePlaced(seat=1, tile=M, x=1, y=-1, rot=0)",
)
case(
    "saves",
    "players-as-float",
    edited(S, lambda d: d["setup"].__setitem__("players", 4.0)),
    "setup.players: must be a whole number (got 4.0)",
)
case("saves", "seat-out-of-range", edited(S, event(0, "seat", 9)), "events[0].seat: must be at most 4 (got 9)")
case(
    "saves",
    "events-not-a-list",
    edited(S, lambda d: d.__setitem__("events", {})),
    "events: must be a list (got an object)",
)
case(
    "saves",
    "unknown-event",
    edited(S, lambda d: d["events"].__setitem__(3, {"type": "Teleported"})),
    "events[3]: unknown type 'Teleported'",
)
case("saves", "event-missing-key", edited(S, lambda d: d["events"][1].pop("rot")), "events[1].rot: is missing")
case(
    "saves",
    "event-extra-key",
    edited(S, event(1, "colour", "red")),
    "events[1].colour: is not a key this file may hold",
)
case(
    "saves",
    "newer-version",
    edited(S, lambda d: d.__setitem__("version", 4)),
    "the save was written by a newer version of the game (save format 4, this game reads up to 3); update the game to load it",
)
case(
    "saves",
    "version-as-string",
    edited(S, lambda d: d.__setitem__("version", "2")),
    "version: must be a whole number (got '2')",
)
case(
    "saves",
    "foreign-format",
    edited(S, lambda d: d.__setitem__("format", "chess-save")),
    "this file is not a save of this game (its 'format' is not 'tessera-save')",
)
case("saves", "no-setup", edited(S, lambda d: d.pop("setup")), "setup: is missing")
case(
    "saves",
    "deck-unknown-tile",
    edited(S, lambda d: d["setup"]["deck"].__setitem__(0, "NOPE")),
    "the save does not replay: the deck names tiles that do not exist: NOPE",
)
case(
    "saves",
    "tile-count-negative",
    edited(S, lambda d: d["setup"]["tiles"][0].__setitem__("count", -1)),
    "setup.tiles[0].count: must be at least 0 (got -1)",
)
case(
    "saves",
    "option-unknown",
    edited(S, lambda d: d["setup"].__setitem__("options", {"fast": True})),
    "setup.options: 'fast' is not a rule option (known: hill_dale_strict_travel, hill_dale_harvest_in_order)",
)
case(
    "saves",
    "option-as-string",
    edited(SA, lambda d: d["setup"].__setitem__("options", {"safari_final_majority": "true"})),
    "setup.options.safari_final_majority: must be true or false (got 'true')",
)
case(
    "saves",
    "harvest-unknown-crop",
    edited(S, lambda d: d["setup"]["extra"].__setitem__("harvest", {"gold": 1})),
    "setup.extra.harvest.gold (a key): must be one of 'apple', 'strawberry', 'pumpkin', 'sunflower', 'grain', 'scarecrow' (got 'gold')",
)
case(
    "saves",
    "boat-a-billion-spaces",
    edited(A, lambda d: d["setup"]["extra"].__setitem__("boats", [1_000_000_000, 1])),
    "setup.extra.boats[0]: must be at most 200 (got 1000000000)",
)
case(
    "saves",
    "safari-hand-unknown-animal",
    edited(SA, lambda d: d["setup"]["extra"]["hands"][0].__setitem__(0, "cat")),
    "setup.extra.hands[0][0]: must be one of 'monkey', 'elephant', 'giraffe', 'lion', 'zebra' (got 'cat')",
)
case(
    "saves",
    "six-seats",
    edited(S, lambda d: d["setup"]["seats"].extend([{}, {}])),
    "setup.seats: may hold at most 5 items (got a list of 6)",
)
case(
    "saves",
    "game-id-path",
    edited(S, lambda d: d.__setitem__("game_id", "../../etc/passwd")),
    "game_id: string should match pattern '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' (got '../../etc/passwd')",
)
case(
    "saves",
    "name-too-long",
    edited(S, lambda d: d.__setitem__("name", "x" * 41)),
    "name: may be at most 40 characters long (got 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…)",
)
case(
    "saves",
    "doctored-points",
    edited(A, lambda d: next(e for e in d["events"] if e["type"] == "BoatMoved").__setitem__("to", 5)),
    "events[9] does not follow from the rules: the file says BoatMoved(seat=1, frm=1, to=5, reason=no_piece), the rules say BoatMoved(seat=1, frm=1, to=2, reason=no_piece)",
)
case(
    "saves",
    "truncated",
    text(S)[: len(text(S)) // 2],
    "not valid JSON: Unterminated string starting at (line 1, column 2202)",
)
case(
    "saves",
    "not-json",
    b"{oops",
    "not valid JSON: Expecting property name enclosed in double quotes (line 1, column 2)",
)
case(
    "saves",
    "nan-seed",
    text(S).replace(b'"seed": null', b'"seed": NaN').replace(b'"seed": 0', b'"seed": NaN'),
    "not valid JSON: NaN is not a number JSON allows",
)
case(
    "saves",
    "duplicate-key",
    text(S).replace(b'"format": "tessera-save"', b'"format": "tessera-save", "format": "tessera-save"'),
    "the key 'format' appears twice in one object",
)
case("saves", "utf-16", text(S).decode("utf-8").encode("utf-16"), "UTF-16 text; the program reads UTF-8")
case("saves", "latin-1-byte", text(S).replace(b"Anna", b"Ann\xe9"), "not UTF-8 text (byte 437 is not UTF-8)")
case(
    "saves",
    "number-5000-digits",
    text(S).replace(b'"version": 3', b'"version": 3' + b"0" * 5000),
    "not valid JSON: a number has more than 4300 digits",
)
case(
    "saves",
    "events-nested-30-deep",
    edited(S, lambda d: d["events"].__setitem__(0, nested(30, 1))),
    "nested 32 levels deep; the limit is 24",
)
case("saves", "empty", b"", "not valid JSON: Expecting value (line 1, column 1)")
case("saves", "a-list", b"[]", "this file is not a save of this game (its 'format' is not 'tessera-save')")
case(
    "saves",
    "seats-as-object",
    edited(S, lambda d: d["setup"].__setitem__("seats", {"0": {}})),
    "setup.seats: must be a list (got an object)",
)

# --- scenarios ---
H = samples.scenario("hill_dale")
AM = samples.scenario("amazonas")


def command(i, key, value):
    return lambda d: d["commands"][i].__setitem__(key, value)


case(
    "scenarios",
    "seat-as-string",
    edited(H, command(1, "seat", "0")),
    "commands[1].seat: must be a whole number (got '0')",
)
case(
    "scenarios",
    "boats-float-a-billion",
    text(edited(AM, lambda d: d["setup"].__setitem__("boats", [1, 1]))).replace(
        b'"boats": [1, 1]', b'"boats": [1e9, 1]'
    ),
    "setup.boats[0]: must be a whole number (got 1000000000.0)",
)
case(
    "scenarios",
    "boats-a-billion",
    edited(AM, lambda d: d["setup"].__setitem__("boats", [1_000_000_000, 1])),
    "setup.boats[0]: must be at most 200 (got 1000000000)",
)
case(
    "scenarios",
    "edition-an-object",
    edited(H, lambda d: d.__setitem__("edition", {"a": 1})),
    "edition: must be one of hill_dale, safari, amazonas, hunters",
)
case(
    "scenarios",
    "deck-of-lists",
    edited(H, lambda d: d.__setitem__("deck", [["A"]])),
    "deck[0]: must be a string (got a list of 1)",
)
case(
    "scenarios",
    "players-float",
    edited(H, lambda d: d.__setitem__("players", 2.0)),
    "players: must be a whole number (got 2.0)",
)
case(
    "scenarios",
    "players-true",
    edited(H, lambda d: d.__setitem__("players", True)),
    "players: must be a whole number (got true)",
)
case(
    "scenarios",
    "commands-an-object",
    edited(H, lambda d: d.__setitem__("commands", {"do": "skip"})),
    "commands: must be a list (got an object)",
)
case(
    "scenarios",
    "do-a-list",
    edited(H, lambda d: d["commands"].__setitem__(1, {"do": ["skip"]})),
    "commands[1]: unknown do ['skip'] (known: place_tile, place, skip, travel, take_harvest, harvest_first, move_ranger, place_ranger, dig, expand, play_animal, decline_animal, place_double)",
)
case("scenarios", "x-as-string", edited(H, command(0, "x", "1")), "commands[0].x: must be a whole number (got '1')")
case(
    "scenarios",
    "rot-as-float",
    edited(H, command(0, "rot", 90.0)),
    "commands[0].rot: must be a whole number (got 90.0)",
)
case(
    "scenarios",
    "option-unknown",
    edited(H, lambda d: d.__setitem__("options", {"fast": True})),
    "options: 'fast' is not a rule option (known: hill_dale_strict_travel, hill_dale_harvest_in_order)",
)
case(
    "scenarios",
    "setup-unknown-key",
    edited(H, lambda d: d.__setitem__("setup", {"boats": [1, 1]})),
    "setup.boats: is not a key this file may hold",
)
case(
    "scenarios",
    "finish-as-string",
    edited(H, lambda d: d.__setitem__("finish", "true")),
    "finish: must be true or false (got 'true')",
)
case(
    "scenarios",
    "seed-as-string",
    edited(H, lambda d: d.__setitem__("seed", "1")),
    "seed: must be a whole number (got '1')",
)
case(
    "scenarios",
    "tile-without-features",
    edited(H, lambda d: d["tiles"][1].__setitem__("features", [])),
    "tiles[1].features: must hold at least 1 item (got a list of 0)",
)
case(
    "scenarios",
    "tile-unknown-segment",
    edited(H, lambda d: d["tiles"][1]["features"][0].__setitem__("segments", ["Up"])),
    "tiles: tile 'A_PUMPKIN': feature 'f': 'Up' is not a segment name (Nw N Ne En E Es Se S Sw Ws W Wn)",
)
case(
    "scenarios",
    "deep-expect",
    edited(H, lambda d: d.__setitem__("expect", nested(100, 1))),
    "nested 101 levels deep; the limit is 24",
)
case(
    "scenarios",
    "start-unknown",
    edited(H, lambda d: d.__setitem__("start", "NOPE")),
    "start: no tile 'NOPE' in the scenario or the hill_dale box",
)
case(
    "scenarios",
    "tiles-an-object",
    edited(H, lambda d: d.__setitem__("tiles", {})),
    "tiles: must be a list (got an object)",
)
case(
    "scenarios",
    "tile-id-nul",
    edited(H, lambda d: d["tiles"][0].__setitem__("id", "A\x00")),
    "tiles[0].id: holds a control character (\\x00)",
)
case(
    "scenarios",
    "harvest-negative",
    edited(H, lambda d: d.__setitem__("setup", {"harvest": {"apple": -1}})),
    "setup.harvest.apple: must be at least 0 (got -1)",
)
case(
    "scenarios",
    "travel-to-three-numbers",
    edited(H, lambda d: d["commands"].__setitem__(1, {"do": "travel", "from": [0, 0], "to": [1, 2, 3]})),
    "commands[1].to: may hold at most 2 items (got a list of 3)",
)
case("scenarios", "not-json", b'{"edition": ', "not valid JSON: Expecting value (line 1, column 13)")
case("scenarios", "a-list", b"[1, 2]", "the file must hold one JSON object")

# --- settings: the problems Settings.load reports (the rest of the file is kept) ---
SE = samples.settings()
case(
    "settings",
    "fullscreen-as-string",
    edited(SE, lambda d: d.__setitem__("fullscreen", "false")),
    ["settings.json: fullscreen: must be true or false (got 'false'); the default is used"],
)
case(
    "settings",
    "language-unknown",
    edited(SE, lambda d: d.__setitem__("language", "de")),
    ["settings.json: language: must be one of 'en', 'ru' (got 'de'); the default is used"],
)
case(
    "settings",
    "speed-as-string",
    edited(SE, lambda d: d.__setitem__("animation_speed", "fast")),
    ["settings.json: animation_speed: must be a number (got 'fast'); the default is used"],
)
case(
    "settings",
    "speed-too-high",
    edited(SE, lambda d: d.__setitem__("animation_speed", 100.0)),
    ["settings.json: animation_speed: must be at most 3.0 (got 100.0); the default is used"],
)
case(
    "settings",
    "sound-as-number",
    edited(SE, lambda d: d.__setitem__("sound", 1)),
    ["settings.json: sound: must be true or false (got 1); the default is used"],
)
case(
    "settings",
    "names-as-numbers",
    edited(SE, lambda d: d.__setitem__("last_names", [1, 2])),
    ["settings.json: last_names[0]: must be a string (got 1) (and 1 more problem); the default is used"],
)
case(
    "settings",
    "a-list",
    b"[]",
    ["settings.json: the settings file must hold one JSON object; every setting is at its default"],
)
case(
    "settings",
    "broken",
    b'{"sound": tru',
    ["settings.json: not valid JSON: Expecting value (line 1, column 11); every setting is at its default"],
)


def main() -> None:
    reasons = {}
    for kind, name, content, reason in CASES:
        folder = HERE / kind
        folder.mkdir(exist_ok=True)
        path = folder / (name + ".json") if kind != "settings" else folder / name / "settings.json"
        path.parent.mkdir(exist_ok=True)
        data = content if isinstance(content, bytes) else text(content)
        path.write_bytes(data)
        reasons[str(path.relative_to(HERE))] = reason
    (HERE / "reasons.json").write_text(json.dumps(reasons, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(CASES)} files")


if __name__ == "__main__":
    main()
