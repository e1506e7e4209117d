"""The agent loop and its context management."""
