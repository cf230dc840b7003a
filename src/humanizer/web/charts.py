"""The usage page's chart: words per day, web and API stacked, drawn as server-side SVG."""

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

WIDTH = 620
HEIGHT = 160
GAP = 2


@dataclass(frozen=True)
class Bar:
    day: int
    label: str
    web: int
    api: int
    x: float
    y_web: float
    h_web: float
    y_api: float
    h_api: float


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    bar_width: float
    bars: list[Bar]


def daily_chart(rows: list[tuple[date, str, int]], days_in_month: int) -> Chart:
    """One bar per day of the month; `rows` are (day, channel, words) from the ledger."""
    per_day: dict[int, dict[str, int]] = defaultdict(lambda: {"web": 0, "api": 0})
    for moment, channel, words in rows:
        per_day[moment.day][channel] = per_day[moment.day].get(channel, 0) + int(words)
    peak = max((sum(v.values()) for v in per_day.values()), default=0) or 1
    slot = WIDTH / days_in_month
    bar_width = max(slot - GAP, 1)
    bars = []
    for day in range(1, days_in_month + 1):
        web, api = per_day[day]["web"], per_day[day]["api"]
        h_api = HEIGHT * api / peak
        h_web = HEIGHT * web / peak
        bars.append(
            Bar(
                day=day,
                label=f"day {day}",
                web=web,
                api=api,
                x=round((day - 1) * slot, 2),
                y_api=round(HEIGHT - h_api, 2),
                h_api=round(h_api, 2),
                y_web=round(HEIGHT - h_api - h_web, 2),
                h_web=round(h_web, 2),
            )
        )
    return Chart(width=WIDTH, height=HEIGHT, bar_width=round(bar_width, 2), bars=bars)
