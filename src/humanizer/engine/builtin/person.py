"""The casual register's subject pronoun: "nous pouvons" → "on peut" in casual French.

Written French says "nous"; a person writing casually says "on", with its verb in the third
person singular ("nous nous sommes retrouvés" → "on s'est retrouvés"). The verb's new form comes
from the language's paradigms: the rows of its regular verbs, and the forms the language file
lists for the others. The shift is all or nothing per text: when one subject cannot be moved (a
verb form the data does not settle, a second verb sharing the subject), the text keeps every
"nous", so that it never mixes the two registers. An inverted question ("Pouvons-nous … ?")
keeps its "nous", as casual writing does too.
"""

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from humanizer.engine.builtin.paradigms import Paradigm, same_case
from humanizer.options import Tone

if TYPE_CHECKING:  # lexicon.py reads the shift with `read_person_shift`
    from humanizer.engine.builtin.lexicon import Morphology

_WORD = r"[^\W\d_]+"


@dataclass(frozen=True)
class PersonShift:
    """A subject pronoun of a tone, its replacement, and the verb forms that go with it."""

    tones: frozenset[Tone]
    subject: str  # "nous"
    replacement: str  # "on"
    # The subject's reflexive pronoun and the replacement's ("nous" → "se").
    reflexive: tuple[str, str]
    # Words that may stand between a subject and its verb ("nous ne vous en parlons").
    clitics: frozenset[str]
    # The subject's verb form (lower case) → the replacement's; None where the form stands for
    # two different ones (an imperfect that is also a subjunctive).
    forms: dict[str, str | None] = field(default_factory=dict)
    # Rows of `verb_endings` whose verbs are found by their ending alone (French -er verbs),
    # with the slot pairs to read them in.
    inferred_rows: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Lemma endings (patterns) that no shorter row may settle: "appeler" doubles its l, "geler"
    # does not.
    unsettled: re.Pattern[str] | None = None
    slots: tuple[tuple[int, int], ...] = ()
    # The endings of the subject's verb forms: a word after the subject that ends so but that
    # the data does not settle stops the shift.
    verb_endings: tuple[str, ...] = ()
    # Words that join a second verb to the same subject ("et", "ou", ",").
    coordinators: frozenset[str] = frozenset()
    # After the verb, the words that may stand before an infinitive whose reflexive pronoun is
    # the subject's ("nous devons vite nous adapter" → "on doit vite s'adapter"), and the
    # endings of infinitives.
    adverbs: frozenset[str] = frozenset()
    infinitive_endings: tuple[str, ...] = ()

    def verb_form(self, word: str) -> str | None:
        """The replacement's form of the subject's verb form `word`, or None (not a verb form
        of the subject, or one the data does not settle)."""
        lowered = word.lower()
        if lowered in self.forms:
            found = self.forms[lowered]
            return None if found is None else same_case(word, found)
        best = 0
        written: set[str] = set()
        for ending, row in self.inferred_rows:
            for source, target in self.slots:
                suffix = row[source]
                if not lowered.endswith(suffix) or len(suffix) < best:
                    continue
                stem = lowered[: len(lowered) - len(suffix)]
                if not stem or self._unsettled(stem + ending, ending):
                    continue
                if len(suffix) > best:
                    best, written = len(suffix), set()
                written.add(stem + row[target])
        return same_case(word, written.pop()) if len(written) == 1 else None

    def _unsettled(self, lemma: str, ending: str) -> bool:
        tail = self.unsettled.search(lemma) if self.unsettled else None
        return tail is not None and len(tail.group()) > len(ending)

    def apply(self, texts: list[str], morphology: "Morphology", mark: str) -> list[str]:
        """The texts (one per line) with every subject moved, or as they were. Each word written
        after an elidable one is preceded by `mark`, for the caller to elide or write in full the
        word before it as its first sound asks (`agreement.fix_articles`: "ne" + "est" →
        "n'est", "n'" + "va" → "ne va")."""
        pattern = _subject_pattern(self, morphology)
        reflexive = self._reflexive_pattern()
        shifted = []
        for text in texts:
            result = self._shift_line(text, pattern, reflexive, mark)
            if result is None:
                return texts
            shifted.append(result)
        return shifted

    def _shift_line(
        self,
        text: str,
        pattern: re.Pattern[str],
        reflexive: re.Pattern[str],
        mark: str,
    ) -> str | None:
        if self.subject not in text.lower():
            return text
        pieces: list[str] = []
        end = 0
        for match in pattern.finditer(text):
            verb = match.group("verb")
            third = self.verb_form(verb)
            if third is None:
                if verb.lower().endswith(self.verb_endings):
                    return None
                continue
            if self._coordinated_verb_follows(text, match.end()):
                return None
            own, other = self.reflexive
            words = [w for w in [(match.group("before") or "").strip()] if w]
            words.append(same_case(match.group("subject"), self.replacement))
            words += [other if w.lower() == own else w for w in _clitic_words(match)]
            words.append(third)
            pieces.append(text[end : match.start()])
            pieces.append(_join(words, mark))
            end = match.end()
            infinitive = reflexive.match(text, end)
            if infinitive and infinitive.group("next").lower().endswith(self.infinitive_endings):
                between = infinitive.group("between")
                pieces.append(between + " " if between else " ")
                following = [*_clitic_words(infinitive), infinitive.group("next")]
                pieces.append(_join([other, *following], mark))
                end = infinitive.end()
        pieces.append(text[end:])
        return "".join(pieces)

    def _reflexive_pattern(self) -> re.Pattern[str]:
        """After a moved verb: adverbs, the subject's pronoun as the object of an infinitive,
        and the word after it ("doit vite nous adapter")."""
        adverbs = "|".join(re.escape(a) for a in sorted(self.adverbs, key=len, reverse=True))
        between = rf"(?: (?:{adverbs}))*" if adverbs else ""
        return re.compile(
            rf"(?P<between>{between}) {re.escape(self.subject)} "
            rf"(?P<clitics>(?:{_clitic_alternatives(self.clitics - {self.subject})})*)"
            rf"(?P<next>{_WORD})(?![\w'’-])",
            re.IGNORECASE,
        )

    def _coordinated_verb_follows(self, text: str, at: int) -> bool:
        """A verb after "et", "ou", "puis" or a comma in the same sentence that shares the
        subject ("nous analysons … et proposons"): moved alone, it would not agree."""
        rest = _SENTENCE_REST.match(text, at, at + _REACH)
        if rest is None or (rest.end() == at + _REACH and rest.end() < len(text)):
            return True  # no end in sight (hostile input): not checked, so not moved
        words = [w.lower() for w in _WORD_OR_COMMA.findall(rest.group())]
        for index, word in enumerate(words[:-1]):
            if word in self.coordinators and words[index + 1] != self.subject:
                following = [w for w in words[index + 1 : index + 3] if w not in self.clitics]
                if following and self.verb_form(following[0]) is not None:
                    return True
        return False


# How far a shared subject's second verb is looked for: the rest of the sentence, up to this.
_REACH = 400
_SENTENCE_REST = re.compile(r"[^.!?;:]*")
# A word with its elided form's apostrophe ("n'"), or a comma.
_WORD_OR_COMMA = re.compile(rf"{_WORD}['’]?|,")
_ELIDED = re.compile(r"([^\W\d_]+['’])")


def _subject_pattern(shift: PersonShift, morphology: "Morphology") -> re.Pattern[str]:
    """The subject, the elidable word before it ("que"), the clitics after it, and its verb."""
    clitic = _clitic_alternatives(shift.clitics)
    before = "|".join(re.escape(row.consonant) for row in morphology.articles)
    before_group = rf"(?P<before>(?:{before}) )?" if before else "(?P<before>)"
    return re.compile(
        rf"(?<![\w'’-]){before_group}(?P<subject>{re.escape(shift.subject)}) "
        rf"(?P<clitics>(?:{clitic})*)(?P<verb>{_WORD})(?![\w'’-])",
        re.IGNORECASE,
    )


def _clitic_alternatives(clitics: frozenset[str]) -> str:
    """One clitic and what follows it: a space, or nothing after an elided one ("n'")."""
    full = [c for c in clitics if not c.endswith("'")]
    elided = [c[:-1] for c in clitics if c.endswith("'")]
    alternatives = "|".join(rf"{re.escape(c)} " for c in sorted(full, key=len, reverse=True))
    return alternatives + "".join(rf"|{re.escape(c)}['’]" for c in elided)


def _clitic_words(match: re.Match[str]) -> list[str]:
    """The clitics between the subject and the verb, one word each ("n'" as "n'")."""
    words: list[str] = []
    for part in (match.group("clitics") or "").split():
        words += [w for w in _ELIDED.split(part) if w]
    return words


def _join(words: list[str], mark: str) -> str:
    """The words, each after the first marked as written by the shift (see `apply`)."""
    written = words[0]
    for word in words[1:]:
        written += ("" if written.endswith(("'", "’")) else " ") + mark + word
    return written


class PersonShiftError(ValueError):
    """A `[person_shift]` table is malformed (`lexicon.py` reports it as the file's error)."""


def read_person_shift(where: str, table: object, verbs: Paradigm) -> PersonShift:
    """Reads a `[person_shift]` table (languages/README.md) against the language's verbs."""
    if not isinstance(table, dict):
        raise PersonShiftError(f"{where} must be a table")
    try:
        tones = frozenset(Tone(t) for t in table.get("tones", ["casual"]))
        subject, replacement = str(table["subject"]), str(table["replacement"])
        own, other = (str(w) for w in table["reflexive"])
        clitics = frozenset(str(c).replace("’", "'") for c in table.get("clitics", []))
        slots = tuple((int(s), int(t)) for s, t in table["slots"])
    except (KeyError, ValueError, TypeError):
        raise PersonShiftError(
            f"{where}: needs subject, replacement, reflexive = [pronoun, its replacement] and "
            "slots = [[the subject's slot, the replacement's slot], …]"
        ) from None
    stem_endings = [(str(a), str(b)) for a, b in table.get("stem_endings", [])]
    forms: dict[str, str | None] = {}

    def add(found: str, written: str) -> None:
        found, written = found.lower(), written.lower()
        forms[found] = written if forms.get(found, written) == written else None

    for lemma in table.get("verbs", []):
        lemma_forms = verbs.forms(str(lemma))
        if lemma_forms is None or max(max(pair) for pair in slots) >= len(lemma_forms):
            raise PersonShiftError(f"{where}: no row or irregular verb gives {lemma!r} its forms")
        for source, target in slots:
            add(lemma_forms[source], lemma_forms[target])
    irregular = table.get("irregular", {})
    for lemma, row in irregular.items() if isinstance(irregular, dict) else ():
        if not (isinstance(row, list) and len(row) == 3 and all(isinstance(w, str) for w in row)):
            raise PersonShiftError(
                f"{where}: irregular {lemma!r} is [present of the subject, of the replacement, "
                "the stem that `stem_endings` complete]"
            )
        present, third, stem = row
        add(present, third)
        for subject_ending, replacement_ending in stem_endings:
            add(stem + subject_ending, stem + replacement_ending)
    explicit = table.get("forms", {})
    for found, written in explicit.items() if isinstance(explicit, dict) else ():
        forms[str(found).lower()] = str(written).lower() if written else None
    inferred = set(table.get("inferred_rows", []))
    unsettled = [str(u) for u in table.get("unsettled", [])]
    return PersonShift(
        tones=tones,
        subject=subject.lower(),
        replacement=replacement,
        reflexive=(own.lower(), other),
        clitics=clitics,
        forms=forms,
        inferred_rows=tuple(row for row in verbs.rows if row[0] in inferred),
        unsettled=re.compile("(?:" + "|".join(unsettled) + ")$") if unsettled else None,
        slots=slots,
        verb_endings=tuple({row[source] for _, row in verbs.rows for source, _ in slots}),
        coordinators=frozenset(str(w).lower() for w in table.get("coordinators", [])),
        adverbs=frozenset(str(w).lower() for w in table.get("adverbs", [])),
        infinitive_endings=tuple(str(e) for e in table.get("infinitive_endings", [])),
    )
