"""The whole-text view: a document of lines and sentences, and the edits that need it.

A native editor reads the whole text before touching a line: whether it is a chat assistant's
answer (then its framing goes: the opener, the announcement of a list, the closing offer), which
sentences only announce, flatter or moralize (they go when they carry no fact), and how an
enumeration runs from its first marker to its last (it is rewritten as one sequence). Every rule
works on masked prose; a sentence holding a fact (a number, a date, a link) is dropped only when
that fact also stands elsewhere in the text.
"""

import re
import zlib
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from humanizer.engine.builtin.lexicon import LanguageData
from humanizer.engine.builtin.prefilter import FoldedText, Prefilter, prefilter_of
from humanizer.engine.builtin.protect import Masked, spans_in, with_originals
from humanizer.engine.builtin.sentences import split_sentences
from humanizer.engine.builtin.tidy import CAPITALIZE, EMOJI, WORDS_START, is_emoji_or_space
from humanizer.options import Tone

# A single capitalized word, as the masking takes proper names.
_NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]*(?:['’-][^\W\d_]+)*")
# A quoted title of one to four words ("« Discussion »", "“Our Story”").
_TITLE = re.compile(r"[«“„\"‘]\s?[^\W\d_]+(?:[ '’-][^\W\d_]+){0,3}\s?[»”“\"’]")
_ENDS_WITH_EMOJI = re.compile(rf"(?:{EMOJI.pattern})\s*$")
_FIRST_LETTER = re.compile(r"[^\W\d_]")
_FIRST_WORD = re.compile(r"[^\W\d_]+")
_END_MARKS = ".:!?…;"  # the first three are tried in place of an emoji that ends a sentence
# An assistant's preamble above a horizontal rule has this many sentences at most.
MAX_PREAMBLE_SENTENCES = 3


@dataclass
class Line:
    """One rewritable line of the document (a paragraph, a list item), masked."""

    masked: Masked
    sentences: list[str] = field(default_factory=list)
    # A line set wholly in bold ("**How does it work?**") heads a section: filler rules that drop
    # a rhetorical question from prose leave it, or the section would lose its heading.
    heading: bool = False
    # A horizontal rule stands before it: a last line set apart from the body by a rule is an
    # assistant's remark on the draft, not part of it.
    after_rule: bool = False
    # An item of a numbered list: an ordinal marker opening it repeats its number.
    numbered: bool = False

    @property
    def text(self) -> str:
        return "".join(self.sentences)


class Document:
    """The prose lines of a text in order, each split into sentences (with their spacing)."""

    def __init__(self, lines: list[Line], data: LanguageData, source: str = "") -> None:
        self.data = data
        self.lines = lines
        self.source = source  # the whole text as received
        self._dropped: Counter[str] = Counter()  # protected spans framing took away
        self._read: dict[tuple[int, str], str] = {}  # sentences as patterns read them (`_named`)
        for line in lines:
            line.sentences = split_sentences(line.masked.text, data.abbreviations)
        # Only the patterns whose literals occur in the text are tried on its sentences, which
        # are matched as they are and with their names written out (`_named`).
        masked = "\n".join(line.masked.text for line in lines)
        named = "\n".join(with_originals(line.masked.text, line.masked, _is_name) for line in lines)
        folded = FoldedText(f"{masked}\n{named}")
        self.announcements = _occurring(data.announcements, folded)
        self.notes = _occurring(data.notes, folded)
        self.courtesy = _occurring(data.courtesy, folded)
        self.signposts = _occurring(data.signposts, folded)
        self.morals = _occurring(data.morals, folded)

    def _named(self, sentence: str, line: Line) -> str:
        """A sentence as the sentence patterns read it: its names written out ("for LinkedIn"
        is part of its words) and its abbreviations without their full stop ("para la Sra
        Pérez:"), so that a pattern's `[^.!?]` runs across them as the sentence does."""
        key = (id(line), sentence)
        named = self._read.get(key)
        if named is None:
            named = with_originals(sentence, line.masked, _is_name)
            if self.data.abbreviation_stop is not None:
                named = self.data.abbreviation_stop.sub(r"\1", named)
            self._read[key] = named
        return named

    def prose(self) -> list[Line]:
        return [line for line in self.lines if line.text.strip()]

    def reads_as_assistant(self) -> bool:
        """Whether the text is a chat assistant's answer rather than a person's text.

        The signs: an assistant's opener at the start (after any reactions: "Great question!
        Here's how it works:"), a sure closer ("I hope this helps") at the end, a line that
        announces what follows ("Here are some tips:"), or a last sentence that ends on an emoji.
        Closing offers, well-wishes and opening reactions are only cut when one of them is there.
        """
        lines = self.prose()
        if not lines:
            return False
        opening = self._first_past_reactions(lines)
        if opening and _matches(self.data.openers, self._named(*opening)):
            return True
        last = lines[-1].sentences
        if last and _matches(self.data.closers, self._named(last[-1], lines[-1])):
            return True
        closing, line, emoji_after = _last_sentence(lines)
        if emoji_after and _matches(self.data.offers, self._named(closing, line)):
            return True
        return any(
            _matches(self.announcements, sentence) for line in lines for sentence in line.sentences
        )

    def _first_past_reactions(self, lines: list[Line]) -> tuple[str, Line] | None:
        """The text's first sentence with words that is not an opening reaction ("Love that
        idea!"), and its line: an assistant's opener may follow its reaction."""
        for line in lines:
            for sentence in line.sentences:
                if not _core(sentence):
                    continue
                if not _matches(self.data.reactions, self._named(sentence, line)):
                    return sentence, line
        return None

    # -- assistant framing --------------------------------------------------------------------

    def cut_framing(self) -> None:
        """Openers (and, in an assistant's answer, reactions: "What a great idea!") from the
        start, closers (and, in an assistant's answer, offers) from the end, sentence by
        sentence and line by line while they match; announcing lines anywhere in an
        assistant's answer. Notes on the draft ("I kept the tone friendly.") go wherever they
        stand in an assistant's answer, and the cuts at the start and the end read past them;
        they are no sign of one: a person may write the same words about their own text."""
        assistant = self.reads_as_assistant()
        opened = False  # an opener went: notes on the draft beside it go too
        opener_line: Line | None = None  # the line it went from
        for line in self.prose():
            while line.sentences and (
                self._framing(self.data.openers, line, line.sentences[0])
                or (assistant and self._framing(self.data.reactions, line, line.sentences[0]))
                or (opened and self._framing(self.data.notes, line, line.sentences[0]))
            ):
                opened, opener_line = True, line
                line.sentences.pop(0)
                if not _core(line.text):  # an emoji left alone by the opener it ended
                    line.sentences = []
                elif line.sentences:  # "Great choice! 🏃‍♂️ Running is …": the emoji was its
                    line.sentences[0] = _without_leading_emoji(line.sentences[0])
            if line.text.strip():
                break
        if opener_line is not None and opener_line.text.strip():
            self._cut_preamble(opener_line)
        endings = self.data.closers + (self.data.notes if assistant else ())
        offers = self.data.offers if assistant else ()
        for line in reversed(self.prose()):
            # Below a rule, an assistant's closing words name the draft ("Let me know if you'd
            # like me to trim it to a 200-word limit"): they go with what only they name.
            set_apart = assistant and line.after_rule
            if set_apart and all(_is_question(s) for s in line.sentences if _core(s)):
                # Questions below a rule, at the end of an assistant's answer, are put to the
                # one who asked for the draft ("Möchten Sie zusätzlich eine kürzere Version?").
                while line.sentences and self._goes(line, line.sentences[-1], offer=True):
                    line.sentences.pop()
            while line.sentences and (
                self._framing(endings, line, line.sentences[-1], offer=set_apart)
                or self._framing(offers, line, line.sentences[-1], offer=True)
                or (assistant and not _core(line.sentences[-1]))  # a trailing emoji alone
            ):
                line.sentences.pop()
            if line.text.strip():
                break
        if assistant:
            for line in self.prose():
                kept: list[str] = []
                cut = False  # the sentence before went: an emoji opening this one was its
                for sentence in line.sentences:
                    if self._framing(self.announcements + self.notes, line, sentence):
                        cut = True
                        continue
                    if cut and not _core(sentence):  # emoji that ended the cut sentence
                        continue
                    kept.append(_without_leading_emoji(sentence) if cut else sentence)
                    cut = False
                line.sentences = kept

    def _cut_preamble(self, opener_line: Line) -> None:
        """What is left of the line an assistant's opener went from, when a horizontal rule
        right below it sets it apart from the draft ("Sure! Here's a speech. It runs for roughly
        four minutes.\n\n---"): a short remark on the draft, not part of it. Only a short rest
        above a draft at least twice its length (the draft is not what goes), and never with a
        fact the text does not hold elsewhere; a line of its own between the opener and the rule
        (a post's hook) stays."""
        lines = self.prose()
        if len(lines) < 2 or lines[0] is not opener_line or not lines[1].after_rule:
            return
        before = len(opener_line.sentences)
        after = sum(len(line.sentences) for line in lines[1:])
        if before > MAX_PREAMBLE_SENTENCES or after < max(3, 2 * before):
            return
        while opener_line.sentences and self._goes(
            opener_line, opener_line.sentences[0], offer=False
        ):
            opener_line.sentences.pop(0)

    def _framing(
        self,
        patterns: tuple[re.Pattern[str], ...],
        line: Line,
        sentence: str,
        *,
        offer: bool = False,
    ) -> bool:
        """A framing sentence goes, even with a number or a link in it, when each of them also
        stands elsewhere in the text: no fact is lost. An assistant's closing offer also goes
        with what only it names ("a 3-day itinerary"): what it offers to write is not yet a fact
        of the text."""
        if not patterns or not _matches(patterns, self._named(sentence, line)):
            return False
        return self._goes(line, sentence, offer=offer)

    def _goes(self, line: Line, sentence: str, *, offer: bool) -> bool:
        """Drops a framing sentence unless a fact would go with it (see `_framing`)."""
        # A name or a short title in the framing ("Here's a LinkedIn post", "une section
        # « Discussion »") names what the assistant offers, not a fact of the text; numbers,
        # dates and links are facts.
        spans = Counter(s for s in spans_in(sentence, line.masked) if not _names_the_draft(s))
        # Each must stay at least once in the text, counting what earlier framing took away.
        if offer:
            spans = Counter({s: n for s, n in spans.items() if self._occurrences(s) > n})
        if any(self._occurrences(s) - self._dropped[s] - n < 1 for s, n in spans.items()):
            return False
        self._dropped.update(spans)
        line.masked.release(sentence)
        return True

    # -- sentences that say nothing ------------------------------------------------------------

    def cut_filler(self) -> None:
        """Courtesy calques and signposting sentences anywhere; closing morals where a paragraph
        ends. Never a sentence with a fact (a name, a figure or a link that the text does not
        also hold elsewhere), and never a line's only sentence unless the text goes on without
        it."""
        lines = self.prose()
        for line in lines:
            if line.heading:
                continue
            kept = [
                s
                for s in line.sentences
                if not (
                    self._filler(self.courtesy, line, s) or self._filler(self.signposts, line, s)
                )
            ]
            if kept and line.sentences and kept[0] != line.sentences[0]:
                kept[0] = self._continuing(line.sentences[0], kept[0])
            # Emoji after the paragraph's last words belong to it: they go with a dropped moral.
            trail: list[str] = []
            while kept and not _core(kept[-1]):
                trail.insert(0, kept.pop())
            moral = False
            while kept and self._filler(self.morals, line, kept[-1]):
                kept.pop()
                moral = True
            if not moral:
                kept += trail
            if kept or len(lines) > 1:
                line.sentences = _strip_leading_space(kept)

    def _continuing(self, dropped: str, sentence: str) -> str:
        """The sentence that now opens a line, in lower case where the one that went was: a
        letter's body after "Sehr geehrter Herr Huber," goes on in lower case ("das gesamte
        Team …"). Only a word the text also writes in lower case, or one the language lists as
        such an opener, is lowered, so that a noun or a name keeps its capital."""
        first = _FIRST_LETTER.search(dropped)
        word = _FIRST_WORD.match(sentence.lstrip())
        if not first or not first.group().islower() or not word or not word.group()[0].isupper():
            return sentence
        lowered = word.group()[0].lower() + word.group()[1:]
        if not self._occurrences(lowered) and lowered not in self.data.lowercase_openers:
            return sentence
        start = len(sentence) - len(sentence.lstrip())
        return sentence[:start] + lowered + sentence[start + len(word.group()) :]

    def _filler(self, patterns: tuple[re.Pattern[str], ...], line: Line, sentence: str) -> bool:
        """A sentence that says nothing goes when it matches as a whole and every protected span
        in it, a name too, also stands elsewhere in the text ("… e Belo Horizonte merece mais."
        in a text about Belo Horizonte)."""
        if not patterns or not _matches(patterns, self._named(sentence, line)):
            return False
        spans = Counter(spans_in(sentence, line.masked))
        if any(self._occurrences(s) - self._dropped[s] - n < 1 for s, n in spans.items()):
            return False
        self._dropped.update(spans)
        line.masked.release(sentence)
        return True

    def _occurrences(self, span: str) -> int:
        """How often a span stands in the text as received, as a whole word ("Ana" is not in
        "Banana")."""
        return len(re.findall(rf"(?<!\w){re.escape(span)}(?!\w)", self.source))

    # -- enumeration ----------------------------------------------------------------------------

    def rewrite_enumeration(self, tone: Tone) -> None:
        """Rewrites each run of ordinal markers (first … next … last) with one scheme of the tone,
        so that the text never mixes "Primero" with "En tercer lugar". A marker that opens an
        item of a numbered list goes: "2. Em segundo lugar, …" says its place twice."""
        enumeration = self.data.enumeration
        schemes = enumeration.schemes.get(tone)
        if enumeration.first is None or not schemes:
            return
        for run in self._enumeration_runs():
            if len(run) < 2:
                continue
            seed = "|".join(self.lines[i].sentences[j][:40] for i, j, _, _ in run)
            first, middles, last = schemes[zlib.crc32(seed.encode()) % len(schemes)]
            for number, (i, j, position, match) in enumerate(run):
                if number == 0:
                    marker = first
                elif position == "last" and number == len(run) - 1:
                    marker = last
                else:
                    marker = middles[(number - 1) % len(middles)]
                line = self.lines[i]
                sentence = line.sentences[j]
                head, tail = sentence[: match.start()], sentence[match.end() :]
                if line.numbered and j == 0 and not head.strip():
                    marker = ""
                if marker:
                    # The new marker is final: later phrase rules must not touch it, and those
                    # for the start of a sentence still apply to the words after it.
                    new = line.masked.placeholder(marker.rstrip()) + marker[len(marker.rstrip()) :]
                    line.sentences[j] = head + new + WORDS_START + tail
                else:
                    line.sentences[j] = head + CAPITALIZE + tail

    def _enumeration_runs(self) -> list[list[tuple[int, int, str, re.Match[str]]]]:
        enumeration = self.data.enumeration
        runs: list[list[tuple[int, int, str, re.Match[str]]]] = []
        current: list[tuple[int, int, str, re.Match[str]]] = []
        for i, line in enumerate(self.lines):
            for j, sentence in enumerate(line.sentences):
                found = _marker(sentence, enumeration.first, "first") or (
                    current
                    and (
                        _marker(sentence, enumeration.middle, "middle")
                        or _marker(sentence, enumeration.last, "last")
                    )
                )
                if not found:
                    continue
                position, match = found
                if position == "first":
                    runs.append(current)
                    current = []
                current.append((i, j, position, match))
                if position == "last":
                    runs.append(current)
                    current = []
        runs.append(current)
        return [run for run in runs if run]


def _occurring(
    patterns: tuple[re.Pattern[str], ...], folded: FoldedText
) -> tuple[re.Pattern[str], ...]:
    return tuple(p for p in patterns if _prefilter(p).admits(folded))


@cache
def _prefilter(pattern: re.Pattern[str]) -> Prefilter:
    # A sentence pattern is tried with fullmatch on short sentences: one cheap check suffices.
    return prefilter_of(pattern).cheapest()


def _names_the_draft(span: str) -> bool:
    """A name, or a quoted title of a few words: what a framing sentence calls the draft."""
    return _is_name(span) or bool(_TITLE.fullmatch(span))


def _is_name(span: str) -> bool:
    return bool(_NAME.fullmatch(span)) and span[0].isupper()


def _last_sentence(lines: list[Line]) -> tuple[str, Line, bool]:
    """The text's last sentence with words, its line, and whether an emoji follows or ends it."""
    emoji_after = False
    for line in reversed(lines):
        for sentence in reversed(line.sentences):
            emoji_after = emoji_after or bool(_ENDS_WITH_EMOJI.search(sentence))
            if _core(sentence):
                return sentence, line, emoji_after
    return "", lines[-1], emoji_after


def _is_question(sentence: str) -> bool:
    return _core(sentence).endswith("?")


def _marker(
    sentence: str, pattern: re.Pattern[str] | None, position: str
) -> tuple[str, re.Match[str]] | None:
    if pattern is None:
        return None
    start = len(sentence) - len(sentence.lstrip(f" {CAPITALIZE}"))
    match = pattern.match(sentence, start)
    return (position, match) if match else None


def _core(sentence: str) -> str:
    """The sentence without what may trail its words (emoji, spaces) or precede them."""
    start, end = 0, len(sentence)
    while end and _outside_words(sentence, end - 1):
        end -= 1
    while start < end and _outside_words(sentence, start):
        start += 1
    return sentence[start:end]


def _without_leading_emoji(sentence: str) -> str:
    start = 0
    while (
        start < len(sentence) and sentence[start] != CAPITALIZE and _outside_words(sentence, start)
    ):
        start += 1
    return sentence[start:]


def _outside_words(sentence: str, index: int) -> bool:
    """Whether a character is an emoji's, a space or the capital mark. A symbol joined into an
    emoji ("🏃‍♂️": runner, joiner, ♂) is the emoji's, though "♂" alone would be a word's."""
    character = sentence[index]
    return (
        is_emoji_or_space(character)
        or character == CAPITALIZE
        or ("\u2600" <= character <= "\u27bf" and sentence[index - 1 : index] == "\u200d")
    )


def _matches(patterns: tuple[re.Pattern[str], ...], sentence: str) -> bool:
    candidate = _core(sentence)
    if not candidate:
        return False
    if any(p.fullmatch(candidate) for p in patterns):
        return True
    # An emoji may stand where the end mark would ("Je t'explique 👇", "Te lo explico 😊"): the
    # sentence is read as ending with each mark that could have been there.
    if candidate[-1] in _END_MARKS or not _ENDS_WITH_EMOJI.search(sentence):
        return False
    return any(p.fullmatch(candidate + mark) for mark in _END_MARKS[:3] for p in patterns)


def _strip_leading_space(sentences: list[str]) -> list[str]:
    """A line that lost its first sentences starts at its next word."""
    if sentences:
        sentences[0] = sentences[0].lstrip(" ")
    return sentences
