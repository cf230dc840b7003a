"""The interface every rewriting engine implements."""

from dataclasses import dataclass
from typing import Protocol

from humanizer.options import Language, Tone


@dataclass(frozen=True, slots=True)
class Rewrite:
    """What an engine returns: the rewritten text, the tokens its tokenizer counted, and what the
    answer reports beside them (the output's words, the supported language the input is written
    in). All are computed where the rewrite ran: for the built-in engine, a worker process, which
    leaves the server's event loop less to do per request."""

    text: str
    input_tokens: int
    output_tokens: int
    output_words: int
    detected_language: Language | None

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
