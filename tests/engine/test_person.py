"""The casual subject pronoun (person.py), on French's data: "nous pouvons" → "on peut"."""

import tomllib

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import LexiconError, load_language, parse_language
from humanizer.options import Language, Tone

FR = Language.FR


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # every subject moves, each verb in its tense; "que" elides before "on"
        (
            "Ce que nous faisons ici, nous le faisons pour vous.",
            "Ce qu'on fait ici, on le fait pour vous.",
        ),
        ("Nous prenons le train et nous verrons demain.", "On prend le train et on verra demain."),
        ("Si nous gagnons, nous irons à Lyon.", "Si on gagne, on ira à Lyon."),
        # spelling classes of the first group, and a listed -eler verb that doubles its l
        ("Nous vous appelons demain.", "On vous appelle demain."),
        ("Nous espérons vous voir et nous mangeons tôt.", "On espère vous voir et on mange tôt."),
        # the reflexive "nous" becomes "se", elided before a vowel and before "y"
        (
            "Nous nous retrouvons au parc, puis nous nous en souviendrons longtemps.",
            "On se retrouve au parc, puis on s'en souviendra longtemps.",
        ),
        # "ne" follows the verb's new first sound: "on n'est", "on ne va", "on n'y va"
        (
            "Nous n'allons pas partir, nous ne sommes pas prêts et nous n'y allons pas.",
            "On ne va pas partir, on n'est pas prêts et on n'y va pas.",
        ),
        # the subject's pronoun before an infinitive right after the verb is its reflexive one;
        # "de nous avoir choisis" (what others did to us) stays
        ("Nous devons vite nous y mettre.", "On doit vite s'y mettre."),
        ("Nous ne pouvons pas nous le permettre.", "On ne peut pas se le permettre."),
        (
            "Nous vous remercions de nous avoir choisis.",
            "On vous remercie de nous avoir choisis.",
        ),
        # "nous" as an object or stressed stays; an inverted question keeps its "nous"
        (
            "Chez nous, nous aimons le vélo. Contactez-nous !",
            "Chez nous, on aime le vélo. Contactez-nous !",
        ),
        ("Nous, nous pensons que c'est possible.", "Nous, on pense que c'est possible."),
        ("Pouvons-nous venir ? Nous partons demain.", "Pouvons-nous venir ? On part demain."),
        ("Il nous a appelés hier.", "Il nous a appelés hier."),
        # all or nothing: an imperfect that is also a subjunctive ("parlions") is not guessed,
        # so the text keeps every "nous"
        (
            "Nous parlions souvent. Nous sommes contents.",
            "Nous parlions souvent. Nous sommes contents.",
        ),
        # a second verb that shares the subject would not agree: the text keeps "nous"
        (
            "Nous analysons les données et proposons des solutions.",
            "Nous analysons les données et proposons des solutions.",
        ),
        # -éter and -éter-like verbs have no row of their own: they are listed
        ("Nous complétons le dossier.", "On complète le dossier."),
        ("Nous inquiétons nos voisins.", "On inquiète nos voisins."),
    ],
)
def test_casual_french_says_on_for_nous(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, FR) == expected


@pytest.mark.parametrize("tone", [Tone.ACADEMIC, Tone.PROFESSIONAL])
def test_the_written_tones_keep_nous(tone: Tone) -> None:
    text = "Nous prenons le train et nous verrons demain."
    assert rewrite_text(text, tone, FR) == text


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ("parlons", "parle"),
        ("parlerons", "parlera"),
        ("parlerions", "parlerait"),
        ("commençons", "commence"),
        ("considérons", "considère"),
        ("employons", "emploie"),
        ("modelons", "modèle"),
        ("finissons", "finit"),
        ("rendons", "rend"),
        ("prendrons", "prendra"),
        ("étions", "était"),
        ("faisions", "faisait"),
        # not settled: an imperfect that is also a subjunctive, a -eler verb not listed, a
        # first-group form of a verb whose paradigm no row gives
        ("parlions", None),
        ("harcelons", "harcèle"),
        ("ficelons", None),
        ("célébrons", "célèbre"),
        ("zébrons", None),
        ("deux", None),
    ],
)
def test_the_verb_of_on_is_read_from_the_paradigms(form: str, expected: str | None) -> None:
    shift = load_language(FR).person_shift
    assert shift is not None
    assert shift.verb_form(form) == expected


@pytest.mark.parametrize(
    "broken",
    [
        "[person_shift]\nsubject = 'nous'\n",
        "[person_shift]\nsubject = 'nous'\nreplacement = 'on'\nreflexive = ['nous']\nslots = []\n",
        "[person_shift]\nsubject = 'nous'\nreplacement = 'on'\nreflexive = ['nous', 'se']\n"
        "slots = [[4, 3]]\nverbs = ['finir']\n",  # no verb_endings row gives "finir" its forms
        "[person_shift]\nsubject = 'nous'\nreplacement = 'on'\nreflexive = ['nous', 'se']\n"
        "slots = [[4, 3]]\n[person_shift.irregular]\nprendre = ['prenons', 'prend']\n",
        "[person_shift]\nsubject = 'nous'\nreplacement = 'on'\nreflexive = ['nous', 'se']\n"
        "slots = [[4, 3]]\ntones = ['loud']\n",
    ],
)
def test_a_malformed_person_shift_is_refused(broken: str) -> None:
    with pytest.raises(LexiconError):
        parse_language(FR, tomllib.loads(broken), "broken.toml")


def test_a_sentence_too_long_to_check_keeps_nous() -> None:
    """A second verb sharing the subject is looked for up to 400 characters on: beyond that (a
    hostile run-on line), the subject is not moved, and the work stays linear."""
    long = "Nous partons " + "avec des amis " * 40 + "et reviendrons tard."
    assert rewrite_text(long, Tone.CASUAL, FR).startswith("Nous partons")
    short = "Nous partons avec des amis et nous reviendrons tard."
    assert rewrite_text(short, Tone.CASUAL, FR) == "On part avec des amis et on reviendra tard."
