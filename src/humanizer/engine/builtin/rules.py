"""Applies a language's rules to masked prose, line by line: sentence structures, phrases and
words, the tone, and the rhythm.

Choices between replacement options are deterministic: they depend on the entry and on how many
times it has already fired in the text, so the same input always gives the same output while a
phrase repeated three times is not replaced three times by the same words. A replacement never
brings in a word that already stands nearby ("Wichtig ist, … eine wichtige Rolle").
"""

import math
import re
import zlib
from collections import Counter
from collections.abc import Callable, Iterator

from humanizer.engine.builtin.agreement import (
    REPLACED,
    agreeing_options,
    fix_articles,
    sound_fits,
)
from humanizer.engine.builtin.lexicon import Adjective, Join, LanguageData, Phrase
from humanizer.engine.builtin.paradigms import Inflected
from humanizer.engine.builtin.prefilter import FoldedText, fold
from humanizer.engine.builtin.sentences import split_sentences, word_count
from humanizer.engine.builtin.tidy import CAPITALIZE
from humanizer.options import Tone

# Sentences longer than this many words are cut at a safe point, per tone.
LONG_SENTENCE = {Tone.CASUAL: 24, Tone.PROFESSIONAL: 28, Tone.ACADEMIC: 38}
MIN_PART = 7
# A participial tail becomes a sentence only if it has this many words after the participle.
MIN_TAIL = 3

# Kinds of phrase whose replacements link sentences ("Moreover" → "Also", "In conclusion" → "In
# sum"): one is not written twice in a text while the entry has another option.
LINKING_KINDS = frozenset({"connector", "closer"})

# What ends a sentence before a replaced phrase, so that its replacement starts with a capital. A
# colon does not (German, Romance and most English style go on in lower case after it), nor does
# the start of a line: there the replacement follows the case of the words it replaces.
_ENDS_SENTENCE = re.compile(r"(?:[.!?…]\s+|[¿¡\uE002])$")


class Rewriter:
    """Rewrites the prose of one text; holds the per-text counters that vary the choices."""

    def __init__(self, data: LanguageData, tone: Tone) -> None:
        self.data = data
        self.tone = tone
        self._fired: Counter[tuple[str, int]] = Counter()
        # The connectors the rules have written so far ("further, "): one is not written twice
        # while another option is left ("Moreover … Furthermore" never becomes "Further …
        # Further").
        self._connectors: set[str] = set()
        # The text outside the block being rewritten, where a connector may already open a
        # sentence.
        self._elsewhere = ""
        # The content words (stems) the rules have written so far: an option that would write
        # one again comes after those that would not.
        self._written: set[str] = set()
        # How many marks of machine text the rules met (stock phrases, inflated words, tails,
        # templates), kept or not: a text with none is a person's (see `pipeline.py`).
        self.tells_found = 0

    # -- words and phrases, a block of lines at a time --------------------------------------------

    def apply_words(self, lines: list[str]) -> list[str]:
        """Phrases, then adjectives, verbs and nouns, over blocks of whole lines (no match
        crosses a line): each entry is looked for once per block, and only in a block whose index
        admits it, so that the cost grows with the text's length and not with its length times
        its phrases."""
        # A paragraph longer than a block is rewritten in pieces of whole sentences, so that a
        # rewrite's cost stays linear in its length (each change re-reads its block).
        pieces: list[str] = []
        owners: list[tuple[int, str]] = []  # each piece's line, and the white space after it
        for number, line in enumerate(lines):
            for piece, gap in _sentence_pieces(line, BLOCK_CHARACTERS, self.data.abbreviations):
                pieces.append(piece)
                owners.append((number, gap))
        blocks = list(_blocks(pieces, BLOCK_CHARACTERS))
        for index, block in enumerate(blocks):
            self._elsewhere = "\n".join(
                line for other in blocks[:index] + blocks[index + 1 :] for line in other
            )
            rewritten = self.apply_inflected(
                self.apply_adjectives(self.apply_phrases("\n".join(block)))
            )
            blocks[index] = rewritten.split("\n")
        self._elsewhere = ""
        rewritten_lines = [""] * len(lines)
        rewritten_pieces = (piece for block in blocks for piece in block)
        for piece, (number, gap) in zip(rewritten_pieces, owners, strict=True):
            rewritten_lines[number] += piece + gap
        return rewritten_lines

    # -- phrases ----------------------------------------------------------------------------

    def apply_phrases(self, prose: str) -> str:
        """Applies every entry; a second pass catches phrases that a first-pass drop moved to
        the start of a sentence ("Además, cabe destacar que …")."""
        phrases = self.data.phrases
        # Kept for the second pass: the pieces of earlier versions only add candidates, and a
        # prefilter's answer depends on the text alone.
        folded = FoldedText(prose, indexed=True)
        for _ in range(2):
            before = prose
            # In file order, only the phrases the text's pieces reach, as the text changes.
            candidates = self.data.phrase_index.candidates(folded)
            for position in candidates:
                phrase = phrases[position]
                options = phrase.options.get(self.tone)
                if not options or not phrase.prefilter.admits(folded):
                    continue
                changed, found = phrase.pattern.subn(self._replacer(phrase, options), prose)
                if found:  # one scan of the text whether or not the phrase is there
                    prose = fix_articles(changed, self.data.morphology)
                    candidates.update(prose)
            if prose == before:
                break
        return prose

    def _replacer(self, phrase: Phrase, options: tuple[str, ...]) -> Callable[[re.Match[str]], str]:
        def replace(match: re.Match[str]) -> str:
            if "\n" in match.group():  # lines are rewritten together, but never merged
                return match.group()
            fired = self._fired["phrase", phrase.index]
            self._fired["phrase", phrase.index] += 1
            self.tells_found += phrase.is_tell
            expanded = [_expand(match, option) for option in options]
            if phrase.kind in LINKING_KINDS:
                expanded = self._unused_connectors(expanded, match.string)
            replacement = _fresh_choice(match, expanded, phrase.find, fired, self._written)
            if phrase.kind in LINKING_KINDS and replacement:
                self._connectors.add(_connector_key(replacement))
            original = match.group()
            if replacement is None:
                return original
            at_sentence_start = bool(
                _ENDS_SENTENCE.search(match.string[max(0, match.start() - 8) : match.start()])
            )
            if replacement and not replacement.strip():
                return " "  # a space-only option stands for one space
            if not replacement:
                # Keep the space that separated the phrase from what follows, if it was inside.
                spacing = " " if original[:1].isspace() and original[-1:].isspace() else ""
                capital = at_sentence_start or original[:1].isupper()
                return spacing + (CAPITALIZE if capital else "")
            if (original[:1].isupper() or at_sentence_start) and replacement[:1].islower():
                replacement = replacement[:1].upper() + replacement[1:]
            if "'" in replacement and "’" in match.string and "'" not in match.string:
                replacement = replacement.replace("'", "’")  # the text's own apostrophe
            return _mark_start(original, replacement)

        return replace

    def _unused_connectors(self, options: list[str], text: str) -> list[str]:
        """The options that neither a rule wrote before nor the text has at a sentence start;
        all of them when none is left."""
        fresh = [
            option
            for option in options
            if not option.strip()
            or (
                _connector_key(option) not in self._connectors
                and not _starts_a_sentence(option, text)
                and not _starts_a_sentence(option, self._elsewhere)
            )
        ]
        return fresh or options

    # -- sentence structures ------------------------------------------------------------------

    def restructure(self, lines: list[str]) -> list[str]:
        """Participial tails (", highlighting the need …") become a sentence of their own, when
        both halves are long enough to stand alone."""
        folded = FoldedText("\n".join(lines))
        tails = [tail for tail in self.data.tails if tail.may_match(folded)]
        if not tails:
            return lines
        return [
            "".join(self._untail(s, tails) for s in split_sentences(line, self.data.abbreviations))
            for line in lines
        ]

    def _untail(self, sentence: str, tails: list[Phrase]) -> str:
        folded = FoldedText(sentence)
        for tail in tails:
            options = tail.options.get(self.tone)
            if not options or not tail.may_match(folded):
                continue
            for match in tail.pattern.finditer(sentence):
                head, rest = sentence[: match.start()], sentence[match.end() :]
                if word_count(head) < MIN_PART or word_count(rest) < MIN_TAIL:
                    continue
                if not rest.rstrip().endswith((".", "!", "…")) or ";" in rest or ":" in rest:
                    continue
                if tail.head_not is not None and tail.head_not.search(head):
                    continue
                fired = self._fired["tail", tail.index]
                self._fired["tail", tail.index] += 1
                self.tells_found += 1
                start = _fresh_choice(match, list(options), tail.find, fired)
                if start is None:
                    continue
                if start.startswith(","):
                    # A relative link (", which shows …") keeps one sentence and its logic.
                    return f"{head}{start}{rest}"
                return f"{head}. {start[:1].upper()}{start[1:]}{rest}"
        return sentence

    # -- inflated adjectives, with agreement -----------------------------------------------------

    def apply_adjectives(self, prose: str) -> str:
        lowered = prose.lower()
        for adjective in self.data.adjectives:
            lemmas = adjective.options.get(self.tone)
            if not lemmas or not any(form in lowered for form in adjective.forms):
                continue
            prose = adjective.pattern.sub(self._adjective_replacer(adjective, lemmas), prose)
            prose = fix_articles(prose, self.data.morphology)
            lowered = prose.lower()
        return prose

    def _adjective_replacer(
        self, adjective: Adjective, lemmas: tuple[str, ...]
    ) -> Callable[[re.Match[str]], str]:
        def replace(match: re.Match[str]) -> str:
            found = match.group()
            before = match.string[: match.start()]
            morphology = self.data.morphology
            options = [
                option
                for option in agreeing_options(adjective, found, before, morphology, lemmas)
                if sound_fits(before, found, option, morphology)
            ]
            self.tells_found += 1
            if not options:
                return found  # the context does not settle the form: never guessed
            return self._word(match, options, ("adjective", adjective.index), adjective.lemma)

        return replace

    def _word(
        self, match: re.Match[str], options: list[str], entry: tuple[str, int], lemma: str
    ) -> str:
        """One of an entry's options for the word `match` found, in its case (see
        `_fresh_choice`); the word as it was when every option would repeat one nearby."""
        found = match.group()
        fired = self._fired[entry]
        self._fired[entry] += 1
        choice = _fresh_choice(match, options, lemma, fired, self._written)
        if choice is None:
            return found
        if found[:1].isupper():
            choice = choice[:1].upper() + choice[1:]
        return _mark_start(found, choice)

    # -- inflated verbs and nouns, in the form they were found ----------------------------------

    def apply_inflected(self, prose: str) -> str:
        folded = fold(prose)
        for entry in self.data.inflected:
            if self.tone not in entry.options or not entry.may_match(folded):
                continue
            changed = entry.pattern.sub(self._inflected_replacer(entry), prose)
            if changed != prose:
                prose = fix_articles(changed, self.data.morphology)
                folded = fold(prose)
        return prose

    def _inflected_replacer(self, entry: Inflected) -> Callable[[re.Match[str]], str]:
        def replace(match: re.Match[str]) -> str:
            found = match.group()
            before = match.string[max(0, match.start() - 20) : match.start()]
            options = [
                option
                for option in entry.replacements(found, self.tone)
                if sound_fits(before, found, option, self.data.morphology)
            ]
            self.tells_found += entry.stock
            if not options:
                return found  # the form's slot does not settle the replacement's
            return self._word(match, options, (entry.kind, entry.index), entry.lemma)

        return replace

    # -- tone -------------------------------------------------------------------------------

    def shift_person(self, texts: list[str]) -> list[str]:
        """The tone's subject pronoun ("nous" → "on" in casual French), in the whole text or
        nowhere (person.py)."""
        shift = self.data.person_shift
        if shift is None or self.tone not in shift.tones:
            return texts
        morphology = self.data.morphology
        shifted = shift.apply(texts, morphology, REPLACED)
        return [fix_articles(text, morphology) for text in shifted]

    def apply_contractions(self, prose: str) -> str:
        if self.tone is Tone.PROFESSIONAL:  # professional writing keeps the input's forms
            return prose
        casual = self.tone is Tone.CASUAL
        lowered = prose.lower()
        for contraction in self.data.contractions:
            source = contraction.full_text if casual else contraction.short_text
            if source.lower() not in lowered:  # a cheap test before the expression
                continue
            if casual:
                prose = contraction.full.sub(_same_case(contraction.short_text), prose)
            else:
                prose = contraction.short.sub(_same_case(contraction.full_text), prose)
            lowered = prose.lower()
        return prose

    # -- rhythm -----------------------------------------------------------------------------

    def split_long_sentences(self, prose: str) -> str:
        if not self.data.splits:
            return prose
        limit = LONG_SENTENCE[self.tone]
        sentences = split_sentences(prose, self.data.abbreviations)
        return "".join(self._split(s, limit) for s in sentences)

    def vary_rhythm(self, paragraphs: list[str]) -> list[str]:
        """Joins runs of short sentences of one length in each paragraph; then, while the text's
        sentence lengths vary less than human writing does, makes the one cut or join (at a safe
        point, inside a paragraph) that varies them most: a long sentence beside short ones, not
        two halves alike. Machine text's paragraphs are short and even, so the whole text is
        measured, not each paragraph: a paragraph of three even sentences is changed too."""
        split = [split_sentences(p, self.data.abbreviations) for p in paragraphs]
        joins = [join for join in self.data.joins if self.tone in join.tones]
        split = [_join_alike_sentences(s, joins, self.data) if len(s) >= 3 else s for s in split]
        rhythm = _Rhythm([word_count(s) for p in split for s in p if word_count(s)])
        budget = max(MAX_RHYTHM_EDITS, len(rhythm) // SENTENCES_PER_RHYTHM_EDIT)
        edits: dict[int, list[list[str]]] = {}  # each paragraph's edits, until it changes
        made: Counter[int] = Counter()
        for _ in range(budget):
            current = rhythm.variation()
            if len(rhythm) < 4 or current >= self.data.target_variation:
                break
            best: tuple[float, int, list[str]] | None = None
            for index, sentences in enumerate(split):
                if made[index] >= MAX_RHYTHM_EDITS:
                    continue
                if index not in edits:
                    edits[index] = self._rhythm_edits(sentences, joins)
                lengths = _lengths(sentences)
                for edit in edits[index]:
                    score = rhythm.variation_after(lengths, _lengths(edit))
                    if best is None or score > best[0]:
                        best = (score, index, edit)
            if best is None or best[0] < current + MIN_RHYTHM_GAIN / max(1, len(rhythm) / 4):
                break
            _, index, edit = best
            rhythm.replace(_lengths(split[index]), _lengths(edit))
            split[index] = edit
            made[index] += 1
            del edits[index]
        return ["".join(sentences) for sentences in split]

    def _rhythm_edits(self, sentences: list[str], joins: list[Join]) -> list[list[str]]:
        """Every paragraph reachable by one safe cut or one safe join."""
        edits = []
        for index, sentence in enumerate(sentences):
            for head, tail in self._cuts(sentence):
                parts = split_sentences(head + tail, self.data.abbreviations)
                if len(parts) == 2:  # the joint ends a sentence
                    edits.append(sentences[:index] + parts + sentences[index + 1 :])
            if index + 1 < len(sentences):
                for join in joins:
                    joined = _join(sentence, sentences[index + 1], join, self.data)
                    if joined is not None and word_count(joined) <= LONG_SENTENCE[self.tone]:
                        edits.append([*sentences[:index], joined, *sentences[index + 2 :]])
        return edits

    def _split(self, sentence: str, limit: int) -> str:
        if word_count(sentence) <= limit:
            return sentence
        middle = len(sentence) / 2
        cut = min(self._cuts(sentence), key=lambda c: abs(len(c[0]) - middle), default=None)
        if cut is None:
            return sentence
        return cut[0] + self._split(cut[1], limit)

    def _cuts(self, sentence: str) -> list[tuple[str, str]]:
        """The sentence's safe cuts: (head with the joint, the new sentence), each part with
        MIN_PART words or more."""
        # Semicolons that run a series ("el capítulo 2 …; el capítulo 3 …; el capítulo 4 …, y
        # el capítulo 5 …") hold it together: a cut anywhere would break the series in two.
        if sentence.count(";") >= 2:
            return []
        cuts = []
        for split in self.data.splits:
            if self.tone not in split.tones:
                continue
            for match in split.pattern.finditer(sentence):
                head, tail = sentence[: match.start()], sentence[match.end() :]
                if word_count(head) < MIN_PART or word_count(tail) < MIN_PART:
                    continue
                if split.first_mark and _MARK.search(head):
                    continue
                if split.head_not is not None and split.head_not.search(head):
                    continue
                joined = match.expand(split.replace)
                # The new sentence starts with the joint's last word or with the tail.
                if joined.rstrip().endswith((".", "!", "?", ";")):
                    tail = CAPITALIZE + tail
                else:
                    joined = re.sub(
                        r"([.!?]\s+)(\w)", lambda m: m.group(1) + m.group(2).upper(), joined
                    )
                cuts.append((head + joined, tail))
        return cuts


# A mark a cut's joint must be the first of when its split says `first_mark`.
_MARK = re.compile(r"[,;:(–—]|\s-\s")


# Words and phrases are rewritten in blocks of whole lines of about this many characters (a
# longer line is cut into pieces of whole sentences of about this length).
BLOCK_CHARACTERS = 6000


def _sentence_pieces(line: str, size: int, abbreviations: frozenset[str]) -> list[tuple[str, str]]:
    """A line as pieces of whole sentences of at least `size` characters (the line itself when
    it is no longer), each with the white space that followed it."""
    if len(line) <= size:
        return [(line, "")]
    pieces: list[tuple[str, str]] = []
    piece = ""
    for sentence in split_sentences(line, abbreviations):
        piece += sentence
        if len(piece) >= size:
            text = piece.rstrip()
            pieces.append((text, piece[len(text) :]))
            piece = ""
    if piece:
        pieces.append((piece, ""))
    return pieces


# In a replacement, `\l` writes the next character in lower case: "\1: \l\2" makes "The key?
# Good design." "The key: good design." (a group cannot change its case in Python's templates).
LOWER_NEXT = "\\l"


def _expand(match: re.Match[str], option: str) -> str:
    r"""The option's template filled from the match, `\l` lowering the character after it."""
    first, *lowered = option.split(LOWER_NEXT)
    pieces = (match.expand(piece) for piece in lowered)
    return match.expand(first) + "".join(piece[:1].lower() + piece[1:] for piece in pieces)


def _blocks(lines: list[str], size: int) -> Iterator[list[str]]:
    block: list[str] = []
    length = 0
    for line in lines:
        if block and length + len(line) > size:
            yield block
            block, length = [], 0
        block.append(line)
        length += len(line) + 1
    if block:
        yield block


# At most this many cuts or joins per paragraph to bring its rhythm toward human variation, each
# raising the variation by at least MIN_RHYTHM_GAIN.
MAX_RHYTHM_EDITS = 2
MIN_RHYTHM_GAIN = 0.04


# One cut or join per this many sentences of the text, at most (and never fewer than
# MAX_RHYTHM_EDITS), so that the rhythm is moved, not rewritten.
SENTENCES_PER_RHYTHM_EDIT = 5


def _lengths(sentences: list[str]) -> list[int]:
    return [n for n in map(word_count, sentences) if n]


class _Rhythm:
    """The sentence lengths of a text, as sums, so that the variation after an edit of one
    paragraph is known without recounting the rest."""

    def __init__(self, lengths: list[int]) -> None:
        self.count = len(lengths)
        self.total = sum(lengths)
        self.squares = sum(n * n for n in lengths)

    def __len__(self) -> int:
        return self.count

    def variation(self) -> float:
        return _variation(self.count, self.total, self.squares)

    def variation_after(self, removed: list[int], added: list[int]) -> float:
        return _variation(
            self.count - len(removed) + len(added),
            self.total - sum(removed) + sum(added),
            self.squares - sum(n * n for n in removed) + sum(n * n for n in added),
        )

    def replace(self, removed: list[int], added: list[int]) -> None:
        self.count += len(added) - len(removed)
        self.total += sum(added) - sum(removed)
        self.squares += sum(n * n for n in added) - sum(n * n for n in removed)


def _variation(count: int, total: int, squares: int) -> float:
    """The coefficient of variation of `count` lengths from their sum and sum of squares."""
    if count < 2 or not total:
        return 0.0
    mean = total / count
    return math.sqrt(max(0.0, squares / count - mean * mean)) / mean


def variation(sentences: list[str]) -> float:
    """The coefficient of variation of sentence length in words (human prose: about 0.5)."""
    lengths = _lengths(sentences)
    return _variation(len(lengths), sum(lengths), sum(n * n for n in lengths))


# A run of sentences this short and this alike in length reads as generated.
SHORT_SENTENCE = 14
ALIKE_WORDS = 3


def _first_word(sentence: str) -> str:
    words = sentence.split(maxsplit=1)
    return words[0] if words else ""


def _join_alike_sentences(sentences: list[str], joins: list[Join], data: LanguageData) -> list[str]:
    """Joins the second and third sentences of each run of short, same-length sentences, with
    the first of `joins` that fits them."""
    result: list[str] = []
    index = 0
    while index < len(sentences):
        run = sentences[index : index + 3]
        joined = None
        if len(run) == 3 and _monotone(run):
            joined = next(filter(None, (_join(run[1], run[2], j, data) for j in joins)), None)
        if joined is not None:
            result += [run[0], joined]
            index += 3
            continue
        result.append(sentences[index])
        index += 1
    return result


def _monotone(run: list[str]) -> bool:
    counts = [word_count(s) for s in run]
    return max(counts) <= SHORT_SENTENCE and max(counts) - min(counts) <= ALIKE_WORDS


def _join(first: str, second: str, join: Join, data: LanguageData) -> str | None:
    """Two sentences as one with `join`, when they can be: its opening word lower-cased (a
    word of `data.capitalized` kept as it is)."""
    if not _joinable(first, second, join):
        return None
    word = _first_word(second)
    inside = word if word in data.capitalized else word.lower()
    return first.rstrip()[:-1] + join.word + inside + second.lstrip()[len(word) :]


def _joinable(first: str, second: str, join: Join) -> bool:
    # Never chain: a sentence that already holds the join's word ("and") or a semicolon or colon
    # is not joined to another; commas only where the join allows them (a list, an aside or a
    # phrase tacked on before ", and" blurs where the second sentence starts).
    conjunction = join.word.strip(" ,;").casefold()
    both = f"{first} {second}"
    comma_free = {"neither": both, "second": first, "both": ""}[join.commas]
    return (
        (not conjunction or conjunction not in both.casefold().split())
        and not any(mark in both for mark in ";:")
        and "," not in comma_free
        and first.rstrip().endswith(".")
        and second.rstrip().endswith(".")
        and join.opens(_first_word(second))
        and _first_word(second)[:1].isupper()
        and (join.first_not is None or not join.first_not.search(first))
    )


# How far around a replacement, within its sentence, a content word counts as "already there".
_NEARBY = 90
_SENTENCE_END = re.compile(r"[.!?…\n]\s")
_CONTENT_WORD = re.compile(r"[^\W\d_]{6,}")


def _fresh_choice(
    match: re.Match[str],
    options: list[str],
    key: str,
    fired: int,
    written: set[str] | None = None,
) -> str | None:
    """The option to use: chosen deterministically by the entry, the text after the match and
    how often the entry fired, skipping options that repeat a content word standing nearby.
    None when every option would ("a seamless and smooth move" never becomes "a smooth and
    smooth move"): the words stay as they are. Options whose words a rule already wrote in the
    text (`written`, stems) come last: "pivotal role" and "crucial role" two paragraphs apart
    do not both become "central role" while another option is left; the chosen option's words
    are added to `written`."""
    text = match.string
    context = text[match.end() : match.end() + 24]
    start = (zlib.crc32(f"{key}|{context}".encode()) + fired) % len(options)
    before = _SENTENCE_END.split(text[max(0, match.start() - _NEARBY) : match.start()])[-1]
    after = _SENTENCE_END.split(text[match.end() : match.end() + _NEARBY])[0]
    nearby = (before + " " + after).lower()
    original = set(_CONTENT_WORD.findall(match.group().lower()))
    fitting = []
    for step in range(len(options)):
        option = options[(start + step) % len(options)]
        stems = {
            _stem(w.lower()) for w in _CONTENT_WORD.findall(option) if w.lower() not in original
        }
        if not any(re.search(rf"(?<!\w){re.escape(stem)}", nearby) for stem in stems):
            fitting.append((option, stems))
    if not fitting:
        return None
    written = set() if written is None else written
    option, stems = next(((o, w) for o, w in fitting if not w & written), fitting[0])
    written |= stems
    return option


def _connector_key(option: str) -> str:
    return option.strip(" .,;:").lower()


def _starts_a_sentence(option: str, text: str) -> bool:
    """Whether the words of a connector option already open a sentence of the text."""
    words = _connector_key(option)
    if not words:
        return False
    return bool(
        re.search(rf"(?:^|[.!?…]\s+|\n){re.escape(words)}\b", text, re.IGNORECASE | re.MULTILINE)
    )


def _stem(word: str) -> str:
    """Enough of a word to catch its other forms ("wichtig" / "wichtige", "encouraging" /
    "encouraged")."""
    return word[: max(5, len(word) - 3)]


def _mark_start(original: str, replacement: str) -> str:
    """Marks a replacement that starts with a word, so that the article before it is checked."""
    if replacement[:1].isalpha() and original[:1].isalpha():
        return REPLACED + replacement
    return replacement


def _same_case(replacement: str) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        if match.group()[:1].isupper():
            return replacement[:1].upper() + replacement[1:]
        return replacement

    return replace


def count_stock_phrases(prose: str, data: LanguageData) -> int:
    """How many stock phrases of the lexicon the text holds (for the quality benchmark)."""
    return sum(len(p.findall(prose)) for p in data.stock_patterns)
