"""Every form of a verb or a noun, from its lemma, so that one entry serves all of a word's forms.

A language's `[morphology]` gives, per part of speech, rows of [lemma ending, then the ending of
each form in a fixed order of slots] ("fomentar" → "foment" + "amos") and a table of words no row
fits ("get" → get, gets, got, got, getting). A replacement is written in the slot its original was
found in ("fomentamos" → "impulsamos", "obtained" → "got"); where one form stands in several slots
whose replacements differ, the form is not guessed. A lemma of several words inflects its first
("take place" → "took place").
"""

import re
from dataclasses import dataclass

from humanizer.engine.builtin.prefilter import fold
from humanizer.options import Tone


class ParadigmError(ValueError):
    """A paradigm table is malformed (`lexicon.py` reports it as the language file's error)."""


@dataclass(frozen=True, slots=True)
class Paradigm:
    """The forms of one part of speech: ending rows (longest ending first) and irregular words,
    each with the same number of slots."""

    rows: tuple[tuple[str, tuple[str, ...]], ...] = ()
    irregular: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @classmethod
    def read(cls, where: str, rows: object, irregular: object) -> "Paradigm":
        """Validates `[lemma ending, slot endings…]` rows and a `{lemma = [forms…]}` table."""
        if not isinstance(rows, list) or not all(
            isinstance(row, list) and len(row) >= 2 and all(isinstance(x, str) for x in row)
            for row in rows
        ):
            raise ParadigmError(f"{where}: each row is [lemma ending, the forms' endings…]")
        if not isinstance(irregular, dict) or not all(
            isinstance(forms, list) and forms and all(isinstance(f, str) and f for f in forms)
            for forms in irregular.values()
        ):
            raise ParadigmError(f"{where}: irregular words are `lemma = [its forms…]`")
        read_rows = sorted(
            ((row[0], tuple(row[1:])) for row in rows), key=lambda row: len(row[0]), reverse=True
        )
        read_irregular = tuple((str(k).lower(), tuple(v)) for k, v in irregular.items())
        sizes = {len(slots) for _, slots in read_rows} | {len(f) for _, f in read_irregular}
        if len(sizes) > 1:
            raise ParadigmError(f"{where}: every row and word needs the same number of forms")
        return cls(rows=tuple(read_rows), irregular=read_irregular)

    def forms(self, lemma: str) -> tuple[str, ...] | None:
        """The lemma's forms, slot by slot; None when no row fits it."""
        head, space, rest = lemma.partition(" ")
        tail = space + rest
        for word, forms in self.irregular:
            if word == head.lower():
                return tuple(same_case(head, form) + tail for form in forms)
        for ending, slots in self.rows:
            if head.endswith(ending):
                stem = head[: len(head) - len(ending)]
                return tuple(stem + slot + tail for slot in slots)
        return None


def same_case(model: str, word: str) -> str:
    """`word` with a capital when `model` has one."""
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


@dataclass(frozen=True, slots=True)
class Inflected:
    """An inflated verb or noun: every form of its lemma is found, and replaced by the same form
    of a plainer word (`options` hold each tone's lemmas, already inflected)."""

    index: int  # among the entries of its kind
    kind: str  # "verb" | "noun"
    lemma: str
    pattern: re.Pattern[str]
    # form found (lower case) → the slots it stands in
    slots: dict[str, frozenset[int]]
    # per tone: each option's forms, slot by slot
    options: dict[Tone, tuple[tuple[str, ...], ...]]
    # A text that holds a form holds one of these (folded): the forms' common start.
    anchors: tuple[str, ...]
    # A mark of machine text (`kind = "word"`), or only the register of a tone (`"tone"`).
    stock: bool = True

    def may_match(self, folded: str) -> bool:
        """False when the text (folded: `prefilter.fold`) holds no form."""
        return any(anchor in folded for anchor in self.anchors)

    def replacements(self, found: str, tone: Tone) -> list[str]:
        """Each of the tone's options in the form of `found`; an option whose form the slot does
        not settle (one form in two slots, with two different replacements) is left out."""
        slots = self.slots.get(found.lower(), frozenset())
        chosen = []
        for forms in self.options.get(tone, ()):
            written = {forms[slot] for slot in slots}
            if len(written) == 1:
                chosen.append(written.pop())
        return chosen


def slots_of(forms: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """Each distinct form (lower case) and the slots it stands in."""
    slots: dict[str, set[int]] = {}
    for slot, form in enumerate(forms):
        slots.setdefault(form.lower(), set()).add(slot)
    return {form: frozenset(found) for form, found in slots.items()}


def anchors_of(forms: tuple[str, ...]) -> tuple[str, ...]:
    """Folded literals one of which every form holds: the forms' common start when it is long
    enough to be selective, else the forms themselves."""
    lowered = sorted({fold(form) for form in forms})
    common = _common_start(lowered)
    return (common,) if len(common) >= 3 else tuple(lowered)


def _common_start(words: list[str]) -> str:
    if not words:
        return ""
    first, last = words[0], words[-1]  # sorted: the common start of all is theirs
    size = 0
    while size < min(len(first), len(last)) and first[size] == last[size]:
        size += 1
    return first[:size]
