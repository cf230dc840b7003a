"""The LLM engine (`HUMANIZER_ENGINE=llm`): any OpenAI-compatible server, guarded."""

from humanizer.engine.llm.client import ChatClient
from humanizer.engine.llm.engine import LLMEngine
from humanizer.settings import Settings

__all__ = ["LLMEngine", "create_llm_engine"]


class LLMNotConfigured(ValueError):
    """HUMANIZER_ENGINE=llm without a base URL or a model name."""


def create_llm_engine(settings: Settings) -> LLMEngine:
    if not settings.llm_base_url or not settings.llm_model:
        raise LLMNotConfigured(
            "HUMANIZER_ENGINE=llm needs HUMANIZER_LLM_BASE_URL and HUMANIZER_LLM_MODEL"
        )
    client = ChatClient(
        settings.llm_base_url,
        settings.llm_model,
        api_key=settings.llm_api_key,
        timeout=settings.llm_timeout_seconds,
        max_connections=max(settings.llm_concurrency * 2, 4),
    )
    return LLMEngine(
        client,
        concurrency=settings.llm_concurrency,
        chunk_tokens=settings.llm_chunk_tokens,
        fallback=settings.llm_fallback,
    )
