"""The six language files: they load, they are complete, and their replacements are not stock
phrases themselves (a rewrite must not trade one tell for another)."""

import pytest

from humanizer.engine.builtin.lexicon import load_language
from humanizer.options import Language, Tone


@pytest.mark.parametrize("language", list(Language))
def test_every_language_has_every_kind_of_rule(language: Language) -> None:
    data = load_language(language)
    assert len(data.openers) >= 5 and len(data.closers) >= 5
    assert len(data.phrases) >= 50
    kinds = {phrase.kind for phrase in data.phrases}
    assert {"opener", "hedge", "connector", "closer", "word", "structure"} <= kinds
    assert data.splits and data.joiner and data.join_starters
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
