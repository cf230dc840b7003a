"""Loads a language's data file (see languages/README.md) into compiled, validated rules.

All language knowledge lives in the TOML files; this module only turns it into regular expressions
and fails loudly on a malformed entry, so that a broken pattern is caught by the tests.
"""

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import NamedTuple

from humanizer.engine.builtin.paradigms import (
    Inflected,
    Paradigm,
    ParadigmError,
    anchors_of,
    slots_of,
)
from humanizer.engine.builtin.person import PersonShift, PersonShiftError, read_person_shift
from humanizer.engine.builtin.prefilter import FoldedText, Prefilter, PrefilterIndex, prefilter_of
from humanizer.options import Language, Tone

LANGUAGES_DIR = Path(__file__).parent / "languages"

# Where a sentence starts: the start of the text or a line, after a sentence-final mark and a
# space, or after the opening ¿ ¡ of Spanish. Placeholders (private-use characters) may stand for
# a closing quotation, so they count as punctuation too; so does the mark after a rewritten
# enumeration marker (tidy.WORDS_START). So does an emoji and a space ("⚠️ Note that …").
SENTENCE_START = (
    r"(?:^|(?<=\n)|(?<=[.!?…:]\s)|(?<=[.!?…][\"”»)\uE001]\s)|(?<=[¿¡\uE002\uE004])"
    r"|(?<=[\u2600-\u27bf\ufe0f\U0001f000-\U0001faff]\s))"
)

PHRASE_KINDS = frozenset(
    {
        "opener",
        "hedge",
        "connector",
        "closer",
        "word",
        "structure",
        "tone",
        "tail",
        "adjective",
        "verb",
        "noun",
    }
)
# Kinds that are ordinary language, not marks of machine text: not counted as stock phrases.
PLAIN_KINDS = frozenset({"structure", "tone"})


class LexiconError(ValueError):
    """A language file is malformed; the message names the file and the entry."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """A stock phrase (or structure) and its replacements per tone."""

    index: int
    kind: str
    find: str
    pattern: re.Pattern[str]
    options: dict[Tone, tuple[str, ...]]
    # Literals a text must hold to match: a cheap test before the search.
    prefilter: Prefilter = field(default_factory=Prefilter)
    # A tail's: the clause before it must not hold this (a past verb, where the tail's
    # replacement is in the present).
    head_not: re.Pattern[str] | None = None

    def may_match(self, text: FoldedText) -> bool:
        """False when the text cannot match."""
        return self.prefilter.admits(text)

    @property
    def is_stock(self) -> bool:
        return self.kind not in PLAIN_KINDS

    @property
    def is_tell(self) -> bool:
        """Whether a match marks machine text: every entry but the tone's words and the
        structures that may keep what they find (a `\\g<0>` option: a clause moved for
        variety, not a fault fixed)."""
        return self.kind != "tone" and not any(
            "\\g<0>" in option for options in self.options.values() for option in options
        )


@dataclass(frozen=True, slots=True)
class Contraction:
    full: re.Pattern[str]
    short: re.Pattern[str]
    full_text: str
    short_text: str


@dataclass(frozen=True, slots=True)
class Split:
    pattern: re.Pattern[str]
    replace: str
    # The tones the cut is made in (all by default).
    tones: frozenset[Tone] = frozenset(Tone)
    # Only where the joint's mark is the sentence's first: a comma before it may open a series
    # ("the rooms, the pool, and the staff"), where the cut would leave a fragment.
    first_mark: bool = False
    # No cut where the sentence before the joint matches this: after a denial ("not a quiche,
    # but a generous pie") what follows the joint is no clause, and would stand as a fragment.
    head_not: re.Pattern[str] | None = None


# What a sentence may hold beside a join: nothing but words ("neither" holds a comma), commas in
# the second sentence only, or commas in both. A semicolon or colon in either never joins.
JOIN_COMMAS = ("neither", "second", "both")


@dataclass(frozen=True, slots=True)
class Join:
    """Two sentences made one with `word` (", and ", "; "), when the second opens with one of
    `before` (folded), in `tones`, with commas as `commas` allows (JOIN_COMMAS)."""

    word: str
    before: frozenset[str]
    tones: frozenset[Tone] = frozenset(Tone)
    commas: str = "neither"
    # A first sentence this finds is not joined: after a clause that ends it ("… si llueve"),
    # the join would read as joining that clause ("… si llueve y el tren …").
    first_not: re.Pattern[str] | None = None

    def opens(self, word: str) -> bool:
        """Whether a second sentence opening with `word` may follow (either apostrophe)."""
        return _join_key(word) in self.before


def _join_key(word: str) -> str:
    return word.casefold().replace("’", "'")


@dataclass(frozen=True, slots=True)
class Enumeration:
    """Ordinal markers at sentence starts ("En primer lugar, … Por último, …") and the schemes a
    whole text's sequence is rewritten with, consistently: `schemes[tone]` holds (first, middle
    markers in turn, last) triples."""

    first: re.Pattern[str] | None = None
    middle: re.Pattern[str] | None = None
    last: re.Pattern[str] | None = None
    schemes: dict[Tone, tuple[tuple[str, tuple[str, ...], str], ...]] = field(default_factory=dict)


class ArticleRow(NamedTuple):
    """An article before a consonant and before a vowel, and, if the row says so, the words
    that take its vowel form (else the language's `vowel_start`)."""

    consonant: str
    vowel: str
    vowel_start: re.Pattern[str] | None = None


@dataclass(frozen=True, slots=True)
class Morphology:
    """How adjectives agree, so that one entry per adjective serves all its forms.

    `endings` maps a lemma's ending to its four forms' endings (masculine singular, feminine
    singular, masculine plural, feminine plural); `masculine`/`feminine` are the determiners that
    show a noun's gender; `articles` are (before a consonant, before a vowel) pairs such as
    ("a", "an") or ("le", "l'"), fixed before a replaced word; `vowel_start` says which words take
    the vowel form, unless a row names its own (Italian "ad" only before "a": `ArticleRow`)."""

    endings: tuple[tuple[str, tuple[str, str, str, str]], ...] = ()
    masculine: frozenset[str] = frozenset()
    feminine: frozenset[str] = frozenset()
    articles: tuple[ArticleRow, ...] = ()
    vowel_start: re.Pattern[str] | None = None
    # Words between a noun and its adjective that say nothing of gender ("un papel tan crucial").
    intensifiers: frozenset[str] = frozenset()
    # The forms of verbs and nouns, for `[[verb]]` and `[[noun]]` entries (paradigms.py).
    verbs: Paradigm = field(default_factory=Paradigm)
    nouns: Paradigm = field(default_factory=Paradigm)


@dataclass(frozen=True)
class LanguageData:
    """Everything the engine knows about one language."""

    language: Language
    name: str
    abbreviations: frozenset[str]
    months: tuple[str, ...]
    units: tuple[str, ...]
    capitalized_nouns: bool
    space_before: str
    space_after: str
    openers: tuple[re.Pattern[str], ...]
    closers: tuple[re.Pattern[str], ...]
    phrases: tuple[Phrase, ...]
    contractions: tuple[Contraction, ...]
    splits: tuple[Split, ...]
    joins: tuple[Join, ...] = ()
    # Words that keep their capital when a join puts them inside a sentence (English "I").
    capitalized: frozenset[str] = frozenset()
    stock_patterns: tuple[re.Pattern[str], ...] = field(default=())
    # Engine v2: the document-level editor's data (see languages/README.md).
    offers: tuple[re.Pattern[str], ...] = ()
    reactions: tuple[re.Pattern[str], ...] = ()
    notes: tuple[re.Pattern[str], ...] = ()
    announcements: tuple[re.Pattern[str], ...] = ()
    courtesy: tuple[re.Pattern[str], ...] = ()
    signposts: tuple[re.Pattern[str], ...] = ()
    morals: tuple[re.Pattern[str], ...] = ()
    # Words that go on in lower case where a dropped sentence opened a letter's body after its
    # salutation ("Sehr geehrte Frau Lindner, vielen Dank …"), even when the text does not write
    # them in lower case elsewhere; never a noun.
    lowercase_openers: frozenset[str] = frozenset()
    enumeration: Enumeration = field(default_factory=Enumeration)
    tails: tuple[Phrase, ...] = ()
    adjectives: tuple["Adjective", ...] = ()
    # Inflated verbs and nouns (`[[verb]]`, `[[noun]]`), each replaced in the form it was found.
    inflected: tuple[Inflected, ...] = ()
    morphology: Morphology = field(default_factory=Morphology)
    target_variation: float = 0.0
    # Capitalized words that are not names ("La", "Sua" of Italian formal address).
    not_names: frozenset[str] = frozenset()
    # The label of an e-mail's subject line, lower case ("subject", "betreff").
    subject_labels: frozenset[str] = frozenset()
    # Words that mark a register, lower case: how the quality benchmark tells the tones apart.
    formal_words: frozenset[str] = frozenset()
    everyday_words: frozenset[str] = frozenset()
    # The dash the engine writes for an aside or a break (" – "; Spanish and Portuguese " — ").
    dash: str = " – "
    # Whether an aside's dashes touch its words (Spanish: "recicladas —unas 32 por mochila—,").
    hug_asides: bool = False
    # The language's quotation marks, opening and closing ("„", "“"): a quotation opened with the
    # first and closed with a straight '"' is closed with the second (see tidy.close_quotes).
    quotes: tuple[str, str] | None = None
    # Words of two varieties of the language ("centre", "center"): see variety.py.
    variety_pairs: tuple[tuple[str, str], ...] = ()
    # The dash each variety writes ([" – ", "—"]: British, American): see variety.py.
    variety_dashes: tuple[str, str] | None = None
    # A tone's subject pronoun ("nous" → "on" in casual French): see person.py.
    person_shift: PersonShift | None = None

    @cached_property
    def phrase_index(self) -> PrefilterIndex:
        """The phrases' prefilters filed by their literals: a block asks only the few phrases
        its pieces reach, not all of them (built once per language)."""
        return PrefilterIndex([phrase.prefilter for phrase in self.phrases])

    @cached_property
    def abbreviated_words(self) -> frozenset[str]:
        """The words one-dot abbreviations shorten ("Sra" of "Sra.", "Co" of "Co.")."""
        return frozenset(
            a[:-1] for a in self.abbreviations if a.endswith(".") and "." not in a[:-1]
        )

    @cached_property
    def abbreviation_stop(self) -> re.Pattern[str] | None:
        """The full stop of such an abbreviation inside a sentence, its word in group 1."""
        if not self.abbreviated_words:
            return None
        words = "|".join(map(re.escape, sorted(self.abbreviated_words)))
        return re.compile(rf"(?<!\w)({words})\.(?=\s)")

    @cached_property
    def variety_counterparts(self) -> tuple[dict[str, str], dict[str, str]]:
        """`variety_pairs` read both ways, in lower case: first → second, second → first."""
        first = {a.lower(): b.lower() for a, b in self.variety_pairs}
        return first, {b: a for a, b in first.items()}


@dataclass(frozen=True, slots=True)
class Adjective:
    """An inflated adjective entry: its lemma's forms are found, and replaced by the same form of
    a plainer adjective (`options` hold lemmas, per tone)."""

    index: int
    lemma: str
    pattern: re.Pattern[str]
    # form found (lower case) → (gender or None if the form does not show it, plural?)
    forms: dict[str, tuple[str | None, bool]]
    options: dict[Tone, tuple[str, ...]]


def _starts_with_word(pattern: str) -> bool:
    """Whether every match starts with a letter: a letter, or a leading group of words."""
    return pattern[:1].isalpha() or (pattern.startswith("(?:") and pattern[3:4].isalpha())


def _first_letter_either_case(pattern: str) -> str:
    """Lets the first letter match its capital too, for phrases at the start of a sentence.

    A pattern that starts with a group of alternatives gets that whole group matched without
    regard to case, so that each alternative's first letter may be a capital.
    """
    if pattern.startswith("(?:"):
        return "(?i:" + pattern[3:]
    first = pattern[:1]
    if first.isalpha() and first.lower() != first.upper():
        return f"[{first.lower()}{first.upper()}]{pattern[1:]}"
    return pattern


def compile_find(find: str, *, at_start: bool) -> re.Pattern[str]:
    # A leading \b before a word is the boundary the engine adds itself: without it the first
    # letter can take its capital too ("\bla scelta" also finds "La scelta").
    if re.match(r"\\b(?=\w|\(\?:\w)", find):
        find = find[2:]
    # Word boundaries are decided on the pattern as written, before its first letter becomes
    # a class such as [iI]: a pattern never matches inside a longer word.
    start = r"(?<![\w\uE000-\uE001])" if _starts_with_word(find) else ""
    end = r"(?![\w])" if find[-1:].isalpha() else ""
    body = f"{start}{_first_letter_either_case(find)}{end}"
    if at_start:
        body = SENTENCE_START + body
    return re.compile(body)


def _compile(where: str, source: str, flags: int = 0) -> re.Pattern[str]:
    try:
        return re.compile(source, flags)
    except re.error as error:
        raise LexiconError(f"{where}: bad pattern {source!r}: {error}") from None


def _optional_pattern(where: str, entry: dict[str, object], key: str) -> re.Pattern[str] | None:
    """An entry's optional guard pattern (case-insensitive), or None when it has none."""
    source = entry.get(key)
    if source is None or source == "":
        return None
    if not isinstance(source, str):
        raise LexiconError(f"{where}: `{key}` is a pattern")
    return _compile(where, source, re.IGNORECASE)


def _tone_options(where: str, entry: dict[str, object]) -> dict[Tone, tuple[str, ...]]:
    """`replace` for every tone, or a per-tone list (`casual`, `academic`, `professional`)."""
    shared = entry.get("replace")
    options: dict[Tone, tuple[str, ...]] = {}
    for tone in Tone:
        chosen = entry.get(tone.value, shared)
        if chosen is None:
            continue
        if not isinstance(chosen, list) or not all(isinstance(o, str) for o in chosen):
            raise LexiconError(f"{where}: replacements for {tone.value} must be a list of strings")
        if chosen:
            options[tone] = tuple(chosen)
    return options


def _phrase(where: str, index: int, entry: dict[str, object], *, tail: bool = False) -> Phrase:
    find = entry.get("find")
    if not isinstance(find, str) or not find.strip():
        raise LexiconError(f"{where}: `find` must be a non-empty string")
    kind = entry.get("kind", "word")
    if kind not in PHRASE_KINDS:
        raise LexiconError(f"{where}: unknown kind {kind!r} (one of {sorted(PHRASE_KINDS)})")
    at = entry.get("at", "any")
    if at not in ("any", "start"):
        raise LexiconError(f"{where}: `at` must be 'any' or 'start', not {at!r}")
    options = _tone_options(where, entry)
    head_not = entry.get("head_not")
    if head_not is not None and (not tail or not isinstance(head_not, str)):
        raise LexiconError(f"{where}: `head_not` is a pattern, and only a tail's")
    if tail:
        # A participial tail: ", highlighting …" at the end of a sentence.
        find = f", (?:{find})(?= )"
    try:
        pattern = compile_find(find, at_start=at == "start")
    except re.error as error:
        raise LexiconError(f"{where}: bad pattern {find!r}: {error}") from None
    for tone_options in options.values():
        for option in tone_options:
            try:
                _check_groups(pattern, option)
            except re.error as error:
                raise LexiconError(f"{where}: bad replacement {option!r}: {error}") from None
    return Phrase(
        index=index,
        kind=str(kind),
        find=find,
        pattern=pattern,
        options=options,
        prefilter=prefilter_of(pattern),
        head_not=_compile(where, head_not, re.IGNORECASE) if head_not else None,
    )


_GROUP_REFERENCE = re.compile(r"\\(\d+)|\\g<(\d+)>")


def _check_groups(pattern: re.Pattern[str], replacement: str) -> None:
    if "\\\\" in replacement:
        # A doubled backslash (a TOML basic string's "\\\\1") writes a backslash into the prose.
        raise re.error("a doubled backslash writes one into the text; group 1 is '\\1'")
    for match in _GROUP_REFERENCE.finditer(replacement):
        number = int(match.group(1) or match.group(2))
        if number > pattern.groups:
            raise re.error(f"group {number} does not exist")


def _strings(where: str, value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LexiconError(f"{where}: must be a list of strings")
    return tuple(value)


def _tones(where: str, entry: dict[str, object]) -> frozenset[Tone]:
    """An entry's `tones`: all three when it names none."""
    names = _strings(f"{where}: tones", entry.get("tones", [t.value for t in Tone]))
    try:
        return frozenset(Tone(name) for name in names)
    except ValueError:
        raise LexiconError(f"{where}: unknown tone in {names!r}") from None


def _joins(source: str, rhythm: dict[str, object]) -> tuple[Join, ...]:
    entries = rhythm.get("join", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise LexiconError(f"{source}: [[rhythm.join]] must be tables")
    joins = []
    for index, entry in enumerate(entries):
        where = f"{source}: rhythm.join #{index + 1}"
        word, commas = entry.get("with"), entry.get("commas", "neither")
        if not isinstance(word, str) or not word.strip(" ,"):
            raise LexiconError(f"{where}: needs `with`, the words or mark that join")
        if commas not in JOIN_COMMAS:
            raise LexiconError(f"{where}: commas must be one of {', '.join(JOIN_COMMAS)}")
        before = _strings(f"{where}: before", entry.get("before"))
        if not before:
            raise LexiconError(f"{where}: needs `before`, the words the second sentence opens with")
        joins.append(
            Join(
                word=word,
                before=frozenset(map(_join_key, before)),
                tones=_tones(where, entry),
                commas=commas,
                first_not=_optional_pattern(where, entry, "first_not"),
            )
        )
    return tuple(joins)


# A named fragment of `[patterns]`, written into a pattern as <<name>>.
_FRAGMENT = re.compile(r"<<([a-z_]+)>>")


def _expand_fragments(source: str, data: dict[str, object]) -> dict[str, object]:
    """The data with every <<name>> replaced by `[patterns] name` as a group: a list a language
    uses in many entries (the forms of its present-tense verbs) is written once."""
    fragments = data.get("patterns", {})
    if not isinstance(fragments, dict) or not all(
        isinstance(v, str) and not _FRAGMENT.search(v) for v in fragments.values()
    ):
        raise LexiconError(f"{source}: [patterns] must map names to patterns without <<names>>")

    def expand(value: object) -> object:
        if isinstance(value, str):
            return _FRAGMENT.sub(fragment, value)
        if isinstance(value, list):
            return [expand(v) for v in value]
        if isinstance(value, dict):
            return {k: expand(v) for k, v in value.items()}
        return value

    def fragment(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in fragments:
            raise LexiconError(f"{source}: <<{name}>> is not in [patterns]")
        return f"(?:{fragments[name]})"

    return {key: value if key == "patterns" else expand(value) for key, value in data.items()}


def parse_language(language: Language, data: dict[str, object], source: str) -> LanguageData:
    """Validates and compiles one language's data."""
    data = _expand_fragments(source, data)
    text = data.get("text", {})
    typography = data.get("typography", {})
    wrappers = data.get("wrappers", {})
    if not isinstance(text, dict) or not isinstance(typography, dict):
        raise LexiconError(f"{source}: [text] and [typography] must be tables")
    if not isinstance(wrappers, dict):
        raise LexiconError(f"{source}: [wrappers] must be a table")

    phrases = []
    for index, entry in enumerate(_entries(source, data, "phrase")):
        phrases.append(_phrase(f"{source}: phrase #{index + 1}", index, entry))

    contractions = []
    for index, entry in enumerate(_entries(source, data, "contraction")):
        where = f"{source}: contraction #{index + 1}"
        full, short = entry.get("full"), entry.get("short")
        unless = entry.get("expand_unless", "")
        keep = entry.get("contract_unless", "")
        if not (
            isinstance(full, str)
            and isinstance(short, str)
            and isinstance(unless, str)
            and isinstance(keep, str)
        ):
            raise LexiconError(f"{where}: needs `full` and `short` strings")
        # Contract only before another word: "as it is." must not become "as it's."
        full_pattern = compile_find(re.escape(full), at_start=False).pattern + r"(?=\s+\w)"
        if keep:  # nor where the short form cannot stand: "What is it?" is never "What's it?"
            full_pattern += rf"(?!\s+(?:{keep}))"
        short_pattern = compile_find(re.escape(short), at_start=False).pattern
        if unless:
            short_pattern += rf"(?!\s+(?:{unless})\b)"
        contractions.append(
            Contraction(
                full=_compile(where, full_pattern),
                short=_compile(where, short_pattern),
                full_text=full,
                short_text=short,
            )
        )

    splits = []
    for index, entry in enumerate(_entries(source, data, "split")):
        where = f"{source}: split #{index + 1}"
        find, replace = entry.get("find"), entry.get("replace")
        if not isinstance(find, str) or not isinstance(replace, str):
            raise LexiconError(f"{where}: needs `find` and `replace` strings")
        first_mark = entry.get("first_mark", False)
        if not isinstance(first_mark, bool):
            raise LexiconError(f"{where}: first_mark must be true or false")
        splits.append(
            Split(
                pattern=_compile(where, find),
                replace=replace,
                tones=_tones(where, entry),
                first_mark=first_mark,
                head_not=_optional_pattern(where, entry, "head_not"),
            )
        )

    flags = re.IGNORECASE
    openers = tuple(
        _compile(f"{source}: opener", p, flags)
        for p in _strings(f"{source}: openers", wrappers.get("openers"))
    )
    closers = tuple(
        _compile(f"{source}: closer", p, flags)
        for p in _strings(f"{source}: closers", wrappers.get("closers"))
    )
    rhythm = data.get("rhythm", {})
    if not isinstance(rhythm, dict):
        raise LexiconError(f"{source}: [rhythm] must be a table")
    discourse = data.get("discourse", {})
    if not isinstance(discourse, dict):
        raise LexiconError(f"{source}: [discourse] must be a table")

    def sentences(table: dict[str, object], key: str) -> tuple[re.Pattern[str], ...]:
        where = f"{source}: {key}"
        return tuple(_compile(where, p, flags) for p in _strings(where, table.get(key)))

    register = data.get("register", {})
    if not isinstance(register, dict):
        raise LexiconError(f"{source}: [register] must be a table")
    morphology = _morphology(source, data.get("morphology", {}))
    tails = tuple(
        _phrase(f"{source}: tail #{index + 1}", index, {**entry, "kind": "tail"}, tail=True)
        for index, entry in enumerate(_entries(source, data, "tail"))
    )
    adjectives = tuple(
        _adjective(f"{source}: adjective #{index + 1}", index, entry, morphology)
        for index, entry in enumerate(_entries(source, data, "adjective"))
    )
    inflected = tuple(
        _inflected(f"{source}: {kind} #{index + 1}", index, kind, entry, paradigm)
        for kind, paradigm in (("verb", morphology.verbs), ("noun", morphology.nouns))
        for index, entry in enumerate(_entries(source, data, kind))
    )
    person_shift = None
    if "person_shift" in data:
        try:
            person_shift = read_person_shift(
                f"{source}: [person_shift]", data["person_shift"], morphology.verbs
            )
        except PersonShiftError as error:
            raise LexiconError(str(error)) from None
    target = rhythm.get("target_variation", 0.0)
    if not isinstance(target, int | float) or not 0 <= target < 2:
        raise LexiconError(f"{source}: [rhythm] target_variation must be a number from 0 to 2")
    return LanguageData(
        language=language,
        name=str(data.get("name", language.value)),
        abbreviations=frozenset(_strings(f"{source}: abbreviations", text.get("abbreviations"))),
        months=tuple(m.lower() for m in _strings(f"{source}: months", text.get("months"))),
        units=_strings(f"{source}: units", text.get("units")),
        capitalized_nouns=bool(text.get("capitalized_nouns", False)),
        space_before=str(typography.get("space_before", "")),
        space_after=str(typography.get("space_after", "")),
        dash=str(typography.get("dash", " – ")),
        hug_asides=bool(typography.get("hug_asides", False)),
        quotes=_quotes(source, typography),
        openers=openers,
        closers=closers,
        phrases=tuple(phrases),
        contractions=tuple(contractions),
        splits=tuple(splits),
        joins=_joins(source, rhythm),
        capitalized=frozenset(_strings(f"{source}: capitalized", rhythm.get("capitalized"))),
        stock_patterns=tuple(p.pattern for p in phrases if p.is_stock)
        + tuple(a.pattern for a in adjectives)
        + tuple(i.pattern for i in inflected if i.stock),
        offers=sentences(wrappers, "offers"),
        reactions=sentences(wrappers, "reactions"),
        notes=sentences(wrappers, "notes"),
        announcements=sentences(discourse, "announcements"),
        courtesy=sentences(discourse, "courtesy"),
        signposts=sentences(discourse, "signposts"),
        morals=sentences(discourse, "morals"),
        lowercase_openers=frozenset(
            _strings(f"{source}: lowercase_openers", discourse.get("lowercase_openers"))
        ),
        enumeration=_enumeration(source, data.get("enumeration", {})),
        tails=tails,
        adjectives=adjectives,
        inflected=inflected,
        morphology=morphology,
        person_shift=person_shift,
        target_variation=float(target),
        not_names=frozenset(_strings(f"{source}: not_names", text.get("not_names"))),
        subject_labels=frozenset(
            w.lower() for w in _strings(f"{source}: subject_labels", text.get("subject_labels"))
        ),
        formal_words=frozenset(
            w.lower() for w in _strings(f"{source}: formal", register.get("formal"))
        ),
        everyday_words=frozenset(
            w.lower() for w in _strings(f"{source}: everyday", register.get("everyday"))
        ),
        variety_pairs=_variety_pairs(source, data.get("variety", {})),
        variety_dashes=_variety_dashes(source, data.get("variety", {})),
    )


def _quotes(source: str, typography: dict[str, object]) -> tuple[str, str] | None:
    """`[typography] quotes`: [opening mark, closing mark], or None."""
    if "quotes" not in typography:
        return None
    marks = _strings(f"{source}: [typography] quotes", typography["quotes"])
    if len(marks) != 2 or any(len(mark) != 1 or mark == '"' for mark in marks):
        raise LexiconError(f"{source}: [typography] quotes must be two marks, neither a '\"'")
    return marks[0], marks[1]


def _variety_dashes(source: str, table: object) -> tuple[str, str] | None:
    """`[variety] dashes`: [the first variety's dash, the second's], or None."""
    if not isinstance(table, dict) or "dashes" not in table:
        return None
    dashes = _strings(f"{source}: [variety] dashes", table["dashes"])
    if len(dashes) != 2 or not all(d.strip() in ("–", "—") for d in dashes):
        raise LexiconError(f"{source}: [variety] dashes must be two dashes (– or —, spaced or not)")
    return dashes[0], dashes[1]


def _variety_pairs(source: str, table: object) -> tuple[tuple[str, str], ...]:
    """`[variety] pairs`: [word of the first variety, the same word in the second]."""
    if not isinstance(table, dict):
        raise LexiconError(f"{source}: [variety] must be a table")
    pairs = table.get("pairs", [])
    where = f"{source}: [variety] pairs"
    if not isinstance(pairs, list):
        raise LexiconError(f"{where}: must be a list of [first, second] pairs")
    read = [_strings(where, pair) for pair in pairs]
    if any(len(pair) != 2 or not all(w.strip() for w in pair) for pair in read):
        raise LexiconError(f"{where}: each must be two words, [first variety, second variety]")
    firsts = {a.lower() for a, _ in read}
    seconds = {b.lower() for _, b in read}
    if both := sorted(firsts & seconds):
        raise LexiconError(f"{where}: on both sides: {', '.join(both)}")
    return tuple((a, b) for a, b in read)


def _enumeration(source: str, table: object) -> Enumeration:
    where = f"{source}: [enumeration]"
    if not isinstance(table, dict):
        raise LexiconError(f"{where} must be a table")
    markers: dict[str, re.Pattern[str] | None] = {}
    for position in ("first", "middle", "last"):
        find = table.get(position)
        if find is None:
            markers[position] = None
            continue
        if not isinstance(find, str) or not find.strip():
            raise LexiconError(f"{where}: `{position}` must be a pattern")
        try:
            markers[position] = compile_find(find, at_start=True)
        except re.error as error:
            raise LexiconError(f"{where}: bad `{position}` {find!r}: {error}") from None
    schemes: dict[Tone, list[tuple[str, tuple[str, ...], str]]] = {}
    for entry in table.get("scheme", []):
        if not isinstance(entry, dict):
            raise LexiconError(f"{where}: [[enumeration.scheme]] must be tables")
        first, middle, last = entry.get("first"), entry.get("middle"), entry.get("last")
        if not isinstance(first, str) or not isinstance(last, str):
            raise LexiconError(f"{where}: a scheme needs `first` and `last` strings")
        middles = _strings(f"{where}: scheme middle", middle)
        if not middles:
            raise LexiconError(f"{where}: a scheme needs a non-empty `middle` list")
        for tone in _tones(f"{where}: scheme", entry):
            schemes.setdefault(tone, []).append((first, middles, last))
    if (markers["first"] is None) != (not schemes):
        raise LexiconError(f"{where}: markers and schemes come together")
    return Enumeration(
        first=markers["first"],
        middle=markers["middle"],
        last=markers["last"],
        schemes={tone: tuple(options) for tone, options in schemes.items()},
    )


def _morphology(source: str, table: object) -> Morphology:
    where = f"{source}: [morphology]"
    if not isinstance(table, dict):
        raise LexiconError(f"{where} must be a table")
    endings = []
    for row in table.get("adjective_endings", []):
        if not (isinstance(row, list) and len(row) == 5 and all(isinstance(x, str) for x in row)):
            raise LexiconError(f"{where}: each adjective_endings row is [lemma ending, 4 forms]")
        endings.append((row[0], (row[1], row[2], row[3], row[4])))
    # The longest ending that fits a lemma wins.
    endings.sort(key=lambda row: len(row[0]), reverse=True)
    articles = []
    for row in table.get("articles", []):
        if not (
            isinstance(row, list) and len(row) in (2, 3) and all(isinstance(x, str) for x in row)
        ):
            raise LexiconError(
                f"{where}: an articles row is [before a consonant, before a vowel] and, "
                "optionally, the pattern of the words that take the second"
            )
        starts = _compile(f"{where}: articles", row[2], re.IGNORECASE) if len(row) == 3 else None
        articles.append(ArticleRow(row[0].lower(), row[1].lower(), starts))
    vowel = table.get("vowel_start")
    if vowel is not None and not isinstance(vowel, str):
        raise LexiconError(f"{where}: vowel_start must be a pattern")
    try:
        verbs = Paradigm.read(
            f"{where}: verbs", table.get("verb_endings", []), table.get("irregular_verbs", {})
        )
        nouns = Paradigm.read(
            f"{where}: nouns", table.get("noun_endings", []), table.get("irregular_nouns", {})
        )
    except ParadigmError as error:
        raise LexiconError(str(error)) from None
    return Morphology(
        endings=tuple(endings),
        masculine=frozenset(_strings(f"{where}: masculine", table.get("masculine"))),
        feminine=frozenset(_strings(f"{where}: feminine", table.get("feminine"))),
        articles=tuple(articles),
        vowel_start=_compile(f"{where}: vowel_start", vowel, re.IGNORECASE) if vowel else None,
        intensifiers=frozenset(
            w.lower() for w in _strings(f"{where}: intensifiers", table.get("intensifiers"))
        ),
        verbs=verbs,
        nouns=nouns,
    )


def inflect(lemma: str, morphology: Morphology, gender: str | None, plural: bool) -> str | None:
    """The form of `lemma` for a gender ("m", "f" or None: unknown) and number; None when the
    gender is unknown and the adjective's forms differ by gender."""
    for ending, forms in morphology.endings:
        if lemma.endswith(ending):
            stem = lemma[: len(lemma) - len(ending)] if ending else lemma
            masculine, feminine = (forms[2], forms[3]) if plural else (forms[0], forms[1])
            if gender is None and masculine != feminine:
                return None
            return stem + (feminine if gender == "f" else masculine)
    return lemma


def adjective_forms(lemma: str, morphology: Morphology) -> dict[str, tuple[str | None, bool]]:
    """Every form of `lemma` → (the gender it shows, or None; whether it is plural)."""
    forms: dict[str, tuple[str | None, bool]] = {}
    for plural in (False, True):
        masculine = inflect(lemma, morphology, "m", plural) or lemma
        feminine = inflect(lemma, morphology, "f", plural) or lemma
        if masculine == feminine:
            forms.setdefault(masculine.lower(), (None, plural))
        else:
            forms.setdefault(masculine.lower(), ("m", plural))
            forms.setdefault(feminine.lower(), ("f", plural))
    return forms


# A lemma as `[[adjective]]`, `[[verb]]` and `[[noun]]` entries write it: letters, as one word or
# several ("take place", "fuera de lo común").
_LEMMA = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")


def _adjective(
    where: str, index: int, entry: dict[str, object], morphology: Morphology
) -> Adjective:
    lemma = entry.get("find")
    if not isinstance(lemma, str) or not _LEMMA.fullmatch(lemma):
        raise LexiconError(f"{where}: `find` must be the adjective's lemma, in letters")
    options = _tone_options(where, entry)
    forms = adjective_forms(lemma, morphology)
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    pattern = compile_find(f"(?:{alternatives})(?!\\w)", at_start=False)
    return Adjective(index=index, lemma=lemma, pattern=pattern, forms=forms, options=options)


def _inflected(
    where: str, index: int, kind: str, entry: dict[str, object], paradigm: Paradigm
) -> Inflected:
    """A `[[verb]]` or `[[noun]]` entry: its lemma and each option's lemma must have forms."""
    lemma = entry.get("find")
    if not isinstance(lemma, str) or not _LEMMA.fullmatch(lemma):
        raise LexiconError(f"{where}: `find` must be the {kind}'s lemma, in letters")
    forms = paradigm.forms(lemma)
    if forms is None:
        raise LexiconError(f"{where}: no {kind}_endings row fits {lemma!r}")
    options: dict[Tone, tuple[tuple[str, ...], ...]] = {}
    for tone, lemmas in _tone_options(where, entry).items():
        inflected = []
        for option in lemmas:
            option_forms = paradigm.forms(option)
            if option_forms is None:
                raise LexiconError(f"{where}: no {kind}_endings row fits {option!r}")
            inflected.append(option_forms)
        options[tone] = tuple(inflected)
    stock = entry.get("kind", "word")
    if stock not in ("word", "tone"):
        raise LexiconError(f"{where}: `kind` is 'word' (a stock word) or 'tone' (plain language)")
    # Forms that are also another word ("fomento", the noun; "l'orchestre") stay as they are.
    keep = {form.lower() for form in _strings(f"{where}: keep", entry.get("keep"))}
    if unknown := sorted(keep - {form.lower() for form in forms}):
        raise LexiconError(f"{where}: `keep` names no form of {lemma!r}: {', '.join(unknown)}")
    slots = {form: found for form, found in slots_of(forms).items() if form not in keep}
    alternatives = "|".join(re.escape(f) for f in sorted(slots, key=len, reverse=True))
    return Inflected(
        index=index,
        kind=kind,
        lemma=lemma,
        # Not the end of a compound: "Fourier-Transformation" is no "Transformation" (a hyphen
        # after the word may join a pronoun to it: "depreende-se").
        pattern=re.compile(
            "(?<![-‐])" + compile_find(f"(?:{alternatives})(?!\\w)", at_start=False).pattern
        ),
        slots=slots,
        options=options,
        anchors=anchors_of(forms),
        stock=stock == "word",
    )


def _entries(source: str, data: dict[str, object], key: str) -> list[dict[str, object]]:
    entries = data.get(key, [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise LexiconError(f"{source}: [[{key}]] must be an array of tables")
    return entries


@cache
def load_language(language: Language) -> LanguageData:
    """The compiled data of a language, loaded once per process."""
    path = LANGUAGES_DIR / f"{language.value}.toml"
    try:
        with path.open("rb") as file:
            data = tomllib.load(file)
    except FileNotFoundError:
        return parse_language(language, {}, path.name)
    except tomllib.TOMLDecodeError as error:
        raise LexiconError(f"{path.name}: {error}") from None
    return parse_language(language, data, path.name)
