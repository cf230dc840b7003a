"""Plans: what each plan allows. The table is configuration (`HUMANIZER_PLANS_FILE`)."""

import json
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError


@dataclass(frozen=True, slots=True)
class RateLimit:
    requests: int
    window_seconds: float


@dataclass(frozen=True, slots=True)
class Plan:
    name: str
    words_per_month: int
    max_characters: int
    api_access: bool
    rate_limit: RateLimit | None


# The plan of new web accounts and of the first-start account, unless the plans file names others.
DEFAULT_PLAN = "free"
FIRST_START_PLAN = "pro"
_PAID_RATE = RateLimit(requests=6, window_seconds=30)
# DECISIONS.md §4.
DEFAULT_PLANS = (
    Plan("free", 500, 1_000, api_access=False, rate_limit=None),
    Plan("basic", 7_500, 5_000, api_access=True, rate_limit=_PAID_RATE),
    Plan("premium", 25_000, 15_000, api_access=True, rate_limit=_PAID_RATE),
    Plan("pro", 50_000, 30_000, api_access=True, rate_limit=_PAID_RATE),
)


class PlansFileError(ValueError):
    """The plans file is missing, unreadable or invalid; the message says where."""


class UnknownPlan(KeyError):
    """A plan that is not in the table; the message lists the plans that are."""

    def __init__(self, name: str, known: tuple[str, ...] = ()) -> None:
        super().__init__(name, known)

    def __str__(self) -> str:
        name, known = self.args
        listed = f" (the plans are {', '.join(known)})" if known else ""
        return f"unknown plan {name!r}{listed}"


class PlanTable:
    """The plans by name, in the order they were given, with the plan new web accounts get
    (`default_plan`) and the plan of the first-start account (`first_start_plan`)."""

    def __init__(
        self,
        plans: tuple[Plan, ...],
        default_plan: str = DEFAULT_PLAN,
        first_start_plan: str = FIRST_START_PLAN,
    ) -> None:
        self._plans = {plan.name: plan for plan in plans}
        self.get(default_plan)  # both must exist: UnknownPlan otherwise
        self.get(first_start_plan)
        self.default_plan = default_plan
        self.first_start_plan = first_start_plan

    def get(self, name: str) -> Plan:
        try:
            return self._plans[name]
        except KeyError:
            raise UnknownPlan(name, tuple(self._plans)) from None

    @property
    def names(self) -> list[str]:
        return list(self._plans)

    def __iter__(self) -> Iterator[Plan]:
        return iter(self._plans.values())

    def __contains__(self, name: object) -> bool:
        return name in self._plans


class _RateLimitModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    requests: int = Field(gt=0)
    window_seconds: float = Field(gt=0)


class _PlanModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    words_per_month: int = Field(ge=0)
    max_characters: int = Field(gt=0)
    api_access: bool
    rate_limit: _RateLimitModel | None = None


PlanName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]


class _PlansFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    plans: dict[PlanName, _PlanModel] = Field(min_length=1)
    default_plan: str = DEFAULT_PLAN
    first_start_plan: str = FIRST_START_PLAN


_PARSERS: dict[str, Callable[[str], Any]] = {".json": json.loads, ".toml": tomllib.loads}


def load_plans(path: Path | None) -> PlanTable:
    """The plan table of `path` (JSON or TOML, by extension), or DECISIONS.md §4's."""
    if path is None:
        return PlanTable(DEFAULT_PLANS)
    parse = _PARSERS.get(path.suffix.lower())
    if parse is None:
        raise PlansFileError(f"plans file {path} must end in .json or .toml")
    try:
        data = parse(path.read_bytes().decode("utf-8"))
    except OSError as error:
        raise PlansFileError(f"cannot read plans file {path}: {error.strerror}") from None
    except ValueError as error:  # JSONDecodeError, TOMLDecodeError and UnicodeDecodeError
        raise PlansFileError(
            f"plans file {path} is not valid {path.suffix[1:].upper()}: {error}"
        ) from None
    if isinstance(data, dict) and "plans" not in data:
        data = {"plans": data}  # the plan mapping alone
    try:
        parsed = _PlansFile.model_validate(data)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'top level'}: {e['msg']}"
            for e in error.errors()
        )
        raise PlansFileError(f"plans file {path} is invalid: {problems}") from None
    plans = tuple(
        Plan(
            name=name,
            words_per_month=plan.words_per_month,
            max_characters=plan.max_characters,
            api_access=plan.api_access,
            rate_limit=RateLimit(plan.rate_limit.requests, plan.rate_limit.window_seconds)
            if plan.rate_limit
            else None,
        )
        for name, plan in parsed.plans.items()
    )
    for plan in plans:
        if plan.api_access and plan.rate_limit is None:
            raise PlansFileError(
                f"plans file {path}: plan {plan.name!r} has API access but no rate_limit"
            )
    _check_named_plans(path, parsed)
    return PlanTable(plans, parsed.default_plan, parsed.first_start_plan)


def _check_named_plans(path: Path, parsed: _PlansFile) -> None:
    """The plan of new web accounts and of the first-start account must be in the table (and
    the first-start key must be able to call the API), or nothing could start."""
    names = ", ".join(parsed.plans)
    for field, purpose in (
        ("default_plan", "new web accounts"),
        ("first_start_plan", "the first-start account"),
    ):
        name = getattr(parsed, field)
        if name not in parsed.plans:
            default = "" if field in parsed.model_fields_set else " (the default)"
            raise PlansFileError(
                f"plans file {path}: {field} {name!r}{default}, the plan of {purpose}, is not "
                f"one of its plans ({names}); set {field} to one of them"
            )
    if not parsed.plans[parsed.first_start_plan].api_access:
        raise PlansFileError(
            f"plans file {path}: first_start_plan {parsed.first_start_plan!r} has no API access,"
            " so the first-start key could not call the API: choose a plan with api_access"
        )
