"""The built-in engine's stages, in order, over one text: what a native editor does.

1. split the markdown structure into lines; only prose is rewritten (document.py); an e-mail's
   markdown headings become bold lines; a quotation closed with a straight quote („Wupper")
   is closed with the language's mark
2. mask what must not change (protect.py), remove invisible characters and chat formatting
   (bold inside sentences, bold labels of a list all or none, adjacent label lines made a list;
   a line wholly in bold is a heading, which keeps its bold and a blank line after it; an emoji
   on every heading)
3. read the whole text (discourse.py): cut an assistant's framing (its opener, the lines that
   announce a list, its notes on the draft, its closing offer), courtesy calques, signposting
   sentences and closing morals that carry no fact; rewrite enumeration markers as one
   consistent sequence
4. restructure sentences: participial tails become a clause or a sentence of their own
5. replace or drop stock phrases and inflated words, with agreement, each verb and noun in the
   form it was found in, never repeating a word that stands nearby nor a connector already
   written (rules.py, agreement.py, paradigms.py)
6. apply the tone: contractions, casual French's "on" for "nous" (person.py), and decorative
   emoji only in casual writing
7. rhythm: split over-long sentences, join runs of same-length ones, and move the variation of
   sentence length across the text's running prose toward that of human writing; a person's
   text (no mark of machine writing met in steps 3–5) keeps its sentences as they are
8. tidy spacing, punctuation, capitals and the text's one dash style, its variety's (a British
   text's spaced en dash, an American one's em dash; its headings' too); unmask and check every
   protected span is back
9. write the words the rules chose in the text's own variety of the language ("centre" in a
   British text, "gross" in a Swiss German one: variety.py)
"""

from humanizer.engine.builtin.discourse import Document, Line
from humanizer.engine.builtin.document import (
    bold_headings,
    headings,
    is_mail,
    is_subject_line,
    join_document,
    split_document,
)
from humanizer.engine.builtin.lexicon import LanguageData, load_language
from humanizer.engine.builtin.protect import Protector, unmask
from humanizer.engine.builtin.rules import Rewriter
from humanizer.engine.builtin.tidy import (
    apply_capitals,
    close_quotes,
    count_bold,
    dash_style,
    embolden,
    is_bold_line,
    list_label_lines,
    opens_with_bold,
    remove_emoji,
    remove_invisible,
    restyle_dashes,
    restyle_heading_dashes,
    set_off_headings,
    tame_chat_formatting,
    tame_heading_emoji,
    tidy_spacing,
)
from humanizer.engine.builtin.variety import keep_variety, variety_dash
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
    normalized = close_quotes(text.replace("\r\n", "\n").replace("\r", "\n"), data.quotes)
    pieces = split_document(normalized, emoji_lists=tone is not Tone.CASUAL)
    tame_heading_emoji(headings(pieces), casual=tone is Tone.CASUAL)
    mail_headings = bold_headings(pieces) if is_mail(pieces, data.subject_labels) else []
    list_label_lines(pieces)
    prose_pieces = [p for p in pieces if p.rewritable and p.prose.strip()]

    # A line wholly in bold is a heading, and keeps its bold: a plain one reads as body text (an
    # e-mail's subject line is no heading). Bold labels of list items ("**Sync:** …") stay only
    # if every bold opening of an item is a label and they are the text's only bold: a list with
    # "**Fast setup** in minutes" among them, or a text with bold headings or words beside them,
    # loses them all (never half-stripped markdown, and bold-label lists are a chat habit).
    bold_lines = {
        id(p)
        for p in prose_pieces
        if not p.prefix.strip()
        and is_bold_line(p.prose)
        and not is_subject_line(p.prose, data.subject_labels)
    }
    openings = [opens_with_bold(p.prose) for p in prose_pieces if p.prefix.strip()]
    only_labels = openings.count(True) == sum(count_bold(p.prose) for p in prose_pieces)
    keep_labels = False not in openings and only_labels

    lines = []
    for piece in prose_pieces:
        masked = protector.mask(piece.prose)
        in_list = bool(piece.prefix.strip())
        heading = id(piece) in bold_lines
        masked.text = tame_chat_formatting(
            remove_invisible(masked.text), list_item=in_list and keep_labels
        )
        lines.append(
            Line(masked, heading=heading, after_rule=piece.after_rule, numbered=piece.numbered)
        )
    # One dash style per text: an em dash that stays in a quotation sets the engine's dashes.
    spans = [span for line in lines for span in line.masked.spans]
    dash = dash_style(spans, normalized, variety_dash(normalized, data))
    restyle_heading_dashes(headings(pieces), dash)
    document = Document(lines, data, source=normalized)
    as_written = [line.text for line in lines]
    document.cut_framing()
    document.cut_filler()
    document.rewrite_enumeration(tone)
    framed = [line.text for line in lines] != as_written

    texts = [line.text if line.text.strip() else "" for line in lines]
    if tone is not Tone.CASUAL:
        texts = [remove_emoji(text) for text in texts]
    texts = rewriter.restructure(texts)
    texts = rewriter.apply_words(texts)
    texts = rewriter.shift_person(texts)

    # A text with no mark of machine writing (no framing, no stock phrase, inflated word or
    # template) is a person's: its sentences keep the lengths they were given.
    plain = not framed and not rewriter.tells_found
    texts = [rewriter.apply_contractions(t) if t.strip() else "" for t in texts]
    if not plain:
        texts = [rewriter.split_long_sentences(t) if t.strip() else "" for t in texts]
    # The rhythm is the running prose's: not a heading's, nor a list's items.
    running = [
        index
        for index, (piece, line) in enumerate(zip(prose_pieces, lines, strict=True))
        if texts[index].strip() and not piece.prefix.strip() and not line.heading
    ]
    varied = [texts[index] for index in running]
    if not plain:
        varied = rewriter.vary_rhythm(varied)
    for index, paragraph in zip(running, varied, strict=True):
        texts[index] = paragraph

    for piece, line, prose in zip(prose_pieces, lines, texts, strict=True):
        if prose.strip():
            prose = apply_capitals(tidy_spacing(prose, data))
            prose = restyle_dashes(prose, dash, hug_asides=data.hug_asides)
        restored = unmask(prose, line.masked) if prose.strip() else ""
        if restored and line.heading:
            restored = embolden(restored)
        # A rule that lost or duplicated a protected span is abandoned for this line.
        piece.prose = restored if restored is not None else piece.prose
        piece.emptied = not piece.prose.strip()
    heading_lines = [p for p, line in zip(prose_pieces, lines, strict=True) if line.heading]
    set_off_headings(pieces, mail_headings + heading_lines)

    result = keep_variety(join_document(pieces), normalized, data)
    return result if result.strip() else normalized.strip()
