"""Build and cache the system prompt for one agent."""

from __future__ import annotations

import logging
from typing import Any

logger = logging.getLogger(__name__)


def invalidate_system_prompt(agent: Any) -> None:
    """Drop the cached prompt so the next turn rebuilds it.

    Memory is reloaded too, so a rebuilt prompt captures writes from this session.
    """
    agent._cached_system_prompt = None
    if getattr(agent, "memory", None) is not None:
        agent.memory.load_from_disk()
        logger.debug("memory snapshot reloaded for the rebuilt system prompt")


def rebuild_after_compression(agent: Any) -> None:
    # A gateway hygiene pass keeps the seeded bytes; the live agent reloads.
    if getattr(agent, "_retain_seeded_system_prompt", False):
        return
    invalidate_system_prompt(agent)
