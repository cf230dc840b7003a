"""Agreement around a replaced word: the adjective's gender and number, and the article before it.

A replacement is chosen in the form the context asks for ("un papel crucial" → "un papel
decisivo", "una etapa crucial" → "una etapa decisiva", "cruciales" → "decisivos"), and the article
before a replaced word follows its first sound ("a pivotal step" → "an important step", "le rôle
primordial" stays, "de essentiel" → "d'essentiel"). What the language does comes from its
`[morphology]` data; a form the context does not settle is never guessed.
"""

import re
from functools import cache

from humanizer.engine.builtin.lexicon import Adjective, Morphology, inflect

# Marks the start of a word a rule has just written, so that the article before it is checked.
REPLACED = "\ue003"

# How far back a determiner may stand from the adjective it agrees with ("un papel crucial").
_DETERMINER_REACH = 2
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def noun_gender(before: str, morphology: Morphology) -> str | None:
    """The gender shown by the nearest determiner among the last words before an adjective,
    intensifiers ("tan", "muy") not counted."""
    words = [w.lower() for w in _WORD.findall(before[-100:])]
    reach = [w for w in words if w not in morphology.intensifiers][-_DETERMINER_REACH:]
    for word in reversed(reach):
        if word in morphology.masculine:
            return "m"
        if word in morphology.feminine:
            return "f"
    return None


def agreeing_options(
    adjective: Adjective, found: str, before: str, morphology: Morphology, lemmas: tuple[str, ...]
) -> list[str]:
    """The options in the form of `found`; options whose form the context cannot settle are left
    out (an invariable adjective is always possible)."""
    shown_gender, plural = adjective.forms.get(found.lower(), (None, False))
    gender = shown_gender or noun_gender(before, morphology)
    forms = [inflect(lemma, morphology, gender, plural) for lemma in lemmas]
    return [form for form in forms if form]


_ELIDED_BEFORE = re.compile(r"(?<![\w'’])([^\W\d_]+['’])$")


def sound_fits(before: str, found: str, option: str, morphology: Morphology) -> bool:
    """Whether `option` may stand where `found` stood after the text `before` it: after an
    elided word ("l'", "s'") a replacement must start with the kind of sound the word it
    replaces did, as "l'" before a consonant is "le", "la" or "lo", never guessed; an elided word
    with one full form ("d'" → "de") is written by `fix_articles`."""
    vowel_start = morphology.vowel_start
    elided = _ELIDED_BEFORE.search(before[-20:])
    if vowel_start is None or elided is None:
        return True
    if bool(vowel_start.match(option)) == bool(vowel_start.match(found)):
        return True
    form = elided.group(1).lower().replace("’", "'")
    return len({row.consonant for row in morphology.articles if row.vowel == form}) == 1


def fix_articles(text: str, morphology: Morphology) -> str:
    """Puts the right article before each word marked REPLACED, and removes the marks."""
    if REPLACED not in text:
        return text
    if morphology.vowel_start is not None and morphology.articles:
        text = _fix_marked_articles(text, morphology)
    return text.replace(REPLACED, "")


def _fix_marked_articles(text: str, morphology: Morphology) -> str:
    """The pattern's substitution, tried only just before each mark: a match holds one mark,
    at its end, and starts `reach` characters before it at most; the text between is skipped."""
    pattern, reach = _article_pattern(morphology)
    parts = []
    done = 0  # the end of the last match
    mark = text.find(REPLACED)
    while mark >= 0:
        for start in range(max(done, mark - reach), mark + 1):
            match = pattern.match(text, start)
            if match:
                parts += [text[done:start], _article(match, morphology)]
                done = match.end()
                break
        mark = text.find(REPLACED, mark + 1)
    parts.append(text[done:])
    return "".join(parts)


@cache
def _article_pattern(morphology: Morphology) -> tuple[re.Pattern[str], int]:
    """The articles before a mark; and how far before the mark a match starts at most."""
    forms = {form for row in morphology.articles for form in (row.consonant, row.vowel)}
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w'’])(?i:({alternatives}))( ?){REPLACED}(?=([^\W\d_]+))")
    return pattern, max(map(len, forms)) + len(" ")


def _article(match: re.Match[str], morphology: Morphology) -> str:
    assert morphology.vowel_start is not None
    article, space, word = match.group(1), match.group(2), match.group(3)
    elided = article.endswith(("'", "’"))
    if elided == bool(space):  # "le" needs its space, "l'" none: anything else is not an article
        return match.group()
    rows = [row for row in morphology.articles if article.lower() in (row.consonant, row.vowel)]
    choices = {
        row.vowel if (row.vowel_start or morphology.vowel_start).match(word) else row.consonant
        for row in rows
    }
    if len(choices) != 1:  # "l'" before a consonant: "le" or "la"? Not guessed.
        return match.group()
    wanted = choices.pop()
    if article[:1].isupper():
        wanted = wanted[:1].upper() + wanted[1:]
    gap = "" if wanted.endswith(("'", "’")) else " "
    return f"{wanted}{gap}{REPLACED}"
