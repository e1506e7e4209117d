"""Tools the agent can call."""
