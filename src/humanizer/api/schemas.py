"""Request and response bodies, as documented in /openapi.json (spec §2)."""

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


class HumanizeResponse(BaseModel):
    result: str = Field(description="Humanized text, ready to use.")
    meta: Meta


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable, snake_case, for programs.")
    message: str = Field(description="For people: the field, the rule and the value that broke it.")
    request_id: str = Field(description="Also in the X-Request-ID header.")


class ErrorBody(BaseModel):
    error: ErrorDetail
