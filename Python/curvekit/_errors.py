"""The error an invalid expression, parameter or frame raises."""

from __future__ import annotations

from typing import Optional


class CurveError(ValueError):
    """An invalid expression or parameter, or a rejected frame.

    Attributes:
        kind: The error's code: an expression error's kind (``"unknownName"``) or a frame
            problem's code (``"body.notJSON"``). Decide by it, not by the message.
        offset: The byte offset of the place in the expression, from 0; None without one.
        column: The 1-based column of the place; None without one.
        message: What the ``curve`` command prints for it.
        path: The JSON path of a frame's rejection (``"layers[1].id"``); None for an
            expression error.
    """

    def __init__(self, kind: str, offset: Optional[int], column: Optional[int], message: str, path: Optional[str] = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.offset = offset
        self.column = column
        self.message = message
        self.path = path

    def __repr__(self) -> str:
        return f"CurveError(kind={self.kind!r}, offset={self.offset!r}, column={self.column!r}, path={self.path!r})"
