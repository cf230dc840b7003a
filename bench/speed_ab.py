"""The built-in engine's speed, two source trees side by side: is a change slower?

    git worktree add /tmp/before <commit>
    python bench/speed_ab.py /tmp/before/src src [--rounds 3]

Each round runs each tree once, alternating, in a process of its own: CPU milliseconds per 500
words over the assistant texts of `../shared/data/` (every language, all three tones), after
the language's data is loaded and two texts warmed. The best round of each tree is printed
with the ratio new ÷ old: on a busy machine the best of a few alternating rounds is the figure
least disturbed by other work.
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("HUMANIZER_SHARED_DATA", ROOT.parent / "shared" / "data"))

# Run in a fresh interpreter with one tree's `src` first on the path.
_MEASURE = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.pipeline import rewrite_text
from humanizer.options import Language, Tone

figures = {}
for language in Language:
    load_language(language)
    path = f"{sys.argv[2]}/assistant_{language.value}.jsonl"
    texts = [json.loads(line)["text"] for line in open(path, encoding="utf-8")]
    for text in texts[:2]:
        rewrite_text(text, Tone.CASUAL, language)
    words = sum(len(text.split()) for text in texts) * len(Tone)
    start = time.process_time()
    for tone in Tone:
        for text in texts:
            rewrite_text(text, tone, language)
    figures[language.value] = (time.process_time() - start) * 1000 / words * 500
print(json.dumps(figures))
"""


def measure(source: Path) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(source), str(SHARED)],
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path, help="the `src` folder of the tree before")
    parser.add_argument("new", type=Path, help="the `src` folder of the tree after")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    rounds: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    for _ in range(args.rounds):
        rounds["old"].append(measure(args.old))
        rounds["new"].append(measure(args.new))
    print("| language | old ms/500w | new ms/500w | new ÷ old |")
    print("|---|---|---|---|")
    for language in rounds["old"][0]:
        old = min(figures[language] for figures in rounds["old"])
        new = min(figures[language] for figures in rounds["new"])
        print(f"| {language} | {old:.1f} | {new:.1f} | {new / old:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
