"""The HTTP layer: the v1 API, its error contract, health checks and the app factory."""
