"""The LLM engine: rewrites through an OpenAI-compatible server, guarded chunk by chunk.

Every chunk the model rewrites goes through the built-in engine's clean-up (models leave their own
tells) and then through the guardrails; a chunk that fails is retried once with a stricter prompt,
then rewritten by the built-in engine. The answer is therefore never worse than the built-in
engine's. When the server is down or times out, the whole request falls back to the built-in
engine, or fails with EngineUnavailable when the operator turned fallback off. How often each
of these happens is counted in Prometheus (`humanizer_llm_*`, observability/metrics.py).
"""

import asyncio
import logging
from dataclasses import dataclass

import anyio

from humanizer.counting import count_words
from humanizer.detection import detect_language
from humanizer.engine.base import EngineUnavailable, Rewrite
from humanizer.engine.builtin import BuiltinEngine, rewrite_text
from humanizer.engine.llm.chunking import Chunk, join_chunks, make_chunks
from humanizer.engine.llm.client import ChatClient, ServerUnavailable
from humanizer.engine.llm.guardrails import Guardrails, Verdict
from humanizer.engine.llm.prompts import load_prompts
from humanizer.engine.tokens import count_tokens
from humanizer.observability import metrics
from humanizer.options import Language, Tone

log = logging.getLogger("humanizer.engine.llm")


@dataclass
class _ChunkResult:
    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class LLMEngine:
    name = "llm"

    def __init__(
        self,
        client: ChatClient,
        *,
        concurrency: int = 4,
        chunk_tokens: int = 1200,
        fallback: bool = True,
        guardrails: Guardrails | None = None,
        temperature: float = 0.4,
    ) -> None:
        self.client = client
        self.chunk_tokens = chunk_tokens
        self.fallback = fallback
        self.temperature = temperature
        self.guardrails = guardrails or Guardrails()
        self._builtin = BuiltinEngine()
        self._slots = asyncio.Semaphore(concurrency)

    async def rewrite(self, text: str, tone: Tone, language: Language) -> Rewrite:
        metrics.LLM_REQUESTS.inc()
        chunks = make_chunks(text, self.chunk_tokens, count_tokens)
        try:
            results = await asyncio.gather(
                *(self._rewrite_chunk(chunk, tone, language) for chunk in chunks)
            )
        except ServerUnavailable as error:
            metrics.LLM_SERVER_FALLBACKS.inc()
            if not self.fallback:
                log.warning("model server unavailable, fallback off: %s", error)
                raise EngineUnavailable(str(error)) from None
            log.warning("model server unavailable, using the built-in engine: %s", error)
            return await self._builtin.rewrite(text, tone, language)
        result = join_chunks([r.text for r in results])
        return Rewrite(
            text=result,
            input_tokens=sum(r.prompt_tokens for r in results),
            output_tokens=sum(r.completion_tokens for r in results),
            output_words=count_words(result),
            detected_language=detect_language(text),
        )

    async def _rewrite_chunk(self, chunk: Chunk, tone: Tone, language: Language) -> _ChunkResult:
        if not chunk.send:
            return _ChunkResult(chunk.text)
        metrics.LLM_CHUNKS.inc()
        prompts = load_prompts(language)
        messages = [
            {"role": "system", "content": prompts.system_for(tone)},
            {"role": "user", "content": chunk.text},
        ]
        result = _ChunkResult("")
        max_tokens = 2 * count_tokens(chunk.text) + 64
        for attempt in range(2):
            async with self._slots:
                completion = await self.client.complete(
                    messages, max_tokens=max_tokens, temperature=self.temperature
                )
            result.prompt_tokens += completion.prompt_tokens
            result.completion_tokens += completion.completion_tokens
            candidate = rewrite_text(completion.text.strip(), tone, language)
            verdict: Verdict = await anyio.to_thread.run_sync(
                self.guardrails.check, chunk.text, candidate, language
            )
            if verdict.ok:
                result.text = candidate
                return result
            metrics.LLM_REJECTIONS.labels(verdict.problem or "unknown").inc()
            log.info("chunk rejected (%s), attempt %d", verdict.problem, attempt + 1)
            if attempt == 0:
                metrics.LLM_RETRIES.inc()
                retry = prompts.retry_for(verdict.problem or "meaning", list(verdict.items))
                messages += [
                    {"role": "assistant", "content": completion.text},
                    {"role": "user", "content": f"{retry}\n\n{chunk.text}"},
                ]
        metrics.LLM_CHUNKS_REPLACED.inc()
        result.text = rewrite_text(chunk.text, tone, language)
        return result

    async def warm_up(self) -> None:
        await self._builtin.warm_up()
        await anyio.to_thread.run_sync(self.guardrails.warm_up)

    async def aclose(self) -> None:
        await self.client.aclose()
        await self._builtin.aclose()
