"""Italian data through the engine: one exact case per rule family, the development texts in every
tone, and the machine/human texts of the shared evaluation data.

Exact cases pin what a native reader checked: agreement kept, articulated prepositions and elision
kept, the form of address (tu, Lei, voi) never introduced, facts never touched.
"""

import json
import re
import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import LanguageData, load_language
from humanizer.engine.builtin.protect import Protector
from humanizer.engine.builtin.rules import count_stock_phrases
from humanizer.options import Language, Tone

IT = Language.IT
ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "bench" / "texts" / "it.toml"
EVAL = ROOT.parent / "shared" / "data" / "eval_it.jsonl"

C, A, P = Tone.CASUAL, Tone.ACADEMIC, Tone.PROFESSIONAL
ALL = (C, A, P)


@pytest.fixture(scope="module")
def data() -> LanguageData:
    return load_language(IT)


def development_texts() -> list[dict[str, object]]:
    with TEXTS.open("rb") as file:
        return list(tomllib.load(file)["text"])


# -- the data itself ------------------------------------------------------------------------------


def test_the_lexicon_is_large_and_has_every_family(data: LanguageData) -> None:
    kinds = [phrase.kind for phrase in data.phrases]
    assert len(kinds) >= 300
    for kind, least in {
        "opener": 10,
        "hedge": 20,
        "connector": 12,
        "closer": 4,
        "word": 200,
        "structure": 6,
    }.items():
        assert kinds.count(kind) >= least, kind
    assert len(data.openers) >= 10 and len(data.closers) >= 10
    assert len(data.splits) >= 8
    assert data.space_before == "" and data.space_after == ""
    assert not data.contractions and not data.capitalized_nouns


def test_no_replacement_introduces_an_english_word(data: LanguageData) -> None:
    english = re.compile(r"\b(?:the|and|of|game|changer|mix|must|feedback|workflow|location)\b")
    for phrase in data.phrases:
        for options in phrase.options.values():
            for option in options:
                assert not english.search(option), (phrase.find, option)


def test_no_replacement_leaves_a_bare_preposition_before_an_article(data: LanguageData) -> None:
    """Italian fuses "di il" into "del": a replacement may never produce the unfused form."""
    unfused = re.compile(r"\b(?:di|a|da|in|su) (?:il|lo|la|i|gli|le)\b")
    for phrase in data.phrases:
        for options in phrase.options.values():
            for option in options:
                assert not unfused.search(option), (phrase.find, option)


# -- exact cases, one family at a time ------------------------------------------------------------

# (tones, input, expected output)
EXACT: list[tuple[tuple[Tone, ...], str, str]] = [
    # wrappers: opener and closer sentences go, in every form of address
    (
        ALL,
        "Ottima domanda!\n\nLa torre è alta trecento metri.\n\nVuoi che ti racconti la sua storia?",
        "La torre è alta trecento metri.",
    ),
    (
        ALL,
        "Certamente! Di seguito trova una versione più breve:\n\nIl treno parte a mezzogiorno.\n\n"
        "Spero che queste informazioni le siano utili. Resto a sua disposizione per qualsiasi "
        "altra domanda.",
        "Il treno parte a mezzogiorno.",
    ),
    (
        ALL,
        "Con piacere! Ecco il testo corretto:\n\nLa riunione è confermata.\n\n"
        "Fatemi sapere se volete una versione più formale!",
        "La riunione è confermata.",
    ),
    # a wrapper sentence that carries a fact is kept
    (
        (C,),
        "Certo! Ecco il verbale della riunione del 12 marzo:\n\nIl bilancio è approvato.",
        "Ecco il verbale della riunione del 12 marzo:\n\nIl bilancio è approvato.",
    ),
    # the last sentence of a drafted message is the message, not a chat closer
    (
        ALL,
        "Ci vediamo alle otto. Fammi sapere se vieni!",
        "Ci vediamo alle otto. Fammi sapere se vieni!",
    ),
    # hedges: dropped, next word capitalized, also after a connector and mid-sentence
    (ALL, "È importante notare che il campione era piccolo.", "Il campione era piccolo."),
    (ALL, "Vale la pena sottolineare che l'ingresso è gratuito.", "L'ingresso è gratuito."),
    (ALL, "Tuttavia, è importante ricordare che i prezzi variano.", "Tuttavia, i prezzi variano."),
    (ALL, "Va da sé che il museo chiude il lunedì.", "Il museo chiude il lunedì."),
    (ALL, "Senza ombra di dubbio, il gelato è ottimo.", "Il gelato è ottimo."),
    (ALL, "La posizione è indubbiamente comoda.", "La posizione è comoda."),
    # importance + infinitive or "che" becomes a plain "bisogna"/"occorre", only at the start
    ((P,), "È fondamentale bere molta acqua.", "Occorre bere molta acqua."),
    ((A,), "È fondamentale bere molta acqua.", "Bisogna bere molta acqua."),
    ((P,), "È essenziale che tu arrivi in orario.", "Bisogna che tu arrivi in orario."),
    ((P,), "Per me è fondamentale dormire bene.", "Per me è essenziale dormire bene."),
    # connectors, per tone; "inoltre" inside the sentence becomes "anche" after the verb
    ((A, P), "Inoltre, il prezzo è sceso.", "Il prezzo è sceso."),
    (ALL, "L'hotel è inoltre molto rumoroso.", "L'hotel è anche molto rumoroso."),
    (
        ALL,
        "Nel 2019, inoltre, la città ha vinto il premio.",
        "Nel 2019 la città ha vinto il premio.",
    ),
    ((C,), "Di conseguenza, il museo chiuderà prima.", "Per questo il museo chiuderà prima."),
    ((A,), "Di conseguenza, il museo chiuderà prima.", "Quindi il museo chiuderà prima."),
    ((P,), "In secondo luogo, le camere sono ampie.", "Poi, le camere sono ampie."),
    # closers
    ((A, P), "In conclusione, il bilancio è positivo.", "Il bilancio è positivo."),
    ((C,), "In conclusione, il bilancio è positivo.", "Il bilancio è positivo."),
    # inflated words with gender and number kept
    (
        (P,),
        "Ha una batteria robusta e due motori robusti.",
        "Ha una batteria solida e due motori solidi.",
    ),
    (ALL, "Sono dettagli cruciali per la riuscita.", "Sono dettagli importanti per la riuscita."),
    (ALL, "Una fondamentale scoperta.", "Una decisiva scoperta."),
    (ALL, "È stata la cruciale svolta del progetto.", "È stata la principale svolta del progetto."),
    (ALL, "Le camere erano impeccabili.", "Le camere erano eccellenti."),
    (ALL, "Un lavoro meticoloso e una cura meticolosa.", "Un lavoro preciso e una cura precisa."),
    (ALL, "La colazione era molto variegata.", "La colazione era molto varia."),
    (
        ALL,
        # the second replacement does not repeat the first one's word
        "La terrazza offre una vista mozzafiato e un panorama mozzafiato.",
        "La terrazza offre una vista spettacolare e un panorama splendido.",
    ),
    (ALL, "Panorama mozzafiato dalla camera.", "Panorama spettacolare dalla camera."),
    (ALL, "La camera è all'avanguardia.", "La camera è un passo avanti."),
    (ALL, "Una tecnologia all'avanguardia.", "Una tecnologia di ultima generazione."),
    ((A, P), "Il personale era estremamente gentile.", "Il personale era molto gentile."),
    (
        (C,),
        "Il personale era sempre pronto ad aiutare.",
        "Il personale era sempre pronto a dare una mano.",
    ),
    (
        (A,),
        "Le cameriere erano sempre pronte ad aiutare.",
        "Le cameriere erano sempre pronte a intervenire.",
    ),
    # articulated prepositions mapped one by one
    (ALL, "La villa si trova nel cuore della foresta.", "La villa si trova in mezzo alla foresta."),
    (ALL, "Il bar è nel cuore del quartiere.", "Il bar è in mezzo al quartiere."),
    (ALL, "Un albergo nel cuore della città.", "Un albergo in centro."),
    (ALL, "Un albergo nel cuore di Roma.", "Un albergo in pieno centro a Roma."),
    (
        ALL,
        "Nell'affascinante mondo della cucina, tutto cambia.",
        "Nella cucina, tutto cambia.",
    ),
    (ALL, "Lavoriamo nell'ambito del progetto europeo.", "Lavoriamo nel progetto europeo."),
    (ALL, "Quando si tratta di scegliere, pensaci.", "Se si deve scegliere, pensaci."),
    # "play a role" in every tense and number
    ((C,), "La dieta svolge un ruolo cruciale nella salute.", "La dieta pesa molto nella salute."),
    (
        (A,),
        "Le abitudini giocano un ruolo chiave nel benessere.",
        "Le abitudini hanno un peso rilevante nel benessere.",
    ),
    ((P,), "Il clima ha giocato un ruolo.", "Il clima ha avuto un ruolo."),
    # verbs with their object
    (ALL, "L'hotel vanta una piscina.", "L'hotel ha una piscina."),
    (ALL, "Lui si vanta dei suoi voti.", "Lui si vanta dei suoi voti."),
    (
        ALL,
        "La vicenda testimonia il valore della ricerca.",
        "La vicenda dimostra il valore della ricerca.",
    ),
    (
        ALL,
        "Il restauro è una testimonianza della cura dei volontari.",
        "Il restauro mostra bene la cura dei volontari.",
    ),
    (ALL, "Le camere lasciavano molto a desiderare.", "Le camere deludevano parecchio."),
    (
        ALL,
        "La colazione non era all'altezza delle mie aspettative.",
        "La colazione deludeva.",
    ),
    (ALL, "Il personale sembrava essere stanco.", "Il personale sembrava stanco."),
    (
        ALL,
        "Il progetto sembra essere stato approvato.",
        "Il progetto sembra essere stato approvato.",
    ),
    (ALL, "Letti comodi per un buon riposo notturno.", "Letti comodi per dormire bene."),
    (
        ALL,
        "Il libro può portare la tua cucina a un nuovo livello.",
        "Il libro può migliorare la tua cucina.",
    ),
    # structures
    (
        (P,),
        "La lampada è non solo impermeabile, ma anche leggera.",
        "La lampada è impermeabile e anche leggera.",
    ),
    (
        ALL,
        "Non solo è economico, ma è anche veloce.",
        "È economico ed è anche veloce.",
    ),
    (
        ALL,
        "Non è solo una cena, ma anche un'occasione per rivederci.",
        "È una cena, ma anche un'occasione per rivederci.",
    ),
    (
        ALL,
        "Che tu sia un principiante o un esperto, questa guida ti aiuterà.",
        "Principiante o esperto, questa guida ti aiuterà.",
    ),
    # the form of address of the input is kept, never swapped
    (ALL, "Non esitare a contattarci.", "Scrivici pure."),
    (ALL, "Non esiti a contattarci.", "Ci contatti pure."),
    (ALL, "Non esitate a contattarci.", "Scriveteci pure."),
    (ALL, "Non esitare ad aggiungere il sale.", "Puoi aggiungere il sale."),
    # calques and bureaucratic phrasing
    (ALL, "Ho chiamato al fine di prenotare.", "Ho chiamato per prenotare."),
    (ALL, "Era scarsa in termini di scelta.", "Era scarsa in fatto di scelta."),
    (ALL, "Siamo usciti a causa del fatto che pioveva.", "Siamo usciti dato che pioveva."),
]

# Texts a careless entry would damage: they must come out exactly as they went in.
UNTOUCHED = [
    "Quindi abbiamo deciso di partire.",  # ordinary connector of human writing
    "Il cuore del problema è il prezzo.",  # "cuore" in its own sense
    "Studiamo i fondamentali del calcio.",  # the noun, which would need "gli" before a vowel
    "Gli atleti si vantano dei loro risultati.",  # "vantarsi" is to brag, not to boast of a pool
    "Il quadro è in un palazzo del centro.",
    "È una varietà di mele antica.",  # a cultivar, not "a variety of"
    "La nuova sede dell'azienda è a Torino.",
    "Ha inoltrato la richiesta ieri.",  # no match inside a longer word
    "Davvero, non lo sapevo.",  # "davvero" is everyday Italian
    "In ogni caso, ti chiamo domani.",
]

_ALL_EXACT = [(tone, text, expected) for tones, text, expected in EXACT for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT)
def test_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED)
def test_ordinary_italian_is_left_alone(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


def test_a_long_sentence_is_cut_at_a_safe_point() -> None:
    text = (
        "Il personale della reception ha risposto a tutte le nostre domande con pazienza durante "
        "il soggiorno, ma la colazione servita nella sala al piano terra mancava davvero di "
        "prodotti freschi e di scelta per i bambini."
    )
    output = rewrite_text(text, Tone.CASUAL, IT)
    assert ". Ma la colazione" in output


def test_tones_give_different_texts() -> None:
    text = str(development_texts()[1]["text"])
    outputs = {tone: rewrite_text(text, tone, IT) for tone in Tone}
    assert len(set(outputs.values())) == 3


# -- development texts ----------------------------------------------------------------------------

# Words that show the form of address: tu, Lei (the formal singular) and voi.
_ADDRESS_FORMS = {
    "tu": re.compile(
        r"\b(?:tu|ti|tuo|tua|tuoi|tue|puoi|hai|esitare|contattaci|scrivici|scrivimi|chiedi)\b",
        re.IGNORECASE,
    ),
    "Lei": re.compile(
        r"\b(?:esiti|può|ci contatti|ci scriva|mi scriva|chieda|la ringrazio|le scrivo)\b",
        re.IGNORECASE,
    ),
    "voi": re.compile(
        r"\b(?:esitate|potete|vostro|vostra|vostri|vostre|contattateci|scriveteci|chiedete)\b",
        re.IGNORECASE,
    ),
}


def test_there_are_enough_varied_development_texts() -> None:
    texts = development_texts()
    assert len(texts) >= 10
    lengths = [len(str(t["text"]).split()) for t in texts]
    assert min(lengths) >= 40 and max(lengths) >= 300 and max(lengths) <= 500
    assert len({str(t["purpose"]) for t in texts}) >= 10


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", development_texts(), ids=lambda t: str(t["id"]))
def test_development_texts(data: LanguageData, text: dict[str, object], tone: Tone) -> None:
    source = str(text["text"])
    output = rewrite_text(source, tone, IT)
    assert count_stock_phrases(source, data) >= 3
    assert count_stock_phrases(output, data) == 0, output
    for fact in text["keep"]:  # type: ignore[attr-defined]
        assert fact in output, fact
    for span in Protector(data).mask(source).spans:
        assert span in output, span
    # never a form of address that the input did not use
    for form, markers in _ADDRESS_FORMS.items():
        if markers.search(output):
            assert markers.search(source), form


# -- the shared evaluation texts (read only, never copied) ----------------------------------------


def _eval_rows() -> list[dict[str, str]]:
    if not EVAL.exists():
        pytest.skip("shared/data is not beside this checkout")
    with EVAL.open(encoding="utf-8") as file:
        return [json.loads(line) for line in file]


def _per_100_words(texts: list[str], data: LanguageData) -> float:
    words = sum(len(t.split()) for t in texts)
    return 100 * sum(count_stock_phrases(t, data) for t in texts) / words


def test_the_lexicon_marks_machine_text_not_human_text(data: LanguageData) -> None:
    rows = _eval_rows()
    masked = Protector(data)
    machine = [masked.mask(r["text"]).text for r in rows if r["label"] == "machine"]
    human = [masked.mask(r["text"]).text for r in rows if r["label"] == "human"]
    machine_rate, human_rate = _per_100_words(machine, data), _per_100_words(human, data)
    assert machine_rate >= 3.0
    assert human_rate <= 0.3
    assert machine_rate >= 10 * human_rate


@pytest.mark.parametrize("tone", list(Tone))
def test_machine_texts_lose_their_stock_phrases_and_keep_their_facts(
    data: LanguageData, tone: Tone
) -> None:
    rows = [r for r in _eval_rows() if r["label"] == "machine"]
    outputs = [rewrite_text(r["text"], tone, IT) for r in rows]
    assert _per_100_words(outputs, data) <= 0.2
    protector = Protector(data)
    for row, output in zip(rows, outputs, strict=True):
        for span in protector.mask(row["text"]).spans:
            assert span in output, (row["id"], span)


@pytest.mark.parametrize("tone", list(Tone))
def test_human_texts_are_mostly_left_alone(tone: Tone) -> None:
    rows = [r for r in _eval_rows() if r["label"] == "human"]
    changed = sum(rewrite_text(r["text"], tone, IT) != r["text"].strip() for r in rows)
    assert changed <= len(rows) // 2
