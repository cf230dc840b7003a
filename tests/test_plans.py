"""The plan table: DECISIONS.md §4 by default, replaced by a JSON or TOML file."""

import json
from pathlib import Path

import pytest

from humanizer.plans import Plan, PlansFileError, RateLimit, UnknownPlan, load_plans

PAID = RateLimit(requests=6, window_seconds=30)


def test_default_table_is_the_decisions_table() -> None:
    plans = load_plans(None)
    assert plans.names == ["free", "basic", "premium", "pro"]
    assert list(plans) == [
        Plan("free", 500, 1_000, api_access=False, rate_limit=None),
        Plan("basic", 7_500, 5_000, api_access=True, rate_limit=PAID),
        Plan("premium", 25_000, 15_000, api_access=True, rate_limit=PAID),
        Plan("pro", 50_000, 30_000, api_access=True, rate_limit=PAID),
    ]
    assert (plans.default_plan, plans.first_start_plan) == ("free", "pro")
    assert "pro" in plans and "gold" not in plans


def test_unknown_plan_is_a_key_error_naming_the_plan() -> None:
    with pytest.raises(KeyError) as raised:
        load_plans(None).get("gold")
    assert isinstance(raised.value, UnknownPlan)
    assert str(raised.value) == "unknown plan 'gold' (the plans are free, basic, premium, pro)"


JSON_TABLE = {
    "pro": {
        "words_per_month": 1000,
        "max_characters": 2000,
        "api_access": True,
        "rate_limit": {"requests": 10, "window_seconds": 60},
    },
    "trial": {"words_per_month": 50, "max_characters": 500, "api_access": False},
}

TOML_TABLE = """
default_plan = "trial"
first_start_plan = "team"

[plans.trial]
words_per_month = 50
max_characters = 500
api_access = false

[plans.team]
words_per_month = 1_000_000
max_characters = 50_000
api_access = true
rate_limit = { requests = 100, window_seconds = 1.5 }
"""


def test_a_json_file_replaces_the_table(tmp_path: Path) -> None:
    path = tmp_path / "plans.json"
    path.write_text(json.dumps({"plans": JSON_TABLE, "default_plan": "trial"}))
    plans = load_plans(path)
    assert plans.names == ["pro", "trial"]
    assert plans.get("pro") == Plan("pro", 1000, 2000, True, RateLimit(10, 60))
    assert plans.get("trial").rate_limit is None
    with pytest.raises(UnknownPlan):
        plans.get("basic")  # the built-in table is gone, not merged
    # first_start_plan not named: `pro`, which this table has.
    assert (plans.default_plan, plans.first_start_plan) == ("trial", "pro")


def test_the_plan_mapping_alone_with_free_and_pro(tmp_path: Path) -> None:
    path = tmp_path / "plans.JSON"
    path.write_text(json.dumps(JSON_TABLE | {"free": JSON_TABLE["trial"]}))
    plans = load_plans(path)
    assert (plans.default_plan, plans.first_start_plan) == ("free", "pro")


def test_a_toml_file_replaces_the_table(tmp_path: Path) -> None:
    path = tmp_path / "plans.toml"
    path.write_text(TOML_TABLE)
    plans = load_plans(path)
    assert plans.names == ["trial", "team"]
    assert (plans.default_plan, plans.first_start_plan) == ("trial", "team")
    assert plans.get("team").rate_limit == RateLimit(100, 1.5)
    assert plans.get("team").words_per_month == 1_000_000


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("plans.json", "{not json", "is not valid JSON"),
        ("plans.toml", "[plans.x\nwords = 1", "is not valid TOML"),
        ("plans.yaml", "free: {}", "must end in .json or .toml"),
        ("plans.json", "{}", "plans: Dictionary should have at least 1 item"),
        ("plans.json", "[]", "top level: Input should be a valid dictionary"),
        (
            "plans.json",
            '{"x": {"words_per_month": -1, "max_characters": 10, "api_access": false}}',
            "plans.x.words_per_month: Input should be greater than or equal to 0",
        ),
        (
            "plans.json",
            '{"x": {"words_per_month": "100", "max_characters": 10, "api_access": false}}',
            "plans.x.words_per_month: Input should be a valid integer",
        ),
        (
            "plans.json",
            '{"x": {"words_per_month": 1, "max_characters": 10, "api_access": false, "y": 1}}',
            "plans.x.y: Extra inputs are not permitted",
        ),
        (
            "plans.json",
            '{"x": {"words_per_month": 1, "api_access": false}}',
            "plans.x.max_characters: Field required",
        ),
        (
            "plans.json",
            '{"x": {"words_per_month": 1, "max_characters": 10, "api_access": true,'
            ' "rate_limit": {"requests": 0, "window_seconds": 30}}}',
            "plans.x.rate_limit.requests: Input should be greater than 0",
        ),
        (
            "plans.json",
            '{"x": {"words_per_month": 1, "max_characters": 10, "api_access": true}}',
            "plan 'x' has API access but no rate_limit",
        ),
        (
            "plans.json",
            '{"no spaces": {"words_per_month": 1, "max_characters": 10, "api_access": false}}',
            "String should match pattern",
        ),
        (
            "plans.json",
            '{"plans": {"x": {"words_per_month": 1, "max_characters": 10, "api_access": false}},'
            ' "default_plan": "y"}',
            "default_plan 'y', the plan of new web accounts, is not one of its plans (x);"
            " set default_plan to one of them",
        ),
        (
            "plans.json",
            '{"free": {"words_per_month": 1, "max_characters": 10, "api_access": false}}',
            "first_start_plan 'pro' (the default), the plan of the first-start account, is not"
            " one of its plans (free); set first_start_plan to one of them",
        ),
        (
            "plans.json",
            '{"pro": {"words_per_month": 1, "max_characters": 10, "api_access": false}}',
            "default_plan 'free' (the default), the plan of new web accounts",
        ),
        (
            "plans.json",
            '{"plans": {"free": {"words_per_month": 1, "max_characters": 10,'
            ' "api_access": false}}, "first_start_plan": "free"}',
            "first_start_plan 'free' has no API access",
        ),
    ],
)
def test_a_bad_file_is_a_clear_error(tmp_path: Path, name: str, content: str, message: str) -> None:
    path = tmp_path / name
    path.write_text(content)
    with pytest.raises(PlansFileError) as raised:
        load_plans(path)
    assert message in str(raised.value)
    assert str(path) in str(raised.value), "the error says which file"


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(PlansFileError, match=r"cannot read plans file .*: No such file"):
        load_plans(tmp_path / "absent.json")
