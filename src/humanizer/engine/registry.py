"""Chooses the engine named by `HUMANIZER_ENGINE`."""

from humanizer.engine.base import Engine
from humanizer.settings import Settings

ENGINES = ("builtin", "llm")


class UnknownEngine(ValueError):
    """`HUMANIZER_ENGINE` names no engine."""


def create_engine(settings: Settings) -> Engine:
    if settings.engine == "builtin":
        from humanizer.engine.builtin import BuiltinEngine

        return BuiltinEngine(settings.engine_workers or None)
    if settings.engine == "llm":
        from humanizer.engine.llm import create_llm_engine

        return create_llm_engine(settings)
    raise UnknownEngine(f"HUMANIZER_ENGINE={settings.engine!r} is not one of {', '.join(ENGINES)}")
