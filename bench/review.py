"""Blind native review of the built-in engine, in two steps.

    python bench/review.py prepare es r1 --out /tmp/blind     # pairs for the reviewer, and a key
    python bench/review.py record es r1 --out /tmp/blind      # unblinds the reviewer's verdicts

`prepare` rewrites the texts of one round of `bench/reviews/texts_<lang>.jsonl` (written fresh for
the review, never used to tune the data) in each text's tone and writes, for the reviewer, the
original and the rewrite of each text as versions A and B in an order the reviewer cannot guess
(`<out>/<lang>_<round>.md`), and keeps the key apart (`<out>/<lang>_<round>.key.json`). The
reviewer answers in `<out>/<lang>_<round>.verdicts.json`: per text, the grammar errors and the
meaning differences of each version (quoted), "reads like a person" 1–5, tone fit 1–5 and the
preferred version. `record` unblinds the verdicts and appends the round to
`bench/reviews/<lang>.md` with the measured figures (words changed, facts kept), and writes what
the reviewer found in each rewrite (errors, meaning changes, tells of machine text left: the
verdicts' optional `tells`) to `bench/reviews/findings/<lang>_<round>.json` for the next fixes.
"""

import argparse
import json
import random
import re
import statistics
import sys
from pathlib import Path

from humanizer.engine.builtin import rewrite_text
from humanizer.options import Language, Tone

ROOT = Path(__file__).resolve().parents[1]
REVIEWS = ROOT / "bench" / "reviews"


def texts(language: str, round_: str) -> list[dict[str, object]]:
    path = REVIEWS / f"texts_{language}.jsonl"
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [r for r in records if str(r["id"]).startswith(f"{language}-{round_}-")]


def words_changed(before: str, after: str) -> float:
    from difflib import SequenceMatcher

    a, b = before.split(), after.split()
    same = sum(
        block.size for block in SequenceMatcher(a=a, b=b, autojunk=False).get_matching_blocks()
    )
    return 1 - same / max(len(a), 1)


def prepare(language: str, round_: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    chooser = random.Random(f"{language}-{round_}")  # fixed, but not visible to the reviewer
    lines = [
        f"# Blind review, {language}, round {round_}",
        "",
        "For each text, versions A and B; one may be the original. Judge each as a native reader.",
        "",
    ]
    key: dict[str, dict[str, object]] = {}
    for record in texts(language, round_):
        original = str(record["text"])
        tone = Tone(str(record["tone"]))
        rewrite = rewrite_text(original, tone, Language(language))
        a_is_original = chooser.random() < 0.5
        versions = {"A": original, "B": rewrite} if a_is_original else {"A": rewrite, "B": original}
        facts = [str(fact) for fact in record.get("facts", [])]  # type: ignore[attr-defined]
        key[str(record["id"])] = {
            "original": "A" if a_is_original else "B",
            "tone": tone.value,
            "plain": bool(record.get("plain", False)),
            "words_changed": words_changed(original, rewrite),
            "facts": len(facts),
            "facts_kept": sum(1 for fact in facts if fact in rewrite),
        }
        lines += [f"## {record['id']} — {record['genre']} (tone asked: {tone.value})", ""]
        for name, version in versions.items():
            lines += [f"### Version {name}", "", version, ""]
    (out / f"{language}_{round_}.md").write_text("\n".join(lines), encoding="utf-8")
    (out / f"{language}_{round_}.key.json").write_text(json.dumps(key, indent=1), encoding="utf-8")
    print(f"{len(key)} pairs in {out / f'{language}_{round_}.md'}")


def record(language: str, round_: str, out: Path) -> None:
    key = json.loads((out / f"{language}_{round_}.key.json").read_text(encoding="utf-8"))
    verdicts = json.loads((out / f"{language}_{round_}.verdicts.json").read_text(encoding="utf-8"))
    rows, errors, meaning, person, original_person, tone_fit, preferred = [], 0, 0, [], [], [], 0
    original_errors = 0
    findings = []
    for verdict in verdicts:
        text_id = verdict["id"]
        facts = key[text_id]
        rewrite = "B" if facts["original"] == "A" else "A"
        original = facts["original"]
        errors += len(verdict["errors"][rewrite])
        original_errors += len(verdict["errors"][original])
        meaning += len(verdict["meaning_changes"][rewrite])
        person.append(verdict["person"][rewrite])
        original_person.append(verdict["person"][original])
        tone_fit.append(verdict["tone_fit"][rewrite])
        chosen = verdict["preferred"]
        preferred += chosen == rewrite
        findings.append(
            {
                "id": text_id,
                "tone": facts["tone"],
                "errors_in_rewrite": verdict["errors"][rewrite],
                "errors_in_original": verdict["errors"][original],
                "meaning_changes_in_rewrite": verdict["meaning_changes"][rewrite],
                "tells_left_in_rewrite": verdict.get("tells", {}).get(rewrite, []),
            }
        )
        found = [f"error: {e}" for e in verdict["errors"][rewrite]]
        found += [f"meaning: {m}" for m in verdict["meaning_changes"][rewrite]]
        rows.append(
            f"| {text_id} | {facts['tone']}{' (plain)' if facts['plain'] else ''} "
            f"| {facts['words_changed']:.0%} | {facts['facts_kept']}/{facts['facts']} "
            f"| {verdict['person'][original]} → {verdict['person'][rewrite]} "
            f"| {verdict['tone_fit'][rewrite]} "
            f"| {'rewrite' if chosen == rewrite else 'original' if chosen == original else 'same'} "
            f"| {'; '.join(found) or '—'} |"
        )
    summary = (
        f"**Round {round_}** ({len(verdicts)} texts, reviewer blind to which version is the "
        f"original): errors in the rewrite {errors} (in the original {original_errors}: a "
        f"reviewer lists the errors of each version, those both share too), meaning changes "
        f"{meaning}, reads like a person "
        f"{statistics.mean(original_person):.1f} → {statistics.mean(person):.1f} of 5, tone fit "
        f"{statistics.mean(tone_fit):.1f}, rewrite preferred in {preferred} of {len(verdicts)}."
    )
    section = [
        "",
        f"## Round {round_}",
        "",
        summary,
        "",
        "| text | tone | words changed | facts | person (original → rewrite) | tone fit "
        "| preferred | what the reviewer found in the rewrite |",
        "|---|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]
    path = REVIEWS / f"{language}.md"
    existing = (
        path.read_text(encoding="utf-8") if path.exists() else f"# Blind review: {language}\n"
    )
    path.write_text(existing + "\n".join(section), encoding="utf-8")
    # What the reviewer found in each rewrite, unblinded: the work list of the next round's fixes.
    unblinded = REVIEWS / "findings" / f"{language}_{round_}.json"
    unblinded.parent.mkdir(exist_ok=True)
    unblinded.write_text(json.dumps(findings, ensure_ascii=False, indent=1), encoding="utf-8")
    print(summary)


def _round(value: str) -> str:
    if not re.fullmatch(r"r[1-9][0-9]?", value):
        raise argparse.ArgumentTypeError(f"a round is r1, r2, …, not {value!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("step", choices=["prepare", "record"])
    parser.add_argument("language", choices=[language.value for language in Language])
    parser.add_argument("round", type=_round, help="r1, r2, …")
    parser.add_argument("--out", type=Path, default=Path("/tmp/blind"))
    args = parser.parse_args(argv)
    (prepare if args.step == "prepare" else record)(args.language, args.round, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
