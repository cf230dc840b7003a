"""Token counts from a real BPE tokenizer that works offline.

The built-in engine reports tokens in OpenAI's o200k_base encoding (the vocabulary of GPT-4o and
later), as counted by quicktok, which ships the vocabulary inside its wheel.
"""

from functools import cache

import quicktok

ENCODING = "o200k_base"


@cache
def _tokenizer() -> "quicktok.Tokenizer":
    return quicktok.get_encoding(ENCODING)


def count_tokens(text: str) -> int:
    return len(_tokenizer().encode(text))
