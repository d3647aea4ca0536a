"""Projections fold a game's records into its state, the per-seat views and read models."""
