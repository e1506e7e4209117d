"""Mid-turn compaction helpers: the guarded elision marker and the pending round."""

from __future__ import annotations

# Every model-visible elision goes through this marker; the tool-dispatch guard
# refuses writes that contain it, so a model cannot copy an elision into a file.
COMPRESSION_MARKER = "⟪TERN-CONTEXT-COMPRESSION: {detail}⟫"

# A pending tool round (results the model has not read yet) is kept verbatim
# unless it is larger than this share of the effective input window.
_PENDING_ROUND_MAX_RATIO = 0.20


def elide(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    detail = f"{len(text) - limit} chars elided"
    return text[:limit] + COMPRESSION_MARKER.format(detail=detail)


def spare_pending_round(round_tokens: int, input_window: int) -> bool:
    return round_tokens <= input_window * _PENDING_ROUND_MAX_RATIO
