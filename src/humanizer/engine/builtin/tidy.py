"""Clean-up of masked prose: invisible characters, chat formatting habits, spacing, capitals.

These steps know nothing of any language except its typography (`space_before`/`space_after`),
which comes from the language data.
"""

import re
import unicodedata

from humanizer.engine.builtin.document import Piece
from humanizer.engine.builtin.lexicon import LanguageData
from humanizer.engine.builtin.protect import CLOSE, OPEN

# Marks "capitalize the next letter": left by a rule that dropped the start of a sentence.
CAPITALIZE = "\ue002"
# Marks where a sentence's words start after a rewritten enumeration marker ("Primero, ⟨here⟩"):
# rules for the start of a sentence still match there, but nothing is capitalized.
WORDS_START = "\ue004"

# Pictographs chat answers sprinkle for decoration (faces, hands, objects, rockets, sparkles,
# check marks). Symbols that carry meaning are not among them: ★☆ and ⭐ ratings, ♀ ♂, arrows,
# ☑ ☐ boxes, ⚠ warnings, flags.
_PICTOGRAPH = (
    "\U0001f300-\U0001f5ff\U0001f600-\U0001f64f\U0001f680-\U0001f6ff\U0001f900-\U0001f9ff"
    "\U0001fa70-\U0001faff\u2705\u2728\u274c\u2757\u2753\u2764\u26a1\u2614\u2615"
    # the squared words (🆕 🆗 🆓 …) and the information sign (ℹ️) of release notes' headings
    "\U0001f191-\U0001f19a\u2139"
    # the older pictographs of weather, travel and sport (☀️ ☁️ ❄️ ✈️ ⛰️ ⛵ ⚽ ✌️): a post's
    # decoration like the others (review r12: "☀️" left alone where the framing it ended went)
    "\u2600-\u2604\u2744\u2708\u270c\u270d\u26bd\u26be\u26c4\u26c5\u26f0-\u26f5"
    "\u26f7-\u26fa"
)
# One decorative emoji: a pictograph with its variation selector and skin tone, and every
# pictograph or symbol joined to it by zero-width joiners (👩‍👩‍👧‍👦 and 🏳️‍🌈 are one emoji).
EMOJI = re.compile(
    f"[{_PICTOGRAPH}]\ufe0f?[\U0001f3fb-\U0001f3ff]?"
    f"(?:\u200d[{_PICTOGRAPH}\u2600-\u27bf\u2b1b\u2b1c]\ufe0f?[\U0001f3fb-\U0001f3ff]?)*"
)
# Each emoji with the spaces before it; a match starts only where a run of spaces starts, so
# that a long run of spaces costs linear time.
_EMOJI = re.compile(rf"(?<!\s)\s*{EMOJI.pattern}")
# Each emoji with the spaces after it ("**🆕 New features**").
_EMOJI_AND_SPACE = re.compile(rf"(?:{EMOJI.pattern})\s*")

# Zero-width and formatting characters, BOM, soft hyphen, and the invisible characters used to
# watermark generated text; replaced by nothing. A zero-width joiner inside an emoji stays.
_INVISIBLE = re.compile(
    "[\u00ad\u180e\u200b\u200c\u200e\u200f\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb"
    "\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0]"
    f"|\u200d(?![{_PICTOGRAPH}\u2600-\u27bf\u2b1b\u2b1c])"
)
# Unusual spaces that stand for an ordinary one.
_ODD_SPACE = re.compile("[\u2000-\u200a\u205f\u3000\u1680]")
# Look-alike punctuation generated text carries instead of the keyboard's.
_LOOKALIKES = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2212": "-", "\u2044": "/"})

# Runs of white space are entered at their start only ((?<!\s)): linear time on any input.
_BOLD = re.compile(r"\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|__(?=\S)([^_\n]+?)(?<=\S)__")
_PAIRED_DASH = re.compile(r"(?<!\s)\s*—\s*([^—\n]{1,120}?)\s*—\s*")
# A closed dash between words or masked spans ("4.2—our"), or a spaced one.
_SINGLE_DASH = re.compile(rf"(?<=[\w{CLOSE}])\s*—\s*(?=[\w{OPEN}])|(?<!\s)\s+—\s+")
# An aside set off by the engine's spaced en dashes, closed before a space or punctuation; one
# whose closing dash stands right before a sentence's end.
_ASIDE = re.compile(r" – ([^–\n]{1,120}?) –( |(?=[.,;:!?…)]|$))")
_ASIDE_AT_END = re.compile(r" – ([^–\n]{1,120}?) –([.!?…])")
# An aside's closing en dash right before punctuation other than a sentence's end.
_CLOSING_DASH = re.compile(r" –(?=[,;:)])")
# A line that opens with a dash is dialogue.
_DIALOGUE = re.compile(r"\s*[—–]")


def is_emoji_or_space(character: str) -> bool:
    """Whether a character may trail a sentence without being part of its words."""
    return (
        character.isspace()
        or character in "\ufe0f\u200d"
        or bool(EMOJI.fullmatch(character))
        or "\U0001f3fb" <= character <= "\U0001f3ff"
    )


def remove_invisible(text: str) -> str:
    text = _INVISIBLE.sub("", text)
    text = _ODD_SPACE.sub(" ", text)
    return text.translate(_LOOKALIKES)


def opens_with_bold(text: str) -> bool | None:
    """Whether a list item opens with a bold label ("**Pressure:** 19 bar"): True; with bold
    that is no label ("**Fast setup** in minutes"): False; without bold: None."""
    match = _BOLD.match(text)
    if match is None:
        return None
    return match.group().endswith(":**") or text[match.end() :][:1] == ":"


# Adjacent lines opened by a bold label ("**Price:** £2,499" then "**Range:** 80 km") are a list
# written without markers; this many or more become one.
LABEL_LINES = 2


def list_label_lines(pieces: list[Piece]) -> None:
    """Runs of adjacent lines that each open with a bold label become list items: without the
    bold (which chat formatting loses) they would run together into one paragraph."""
    run: list[Piece] = []
    for piece in [*pieces, None]:
        if (
            piece is not None
            and piece.rewritable
            and not piece.prefix.strip()
            and opens_with_bold(piece.prose)
        ):
            run.append(piece)
            continue
        if len(run) >= LABEL_LINES:
            for item in run:
                item.prefix += "- "
        run = []


def set_off_headings(pieces: list[Piece], heading_pieces: list[Piece]) -> None:
    """A bold heading line (chat markdown's, or an e-mail's markdown heading made bold) is set
    off by a blank line when text follows it directly, so that markdown does not run the two
    together."""
    following = dict(zip(map(id, pieces), pieces[1:], strict=False))
    for piece in heading_pieces:
        after = following.get(id(piece))
        if after is not None and after.rewritable and after.prose.strip() and piece.render():
            piece.suffix += "\n"


def count_bold(text: str) -> int:
    """How many bold spans the text holds."""
    return len(_BOLD.findall(text))


def tame_chat_formatting(text: str, *, list_item: bool = False) -> str:
    """Bold emphasis and em-dash asides, as chat answers use them. The bold label that opens a
    list item ("- **Pressure:** 19 bar") is structure, not emphasis: it stays. The caller passes
    `list_item=False` for the items of a list whose bold openings are not all labels, so that
    one kept label does not stand alone among plain items."""

    def unbold(match: re.Match[str]) -> str:
        label = match.start() == 0 and (
            match.group().endswith(":**") or text[match.end() :][:1] == ":"
        )
        return match.group() if list_item and label else match.group(1) or match.group(2)

    text = _BOLD.sub(unbold, text)
    if _DIALOGUE.match(text):
        return text  # the dashes of a dialogue line mark who speaks ("— Tu viens ? — Oui.")
    # An aside that holds commas of its own keeps its dashes: as commas it would read as a list,
    # and in brackets it loses the comma its closing dash stood for ("logins – or, let's be
    # honest, the same one everywhere – you only need") and turns an essential appositive into a
    # side remark. So does one that holds a masked span (a figure like "$1,350" may hide a comma).
    text = _PAIRED_DASH.sub(
        lambda m: f" – {m.group(1)} – " if _has_comma(m.group(1)) else f", {m.group(1)}, ", text
    )
    return _SINGLE_DASH.sub(" – ", text)


def dash_style(spans: list[str], source: str, language_dash: str = " – ") -> str | None:
    """The dash the engine's own dashes must take so that a text keeps one dash style: an em dash
    when one stays in a protected span (a quotation the engine may not touch), spaced or not as
    the text writes it; else the language's (Spanish and Portuguese write a spaced em dash
    where English and German write a spaced en dash); None when that is the engine's own
    spaced en dash."""
    if any("—" in span for span in spans):
        return " — " if re.search(r"\s—\s", source) else "—"
    return None if language_dash == " – " else language_dash


def close_quotes(text: str, quotes: tuple[str, str] | None) -> str:
    """A quotation opened with the language's mark and closed with a straight '"' („Wupper")
    closed with the language's closing mark („Wupper“): a keyboard's slip, not the writer's
    style. Only within a line, and never across another quotation mark."""
    if quotes is None:
        return text
    opening, closing = quotes
    marks = re.escape(opening + closing) + '"'
    straight = re.compile(f'{re.escape(opening)}([^{marks}\n]{{1,300}})"')
    return straight.sub(lambda m: f"{opening}{m.group(1)}{closing}", text)


def restyle_dashes(text: str, dash: str | None, *, hug_asides: bool = False) -> str:
    """Writes the spaced en dashes of masked prose as `dash` (see `dash_style`). An aside's
    closing dash that a rewrite left before a full stop goes ("the city – roads and parks." not
    "… parks –."); with `hug_asides` (Spanish) an aside's two dashes touch its words instead,
    the closing one kept before any punctuation ("recicladas —unas 32 por mochila—. Ello …")."""
    glyph = (dash or " – ").strip()
    if hug_asides:
        text = _ASIDE.sub(lambda m: f" {glyph}{m.group(1)}{glyph}{m.group(2)}", text)
    else:
        text = _ASIDE_AT_END.sub(r" – \1\2", text)
    if dash is None:
        return text
    # An aside's closing dash before a comma ("— dos quais 3,2 milhões … –, inclui") is the
    # same dash as its opening one.
    text = _CLOSING_DASH.sub(dash.rstrip() if dash.startswith(" ") else dash, text)
    return text.replace(" – ", dash)


def restyle_heading_dashes(headings: list[Piece], dash: str | None) -> None:
    """A heading's spaced dash ("## Motus — the all-rounder") takes the text's dash style (see
    `dash_style`; None is the engine's spaced en dash): headings are never rewritten, and their
    dashes would otherwise differ from the prose's."""
    target = dash or " – "
    for heading in headings:
        heading.prefix = heading.prefix.replace(" — ", target).replace(" – ", target)


def is_bold_line(text: str) -> bool:
    """Whether a line is set wholly in bold, but for emoji beside it ("**A Day in Whitby** 🦇"):
    a heading in chat markdown."""
    return bool(_BOLD.fullmatch(_EMOJI_AND_SPACE.sub("", text).strip()))


def embolden(text: str) -> str:
    """A heading's words set in bold; emoji before or after them stand outside the bold ("**A Day
    in Whitby** 🦇", "🆕 **New features**")."""
    words = text.strip()
    lead = re.match(rf"(?:{EMOJI.pattern}|\s)*", words)
    start = lead.end() if lead else 0
    end = len(words)
    while end > start and (words[end - 1].isspace() or is_emoji_or_space(words[end - 1])):
        end -= 1
    if start >= end:
        return words
    return f"{words[:start]}**{words[start:end]}**{words[end:]}"


def _has_comma(aside: str) -> bool:
    return "," in aside or OPEN in aside


def remove_emoji(text: str) -> str:
    """Decorative emoji, which only casual writing keeps; an emoji that went from between two
    other characters leaves the space before it ("começo. 🌿☀️" → "começo. ☀️", not "começo.☀️")."""
    return _EMOJI.sub(_without_emoji, text)


def _without_emoji(match: re.Match[str]) -> str:
    text, end = match.string, match.end()
    kept_next = (
        end < len(text)
        and unicodedata.category(text[end])[0] in "LNS"
        and not EMOJI.match(text, end)
    )
    return " " if match.group()[:1].isspace() and kept_next else ""


# Casual writing keeps emoji, but an emoji on each of this many headings or more is a chat habit.
EMOJI_HEADINGS = 3


def tame_heading_emoji(headings: list[Piece], *, casual: bool) -> None:
    """Emoji go from the headings of formal writing; in casual writing, when every heading
    after the title has one ("## 📅 Opening ride", "## 💳 Memberships"), from all but the title.
    The title is a first heading of a higher level than the rest ("# …" above "## …"); a first
    heading of the same level is one of the sections ("## 1. 🏠 Puppy-proof your home")."""
    marked = [h for h in headings if _EMOJI.search(h.prefix)]
    if casual:
        titled = len(headings) > 1 and _level(headings[0]) < min(map(_level, headings[1:]))
        later = headings[1:] if titled else headings
        if len(later) < EMOJI_HEADINGS or not all(_EMOJI.search(h.prefix) for h in later):
            return
        marked = later
    for heading in marked:
        hashes = re.match(r"\s*#+\s*", heading.prefix)
        start = hashes.end() if hashes else 0
        words = re.sub(r"[ \t]{2,}", " ", remove_emoji(heading.prefix[start:])).strip()
        if words:
            heading.prefix = heading.prefix[:start] + words


def _level(heading: Piece) -> int:
    """A markdown heading's level: its number of "#"."""
    hashes = re.match(r"\s*(#+)", heading.prefix)
    return len(hashes.group(1)) if hashes else 0


def tidy_spacing(text: str, data: LanguageData) -> str:
    """Spaces and punctuation left untidy by dropped phrases, and the language's typography."""
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\(\s*\)", "", text)
    text = re.sub(r",(\s*,)+", ",", text)
    text = re.sub(r",\s*([.;:!?…])", r"\1", text)
    text = re.sub(r"([;:])\s*([.!?])", r"\2", text)
    tight = "".join(c for c in ",.;:!?…)" if c not in data.space_before)
    # …but not before a number that starts with its decimal mark ("p = .006", "p = ,006").
    text = re.sub(rf"[ \t]+([{re.escape(tight)}])(?![\d\uE000])", r"\1", text)
    text = re.sub(r"([(¿¡])[ \t]+", r"\1", text)
    if data.space_before:
        marks = re.escape(data.space_before)
        # A run of marks ("?!", "!!!") takes one space before the run, none inside it.
        text = re.sub(rf"(?<=[^\s\u00a0\u202f{marks}])([{marks}])", "\u00a0\\1", text)
    if data.space_after:
        marks = re.escape(data.space_after)
        text = re.sub(rf"([{marks}])(?=[^\s\u00a0\u202f])", "\\1\u00a0", text)
    return re.sub(r"^[\s,;]+", "", text).rstrip()


def apply_capitals(text: str) -> str:
    """Capitalizes the letter after each CAPITALIZE mark (skipping spaces, quotes, ¿ ¡) and
    removes the marks."""

    def upper(match: re.Match[str]) -> str:
        return match.group(1) + match.group(2).upper()

    text = re.sub(f'{CAPITALIZE}([\\s"“«¿¡(]*)(\\w)', upper, text)
    return text.replace(CAPITALIZE, "").replace(WORDS_START, "")
