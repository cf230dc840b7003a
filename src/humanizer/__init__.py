"""Text humanizing service: rewrites text so that it reads as written by a person."""

__version__ = "0.1.0"
