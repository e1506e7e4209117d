"""Persistent memory: MEMORY.md and USER.md, injected as a block in the system prompt.

The block is a snapshot taken by ``load_from_disk``. A write during the session
lands in the file at once; the snapshot changes only when something calls
``load_from_disk`` again.
"""

from __future__ import annotations

from pathlib import Path

ENTRY_DELIMITER = "\n§\n"


class MemoryStore:
    def __init__(self, path: Path, char_limit: int = 2_200) -> None:
        self.path = path
        self.char_limit = char_limit
        self._entries: list[str] = []
        self._system_prompt_snapshot = ""

    def load_from_disk(self) -> None:
        text = self.path.read_text(encoding="utf-8") if self.path.exists() else ""
        self._entries = [e.strip() for e in text.split(ENTRY_DELIMITER) if e.strip()]
        self._system_prompt_snapshot = self._render()

    def add(self, entry: str) -> None:
        """Write through to disk; the prompt snapshot is left as it was."""
        self._entries.append(entry.strip())
        self.path.write_text(ENTRY_DELIMITER.join(self._entries), encoding="utf-8")

    def usage(self) -> str:
        current = len(ENTRY_DELIMITER.join(self._entries))
        percent = min(100, int(current / self.char_limit * 100))
        return f"{percent}%, {current:,} of {self.char_limit:,} characters"

    def _render(self) -> str:
        return f"MEMORY ({self.usage()})\n" + ENTRY_DELIMITER.join(self._entries)

    def format_for_system_prompt(self) -> str:
        return self._system_prompt_snapshot
