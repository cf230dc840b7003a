"""Splits a text at paragraph boundaries into chunks the model can take, and puts it back.

Fenced code, tables and headings are never sent to the model: they stay in place verbatim, and
they close the chunk before them, so the reassembled text keeps its structure and order.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

_FENCED = re.compile(r"(^|\n)(```|~~~)[^\n]*\n.*?(\n\2[^\n]*|$)", re.DOTALL)
_VERBATIM_LINE = re.compile(r"^\s*(\||#{1,6}\s|(?:[-*_]\s*){3,}$)")


@dataclass
class Chunk:
    text: str
    send: bool  # False: kept verbatim (code, table, heading)


def paragraphs(text: str) -> list[str]:
    """Blank-line separated paragraphs; a fenced code block is one paragraph even with blank
    lines inside."""
    parts: list[str] = []
    position = 0
    for fence in _FENCED.finditer(text):
        start = fence.start() + len(fence.group(1))
        parts.extend(_split_blank(text[position:start]))
        parts.append(text[start : fence.end()])
        position = fence.end()
    parts.extend(_split_blank(text[position:]))
    return [p for p in parts if p.strip()]


def _split_blank(text: str) -> list[str]:
    return [p.strip("\n") for p in re.split(r"\n\s*\n", text) if p.strip()]


def _verbatim(paragraph: str) -> bool:
    lines = paragraph.split("\n")
    return paragraph.lstrip().startswith(("```", "~~~")) or all(
        _VERBATIM_LINE.match(line) for line in lines if line.strip()
    )


def make_chunks(text: str, budget_tokens: int, count_tokens: Callable[[str], int]) -> list[Chunk]:
    chunks: list[Chunk] = []
    current: list[str] = []
    size = 0
    for paragraph in paragraphs(text):
        if _verbatim(paragraph):
            if current:
                chunks.append(Chunk("\n\n".join(current), send=True))
                current, size = [], 0
            chunks.append(Chunk(paragraph, send=False))
            continue
        tokens = count_tokens(paragraph)
        if current and size + tokens > budget_tokens:
            chunks.append(Chunk("\n\n".join(current), send=True))
            current, size = [], 0
        current.append(paragraph)
        size += tokens
    if current:
        chunks.append(Chunk("\n\n".join(current), send=True))
    return chunks


def join_chunks(texts: list[str]) -> str:
    return "\n\n".join(t.strip("\n") for t in texts if t.strip())
