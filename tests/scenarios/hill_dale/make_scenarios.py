"""Writes tests/scenarios/hill_dale/*.json (the rulebook examples, rulings 27-31 and the strict travel option).

Run from the repository root: python tests/scenarios/hill_dale/make_scenarios.py
"""

import json
from pathlib import Path

OUT = Path("tests/scenarios/hill_dale")
ALL = ["Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"]


def rest(*taken):
    return [s for s in ALL if s not in taken]


def meadow(tid, animals=0):
    f = {"id": "m", "kind": "meadow", "segments": ALL}
    if animals:
        f["symbols"] = {"animal": animals}
    return {"id": tid, "features": [f]}


J_E = {
    "id": "J_E",
    "features": [
        {"id": "p", "kind": "path", "segments": ["E"], "ends": ["j"]},
        {"id": "j", "kind": "junction", "segments": []},
        {"id": "m", "kind": "meadow", "segments": rest("E")},
    ],
}
STR = {
    "id": "STR",
    "features": [
        {"id": "p", "kind": "path", "segments": ["W", "E"]},
        {"id": "n", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne", "En"]},
        {"id": "s", "kind": "meadow", "segments": ["Es", "Se", "S", "Sw", "Ws"]},
    ],
}
P_FIELD = {
    "id": "P_FIELD",
    "features": [  # path from W ends at a field on the E side
        {"id": "p", "kind": "path", "segments": ["W"], "ends": ["f"]},
        {"id": "f", "kind": "field", "segments": ["En", "E", "Es"]},
        {"id": "n", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne"]},
        {"id": "s", "kind": "meadow", "segments": ["Ws", "Sw", "S", "Se"]},
    ],
}
BEND_WS = {
    "id": "BEND_WS",
    "features": [  # path from W turning S (rot 90: N-W, 180: E-N, 270: S-E)
        {"id": "p", "kind": "path", "segments": ["W", "S"]},
        {"id": "i", "kind": "meadow", "segments": ["Ws", "Sw"]},
        {"id": "o", "kind": "meadow", "segments": ["Se", "Es", "E", "En", "Ne", "N", "Nw", "Wn"]},
    ],
}


def cap(tid, symbols=None):  # field on the E side only
    f = {"id": "f", "kind": "field", "segments": ["En", "E", "Es"]}
    if symbols:
        f["symbols"] = symbols
    return {"id": tid, "features": [f, {"id": "m", "kind": "meadow", "segments": rest("En", "E", "Es")}]}


def strip(tid, symbols=None):  # field from W to E
    f = {"id": "f", "kind": "field", "segments": ["Wn", "W", "Ws", "En", "E", "Es"]}
    if symbols:
        f["symbols"] = symbols
    return {
        "id": tid,
        "features": [
            f,
            {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]},
            {"id": "s", "kind": "meadow", "segments": ["Se", "S", "Sw"]},
        ],
    }


def tee(tid, symbols=None):  # field on W, E and S sides, meadow on N
    f = {"id": "f", "kind": "field", "segments": ["Wn", "W", "Ws", "Sw", "S", "Se", "Es", "E", "En"]}
    if symbols:
        f["symbols"] = symbols
    return {"id": tid, "features": [f, {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]}]}


START3 = {
    "id": "START3",
    "tags": ["start"],
    "cells": [
        {"at": [0, 0], "features": [{"id": "m", "kind": "meadow", "segments": ALL}]},
        {"at": [1, 0], "features": [{"id": "m", "kind": "meadow", "segments": ALL}]},
        {"at": [2, 0], "features": [{"id": "m", "kind": "meadow", "segments": ALL}]},
    ],
}


def T(x, y, rot=0):
    return {"do": "place_tile", "x": x, "y": y, "rot": rot}


def F(feature, piece="follower", cell=None):
    d = {"do": "place", "piece": piece, "feature": feature}
    if cell is not None:
        d["cell"] = cell
    return d


SKIP = {"do": "skip"}


def TR(a, b):
    return {"do": "travel", "from": a, "to": b}


def H(seat, crop):
    return {"do": "take_harvest", "seat": seat, "crop": crop}


def write(name, about, tiles, start, deck, commands, expect, players=2, setup=None, finish=False, options=None):
    doc = {"about": about, "edition": "hill_dale", "players": players, "tiles": tiles, "start": start, "deck": deck}
    if options:
        doc["options"] = options
    if setup:
        doc["setup"] = setup
    doc["commands"] = commands
    if finish:
        doc["finish"] = True
    doc["expect"] = expect
    (OUT / f"{name}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


# --- rulebook: a path from a field to a junction, 3 tiles, completed by the other player: 3 ---
write(
    "rulebook-path-3",
    "Rulebook 3a: the path starts in a field and ends at a junction; the other player completes "
    "it; your path spans 3 tiles: 3 points, and the traveller goes back to supply.",
    [J_E, STR, P_FIELD],
    "J_E",
    ["STR", "P_FIELD"],
    [T(1, 0), F("p"), T(2, 0), SKIP],
    {
        "scores": [3, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"path": 3}, {}],
        "state": {"supply": [{"follower": 4, "stable": 2}, {"follower": 4, "stable": 2}]},
    },
)

# --- rulebook: a field of 3 tiles: 6 points and its pumpkin and grain tokens ---
FA, FB, FC = cap("CAP_PUMPKIN", {"pumpkin": 1}), strip("STRIP_GRAIN", {"grain": 1}), cap("CAP")
write(
    "rulebook-field-3",
    "Rulebook 3 (fields): a completed field of 3 tiles gives its farmer 6 points and one harvest "
    "token per symbol (pumpkin, grain); at the end each token is worth 1.",
    [meadow("M"), FA, FB, FC],
    "M",
    ["CAP_PUMPKIN", "STRIP_GRAIN", "CAP"],
    [T(1, 0), F("f"), T(2, 0), SKIP, T(3, 0, 180), SKIP],
    {
        "scores": [8, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"field": 6, "harvest": 2}, {}],
        "state": {"harvest": [{"pumpkin": 1, "grain": 1}, {}]},
    },
)

# --- ruling 28: a crop whose tokens are gone gives nothing ---
write(
    "ruling28-supply-limited",
    "Ruling 28: the harvest supply is limited; with no pumpkin token left the pumpkin symbol gives nothing.",
    [meadow("M"), FA, FB, FC],
    "M",
    ["CAP_PUMPKIN", "STRIP_GRAIN", "CAP"],
    [T(1, 0), F("f"), T(2, 0), SKIP, T(3, 0, 180), SKIP],
    {
        "scores": [7, 0],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"grain": 1}, {}], "harvest_supply": {"grain": 4, "pumpkin": 0}},
    },
    setup={"harvest": {"apple": 5, "strawberry": 5, "pumpkin": 0, "sunflower": 5, "grain": 5, "scarecrow": 8}},
)

write(
    "ruling28-supply-partial-setup",
    "Ruling 28 / scenario setup: a 'harvest' supply that names only some crops keeps "
    "the box's count (5, 8 scarecrows) for the others: no pumpkin is left, so the pumpkin symbol gives nothing, "
    "but the grain symbol still gives a grain token.",
    [meadow("M"), FA, FB, FC],
    "M",
    ["CAP_PUMPKIN", "STRIP_GRAIN", "CAP"],
    [T(1, 0), F("f"), T(2, 0), SKIP, T(3, 0, 180), SKIP],
    {
        "scores": [7, 0],
        "ended": True,
        "refused": None,
        "state": {
            "harvest": [{"grain": 1}, {}],
            "harvest_supply": {"apple": 5, "strawberry": 5, "pumpkin": 0, "sunflower": 5, "grain": 4, "scarecrow": 8},
        },
    },
    setup={"harvest": {"pumpkin": 0}},
)

# --- rulebook: travel 2 tiles ---
write(
    "rulebook-travel-2",
    "Rulebook 3b: you extended the path your traveller stands on and placed no piece: it travels "
    "to the end of the path in the chosen direction, 1 point per tile moved (2). The unfinished 4-tile path scores "
    "4 at the end.",
    [J_E, STR],
    "J_E",
    ["STR", "STR", "STR"],
    [T(1, 0), F("p"), T(2, 0), SKIP, T(3, 0), TR([1, 0], [3, 0])],
    {"scores": [6, 0], "ended": True, "refused": None, "breakdown": [{"travel": 2, "final_path": 4}, {}]},
)

# --- ruling 29: passing another traveller, and stopping short of one ---
write(
    "ruling29-travel-passes",
    "Ruling 29: two paths joined into one; the traveller passes the other player's traveller "
    "and goes to the last tile in that direction: 4 tiles, 4 points. At the end both travellers share the "
    "unfinished 5-tile path: 5 each.",
    [J_E, STR, BEND_WS],
    "J_E",
    ["STR", "BEND_WS", "BEND_WS", "BEND_WS"],
    [
        T(1, 0),
        F("p"),  # seat 0: (0,0) junction - (1,0), open E
        T(1, 1, 270),
        F("p"),  # seat 1: a separate bend E-S at (1,1)
        T(2, 0),
        SKIP,  # seat 0: bend W-S at (2,0) extends path A
        T(2, 1, 90),
        TR([1, 1], [0, 0]),
    ],  # seat 1: bend N-W joins both paths; seat 1 travels over seat 0's man
    {
        "scores": [5, 9],
        "ended": True,
        "refused": None,
        "breakdown": [{"final_path": 5}, {"travel": 4, "final_path": 5}],
    },
)
write(
    "ruling29-travel-stops-short",
    "Ruling 29: a traveller never stops on a tile with another traveller: it stops on the "
    "nearest free tile short of it (2 tiles, not 3).",
    [J_E, STR, BEND_WS],
    "J_E",
    ["STR", "BEND_WS", "BEND_WS", "BEND_WS"],
    [T(1, 0), F("p"), T(1, 1, 270), F("p"), T(2, 0), SKIP, T(2, 1, 90), TR([1, 1], [1, 0])],
    {"refused": 7, "reason_contains": "last tile"},
)
write(
    "ruling29-travel-stops-short-ok",
    "Ruling 29: towards the end tile (1,1), which holds seat 1's traveller, seat 0's "
    "traveller stops on the nearest free tile short of it, (2,1): 2 tiles. At the end both share the 5-tile path.",
    [J_E, STR, BEND_WS, meadow("M")],
    "J_E",
    ["STR", "BEND_WS", "BEND_WS", "M", "BEND_WS"],
    [T(1, 0), F("p"), T(1, 1, 270), F("p"), T(2, 0), SKIP, T(0, 1), SKIP, T(2, 1, 90), TR([1, 0], [2, 1])],
    {
        "scores": [7, 5],
        "ended": True,
        "refused": None,
        "breakdown": [{"travel": 2, "final_path": 5}, {"final_path": 5}],
    },
)
write(
    "ruling29-travel-needs-extension",
    "Ruling 29: travel only when the tile just placed extended your traveller's path.",
    [J_E, STR, meadow("M")],
    "J_E",
    ["STR", "STR", "M"],
    [T(1, 0), F("p"), T(2, 0), SKIP, T(0, 1), TR([1, 0], [2, 0])],
    {"refused": 5, "reason_contains": "extended", "pending": {"seat": 0, "decision": "action"}},
)
write(
    "ruling29-no-travel-on-completed",
    "Ruling 29: a path completed this turn scores instead; no travel on it.",
    [J_E, STR, P_FIELD],
    "J_E",
    ["STR", "STR", "P_FIELD"],
    [T(1, 0), F("p"), T(2, 0), SKIP, T(3, 0), TR([1, 0], [3, 0])],
    {"refused": 5, "reason_contains": "completed"},
)

# --- ruling 27: meeples on paths/fields only; no second traveller; shared path 4 and 4 ---
write(
    "ruling27-no-meeple-on-meadow",
    "Ruling 27: a meeple stands on a path or a field; only stables go on meadows.",
    [J_E, STR],
    "J_E",
    ["STR"],
    [T(1, 0), F("n")],
    {"refused": 1, "reason_contains": "path or a field"},
)
write(
    "ruling27-path-taken",
    "Rule 2a: no meeple on a path that already has a traveller.",
    [J_E, STR],
    "J_E",
    ["STR", "STR"],
    [T(1, 0), F("p"), T(2, 0), F("p")],
    {
        "refused": 3,
        "reason_contains": "already has a traveller",
        "state": {"supply": [{"follower": 3}, {"follower": 4}]},
    },
)
write(
    "rulebook-shared-path-4-4",
    "Rulebook p.6: two paths joined by a tile into one completed path with one traveller each: both score its 4 tiles.",
    [J_E, STR, BEND_WS, P_FIELD],
    "J_E",
    ["BEND_WS", "P_FIELD", "BEND_WS"],
    [
        T(1, 0),
        F("p"),  # seat 0: (0,0)J - (1,0) bend W-S, open S
        T(0, 1, 180),
        F("p"),  # seat 1: P_FIELD turned: path on E ending at a field on W
        T(1, 1, 90),
        SKIP,
    ],  # seat 0: bend N-W closes: J(0,0)-(1,0)-(1,1)-(0,1)field
    {"scores": [4, 4], "ended": True, "refused": None, "breakdown": [{"path": 4}, {"path": 4}]},
)

# --- stables (ruling 30) ---
write(
    "rulebook-stable-9",
    "Rulebook (end): a stable scores 1 per animal on its tile and the 8 around it, even if not "
    "surrounded: 2 + 1 + 3 + 3 = 9.",
    [meadow("M2", 2), meadow("M1", 1), meadow("M3", 3)],
    "M2",
    ["M1", "M3", "M3"],
    [T(1, 0), F("m", "stable"), T(2, 0), SKIP, T(1, 1), SKIP],
    {
        "scores": [9, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"stables": 9}, {}],
        "state": {"supply": [{"follower": 4, "stable": 1}, {"follower": 4, "stable": 2}]},
    },
)
write(
    "ruling30-stable-too-close",
    "Ruling 30: no stable on a tile with a stable on any of the 8 cells around it (diagonal too), whoever owns it.",
    [meadow("M2", 2), meadow("M1", 1), meadow("M3", 3)],
    "M2",
    ["M1", "M3", "M3"],
    [T(1, 0), F("m", "stable"), T(0, 1, 0), F("m", "stable")],
    {"refused": 3, "reason_contains": "8 tiles around"},
)
write(
    "ruling30-stable-two-away",
    "Ruling 30: two tiles apart is far enough; stables stay to the end.",
    [meadow("M2", 2), meadow("M1", 1), meadow("M3", 3)],
    "M2",
    ["M1", "M3", "M3", "M1"],
    [T(1, 0), F("m", "stable"), T(2, 0), SKIP, T(3, 0), F("m", "stable"), T(-1, 0), SKIP],
    {
        "scores": [6 + 6, 0],
        "ended": True,
        "refused": None,
        "state": {"supply": [{"follower": 4, "stable": 0}, {"follower": 4, "stable": 2}]},
    },
)

# --- harvest draft (ruling 28) ---
A, B, X = (
    cap("A_PUMPKIN", {"pumpkin": 1}),
    cap("B_GRAIN", {"grain": 1}),
    strip("X3", {"apple": 1, "strawberry": 1, "sunflower": 1}),
)
write(
    "rulebook-draft-completer-tied",
    "Ruling 28 / rulebook p.6: tied farmers share the 5 tokens one at a time, the "
    "completing player first: 3 and 2. Both score the field's 6.",
    [START3, A, B, X],
    "START3",
    ["A_PUMPKIN", "B_GRAIN", "X3"],
    [
        T(0, 1),
        F("f"),
        T(2, 1, 180),
        F("f"),
        T(1, 1),
        SKIP,
        H(0, "apple"),
        H(1, "grain"),
        H(0, "pumpkin"),
        H(1, "strawberry"),
        H(0, "sunflower"),
    ],
    {
        "scores": [9, 8],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"apple": 1, "pumpkin": 1, "sunflower": 1}, {"grain": 1, "strawberry": 1}]},
    },
)
write(
    "ruling28-draft-pending",
    "Ruling 28: after the tie the game asks the completing player for a token first.",
    [START3, A, B, X],
    "START3",
    ["A_PUMPKIN", "B_GRAIN", "X3"],
    [T(0, 1), F("f"), T(2, 1, 180), F("f"), T(1, 1), SKIP, H(1, "grain")],
    {"scores": [6, 6], "refused": 6, "ended": False, "pending": {"seat": 0, "decision": "take_harvest"}},
)
M = meadow("M")
write(
    "ruling28-draft-completer-not-tied",
    "Ruling 28: the completing player (seat 1) has no farmer there; the tied seats "
    "2 and 0 draft, starting with the next tied player after the completer in turn order: seat 2, then 0.",
    [START3, A, B, X, M],
    "START3",
    ["A_PUMPKIN", "M", "B_GRAIN", "M", "M", "X3"],
    [
        T(0, 1),
        F("f"),
        T(1, -1),
        SKIP,
        T(2, 1, 180),
        F("f"),
        T(0, -1),
        SKIP,
        T(2, -1),
        SKIP,
        T(1, 1),
        SKIP,
        H(2, "sunflower"),
        H(0, "apple"),
        H(2, "grain"),
        H(0, "pumpkin"),
        H(2, "strawberry"),
    ],
    {
        "scores": [6 + 2, 0, 6 + 3, 0],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"apple": 1, "pumpkin": 1}, {}, {"sunflower": 1, "grain": 1, "strawberry": 1}, {}]},
    },
    players=4,
)
C = cap("C_APPLE", {"apple": 2})
write(
    "rulebook-field-majority",
    "Rulebook p.6: you (seat 0) join three fields (two with your farmers, one with "
    "yellow's) into one completed field of 5 tiles with 5 harvest symbols; two farmers beat one, so you alone "
    "score 10 and take all 5 tokens; both players' farmers go home.",
    [START3, A, B, C, M, strip("STRIP"), tee("TEE", {"grain": 1})],
    "START3",
    ["STRIP", "B_GRAIN", "A_PUMPKIN", "M", "C_APPLE", "M", "TEE"],
    [
        T(0, 1),
        F("f"),  # seat 0: a field strip W-E at (0,1), farmer
        T(2, 1, 180),
        F("f"),  # seat 1 (yellow): a field cap open W at (2,1), farmer
        T(-1, 1),
        SKIP,  # seat 0: a cap closes the west end of its field
        T(0, 2),
        SKIP,  # seat 1: a meadow
        T(1, 2, 270),
        F("f"),  # seat 0: a separate cap open N at (1,2), a second farmer
        T(3, 0),
        SKIP,  # seat 1: a meadow
        T(1, 1),
        SKIP,
    ],  # seat 0: the T joins the three fields: 5 tiles, closed
    {
        "scores": [10 + 5, 0],
        "ended": True,
        "breakdown": [{"field": 10, "harvest": 5}, {}],
        "refused": None,
        "state": {
            "harvest": [{"pumpkin": 1, "grain": 2, "apple": 2}, {}],
            "supply": [{"follower": 4}, {"follower": 4}],
        },
    },
)

# --- rulebook: 12 harvest tokens, two sets (the second with 2 scarecrows): 12 + 10 = 22 ---
write(
    "rulebook-harvest-22",
    "Rulebook (end): 12 harvest tokens score 12, and they make 2 sets of 5 different crops, "
    "the second with 2 scarecrows standing in for missing crops: +10, 22 in all. (The 2-tile field scored 4.)",
    [
        meadow("M"),
        cap("C7", {"apple": 3, "strawberry": 2, "pumpkin": 2}),
        cap("C5", {"sunflower": 1, "grain": 2, "scarecrow": 2}),
    ],
    "M",
    ["C7", "C5"],
    [T(1, 0), F("f"), T(2, 0, 180), SKIP],
    {
        "scores": [4 + 12 + 10, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"field": 4, "harvest": 12, "harvest_sets": 10}, {}],
        "state": {
            "harvest": [{"apple": 3, "strawberry": 2, "pumpkin": 2, "sunflower": 1, "grain": 2, "scarecrow": 2}, {}]
        },
    },
)

# --- rulebook: the traveller moves 2 tiles, passing blue's traveller ---
STR0 = dict(STR, id="STR0", tags=["start"])
write(
    "rulebook-travel-2-passing",
    "Rulebook 3b (pictures): blue's traveller (seat 1) stands on the tile next to yours "
    "at the path's open west end; you extend that end and travel west: 2 tiles, passing blue (who does not "
    "hinder you): 2 points. (Blue got there by travelling 4 tiles after joining its path to yours.) At the "
    "end both share the unfinished 6-tile path.",
    [STR0, STR, BEND_WS],
    "STR0",
    ["STR", "BEND_WS", "BEND_WS", "BEND_WS", "STR"],
    [
        T(1, 0),
        F("p"),  # seat 0: path (0,0)-(1,0), traveller at (1,0)
        T(1, 1, 270),
        F("p"),  # seat 1: a separate bend E-S at (1,1), traveller
        T(2, 0),
        SKIP,  # seat 0: bend W-S extends its path
        T(2, 1, 90),
        TR([1, 1], [0, 0]),  # seat 1 joins the paths and travels west to (0,0): 4 tiles
        T(-1, 0),
        TR([1, 0], [-1, 0]),
    ],  # seat 0 extends the west end and travels past blue: 2 tiles
    {
        "scores": [2 + 6, 4 + 6],
        "ended": True,
        "refused": None,
        "breakdown": [{"travel": 2, "final_path": 6}, {"travel": 4, "final_path": 6}],
    },
)

# --- ruling 31: the end ---
write(
    "ruling31-final-unfinished",
    "Ruling 31: unfinished path 1 per tile, unfinished field 1 per tile and no tokens "
    "(the field's pumpkin gives nothing).",
    [START3, A, B, X, STR, J_E],
    "START3",
    ["A_PUMPKIN", "J_E"],
    [T(0, 1), F("f"), T(2, 1), F("p")],
    {
        "scores": [1, 1],
        "ended": True,
        "refused": None,
        "breakdown": [{"final_field": 1}, {"final_path": 1}],
        "state": {"harvest": [{}, {}]},
    },
)
write(
    "ruling31-finish-flag",
    "Scenario 'finish': final scoring runs after the last command even with tiles left.",
    [J_E, STR],
    "J_E",
    ["STR", "STR", "STR"],
    [T(1, 0), F("p")],
    {"scores": [2, 0], "ended": True, "refused": None, "state": {"tiles_left": 1}},
    finish=True,
)
write(
    "ruling1-unplaceable-discarded",
    "Ruling 1: a drawn tile that fits nowhere is removed and the next one drawn; when "
    "the last tile fits nowhere the game ends.",
    [J_E, STR, {"id": "FULL", "features": [{"id": "f", "kind": "field", "segments": ALL}]}],
    "J_E",
    ["STR", "FULL", "STR", "FULL"],
    [T(1, 0), SKIP, T(2, 0), SKIP],
    {"scores": [0, 0], "ended": True, "refused": None, "state": {"discarded": ["FULL", "FULL"], "tiles_left": 0}},
)

# --- ruling 27: only a field that someone scores gives harvest tokens ---
TWO_CAPS = {
    "id": "TWO_CAPS",
    "features": [  # the field on the E side first: the engine meets (and used to pay) the unscored field first
        {"id": "e", "kind": "field", "segments": ["En", "E", "Es"], "symbols": {"pumpkin": 1, "grain": 1}},
        {"id": "w", "kind": "field", "segments": ["Wn", "W", "Ws"], "symbols": {"pumpkin": 1}},
        {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]},
        {"id": "s", "kind": "meadow", "segments": ["Se", "S", "Sw"]},
    ],
}
ONE_PUMPKIN = {"apple": 5, "strawberry": 5, "pumpkin": 1, "sunflower": 5, "grain": 5, "scarecrow": 8}
write(
    "ruling27-unscored-field-takes-no-tokens",
    "Ruling 27: one tile completes two fields; the east one has no farmer and scores for nobody, so its pumpkin "
    "and grain symbols give no tokens and take none from the supply. The one pumpkin token left goes to the "
    "farmer of the west field (4 points for its 2 tiles, +1 for the token at the end); the grain stays in supply.",
    [START3, A, cap("A_PUMPKIN2", {"pumpkin": 1}), TWO_CAPS],
    "START3",
    ["A_PUMPKIN", "A_PUMPKIN2", "TWO_CAPS"],
    [T(0, 1), F("f"), T(2, 1, 180), SKIP, T(1, 1), SKIP],
    {
        "scores": [4 + 1, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"field": 4, "harvest": 1}, {}],
        "state": {
            "harvest": [{"pumpkin": 1}, {}],
            "harvest_supply": {"pumpkin": 0, "grain": 5},
            "supply": [{"follower": 4}, {"follower": 4}],
        },
    },
    setup={"harvest": ONE_PUMPKIN},
)

# --- option hill_dale_strict_travel (rule 3b read strictly) against ruling 29 ---
TWIN = {
    "id": "TWIN",
    "features": [  # a path N-S, and beside it a path from W ending at a junction
        {"id": "a", "kind": "path", "segments": ["N", "S"]},
        {"id": "b", "kind": "path", "segments": ["W"], "ends": ["j"]},
        {"id": "j", "kind": "junction", "segments": []},
        {"id": "mw", "kind": "meadow", "segments": ["Nw", "Wn", "Ws", "Sw"]},
        {"id": "me", "kind": "meadow", "segments": ["Ne", "En", "E", "Es", "Se"]},
    ],
}
# seat 0: a traveller on the path J(0,0)-(1,0) (open east) and one on the N-S path at (2,-1); then TWIN at (2,0)
# completes the first path (3 tiles) and extends the second one south.
STRICT_TILES = [J_E, STR, meadow("M"), TWIN]
STRICT_DECK = ["STR", "M", "STR", "M", "TWIN"]
STRICT_OPENING = [T(1, 0), F("p"), T(1, -1), SKIP, T(2, -1, 90), F("p"), T(0, 1), SKIP, T(2, 0)]
STRICT = {"hill_dale_strict_travel": True}
write(
    "ruling29-travel-beside-a-scored-path",
    "Ruling 29 (default): the tile completes one of your paths (3 points) and extends another one; you may "
    "still travel on the other one: 1 tile, 1 point. At the end its unfinished 2 tiles score 2.",
    STRICT_TILES,
    "J_E",
    STRICT_DECK,
    STRICT_OPENING + [TR([2, -1], [2, 0])],
    {
        "scores": [3 + 1 + 2, 0],
        "ended": True,
        "refused": None,
        "breakdown": [{"path": 3, "travel": 1, "final_path": 2}, {}],
    },
)
write(
    "option-strict-travel-refused",
    "Option hill_dale_strict_travel (rule 3b: «Если вы не получали очки за завершённую тропу на текущем ходу»): "
    "you score a completed path this turn, so no travel at all, not even on the other path the tile extended.",
    STRICT_TILES,
    "J_E",
    STRICT_DECK,
    STRICT_OPENING + [TR([2, -1], [2, 0])],
    {"refused": 9, "reason_contains": "strict travel", "pending": {"seat": 0, "decision": "action"}},
    options=STRICT,
)
write(
    "option-strict-travel-scores-path-only",
    "Option hill_dale_strict_travel: without the travel the turn scores only the completed path (3); the other "
    "path's 2 tiles score 2 at the end.",
    STRICT_TILES,
    "J_E",
    STRICT_DECK,
    STRICT_OPENING + [SKIP],
    {"scores": [3 + 2, 0], "ended": True, "refused": None, "breakdown": [{"path": 3, "final_path": 2}, {}]},
    options=STRICT,
)
write(
    "option-strict-travel-others-path",
    "Option hill_dale_strict_travel: the path your tile completes is the other player's (seat 1 scores its 3); "
    "you scored no completed path, so you may travel on yours: 1 point, and 2 at the end.",
    STRICT_TILES,
    "J_E",
    ["M", "STR", "M", "M", "STR", "M", "TWIN"],
    [T(0, -1), SKIP, T(1, 0), F("p"), T(1, -1), SKIP, T(0, 1), SKIP, T(2, -1, 90), F("p"), T(-1, 0), SKIP]
    + [T(2, 0), TR([2, -1], [2, 0])],
    {
        "scores": [1 + 2, 3],
        "ended": True,
        "refused": None,
        "breakdown": [{"travel": 1, "final_path": 2}, {"path": 3}],
    },
    options=STRICT,
)

# --- ruling 28: the order of harvests when the supply cannot pay every field one tile completed ---
TWO_FIELDS = {
    "id": "TWO_FIELDS",
    "features": [  # a field on the W side and another on the E side, meadow between
        {"id": "w", "kind": "field", "segments": ["Wn", "W", "Ws"]},
        {"id": "e", "kind": "field", "segments": ["En", "E", "Es"]},
        {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]},
        {"id": "s", "kind": "meadow", "segments": ["Se", "S", "Sw"]},
    ],
}
CORNER_AND_CAP = {
    "id": "CORNER_AND_CAP",
    "features": [  # a field on the W and S sides, another on the E side, meadow on the N side
        {"id": "ws", "kind": "field", "segments": ["Wn", "W", "Ws", "Sw", "S", "Se"]},
        {"id": "e", "kind": "field", "segments": ["En", "E", "Es"]},
        {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]},
    ],
}
P1, P2, P3 = (cap("P1", {"pumpkin": 1}), cap("P2", {"pumpkin": 1}), cap("P3", {"pumpkin": 1}))
ONE_PUMPKIN_LEFT = {"apple": 5, "strawberry": 5, "pumpkin": 1, "sunflower": 5, "grain": 5, "scarecrow": 8}
ORDER_TILES = [START3, P1, P2, TWO_FIELDS]
ORDER_DECK = ["P1", "P2", "TWO_FIELDS"]
# seat 0: a farmer on a pumpkin field open east at (0,1); seat 1: one on a pumpkin field open west at (2,1);
# seat 0 lays TWO_FIELDS at (1,1): both 2-tile fields complete (4 points each), one pumpkin token is left
ORDER_OPENING = [T(0, 1), F("f"), T(2, 1, 180), F("f"), T(1, 1), SKIP]


def FIRST(seat, at, feature):
    return {"do": "harvest_first", "seat": seat, "at": at, "feature": feature}


write(
    "ruling28-order-asked",
    "Ruling 28: one tile completes seat 0's field and seat 1's field, each with a pumpkin, and the supply has one "
    "pumpkin token left: whichever field takes first gets it, so the player whose turn it is (seat 0) is asked "
    "the order. Both fields have scored (4 each) and the farmers are home; no token has left the supply yet.",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING,
    {
        "scores": [4, 4],
        "ended": False,
        "refused": None,
        "pending": {"seat": 0, "decision": "harvest_order"},
        "state": {
            "harvest": [{}, {}],
            "harvest_supply": {"pumpkin": 1},
            "supply": [{"follower": 4}, {"follower": 4}],
        },
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-own-field-first",
    "Ruling 28: seat 0 lets its own field (w) take first: it gets the last pumpkin, seat 1's field gets "
    "nothing. The pile is empty, so the game ends: 4 + 1 for the token against 4.",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING + [FIRST(0, [1, 1], "w")],
    {
        "scores": [4 + 1, 4],
        "ended": True,
        "refused": None,
        "breakdown": [{"field": 4, "harvest": 1}, {"field": 4}],
        "state": {"harvest": [{"pumpkin": 1}, {}], "harvest_supply": {"pumpkin": 0}},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-other-field-first",
    "Ruling 28: seat 0 may also let seat 1's field (e) take first: then seat 1 gets the pumpkin (4 against 4 + 1).",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING + [FIRST(0, [1, 1], "e")],
    {
        "scores": [4, 4 + 1],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{}, {"pumpkin": 1}], "harvest_supply": {"pumpkin": 0}},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-skip-refused",
    "Ruling 28: while the order of harvests is asked, nothing else may be played (here a skip); nothing changes.",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING + [SKIP],
    {
        "scores": [4, 4],
        "refused": 6,
        "reason_contains": "harvest_first",
        "pending": {"seat": 0, "decision": "harvest_order"},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-not-a-waiting-field-refused",
    "Ruling 28: the field named must be one of those waiting for their tokens (the meadow n is not).",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING + [FIRST(0, [1, 1], "n")],
    {
        "scores": [4, 4],
        "refused": 6,
        "reason_contains": "not one of the fields waiting",
        "pending": {"seat": 0, "decision": "harvest_order"},
        "state": {"harvest_supply": {"pumpkin": 1}},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-other-seat-refused",
    "Ruling 28: the order is the decision of the player whose turn it is; seat 1 may not choose it.",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING + [FIRST(1, [1, 1], "e")],
    {"refused": 6, "pending": {"seat": 0, "decision": "harvest_order"}, "state": {"harvest_supply": {"pumpkin": 1}}},
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-not-asked-same-winner",
    "Ruling 28: seat 0 has the farmers of both fields; the one pumpkin goes to seat 0 whatever the order, so no "
    "order is asked. 4 + 4 for the fields and 1 for the token.",
    [START3, P1, P2, TWO_FIELDS, M],
    "START3",
    ["P1", "M", "P2", "M", "TWO_FIELDS"],
    [T(0, 1), F("f"), T(0, -1), SKIP, T(2, 1, 180), F("f"), T(1, -1), SKIP, T(1, 1), SKIP],
    {
        "scores": [4 + 4 + 1, 0],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"pumpkin": 1}, {}], "harvest_supply": {"pumpkin": 0}},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
write(
    "ruling28-order-not-asked-supply-enough",
    "Ruling 28: with the box's full supply both fields get their pumpkin whatever the order: nothing is asked.",
    ORDER_TILES,
    "START3",
    ORDER_DECK,
    ORDER_OPENING,
    {
        "scores": [4 + 1, 4 + 1],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"pumpkin": 1}, {"pumpkin": 1}], "harvest_supply": {"pumpkin": 3}},
    },
)
write(
    "ruling28-order-then-draft",
    "Ruling 28 with a tie: the W+S field (3 tiles, 2 pumpkins) has one farmer of each seat, the E field (2 tiles, "
    "1 pumpkin) seat 1's; one pumpkin is left. Seat 0 lets the tied field take first: its one token is drafted, "
    "seat 0 (the completer) taking first. 6 + 1 against 6 + 4.",
    [START3, P1, P2, P3, CORNER_AND_CAP, M],
    "START3",
    ["P1", "M", "M", "P2", "M", "P3", "CORNER_AND_CAP"],
    [
        T(0, 1),
        F("f"),  # seat 0: pumpkin field open east, W of the middle
        T(0, 2),
        SKIP,
        T(0, -1),
        SKIP,
        T(1, 2, 270),
        F("f"),  # seat 1: pumpkin field open north, S of the middle
        T(1, -1),
        SKIP,
        T(2, 1, 180),
        F("f"),  # seat 1: pumpkin field open west, E of the middle
        T(1, 1),
        SKIP,  # seat 0 completes both fields
        FIRST(0, [1, 1], "ws"),
        H(0, "pumpkin"),
    ],
    {
        "scores": [6 + 1, 6 + 4],
        "ended": True,
        "refused": None,
        "state": {"harvest": [{"pumpkin": 1}, {}], "harvest_supply": {"pumpkin": 0}},
    },
    setup={"harvest": ONE_PUMPKIN_LEFT},
)
print("written", len(list(OUT.glob("*.json"))))
