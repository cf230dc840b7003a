"""The text's own variety of its language: a word a rule wrote in another one is written in
the text's.

A replacement is written once for all the varieties of a language ("center" in en.toml), but a
British text says "centre", a Swiss German one "gross" and a European Portuguese one "equipa".
`[variety] pairs` lists such words, each as [first variety, second variety]. A text that uses
words of one side only is of that variety; any word of the other side in the rewrite can then
only come from a rule (the text had none), and is written as the text would write it. A text
with words of both sides, or of neither, is left as the rules wrote it.

The variety also settles the dash the engine writes (`[variety] dashes`): a British text sets an
aside off with a spaced en dash, an American one with a closed em dash ("update—no surprise").
"""

import re

from humanizer.engine.builtin.lexicon import LanguageData

# A word of the text, whole: not part of a compound ("well-centred") nor run into a digit. The
# variety's words are looked up in a set: one alternation of all of them, tried at every
# position, cost a millisecond a text.
_WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?![\w-])")


def text_variety(source: str, data: LanguageData) -> int | None:
    """0 when `source` uses words of the first variety only, 1 of the second only; else None."""
    if not data.variety_pairs:
        return None
    first, second = data.variety_counterparts
    found = {word.lower() for word in _WORD.findall(source)}
    uses_first = not found.isdisjoint(first)
    uses_second = not found.isdisjoint(second)
    if uses_first == uses_second:
        return None
    return 0 if uses_first else 1


def keep_variety(rewrite: str, source: str, data: LanguageData) -> str:
    """`rewrite` with the words of the variety `source` does not use written in the one it
    does; unchanged when `source` uses both or neither."""
    variety = text_variety(source, data)
    if variety is None:
        return rewrite
    foreign = data.variety_counterparts[1 - variety]  # the other variety's words → ours
    if {word.lower() for word in _WORD.findall(rewrite)}.isdisjoint(foreign):
        return rewrite
    return _WORD.sub(lambda m: _in_case_of(foreign.get(m.group().lower()), m), rewrite)


def variety_dash(source: str, data: LanguageData) -> str:
    """The dash the engine writes in `source`: its variety's; in a text of no clear variety,
    the variety dash it writes already (an em dash and no spaced en dash: the American one),
    else the language's. A closed em dash is spaced when the text spaces its own."""
    dashes = data.variety_dashes
    if dashes is None:
        return data.dash
    variety = text_variety(source, data)
    if variety is None:
        written = [dash for dash in dashes if dash in source]  # a range's "1–2" is no dash
        if len(written) != 1:
            return data.dash
        dash = written[0]
    else:
        dash = dashes[variety]
    if dash == "—" and " — " in source:
        return " — "  # an em dash spaced as the text spaces it (AP style)
    return dash


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
