"""The humanize use case, shared by the API and the web application.

Database calls here are short, indexed statements made on the event loop's thread: cheaper
than a hop to a worker thread, and no other thread competes for the interpreter between a charge
and the sending of its answer.

Order (DECISIONS.md §2, after authentication, plan and rate limit, which are the caller's job):
character limit → quota pre-check → rewrite → atomic charge → result. The charge happens after
the rewrite, as the last step before the answer is sent (the API does it inside the response,
right before the bytes are written): a failed or timed-out rewrite charges nothing, and a process
killed mid-request charges only answers it was already sending.
"""

import time
from dataclasses import dataclass
from datetime import datetime

import anyio

from humanizer.accounts.ledger import IdempotencyKey, Ledger, QuotaStatus, Replayed
from humanizer.accounts.service import Caller
from humanizer.counting import count_characters, count_words
from humanizer.engine.base import Engine, EngineUnavailable
from humanizer.observability import metrics
from humanizer.options import Language, Tone


class HumanizeRefused(Exception):
    """The request cannot be served; `code` and `status` follow DECISIONS.md §1."""

    status = 400
    code = "refused"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class TextTooLong(HumanizeRefused):
    status, code = 402, "text_too_long"


class QuotaExceeded(HumanizeRefused):
    status, code = 402, "quota_exceeded"


class EngineFailed(HumanizeRefused):
    status, code = 503, "engine_unavailable"


@dataclass(frozen=True, slots=True)
class Humanized:
    text: str
    tone: Tone
    language: Language
    input_words: int
    output_words: int
    input_tokens: int
    output_tokens: int
    # The supported language the text appears to be written in, whatever was applied.
    detected_language: Language | None = None

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens


def _reset_date(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d")


class Humanizer:
    def __init__(self, engine: Engine, ledger: Ledger, timeout_seconds: float) -> None:
        self.engine = engine
        self.ledger = ledger
        self.timeout_seconds = timeout_seconds

    async def rewrite(
        self,
        caller: Caller,
        text: str,
        tone: Tone,
        language: Language,
        *,
        replay: bool = False,
    ) -> Humanized:
        """The checks before the work, then the rewrite; nothing is charged yet. A replay (an
        idempotency key already charged) is not held to the quota: it will not be charged."""
        plan = caller.plan
        characters = count_characters(text)
        if characters > plan.max_characters:
            raise TextTooLong(
                f"`text` has {characters} characters; the {plan.name} plan allows "
                f"{plan.max_characters} per request. Split the text or upgrade the plan."
            )
        words = count_words(text)
        quota = caller.quota or self.ledger.status(caller.account_id, plan)
        if words > quota.remaining and not replay:
            raise self._quota_exceeded(words, quota)

        began = time.perf_counter()
        try:
            with anyio.fail_after(self.timeout_seconds):
                rewrite = await self.engine.rewrite(text, tone, language)
        except TimeoutError:
            metrics.ENGINE_FAILURES.labels(self.engine.name, "timeout").inc()
            raise EngineFailed(
                f"The rewriting engine did not answer within {self.timeout_seconds:g} s. "
                "Nothing was charged; try again."
            ) from None
        except EngineUnavailable:
            metrics.ENGINE_FAILURES.labels(self.engine.name, "unavailable").inc()
            raise EngineFailed(
                "The rewriting engine is unavailable. Nothing was charged; try again."
            ) from None
        metrics.ENGINE_SECONDS.labels(self.engine.name, language.value, tone.value).observe(
            time.perf_counter() - began
        )
        return Humanized(
            text=rewrite.text,
            tone=tone,
            language=language,
            input_words=words,
            output_words=rewrite.output_words,
            input_tokens=rewrite.input_tokens,
            output_tokens=rewrite.output_tokens,
            detected_language=rewrite.detected_language,
        )

    def charge(
        self,
        caller: Caller,
        result: Humanized,
        channel: str,
        idempotency: IdempotencyKey | None = None,
    ) -> QuotaStatus | Replayed:
        """Deducts the words of a finished rewrite, atomically; QuotaExceeded if concurrent
        calls spent the quota meanwhile; `REPLAYED` (nothing charged) if a call with the same
        idempotency key was charged first. Call it as the very last step before the answer goes
        out: it is one short transaction on the calling thread."""
        charged = self.ledger.charge(
            account_id=caller.account_id,
            key_id=caller.key_id,
            key_used_at=caller.key_used_at,
            plan=caller.plan,
            words=result.input_words,
            input_tokens=result.input_tokens,
            output_tokens=result.output_tokens,
            tone=result.tone.value,
            language=result.language.value,
            channel=channel,
            idempotency=idempotency,
        )
        if charged is None:
            latest = self.ledger.status(caller.account_id, caller.plan)
            raise self._quota_exceeded(result.input_words, latest)
        if isinstance(charged, QuotaStatus):
            metrics.WORDS_CHARGED.labels(channel).inc(result.input_words)
        return charged

    async def humanize(
        self, caller: Caller, text: str, tone: Tone, language: Language, *, channel: str
    ) -> Humanized:
        """Rewrite and charge in one go (the web application's path)."""
        result = await self.rewrite(caller, text, tone, language)
        self.charge(caller, result, channel)
        return result

    @staticmethod
    def _quota_exceeded(words: int, quota: QuotaStatus) -> QuotaExceeded:
        return QuotaExceeded(
            f"The text has {words} words but only {quota.remaining} of the month's "
            f"{quota.limit} are left; the quota resets on {_reset_date(quota.resets_at)} (UTC)."
        )
