"""The LLM engine's prompts, one file per language in `prompts/` (written in that language)."""

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from humanizer.options import Language, Tone

PROMPTS_DIR = Path(__file__).parent / "prompts"
PROBLEMS = ("facts", "language", "length", "meaning", "structure")


@dataclass(frozen=True)
class Prompts:
    system: str
    strict: str
    tones: dict[str, str]
    problems: dict[str, str]

    def system_for(self, tone: Tone) -> str:
        return self.system.format(tone_instructions=self.tones[tone.value])

    def retry_for(self, problem: str, items: list[str]) -> str:
        """The stricter instruction sent after a rejected answer, naming what was wrong."""
        template = self.problems.get(problem, self.problems["meaning"])
        described = template.format(items=", ".join(items[:12]))
        return self.strict.format(problem=described)


@cache
def load_prompts(language: Language) -> Prompts:
    with (PROMPTS_DIR / f"{language.value}.toml").open("rb") as file:
        data = tomllib.load(file)
    problems = dict(data["problems"])
    problems.setdefault("structure", problems["meaning"])
    return Prompts(
        system=data["system"], strict=data["strict"], tones=dict(data["tones"]), problems=problems
    )
