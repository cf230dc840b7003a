"""The usage chart's scale and columns (pure functions: no server needed)."""

from datetime import date

import pytest

from humanizer.web.charts import daily_chart, scale


@pytest.mark.parametrize(
    ("peak", "top", "step"),
    [
        (0, 4, 1),
        (1, 1, 1),
        (3, 3, 1),
        (9, 10, 5),
        (12, 15, 5),
        (57, 60, 20),
        (100, 100, 25),
        (7_499, 8_000, 2_000),
        (100_000_000, 100_000_000, 25_000_000),
    ],
)
def test_the_scale_is_round_and_just_above_the_busiest_day(peak: int, top: int, step: int) -> None:
    assert scale(peak) == (top, step)
    assert top >= peak and top // step <= 4


def test_one_day_of_57_words_does_not_fill_the_whole_height() -> None:
    chart = daily_chart([(date(2026, 2, 3), "web", 40), (date(2026, 2, 3), "api", 17)], 2026, 2)
    assert len(chart.days) == 28
    day = chart.days[2]
    assert (day.label, day.web, day.api, day.total) == ("Feb 3", 40, 17, 57)
    assert day.web_percent + day.api_percent == pytest.approx(95, abs=0.01)  # 57 of 60
    assert [tick.value for tick in chart.ticks] == [0, 20, 40, 60]
    assert [tick.percent for tick in chart.ticks] == [0, 33.33, 66.67, 100]
    assert chart.busiest == day and chart.used_days == [day]
    assert [d.day for d in chart.days if d.major] == [1, 5, 10, 15, 20, 25]
