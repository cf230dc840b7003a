"""The built-in engine: offline, deterministic, rule-based rewriting driven by per-language data."""

import anyio

from humanizer.engine.base import Rewrite
from humanizer.engine.builtin.pipeline import rewrite_text
from humanizer.engine.tokens import count_tokens
from humanizer.options import Language, Tone

__all__ = ["BuiltinEngine", "rewrite_text"]

# Texts longer than this are rewritten in a worker thread so that the event loop stays free.
_INLINE_CHARACTERS = 4000


class BuiltinEngine:
    """Rewrites with the rules of `languages/*.toml`; tokens are counted in o200k_base."""

    name = "builtin"

    async def rewrite(self, text: str, tone: Tone, language: Language) -> Rewrite:
        if len(text) <= _INLINE_CHARACTERS:
            return self.rewrite_sync(text, tone, language)
        return await anyio.to_thread.run_sync(self.rewrite_sync, text, tone, language)

    def rewrite_sync(self, text: str, tone: Tone, language: Language) -> Rewrite:
        result = rewrite_text(text, tone, language)
        return Rewrite(
            text=result, input_tokens=count_tokens(text), output_tokens=count_tokens(result)
        )

    async def warm_up(self) -> None:
        count_tokens("warm up")
        for language in Language:
            rewrite_text("Warm up the engine.", Tone.CASUAL, language)

    async def aclose(self) -> None:
        return None
