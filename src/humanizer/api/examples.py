"""Examples for the OpenAPI document: a request and its answer in every language, every tone
shown, and every error of DECISIONS.md §1 and §8 with the message the service sends.

The answers are what the built-in engine really answers: the service asks its engine for them
when it starts (in its worker processes, a few milliseconds), and the document shows them when
that engine is the built-in one (another engine words them differently each time).
"""

from typing import Any

from humanizer.counting import count_words
from humanizer.engine.base import Engine
from humanizer.options import Language, Tone

_CALLS = [
    (
        "es",
        "professional",
        "¡Claro! Cabe destacar que el Hotel Miramar desempeña un papel fundamental en el turismo "
        "de Valencia. Además, ofrece una amplia gama de servicios desde 120 € por noche.",
    ),
    (
        "en",
        "casual",
        "Certainly! It's worth noting that the Miramar Hotel plays a pivotal role in Valencia's "
        "tourism. Moreover, it offers a wide range of services from €120 per night.",
    ),
    (
        "pt",
        "casual",
        "Claro! Vale ressaltar que o Hotel Miramar desempenha um papel fundamental no turismo de "
        "Valência. Além disso, oferece uma ampla gama de serviços a partir de 120 € por noite.",
    ),
    (
        "fr",
        "academic",
        "Bien sûr ! Il convient de souligner que l'hôtel Miramar joue un rôle essentiel dans le "
        "tourisme à Valence. De plus, il propose une large gamme de services à partir de 120 € "
        "la nuit.",
    ),
    (
        "it",
        "professional",
        "Certo! È importante sottolineare che l'Hotel Miramar svolge un ruolo fondamentale nel "
        "turismo di Valencia. Inoltre, offre un'ampia gamma di servizi a partire da 120 € a notte.",
    ),
    (
        "de",
        "academic",
        "Gerne! Es ist wichtig zu betonen, dass das Hotel Miramar eine zentrale Rolle im Tourismus "
        "von Valencia spielt. Darüber hinaus bietet es ein breites Angebot an Leistungen ab 120 € "
        "pro Nacht.",
    ),
]

_NAMES = {
    "es": "Spanish",
    "en": "English",
    "pt": "Portuguese",
    "fr": "French",
    "it": "Italian",
    "de": "German",
}


def add_examples(document: dict[str, Any], answers: dict[str, Any]) -> None:
    """Puts the examples into a generated OpenAPI document, in place; `answers` are those of
    `answer_examples` (none shown when empty)."""
    humanize = document["paths"]["/api/v1/humanize"]["post"]
    humanize["requestBody"]["content"]["application/json"]["examples"] = _request_examples()
    responses = humanize["responses"]
    if answers:
        responses["200"]["content"]["application/json"]["examples"] = answers
    for status, messages in _ERROR_MESSAGES.items():
        responses[str(status)]["content"] = _error_examples(messages)
    usage = document["paths"]["/api/v1/usage"]["get"]["responses"]
    for code in (401, 403, 503):
        usage[str(code)]["content"] = _error_examples(
            _ERROR_MESSAGES[code],
            only=("missing_api_key", "invalid_api_key", "plan_forbidden", "service_unavailable"),
        )


def _request_examples() -> dict[str, Any]:
    examples: dict[str, Any] = {
        language: {
            "summary": f"{_NAMES[language]}, {tone}",
            "value": {"text": text, "tone": tone, "language": language},
        }
        for language, tone, text in _CALLS
    }
    examples["defaults"] = {
        "summary": "Defaults: casual, Spanish",
        "value": {
            "text": "Es importante destacar que la reunión es el lunes 3 de marzo a las 10:00."
        },
    }
    return examples


async def answer_examples(engine: Engine) -> dict[str, Any]:
    """The engine's answers to the request examples, as the API would send them."""
    examples = {}
    for language, tone, text in _CALLS:
        rewrite = await engine.rewrite(text, Tone(tone), Language(language))
        examples[language] = {
            "summary": f"{_NAMES[language]}, {tone}",
            "value": {
                "result": rewrite.text,
                "meta": {
                    "tone": tone,
                    "language": language,
                    "input_words": count_words(text),
                    "output_words": rewrite.output_words,
                    "input_tokens": rewrite.input_tokens,
                    "output_tokens": rewrite.output_tokens,
                    "total_tokens": rewrite.total_tokens,
                    "processing_ms": 4,
                    "detected_language": rewrite.detected_language,
                },
            },
        }
    return examples


# status → code → message, as the service words them.
_ERROR_MESSAGES: dict[int, dict[str, str]] = {
    400: {
        "invalid_json": "The request body is not valid JSON.",
        "invalid_field": "`text` is missing.",
        "text_too_short": "`text` must be at least 10 characters long (got 4).",
        "no_words": "`text` holds no word: nothing to rewrite, and nothing was charged.",
        "invalid_tone": '`tone` must be one of casual, academic, professional (got "formal").',
        "unsupported_language": '`language` must be one of es, en, pt, fr, it, de (got "ES").',
    },
    401: {
        "missing_api_key": "Send your API key in the header `Authorization: Bearer <API_KEY>`.",
        "invalid_api_key": "The API key is not valid or has been revoked.",
    },
    402: {
        "text_too_long": "`text` has 5210 characters; the basic plan allows 5000 per request. "
        "Split the text or upgrade the plan.",
        "quota_exceeded": "The text has 640 words but only 212 of the month's 7500 are left; "
        "the quota resets on 2026-12-01 (UTC).",
    },
    403: {
        "plan_forbidden": "The free plan does not include the API; upgrade to a paid plan.",
    },
    405: {"method_not_allowed": "GET is not allowed here; use POST."},
    409: {
        "idempotency_key_reused": "This `Idempotency-Key` was used in the last 24 hours with a "
        "different request.",
    },
    413: {"payload_too_large": "The request body is larger than 1048576 bytes."},
    429: {"rate_limited": "More than 6 requests in 30 seconds; retry in 12 s."},
    500: {"internal_error": "An unexpected error occurred. Nothing was charged."},
    503: {
        "engine_unavailable": "The rewriting engine did not answer within 30 s. Nothing was "
        "charged; try again.",
        "service_unavailable": "The service is briefly unavailable. Nothing was charged; try "
        "again.",
    },
}


def _error_examples(messages: dict[str, str], only: tuple[str, ...] = ()) -> dict[str, Any]:
    """The `content` of an error response, with one example per code."""
    return {
        "application/json": {
            "schema": {"$ref": "#/components/schemas/ErrorBody"},
            "examples": {
                code: {
                    "summary": code,
                    "value": {
                        "error": {
                            "code": code,
                            "message": message,
                            "request_id": "3f2b9c0e7d1a4b6c8e5f0a2d4c6b8e1f",
                        }
                    },
                }
                for code, message in messages.items()
                if not only or code in only
            },
        }
    }
