"""A cheap necessary condition for a regular expression: literals a text must hold to match.

Most of the engine's thousands of patterns find nothing in a given text, and a search with a
sentence-start lookbehind tries every position. A pattern's prefilter is a few any-of sets of
literals, read from its parse tree through groups, alternations, optional parts, small character
classes and lookarounds: "pone(n)? el (?:foco|acento) en" needs one of "pone el foco en", "ponen
el foco en", "pone el acento en", "ponen el acento en". A text that fails one set cannot match,
so the search is skipped.

Correctness comes first: every set is proven necessary, or left out. Texts and literals are
compared case-folded (`fold`), in a folding that `re`'s case-insensitive matching never crosses,
so that one prefilter serves case-sensitive and case-insensitive patterns alike.
"""

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from re import _casefix as casefix  # type: ignore[attr-defined]
from re import _constants as constants  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]
from typing import Any

# At most this many strings in a set built from a sequence or a repetition; past it the
# sequence is cut into shorter runs, each of which stays necessary.
MAX_STRINGS = 32
# Repetitions up to this many times are expanded ("a{2}", "(?:ab)?").
MAX_EXPANDED_REPEAT = 3
# A character class of at most this many characters is a set of literals ("[oó]", "[sS]").
MAX_CLASS = 8
# The sets kept per pattern, strongest first: each costs a look-up or a few searches.
MAX_SETS = 3


def _fold_table() -> dict[int, str | None]:
    """Maps each character that `re` takes for the same letter as another (ignoring case) to one
    representative: "ſ" and "s", "ı" and "i", final "ς" and "σ". The combining dot that
    `str.lower` adds to "İ" goes, as `re` matches "İ" as "i"."""
    classes: dict[int, set[int]] = {}
    for key, others in casefix._EXTRA_CASES.items():
        members = {key, *others}
        for member in list(members):
            members |= classes.get(member, set())
        for member in members:
            classes[member] = members
    table: dict[int, str | None] = {0x307: None}
    for member, members in classes.items():
        representative = min(members)
        if member != representative:
            table[member] = chr(representative)
    return table


_FOLD = _fold_table()
_NEEDS_TABLE = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(_FOLD)) + "]")


def fold(text: str) -> str:
    """The text as prefilters compare it: lower case, with `re`'s case equivalents made one.

    Character by character, so that a literal found in a text is found, folded, in the folded
    text; and two characters that a case-insensitive pattern takes for the same fold the same.
    """
    lowered = text.lower()
    if lowered.isascii() or not _NEEDS_TABLE.search(lowered):
        return lowered
    return lowered.translate(_FOLD)


# A text's pieces of this many characters are indexed, so that a literal is looked up, not
# searched for: a literal the text holds has all its pieces in the text.
PIECE = 5


def pieces_of(text: str) -> set[str]:
    return {text[i : i + PIECE] for i in range(len(text) - PIECE + 1)}


class FoldedText:
    """A text as prefilters read it: folded, and, for the many patterns of a language's phrases,
    with an index of its pieces (`indexed`); a few patterns are cheaper to search for.

    `update` follows the text through a rewrite at the cost of the part that changed: the index
    keeps the pieces of earlier versions too, which only lets more through, never less.
    """

    __slots__ = ("pieces", "text")

    def __init__(self, text: str, *, indexed: bool = False) -> None:
        self.text = fold(text)
        self.pieces = pieces_of(self.text) if indexed else None

    def update(self, text: str) -> str:
        """Follows the text through a rewrite; returns the part of the new (folded) text that
        holds every piece, and every literal of a piece or shorter, that the old text did not
        hold (the whole text when not indexed)."""
        new, old = fold(text), self.text
        self.text = new
        if self.pieces is None:
            return new
        same_start = _common_start(old, new)
        same_end = _common_end(old[same_start:], new[same_start:])
        changed = new[max(0, same_start - PIECE + 1) : len(new) - same_end + PIECE - 1]
        self.pieces |= pieces_of(changed)
        return changed


def _common_start(a: str, b: str) -> int:
    """The length of the longest common start (a binary search of C-speed comparisons)."""
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[:middle] == b[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _common_end(a: str, b: str) -> int:
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[len(a) - middle :] == b[len(b) - middle :]:
            low = middle
        else:
            high = middle - 1
    return low


@dataclass(frozen=True, slots=True)
class LiteralSet:
    """Literals one of which a matching text holds. Each literal longer than a piece is filed
    under its most telling piece (`by_key`) with all its pieces: a text lacking those pieces
    lacks the literal, found out by a look-up instead of a search."""

    by_key: dict[str, tuple[tuple[str, frozenset[str]], ...]]
    keys: frozenset[str]
    short: tuple[str, ...]  # literals shorter than a piece: searched for

    @property
    def literals(self) -> tuple[str, ...]:
        found = [literal for filed in self.by_key.values() for literal, _ in filed]
        return tuple(sorted([*found, *self.short]))

    def met_by(self, pieces: set[str] | None, folded: str) -> bool:
        for literal in self.short:
            if literal in folded:
                return True
        if pieces is None:  # no index: each literal is searched for
            return any(literal in folded for filed in self.by_key.values() for literal, _ in filed)
        if self.keys.isdisjoint(pieces):
            return False  # one look-up for the whole set, as a rule
        for key in self.keys & pieces:
            for literal, needed in self.by_key[key]:
                if needed <= pieces and literal in folded:
                    return True
        return False


@dataclass(frozen=True, slots=True)
class Prefilter:
    """Sets of folded literals: a text that matches the pattern meets every set."""

    sets: tuple[LiteralSet, ...] = ()

    @property
    def literals(self) -> tuple[tuple[str, ...], ...]:
        return tuple(s.literals for s in self.sets)

    def cheapest(self) -> "Prefilter":
        """Only the set with the fewest literals: for patterns that are cheap to try anyway."""
        if not self.sets:
            return self
        return Prefilter((min(self.sets, key=lambda s: len(s.literals)),))

    def admits(self, text: FoldedText) -> bool:
        """Whether the text may match; False only when it cannot."""
        pieces, folded = text.pieces, text.text
        return all(literals.met_by(pieces, folded) for literals in self.sets)


class PrefilterIndex:
    """Many prefilters filed under what a text must hold to meet each, so that a text's pieces
    are looked up once instead of every prefilter being asked: most never are.

    Each prefilter is filed under one of its sets, under the set's keys and its short literals.
    A text that meets the set holds one of those keys among its pieces or one of those short
    literals, so a prefilter it reaches neither way cannot admit it. One without sets admits
    every text: it is always a candidate.
    """

    __slots__ = ("always", "by_piece", "by_short", "short_lengths", "size")

    def __init__(self, prefilters: Sequence[Prefilter]) -> None:
        self.size = len(prefilters)
        always: list[int] = []
        by_piece: dict[str, list[int]] = {}
        by_short: dict[str, list[int]] = {}
        for position, prefilter in enumerate(prefilters):
            if not prefilter.sets:
                always.append(position)
                continue
            filed = min(prefilter.sets, key=_filing_cost)
            for key in sorted(filed.keys):
                by_piece.setdefault(key, []).append(position)
            for literal in filed.short:
                by_short.setdefault(literal, []).append(position)
        self.always = tuple(always)
        self.by_piece = {key: tuple(positions) for key, positions in by_piece.items()}
        self.by_short = {literal: tuple(positions) for literal, positions in by_short.items()}
        self.short_lengths = tuple(sorted({len(literal) for literal in by_short}))

    def candidates(self, text: FoldedText) -> "Candidates":
        return Candidates(self, text)


def _filing_cost(literals: LiteralSet) -> tuple[bool, int, int]:
    # A short literal is searched for and often found ("," "de "); the longer the shortest one,
    # the rarer; then the fewer keys, the fewer look-ups.
    shortest = min((len(literal) for literal in literals.short), default=PIECE)
    return (bool(literals.short), -shortest, len(literals.keys) + len(literals.short))


class Candidates:
    """The positions of an index's prefilters that may admit a text, in order, while the text
    is rewritten: a rewrite (`update`) adds those that its new pieces and short literals reach
    and that are still to come. Every prefilter that admits the text when its turn comes is
    one (with, as a rule, a few that do not).
    """

    __slots__ = ("_index", "_marked", "_position", "text")

    def __init__(self, index: PrefilterIndex, text: FoldedText) -> None:
        if text.pieces is None:
            raise ValueError("candidates are found by a text's piece index")
        self._index = index
        self._position = -1
        self.text = text
        marked = self._marked = bytearray(index.size)
        for position in index.always:
            marked[position] = 1
        for piece in index.by_piece.keys() & text.pieces:
            for position in index.by_piece[piece]:
                marked[position] = 1
        for literal, positions in index.by_short.items():
            if literal in text.text:
                for position in positions:
                    marked[position] = 1

    def __iter__(self) -> Iterator[int]:
        marked = self._marked
        position = marked.find(1, self._position + 1)
        while position >= 0:
            self._position = position
            yield position
            position = marked.find(1, position + 1)

    def update(self, text: str) -> None:
        """Follows the text through a rewrite (`FoldedText.update`). A phrase already passed
        is marked in vain, as the next position is looked for after the current one."""
        changed = self.text.update(text)
        marked, by_piece, by_short = self._marked, self._index.by_piece, self._index.by_short
        for piece in pieces_of(changed) & by_piece.keys():
            for position in by_piece[piece]:
                marked[position] = 1
        for length in self._index.short_lengths:
            for start in range(len(changed) - length + 1):
                for position in by_short.get(changed[start : start + length], ()):
                    marked[position] = 1


def prefilter_of(pattern: re.Pattern[str]) -> Prefilter:
    """The prefilter of a compiled pattern; no sets when none is known."""
    found = _sequence(parser.parse(pattern.pattern, pattern.flags).data)
    return Prefilter(tuple(_literal_set(literals) for literals in _strongest(found.sets)))


def _literal_set(literals: frozenset[str]) -> LiteralSet:
    by_key: dict[str, list[tuple[str, frozenset[str]]]] = {}
    short = []
    for literal in sorted(literals):
        if len(literal) < PIECE:
            short.append(literal)
            continue
        pieces = pieces_of(literal)
        key = max(sorted(pieces), key=_rarity)
        by_key.setdefault(key, []).append((literal, frozenset(pieces)))
    return LiteralSet(
        by_key={key: tuple(filed) for key, filed in by_key.items()},
        keys=frozenset(by_key),
        short=tuple(short),
    )


# Letters from the most to the least frequent in the engine's languages, roughly: the piece
# of a literal with the rarest letters is the one least likely to be in a text by chance.
_COMMON = " eaoinsrtlducmpgvbhfq,.zjyxkw"


@cache  # a language's literals share most of their pieces
def _rarity(piece: str) -> int:
    return sum(_COMMON.find(c) if c in _COMMON else len(_COMMON) for c in piece)


@dataclass(slots=True)
class _Reading:
    """What is known of a part of a pattern: every string it can match (`exact`, folded, when
    few and known), and the literal sets that every match of it, or the text around, meets."""

    exact: frozenset[str] | None
    sets: list[frozenset[str]]


_EMPTY = frozenset({""})


def _sequence(items: list[tuple[Any, Any]]) -> _Reading:
    """Items one after another: runs of known strings are joined into longer literals."""
    sets: list[frozenset[str]] = []
    run: frozenset[str] | None = _EMPTY  # the strings of the current run of known items
    whole: frozenset[str] | None = _EMPTY  # the strings of the whole sequence, while known
    for item in items:
        reading = _item(item)
        sets += reading.sets
        if reading.exact is None:
            _keep(run, sets)
            run, whole = _EMPTY, None
            continue
        joined = _join(run, reading.exact)
        if joined is None:
            _keep(run, sets)
            run = reading.exact
        else:
            run = joined
        whole = _join(whole, reading.exact) if whole is not None else None
    _keep(run, sets)
    return _Reading(whole, sets)


def _join(first: frozenset[str] | None, second: frozenset[str]) -> frozenset[str] | None:
    """Every string of `first` followed by every string of `second`; None if too many."""
    if first is None or len(first) * len(second) > MAX_STRINGS:
        return None
    return frozenset(a + b for a in first for b in second)


def _keep(strings: frozenset[str] | None, sets: list[frozenset[str]]) -> None:
    # A set with the empty string says nothing: every text holds it.
    if strings and "" not in strings:
        sets.append(strings)


def _item(item: tuple[Any, Any]) -> _Reading:
    op, value = item
    if op is constants.LITERAL:
        return _Reading(frozenset({fold(chr(value))}), [])
    if op is constants.IN:
        return _Reading(_class(value), [])
    if op in (constants.SUBPATTERN, constants.ATOMIC_GROUP):
        # The flags a group sets do not matter: literals are compared folded either way.
        body = value[-1] if op is constants.SUBPATTERN else value
        return _sequence(body.data)
    if op is constants.BRANCH:
        return _branch([_sequence(b.data) for b in value[1]])
    if op in (constants.MAX_REPEAT, constants.MIN_REPEAT, constants.POSSESSIVE_REPEAT):
        low, high, body = value
        return _repeat(low, high, _sequence(body.data))
    if op is constants.AT:
        return _Reading(_EMPTY, [])  # a position: matches no character
    if op is constants.ASSERT:
        # A lookaround matches no character, but what it sees stands in the text.
        _direction, body = value
        seen = _sequence(body.data)
        sets = list(seen.sets)
        _keep(seen.exact, sets)
        return _Reading(_EMPTY, sets)
    if op is constants.ASSERT_NOT:
        return _Reading(_EMPTY, [])
    # Any character, a category, a negated literal, a back reference, a conditional: unknown.
    return _Reading(None, [])


def _class(items: list[tuple[Any, Any]]) -> frozenset[str] | None:
    """A small set of characters ("[oó]", "[sS]") as folded literals; None otherwise."""
    characters: set[str] = set()
    for op, value in items:
        if op is constants.LITERAL:
            characters.add(chr(value))
        elif op is constants.RANGE and value[1] - value[0] < MAX_CLASS:
            characters.update(map(chr, range(value[0], value[1] + 1)))
        else:  # a negation, a category, a wide range
            return None
    if not characters or len(characters) > MAX_CLASS:
        return None
    return frozenset(fold(c) for c in characters)


def _branch(branches: list[_Reading]) -> _Reading:
    """Alternatives: a match holds one branch's literals, so their union is a necessary set."""
    exact: frozenset[str] | None = None
    if all(b.exact is not None for b in branches):
        union = frozenset().union(*(b.exact for b in branches if b.exact is not None))
        exact = union if len(union) <= MAX_STRINGS else None
    strongest = []
    for branch in branches:
        candidates = list(branch.sets)
        _keep(branch.exact, candidates)
        if not candidates:
            return _Reading(exact, [])
        strongest.append(max(candidates, key=_strength))
    return _Reading(exact, [frozenset().union(*strongest)])


def _repeat(low: int, high: int, body: _Reading) -> _Reading:
    exact = None
    if body.exact is not None and high <= MAX_EXPANDED_REPEAT:
        strings: frozenset[str] | None = _EMPTY if low == 0 else frozenset()
        power: frozenset[str] | None = _EMPTY
        for count in range(1, high + 1):
            power = _join(power, body.exact) if power is not None else None
            if power is None or strings is None:
                strings = None
                break
            if count >= low:
                strings = strings | power
        exact = strings if strings is not None and len(strings) <= MAX_STRINGS else None
    if low == 0:
        return _Reading(exact, [])
    sets = list(body.sets)
    _keep(body.exact, sets)
    return _Reading(exact, sets)


def _strength(literals: frozenset[str]) -> tuple[int, int]:
    # The shortest literal decides how much a set filters; fewer literals are cheaper to test.
    return (min(len(a) for a in literals), -len(literals))


def _strongest(sets: list[frozenset[str]]) -> list[frozenset[str]]:
    """The strongest few sets, leaving out one that a stronger kept set implies (every literal
    of the stronger contains one of it: "so " implies "o")."""
    kept: list[frozenset[str]] = []
    for candidate in sorted(set(sets), key=lambda s: (_strength(s), sorted(s)), reverse=True):
        implied = any(all(any(b in a for b in candidate) for a in k) for k in kept)
        if not implied:
            kept.append(candidate)
        if len(kept) == MAX_SETS:
            break
    return kept
