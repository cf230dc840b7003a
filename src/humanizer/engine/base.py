"""The interface every rewriting engine implements."""

from dataclasses import dataclass
from typing import Protocol

from humanizer.options import Language, Tone


@dataclass(frozen=True, slots=True)
class Rewrite:
    """What an engine returns: the rewritten text and the tokens its tokenizer counted."""

    text: str
    input_tokens: int
    output_tokens: int

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens


class EngineUnavailable(Exception):
    """The engine failed or timed out; the caller answers 503 and charges nothing."""


class Engine(Protocol):
    """Rewrites text in a tone and language. Implementations must be safe to call concurrently."""

    name: str

    async def rewrite(self, text: str, tone: Tone, language: Language) -> Rewrite: ...

    async def warm_up(self) -> None:
        """Loads what the first request would otherwise wait for (vocabularies, models)."""
        ...

    async def aclose(self) -> None: ...
