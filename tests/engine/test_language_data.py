"""The six language files: they load, they are complete, and their replacements are not stock
phrases themselves (a rewrite must not trade one tell for another)."""

import shutil
import subprocess

import pytest

from humanizer.engine.builtin.lexicon import compile_find, load_language
from humanizer.options import Language, Tone

# Debian's dictionaries (scripts/test installs them): the one each language's data is read with.
DICTIONARIES = {
    Language.ES: "es_ES",
    Language.EN: "en_US",
    Language.PT: "pt_BR",
    Language.FR: "fr_FR",
    Language.IT: "it_IT",
    Language.DE: "de_DE",
}


@pytest.mark.parametrize("language", list(Language))
def test_every_language_has_every_kind_of_rule(language: Language) -> None:
    data = load_language(language)
    assert len(data.openers) >= 5 and len(data.closers) >= 5
    assert len(data.phrases) >= 50
    kinds = {phrase.kind for phrase in data.phrases}
    assert {"opener", "hedge", "connector", "closer", "word", "structure"} <= kinds
    assert data.splits and data.joins
    assert data.months and data.abbreviations
    for phrase in data.phrases:
        assert phrase.options, f"{phrase.find!r} has no replacement for any tone"


@pytest.mark.parametrize("language", list(Language))
def test_no_replacement_is_itself_a_stock_phrase(language: Language) -> None:
    data = load_language(language)
    offenders = []
    for phrase in data.phrases:
        for options in phrase.options.values():
            for option in options:
                if not option.strip() or "\\" in option:
                    continue
                for candidate in (option.strip(), option.strip().capitalize()):
                    for other in data.phrases:
                        if (
                            other is not phrase
                            and other.is_stock
                            and other.pattern.search(candidate + " x")
                        ):
                            offenders.append((option, other.find))
    assert not offenders


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("tone", list(Tone))
def test_only_english_has_contractions(language: Language, tone: Tone) -> None:
    data = load_language(language)
    assert bool(data.contractions) == (language is Language.EN)


@pytest.mark.skipif(shutil.which("hunspell") is None, reason="hunspell not installed")
@pytest.mark.parametrize("language", list(Language))
def test_every_form_a_paradigm_writes_is_a_word(language: Language) -> None:
    """The forms of each verb and noun entry and of its replacements, as the language's
    `[morphology]` paradigms build them, are words the speller knows: a wrong ending row or a
    verb put in the wrong class shows here, not in a customer's text."""
    data = load_language(language)
    forms = set()
    for entry in data.inflected:
        paradigm = data.morphology.verbs if entry.kind == "verb" else data.morphology.nouns
        written = paradigm.forms(entry.lemma) or ()  # as written: German nouns keep capitals
        forms |= {word for form in written for word in form.split()}
        for options in entry.options.values():
            forms |= {word for option in options for form in option for word in form.split()}
    assert forms, "no [[verb]] or [[noun]] entries"
    listed = "\n".join(sorted(forms))
    unknown = subprocess.run(
        ["hunspell", "-d", DICTIONARIES[language], "-l"],
        input=listed,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert not unknown


def test_a_leading_word_boundary_is_the_engines_own() -> None:
    pattern = compile_find(r"\bla (scelta|soluzione) perfetta", at_start=False)
    assert pattern.search("La scelta perfetta") and pattern.search("è la soluzione perfetta")
    assert not pattern.search("bella scelta perfetta")
