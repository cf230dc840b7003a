"""Request and response bodies, as documented in /openapi.json (spec §2)."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field


class HumanizeRequest(BaseModel):
    text: str = Field(
        min_length=10,
        description="Text to humanize. At least 10 characters (white space at either end aside) "
        "holding at least one word; the upper limit depends on the plan.",
    )
    tone: Literal["casual", "academic", "professional"] = Field(
        "casual", description="Tone to apply."
    )
    language: Literal["es", "en", "pt", "fr", "it", "de"] = Field(
        "es", description="Language of the text."
    )


class Meta(BaseModel):
    tone: str = Field(description="Tone that was applied.")
    language: str = Field(description="Language of the processed text.")
    input_words: int = Field(description="Word count of the original text.")
    output_words: int = Field(description="Word count of the humanized text.")
    input_tokens: int = Field(description="Input token count (the engine's tokenizer).")
    output_tokens: int = Field(description="Output token count.")
    total_tokens: int = Field(description="input_tokens + output_tokens.")
    processing_ms: int = Field(description="Server-side processing time in milliseconds.")
    detected_language: Literal["es", "en", "pt", "fr", "it", "de"] | None = Field(
        description="The language the text appears to be written in, or null when no supported "
        "language is detected with confidence. It never changes `language`, which is what was "
        "applied: when the two differ, send the text again with the detected language."
    )


class HumanizeResponse(BaseModel):
    result: str = Field(description="Humanized text, ready to use.")
    meta: Meta


class RateWindow(BaseModel):
    requests: int = Field(description="Requests allowed in the rolling window.")
    window_seconds: float = Field(description="Length of the rolling window.")
    remaining: int = Field(description="Requests left in the window now.")
    reset: int = Field(description="Whole seconds until a request slot frees (0: none used).")


class Usage(BaseModel):
    plan: str = Field(description="The account's plan.")
    words_per_month: int = Field(description="The plan's monthly word quota.")
    words_used: int = Field(description="Words charged this calendar month (UTC), API and web.")
    words_left: int = Field(description="Words left this month.")
    resets_at: datetime = Field(description="When the quota resets: RFC 3339, UTC.")
    rate_limit: RateWindow | None = Field(
        description="The API's rate window as it stands; this call does not count against it."
    )

    model_config = {
        "json_schema_extra": {
            "examples": [
                {
                    "plan": "basic",
                    "words_per_month": 7500,
                    "words_used": 1280,
                    "words_left": 6220,
                    "resets_at": "2026-12-01T00:00:00Z",
                    "rate_limit": {
                        "requests": 6,
                        "window_seconds": 30,
                        "remaining": 5,
                        "reset": 12,
                    },
                }
            ]
        }
    }


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable, snake_case, for programs.")
    message: str = Field(description="For people: the field, the rule and the value that broke it.")
    request_id: str = Field(description="Also in the X-Request-ID header.")


class ErrorBody(BaseModel):
    error: ErrorDetail
