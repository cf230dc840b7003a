"""Applies a language's rules to masked prose: wrappers, phrases, contractions and splits.

Choices between replacement options are deterministic: they depend on the entry and on how many
times it has already fired in the text, so the same input always gives the same output while a
phrase repeated three times is not replaced three times by the same words.
"""

import re
import zlib
from collections import Counter
from collections.abc import Callable

from humanizer.engine.builtin.lexicon import LanguageData, Phrase
from humanizer.engine.builtin.sentences import split_sentences, word_count
from humanizer.engine.builtin.tidy import CAPITALIZE
from humanizer.options import Tone

# Sentences longer than this many words are cut at a safe point, per tone.
LONG_SENTENCE = {Tone.CASUAL: 24, Tone.PROFESSIONAL: 28, Tone.ACADEMIC: 38}
MIN_PART = 7

_ENDS_SENTENCE = re.compile(r"(?:^|[.!?…:\n]\s*|[¿¡\uE002])$")


class Rewriter:
    """Rewrites the prose of one text; holds the per-text counters that vary the choices."""

    def __init__(self, data: LanguageData, tone: Tone) -> None:
        self.data = data
        self.tone = tone
        self._fired: Counter[int] = Counter()

    # -- wrappers -------------------------------------------------------------------------

    def drop_openers(self, prose: str) -> str:
        """Removes chat-assistant openers from the start of the prose, sentence by sentence."""
        sentences = split_sentences(prose, self.data.abbreviations)
        while sentences and _matches_any(self.data.openers, sentences[0]):
            sentences.pop(0)
        return "".join(sentences)

    def drop_closers(self, prose: str) -> str:
        """Removes chat-assistant closers from the end of the prose, sentence by sentence."""
        sentences = split_sentences(prose, self.data.abbreviations)
        while sentences and _matches_any(self.data.closers, sentences[-1]):
            sentences.pop()
        return "".join(sentences)

    # -- phrases ----------------------------------------------------------------------------

    def apply_phrases(self, prose: str) -> str:
        """Applies every entry; a second pass catches phrases that a first-pass drop moved to
        the start of a sentence ("Además, cabe destacar que …")."""
        for _ in range(2):
            before = prose
            lowered = prose.lower()
            for phrase in self.data.phrases:
                options = phrase.options.get(self.tone)
                if not options or phrase.anchor not in lowered or not phrase.pattern.search(prose):
                    continue
                prose = phrase.pattern.sub(self._replacer(phrase, options), prose)
                lowered = prose.lower()
            if prose == before:
                break
        return prose

    def _replacer(self, phrase: Phrase, options: tuple[str, ...]) -> Callable[[re.Match[str]], str]:
        def replace(match: re.Match[str]) -> str:
            fired = self._fired[phrase.index]
            self._fired[phrase.index] += 1
            # What follows the match varies the choice from text to text, deterministically.
            context = match.string[match.end() : match.end() + 24]
            choice = (zlib.crc32(f"{phrase.find}|{context}".encode()) + fired) % len(options)
            replacement = match.expand(options[choice])
            original = match.group()
            at_sentence_start = bool(_ENDS_SENTENCE.search(match.string[: match.start()]))
            if not replacement.strip():
                # Keep the space that separated the phrase from what follows, if it was inside.
                spacing = " " if original[:1].isspace() and original[-1:].isspace() else ""
                return spacing + (CAPITALIZE if at_sentence_start else "")
            if (original[:1].isupper() or at_sentence_start) and replacement[:1].islower():
                replacement = replacement[:1].upper() + replacement[1:]
            return replacement

        return replace

    # -- tone -------------------------------------------------------------------------------

    def apply_contractions(self, prose: str) -> str:
        for contraction in self.data.contractions:
            if self.tone is Tone.CASUAL:
                prose = contraction.full.sub(_same_case(contraction.short_text), prose)
            elif self.tone is Tone.ACADEMIC:
                prose = contraction.short.sub(_same_case(contraction.full_text), prose)
        return prose

    # -- rhythm -----------------------------------------------------------------------------

    def split_long_sentences(self, prose: str) -> str:
        if not self.data.splits:
            return prose
        limit = LONG_SENTENCE[self.tone]
        sentences = split_sentences(prose, self.data.abbreviations)
        return "".join(self._split(s, limit) for s in sentences)

    def vary_rhythm(self, prose: str) -> str:
        sentences = split_sentences(prose, self.data.abbreviations)
        if len(sentences) < 3:
            return prose
        return "".join(_join_alike_sentences(sentences, self.data))

    def _split(self, sentence: str, limit: int) -> str:
        if word_count(sentence) <= limit:
            return sentence
        middle = len(sentence) / 2
        best: tuple[float, re.Match[str], str] | None = None
        for split in self.data.splits:
            for match in split.pattern.finditer(sentence):
                head, tail = sentence[: match.start()], sentence[match.end() :]
                if word_count(head) < MIN_PART or word_count(tail) < MIN_PART:
                    continue
                distance = abs(match.start() - middle)
                if best is None or distance < best[0]:
                    best = (distance, match, split.replace)
        if best is None:
            return sentence
        _, match, replace = best
        head, tail = sentence[: match.start()], sentence[match.end() :]
        joined = match.expand(replace)
        # The new sentence starts with the joint's last word or with the tail.
        if joined.rstrip().endswith((".", "!", "?", ";")):
            tail = CAPITALIZE + tail
        else:
            joined = re.sub(r"([.!?]\s+)(\w)", lambda m: m.group(1) + m.group(2).upper(), joined)
        return head + joined + self._split(tail, limit)


# A run of sentences this short and this alike in length reads as generated.
SHORT_SENTENCE = 14
ALIKE_WORDS = 3


def _first_word(sentence: str) -> str:
    words = sentence.split(maxsplit=1)
    return words[0] if words else ""


def _join_alike_sentences(sentences: list[str], data: LanguageData) -> list[str]:
    """Joins the second and third sentences of each run of short, same-length sentences."""
    result: list[str] = []
    index = 0
    while index < len(sentences):
        run = sentences[index : index + 3]
        if len(run) == 3 and _monotone(run) and _joinable(run[1], run[2], data):
            first_word = _first_word(run[2])
            rest = run[2].lstrip()[len(first_word) :]
            result += [run[0], run[1].rstrip()[:-1] + data.joiner + first_word.lower() + rest]
            index += 3
            continue
        result.append(sentences[index])
        index += 1
    return result


def _monotone(run: list[str]) -> bool:
    counts = [word_count(s) for s in run]
    return max(counts) <= SHORT_SENTENCE and max(counts) - min(counts) <= ALIKE_WORDS


def _joinable(second: str, third: str, data: LanguageData) -> bool:
    # Never chain: a sentence that already holds the conjunction is not joined to another.
    conjunction = data.joiner.strip(" ,").lower()
    words = f"{second} {third}".lower().split()
    return (
        bool(data.joiner)
        and conjunction not in words
        and second.rstrip().endswith(".")
        and third.rstrip().endswith(".")
        and _first_word(third).lower() in data.join_starters
        and _first_word(third)[:1].isupper()
    )


def _matches_any(patterns: tuple[re.Pattern[str], ...], sentence: str) -> bool:
    candidate = sentence.strip()
    return any(p.fullmatch(candidate) for p in patterns)


def _same_case(replacement: str) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        if match.group()[:1].isupper():
            return replacement[:1].upper() + replacement[1:]
        return replacement

    return replace


def count_stock_phrases(prose: str, data: LanguageData) -> int:
    """How many stock phrases of the lexicon the text holds (for the quality benchmark)."""
    return sum(len(p.findall(prose)) for p in data.stock_patterns)
