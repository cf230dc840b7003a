"""Inputs an attacker would send: the engine stays linear in time, cannot be made to forge its own
placeholders, and keeps symbols that carry meaning.

Time is compared with normal prose of the same length rewritten in the same test (a ratio, never
an absolute time), at the largest plan's character limit.
"""

import time
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from humanizer.engine.builtin import rewrite_text
from humanizer.options import Language, Tone
from humanizer.plans import DEFAULT_PLANS

LIMIT = max(plan.max_characters for plan in DEFAULT_PLANS)

# Shapes that made regular expressions backtrack quadratically, each LIMIT characters long.
HOSTILE = {
    "a-a-a": "a-",
    "ab/ab/": "ab/",
    "one long word": "a",
    "a.a.a": "a.",
    "a run of spaces": " ",
    "capitals": "A",
    "dots": ".",
    "url and dots": "https://x.io" + "." * 50 + " ",
    "digits": "1",
    "1.1.1": "1.",
    "e-mail-like": "a.b+c",
    "at signs": "@",
    "commas": "a, ",
    "quotes": '"',
    "dashes": "—",
    "emoji": "😊 ",
    "lines": "a\n",
    "hashes": "#a",
    "placeholders": "\ue000\ue105\ue001",
    "mixed": "a-1/b.c@d ",
}
# The ratio over normal prose past which a shape is taken for super-linear. Quadratic shapes ran
# 40 to 400 times slower than prose; linear ones stay within about 10 times.
MAX_RATIO = 30


def hostile(shape: str) -> str:
    unit = HOSTILE[shape]
    text = (unit * (LIMIT // len(unit) + 1))[:LIMIT]
    return f"Word {text[5:]}" if shape == "capitals" else text


def prose(language: Language) -> str:
    sentence = {
        Language.ES: "El hotel está cerca de la estación y el personal fue muy amable. ",
        Language.EN: "The hotel is close to the station and the staff were very kind. ",
        Language.PT: "O hotel fica perto da estação e os funcionários foram muito gentis. ",
        Language.FR: "L'hôtel est proche de la gare et le personnel a été très aimable. ",
        Language.IT: "L'hotel è vicino alla stazione e il personale è stato molto gentile. ",
        Language.DE: "Das Hotel liegt nahe am Bahnhof und das Personal war sehr freundlich. ",
    }[language]
    return (sentence * (LIMIT // len(sentence) + 1))[:LIMIT]


def seconds(text: str, tone: Tone, language: Language) -> float:
    started = time.perf_counter()
    rewrite_text(text, tone, language)
    return time.perf_counter() - started


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("language", list(Language))
def test_no_input_shape_costs_more_than_linear_time(language: Language, tone: Tone) -> None:
    rewrite_text("Warm up.", tone, language)
    normal = prose(language)
    slow = {}
    for shape in HOSTILE:
        text = hostile(shape)
        # Each shape beside a fresh baseline, up to three times: a burst of load on a shared
        # machine slows one pair, a quadratic pattern slows them all.
        ratios = []
        for _ in range(3):
            baseline = seconds(normal, tone, language)
            ratios.append(seconds(text, tone, language) / baseline)
            if ratios[-1] <= MAX_RATIO:
                break
        if min(ratios) > MAX_RATIO:
            slow[shape] = round(min(ratios), 1)
    assert not slow, f"slower than {MAX_RATIO}× prose of {LIMIT} characters: {slow}"


# A paragraph as long as the largest plan allows costs what the same sentences cost in
# paragraphs of their own: each change re-reads the block it stands in, so a block the size of
# the whole text made the cost grow with its square (2.3 to 5.3 times the paragraphs' cost here).
MAX_LONG_LINE_RATIO = 1.6
DEV_TEXTS = Path(__file__).resolve().parents[2] / "bench" / "texts"


def dense_paragraphs(language: Language) -> list[str]:
    """The prose paragraphs of the language's development texts (written dense with stock
    phrases, so that many rules fire), repeated up to the character limit."""
    texts = tomllib.loads((DEV_TEXTS / f"{language.value}.toml").read_text(encoding="utf-8"))
    paragraphs = [
        line
        for text in texts["text"]
        for line in str(text["text"]).split("\n")
        if line.strip()[:1].isalpha()
    ]
    repeated: list[str] = []
    while sum(map(len, repeated)) < LIMIT:
        repeated += paragraphs
    return repeated


@pytest.mark.parametrize("language", list(Language))
def test_one_long_paragraph_costs_what_its_sentences_cost_in_paragraphs(
    language: Language,
) -> None:
    paragraphs = dense_paragraphs(language)
    one_line = " ".join(paragraphs)[:LIMIT]
    rewrite_text("Warm up.", Tone.PROFESSIONAL, language)
    ratios = []
    for _ in range(3):
        baseline = seconds("\n\n".join(paragraphs)[:LIMIT], Tone.PROFESSIONAL, language)
        ratios.append(seconds(one_line, Tone.PROFESSIONAL, language) / baseline)
        if ratios[-1] <= MAX_LONG_LINE_RATIO:
            break
    assert min(ratios) <= MAX_LONG_LINE_RATIO, ratios


def test_a_long_paragraph_is_rewritten_in_every_piece() -> None:
    sentence = "Cabe destacar que el hotel está cerca de la estación de tren del centro. "
    text = sentence * (LIMIT // len(sentence))
    output = rewrite_text(text.strip(), Tone.PROFESSIONAL, Language.ES)
    assert "\n" not in output
    assert "Cabe destacar" not in output
    assert output.count("El hotel está cerca de la estación") == text.count("Cabe destacar")


# -- the engine's private-use characters in the input ----------------------------------------

_reserved = st.text(alphabet=st.characters(min_codepoint=0xE000, max_codepoint=0xE1FF), min_size=1)
_plain = st.sampled_from(["El hotel", "cuesta", "30 euros", "Cabe destacar que", "es caro", "."])


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.one_of(_reserved, _plain), min_size=1, max_size=12))
def test_the_input_cannot_forge_a_placeholder_or_a_mark(parts: list[str]) -> None:
    text = " ".join(parts)
    output = rewrite_text(text, Tone.CASUAL, Language.ES)
    for part in parts:
        if part[0] >= "\ue000":
            assert part in output
    if "30 euros" in text:
        assert output.count("30 euros") == text.count("30 euros")


def test_a_forged_capitalization_mark_is_kept_as_it_was() -> None:
    assert rewrite_text("x\ue002y", Tone.CASUAL, Language.EN) == "x\ue002y"


# -- symbols that carry meaning ----------------------------------------------------------------


@pytest.mark.parametrize("tone", [Tone.PROFESSIONAL, Tone.ACADEMIC])
@pytest.mark.parametrize("symbol", ["★★★★☆", "⭐⭐⭐⭐☆", "♀", "♂", "↔", "☑", "☐", "⚠", "🇪🇸"])
def test_meaningful_symbols_are_kept(symbol: str, tone: Tone) -> None:
    output = rewrite_text(f"Rating of the room {symbol} after the visit.", tone, Language.EN)
    assert symbol in output


@pytest.mark.parametrize("emoji", ["👩‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🧑‍💻"])
def test_joined_emoji_are_never_split(emoji: str) -> None:
    text = f"The whole team came along {emoji} and stayed late."
    assert emoji in rewrite_text(text, Tone.CASUAL, Language.EN)
    professional = rewrite_text(text, Tone.PROFESSIONAL, Language.EN)
    assert not any(part in professional for part in ("\u200d", "👩", "🌈", "🏽", "💻"))


def test_a_zero_width_joiner_between_letters_is_still_removed() -> None:
    assert "\u200d" not in rewrite_text("The re\u200dport is ready.", Tone.CASUAL, Language.EN)
