"""The text's own variety of its language: a word a rule wrote in another one is written in
the text's.

A replacement is written once for all the varieties of a language ("center" in en.toml), but a
British text says "centre", a Swiss German one "gross" and a European Portuguese one "equipa".
`[variety] pairs` lists such words, each as [first variety, second variety]. A text that uses
words of one side only is of that variety; any word of the other side in the rewrite can then
only come from a rule (the text had none), and is written as the text would write it. A text
with words of both sides, or of neither, is left as the rules wrote it.
"""

import re

from humanizer.engine.builtin.lexicon import LanguageData


def keep_variety(rewrite: str, source: str, data: LanguageData) -> str:
    """`rewrite` with the words of the variety `source` does not use written in the one it
    does; unchanged when `source` uses both or neither."""
    words = data.variety_words
    if words is None:
        return rewrite
    first, second = data.variety_counterparts
    found = {word.lower() for word in words.findall(source)}
    uses_first = not found.isdisjoint(first)
    uses_second = not found.isdisjoint(second)
    if uses_first == uses_second:
        return rewrite
    foreign = second if uses_first else first
    return words.sub(lambda m: _in_case_of(foreign.get(m.group().lower()), m), rewrite)


def _in_case_of(counterpart: str | None, match: re.Match[str]) -> str:
    """The counterpart written in the case of the word it replaces ("Center" → "Centre")."""
    word = match.group()
    if counterpart is None:  # a word of the text's own variety
        return word
    if len(word) > 1 and word.isupper():
        return counterpart.upper()
    if word[:1].isupper():
        return counterpart[:1].upper() + counterpart[1:]
    return counterpart
