"""Sentence boundaries inside a masked line of prose.

Numbers, URLs and quotations are placeholders by now, so a full stop here is a sentence end
unless it closes one of the language's abbreviations or an initial.
"""

import re

from humanizer.engine.builtin.tidy import EMOJI

# After an end mark; or after emoji that stand for one, right after a word and before a capital
# ("aquí siempre tendrás un lugar 🫶 Porque un buen café …": a post's sentences).
_BOUNDARY = re.compile(
    rf"(?<=[.!?…])[\"”»)\uE001]*\s+|(?<=\w) ?(?:{EMOJI.pattern})(?: ?(?:{EMOJI.pattern}))*\s+"
    r"(?=[¿¡]?[A-ZÀ-ÖØ-Þ])"
)


def split_sentences(text: str, abbreviations: frozenset[str]) -> list[str]:
    """Sentences with their trailing white space, so that `"".join(result) == text`."""
    sentences: list[str] = []
    start = 0
    for boundary in _BOUNDARY.finditer(text):
        before = text[start : boundary.start()]
        last_word = before.rsplit(maxsplit=1)[-1] if before.split() else ""
        if last_word in abbreviations or re.fullmatch(r"[A-ZÀ-Þ]\.", last_word):
            continue
        if before.endswith("…") and text[boundary.end() : boundary.end() + 1].islower():
            continue  # "… y las personas": an ellipsis inside the sentence
        sentences.append(text[start : boundary.end()])
        start = boundary.end()
    if start < len(text):
        sentences.append(text[start:])
    return sentences


def word_count(sentence: str) -> int:
    return len(sentence.split())
