"""A trimmed stand-in for agent/context_compressor.py (the shape from the posts)."""

_MAX_TAIL_MESSAGE_FLOOR = 8
_SUMMARY_TOKENS = 20_000
_CHUNK = 8 * 1024
_MAX_BYTES = 2 ** 20
_TIMEOUT = 60 * 5
_NEG = -1
_SIZES = (_CHUNK, _CHUNK * 2)

DEFAULT_CONFIG = {
    "compression": {
        "enabled": True,
        "protect_last_n": 20,
        "threshold": 0.5,
        "key.with.dots": "odd",
    },
    "model": None,
}


class ContextCompressor:
    threshold = 0.75

    def __init__(self, protect_last_n=20, protect_first_n=3):
        self.protect_last_n = protect_last_n

    def _find_tail_cut(self):
        min_tail_floor = max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))
        return min_tail_floor


if _NEG:
    MODE = "fast"
else:
    MODE = "safe"
