"""Prompts, chunking and guardrails of the LLM engine, on recorded model answers."""

import pytest

from humanizer.engine.llm.chunking import join_chunks, make_chunks, paragraphs
from humanizer.engine.llm.guardrails import Guardrails
from humanizer.engine.llm.prompts import load_prompts
from humanizer.engine.tokens import count_tokens
from humanizer.options import Language, Tone

guardrails = Guardrails()

ORIGINAL = (
    "Das Hotel Adler in Bozen kostete im Mai 2024 pro Nacht 145 €. Das Frühstück war reichhaltig, "
    "und das Personal sprach Deutsch, Italienisch und Englisch."
)


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("tone", list(Tone))
def test_prompts_exist_for_every_language_and_tone(language: Language, tone: Tone) -> None:
    prompts = load_prompts(language)
    system = prompts.system_for(tone)
    assert "{" not in system and len(system) > 200
    retry = prompts.retry_for("facts", ["145 €", "Bozen"])
    assert "145 €, Bozen" in retry
    for problem in ("language", "length", "meaning", "structure"):
        assert "{" not in prompts.retry_for(problem, [])


def test_a_faithful_rewrite_passes() -> None:
    rewrite = (
        "Im Mai 2024 kostete eine Nacht im Hotel Adler in Bozen 145 €. Es gab ein reichhaltiges "
        "Frühstück, und das Personal sprach Deutsch, Italienisch und Englisch."
    )
    assert guardrails.check(ORIGINAL, rewrite, Language.DE).ok


def test_a_dropped_fact_is_caught() -> None:
    rewrite = (
        "Im Mai kostete eine Nacht im Hotel Adler in Bozen 145 €. Es gab ein reichhaltiges "
        "Frühstück, und das Personal sprach Deutsch, Italienisch und Englisch."
    )
    verdict = guardrails.check(ORIGINAL, rewrite, Language.DE)
    assert verdict.problem == "facts"
    assert any("2024" in item for item in verdict.items)


def test_an_answer_in_another_language_is_caught() -> None:
    rewrite = (
        "In Mai 2024 a night at the Hotel Adler in Bozen cost 145 €. Breakfast was generous and "
        "the staff spoke Deutsch, Italienisch und Englisch."
    )
    assert guardrails.check(ORIGINAL, rewrite, Language.DE).problem == "language"


def test_a_runaway_answer_is_caught_by_its_length() -> None:
    rewrite = ORIGINAL + " " + " ".join(["Das Zimmer war ruhig und hell."] * 8)
    assert guardrails.check(ORIGINAL, rewrite, Language.DE).problem == "length"


def test_a_lost_list_item_is_caught() -> None:
    original = "Wir bieten:\n- Frühstück ab 7 Uhr\n- Parkplatz im Hof\n- Fahrradverleih am Eingang"
    rewrite = "Wir bieten:\n- Frühstück ab 7 Uhr\n- Parkplatz im Hof und Fahrradverleih am Eingang"
    assert guardrails.check(original, rewrite, Language.DE).problem == "structure"


def test_a_changed_meaning_is_caught() -> None:
    original = "Der Zug nach München fährt jeden Morgen pünktlich und ist meistens fast leer."
    rewrite = "Der Kuchen mit Äpfeln schmeckt am besten warm, mit etwas Sahne und Zimt dazu."
    assert guardrails.check(original, rewrite, Language.DE).problem == "meaning"


def test_paragraphs_keep_fenced_code_with_blank_lines_whole() -> None:
    text = "Intro text here.\n\n```\nline one\n\nline two\n```\n\nOutro text here."
    assert paragraphs(text) == [
        "Intro text here.",
        "```\nline one\n\nline two\n```",
        "Outro text here.",
    ]


def test_chunks_respect_the_budget_and_keep_structure_verbatim() -> None:
    prose = [f"Sentence number {n} is about the river and its {n} bridges." for n in range(8)]
    text = (
        "# Title\n\n"
        + "\n\n".join(prose[:4])
        + "\n\n| a | b |\n|---|---|\n\n"
        + "\n\n".join(prose[4:])
    )
    chunks = make_chunks(text, 30, count_tokens)
    assert [c.send for c in chunks][:1] == [False]
    assert any(not c.send and c.text.startswith("| a |") for c in chunks)
    for chunk in chunks:
        if chunk.send and "\n\n" in chunk.text:
            assert count_tokens(chunk.text) <= 30 + max(count_tokens(p) for p in prose)
    assert join_chunks([c.text for c in chunks]) == text
