"""The two choices a caller makes besides the text: tone and language."""

from enum import StrEnum


class Tone(StrEnum):
    CASUAL = "casual"
    ACADEMIC = "academic"
    PROFESSIONAL = "professional"


class Language(StrEnum):
    ES = "es"
    EN = "en"
    PT = "pt"
    FR = "fr"
    IT = "it"
    DE = "de"


DEFAULT_TONE = Tone.CASUAL
DEFAULT_LANGUAGE = Language.ES
