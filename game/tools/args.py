"""An argument parser whose errors are one line (`prog: error: ...`, exit 2), without the usage block:
a user's mistake gets one clear line; `--help` still shows the usage."""

from __future__ import annotations

import argparse
from typing import NoReturn


class ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def one_line_errors(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Make an existing parser's errors one line."""
    parser.error = lambda message: parser.exit(2, f"{parser.prog}: error: {message}\n")  # type: ignore[method-assign]
    return parser


__all__ = ["ArgumentParser", "one_line_errors"]
