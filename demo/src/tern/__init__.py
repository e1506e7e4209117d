"""tern: a small agent CLI with context compression (docdrift demo project)."""

__version__ = "0.9.2"
