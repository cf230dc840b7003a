"""The usage page's chart: words per day, web and API stacked, on a scale with round ticks.

Drawn with HTML and CSS rather than SVG so that its labels keep the page's font size at any
width (an SVG scaled down to a phone shrinks its text too); a table gives the same numbers to
screen readers and to anyone who wants them exact.
"""

import calendar
import math
from collections import defaultdict
from dataclasses import dataclass
from datetime import date

TICKS = 4  # about this many steps on the scale
STEPS = (1, 2, 2.5, 5, 10)  # round step sizes, times a power of ten


@dataclass(frozen=True)
class Day:
    day: int
    label: str  # "Nov 3"
    web: int
    api: int
    web_percent: float  # of the scale's top
    api_percent: float
    major: bool  # also labelled on a narrow screen

    @property
    def total(self) -> int:
        return self.web + self.api


@dataclass(frozen=True)
class Tick:
    value: int
    percent: float


@dataclass(frozen=True)
class Chart:
    days: list[Day]
    ticks: list[Tick]

    @property
    def used_days(self) -> list[Day]:
        return [day for day in self.days if day.total]

    @property
    def busiest(self) -> Day | None:
        return max(self.used_days, key=lambda day: day.total, default=None)


def scale(peak: int) -> tuple[int, int]:
    """(top, step): the smallest round step giving at most TICKS steps up to a top ≥ peak."""
    if peak <= 0:
        return TICKS, 1
    rough = peak / TICKS
    magnitude = 10 ** max(0, math.floor(math.log10(rough))) if rough >= 1 else 1
    step = next(
        int(m * magnitude) for m in STEPS if m * magnitude >= rough and m * magnitude % 1 == 0
    )
    return step * math.ceil(peak / step), step


def daily_chart(rows: list[tuple[date, str, int]], year: int, month: int) -> Chart:
    """One column per day of the month; `rows` are (day, channel, words) from the ledger."""
    per_day: dict[int, dict[str, int]] = defaultdict(lambda: {"web": 0, "api": 0})
    for moment, channel, words in rows:
        per_day[moment.day][channel] = per_day[moment.day].get(channel, 0) + int(words)
    peak = max((sum(v.values()) for v in per_day.values()), default=0)
    top, step = scale(peak)
    month_name = calendar.month_abbr[month]
    days = []
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        web, api = per_day[day]["web"], per_day[day]["api"]
        days.append(
            Day(
                day=day,
                label=f"{month_name} {day}",
                web=web,
                api=api,
                web_percent=round(100 * web / top, 2),
                api_percent=round(100 * api / top, 2),
                major=day == 1 or day % 5 == 0,
            )
        )
    ticks = [Tick(value, round(100 * value / top, 2)) for value in range(0, top + 1, step)]
    return Chart(days=days, ticks=ticks)
