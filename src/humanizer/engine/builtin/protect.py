"""Masks what a rewrite must never change, so that no rule can touch it.

Each protected span (code, URL, e-mail, handle, hashtag, number with its unit, date, quotation,
markdown link, text emoticon, proper name) is replaced by a placeholder made of private-use
characters, which no pattern of the language data can match. After the rewrite the placeholders
are put back, and the caller checks that every one of them is still there exactly once:
protected spans come out byte-identical or the rewrite of that piece is abandoned.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from humanizer.engine.builtin.lexicon import LanguageData

OPEN, CLOSE = "\ue000", "\ue001"
_DIGIT_BASE = 0xE100
PLACEHOLDER = re.compile(f"{OPEN}[\ue100-\ue109]+{CLOSE}")

# The private-use characters the engine writes (placeholders, marks): in the input they are
# masked like any protected span, so that no input can forge a placeholder or a mark.
_RESERVED = r"[\ue000-\ue1ff]+"
_CODE = r"```.*?```|~~~.*?~~~|`[^`\n]+`"
_LINK = r"!?\[[^\]\n]*\]\([^)\s]*\)"
_URL = r"(?:https?://|www\.)[^\s<>\"“”«»]*[^\s<>\"“”«».,;:!?)\]'’]"
_EMAIL = r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_HANDLE = r"(?<![\w@])@[A-Za-z0-9_]{1,30}"
_HASHTAG = r"(?<![\w#&])#[^\W\d_]\w*"
_QUOTE = (
    r"“[^”\n]{1,600}”|„[^“”\n]{1,600}[“”]|«[^»\n]{1,600}»|‹[^›\n]{1,600}›"
    r"|\"[^\"\n]{1,600}\"|‘[^’\n]{1,600}’"
)
# A text emoticon standing alone (":-(", ";)", ":D", "<3", "^^"): its marks are no punctuation
# for the clean-up to respace ("klein :-( aber" must not become "klein:-(aber"). Not ":*" nor
# ":[": a colon before markdown ("**Conseil :** …", ": [link](…)") is punctuation.
_EMOTICON = (
    r"(?<!\S)(?:[:;=][-^o'’]?[()DPpOo3/\\|]+|[xX8][-^]?[()DP]+|<3+|\^_?\^|-_-)"
    r"(?=$|\s|[.,!?])"
)
_SYMBOL_UNITS = (
    r"%|‰|€|\$|£|¥|₹|°C|°F|°|USD|EUR|GBP|CHF|BRL|MXN|km/h|km²|m²|m³|km|kg|mg|ml|cm|mm|"
    r"GB|MB|TB|kB|GHz|MHz|kWh|kW|MW|h|min|ms|x"
)
# A token containing a digit (3.5, 10:30, 1,000,000, 2024-05-01, $5, 4K, GPT-4, 20°C), ending on a
# letter, digit or unit symbol so that a sentence's final full stop is never swallowed. Like the
# e-mail pattern, it starts only where a token starts: linear time on "a-a-a-…" or "a.a.a.…".
_NUMBER_CORE = (
    r"(?<![\w/-])(?:[$€£¥₹+−-]\s?)?(?:\w+[-/])*\w*\d"
    r"(?:[\w$€£¥%°‰/+−'’.,:\u00a0\u202f-]*[\w$€£¥%°‰])?"
)
_SPACE = r"[ \u00a0\u202f]"


@dataclass
class Masked:
    """Text whose protected spans are placeholders; `spans[i]` is placeholder i's original."""

    text: str
    spans: list[str] = field(default_factory=list)
    # Placeholders a rule removed on purpose (a framing sentence whose names stand elsewhere).
    released: set[str] = field(default_factory=set)

    def release(self, text: str) -> None:
        """Lets the placeholders in `text` be missing from the result."""
        self.released.update(PLACEHOLDER.findall(text))

    def placeholder(self, original: str) -> str:
        number = len(self.spans)
        self.spans.append(original)
        digits = "".join(chr(_DIGIT_BASE + int(d)) for d in str(number))
        return f"{OPEN}{digits}{CLOSE}"


def _index(placeholder: str) -> int:
    return int("".join(str(ord(c) - _DIGIT_BASE) for c in placeholder[1:-1]))


class Protector:
    """Builds the masking expression of one language (its months, units and name rule)."""

    def __init__(self, data: LanguageData) -> None:
        months = "|".join(re.escape(m) for m in sorted(data.months, key=len, reverse=True))
        units = "|".join(re.escape(u) for u in sorted(data.units, key=len, reverse=True))
        unit = rf"{_SPACE}?(?:{_SYMBOL_UNITS})(?!\w)"
        if units:
            unit += rf"|{_SPACE}(?:{units})(?!\w)"
        number = rf"{_NUMBER_CORE}(?:{unit})?"
        parts = [_RESERVED, _CODE, _LINK, _URL, _EMAIL, _HANDLE, _HASHTAG, _QUOTE, _EMOTICON]
        if months:
            day = r"\d{1,2}(?:st|nd|rd|th|º|°|er|\.)?"
            year = r"\d{4}"
            # The full stop of an abbreviated month is taken only before a year: "em 3 de março.
            # Entendemos …" ends a sentence there, and "Entendemos" is no name.
            parts.append(
                rf"(?i:{day}{_SPACE}+(?:de{_SPACE}+)?(?:{months})"
                rf"(?:\.?,?{_SPACE}+(?:de{_SPACE}+|del{_SPACE}+)?{year})?)(?!\w)"
            )
            # Month first ("June 30"): a full stop after the day ends the sentence.
            month_day = r"\d{1,2}(?:st|nd|rd|th)?"
            parts.append(rf"(?i:(?:{months}){_SPACE}+{month_day}(?:,?{_SPACE}+{year})?)(?!\w)")
        parts.append(number)
        self._pattern = re.compile("|".join(f"(?:{p})" for p in parts), re.DOTALL)
        self._not_names = data.not_names
        # Capitalized abbreviations ("Co.", "Dr.", "Sra.") are no names where their full stop
        # follows: masked, it would end the sentence ("Jan" alone stays a name).
        self._abbreviated = data.abbreviated_words
        # A capitalized word that does not start a sentence is taken for a proper name, except in
        # languages that capitalize every noun.
        self._names = (
            None
            if data.capitalized_nouns
            else re.compile(
                # not after a sentence's end, a bullet or an emoji that opens a line
                r"(?<![.!?…:\n¿¡\-–—•*>#\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]\s)"
                r"(?<![\w'’\-\n¿¡\"“«(\[*_])"
                r"(?![A-ZÀ-Þ]['’])[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’\-]*[\w]"
            )
        )

    def _is_name(self, match: re.Match[str]) -> bool:
        word = match.group()
        # The class Ā-Ž holds lower-case letters too ("œuvre", "ćwiczenie"): no name.
        if not match.start() or not word[0].isupper() or word in self._not_names:
            return False
        return not (
            word in self._abbreviated and match.string[match.end() : match.end() + 1] == "."
        )

    def mask(self, text: str) -> Masked:
        masked = Masked(text="")
        body = self._pattern.sub(lambda m: masked.placeholder(m.group()), text)
        if self._names is not None:
            body = self._names.sub(
                lambda m: masked.placeholder(m.group()) if self._is_name(m) else m.group(), body
            )
        masked.text = body
        return masked


def unmask(text: str, masked: Masked) -> str | None:
    """Puts the originals back; None if a placeholder was lost or duplicated by a rule."""
    found = PLACEHOLDER.findall(text)
    expected = len(masked.spans) - len(masked.released)
    if len(found) != expected or len(set(found)) != len(found) or masked.released & set(found):
        return None
    return PLACEHOLDER.sub(lambda m: masked.spans[_index(m.group())], text)


def spans_in(text: str, masked: Masked) -> list[str]:
    """The originals of the placeholders in `text` (a part of `masked.text`)."""
    return [masked.spans[_index(p)] for p in PLACEHOLDER.findall(text)]


def with_originals(text: str, masked: Masked, keep: Callable[[str], bool]) -> str:
    """`text` with the placeholders whose original `keep` accepts put back (the others stay)."""

    def back(match: re.Match[str]) -> str:
        original = masked.spans[_index(match.group())]
        return original if keep(original) else match.group()

    return PLACEHOLDER.sub(back, text)
