"""The built-in engine: offline, deterministic, rule-based rewriting driven by per-language data.

Rewrites run in worker processes (engine/workers.py): the event loop stays free for other
requests, and a rewrite that passes the service's time limit is stopped by killing its process.
"""

import os
from concurrent.futures.process import BrokenProcessPool

from humanizer.counting import count_words
from humanizer.detection import detect_language
from humanizer.detection import warm_up as warm_up_detection
from humanizer.engine.base import EngineUnavailable, Rewrite
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.pipeline import rewrite_text
from humanizer.engine.tokens import count_tokens
from humanizer.engine.workers import WorkerPool
from humanizer.options import Language, Tone

__all__ = ["BuiltinEngine", "rewrite_text"]


def default_workers() -> int:
    """One worker per core the process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def load_all_languages() -> None:
    """What a fresh worker does before its first rewrite."""
    for language in Language:
        load_language(language)
        rewrite_text("Warm up the engine.", Tone.CASUAL, language)
    count_tokens("Warm up the tokenizer.")
    warm_up_detection()


def rewrite_counted(text: str, tone: Tone, language: Language) -> Rewrite:
    """The rewrite, its tokens and words and the input's language, all found in the worker
    rather than on the event loop."""
    result = rewrite_text(text, tone, language)
    return Rewrite(
        text=result,
        input_tokens=count_tokens(text),
        output_tokens=count_tokens(result),
        output_words=count_words(result),
        detected_language=detect_language(text),
    )


class BuiltinEngine:
    """Rewrites with the rules of `languages/*.toml`; tokens are counted in o200k_base."""

    name = "builtin"

    def __init__(self, workers: int | None = None) -> None:
        self._pool = WorkerPool(
            workers or default_workers(),
            warm=load_all_languages,
            preload=("humanizer.engine.builtin.preload",),
        )

    async def rewrite(self, text: str, tone: Tone, language: Language) -> Rewrite:
        try:
            return await self._pool.run(rewrite_counted, text, tone, language)
        except BrokenProcessPool:
            raise EngineUnavailable("a rewriting worker stopped") from None

    def rewrite_sync(self, text: str, tone: Tone, language: Language) -> Rewrite:
        """In this process (tools, benchmarks and tests that measure the engine alone)."""
        return rewrite_counted(text, tone, language)

    async def warm_up(self) -> None:
        await self._pool.warm_up()

    async def aclose(self) -> None:
        self._pool.close()
