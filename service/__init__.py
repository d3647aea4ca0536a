"""The service layer: commands and queries over the event store, and the HTTP API."""
