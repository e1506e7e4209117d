"""Context compression for long tern sessions.

When a conversation reaches ``threshold`` of the model's context window, the
middle of the transcript is replaced by a summary. The head (the first
``protect_first_n`` messages) and a tail chosen by token budget survive
verbatim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Hard floor of verbatim recent messages kept in the tail. Using the full
# protect_last_n here would recreate the "nothing compactable" case when a
# few huge tool outputs fill the window, so the count floor is capped.
_MAX_TAIL_MESSAGE_FLOOR = 8

# Share of the context window the tail may use, and how far the walk may run
# past it before it stops (a soft ceiling, not a hard cap).
_TAIL_BUDGET_RATIO = 0.20
_TAIL_SOFT_CEILING = 1.5

# Rough token estimate used when the provider gives no tokenizer.
CHARS_PER_TOKEN = 4

# Not a message count: the number of summary retries before giving up.
_MAX_SUMMARY_ATTEMPTS = 20


@dataclass
class Message:
    role: str
    content: str
    tool_call_id: str | None = None

    def tokens(self) -> int:
        return max(1, len(self.content) // CHARS_PER_TOKEN)


class ContextCompressor:
    """Summarise the middle of a transcript, keep its head and tail."""

    # Class attribute, not the constructor default: how many compressions a
    # single session may run before the agent asks for a new session.
    max_compressions = 40

    def __init__(
        self,
        context_length: int,
        threshold: float = 0.50,
        protect_first_n: int = 3,
        protect_last_n: int = 20,
        min_tail_user_messages: int = 1,
        summary_model: str | None = None,
    ) -> None:
        self.context_length = context_length
        self.threshold = threshold
        self.protect_first_n = protect_first_n
        # A value below 1 is treated as 1: the latest message always stays.
        self.protect_last_n = max(1, protect_last_n)
        self.min_tail_user_messages = max(1, min_tail_user_messages)
        self.summary_model = summary_model

    def should_compress(self, used_tokens: int) -> bool:
        return used_tokens >= self.context_length * self.threshold

    def _tail_budget(self) -> int:
        return int(self.context_length * _TAIL_BUDGET_RATIO)

    def _find_tail_cut(self, messages: list[Message]) -> int:
        """Return the index where the verbatim tail starts."""
        min_tail_floor = max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))
        budget = self._tail_budget()
        soft_ceiling = int(budget * _TAIL_SOFT_CEILING)
        used = 0
        cut = len(messages)
        while cut > self.protect_first_n:
            cost = messages[cut - 1].tokens()
            kept = len(messages) - cut
            if kept >= min_tail_floor and used + cost > budget:
                break
            if used + cost > soft_ceiling:
                break
            used += cost
            cut -= 1
        return self._ensure_last_n_user_messages_in_tail(messages, cut)

    def _ensure_last_n_user_messages_in_tail(self, messages: list[Message], cut: int) -> int:
        seen = 0
        for i in range(len(messages) - 1, self.protect_first_n - 1, -1):
            if messages[i].role == "user" and messages[i].content.strip():
                seen += 1
                if seen >= self.min_tail_user_messages:
                    return min(cut, i)
        return cut

    def compress(self, messages: list[Message], summarize: Any) -> list[Message]:
        cut = self._find_tail_cut(messages)
        head = messages[: self.protect_first_n]
        middle = messages[self.protect_first_n : cut]
        if not middle:
            return messages
        summary = Message("user", summarize(middle))
        return head + [summary] + messages[cut:]
