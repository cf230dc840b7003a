"""Counting words and characters as DECISIONS.md §3 says."""

import pytest

from humanizer.counting import count_words, has_words


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "— … ¡¿!? -- ** 😊 ~~",
        "." * 300,
        "_ __",
        "a",
        "  ... 7 ...",
        "€35",
        "x" + " -" * 50,
    ],
)
def test_has_words_says_whether_count_words_finds_one(text: str) -> None:
    assert has_words(text) == (count_words(text) > 0)
