"""The prefilter is a necessary condition: a text it turns away never matches its pattern.

A wrong literal (one a match need not contain) would make the engine skip a phrase that is
there, so each shape of pattern is tested with a text that matches it in the way a wrong
literal would miss; random patterns and texts check the same on any shape; and the engine's
output on real texts is the same with the prefilters as without them.

The index of many prefilters must never leave out one that admits the text when its turn
comes, even when an earlier rewrite brought in the literals it needs.
"""

import _sre
import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import LanguageData, load_language, parse_language
from humanizer.engine.builtin.prefilter import (
    FoldedText,
    Prefilter,
    PrefilterIndex,
    fold,
    pieces_of,
    prefilter_of,
)
from humanizer.engine.builtin.rules import Rewriter
from humanizer.options import Language, Tone

TEXTS = Path(__file__).resolve().parents[2] / "bench" / "texts"


def literals(pattern: str, flags: int = 0) -> tuple[tuple[str, ...], ...]:
    return prefilter_of(re.compile(pattern, flags)).literals


def admits(pattern: str, text: str, flags: int = 0) -> bool:
    """Whether the prefilter lets the text through, the same with and without the index."""
    prefilter = prefilter_of(re.compile(pattern, flags))
    searched = prefilter.admits(FoldedText(text))
    assert prefilter.admits(FoldedText(text, indexed=True)) == searched
    return searched


def assert_necessary(pattern: str, text: str, flags: int = 0) -> None:
    """The pattern matches the text, so its prefilter must let the text through."""
    assert re.search(pattern, text, flags), (pattern, text)
    assert admits(pattern, text, flags), (pattern, text, literals(pattern, flags))


# -- what is read from each shape ------------------------------------------------------------


def test_an_alternation_gives_one_literal_per_branch() -> None:
    assert literals("(?:in conclusion|to sum up), ") == (("in conclusion, ", "to sum up, "),)
    assert_necessary("(?:in conclusion|to sum up), ", "To sum up, it works.", re.IGNORECASE)
    assert not admits("(?:in conclusion|to sum up), ", "In sum, it works.")


def test_a_branch_without_a_literal_leaves_the_alternation_without_one() -> None:
    # "(?:\w+|foo)bar": the first branch needs no literal, so "foo" is not required.
    assert_necessary(r"(?:\w+|foo)bar", "xbar")
    assert literals(r"(?:\w+|foo)bar") == (("bar",),)


def test_an_optional_group_is_both_present_and_absent() -> None:
    assert literals("colou?r") == (("color", "colour"),)
    assert_necessary("colou?r", "the color red")
    assert_necessary("pone(n)? el (?:foco|acento) en", "Ponen el acento en", re.IGNORECASE)
    assert_necessary("pone(n)? el (?:foco|acento) en", "pone el foco en")
    assert not admits("pone(n)? el (?:foco|acento) en", "pone el foco sobre")


def test_a_repetition_that_may_be_absent_adds_nothing_between_its_neighbours() -> None:
    # A wrong reading would join "x" and "y" into "xy".
    assert_necessary("x(?:ab)*y", "xababy")
    assert_necessary("x(?:ab)+y", "xaby")
    assert_necessary("x(?:ab){0,2}y", "xaby")
    assert literals("(?:ab){2}") == (("abab",),)
    assert_necessary("a{2,3}c", "aaac")


def test_small_character_classes_are_literals_and_others_are_not() -> None:
    assert literals("[iI]n short") == (("in short",),)
    assert_necessary("[iI]n short", "In short")
    assert_necessary("[oó]pera", "Ópera", re.IGNORECASE)
    assert_necessary(r"[^a]bc", "xbc")
    assert literals(r"[^a]bc") == (("bc",),)
    assert_necessary(r"\wbc", "ébc")
    assert literals("[a-z]+ing") == (("ing",),)


def test_case_flags_compare_folded_text() -> None:
    assert_necessary("(?i:hello) world", "HELLO world")
    assert_necessary("hello", "HELLO", re.IGNORECASE)
    assert_necessary("(?i)straße", "STRASSE".replace("SS", "ß"))
    # Compared folded, the prefilter is blind to case: it turns away only a text without the words.
    assert admits("(?i:hello) world", "HELLO WORLD")
    assert not admits("(?i:hello) world", "HELLO there")


@pytest.mark.parametrize(
    ("pattern", "text"),
    [
        ("(?i)kilo", "\u212aILO"),  # the Kelvin sign is a "k" to re
        ("(?i)sans", "\u017fans"),  # long s
        ("(?i)ist", "\u0130ST"),  # dotted capital I: str.lower() adds a combining dot
        ("(?i)ist", "\u0131st"),  # dotless i
        ("(?i)σοφος", "ΣΟΦΟΣ"),  # final sigma, lowered as ς
        ("ΣΟΦΟΣ", "ΣΟΦΟΣ"),
        ("(?i)µm", "μm"),  # micro sign and mu
    ],
)
def test_letters_that_re_takes_for_others_are_folded_alike(pattern: str, text: str) -> None:
    assert_necessary(pattern, text)


def test_folding_never_separates_what_re_matches_as_one_letter() -> None:
    for code in range(0x110000):
        character = chr(code)
        assert fold(character) == fold(chr(_sre.unicode_tolower(code))), hex(code)
    from re import _casefix  # type: ignore[attr-defined]

    for key, others in _casefix._EXTRA_CASES.items():
        assert {fold(chr(c)) for c in (key, *others)} == {fold(chr(key))}


def test_word_boundaries_and_anchors_match_no_character() -> None:
    assert literals(r"\bso\b,? ") == (("so ", "so, "),)
    assert_necessary(r"\bso\b,? ", "so, then")
    assert_necessary(r"^Hi\b", "Hi there")
    assert_necessary(r"(?:^|(?<=\n))Hi", "x\nHi")


def test_lookarounds_require_what_they_see_but_join_no_literal() -> None:
    assert literals("foo(?=bar)") == (("foo",), ("bar",))
    assert_necessary("foo(?=bar)", "foobar")
    assert_necessary("a(?=bc)b", "abc")  # a wrong join would ask for "abcb"
    assert_necessary("(?<=x )y", "x y")
    assert literals("foo(?!bar)") == (("foo",),)
    assert_necessary("foo(?!bar)", "foobaz")
    assert_necessary("(?<!no )way", "a way")


def test_back_references_and_unknown_parts_require_nothing() -> None:
    assert_necessary(r"(a|b)\1c", "aac")
    assert literals(".*") == ()
    assert admits(r"\w+", "anything")


def test_the_strongest_sets_are_kept_and_an_implied_one_goes() -> None:
    assert literals("pone(n)? el (?:foco|acento) en") == (
        ("pone el acento en", "pone el foco en", "ponen el acento en", "ponen el foco en"),
    )
    # What the lookbehind sees, "o ", is in every "so ": one set is enough.
    assert literals("[sS]o (?<=o )") == (("so ",),)
    assert literals("[sS]o(?= )") == (("so",), (" ",))


# -- any shape --------------------------------------------------------------------------------

ALPHABET = "abAB ,ſİıK"


def _pattern_and_sample() -> st.SearchStrategy[tuple[str, str]]:
    """A random pattern with a string it is likely to match."""
    literal = st.sampled_from(ALPHABET).map(lambda c: (re.escape(c), c))
    klass = st.sampled_from([("[aA]", "A"), ("[^b]", "a"), (r"\w", "b"), (".", " "), ("[ab]", "b")])
    atom = st.one_of(literal, klass)

    def extend(inner: st.SearchStrategy[tuple[str, str]]) -> st.SearchStrategy[tuple[str, str]]:
        sequence = st.lists(inner, min_size=1, max_size=4).map(
            lambda parts: ("".join(p for p, _ in parts), "".join(s for _, s in parts))
        )
        return st.one_of(
            sequence,
            st.tuples(inner, inner).map(lambda ab: (f"(?:{ab[0][0]}|{ab[1][0]})", ab[1][1])),
            inner.map(lambda a: (f"(?:{a[0]})?", "")),
            inner.map(lambda a: (f"(?:{a[0]})*", a[1] * 2)),
            inner.map(lambda a: (f"(?:{a[0]}){{1,2}}", a[1])),
            inner.map(lambda a: (f"(?i:{a[0]})", a[1].swapcase())),
            inner.map(lambda a: (f"({a[0]})", a[1])),
            inner.map(lambda a: (f"(?={a[0]})", "")),
            inner.map(lambda a: (f"(?!{a[0]})", "")),
            literal.map(lambda a: (f"(?<={a[0]})", "")),
            inner.map(lambda a: (rf"\b{a[0]}", a[1])),
        )

    return st.recursive(atom, extend, max_leaves=8)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    _pattern_and_sample(),
    st.text(alphabet=ALPHABET, max_size=6),
    st.text(alphabet=ALPHABET, max_size=6),
    st.booleans(),
)
def test_a_text_that_matches_is_never_turned_away(
    pattern_and_sample: tuple[str, str], before: str, after: str, ignore_case: bool
) -> None:
    pattern, sample = pattern_and_sample
    flags = re.IGNORECASE if ignore_case else 0
    compiled = re.compile(pattern, flags)
    for text in (before + sample + after, sample, before + after):
        if compiled.search(text):
            for indexed in (False, True):
                folded = FoldedText(text, indexed=indexed)
                assert prefilter_of(compiled).admits(folded), (pattern, text)


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="ab cİſ", max_size=30),
    st.lists(st.tuples(st.integers(0, 30), st.integers(0, 5), st.text("abcſ ", max_size=5))),
)
def test_an_updated_text_keeps_every_piece_of_its_new_version(
    text: str, edits: list[tuple[int, int, str]]
) -> None:
    folded = FoldedText(text, indexed=True)
    for start, length, insert in edits:
        text = text[:start] + insert + text[start + length :]
        folded.update(text)
        assert folded.text == fold(text)
        assert pieces_of(folded.text) <= folded.pieces


# -- the engine's own data ----------------------------------------------------------------------


def _development_texts(language: Language) -> list[str]:
    with (TEXTS / f"{language.value}.toml").open("rb") as file:
        return [entry["text"] for entry in tomllib.load(file)["text"]][:2]


def _shouting(text: str) -> str:
    """Capitals and letters that only re's case folding equates with ordinary ones."""
    return text.upper().replace("I", "\u0130").replace("K", "\u212a").replace("SS", "\u017fS")


# -- the index of many prefilters ---------------------------------------------------------------


def _phrases(*entries: tuple[str, str]) -> LanguageData:
    """A language of just these phrases (find, replace), in this order."""
    phrase = [{"find": find, "replace": [replace]} for find, replace in entries]
    return parse_language(Language.EN, {"phrase": phrase}, "index.toml")


def test_a_phrase_whose_literals_an_earlier_replacement_brings_is_still_applied() -> None:
    data = _phrases(("quite frankly", "honestly, a cornerstone"), ("cornerstone", "basis"))
    candidates = data.phrase_index.candidates(
        FoldedText("It is, quite frankly, a plan.", indexed=True)
    )
    turns = []
    for position in candidates:
        turns.append(position)
        if position == 0:
            candidates.update("It is, honestly, a cornerstone, a plan.")
    assert turns == [0, 1]


def test_a_chain_of_replacements_is_applied_in_one_pass() -> None:
    # The second pass could catch one link of the chain, not two.
    data = _phrases(
        ("quite frankly", "honestly, a cornerstone"),
        ("a cornerstone", "a pivotal part"),
        ("pivotal", "key"),
    )
    text = "It is, quite frankly, a plan."
    assert Rewriter(data, Tone.CASUAL).apply_phrases(text) == "It is, honestly, a key part, a plan."


def test_phrases_reached_only_by_short_literals_a_replacement_brings_are_applied() -> None:
    data = _phrases(("quite frankly", "so, yes"), ("(?<=,) yes", " ok"), ("(?<=,) ok", " no"))
    for phrase in data.phrases[1:]:
        assert all(literals.short for literals in phrase.prefilter.sets)
    text = "It is, quite frankly, a plan."
    assert Rewriter(data, Tone.CASUAL).apply_phrases(text) == "It is, so, no, a plan."


def test_a_phrase_without_literal_sets_is_always_tried() -> None:
    data = _phrases((r"\d\d", "NN"), ("cornerstone", "basis"))
    assert data.phrases[0].prefilter.sets == ()
    for text in ("", "x", "a plain text without any digits"):
        assert list(data.phrase_index.candidates(FoldedText(text, indexed=True))) == [0]
    assert Rewriter(data, Tone.CASUAL).apply_phrases("in 42 days") == "in NN days"


def test_an_earlier_phrase_is_not_asked_again_in_the_same_pass() -> None:
    index = PrefilterIndex([prefilter_of(re.compile(p)) for p in ("later", "first")])
    candidates = index.candidates(FoldedText("the first one", indexed=True))
    seen = []
    for position in candidates:
        seen.append(position)
        candidates.update("the later first one")
    assert seen == [1]


@pytest.mark.parametrize("language", list(Language))
def test_the_candidates_hold_every_phrase_whose_prefilter_admits_the_text(
    language: Language,
) -> None:
    data = load_language(language)
    for text in _development_texts(language):
        for variant in (text, _shouting(text), text[: len(text) // 3]):
            folded = FoldedText(variant, indexed=True)
            candidates = list(data.phrase_index.candidates(folded))
            assert candidates == sorted(set(candidates))
            admitted = [i for i, p in enumerate(data.phrases) if p.prefilter.admits(folded)]
            assert [i for i in candidates if data.phrases[i].prefilter.admits(folded)] == admitted


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(_pattern_and_sample(), min_size=1, max_size=8),
    st.text(alphabet=ALPHABET, max_size=12),
    st.lists(st.tuples(st.integers(0, 40), st.integers(0, 6), st.integers(0, 7))),
)
def test_at_its_turn_every_prefilter_that_admits_the_rewritten_text_is_a_candidate(
    patterns: list[tuple[str, str]], text: str, edits: list[tuple[int, int, int]]
) -> None:
    """Each candidate's turn may rewrite the text, bringing in another pattern's sample."""
    prefilters = [prefilter_of(re.compile(pattern)) for pattern, _ in patterns]
    folded = FoldedText(text, indexed=True)
    candidates = PrefilterIndex(prefilters).candidates(folded)
    turns = iter(candidates)
    upcoming = next(turns, None)
    for position, prefilter in enumerate(prefilters):
        # The pieces an updated text keeps of its earlier versions change no answer.
        admitted = prefilter.admits(folded)
        assert admitted == prefilter.admits(FoldedText(text, indexed=True))
        if admitted:
            assert upcoming == position, (patterns, text)
        if upcoming != position:
            continue
        if edits:
            start, length, sample = edits.pop()
            inserted = patterns[sample % len(patterns)][1] * 2
            text = text[:start] + inserted + text[start + length :]
            candidates.update(text)
            assert folded.text == fold(text)
        upcoming = next(turns, None)


@pytest.mark.parametrize("language", list(Language))
def test_the_engine_rewrites_the_same_with_or_without_prefilters(
    language: Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    cases = [
        (variant(text), tone)
        for text in _development_texts(language)
        for variant in (str, _shouting)
        for tone in Tone
    ]
    filtered = [rewrite_text(text, tone, language) for text, tone in cases]
    monkeypatch.setattr(Prefilter, "admits", lambda self, text: True)
    # Every phrase a candidate: filed under no literal.
    monkeypatch.setattr(
        LanguageData,
        "phrase_index",
        property(lambda self: PrefilterIndex([Prefilter()] * len(self.phrases))),
    )
    unfiltered = [rewrite_text(text, tone, language) for text, tone in cases]
    assert filtered == unfiltered
