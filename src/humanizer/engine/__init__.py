"""Rewriting engines: one small interface, several implementations chosen by configuration."""

from humanizer.engine.base import Engine, EngineUnavailable, Rewrite

__all__ = ["Engine", "EngineUnavailable", "Rewrite"]
