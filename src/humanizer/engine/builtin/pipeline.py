"""The built-in engine's stages, in order, over one text.

1. split the markdown structure into lines; only prose is rewritten
2. mask what must not change (protect.py)
3. remove invisible characters and chat formatting habits
4. drop chat-assistant openers (start of the text) and closers (end of the text)
5. replace or drop stock phrases, then apply the tone's contractions
6. split over-long sentences; join runs of short sentences of the same length
7. tidy spacing, punctuation and capitals; unmask and check every protected span is back
"""

from collections.abc import Callable

from humanizer.engine.builtin.document import Piece, join_document, split_document
from humanizer.engine.builtin.lexicon import LanguageData, load_language
from humanizer.engine.builtin.protect import Protector, unmask
from humanizer.engine.builtin.rules import Rewriter
from humanizer.engine.builtin.tidy import (
    apply_capitals,
    remove_invisible,
    tame_chat_formatting,
    tidy_spacing,
)
from humanizer.options import Language, Tone

_protectors: dict[Language, Protector] = {}


def _protector(data: LanguageData) -> Protector:
    protector = _protectors.get(data.language)
    if protector is None:
        protector = _protectors[data.language] = Protector(data)
    return protector


def rewrite_text(text: str, tone: Tone, language: Language) -> str:
    """Rewrites `text`; deterministic, and every protected span of the input comes out intact."""
    data = load_language(language)
    protector = _protector(data)
    rewriter = Rewriter(data, tone)
    normalized = text.replace("\r\n", "\n").replace("\r", "\n")
    pieces = split_document(normalized)
    _strip_wrappers(pieces, rewriter, protector)

    for piece in pieces:
        if not (piece.rewritable and piece.prose.strip()):
            continue
        masked = protector.mask(piece.prose)
        prose = remove_invisible(masked.text)
        prose = tame_chat_formatting(prose, keep_emoji=tone is Tone.CASUAL)
        prose = rewriter.apply_phrases(prose)
        prose = rewriter.apply_contractions(prose)
        prose = rewriter.split_long_sentences(prose)
        prose = rewriter.vary_rhythm(prose)
        prose = apply_capitals(tidy_spacing(prose, data))
        restored = unmask(prose, masked) if prose.strip() else ""
        # A rule that lost or duplicated a protected span is abandoned for this line.
        piece.prose = restored if restored is not None else piece.prose

    result = join_document(pieces)
    return result if result.strip() else normalized.strip()


def _strip_wrappers(pieces: list[Piece], rewriter: Rewriter, protector: Protector) -> None:
    """Chat openers fill the first paragraphs and closers the last ones ("I hope this helps!" /
    "Let me know…"): each is trimmed, and the next is looked at only when one empties."""
    prose = [p for p in pieces if p.rewritable and p.prose.strip()]
    for piece in prose:
        if not _trim(piece, rewriter.drop_openers, rewriter, protector):
            break
    for piece in reversed(prose):
        if not piece.prose or not _trim(piece, rewriter.drop_closers, rewriter, protector):
            break


def _trim(
    piece: Piece, drop: Callable[[str], str], rewriter: Rewriter, protector: Protector
) -> bool:
    """Applies `drop` to the piece; True when it removed the whole piece."""
    masked = protector.mask(piece.prose)
    kept = drop(masked.text)
    if kept.strip() == masked.text.strip():
        return False
    restored = unmask(tidy_spacing(kept, rewriter.data), masked) if kept.strip() else ""
    if restored is None:
        return False
    piece.prose = restored
    return not restored
