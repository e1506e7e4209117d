"""Configuration defaults for tern.

``DEFAULT_CONFIG`` is merged under the user's ``~/.tern/config.yaml``; every
key a user can set has its default here.
"""

from __future__ import annotations

import copy
from typing import Any

DEFAULT_CONFIG: dict[str, Any] = {
    "model": {
        "name": "tern-large",
        "context_length": 200_000,
    },
    "agent": {
        "max_turns": 90,
        "request_timeout": 60,
    },
    "compression": {
        "enabled": True,
        "threshold": 0.50,
        "protect_first_n": 3,
        "protect_last_n": 20,
        "min_tail_user_messages": 1,
        "summary_model": None,
    },
    "context": {
        "context_file_max_chars": None,
    },
    "memory": {
        "enabled": True,
        "memory_char_limit": 2_200,
        "user_char_limit": 1_375,
    },
    # Subagents run with a shorter budget: same key names as above, other values.
    "delegation": {
        "max_turns": 30,
        "protect_last_n": 6,
    },
}


def load(user: dict[str, Any] | None = None) -> dict[str, Any]:
    """Return DEFAULT_CONFIG with the user's values merged over it."""
    merged = copy.deepcopy(DEFAULT_CONFIG)
    for section, values in (user or {}).items():
        if isinstance(values, dict) and isinstance(merged.get(section), dict):
            merged[section].update(values)
        else:
            merged[section] = values
    return merged
