"""Checking a scenario's output against its `expect` block (docs/scenarios.md)."""

from __future__ import annotations


def _count_match(expected, actual, path: str, problems: list) -> None:
    if isinstance(expected, dict):
        actual = actual if isinstance(actual, dict) else {}
        for k, v in expected.items():
            _count_match(v, actual.get(k, 0 if not isinstance(v, (dict, list)) else None), f"{path}.{k}", problems)
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            problems.append(f"{path}: expected {expected!r}, got {actual!r}")
            return
        for i, (e, a) in enumerate(zip(expected, actual)):
            _count_match(e, a, f"{path}[{i}]", problems)
    elif expected != actual:
        problems.append(f"{path}: expected {expected!r}, got {actual!r}")


def check_expect(expect: dict, out: dict) -> list[str]:
    problems: list[str] = []
    if "scores" in expect and out["scores"] != expect["scores"]:
        problems.append(f"scores: expected {expect['scores']}, got {out['scores']} (breakdown {out['breakdown']})")
    if "ended" in expect and out["ended"] != expect["ended"]:
        problems.append(f"ended: expected {expect['ended']}, got {out['ended']}")
    if "refused" in expect:
        got = out["refused"]["index"] if out["refused"] else None
        if got != expect["refused"]:
            problems.append(f"refused: expected {expect['refused']}, got {out['refused']}")
    if "pending" in expect and out["pending"] != expect["pending"]:
        problems.append(f"pending: expected {expect['pending']}, got {out['pending']}")
    if "breakdown" in expect:
        _count_match(expect["breakdown"], out["breakdown"], "breakdown", problems)
    if "state" in expect:
        _count_match(expect["state"], out["state"], "state", problems)
    if "reason_contains" in expect:
        reason = (out["refused"] or {}).get("reason", "")
        if expect["reason_contains"] not in reason:
            problems.append(f"refusal reason {reason!r} lacks {expect['reason_contains']!r}")
    return problems
