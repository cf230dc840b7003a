"""How the service counts characters and words (DECISIONS.md §3)."""

import re

# A word is a whitespace-separated token holding at least one letter or digit.
_WORD_CHAR = re.compile(r"[^\W_]")


def count_characters(text: str) -> int:
    """Unicode code points, as received."""
    return len(text)


def count_words(text: str) -> int:
    """Whitespace-separated tokens that contain a letter or a digit: what a word processor shows."""
    return sum(1 for token in text.split() if _WORD_CHAR.search(token))


def has_words(text: str) -> bool:
    """Whether `text` holds a word: `count_words(text) > 0`, stopping at the first one."""
    return any(_WORD_CHAR.search(token) for token in text.split())
