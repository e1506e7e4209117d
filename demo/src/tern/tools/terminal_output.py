"""Shape terminal output before it goes back to the model."""

from __future__ import annotations

from tern.agent.compaction import elide

MAX_OUTPUT_CHARS = 50_000


def shape(output: str) -> str:
    return elide(output, MAX_OUTPUT_CHARS)


def shape_preview(output: str, limit: int = 2_000) -> str:
    # Still the old plain marker: the guard cannot see this one.
    if len(output) <= limit:
        return output
    return output[:limit] + "...[truncated]"
