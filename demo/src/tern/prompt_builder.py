"""Build the system prompt: identity, memory block and context files.

Context files (AGENTS.md, SOUL.md, .cursorrules …) are injected whole when
they fit; a longer file keeps its head and tail and a marker replaces the
middle.
"""

from __future__ import annotations

import logging

logger = logging.getLogger(__name__)

# Floor and ceiling of the per-file character cap.
CONTEXT_FILE_MAX_CHARS = 20_000
CONTEXT_FILE_MAX_CHARS_CEILING = 500_000

# Share of the model's context window (in characters) a file may use when no
# cap is configured.
_DYNAMIC_CONTEXT_FRACTION = 0.06
CHARS_PER_TOKEN = 4

# How a truncated file is split.
_HEAD_FRACTION = 0.7
_TAIL_FRACTION = 0.2

_MAX_OMITTED_HEADINGS = 15


def _dynamic_context_file_max_chars(context_length: int | None) -> int:
    if not context_length:
        return CONTEXT_FILE_MAX_CHARS
    dynamic = int(context_length * CHARS_PER_TOKEN * _DYNAMIC_CONTEXT_FRACTION)
    return max(CONTEXT_FILE_MAX_CHARS, min(dynamic, CONTEXT_FILE_MAX_CHARS_CEILING))


def _get_context_file_max_chars(configured: int | None, context_length: int | None = None) -> int:
    if configured:
        return int(configured)
    return _dynamic_context_file_max_chars(context_length)


def _omitted_headings(omitted: str) -> list[str]:
    headings = [line.lstrip("#").strip() for line in omitted.splitlines() if line.startswith("#")]
    if len(headings) > _MAX_OMITTED_HEADINGS:
        headings = headings[:_MAX_OMITTED_HEADINGS] + ["..."]
    return headings


def _truncate_content(content: str, filename: str, max_chars: int, queue_warning: bool = False) -> str:
    if len(content) <= max_chars:
        return content
    head = int(max_chars * _HEAD_FRACTION)
    tail = int(max_chars * _TAIL_FRACTION)
    omitted = content[head : len(content) - tail]
    marker = (
        f"[...truncated {filename}: kept {head}+{tail} of {len(content)} chars. The middle is "
        "omitted. If you need the full instructions, read the complete file with the "
        f"read_file tool: {filename}]"
    )
    headings = _omitted_headings(omitted)
    if headings:
        marker = marker[:-1] + " Omitted sections: " + "; ".join(headings) + "]"
    if queue_warning:
        logger.warning(
            "%s was truncated: trim the file, pin a larger context_file_max_chars, "
            "or use a larger-context model",
            filename,
        )
    else:
        logger.info("%s was truncated; the full file stays readable with read_file", filename)
    return content[:head] + "\n\n" + marker + "\n\n" + content[len(content) - tail :]
