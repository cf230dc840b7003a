"""Articles before replaced words are fixed just before each mark, as a substitution over the
whole text would fix them: the same matches, found without reading the text between marks."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from humanizer.engine.builtin.agreement import (
    REPLACED,
    _article,
    _article_pattern,
    fix_articles,
    sound_fits,
)
from humanizer.engine.builtin.lexicon import load_language
from humanizer.options import Language

WITH_ARTICLES = [Language.EN, Language.FR, Language.IT]
# Articles of those languages, in either case, and what may stand around them.
FRAGMENTS = ["a", "An", "an", "le", "L'", "l’", "d'", "qu'", "lo", "gli", "uno", "dell'", "x"]
SEPARATORS = [" ", "", REPLACED, " " + REPLACED, "'", "\n", ". ", "é", "h"]


def _whole_text(text: str, language: Language) -> str:
    morphology = load_language(language).morphology
    pattern, _ = _article_pattern(morphology)
    fixed = pattern.sub(lambda match: _article(match, morphology), text)
    return fixed.replace(REPLACED, "")


@pytest.mark.parametrize("language", WITH_ARTICLES)
@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS + SEPARATORS), max_size=24))
def test_articles_are_fixed_as_by_a_substitution_over_the_whole_text(
    language: Language, parts: list[str]
) -> None:
    text = "".join(parts)
    assert fix_articles(text, load_language(language).morphology) == _whole_text(text, language)


def test_an_article_far_from_the_start_is_fixed() -> None:
    morphology = load_language(Language.EN).morphology
    text = "Words. " * 500 + f"It is a {REPLACED}important step and an {REPLACED}key one."
    fixed = fix_articles(text, morphology)
    assert fixed.endswith("It is an important step and a key one.")


@pytest.mark.parametrize("language", WITH_ARTICLES)
def test_every_article_of_the_language_is_fixed_as_by_the_substitution(
    language: Language,
) -> None:
    morphology = load_language(language).morphology
    for row in morphology.articles:
        for form in (row.consonant, row.vowel):
            for spacing in ("", " "):
                for word in ("abri", "casa", "hour"):
                    for written in (form, form.upper()):
                        text = f"Words, {written}{spacing}{REPLACED}{word} and {REPLACED}more."
                        assert fix_articles(text, morphology) == _whole_text(text, language)


@pytest.mark.parametrize(
    ("language", "before", "found", "option", "fits"),
    [
        # after "l'" the sound must stay: "le", "la" or "lo" before a consonant is not guessed
        (Language.IT, "Il responsabile l'", "espleta", "svolge", False),
        (Language.IT, "Il responsabile l'", "espleta", "esegue", True),
        (Language.FR, "Il faut l’", "optimiser", "améliorer", True),
        (Language.FR, "Il faut l'", "optimiser", "rendre", False),
        # "d'" has one full form, which the article rows write
        (Language.FR, "beaucoup d'", "enjeux", "défis", True),
        # no elided word before: any option; a language without articles: any option
        (Language.IT, "Il responsabile ", "espleta", "svolge", True),
        (Language.ES, "lo ", "fomenta", "impulsa", True),
    ],
)
def test_a_replacement_after_an_elided_word_keeps_its_first_sound(
    language: Language, before: str, found: str, option: str, fits: bool
) -> None:
    assert sound_fits(before, found, option, load_language(language).morphology) is fits
