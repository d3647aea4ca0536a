"""The event log: immutable events appended to one Redis stream per game."""
