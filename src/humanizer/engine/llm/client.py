"""A small client for OpenAI-compatible `/v1/chat/completions` servers (vLLM, llama.cpp,
Ollama, hosted APIs), with one pooled HTTP connection set per engine."""

from dataclasses import dataclass

import httpx


class ServerUnavailable(Exception):
    """The model server did not answer, timed out, or answered with an error."""


@dataclass(frozen=True, slots=True)
class Completion:
    text: str
    prompt_tokens: int
    completion_tokens: int


class ChatClient:
    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_connections: int = 16,
    ) -> None:
        root = base_url.rstrip("/")
        if not root.endswith("/v1"):
            root += "/v1"
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.model = model
        self._http = httpx.AsyncClient(
            base_url=root,
            headers=headers,
            timeout=httpx.Timeout(timeout, connect=min(timeout, 5.0)),
            limits=httpx.Limits(
                max_connections=max_connections, max_keepalive_connections=max_connections
            ),
        )

    async def complete(
        self, messages: list[dict[str, str]], *, max_tokens: int, temperature: float = 0.4
    ) -> Completion:
        body = {
            "model": self.model,
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": temperature,
        }
        try:
            response = await self._http.post("/chat/completions", json=body)
        except httpx.HTTPError as error:
            raise ServerUnavailable(f"{type(error).__name__} talking to the model server") from None
        if response.status_code != 200:
            raise ServerUnavailable(f"the model server answered HTTP {response.status_code}")
        try:
            data = response.json()
            text = data["choices"][0]["message"]["content"] or ""
            usage = data.get("usage") or {}
            return Completion(
                text=str(text),
                prompt_tokens=int(usage.get("prompt_tokens", 0)),
                completion_tokens=int(usage.get("completion_tokens", 0)),
            )
        except (ValueError, KeyError, IndexError, TypeError):
            raise ServerUnavailable("the model server's answer is not a chat completion") from None

    async def aclose(self) -> None:
        await self._http.aclose()
