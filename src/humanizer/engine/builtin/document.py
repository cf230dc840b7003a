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

    def render(self) -> str:
        return f"{self.prefix}{self.prose}{self.suffix}"


def split_document(text: str) -> list[Piece]:
    """One piece per line; fenced code is a single, non-rewritable piece."""
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
    return pieces


def _line_piece(line: str) -> Piece:
    if not line.strip() or _TABLE_ROW.match(line) or _HEADING.match(line) or _RULE.match(line):
        return Piece(prefix=line, prose="", rewritable=False)
    emoji = _EMOJI_BULLET.match(line)
    if emoji:
        # Emoji bullets become plain list items: a chat habit, not structure.
        return Piece(prefix=f"{emoji.group(1)}- ", prose=line[emoji.end() :])
    marker = _MARKER.match(line)
    assert marker is not None  # the pattern matches every string
    prose = marker.group(2)
    if marker.group(1).strip():
        prose = _EMOJI_BULLET.sub("", prose, count=1)
    stripped = prose.rstrip()
    return Piece(prefix=marker.group(1), prose=stripped, suffix=prose[len(stripped) :])


def join_document(pieces: list[Piece]) -> str:
    """Joins the pieces back, dropping pieces emptied by the rewrite and the blank lines they
    leave behind, so that a removed paragraph does not leave a gap."""
    lines = [p.render() for p in pieces if not p.rewritable or p.prose.strip()]
    text = "\n".join(lines)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip("\n")
