"""The LLM engine against a real llama.cpp server (see conftest.py)."""

import re
from typing import Any

import pytest

from humanizer.engine.base import EngineUnavailable, Rewrite
from humanizer.engine.builtin import rewrite_text
from humanizer.engine.llm.client import ChatClient, Completion
from humanizer.engine.llm.engine import LLMEngine
from humanizer.engine.llm.guardrails import Guardrails
from humanizer.observability import metrics
from humanizer.observability.metrics import current
from humanizer.options import Language, Tone
from tests.llm.conftest import MODEL_CALL_TIMEOUT, LLMServer, fell_back
from tests.support.server import free_port

pytestmark = pytest.mark.llm

# Short texts: the engine asks for at most twice the text's tokens, and a base model writes all
# of them, so the text's length sizes every call.
SPANISH = (
    "Cabe destacar que el Hotel Miramar de Valencia costaba 120 € por noche en marzo de 2024 "
    "y abría la piscina a las 7:30."
)

_guardrails = Guardrails()


def counts(since: dict[str, float] | None = None) -> dict[str, float]:
    """The LLM engine's Prometheus counters in this process, minus `since`."""
    now = {
        "facts": current(metrics.LLM_REJECTIONS, problem="facts"),
        "rejections": current(metrics.LLM_REJECTIONS),
        "retries": current(metrics.LLM_RETRIES),
        "replaced": current(metrics.LLM_CHUNKS_REPLACED),
    }
    return {name: value - (since or {}).get(name, 0.0) for name, value in now.items()}


def engine_for(server: LLMServer, *, fallback: bool = False, **options: object) -> LLMEngine:
    """An engine on the real server. Without `fallback` a failed or timed-out call raises
    EngineUnavailable, which `rewrite` turns into a failure that says so."""
    client = ChatClient(server.base_url, server.model, timeout=MODEL_CALL_TIMEOUT)
    return LLMEngine(
        client,
        temperature=0.0,
        guardrails=_guardrails,
        fallback=fallback,
        **options,  # type: ignore[arg-type]
    )


async def rewrite_with_the_model(
    engine: LLMEngine, text: str, tone: Tone, language: Language
) -> Rewrite:
    try:
        return await engine.rewrite(text, tone, language)
    except EngineUnavailable as error:
        pytest.fail(fell_back(str(error)))


async def test_a_model_call_that_fails_fails_the_test_naming_the_timeout() -> None:
    dead = LLMEngine(
        ChatClient(f"http://127.0.0.1:{free_port()}", "any", timeout=MODEL_CALL_TIMEOUT),
        fallback=False,
    )
    with pytest.raises(pytest.fail.Exception) as failure:
        await rewrite_with_the_model(dead, SPANISH, Tone.CASUAL, Language.ES)
    await dead.aclose()
    assert f"within the {MODEL_CALL_TIMEOUT} s timeout" in str(failure.value)
    assert "ConnectError talking to the model server" in str(failure.value)


async def test_a_request_is_served_through_the_server_with_its_token_usage(
    llm_server: LLMServer,
) -> None:
    engine = engine_for(llm_server)
    completions: list[Completion] = []
    complete = engine.client.complete

    async def recorded(messages: list[dict[str, str]], **options: Any) -> Completion:
        completions.append(await complete(messages, **options))
        return completions[-1]

    engine.client.complete = recorded  # type: ignore[method-assign]
    chunks = current(metrics.LLM_CHUNKS)
    rewrite = await rewrite_with_the_model(engine, SPANISH, Tone.CASUAL, Language.ES)
    await engine.aclose()
    assert current(metrics.LLM_CHUNKS) - chunks == 1
    # The usage is the server's own, summed over the calls (a retry is a second call).
    assert completions and rewrite.output_tokens > 0
    assert rewrite.input_tokens == sum(c.prompt_tokens for c in completions)
    assert rewrite.output_tokens == sum(c.completion_tokens for c in completions)
    for fact in ("120 €", "marzo de 2024", "7:30", "Valencia", "Miramar"):
        assert fact in rewrite.text
    assert "Cabe destacar" not in rewrite.text


async def test_a_chunk_whose_facts_the_model_dropped_is_caught_and_replaced(
    llm_server: LLMServer,
) -> None:
    text = (
        "The 2023 survey covered 4,812 households in 37 districts. Median rent rose 6.4% to "
        "$1,275, while 18% of tenants reported repairs pending for over 90 days. Moreover, "
        "the council approved a budget of $2.3 million on 14 March 2024."
    )
    engine = engine_for(llm_server)
    raw = await engine.client.complete(
        [{"role": "system", "content": "x"}, {"role": "user", "content": text}],
        max_tokens=8,
        temperature=0.0,
    )
    # An 8-token answer cannot hold these facts: the guardrail must reject it.
    assert _guardrails.check(text, raw.text, Language.EN).problem == "facts"

    truncating = engine_for(llm_server)
    truncating_complete = truncating.client.complete

    async def short_answers(messages: list[dict[str, str]], **kwargs: object) -> object:
        return await truncating_complete(messages, max_tokens=8, temperature=0.0)

    # The model server is real; only the answer length is capped, so that it drops the facts.
    truncating.client.complete = short_answers  # type: ignore[method-assign]
    before = counts()
    rewrite = await rewrite_with_the_model(truncating, text, Tone.ACADEMIC, Language.EN)
    await engine.aclose()
    await truncating.aclose()
    counted = counts(since=before)
    assert (counted["facts"], counted["retries"], counted["replaced"]) == (2, 1, 1)
    assert rewrite.text == rewrite_text(text, Tone.ACADEMIC, Language.EN)
    for fact in ("4,812", "37", "6.4%", "$1,275", "18%", "90", "$2.3 million", "14 March 2024"):
        assert fact in rewrite.text


async def test_a_wrong_language_output_is_never_shipped(llm_server: LLMServer) -> None:
    # Asked for German while the text is English: the base model answers in English (or in
    # nonsense), and the guardrail refuses to ship it.
    text = (
        "the garden behind the old house was quiet in the evening and the children played "
        "there until it was dark, while their parents talked about the harvest and the weather."
    )
    engine = engine_for(llm_server)
    before = counts()
    rewrite = await rewrite_with_the_model(engine, text, Tone.CASUAL, Language.DE)
    await engine.aclose()
    counted = counts(since=before)
    assert (counted["replaced"], counted["rejections"]) == (1, 2)
    assert rewrite.text == rewrite_text(text, Tone.CASUAL, Language.DE)


async def test_a_stopped_server_falls_back_to_the_builtin_engine(
    own_llm_server: LLMServer,
) -> None:
    engine = engine_for(own_llm_server, fallback=True)
    fallbacks = current(metrics.LLM_SERVER_FALLBACKS)
    await engine.rewrite(SPANISH, Tone.PROFESSIONAL, Language.ES)
    assert current(metrics.LLM_SERVER_FALLBACKS) == fallbacks, fell_back("see the server's log")
    own_llm_server.stop()
    rewrite = await engine.rewrite(SPANISH, Tone.PROFESSIONAL, Language.ES)
    assert current(metrics.LLM_SERVER_FALLBACKS) - fallbacks == 1
    assert rewrite.text == rewrite_text(SPANISH, Tone.PROFESSIONAL, Language.ES)

    strict = engine_for(own_llm_server, fallback=False)
    with pytest.raises(EngineUnavailable):
        await strict.rewrite(SPANISH, Tone.PROFESSIONAL, Language.ES)
    await engine.aclose()
    await strict.aclose()


async def test_long_texts_are_chunked_and_come_back_in_order_with_structure(
    llm_server: LLMServer,
) -> None:
    paragraphs = [
        f"Paragraph {n} reports that route {n} is {n * 11} km long and opened in {1990 + n}."
        for n in range(1, 7)
    ]
    text = (
        "# Routes of the valley\n\n"
        + "\n\n".join(paragraphs[:3])
        + "\n\n## Details\n\n- first stop at 08:15\n- second stop at 09:40\n\n"
        + "```\nroute --list --all\n```\n\n"
        + "| route | km |\n|---|---|\n| 1 | 11 |\n\n"
        + "\n\n".join(paragraphs[3:])
    )
    engine = engine_for(llm_server, chunk_tokens=40, concurrency=2)
    chunks = current(metrics.LLM_CHUNKS)
    rewrite = await rewrite_with_the_model(engine, text, Tone.CASUAL, Language.EN)
    await engine.aclose()
    assert current(metrics.LLM_CHUNKS) - chunks >= 4
    out = rewrite.text
    order = [
        "# Routes of the valley",
        *[f"{n * 11} km" for n in range(1, 4)],
        "## Details",
        "08:15",
        "09:40",
        "```\nroute --list --all\n```",
        "| route | km |\n|---|---|\n| 1 | 11 |",
        *[f"{n * 11} km" for n in range(4, 7)],
    ]
    positions = [out.index(part) for part in order]
    assert positions == sorted(positions)
    assert len(re.findall(r"^- ", out, flags=re.MULTILINE)) == 2
