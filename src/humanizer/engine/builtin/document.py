"""Splits a text into its markdown structure, so that only prose is rewritten.

Code blocks, tables, headings and horizontal rules are kept as they are; list markers and
block-quote markers are kept and the prose after them is rewritten. Joining the pieces gives back
the document with its structure unchanged.
"""

import re
from dataclasses import dataclass

_FENCE = re.compile(r"^(```|~~~)")
_TABLE_ROW = re.compile(r"^\s*\|")
_HEADING = re.compile(r"^\s{0,3}#{1,6}(?:\s|$)")
_RULE = re.compile(r"^\s{0,3}(?:[-*_]\s*){3,}$")
# List markers, block quotes, and the emoji or symbol bullets chat answers use.
_MARKER = re.compile(
    r"^(\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+(?=\S))?)(.*)$", re.DOTALL
)
_NUMBERED = re.compile(r"\s*(?:>\s*)*(?:\d{1,3}|[a-z])[.)]\s")
_EMOJI_BULLET = re.compile(
    r"^(\s*)([\u2190-\u2BFF\u2705\u274C\u2728\U0001F000-\U0001FAFF][\uFE0F\u200D]?)\s+(?=\S)"
)


@dataclass
class Piece:
    """A line of the document: `prose` is rewritten, `prefix` and `suffix` are kept."""

    prefix: str
    prose: str
    suffix: str = ""
    rewritable: bool = True
    # The emoji that opened the line, when the line became a list item ("✅ Done" → "- Done").
    emoji_bullet: str = ""
    # The rewrite removed the whole line (framing, filler).
    emptied: bool = False
    # A horizontal rule stands between the line and the prose before it: the line is set apart.
    after_rule: bool = False

    def render(self) -> str:
        return f"{self.prefix}{self.prose}{self.suffix}"

    @property
    def numbered(self) -> bool:
        """An item of a numbered list ("2. …", "b) …"): its number already gives its place."""
        return bool(_NUMBERED.match(self.prefix))


def split_document(text: str, *, emoji_lists: bool = True) -> list[Piece]:
    """One piece per line; fenced code is a single, non-rewritable piece. With `emoji_lists`,
    runs of lines opened by an emoji become a list ("- "); without it (casual writing, where
    emoji stay) every such line stays as written."""
    pieces: list[Piece] = []
    lines = text.split("\n")
    fence: str | None = None
    block: list[str] = []
    for line in lines:
        if fence is not None:
            block.append(line)
            if line.lstrip().startswith(fence):
                pieces.append(Piece(prefix="\n".join(block), prose="", rewritable=False))
                fence, block = None, []
            continue
        opening = _FENCE.match(line.lstrip())
        if opening:
            fence, block = opening.group(1), [line]
            continue
        pieces.append(_line_piece(line))
    if block:  # an unclosed fence runs to the end of the text
        pieces.append(Piece(prefix="\n".join(block), prose="", rewritable=False))
    _lone_emoji_bullets_stay_prose(pieces, keep_all=not emoji_lists)
    _mark_lines_after_rules(pieces)
    return pieces


def _mark_lines_after_rules(pieces: list[Piece]) -> None:
    """Marks each line of prose with a rule between it and the line of prose before it
    (headings and blank lines may stand beside the rule)."""
    rule = False
    for piece in pieces:
        if not piece.rewritable:
            rule = rule or _is_rule(piece)
        elif piece.prose.strip():
            piece.after_rule, rule = rule, False


def _lone_emoji_bullets_stay_prose(pieces: list[Piece], *, keep_all: bool = False) -> None:
    """An emoji opening a line is a bullet only in a run of list lines; alone ("🎉 Big news!")
    it is part of the line, and a "- " there would read as a stray dash."""
    for index, piece in enumerate(pieces):
        if not piece.emoji_bullet:
            continue
        before, after = pieces[max(0, index - 1) : index], pieces[index + 1 : index + 2]
        # A line that opens the run ("🎉 To celebrate with you:") introduces the list.
        lead_in = piece.prose.rstrip().endswith(":") and not any(_is_list_item(n) for n in before)
        if keep_all or lead_in or not any(_is_list_item(n) for n in before + after):
            indent = piece.prefix[: len(piece.prefix) - 2]
            piece.prefix, piece.prose = indent, piece.emoji_bullet + piece.prose
            piece.emoji_bullet = ""


def _is_list_item(piece: Piece) -> bool:
    return bool(piece.emoji_bullet) or bool(piece.rewritable and piece.prefix.strip())


def _line_piece(line: str) -> Piece:
    if not line.strip() or _TABLE_ROW.match(line) or _HEADING.match(line) or _RULE.match(line):
        return Piece(prefix=line, prose="", rewritable=False)
    emoji = _EMOJI_BULLET.match(line)
    if emoji:
        # Emoji bullets become plain list items: a chat habit, not structure.
        bullet = line[len(emoji.group(1)) : emoji.end()]
        return Piece(prefix=f"{emoji.group(1)}- ", prose=line[emoji.end() :], emoji_bullet=bullet)
    marker = _MARKER.match(line)
    assert marker is not None  # the pattern matches every string
    prose = marker.group(2)
    if marker.group(1).strip():
        prose = _EMOJI_BULLET.sub("", prose, count=1)
    stripped = prose.rstrip()
    return Piece(prefix=marker.group(1), prose=stripped, suffix=prose[len(stripped) :])


# A subject line stands among the first lines (an assistant's opener may stand before it).
SUBJECT_WITHIN = 3


def is_mail(pieces: list[Piece], subject_labels: frozenset[str]) -> bool:
    """Whether the text is an e-mail: a subject line ("Subject: …", "**Betreff:** …") opens it,
    or follows the few lines of an assistant's opener."""
    lines = [line for line in (p.render().strip() for p in pieces) if line][:SUBJECT_WITHIN]
    return any(is_subject_line(line, subject_labels) for line in lines)


def is_subject_line(line: str, subject_labels: frozenset[str]) -> bool:
    """Whether a line is an e-mail's subject line ("Subject: …", "**Objet : …**")."""
    label = line.lstrip("*_ ").split(":", 1)[0].strip("*_ ").lower()
    return ":" in line and label in subject_labels


def bold_headings(pieces: list[Piece]) -> list[Piece]:
    """Markdown headings become bold lines: an e-mail's body has no "###", but its subheadings
    still stand out. Returns them, to be set off from the text after them."""
    converted = headings(pieces)
    for piece in converted:
        words = piece.prefix.strip().lstrip("#").strip()
        bold = words.startswith("**") and words.endswith("**")
        piece.prefix = words if bold or not words else f"**{words}**"
    return converted


def headings(pieces: list[Piece]) -> list[Piece]:
    """The markdown headings ("## 📅 Opening ride")."""
    return [p for p in pieces if not p.rewritable and _HEADING.match(p.prefix)]


def join_document(pieces: list[Piece]) -> str:
    """Joins the pieces back, dropping pieces emptied by the rewrite and the blank lines they
    leave behind, so that a removed paragraph does not leave a gap; a horizontal rule that only
    set off removed framing ("Sure! Here is the post:\n\n---") goes with it."""
    kept = _without_stranded_rules(pieces)
    lines = [p.render() for p in kept if not p.rewritable or p.prose.strip()]
    text = "\n".join(lines)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip("\n")


def _is_rule(piece: Piece) -> bool:
    return not piece.rewritable and bool(_RULE.match(piece.prefix))


def _without_stranded_rules(pieces: list[Piece]) -> list[Piece]:
    """Drops rules left at either end of the text, or next to another rule, by removed lines."""
    if not any(p.emptied for p in pieces):
        return pieces
    content = [p for p in pieces if p.prose.strip() or (not p.rewritable and p.prefix.strip())]
    stranded = set()
    previous_rule = True  # a rule before any content is stranded
    for position, piece in enumerate(content):
        if not _is_rule(piece):
            previous_rule = False
        elif previous_rule or all(_is_rule(p) for p in content[position:]):
            stranded.add(id(piece))
        else:
            previous_rule = True
    return [p for p in pieces if id(p) not in stranded]
