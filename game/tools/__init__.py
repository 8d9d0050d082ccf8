"""Command-line tools: scenario, replay, tileset, bench (run as `python -m game.tools.NAME`)."""
