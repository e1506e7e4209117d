"""Defaults every user setting falls back to."""

DEFAULT_CONFIG = {
    "compression": {
        "enabled": True,
        "protect_last_n": 20,
        "tail_strategy": "auto",
        "min_tail_user_messages": 1,
    },
    "delegation": {
        "protect_last_n": 6,
        "max_turns": 30,
    },
    "agent": {
        "max_turns": 90,
        "request_timeout": 60,
    },
    # The same leaf in two sections, with different values.
    "cache": {
        "max_items": 100,
    },
    "memory": {
        "max_items": 50,
    },
}
