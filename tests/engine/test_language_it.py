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


# The rhythm stages (cuts and joins) edit machine text only: a text with no mark of it is a
# person's, and keeps its sentences. Their tests give the text an assistant's opener, which
# the engine cuts.
def machine(text: str) -> str:
    return "Certo! Ecco il testo:\n\n" + text


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
    # sure closers end any text; offers (a person may write them too) only an assistant's answer
    assert len(data.openers) >= 10 and len(data.closers) >= 8 and len(data.offers) >= 10
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
    (
        (A, P),
        "Tuttavia, è importante ricordare che i prezzi variano.",
        "Tuttavia, i prezzi variano.",
    ),
    # casual says "però" (updated for engine v2: the casual tone uses everyday connectives)
    ((C,), "Tuttavia, è importante ricordare che i prezzi variano.", "Però i prezzi variano."),
    (ALL, "Va da sé che il museo chiude il lunedì.", "Il museo chiude il lunedì."),
    (ALL, "Senza ombra di dubbio, il gelato è ottimo.", "Il gelato è ottimo."),
    (ALL, "La posizione è indubbiamente comoda.", "La posizione è comoda."),
    # importance + infinitive or "che" becomes a plain "bisogna"/"occorre", only at the start
    ((P,), "È fondamentale bere molta acqua.", "Occorre bere molta acqua."),
    ((A,), "È fondamentale bere molta acqua.", "Bisogna bere molta acqua."),
    ((P,), "È essenziale che tu arrivi in orario.", "Bisogna che tu arrivi in orario."),
    ((P,), "Per me è fondamentale dormire bene.", "Per me è indispensabile dormire bene."),
    # connectors, per tone; "inoltre" inside the sentence becomes "anche" after the verb
    ((P,), "Inoltre, il prezzo è sceso.", "Il prezzo è sceso."),
    # blind review r4: academic prose keeps the additive link, never the same one twice
    (
        (A,),
        "Il costo è alto. Inoltre, il prezzo è sceso. Inoltre, la domanda cala.",
        "Il costo è alto. Va aggiunto che il prezzo è sceso. Accanto a ciò, la domanda cala.",
    ),
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
    ((C,), "In conclusione, il bilancio è positivo.", "Insomma, il bilancio è positivo."),
    # inflated words with gender and number kept
    (
        (P,),
        "Ha una batteria robusta e due motori robusti.",
        "Ha una batteria solida e due motori solidi.",
    ),
    (
        ALL,
        "Sono dettagli cruciali per la riuscita.",
        "Sono dettagli indispensabili per la riuscita.",
    ),
    (ALL, "Una fondamentale scoperta.", "Una decisiva scoperta."),
    (ALL, "È stata la cruciale svolta del progetto.", "È stata la principale svolta del progetto."),
    (ALL, "Le camere erano impeccabili.", "Le camere erano eccellenti."),
    # the draft's repeated adjective is not repeated in new words either
    (
        ALL,
        "Un lavoro meticoloso e una cura meticolosa.",
        "Un lavoro preciso e una cura scrupolosa.",
    ),
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
    # blind review r4: "in pieno / in piena" ("in mezzo al distretto" read colloquial, off-centre)
    (ALL, "La villa si trova nel cuore della foresta.", "La villa si trova in piena foresta."),
    (ALL, "Il bar è nel cuore del quartiere.", "Il bar è in pieno quartiere."),
    (
        ALL,
        "La sede è in via Tortona 31, nel cuore del distretto creativo di Milano.",
        "La sede è in via Tortona 31, in pieno distretto creativo di Milano.",
    ),
    (ALL, "Ci svegliammo nel cuore della notte.", "Ci svegliammo in piena notte."),
    (ALL, "Questo punto è nel cuore del problema.", "Questo punto è al centro del problema."),
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
    (
        (C,),
        "La dieta svolge un ruolo cruciale nella salute.",
        "La dieta ha molto peso nella salute.",
    ),
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
        "La lampada è impermeabile, ma anche leggera.",
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
        "Se sei un principiante o un esperto, questa guida ti aiuterà.",
    ),
    # the form of address of the input is kept, never swapped
    (ALL, "Non esitare a contattarci.", "Scrivici pure."),
    (ALL, "Non esiti a contattarci.", "Ci contatti pure."),
    (ALL, "Non esitate a contattarci.", "Scriveteci pure."),
    (ALL, "Non esitare ad aggiungere il sale.", "Puoi aggiungere il sale."),
    # calques and bureaucratic phrasing
    (ALL, "Ho chiamato al fine di prenotare.", "Ho chiamato per prenotare."),
    ((C, P), "Era scarsa in termini di scelta.", "Era scarsa in fatto di scelta."),
    # blind review r3: academic prose keeps "in termini di" ("in fatto di" is off-register there)
    ((A,), "Era scarsa in termini di scelta.", "Era scarsa in termini di scelta."),
    (ALL, "Siamo usciti a causa del fatto che pioveva.", "Siamo usciti dato che pioveva."),
    # blind review r6: the professional enumeration of a formal letter keeps the plain ordinals
    (
        (P,),
        "Primo, la bolletta è errata. Secondo, non ho avuto risposta. Per finire, chiedo un "
        "rimborso.",
        "In primo luogo, la bolletta è errata. In secondo luogo, non ho avuto risposta. Infine, "
        "chiedo un rimborso.",
    ),
    # "familiare con" (a calque of "familiar with") → "avere familiarità con"
    (
        ALL,
        "Il campione era composto da studenti di psicologia, potenzialmente più familiari con le "
        "pratiche meditative.",
        "Il campione era composto da studenti di psicologia, che potenzialmente hanno più "
        "familiarità con le pratiche meditative.",
    ),
    (
        ALL,
        "Gli studenti sono più familiari con il metodo. Marta è familiare con il software.",
        "Gli studenti hanno più familiarità con il metodo. Marta ha familiarità con il software.",
    ),
    ((C,), "I familiari con cui vive la aiutano.", "I familiari con cui vive la aiutano."),
    # "è importante evidenziare come X sembri …" → "X sembra …", after a connector too
    (
        (A, P),
        "Tuttavia, è importante evidenziare come l'effetto non sembri dovuto al caso.",
        "Tuttavia, l'effetto non sembra dovuto al caso.",
    ),
    (
        ALL,
        "È importante sottolineare come i dati sembrino solidi.",
        "I dati sembrano solidi.",
    ),
    # "contribuisce ad arricchire il dibattito" → "contribuisce al dibattito"
    (
        ALL,
        "Il lavoro contribuisce ad arricchire il dibattito e potrebbe contribuire ad arricchire la "
        "letteratura.",
        "Il lavoro contribuisce al dibattito e potrebbe contribuire alla letteratura.",
    ),
    ((A,), "È in linea con la letteratura esistente.", "È in linea con la letteratura."),
    # a tail of two abstract selling points goes; a tail with concrete things stays
    (
        ALL,
        "L'appartamento è stato ristrutturato nel 2023, coniugando comfort moderno ed eleganza. "
        "Il locale è stato ampliato, unendo la cucina e il soggiorno.",
        "L'appartamento è stato ristrutturato nel 2023. Il locale è stato ampliato, unendo la "
        "cucina e il soggiorno.",
    ),
    # "un potente strumento di innovazione": the hype goes, the tool stays
    (
        ALL,
        "La tradizione può diventare un potente strumento di innovazione.",
        "La tradizione può diventare uno strumento di innovazione.",
    ),
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
    output = rewrite_text(machine(text), Tone.CASUAL, IT)
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


# -- engine v2: the document-level editor ---------------------------------------------------------

# (tones, input, expected output): each mechanism where it must fire and where it must not.
EXACT_V2: list[tuple[tuple[Tone, ...], str, str]] = [
    # offers: cut after an assistant's answer (an emoji after the offer, or an opener) …
    (
        ALL,
        "La torre è alta trecento metri.\n\nVuoi che ti prepari un itinerario per la visita? 😊",
        "La torre è alta trecento metri.",
    ),
    (
        ALL,
        "Certo! Ecco il riassunto:\n\nIl museo apre alle nove.\n\nBuona fortuna con l'esame!",
        "Il museo apre alle nove.",
    ),
    # … but a person's genuine last line stays
    (
        ALL,
        "Ciao Marta, domani porto io le pizze. Vuoi che passi a prenderti alle otto?",
        "Ciao Marta, domani porto io le pizze. Vuoi che passi a prenderti alle otto?",
    ),
    (
        ALL,
        "Cara Giulia, ho saputo del colloquio di domani. Buona fortuna!",
        "Cara Giulia, ho saputo del colloquio di domani. Buona fortuna!",
    ),
    (ALL, "Ci vediamo alle otto. Fammi sapere!", "Ci vediamo alle otto. Fammi sapere!"),
    # announcements of a list go; the list stays
    (
        ALL,
        "Ottima domanda! Il primo stipendio va gestito con calma. Ecco alcuni consigli pratici per "
        "gestirlo:\n\n- Parti da un budget chiaro.\n- Metti da parte qualcosa ogni mese.",
        "Il primo stipendio va gestito con calma.\n\n- Parti da un budget chiaro.\n"
        "- Metti da parte qualcosa ogni mese.",
    ),
    # courtesy calques go; a native greeting stays, and the letter goes on in lower case
    (
        ALL,
        "Ciao Paolo,\n\nspero che questa mail ti trovi bene. Ti scrivo per la cena di sabato.",
        "Ciao Paolo,\n\nti scrivo per la cena di sabato.",
    ),
    (
        ALL,
        "Comprendiamo perfettamente quanto possa essere frustrante una situazione di questo tipo. "
        "Il rimborso è già partito.",
        "Il rimborso è già partito.",
    ),
    (
        (P,),
        "Spero che la cena ti sia piaciuta. Ti scrivo per ringraziarti.",
        "Spero che la cena ti sia piaciuta. Ti scrivo per ringraziarti.",
    ),
    # signposts go; a self-answered question stays when its answer is a fragment
    (
        ALL,
        "Ma andiamo con ordine. Il castello fu costruito dai marchesi.",
        "Il castello fu costruito dai marchesi.",
    ),
    (ALL, "Il consiglio? Visitatelo al mattino presto.", "Visitatelo al mattino presto."),
    (ALL, "Il motivo? Mancanza di spazio.", "Il motivo? Mancanza di spazio."),
    # closing morals go where the text ends; one that carries a fact stays
    (
        ALL,
        "I caffè chiusero nel dopoguerra. La loro eredità continua a vivere nelle vie della città.",
        "I caffè chiusero nel dopoguerra.",
    ),
    (ALL, "Abbiamo piantato cento alberi. Ogni gesto conta!", "Abbiamo piantato cento alberi."),
    (
        ALL,
        "Il festival chiuse nel 1998. La sua eredità continua a vivere nei 40 circoli della città.",
        "Il festival chiuse nel 1998. La sua eredità continua a vivere nei 40 circoli della città.",
    ),
    (
        ALL,
        "Il piano è pronto. Con questi semplici accorgimenti sarai pronto ad affrontare l'esame!",
        "Il piano è pronto.",
    ),
    (
        ALL,
        "Il piano è pronto. Con questi 5 accorgimenti sarai pronto ad affrontare l'esame!",
        "Il piano è pronto. Con questi 5 accorgimenti sarai pronto ad affrontare l'esame!",
    ),
    (ALL, "Il corso dura tre giorni. Non ti resta che provare!", "Il corso dura tre giorni."),
    (
        ALL,
        "Ma come funziona? Scopriamolo insieme! Il sistema usa due sensori.",
        "Ma come funziona? Il sistema usa due sensori.",
    ),
    # enumeration: a run is rewritten as one sequence per tone …
    (
        (C,),
        "In primo luogo, il prezzo è basso. In secondo luogo, la qualità è alta. Infine, la "
        "consegna è rapida.",
        "Per iniziare, il prezzo è basso. Poi la qualità è alta. Per finire, la consegna è rapida.",
    ),
    # blind review r6: no "Primo, … Secondo, … Per finire," in a formal letter
    (
        (A, P),
        "In primo luogo, il prezzo è basso. In secondo luogo, la qualità è alta. Infine, la "
        "consegna è rapida.",
        "In primo luogo, il prezzo è basso. In secondo luogo, la qualità è alta. Infine, la "
        "consegna è rapida.",
    ),
    # blind review r5: other markers become the academic ordinals, the first one kept
    (
        (A, P),
        "Innanzitutto, il prezzo è basso. Dulcis in fundo, la consegna è rapida.",
        "In primo luogo, il prezzo è basso. Infine, la consegna è rapida.",
    ),
    (
        (A,),
        "Il progetto si articola in tre obiettivi. Prima di tutto, verrà sviluppato un modello. "
        "Successivamente, saranno sperimentate due varietà. Per finire, i risultati confluiranno "
        "in linee guida.",
        "Il progetto si articola in tre obiettivi. In primo luogo, verrà sviluppato un modello. In "
        "secondo luogo, saranno sperimentate due varietà. Infine, i risultati confluiranno in "
        "linee guida.",
    ),
    # … a single marker is no run (connector entries handle it); "secondo" + noun is no marker
    ((P,), "In primo luogo, il prezzo è basso.", "Il prezzo è basso."),
    ((A,), "In primo luogo, il prezzo è basso.", "In primo luogo, il prezzo è basso."),
    (
        ALL,
        "Secondo la legge, il prezzo è basso. Poi, la consegna è rapida.",
        "Secondo la legge, il prezzo è basso. Poi, la consegna è rapida.",
    ),
    # participial tails of effect are left as written (blind review r5: "così da / in modo da"
    # turned a result into an aim, made an illogical purpose explicit, broke a coordination)
    (
        ALL,
        "Il manico è stato ripensato con linee più morbide e un legno chiaro, garantendo una presa "
        "sicura.",
        "Il manico è stato ripensato con linee più morbide e un legno chiaro, garantendo una presa "
        "sicura.",
    ),
    (
        ALL,
        "Sono interventi che città come Lione hanno adottato con risultati tangibili, riducendo i "
        "tempi di percorrenza e attirando nuovi utenti.",
        "Sono interventi che città come Lione hanno adottato con risultati concreti, riducendo i "
        "tempi di percorrenza e attirando nuovi utenti.",
    ),
    (
        ALL,
        "La consegna avviene in 3-5 giorni lavorativi tramite corriere espresso, garantendo un "
        "imballaggio sicuro.",
        "La consegna avviene in 3-5 giorni lavorativi tramite corriere espresso, garantendo un "
        "imballaggio sicuro.",
    ),
    # "non si tratta solo di X, ma di Y" keeps both (blind review r5: "Più che di X" played X down)
    (
        ALL,
        "Non si tratta solo di vendere ceramiche, ma di offrire un'esperienza d'acquisto serena e "
        "trasparente dall'inizio alla fine.",
        "Si tratta di vendere ceramiche, ma soprattutto di offrire un'esperienza d'acquisto serena "
        "e trasparente dall'inizio alla fine.",
    ),
    # the past "non è stato solo X: è stato Y" is the corrective antithesis too
    (
        ALL,
        "Non è stato solo un percorso sportivo: è stato un viaggio dentro me stessa, fatto di "
        "fatica e dubbi.",
        "Più che un percorso sportivo, è stato un viaggio dentro me stessa, fatto di fatica e "
        "dubbi.",
    ),
    # antitheses: "not just X, but Y" in the corrective sense becomes "più che X, è Y"
    (
        ALL,
        "Non è solo una moka: è un rituale quotidiano.",
        "Più che una moka, è un rituale quotidiano.",
    ),
    (
        (C, P),
        "In definitiva, Bosa non è solo una tappa: è un'esperienza.",
        "Bosa, più che una tappa, è un'esperienza.",
    ),
    (
        ALL,
        "Non si trattava soltanto di luoghi di socialità, ma di spazi di dibattito.",
        "Si trattava di luoghi di socialità, ma soprattutto di spazi di dibattito.",
    ),
    (
        ALL,
        "Il problema non riguarda solo i giovani, ma anche gli anziani.",
        "Il problema riguarda sia i giovani sia gli anziani.",
    ),
    # "is"-inflations, only where the verb means "is"
    (
        ALL,
        "Le isole di calore rappresentano una delle sfide più serie per le città.",
        "Le isole di calore sono una delle sfide più serie per le città.",
    ),
    (
        ALL,
        "Il quadro rappresenta una scena di caccia.",
        "Il quadro rappresenta una scena di caccia.",
    ),
    (ALL, "La piazza funge da punto di incontro.", "La piazza fa da punto di incontro."),
    # triads of hype adjectives lose their middle one
    (
        ALL,
        "Un modello di sviluppo sostenibile, innovativo e inclusivo.",
        "Un modello di sviluppo sostenibile e inclusivo.",
    ),
    (
        ALL,
        "Un'esperienza che unisce storia, natura e tradizione.",
        "Un'esperienza che unisce storia, natura e tradizione.",
    ),
    # adjectives: every form from one entry, gender from the determiner, elision of the article
    (
        ALL,
        "Un borgo pittoresco e due vie pittoresche.",
        "Un borgo caratteristico e due vie caratteristiche.",
    ),
    (
        ALL,
        "Un fattore determinante e una scelta determinante.",
        "Un fattore decisivo e una scelta determinante.",
    ),
    (
        ALL,
        "Un'incantevole piazzetta e l'incantevole borgo.",
        "Un'affascinante piazzetta e l'affascinante borgo.",
    ),
    (
        ALL,
        "L'esaustiva analisi del problema e il maestoso castello.",
        "L'approfondita analisi del problema e l'imponente castello.",
    ),
    # … and left alone when nothing settles the gender
    (ALL, "Il clima è stato determinante.", "Il clima è stato determinante."),
    (ALL, "Condizioni ottimali per la semina.", "Condizioni ottimali per la semina."),
    # "eccezionale" is praise only after a noun of quality: "casi eccezionali" are unusual
    (ALL, "Il cibo eccezionale ci ha stupito.", "Il cibo eccellente ci ha stupito."),
    (
        ALL,
        "In casi eccezionali la scuola resta aperta.",
        "In casi eccezionali la scuola resta aperta.",
    ),
    # tones: casual everyday words, professional direct verbs, academic written connectives
    ((C,), "Abbiamo acquistato due biglietti.", "Abbiamo comprato due biglietti."),
    (ALL, "La città ha acquistato importanza.", "La città ha acquistato importanza."),
    ((C, P), "Qualora fosse necessario, chiamaci.", "Se fosse necessario, chiamaci."),
    ((A,), "Qualora fosse necessario, chiamaci.", "Qualora fosse necessario, chiamaci."),
    ((A,), "Però il prezzo è salito.", "Tuttavia, il prezzo è salito."),
    ((C, P), "Però il prezzo è salito.", "Però il prezzo è salito."),
    (
        (P,),
        "Desidero rassicurarti che il prezzo non cambia.",
        "Ti assicuro che il prezzo non cambia.",
    ),
    (
        (C,),
        "I turisti sono numerosi ma meno numerosi di ieri.",
        "I turisti sono tanti ma meno numerosi di ieri.",
    ),
    # "è necessario/possibile/sufficiente" + infinitive: plain verbs, never in "non è necessario"
    ((C,), "È necessario prenotare.", "Bisogna prenotare."),
    ((P,), "È necessario prenotare.", "Occorre prenotare."),
    (ALL, "Non è necessario prenotare.", "Non è necessario prenotare."),
    ((C,), "È possibile prenotare online.", "Si può prenotare online."),
    (ALL, "È possibile che piova.", "È possibile che piova."),
    ((C, P), "La salita risulta molto faticosa.", "La salita è molto faticosa."),
    (ALL, "Risulta che sia partito.", "Risulta che sia partito."),
    # rhythm: a run of same-length short sentences is joined with ", e" (in machine text)
    (
        ALL,
        machine("La camera era pulita. Il letto era comodo. La colazione era buona."),
        "La camera era pulita. Il letto era comodo, e la colazione era buona.",
    ),
    # loanwords of business chat, with the same gender
    ((P, A), "Fissiamo una breve call per domani.", "Fissiamo una breve riunione per domani."),
    ((C,), "Fissiamo una breve call per domani.", "Fissiamo una breve telefonata per domani."),
    (ALL, "Il call center apre alle nove.", "Il call center apre alle nove."),
    # blind review r1: chat framing that names a platform goes too (the engine keeps facts)
    (
        (A,),
        "Certo! Ecco un saggio breve sul tema richiesto, con un taglio accademico e "
        "argomentativo:\n\nIl lavoro da remoto cambia le città medie.",
        "Il lavoro da remoto cambia le città medie.",
    ),
    (
        (C,),
        "Ecco una proposta di post per Instagram, con un tono caldo e coinvolgente:\n\n---\n\n"
        "Apriamo sabato il nuovo forno.\n\n---\n\nVuoi che ti suggerisca anche una versione per "
        "Facebook o qualche idea per le Stories? 😊",
        "Apriamo sabato il nuovo forno.",
    ),
    (
        (C,),
        "Ecco una recensione per il ristorante, in stile TripAdvisor:\n\nLa cena era buona.\n\n"
        "Se vuoi, posso renderla più breve o adattarla per Google Recensioni.",
        "La cena era buona.",
    ),
    (
        (P,),
        "Ecco una descrizione prodotto accattivante:\n\nIl macinacaffè è silenzioso.\n\nVuoi che "
        "prepari anche una versione più breve per i social o per Amazon? ☕",
        "Il macinacaffè è silenzioso.",
    ),
    # … claims keep their strength: "cruciale" is never weakened to "importante"
    (
        (A,),
        "In questo contesto, il ruolo delle amministrazioni locali risulta cruciale.",
        "In questo contesto, il ruolo delle amministrazioni locali risulta essenziale.",
    ),
    # … "determinante" is a noun too: only "fattore determinante" and the like change
    (
        (A,),
        "La qualità del sonno rappresenta un determinante cruciale della salute.",
        "La qualità del sonno rappresenta un determinante essenziale della salute.",
    ),
    (ALL, "Il determinante della matrice è nullo.", "Il determinante della matrice è nullo."),
    # … an antithesis whose second part is a clause of its own is left alone
    (
        ALL,
        "Il calcare non è solo un problema estetico: nel tempo può ridurre l'efficienza del "
        "bollitore.",
        "Il calcare non è solo un problema estetico: nel tempo può ridurre l'efficienza del "
        "bollitore.",
    ),
    (
        ALL,
        "Non si tratta solo di soldi, ma riguarda la dignità di tutti.",
        "Non si tratta solo di soldi, ma riguarda la dignità di tutti.",
    ),
    (
        (C,),
        "Le Due Lune non è solo un ristorante, ma un vero e proprio viaggio nei sapori del "
        "Salento.",
        "Le Due Lune è un ristorante, ma anche un vero viaggio nei sapori del Salento.",
    ),
    (
        (P,),
        "Ciò che mi spinge a candidarmi non è soltanto la solidità della vostra azienda, ma anche "
        "la visione innovativa con cui lavorate.",
        "Ciò che mi spinge a candidarmi è la solidità della vostra azienda, ma anche la visione "
        "innovativa con cui lavorate.",
    ),
    # … "E il gioco è fatto!" goes; a closing line with a stated benefit stays
    (
        (C,),
        "E il gioco è fatto! Con questi semplici passaggi il tuo bollitore tornerà come nuovo.",
        "Con questi semplici passaggi il tuo bollitore tornerà come nuovo.",
    ),
    # … cover letters and product copy: set phrases of the same strength
    (
        (P,),
        "Le mie competenze possono rappresentare un valore aggiunto per il vostro team.",
        "Le mie competenze possono essere un punto di forza per il vostro team.",
    ),
    (
        (P,),
        "Sono una persona curiosa, proattiva e precisa.",
        "Sono una persona curiosa, intraprendente e precisa.",
    ),
    (
        (P,),
        "Aroma Pro è il compagno ideale per gli appassionati più esigenti.",
        "Aroma Pro è la scelta giusta per gli appassionati più esigenti.",
    ),
    (ALL, "Ha trovato il compagno ideale.", "Ha trovato il compagno ideale."),
    # … reviews: no weaker word for "nei minimi dettagli", "ricco"; "vero e proprio" is "vero"
    ((C,), "Il locale è curato nei minimi dettagli.", "Il locale è curatissimo."),
    (
        (C,),
        "Abbiamo iniziato con un antipasto ricco e variegato.",
        "Abbiamo iniziato con un antipasto ricco e vario.",
    ),
    (
        ALL,
        "Da noi troverete una vera e propria esperienza.",
        "Da noi troverete una vera esperienza.",
    ),
    ((C,), "Il dolce è stato la ciliegina sulla torta.", "Il dolce è stato il tocco finale."),
    # … e-mails: stacked intensifiers go, the claim stays
    (
        (P,),
        "Siamo pienamente consapevoli del ritardo e ci scusiamo sinceramente per il disagio.",
        "Siamo ben consapevoli del ritardo e ci scusiamo vivamente per il disagio.",
    ),
    (
        (P,),
        "Stimiamo ragionevolmente di poter consegnare entro venerdì.",
        "Stimiamo di poter consegnare entro venerdì.",
    ),
    # … academic "In conclusione," goes without an abrupt "Dunque"
    (
        (A,),
        "In conclusione, il lavoro da remoto è un'occasione.",
        "Il lavoro da remoto è un'occasione.",
    ),
    # … blog templates
    ((C,), "La guida definitiva per principianti.", "La guida completa per principianti."),
    ((C,), "Mettiti comodo e iniziamo questo viaggio insieme!", "Mettiti comodo e partiamo!"),
    # blind review r2: "Da un lato … Dall'altro lato, però" keeps its pair and one adversative
    (
        ALL,
        "Da un lato, il treno è comodo. Dall'altro lato, però, costa molto.",
        "Da un lato, il treno è comodo. Dall'altro, però, costa molto.",
    ),
    (
        ALL,
        "Da un lato, il treno è comodo. Dall'altro lato, costa molto.",
        "Da un lato, il treno è comodo. Dall'altro, costa molto.",
    ),
    (ALL, "D'altra parte, però, il prezzo è alto.", "D'altra parte, però, il prezzo è alto."),
    ((A,), "D'altra parte, il prezzo è alto.", "Per contro, il prezzo è alto."),
    # … "fondamentale" as the predicate of an infinitive or a "che" clause is never "centrale"
    (
        ALL,
        "Per questo motivo, è fondamentale imparare a usarli bene.",
        "Per questo motivo, è indispensabile imparare a usarli bene.",
    ),
    (
        ALL,
        "Per questo, è fondamentale che tutti partecipino.",
        "Per questo, è essenziale che tutti partecipino.",
    ),
    # … "tecniche fondamentali" are the basics, not the must-haves
    (
        ALL,
        "Imparerai le tecniche fondamentali per parlare in pubblico.",
        "Imparerai le tecniche essenziali per parlare in pubblico.",
    ),
    # … a hidden gem stays hidden, a must-see stays a must-see, a heart stays a heart
    (
        ALL,
        "Borgo Alto: un gioiello nascosto tra le colline.",
        "Borgo Alto: un posto poco conosciuto tra le colline.",
    ),
    (ALL, "Il museo è un gioiello da non perdere.", "Il museo è un luogo da non perdere."),
    (ALL, "Il cuore pulsante del paese è la piazza.", "Il cuore del paese è la piazza."),
    (ALL, "Il mercato è il cuore pulsante della città.", "Il mercato è il cuore della città."),
    # … "in modo significativo" with a verb: professional and academic keep the register
    (
        (P,),
        "Il polo creerà posti di lavoro, contribuendo in modo significativo allo sviluppo.",
        "Il polo creerà posti di lavoro, contribuendo in misura notevole allo sviluppo.",
    ),
    # academic keeps "significativo", which may be the statistical term (review it-r9-03)
    (
        (A,),
        "Il polo creerà posti di lavoro, contribuendo in modo significativo allo sviluppo.",
        "Il polo creerà posti di lavoro, contribuendo in modo significativo allo sviluppo.",
    ),
    # … "In linea generale" is a hedge: it is said plainly, never dropped
    (
        (C, A),
        "In linea generale, gli esperti consigliano di risparmiare.",
        "In genere, gli esperti consigliano di risparmiare.",
    ),
    (
        (P,),
        "In linea generale, gli esperti consigliano di risparmiare.",
        "Di norma, gli esperti consigliano di risparmiare.",
    ),
    # … the calque "comfort food": a dish is not "confortante"; news may be
    (
        ALL,
        "Una zuppa confortante per le sere d'inverno.",
        "Una zuppa che scalda il cuore per le sere d'inverno.",
    ),
    (ALL, "La notizia è confortante.", "La notizia è confortante."),
    # … an ally is a help, not a tool
    (
        ALL,
        "La tecnologia può essere un alleato prezioso per la didattica.",
        "La tecnologia può essere un aiuto prezioso per la didattica.",
    ),
    # … an apology keeps its weight, in the plain word of each register
    ((C,), "Mi scuso sinceramente per il ritardo.", "Mi scuso davvero per il ritardo."),
    (
        (A, P),
        "Ci scusiamo sinceramente per l'inconveniente.",
        "Ci scusiamo vivamente per l'inconveniente.",
    ),
    # … chat framing that offers a "section" of a guide goes too
    (
        (C,),
        "Certo! Ecco una sezione per la tua guida di viaggio dedicata a Borgo Alto:\n\n"
        "Il borgo ha 340 abitanti.",
        "Il borgo ha 340 abitanti.",
    ),
    (
        ALL,
        "Ecco la sezione che preferisco: il borgo ha 340 abitanti.",
        "Ecco la sezione che preferisco: il borgo ha 340 abitanti.",
    ),
    # blind review r3: "non è solo X: è Y" puts the contrast first ("più che X"), never "…, non
    # solo X." dangling after a long Y
    (
        (P,),
        "Planora non è solo un software: è il tuo nuovo alleato per lavorare meglio e vivere il "
        "tuo locale con più serenità.",
        "Planora, più che un software, è il tuo nuovo alleato per lavorare meglio e vivere il tuo "
        "locale con più serenità.",
    ),
    (
        (P,),
        "Non si tratta solo di un lavoro, ma di un'opportunità concreta per crescere insieme a "
        "un'azienda che guarda al futuro.",
        "Si tratta di un lavoro, ma soprattutto di un'occasione concreta per crescere insieme "
        "a un'azienda che guarda al futuro.",
    ),
    (
        (A, P),
        "In poche parole, un password manager non è solo una comodità: è uno degli strumenti più "
        "semplici ed efficaci per proteggere la tua vita digitale.",
        "Un password manager, più che una comodità, è uno degli strumenti più semplici ed efficaci "
        "per proteggere la tua vita digitale.",
    ),
    (
        ALL,
        "Settembre è arrivato. Non è solo un nuovo mese: è un vero e proprio nuovo inizio, il "
        "momento perfetto per rimettere le mani nella terra.",
        "Settembre è arrivato. Più che un nuovo mese, è un vero nuovo inizio, il momento giusto "
        "per rimettere le mani nella terra.",
    ),
    (
        ALL,
        "Per noi non si tratta solo di soldi, ma di dignità.",
        "Per noi si tratta di soldi, ma soprattutto di dignità.",
    ),
    (
        ALL,
        "Il bar, che non è solo un bar, ma un salotto, apre alle 7.",
        "Il bar, che non è solo un bar, ma un salotto, apre alle 7.",
    ),
    # … "non solo i benefici, ma anche i rischi": both keep their weight ("sia … sia"); a
    # bracketed citation is never cut at its ";"
    (
        (A,),
        "Gli studi più recenti (Ferrante & Liguori, 2022; Sartori, 2023) hanno messo in luce non "
        "solo i benefici in termini di autonomia e flessibilità, ma anche i rischi legati "
        "all'isolamento sociale e all'iperconnessione che molti lavoratori da remoto hanno "
        "segnalato negli ultimi anni.",
        "Gli studi più recenti (Ferrante & Liguori, 2022; Sartori, 2023) hanno messo in luce sia i "
        "benefici in termini di autonomia e flessibilità sia i rischi legati all'isolamento "
        "sociale e all'iperconnessione che molti lavoratori da remoto hanno segnalato negli ultimi "
        "anni.",
    ),
    (
        ALL,
        "Non solo il prezzo è alto, ma anche la qualità è bassa.",
        "Il prezzo è alto e anche la qualità è bassa.",
    ),
    # … a tail that reports what studies found stays whole: no "Ciò mette in evidenza …"
    (
        ALL,
        "I primi contributi si concentravano prevalentemente sugli effetti del telelavoro sulla "
        "produttività individuale, evidenziando guadagni modesti ma significativi.",
        "I primi contributi si concentravano prevalentemente sugli effetti del telelavoro sulla "
        "produttività individuale, evidenziando guadagni modesti ma significativi.",
    ),
    (
        (A,),
        "La letteratura restituisce un quadro sfaccettato e talvolta contraddittorio, "
        "sottolineando la necessità di ulteriori indagini.",
        "La letteratura restituisce un quadro sfaccettato e talvolta contraddittorio, "
        "sottolineando la necessità di ulteriori indagini.",
    ),
    (
        ALL,
        "Andare a letto sempre alla stessa ora aiuta a regolare l'orologio biologico, rendendo "
        "l'addormentamento più naturale.",
        "Andare a letto sempre alla stessa ora aiuta a regolare l'orologio biologico, rendendo "
        "l'addormentamento più naturale.",
    ),
    # … "È importante sottolineare come X abbia …" → "X ha …"; "vero e proprio" → "vero" before a
    # noun only; academic keeps "Nel complesso," and "In questo contesto,"
    (
        ALL,
        "È importante sottolineare come la pandemia abbia rappresentato un vero e proprio "
        "spartiacque.",
        "La pandemia ha rappresentato un vero spartiacque.",
    ),
    (ALL, "È importante notare come i dati siano incompleti.", "I dati sono incompleti."),
    (
        ALL,
        "La cerimonia vera e propria inizierà alle undici.",
        "La cerimonia vera e propria inizierà alle undici.",
    ),
    (
        (A,),
        "Nel complesso, la letteratura restituisce un quadro contraddittorio.",
        "Nel complesso, la letteratura restituisce un quadro contraddittorio.",
    ),
    # … stock pivots, openers and slogan endings go; a real "vi aspetta" stays
    (
        (C,),
        "Ti svegli stanco? La buona notizia? Bastano piccoli cambiamenti per fare una grande "
        "differenza.",
        "Ti svegli stanco? Bastano piccoli cambiamenti per fare una grande differenza.",
    ),
    (
        (P,),
        "Ti svegli stanco? La buona notizia? Bastano piccoli cambiamenti per fare una grande "
        "differenza.",
        "Ti svegli stanco? Bastano piccoli cambiamenti per incidere molto.",
    ),
    (
        (C,),
        "Siamo onesti: quante volte hai usato la stessa password?",
        "Quante volte hai usato la stessa password?",
    ),
    (
        (C,),
        "Ricorda: il sonno non è un lusso, è un vero e proprio pilastro del tuo benessere. "
        "Prenditene cura, una notte alla volta. ✨",
        "Il sonno non è un lusso, è un vero pilastro del tuo benessere.",
    ),
    (
        (C,),
        "Abbiamo una newsletter nuova.\n\nInsomma, mettetevi comodi, preparatevi un caffè e "
        "lasciatevi ispirare. Il giardino vi aspetta!\n\nBuona lettura",
        "Abbiamo una newsletter nuova.\n\nBuona lettura",
    ),
    (ALL, "La reception vi aspetta al primo piano.", "La reception vi aspetta al primo piano."),
    (
        (C,),
        "Buio, silenzio e una temperatura tra i 18 e i 20 gradi: ecco la combinazione perfetta "
        "per un riposo profondo.",
        "Buio, silenzio e una temperatura tra i 18 e i 20 gradi: ecco la combinazione giusta per "
        "un riposo profondo.",
    ),
    # … framing: the first and the last line of an assistant's answer go
    (
        (C,),
        "Certo! Ecco un'introduzione per la tua newsletter:\n\nSettembre è arrivato.\n\nVuoi "
        "che ti proponga anche qualche oggetto accattivante per l'e-mail? 😊",
        "Settembre è arrivato.",
    ),
    # blind review r4: a second offer after the first goes with it
    (
        (C,),
        "Certo! Ecco una bozza per il tuo blog:\n\nCi torneremo ad aprile.\n\nVuoi che aggiunga "
        "una sezione con consigli pratici? Oppure posso proporti qualche titolo alternativo più "
        "accattivante! 😊",
        "Ci torneremo ad aprile.",
    ),
    (
        (P,),
        "Ecco una proposta di post per LinkedIn:\n\nLa sede apre il 2 aprile.\n\nVuoi una "
        "versione più breve? In alternativa, posso prepararti anche un testo per Instagram.",
        "La sede apre il 2 aprile.",
    ),
    # … but a person's plan in a text that is no assistant's answer stays
    (
        (C,),
        "Domani parto per Trento. Oppure posso proporti un altro giorno!",
        "Domani parto per Trento. Oppure posso proporti un altro giorno!",
    ),
    # blind review r4: academic enumerations stay academic (no "Per cominciare… Per finire")
    (
        (A,),
        "In primo luogo, la barriera è amministrativa. In secondo luogo, emerge una difficoltà di "
        "accesso al credito. Infine, si rileva una scarsa consapevolezza.",
        "In primo luogo, la barriera è amministrativa. In secondo luogo, emerge una difficoltà di "
        "accesso al credito. Infine, si rileva una scarsa consapevolezza.",
    ),
    # blind review r4: "in fatto di" only before a bare noun, never "in fatto di un regalo"
    (
        (C, P),
        "È frustrante, soprattutto quando si tratta di un regalo.",
        "È frustrante, soprattutto quando si tratta di un regalo.",
    ),
    ((C, P), "Sono esigenti quando si tratta di vini.", "Sono esigenti in fatto di vini."),
    # blind review r4: a milestone keeps its weight ("decisivo", not "essenziale")
    (
        (P,),
        "È un passo fondamentale nel nostro percorso di crescita.",
        "È un passo decisivo nel nostro percorso di crescita.",
    ),
    (
        (A,),
        "La capacità amministrativa è condizione imprescindibile per la transizione.",
        "La capacità amministrativa è condizione indispensabile per la transizione.",
    ),
    # blind review r4: greeting-card closers and slogan morals go where a paragraph ends …
    (
        (C,),
        "Infornate a 180 °C per 45 minuti.\n\nSemplice, genuina e irresistibile: questa torta è "
        "la prova che spesso le cose più buone sono anche le più semplici. Preparatela per le "
        "persone a cui volete bene, e ogni fetta racconterà una storia.",
        "Infornate a 180 °C per 45 minuti.",
    ),
    (
        (P,),
        "Un grazie a tutto il team per questo traguardo. Ogni risultato raggiunto porta la vostra "
        "firma.",
        "Un grazie a tutto il team per questo traguardo.",
    ),
    # … a proof of a fact stays (round 7: "è la prova che" is the plain "dimostra che")
    (
        (A,),
        "Il campione è piccolo. Questo esperimento è la prova che il farmaco riduce la febbre.",
        "Il campione è piccolo. Questo esperimento dimostra che il farmaco riduce la febbre.",
    ),
    # blind review r4: stock blog enthusiasm and creator calls
    (
        (C,),
        "Se pensate che il Trentino sia solo piste da sci, preparatevi a ricredervi.",
        "Se pensate che il Trentino sia solo piste da sci, vi sbagliate.",
    ),
    (
        (C,),
        "La visita costa 12 euro a persona e vale ogni centesimo.",
        "La visita costa 12 euro a persona e ne vale la pena.",
    ),
    (
        (C,),
        "Il corso è breve.\n\nLasciateci una recensione. Ci aiuta tantissimo a crescere!",
        "Il corso è breve.\n\nLasciateci una recensione.",
    ),
    # rules on a verb fire at the start of a sentence too ("Siamo…", "È…": no lookbehind)
    (
        (P,),
        "Titolo\n\nÈ il compagno ideale per il viaggio. Costa poco.",
        "Titolo\n\nÈ la scelta giusta per il viaggio. Costa poco.",
    ),
    # "Siamo entusiasti di annunciare" also at the start of a sentence
    (
        (P,),
        "Siamo entusiasti di annunciare che la sede cambia.",
        "Siamo felici di annunciare che la sede cambia.",
    ),
    # blind review r5: "come ad esempio" is one too many
    (
        ALL,
        "La membrana non lascia passare i soluti, come ad esempio il glucosio.",
        "La membrana non lascia passare i soluti, come il glucosio.",
    ),
    # "Assolutamente sì." answers plainly outside casual
    (
        (P, A),
        "Posso restituire un prodotto?\nAssolutamente sì. Hai 30 giorni per il reso.",
        "Posso restituire un prodotto?\nSì. Hai 30 giorni per il reso.",
    ),
    (
        (C,),
        "Posso restituire un prodotto?\nAssolutamente sì. Hai 30 giorni per il reso.",
        "Posso restituire un prodotto?\nAssolutamente sì. Hai 30 giorni per il reso.",
    ),
    (
        ALL,
        "Il nodo, come spesso accade, è politico prima ancora che tecnico.",
        "Il nodo è politico prima ancora che tecnico.",
    ),
    (
        ALL,
        "Il confronto è un ladro di gioia. Il mio unico avversario ero io.",
        "Il confronto ruba la gioia. Il mio unico avversario ero io.",
    ),
    # the question after an offer asks it again; a question of its own stays
    (
        ALL,
        "Se vi va, vi lascio nei commenti la mia tabella di allenamento! Vi interessa?",
        "Se vi va, vi lascio nei commenti la mia tabella di allenamento!",
    ),
    (
        ALL,
        "Sabato porto la mia tabella di allenamento. Vi interessa?",
        "Sabato porto la mia tabella di allenamento. Vi interessa?",
    ),
    # a slogan of three values after a colon goes, the sentence before it stays
    (
        (P,),
        "Vi aspettiamo in bottega: passione, tradizione e innovazione vi attendono a ogni morso.",
        "Vi aspettiamo in bottega.",
    ),
    (
        ALL,
        "Vi aspettiamo in bottega: pane, focacce e dolci vi attendono ogni mattina.",
        "Vi aspettiamo in bottega: pane, focacce e dolci vi attendono ogni mattina.",
    ),
    (
        (A,),
        "Il gruppo riunisce idrogeologi e agronomi in un approccio autenticamente "
        "interdisciplinare.",
        "Il gruppo riunisce idrogeologi e agronomi in un approccio interdisciplinare.",
    ),
    (
        (A,),
        "Il progetto affronta una delle sfide più urgenti e complesse per l'agricoltura costiera.",
        "Il progetto affronta una delle sfide più urgenti per l'agricoltura costiera.",
    ),
    # signposts go anywhere; the sentence with the fact stays
    (
        ALL,
        "I numeri parlano chiaro. Nel 2023 il 58% degli spostamenti è avvenuto in auto.",
        "Nel 2023 il 58% degli spostamenti è avvenuto in auto.",
    ),
    (
        ALL,
        "I numeri parlano chiaro: nel 2023 il 58% degli spostamenti è avvenuto in auto.",
        "I numeri parlano chiaro: nel 2023 il 58% degli spostamenti è avvenuto in auto.",
    ),
    (
        (C,),
        "Audio\nQui arriva il bello. I bassi sono pieni ma non invadenti.",
        "Audio\nI bassi sono pieni ma non invadenti.",
    ),
    (
        (A,),
        "L'osmosi regola l'equilibrio della cellula. Vediamo di seguito gli aspetti principali.\n\n"
        "Definizione\nL'osmosi è un trasporto passivo.",
        "L'osmosi regola l'equilibrio della cellula.\n\nDefinizione\nL'osmosi è un trasporto "
        "passivo.",
    ),
    # closing morals go where the paragraph ends, and only there
    (
        (A,),
        "L'osmosi è un trasporto passivo.\n\nComprendere l'osmosi non significa solo memorizzare "
        "una definizione, ma acquisire una chiave di lettura per molti fenomeni biologici.",
        "L'osmosi è un trasporto passivo.",
    ),
    (
        (A,),
        "Comprendere l'osmosi non significa solo memorizzare una definizione, ma acquisire una "
        "chiave di lettura. Lo vedremo nel capitolo sulle radici.",
        "Comprendere l'osmosi non significa solo memorizzare una definizione, ma acquisire una "
        "chiave di lettura. Lo vedremo nel capitolo sulle radici.",
    ),
    (
        (C,),
        "Se c'è un obiettivo che rimandi, comincia oggi. Il primo passo è sempre il più difficile, "
        "ma è anche quello che cambia tutto.",
        "Se c'è un obiettivo che rimandi, comincia oggi.",
    ),
    (
        (C,),
        "Il primo passo è sempre il più difficile: io ho cominciato con 10 minuti al giorno.",
        "Il primo passo è sempre il più difficile: io ho cominciato con 10 minuti al giorno.",
    ),
    (
        (P,),
        "Il forno apre alle sette.\n\nPassione, tradizione e innovazione vi attendono a ogni "
        "morso.",
        "Il forno apre alle sette.",
    ),
    # "è fondamentale" + infinitive never becomes "è centrale creare", even with "essenziali" nearby
    (
        ALL,
        "Prima di investire, è fondamentale creare un fondo di emergenza per le spese essenziali.",
        # round 11: the fronted clause moves after the instruction
        "È indispensabile creare un fondo di emergenza per le spese essenziali prima di investire.",
    ),
    (
        (C,),
        "Bosa unisce storia e natura, lasciando nel cuore di chi la visita un ricordo indelebile.",
        "Bosa unisce storia e natura.",
    ),
    # a triad restated as a recipe goes where the text ends; with a fact, or mid-paragraph, it stays
    (
        (C,),
        "Dormi otto ore a notte.\n\nOrganizzazione, costanza ed equilibrio sono le tre chiavi per "
        "affrontare la maturità con fiducia.",
        "Dormi otto ore a notte.",
    ),
    (
        (C,),
        "Organizzazione, costanza ed equilibrio sono le tre chiavi per affrontare la maturità. Le "
        "vediamo una per una.",
        "Organizzazione, costanza ed equilibrio sono le tre chiavi per affrontare la maturità. Le "
        "vediamo una per una.",
    ),
    # blind review r6: closing aphorisms go where a paragraph ends …
    (
        (C,),
        "Luca, grazie per tutto.\n\nPerché l'amore vero non si misura nei grandi gesti, ma nelle "
        "piccole attenzioni di ogni giorno.\n\nViva gli sposi!",
        "Luca, grazie per tutto.\n\nViva gli sposi!",
    ),
    (
        (C,),
        "Perfetto per la colazione o per una pausa golosa. Perché sono i piccoli piaceri a rendere "
        "unica ogni giornata. ☕\n\nTagga un amico!",
        "Perfetto per la colazione o per una pausa golosa.\n\nTagga un amico!",
    ),
    (
        (C,),
        "In 8 settimane potrai correre di fila.\n\nNon conta quanto vai veloce, ma il fatto di "
        "esserti alzato dal divano.",
        "In 8 settimane potrai correre di fila.",
    ),
    # … but mid-paragraph, where the argument goes on from them, or with a fact, they stay
    (
        (C,),
        "Perché l'amore vero non si misura nei grandi gesti, ma nelle piccole attenzioni. Luca lo "
        "sa bene.",
        "Perché l'amore vero non si misura nei grandi gesti, ma nelle piccole attenzioni. Luca lo "
        "sa bene.",
    ),
    (
        (C,),
        "Non conta quanto vai veloce, ma quanto a lungo resisti. Per questo parti piano.",
        "Non conta quanto vai veloce, ma quanto a lungo resisti. Per questo parti piano.",
    ),
    (
        (C,),
        "Parti piano.\n\nNon conta quanto vai veloce nei primi 5 km, ma quanto resisti.",
        "Parti piano.\n\nNon conta quanto vai veloce nei primi 5 km, ma quanto resisti.",
    ),
    # a rallying triad of comparatives goes at a paragraph's end; mid-paragraph it stays
    (
        (C,),
        "Non serve il pollice verde: bastano un po' di entusiasmo. Insieme possiamo rendere il "
        "nostro palazzo più verde, più accogliente e più unito. 💚\n\nA presto!",
        "Non serve il pollice verde: bastano un po' di entusiasmo.\n\nA presto!",
    ),
    (
        (C,),
        "Insieme possiamo rendere il cortile più verde e più bello. Ci vediamo sabato per "
        "decidere.",
        "Insieme possiamo rendere il cortile più verde e più bello. Ci vediamo sabato per "
        "decidere.",
    ),
    # "Che bella decisione!" is a reaction: it goes from an assistant's answer (here its offer
    # and emoji say so); a friend's message keeps it, first or last
    (
        (P,),
        "Che bella decisione! Iniziare a correre fa bene. Servono scarpe comode.\n\n"
        "Vuoi che ti prepari un piano di allenamento? 😊",
        "Iniziare a correre fa bene. Servono scarpe comode.",
    ),
    (
        (P,),
        "Che bella decisione! Iniziare a correre fa bene. Servono scarpe comode.",
        "Che bella decisione! Iniziare a correre fa bene. Servono scarpe comode.",
    ),
    (
        (C, P),
        "Marta ha lasciato il lavoro per aprire un forno. Che bella decisione!",
        "Marta ha lasciato il lavoro per aprire un forno. Che bella decisione!",
    ),
]

_ALL_EXACT_V2 = [(tone, text, expected) for tones, text, expected in EXACT_V2 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_V2)
def test_exact_cases_v2(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(
    "text",
    [
        "Dopo mesi di discussioni in classe e di letture condivise con i compagni, ritengo che i "
        "social network non siano né buoni né cattivi in sé, ma che tutto dipenda dall'uso che ne "
        "facciamo ogni giorno.",
        "La vera innovazione della scuola italiana non passa necessariamente attraverso l'acquisto "
        "dell'ultimo dispositivo per ogni aula, ma attraverso il coraggio di rimettere al centro "
        "le persone e il tempo per coltivare le idee.",
        "Quello che ci ha deluso durante il lungo soggiorno nell'albergo sul lago non è stata la "
        "cena servita ogni sera in terrazza, ma la colazione del mattino nella sala al piano terra "
        "con pochi prodotti freschi.",
    ],
)
def test_a_long_sentence_is_never_cut_before_a_fragment(tone: Tone, text: str) -> None:
    """Blind review r2: ", ma che …" and "non X, ma attraverso/la Y" are no clause of their own,
    so the cut there would leave "Ma che tutto dipenda dall'uso." standing alone."""
    output = rewrite_text(text, tone, IT)
    assert not re.search(r"\. Ma (?:che|attraverso|la colazione del mattino)\b", output), output


def test_the_v2_data_is_complete(data: LanguageData) -> None:
    assert len(data.offers) >= 10 and len(data.announcements) >= 3
    assert data.courtesy and len(data.signposts) >= 5 and len(data.morals) >= 5
    assert data.enumeration.first is not None and set(data.enumeration.schemes) == set(Tone)
    # blind review r5: tails of effect are left as written, so one tail is left
    assert len(data.tails) >= 1 and len(data.adjectives) >= 10
    assert data.morphology.vowel_start is not None and data.morphology.articles
    assert 0.3 < data.target_variation < 0.6
    assert 30 <= len(data.formal_words) <= 60 and 30 <= len(data.everyday_words) <= 60
    assert not data.formal_words & data.everyday_words
    assert sum(phrase.kind == "tone" for phrase in data.phrases) >= 30


def test_enumeration_markers_are_not_stock_phrases(data: LanguageData) -> None:
    """A scheme's markers are final: later rules never touch them, so none may be a tell."""
    for schemes in data.enumeration.schemes.values():
        for first, middles, last in schemes:
            for marker in (first, *middles, last):
                if marker.strip():
                    sample = marker + "il prezzo è basso."
                    assert not any(p.search(sample) for p in data.stock_patterns), marker


def test_no_adjective_option_needs_lo_or_uno(data: LanguageData) -> None:
    """The article fixer tells vowels from consonants only: an option starting with s + consonant
    or z would need "lo"/"uno" after "il"/"un"."""
    for adjective in data.adjectives:
        for options in adjective.options.values():
            for option in options:
                assert not re.match(r"(?:s[^aeiouàèéìòù]|z|gn|ps|x)", option), option


@pytest.mark.parametrize("tone", list(Tone))
def test_tones_are_told_apart_by_register(tone: Tone) -> None:
    """The everyday/formal balance of each tone's output: casual leans everyday, academic formal."""
    data = load_language(IT)
    texts = [str(t["text"]) for t in development_texts()]
    words = [
        w.strip('.,;:!?()«»"“”').lower()
        for text in texts
        for w in rewrite_text(text, tone, IT).split()
    ]
    formal = sum(w in data.formal_words for w in words)
    everyday = sum(w in data.everyday_words for w in words)
    if tone is Tone.CASUAL:
        assert everyday > formal
    if tone is Tone.ACADEMIC:
        assert formal * 3 > everyday


# -- round 7: deeper editing (session of 2026-11-29) ----------------------------------------------

# (tones, input, expected output): each new entry where it fires …
EXACT_R7: list[tuple[tuple[Tone, ...], str, str]] = [
    # "utilizzare" / "l'utilizzo" → "usare" / "l'uso" (casual, professional); academic keeps it
    (
        (C, P),
        "Domani utilizzeremo la sala grande e l'utilizzo del badge è obbligatorio.",
        "Domani useremo la sala grande e l'uso del badge è obbligatorio.",
    ),
    (
        (A,),
        "Domani utilizzeremo la sala grande e l'utilizzo del badge è obbligatorio.",
        "Domani utilizzeremo la sala grande e l'utilizzo del badge è obbligatorio.",
    ),
    # casual "mandare", "dividere", "chi vuole"
    (
        (C,),
        "Vi invieremo il contratto e poi inviate la firma.",
        "Vi manderemo il contratto e poi mandate la firma.",
    ),
    (
        (C,),
        "La regola suddivide il reddito in tre parti.",
        "La regola divide il reddito in tre parti.",
    ),
    (
        (C,),
        "È perfetto per chi desidera un caffè forte.",
        "È perfetto per chi vuole un caffè forte.",
    ),
    # "pari a" before a figure
    (
        ALL,
        "I risultati mostrano un calo pari a 3,5 punti e una quota pari al 20%.",
        "I risultati mostrano un calo di 3,5 punti e una quota del 20%.",
    ),
    # findings "mostrano"
    (ALL, "I dati evidenziano una crescita costante.", "I dati mostrano una crescita costante."),
    (
        ALL,
        "Lo studio ha evidenziato forti differenze tra i gruppi.",
        "Lo studio ha mostrato forti differenze tra i gruppi.",
    ),
    # the courtesy stays, its inflation goes
    (
        ALL,
        "Resto naturalmente a Sua completa disposizione per qualsiasi chiarimento.",
        "Resto a Sua disposizione per qualsiasi chiarimento.",
    ),
    # "è in grado di" → "può" (casual, professional)
    (
        (C, P),
        "L'impianto è in grado di trattare 800 tonnellate.",
        "L'impianto può trattare 800 tonnellate.",
    ),
    # "si propone di valutare" → "valuta"
    (
        ALL,
        "Il presente studio si propone di valutare l'effetto dei tetti verdi.",
        "Questo studio valuta l'effetto dei tetti verdi.",
    ),
    (
        ALL,
        "Il presente lavoro si propone di descrivere il fenomeno.",
        "Questo lavoro descrive il fenomeno.",
    ),
    ((C, P), "In questo scenario, le città devono adattarsi.", "Le città devono adattarsi."),
    (ALL, "Vi mando le tempistiche.", "Vi mando i tempi."),
    (
        ALL,
        "Le scrivo per condividere alcune novità relative alla consegna.",
        "Le scrivo per condividere alcune novità sulla consegna.",
    ),
    # "assumere un ruolo cruciale in" → "diventare centrale in", in number
    (
        ALL,
        "Nell'Ottocento i caffè assunsero un ruolo cruciale nella vita della città.",
        "Nell'Ottocento i caffè divennero centrali nella vita della città.",
    ),
    (
        ALL,
        "Il caffè assunse un ruolo fondamentale per i commercianti.",
        "Il caffè divenne centrale per i commercianti.",
    ),
    (
        ALL,
        "Una frase che restituisce con efficacia il clima dell'epoca.",
        "Una frase che rende bene il clima dell'epoca.",
    ),
    (
        ALL,
        "La regia indugia sui volti, restituendo un senso di calma.",
        "La regia indugia sui volti, trasmettendo un senso di calma.",
    ),
    # nominalisations after a word of aim; the articled preposition becomes the article (and, since
    # round 10, the padding "in modo concreto" after "contribuire" goes too)
    (
        ALL,
        "Il progetto contribuisce in modo concreto al raggiungimento degli obiettivi europei.",
        "Il progetto contribuisce a raggiungere gli obiettivi europei.",
    ),
    (
        ALL,
        "Un piano volto al miglioramento della qualità dell'aria.",
        "Un piano volto a migliorare la qualità dell'aria.",
    ),
    (ALL, "L'azienda punta alla riduzione dei consumi.", "L'azienda punta a ridurre i consumi."),
    (
        ALL,
        "L'impianto porterà alla creazione di 65 posti di lavoro.",
        "L'impianto creerà 65 posti di lavoro.",
    ),
    (
        ALL,
        "La collaborazione ha reso possibile la realizzazione del progetto.",
        "La collaborazione ha reso possibile il progetto.",
    ),
    (
        ALL,
        "Ti capisco perfettamente, anch'io ero in ansia.",
        "Ti capisco bene, anch'io ero in ansia.",
    ),
    (ALL, "Sono fermamente convinta che funzionerà.", "Sono convinta che funzionerà."),
    (
        ALL,
        "Il problema è emerso all'interno del gruppo di lavoro.",
        "Il problema è emerso nel gruppo di lavoro.",
    ),
    # "nel corso di" → "durante" (casual, professional); "nel corso degli anni" → "negli anni"
    (
        (C, P),
        "Ne parleremo nel corso della riunione di lunedì.",
        "Ne parleremo durante la riunione di lunedì.",
    ),
    ((C, P), "Nel corso degli anni il paese è cambiato.", "Negli anni il paese è cambiato."),
    (
        ALL,
        "Ha lavorato sodo, sviluppando al contempo nuove competenze.",
        "Ha lavorato sodo, sviluppando allo stesso tempo nuove competenze.",
    ),
    (
        ALL,
        "La sfida è coniugare tradizione e innovazione.",
        "La sfida è unire tradizione e innovazione.",
    ),
    (
        ALL,
        "Il periodo ideale per visitare la città è maggio.",
        "Il periodo migliore per visitare la città è maggio.",
    ),
    (ALL, "È l'occasione perfetta per ripartire.", "È l'occasione giusta per ripartire."),
    (
        (C,),
        "È giunto il momento che le istituzioni collaborino.",
        "È ora che le istituzioni collaborino.",
    ),
    (
        (P,),
        "È giunto il momento che le istituzioni collaborino.",
        "È il momento che le istituzioni collaborino.",
    ),
    (
        ALL,
        "I canederli sono la dimostrazione che la cucina povera è buona.",
        "I canederli dimostrano che la cucina povera è buona.",
    ),
    (ALL, "La luce conferisce alla stanza un'aria calda.", "La luce dà alla stanza un'aria calda."),
    (
        (C, P),
        "Il film potrebbe risultare lento per alcuni.",
        "Il film potrebbe essere lento per alcuni.",
    ),
    (ALL, "La strada regala panorami splendidi.", "La strada offre panorami splendidi."),
    (
        ALL,
        "Non erano semplici caffè: veri e propri laboratori di idee.",
        "Non erano semplici caffè: veri laboratori di idee.",
    ),
    (
        (C,),
        "Per risolvere il problema nel modo più rapido possibile, abbiamo cambiato fornitore.",
        # round 11: the purpose clause moves after the main clause
        "Abbiamo cambiato fornitore per risolvere il problema il prima possibile.",
    ),
    (
        (P,),
        "Per risolvere il problema nel modo più rapido possibile, abbiamo cambiato fornitore.",
        "Abbiamo cambiato fornitore per risolvere il problema al più presto.",
    ),
    # "non furono soltanto X, ma Y" with no article after "ma": the comma goes, so no cut at
    # ", ma" leaves "Ma spazi di incontro …" standing alone
    (
        ALL,
        "I caffè non furono soltanto luoghi di consumo, ma spazi di incontro in cui si discuteva "
        "di politica e di letteratura ogni sera.",
        "I caffè non furono soltanto luoghi di consumo ma spazi di incontro in cui si discuteva "
        "di politica e di letteratura ogni sera.",
    ),
    # academic "Inoltre, per …, offriremo" → "Accanto a ciò, per …" (never "Va aggiunto che per")
    (
        (A,),
        "Inoltre, per agevolare la transizione, offriremo un corso gratuito.",
        "Accanto a ciò, per agevolare la transizione, offriremo un corso gratuito.",
    ),
    # casual register: "quello che", "in fretta", "quindi", "controllare", "volere", "avere",
    # "non serve nessuna", "il lavoro fatto", "arrivare"
    (
        (C,),
        "Ciò che mi attrae è la sua storia. Ciò significa che dobbiamo partire presto.",
        "Quello che mi attrae è la sua storia. Questo significa che dobbiamo partire presto.",
    ),
    (
        (C,),
        "Il caffè divenne rapidamente il simbolo della città.",
        "Il caffè divenne in fretta il simbolo della città.",
    ),
    ((C,), "Dunque, il piano è pronto.", "Quindi il piano è pronto."),
    ((C,), "Abbiamo verificato il Suo ordine.", "Abbiamo controllato il Suo ordine."),
    (
        (C,),
        "Desidero ringraziarla. Hai sempre desiderato un orto?",
        "La ringrazio. Hai sempre voluto un orto?",
    ),
    ((C,), "Il museo possiede una collezione enorme.", "Il museo ha una collezione enorme."),
    # … but the formula of a formal letter keeps its "desidero"
    (
        (C,),
        "Con la presente desidero sottoporre alla Sua attenzione la mia candidatura.",
        "Con la presente desidero sottoporre alla Sua attenzione la mia candidatura.",
    ),
    ((C,), "Non è richiesta alcuna esperienza.", "Non serve nessuna esperienza."),
    ((C,), "Grazie per il lavoro svolto.", "Grazie per il lavoro fatto."),
    ((C,), "Siamo giunti a Bosa di sera.", "Siamo arrivati a Bosa di sera."),
    # "molteplici" in the gender of its noun, per tone
    ((C,), "Ci sono molteplici fattori.", "Ci sono tanti fattori."),
    ((A,), "Ci sono molteplici fattori.", "Ci sono numerosi fattori."),
    ((P,), "Ci sono molteplici cause.", "Ci sono diverse cause."),
    # academic: a sentence-initial "Ma" becomes "Tuttavia,"
    (
        (A,),
        "Il piano era pronto. Ma la migrazione ha richiesto tempo.",
        "Il piano era pronto. Tuttavia, la migrazione ha richiesto tempo.",
    ),
    # padding of position and path: "nel panorama dell'…", "nel percorso di …"
    (
        ALL,
        "EcoRiva è un punto di riferimento nel panorama dell'economia circolare italiana.",
        "EcoRiva è un punto di riferimento nel mondo dell'economia circolare italiana.",
    ),
    (
        ALL,
        "Un traguardo che segna una tappa nel percorso di transizione ecologica del territorio.",
        "Un traguardo che segna una tappa nella transizione ecologica del territorio.",
    ),
    (ALL, "Il convegno affronterà le tematiche.", "Il convegno affronterà i temi."),
    (
        ALL,
        "Il comune ha messo in atto nuove misure e metterà in atto un piano.",
        "Il comune ha attuato nuove misure e attuerà un piano.",
    ),
    (
        ALL,
        "Il rapporto pone l'accento sulla qualità dell'aria.",
        "Il rapporto sottolinea la qualità dell'aria.",
    ),
    (
        (C, P),
        "Alla luce dei risultati, il progetto continua. Alla luce di questi dati, conviene "
        "aspettare.",
        "In base ai risultati, il progetto continua. In base a questi dati, conviene aspettare.",
    ),
    (
        ALL,
        "Il corso offre l'opportunità di conoscere nuove persone.",
        "Il corso permette di conoscere nuove persone.",
    ),
    (
        ALL,
        "Avrai la possibilità di scegliere tra tre menù.",
        "Potrai scegliere tra tre menù.",
    ),
    # "è un ottimo modo per" → "aiuta a" / academic "consente di"
    (
        (C, P),
        "Ripassare con i compagni può essere un ottimo modo per chiarire dubbi.",
        "Ripassare con i compagni può aiutare a chiarire dubbi.",
    ),
    (
        (A,),
        "Leggere ogni sera è un ottimo modo per rilassarsi.",
        "Leggere ogni sera consente di rilassarsi.",
    ),
    ((C,), "Il cuore di Bosa è senza dubbio Sa Costa.", "Il cuore di Bosa è di sicuro Sa Costa."),
    ((A, P), "Il cuore di Bosa è senza dubbio Sa Costa.", "Il cuore di Bosa è Sa Costa."),
    (
        ALL,
        "L'accredito dipende dai tempi del Suo istituto bancario.",
        "L'accredito dipende dai tempi della Sua banca.",
    ),
    (
        ALL,
        "La Bottega apre le sue porte per un laboratorio di ceramica.",
        "La Bottega apre le porte per un laboratorio di ceramica.",
    ),
    (
        ALL,
        "Le scrivo per condividere alcune novità importanti relative al progetto.",
        "Le scrivo per condividere alcune novità importanti sul progetto.",
    ),
    (
        ALL,
        "Restiamo a disposizione per qualsiasi ulteriore necessità o chiarimento.",
        "Restiamo a disposizione per qualsiasi altra necessità o chiarimento.",
    ),
    # periphrases with a plain verb
    (
        (C, P),
        "La squadra è stata in grado di vincere. I tecnici sono stati in grado di ripararlo.",
        "La squadra è riuscita a vincere. I tecnici sono riusciti a ripararlo.",
    ),
    (
        ALL,
        "Per far fronte alla crisi il comune ha stanziato fondi. Dobbiamo fare fronte ai costi.",
        "Per affrontare la crisi il comune ha stanziato fondi. Dobbiamo affrontare i costi.",
    ),
    (
        ALL,
        "All'inaugurazione hanno preso parte rappresentanti delle istituzioni. Marta prende parte "
        "al progetto.",
        "All'inaugurazione hanno partecipato rappresentanti delle istituzioni. Marta partecipa al "
        "progetto.",
    ),
    (
        ALL,
        "Puoi fare affidamento su di noi. L'azienda fa affidamento sui fornitori locali.",
        "Puoi contare su di noi. L'azienda conta sui fornitori locali.",
    ),
    # more casual register
    (
        (C,),
        "Nel 2023 ho conseguito la laurea, recentemente. Sarei lieta di incontrarla.",
        "Nel 2023 ho ottenuto la laurea, di recente. Sarei felice di incontrarla.",
    ),
    (
        (C,),
        "Vogliamo un risultato privo di errori. Proponiamo il 28 aprile, anziché il 7 aprile.",
        "Vogliamo un risultato senza errori. Proponiamo il 28 aprile, invece che il 7 aprile.",
    ),
    (
        ALL,
        "Siamo convinti che il nuovo design rifletterà appieno i valori dello studio.",
        "Siamo convinti che il nuovo design rifletterà i valori dello studio.",
    ),
]

# … and where it must not: the words carry their own meaning, or a person wrote them.
UNTOUCHED_R7 = [
    "Gli inviati speciali hanno seguito il vertice.",  # correspondents, not "sent"
    "L'invio della merce è previsto per lunedì.",
    "Se desidera, può passare in ufficio.",  # a polite offer to the reader
    "Una parte dell'investimento, pari a 4,5 milioni di euro, sarà coperta dalla Regione.",
    "Il risultato è pari a zero.",
    "Evidenzia il testo in giallo prima di copiarlo.",  # a highlighter
    "Il ragazzo non è in grado di guidare.",
    "Le tempistiche previste sono strette.",  # "previste" would have to agree
    "Le risorse sono destinate alla realizzazione dell'impianto.",
    "Non ci sono altri servizi all'interno della stanza.",  # a place, as reviewers write it
    "In classe impariamo a coniugare i verbi.",
    "Sono la prova vivente che si può cambiare.",  # first person
    "Il rettore conferisce le lauree.",
    "Il danno potrebbe risultare dal maltempo.",  # to result from
    "Mi ha regalato un libro.",
    "La cerimonia vera e propria inizia alle dieci.",
    "Ma non si tratta solo di numeri – si tratta delle persone.",  # no "Ma si tratta …, ma …"
    "Il museo ha restituito i quadri rubati.",
    "Si è verificato un errore nel sistema.",  # it happened
    "La verifica è andata bene.",  # the noun
    "Non lascia nulla a desiderare.",
    "Le cose desiderate sono arrivate.",  # the adjective
    "La giunta comunale ha votato.",
    "Il sentiero raggiunge la cima.",  # no match inside "raggiunge"
    "Le molteplici analisi concordano.",  # "analisi" is feminine
    "Ma perché succede?",
    "Ma non si tratta solo di questo.",
    "Le problematiche emerse sono state risolte.",  # "emerse" would have to agree
    "Hanno cenato alla luce delle candele.",  # a real light
    "Il sindaco ha agito alla luce del sole.",
    "Ho la possibilità di lavorare da casa.",  # first person: "posso" is another claim
    "Non ci sono altri servizi all'interno dell'albergo.",
    "L'istituto bancario scelto ha chiuso.",  # "scelto" would have to agree
    "Il muro fa fronte al mare.",  # faces it, not copes with it
    "Il risultato conseguito da questa misura è buono.",  # "conseguito da" (resulting from)
    "Nel corso del 2024 le vendite sono salite.",  # a year or a name after "del": left
    "Le barche scendono nel corso del fiume.",  # the river's course
    "Nel corso della storia molti imperi sono caduti.",
    "L'inviato del governo è arrivato ieri.",  # an envoy
]

_ALL_EXACT_R7 = [(tone, text, expected) for tones, text, expected in EXACT_R7 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R7)
def test_exact_cases_r7(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED_R7)
def test_ordinary_italian_is_left_alone_r7(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


# The euphonic d follows the word a rule wrote, and only before the same vowel (review it-r7-02:
# "servirà ad comprare").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Il ricavato servirà ad acquistare due nuove LIM per le classi quarte.",
            "Il ricavato servirà a comprare due nuove LIM per le classi quarte.",
        ),
        (
            "Il comune ha messo in atto nuove misure e metterà in atto un piano.",
            "Il comune ha attuato nuove misure e attuerà un piano.",
        ),
    ],
)
def test_the_euphonic_d_follows_the_replaced_word(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, IT) == expected


# -- engine v8: verbs and nouns found in every form ([[verb]], [[noun]], [morphology]) ------------


def _verb(lemma: str) -> tuple[str, ...]:
    forms = load_language(IT).morphology.verbs.forms(lemma)
    assert forms is not None and len(forms) == 49, lemma
    return forms


# slots: 0 infinitive, 1-6 present, 7-12 imperfect, 13-18 passato remoto, 19-24 future,
# 25-30 conditional, 31-36 present subjunctive, 37-42 imperfect subjunctive, 43 imperative (tu),
# 44 gerund, 45-48 past participle (m. sg., f. sg., m. pl., f. pl.)
@pytest.mark.parametrize(
    ("lemma", "slots"),
    [
        (
            "aumentare",
            {1: "aumento", 3: "aumenta", 15: "aumentò", 19: "aumenterò", 46: "aumentata"},
        ),
        ("applicare", {2: "applichi", 4: "applichiamo", 21: "applicherà", 36: "applichino"}),
        ("sbrigare", {2: "sbrighi", 25: "sbrigherei", 43: "sbriga", 44: "sbrigando"}),
        ("assaggiare", {2: "assaggi", 19: "assaggerò", 31: "assaggi", 13: "assaggiai"}),
        ("potenziare", {1: "potenzio", 2: "potenzi", 4: "potenziamo", 22: "potenzieremo"}),
        (
            "reperire",
            {1: "reperisco", 4: "reperiamo", 15: "reperì", 33: "reperisca", 47: "reperiti"},
        ),
        ("introdurre", {3: "introduce", 15: "introdusse", 19: "introdurrò", 45: "introdotto"}),
        ("nascere", {15: "nacque", 45: "nato", 44: "nascendo"}),
        ("dare", {3: "dà", 15: "diede", 33: "dia", 39: "desse"}),
    ],
)
def test_verb_paradigms_write_each_class(lemma: str, slots: dict[int, str]) -> None:
    forms = _verb(lemma)
    assert {slot: forms[slot] for slot in slots} == slots


def test_noun_paradigms_write_each_class(data: LanguageData) -> None:
    nouns = data.morphology.nouns
    assert nouns.forms("monitoraggio") == ("monitoraggio", "monitoraggi")
    assert nouns.forms("criticità") == ("criticità", "criticità")
    assert nouns.forms("ripercussione") == ("ripercussione", "ripercussioni")
    assert nouns.forms("paradigma") == ("paradigma", "paradigmi")
    assert nouns.forms("punto nevralgico") == ("punto nevralgico", "punti nevralgico")


def test_there_are_enough_verb_and_noun_entries(data: LanguageData) -> None:
    kinds = [entry.kind for entry in data.inflected]
    assert kinds.count("verb") >= 50 and kinds.count("noun") >= 30
    # one rule per word: the entries replaced the old phrases for the same words
    for word in ("implementare", "incrementare", "potenziare", "sinergia", "sinergie"):
        assert not any(phrase.find == word for phrase in data.phrases), word


# Every form in its slot, the article before a noun following its first sound (l'/il, gli/i,
# un'/una), tones apart; an -are verb replaced by an -ire or -ere one keeps its 3rd person
# singular, which is also an imperative there ("sfocia" / "finisce", "finisci").
EXACT_R8: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        ALL,
        "Il team ha implementato una nuova procedura e la implementerà anche nelle altre sedi.",
        "Il team ha applicato una nuova procedura e l'applicherà anche nelle altre sedi.",
    ),
    (
        ALL,
        "Implementando queste misure, l'azienda ridurrà i costi.",
        "Applicando queste misure, l'azienda ridurrà i costi.",
    ),
    (
        (C, P),
        "L'implementazione richiede tempo, e le implementazioni successive saranno più rapide.",
        "L'applicazione richiede tempo, e le introduzioni successive saranno più rapide.",
    ),
    (
        (A,),
        "L'implementazione richiede tempo, e le implementazioni successive saranno più rapide.",
        "L'applicazione richiede tempo, e le attuazioni successive saranno più rapide.",
    ),
    (
        ALL,
        "Negli ultimi anni le vendite sono incrementate e gli incrementi continueranno.",
        "Negli ultimi anni le vendite sono aumentate e gli aumenti continueranno.",
    ),
    (
        ALL,
        "Il comune potenzierà il servizio di autobus e ha già potenziato le linee notturne.",
        "Il comune rafforzerà il servizio di autobus e ha già rafforzato le linee notturne.",
    ),
    (
        ALL,
        "Questo strumento concretizza le idee e concretizzerebbe anche i progetti più ambiziosi.",
        "Questo strumento realizza le idee e realizzerebbe anche i progetti più ambiziosi.",
    ),
    (
        ALL,
        "Se il comune potenziasse le linee, guadagneremmo tempo.",
        "Se il comune rafforzasse le linee, guadagneremmo tempo.",
    ),
    (ALL, "Marco intraprende una nuova carriera.", "Marco inizia una nuova carriera."),
    (
        (C, P),
        "Le misure mitigano i rischi e mitigheranno gli effetti del caldo.",
        "Le misure riducono i rischi e limiteranno gli effetti del caldo.",
    ),
    (
        (A,),
        "Le misure mitigano i rischi e mitigheranno gli effetti del caldo.",
        "Le misure attenuano i rischi e attenueranno gli effetti del caldo.",
    ),
    (
        ALL,
        "La regione fronteggia una crisi idrica e la fronteggerà con nuovi invasi.",
        "La regione affronta una crisi idrica e l'affronterà con nuovi invasi.",
    ),
    (
        (C,),
        "Sorseggiando un caffè, potrete assaporare la vista sul lago.",
        "Bevendo un caffè, potrete gustare la vista sul lago.",
    ),
    (
        (A, P),
        "Sorseggiando un caffè, potrete assaporare la vista sul lago.",
        "Sorseggiando un caffè, potrete gustare la vista sul lago.",
    ),
    (
        ALL,
        "Dalla crisi scaturiscono nuove idee, e da qui è scaturito il progetto.",
        "Dalla crisi nascono nuove idee, e da qui è nato il progetto.",
    ),
    (
        (C, P),
        "Il saggio sviscera il tema della memoria.",
        "Il saggio analizza a fondo il tema della memoria.",
    ),
    (
        (A,),
        "Il saggio sviscera il tema della memoria.",
        "Il saggio esamina a fondo il tema della memoria.",
    ),
    (
        (C,),
        "Gli uffici espletano le pratiche in pochi giorni.",
        "Gli uffici sbrigano le pratiche in pochi giorni.",
    ),
    (
        (A, P),
        "Gli uffici espletano le pratiche in pochi giorni.",
        "Gli uffici svolgono le pratiche in pochi giorni.",
    ),
    (
        ALL,
        "È difficile reperire informazioni affidabili, ma le abbiamo reperite.",
        "È difficile trovare informazioni affidabili, ma le abbiamo trovate.",
    ),
    (
        ALL,
        "Dettagli dorati impreziosiscono la facciata, impreziosita da stucchi.",
        "Dettagli dorati arricchiscono la facciata, arricchita da stucchi.",
    ),
    (
        (C, P),
        "Ho redatto il verbale della riunione e lo redigerò anche la prossima volta.",
        "Ho scritto il verbale della riunione e lo scriverò anche la prossima volta.",
    ),
    (
        (A,),
        "Ho redatto il verbale della riunione e lo redigerò anche la prossima volta.",
        "Ho redatto il verbale della riunione e lo redigerò anche la prossima volta.",
    ),
    (ALL, "L'ente elargisce contributi alle famiglie.", "L'ente dà contributi alle famiglie."),
    (
        (C, P),
        "L'azienda si avvale della consulenza di esperti.",
        "L'azienda si serve della consulenza di esperti.",
    ),
    (
        (A,),
        "L'azienda si avvale della consulenza di esperti.",
        "L'azienda si avvale della consulenza di esperti.",
    ),
    ((C, P), "Siamo pervenuti a una conclusione.", "Siamo arrivati a una conclusione."),
    ((A,), "Siamo pervenuti a una conclusione.", "Siamo pervenuti a una conclusione."),
    (
        ALL,
        "Il modulo esplica la sua funzione senza problemi.",
        "Il modulo esercita la sua funzione senza problemi.",
    ),
    ((C, P), "Il campanile svetta sul borgo.", "Il campanile spicca sul borgo."),
    ((A,), "Il campanile svetta sul borgo.", "Il campanile svetta sul borgo."),
    (ALL, "I turni si avvicendano ogni otto ore.", "I turni si alternano ogni otto ore."),
    (
        (C, P),
        "Questo ecosistema è fragile e quell'ecosistema no.",
        "Questo ambiente è fragile e quell'ambiente no.",
    ),
    (
        (A,),
        "Questo ecosistema è fragile e quell'ecosistema no.",
        "Questo ecosistema è fragile e quell'ecosistema no.",
    ),
    (
        (C, P),
        "Il binomio tra vino e cibo funziona: i binomi più riusciti sono locali.",
        "L'abbinamento tra vino e cibo funziona: gli abbinamenti più riusciti sono locali.",
    ),
    (
        (A,),
        "Il binomio tra vino e cibo funziona: i binomi più riusciti sono locali.",
        "Il binomio tra vino e cibo funziona: i binomi più riusciti sono locali.",
    ),
    (
        ALL,
        "La quintessenza dell'eleganza, con dovizia di particolari.",
        "L'essenza dell'eleganza, con abbondanza di particolari.",
    ),
    (
        ALL,
        "Le criticità emerse riguardano la sicurezza; una criticità è il costo.",
        "Le difficoltà emerse riguardano la sicurezza; una difficoltà è il costo.",
    ),
    (
        ALL,
        "Le sinergie tra i reparti sono evidenti.",
        "Le collaborazioni tra i reparti sono evidenti.",
    ),
    (
        ALL,
        "Lo studio offre un'attenta disamina delle fonti.",
        "Lo studio offre un'attenta analisi delle fonti.",
    ),
    (
        ALL,
        "Si registra un decremento delle vendite e i decrementi proseguono.",
        "Si registra un calo delle vendite e i cali proseguono.",
    ),
    (
        (C, P),
        "Un tema di grande rilevanza, con ripercussioni sul lavoro.",
        "Un tema di grande importanza, con conseguenze sul lavoro.",
    ),
    (
        (A,),
        "Un tema di grande rilevanza, con ripercussioni sul lavoro.",
        "Un tema di grande rilevanza, con conseguenze sul lavoro.",
    ),
    # "monitoraggio" is the ordinary word ("Il monitoraggio segnala …", review r8 it-r8-06)
    (
        ALL,
        "Il monitoraggio dei consumi è essenziale.",
        "Il monitoraggio dei consumi è essenziale.",
    ),
    (ALL, "Ogni sfaccettatura del carattere emerge.", "Ogni sfumatura del carattere emerge."),
    (ALL, "Il punto nevralgico della città è la piazza.", "Il centro della città è la piazza."),
    (
        ALL,
        "Il disco è una commistione di generi e le commistioni funzionano.",
        "Il disco è una mescolanza di generi e le mescolanze funzionano.",
    ),
    (
        (C, P),
        "La dicotomia tra natura e cultura è antica.",
        "La contrapposizione tra natura e cultura è antica.",
    ),
    (
        (A,),
        "La dicotomia tra natura e cultura è antica.",
        "La dicotomia tra natura e cultura è antica.",
    ),
]

_ALL_EXACT_R8 = [(tone, text, expected) for tones, text, expected in EXACT_R8 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R8)
def test_exact_cases_r8(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Homographs and longer words no entry may touch: the words whose forms are also nouns or
# adjectives are not entries ("ultimi", "palesi", "esplicita", "vaglio", "incentivo", "favorito",
# "chiarificato", "incarnato", "rivoluzioni", "sfide"), a verb no one plain word replaces in every
# context ("ottimizzare i costi" is not "migliorare i costi"), and a form inside a longer word.
UNTOUCHED_R8 = [
    "Negli ultimi anni le rivoluzioni industriali hanno cambiato il paesaggio.",
    "Gli errori erano palesi e la richiesta era esplicita.",
    "La proposta è al vaglio della commissione.",
    "Lo Stato prevede un incentivo fiscale per le famiglie.",
    "Il mio film favorito è ancora quello.",
    "Sciogliete il burro chiarificato in una padella.",
    "Una crema per un incarnato luminoso.",
    "L'ottimizzazione del codice richiede tempo.",
    "Questo software ottimizza i costi.",
    "Il reperto è esposto al museo.",
    "Ho ricevuto una risposta tempestiva.",
    "Le sfide del prossimo anno sono molte.",
    "Il campanile sfidava il cielo.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED_R8)
def test_homographs_and_longer_words_are_left_alone_r8(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


def test_a_form_in_two_slots_with_two_replacements_is_left_or_given_a_fitting_option() -> None:
    # "intraprese": passato remoto and feminine plural participle ("iniziò" / "iniziate")
    text = "Marco intraprese gli studi di medicina."
    assert rewrite_text(text, Tone.CASUAL, IT) == text
    # "sfocia": present and imperative; "finire" has two forms there, "terminare" one
    assert (
        rewrite_text("La strada sfocia in una piazza.", Tone.CASUAL, IT)
        == "La strada termina in una piazza."
    )


# Review r8: "il momento che aspettavamo" is a relative clause (it-r8-02); a period of time is
# "decisivo", not "centrale" (it-r8-08); "parlarne solo in termini di numeri" stays (it-r8-09).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "È arrivato il momento che aspettavamo tutti.",
            "È arrivato il momento che aspettavamo tutti.",
        ),
        ("È arrivato il momento di ripartire.", "È ora di ripartire."),
        ("È arrivato il momento che tutti collaborino.", "È ora che tutti collaborino."),
        (
            "Le prime settimane sono un periodo cruciale per il cucciolo.",
            "Le prime settimane sono un periodo delicato per il cucciolo.",
        ),
        (
            "Sarebbe riduttivo parlarne solo in termini di numeri.",
            "Sarebbe riduttivo parlarne solo in termini di numeri.",
        ),
    ],
)
def test_review_r8_cases(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, Language.IT) == expected


def test_a_cut_never_leaves_ma_with_an_infinitive_alone() -> None:
    """ "non significa rinunciare a tutto, ma trovare …" is one thought: "Ma trovare …" alone is
    a fragment (the rhythm measured over the whole text cut there, assistant_it d19)."""
    text = (
        "Risparmiare non significa rinunciare a tutto, ma trovare il giusto equilibrio tra le "
        "spese di oggi e i progetti di domani."
    )
    for tone in Tone:
        assert ". Ma trovare" not in rewrite_text(text, tone, Language.IT)


# Review r8, data: "a tal fine" states a purpose ("per questo" is a cause, it-r8-03), "a tale
# proposito" a topic; the academic register keeps "alla luce di" and "si propone di"; a
# monitoring system stays "il monitoraggio" (it-r8-06).
EXACT_R8_DATA: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        (C,),
        "Vogliamo ridurre i consumi. A tal fine, verranno installati nuovi pannelli sul tetto.",
        "Vogliamo ridurre i consumi. Per farlo, verranno installati nuovi pannelli sul tetto.",
    ),
    (
        (P,),
        "Vogliamo ridurre i consumi. A tal fine, verranno installati nuovi pannelli sul tetto.",
        "Vogliamo ridurre i consumi. Con questo obiettivo, verranno installati nuovi pannelli sul"
        " tetto.",
    ),
    (
        (A,),
        "Vogliamo ridurre i consumi. A tal fine, verranno installati nuovi pannelli sul tetto.",
        "Vogliamo ridurre i consumi. A tal fine, verranno installati nuovi pannelli sul tetto.",
    ),
    (
        (P,),
        "Il tema è delicato. A tale proposito, la commissione ha chiesto un parere.",
        "Il tema è delicato. In proposito, la commissione ha chiesto un parere.",
    ),
    (
        (A,),
        "Alla luce di tali considerazioni, il presente elaborato si propone di analizzare il"
        " fenomeno.",
        "Alla luce di tali considerazioni, il presente elaborato si propone di analizzare il"
        " fenomeno.",
    ),
    (
        (P,),
        "Alla luce di tali considerazioni, il presente elaborato si propone di analizzare il"
        " fenomeno.",
        "In base a tali considerazioni, il presente elaborato esamina il fenomeno.",
    ),
    (
        (A,),
        "Alla luce dei risultati ottenuti, il modello va rivisto.",
        "Alla luce dei risultati ottenuti, il modello va rivisto.",
    ),
    (
        ALL,
        "09:17 – Il monitoraggio segnala un aumento degli errori 500 sul backend.",
        "09:17 – Il monitoraggio segnala un aumento degli errori 500 sul backend.",
    ),
]

_ALL_EXACT_R8_DATA = [
    (tone, text, expected) for tones, text, expected in EXACT_R8_DATA for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R8_DATA)
def test_exact_cases_r8_data(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Review r8, hype phrases in their usual variants and closing morals: the signpost goes and its
# connector stays (it-r8-07); "più … che mai" (it-r8-04); "una vera iniezione di" (it-r8-05);
# "grazie per essere parte di questo percorso", "…, nessuna sorpresa", "un vero cambio di passo"
# (it-r8-01); "è un'emozione unica" (it-r8-08); "che, senza esagerare, possiamo definire"
# (it-r8-09).
EXACT_R8_HYPE: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        (A, P),
        "È importante sottolineare, tuttavia, che Weber non considera Lutero un ispiratore.",
        "Tuttavia, Weber non considera Lutero un ispiratore.",
    ),
    (
        (A, P),
        "È tuttavia importante notare che i dati sono parziali.",
        "Tuttavia, i dati sono parziali.",
    ),
    (
        ALL,
        "In un periodo difficile, la nostra attività è più necessaria che mai.",
        "In un periodo difficile, la nostra attività è ancora più necessaria.",
    ),
    (
        ALL,
        "Dopo l'infortunio, la squadra è tornata più forte che mai.",
        "Dopo l'infortunio, la squadra è tornata ancora più forte.",
    ),
    (ALL, "Il suo messaggio è più che mai attuale.", "Il suo messaggio è ancora più attuale."),
    (
        ALL,
        "Oggi più che mai abbiamo bisogno di volontari.",
        "Oggi abbiamo bisogno di volontari.",
    ),
    (ALL, "Non l'ho mai vista così felice.", "Non l'ho mai vista così felice."),
    (
        ALL,
        "Sono andata a Faenza, ed è stata una vera iniezione di ispirazione.",
        "Sono andata a Faenza, ed è stata una grande fonte d'ispirazione.",
    ),
    (
        (C,),
        "La vittoria ha dato alla squadra un'iniezione di fiducia.",
        "La vittoria ha dato alla squadra una bella dose di fiducia.",
    ),
    (
        (P,),
        "La vittoria ha dato alla squadra un'iniezione di fiducia.",
        "La vittoria ha dato alla squadra una buona dose di fiducia.",
    ),
    (
        ALL,
        "Il paziente ha ricevuto un'iniezione di insulina.",
        "Il paziente ha ricevuto un'iniezione di insulina.",
    ),
    (
        ALL,
        "La banca centrale ha deciso una nuova iniezione di liquidità.",
        "La banca centrale ha deciso una nuova iniezione di liquidità.",
    ),
    (
        (C, P),
        "Oltre 1.200 aziende scelgono Turnify: grazie per essere parte di questo percorso!",
        "Oltre 1.200 aziende scelgono Turnify: grazie di essere con noi!",
    ),
    (ALL, "Nessun tracciamento continuo, nessuna sorpresa.", "Nessun tracciamento continuo."),
    (ALL, "Niente costi nascosti, niente sorprese.", "Niente costi nascosti."),
    (
        ALL,
        "Abbiamo controllato tutto, nessuna sorpresa.",
        "Abbiamo controllato tutto, nessuna sorpresa.",
    ),
    (
        ALL,
        "È un vero cambio di passo nel modo in cui gestite gli orari.",
        "È una svolta nel modo in cui gestite gli orari.",
    ),
    (
        ALL,
        "In salita ha fatto un cambio di passo e ha staccato il gruppo.",
        "In salita ha fatto un cambio di passo e ha staccato il gruppo.",
    ),
    (
        ALL,
        "Accogliere un cucciolo in casa è un'emozione unica, ma comporta grandi responsabilità.",
        "Accogliere un cucciolo in casa è una gioia, ma comporta grandi responsabilità.",
    ),
    (ALL, "Vivere un'emozione unica è possibile.", "Vivere un'emozione unica è possibile."),
    (
        ALL,
        "Vi accolgo per un momento che, senza esagerare, possiamo definire storico per tutti.",
        "Vi accolgo per un momento storico per tutti.",
    ),
    # closing morals go where a paragraph ends, and stay inside one
    (
        ALL,
        "Portalo fuori ogni 2 ore.\n\nPazienza, costanza e tanto affetto sono la chiave di tutto.",
        "Portalo fuori ogni 2 ore.",
    ),
    (
        ALL,
        "Basta avere voglia di sporcarsi le mani. Ogni pezzo, anche il più imperfetto, racconta"
        " qualcosa di voi.",
        "Basta avere voglia di sporcarsi le mani.",
    ),
    (
        ALL,
        "Chiamaci allo 091 555 23 47.\n\nFare volontariato non significa solo donare il proprio"
        " tempo: significa costruire una comunità più solidale.",
        "Chiamaci allo 091 555 23 47.",
    ),
    (
        ALL,
        "Venite a trovarci. Perché una comunità che legge è una comunità più libera e più unita.",
        "Venite a trovarci.",
    ),
    (
        ALL,
        "Una comunità che legge è una comunità più libera. Per questo apriamo la biblioteca.",
        "Una comunità che legge è una comunità più libera. Per questo apriamo la biblioteca.",
    ),
]

_ALL_EXACT_R8_HYPE = [
    (tone, text, expected) for tones, text, expected in EXACT_R8_HYPE for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R8_HYPE)
def test_exact_cases_r8_hype(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Review r8, structures: the signpost before a subjunctive in -i / -ino of a listed -are verb goes
# and the verb becomes indicative (it-r8-03); "non sarà solo una questione di X ma di Y" keeps both
# (it-r8-02); "Non inauguriamo semplicemente un edificio. Inauguriamo …" (it-r8-09).
EXACT_R8_STRUCTURES: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        ALL,
        "È opportuno sottolineare come l'isola di calore non rappresenti soltanto un problema"
        " climatico.",
        "L'isola di calore non rappresenta soltanto un problema climatico.",
    ),
    (
        ALL,
        "È importante notare come i dati raccolti confermino l'ipotesi.",
        "I dati raccolti confermano l'ipotesi.",
    ),
    (
        ALL,
        "È importante notare come gli aumenti dei prezzi pesino sulle famiglie.",
        "È importante notare come gli aumenti dei prezzi pesino sulle famiglie.",
    ),
    (
        (C, P),
        "Quest'anno non sarà solo una questione di chilometri ma di amicizia e fatica condivisa.",
        "Quest'anno sarà una questione di chilometri, ma soprattutto di amicizia e fatica"
        " condivisa.",
    ),
    (
        ALL,
        "Non è solo una questione di soldi, ma di principio.",
        "È una questione di soldi, ma soprattutto di principio.",
    ),
    (
        ALL,
        "Oggi non inauguriamo semplicemente un edificio. Inauguriamo un presidio culturale.",
        "Oggi inauguriamo più di un edificio. Inauguriamo un presidio culturale.",
    ),
    (
        ALL,
        "Non vendiamo solo un prodotto. Offriamo anche assistenza.",
        "Non vendiamo solo un prodotto. Offriamo anche assistenza.",
    ),
]

_ALL_EXACT_R8_STRUCTURES = [
    (tone, text, expected) for tones, text, expected in EXACT_R8_STRUCTURES for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R8_STRUCTURES)
def test_exact_cases_r8_structures(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# -- round 9: deeper data --------------------------------------------------------------------------

EXACT_R9 = [
    (
        ALL,
        "Il nuovo sistema è stabile e rappresenta un passo avanti per l'azienda.",
        "Il nuovo sistema è stabile ed è un passo avanti per l'azienda.",
    ),
    (
        (C, P),
        "Il nuovo sistema risulta più efficiente del vecchio.",
        "Il nuovo sistema è più efficiente del vecchio.",
    ),
    (
        ALL,
        "Nel panorama digitale odierno, le aziende devono adattarsi ai cambiamenti del mercato.",
        "Oggi, nel settore digitale, le aziende devono adattarsi ai cambiamenti del mercato.",
    ),
    (ALL, "Dobbiamo prendere una decisione entro venerdì.", "Dobbiamo decidere entro venerdì."),
    (
        ALL,
        "Abbiamo preso la decisione di chiudere la sede entro dicembre.",
        "Abbiamo deciso di chiudere la sede entro dicembre.",
    ),
    (
        (C, P),
        "Il Comune mette a disposizione una navetta gratuita per i residenti.",
        "Il Comune offre una navetta gratuita per i residenti.",
    ),
    (
        (C, P),
        "I materiali messi a disposizione dal docente sono online.",
        "I materiali offerti dal docente sono online.",
    ),
    (
        (C, P),
        "Marco si reca in ufficio ogni mattina.",
        "Marco va in ufficio ogni mattina.",
    ),
    (
        (C, P),
        "Questa tipologia di intervento offre nuove opportunità ai giovani.",
        "Questo tipo di intervento offre nuove occasioni ai giovani.",
    ),
    (
        (C, P),
        "Diverse tipologie di clienti usano il servizio.",
        "Diversi tipi di clienti usano il servizio.",
    ),
    (
        (C, P),
        "I dati vengono aggiornati costantemente e il sito è costantemente aggiornato.",
        "I dati vengono aggiornati di continuo e il sito è sempre aggiornato.",
    ),
    (
        (C, P),
        "I documenti sono accessibili esclusivamente ai dipendenti autorizzati.",
        "I documenti sono accessibili solo ai dipendenti autorizzati.",
    ),
    (
        (C,),
        "Questa soluzione consente di risparmiare tempo. Non è consentito fumare nei locali.",
        "Questa soluzione permette di risparmiare tempo. Non è permesso fumare nei locali.",
    ),
    (
        (C, P),
        "L'hotel è ubicato nel centro storico e ha soffitti elevati.",
        "L'hotel è situato nel centro storico e ha soffitti alti.",
    ),
    (
        (C, P),
        "Si tratta di un ulteriore passo. Per ulteriori informazioni e ulteriori dettagli"
        " scriveteci.",
        "Si tratta di un altro passo. Per altre informazioni e altri dettagli scriveteci.",
    ),
    (
        (C, P),
        "Tali misure sono utili. Tali interventi sono stati approvati ieri dal consiglio.",
        "Queste misure sono utili. Questi interventi sono stati approvati ieri dal consiglio.",
    ),
    (
        (C, P),
        "Abbiamo incontrato il direttore, il quale ci ha spiegato il progetto.",
        "Abbiamo incontrato il direttore, che ci ha spiegato il progetto.",
    ),
    (
        (C,),
        "È possibile prenotare online.",
        "Si può prenotare online.",
    ),
    (
        (A,),
        "Inoltre, il gruppo ha preparato un rapporto. Inoltre, abbiamo fissato una riunione."
        " Inoltre, il riscontro dei clienti è stato positivo.",
        "Va aggiunto che il gruppo ha preparato un rapporto. Accanto a ciò, abbiamo fissato una"
        " riunione. Oltre a ciò, il riscontro dei clienti è stato positivo.",
    ),
]

_ALL_EXACT_R9 = [(tone, text, expected) for tones, text, expected in EXACT_R9 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R9)
def test_exact_cases_r9(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


UNTOUCHED_R9 = [
    "Il Comune mette a disposizione dei residenti una navetta gratuita.",
    "Le tariffe agevolate restano invariate per gli studenti.",
    "Dal registro risulta più di un pagamento.",
    "Ne risulta più fiducia nel sistema.",
    "Ci si reca al museo in autobus.",
    "Abbiamo preso una decisione importante.",
    "Il problema è tale da richiedere un intervento.",
    "Tale sistema funziona bene.",
    "Un tale di nome Mario è passato.",
    "È la persona per la quale lavoro.",
    "Ci è possibile fare di più.",
    "Non è possibile iscriversi dopo il 10 marzo.",
    "Le pari opportunità sono un diritto.",
    "Possono condurre i carrelli elevatori solo i dipendenti formati.",
    "Il numero va elevato al quadrato.",
    "Per chi deve recarsi presso un'ambasciata la zona è comoda.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED_R9)
def test_homographs_and_qualified_phrases_are_left_alone_r9(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


HOMOGRAPHS_R9 = [
    "Una tecnologia all'avanguardia per l'ultima volta.",
    "La tutela dei dati personali è un obbligo.",
    "Gli incentivi per le imprese restano in vigore.",
    "Quanto ai costi, il progetto è sostenibile.",  # r10: "In termini di" now changes
    "Serve una richiesta esplicita del cliente.",
    "Il museo ospita ritratti di personaggi illustri.",
    "Le visioni dei fondatori erano diverse.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", HOMOGRAPHS_R9)
def test_nouns_and_adjectives_that_are_also_verb_forms_stay_r9(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


# split10: over-long sentences cut where a native writer would start a new one; each entry has a
# case where it cuts and a near one where it must not (a list, a summing-up "sono", no verb).
SURVEY = (
    "I risultati del sondaggio che abbiamo fatto tra gli abitanti del quartiere durante l'estate "
    "sono chiari"
)
TEAM = (
    "Il nostro gruppo ha finito i test della nuova applicazione durante l'ultima settimana di marzo"
)
WISHES = (
    "Strade più sicure, autobus più frequenti, piste ciclabili continue e parcheggi di scambio "
    "ben collegati"
)
SPLIT10 = [
    (
        C,
        f"{SURVEY}: la maggior parte delle persone vuole più verde e meno auto.",
        f"{SURVEY}. La maggior parte delle persone vuole più verde e meno auto.",
    ),
    (
        C,
        f"{SURVEY}: più verde, meno auto e marciapiedi migliori per tutti.",
        f"{SURVEY}: più verde, meno auto e marciapiedi migliori per tutti.",
    ),
    (
        C,
        f"{WISHES}: sono gli interventi che chiediamo al comune da anni.",
        f"{WISHES}: sono gli interventi che chiediamo al comune da anni.",
    ),
    (
        C,
        f"{TEAM}, e i primi clienti hanno cominciato a usarla subito dopo la presentazione.",
        f"{TEAM}. E i primi clienti hanno cominciato a usarla subito dopo la presentazione.",
    ),
    (
        C,
        f"{TEAM}, e pure quelli del pannello di controllo che i clienti usano ogni giorno.",
        f"{TEAM}, e pure quelli del pannello di controllo che i clienti usano ogni giorno.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SPLIT10)
def test_split10(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(machine(text), tone, IT) == expected


def test_split10_formal_tones_cut_before_e_without_the_conjunction() -> None:
    text = (
        f"{TEAM} di quest'anno, e i primi clienti hanno cominciato a usarla subito dopo la "
        "presentazione."
    )
    assert rewrite_text(machine(text), P, IT) == (
        f"{TEAM} di quest'anno. I primi clienti hanno cominciato a usarla subito dopo la "
        "presentazione."
    )


# An academic text joins a sentence and the one that goes on about it (a demonstrative) with a
# semicolon; the other tones keep them apart.
ACADEMIC_JOIN = (
    "Il campione, tratto dal censimento, comprendeva quaranta famiglie di due distretti "
    "rurali. Questo limita la portata delle conclusioni dello studio. Nella primavera di "
    "quell'anno, abbiamo svolto le interviste. Due ricercatrici hanno codificato le "
    "risposte separatamente."
)


def test_an_academic_text_joins_a_sentence_and_its_follow_up_with_a_semicolon() -> None:
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.ACADEMIC, IT) == (
        "Il campione, tratto dal censimento, comprendeva quaranta famiglie di due distretti "
        "rurali; questo limita la portata delle conclusioni dello studio. Nella primavera di "
        "quell'anno, abbiamo svolto le interviste. Due ricercatrici hanno codificato le "
        "risposte separatamente."
    )
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.PROFESSIONAL, IT) == ACADEMIC_JOIN


# Round 10: machine Italian of other genres (encyclopedia, news, how-to) and of reviews. Each
# entry has a case where it fires and a near miss where it must not.
EXACT_R10 = [
    (
        (C,),
        "La lingua ufficiale è l'italiano, tuttavia è diffuso anche il friulano.",
        "La lingua ufficiale è l'italiano, però è diffuso anche il friulano.",
    ),
    (
        (C, P),
        "I lavori di scavo sono tuttora in corso.",
        "I lavori di scavo sono ancora in corso.",
    ),
    ((C,), "La villa è tuttora abitata.", "La villa è ancora oggi abitata."),
    (
        (C, P),
        "Secondo quanto riportato da fonti locali, il traghetto è partito in ritardo.",
        "Secondo fonti locali, il traghetto è partito in ritardo.",
    ),
    (
        (C, P),
        "Stando a quanto riferito dalla questura, nessuno è rimasto ferito.",
        # round 11: the source moves after its claim, with a comma
        "Nessuno è rimasto ferito, secondo la questura.",
    ),
    (
        (C, P),
        "Secondo quanto dichiarato dal sindaco, la piscina riaprirà in primavera.",
        "La piscina riaprirà in primavera, secondo il sindaco.",
    ),
    (
        (C, P),
        "Secondo quanto comunicato dall'azienda, le consegne riprendono lunedì.",
        "Le consegne riprendono lunedì, secondo l'azienda.",
    ),
    (
        (C, P),
        "Il liutaio è ampiamente riconosciuto come uno dei maestri della sua epoca.",
        "Il liutaio è considerato da molti uno dei maestri della sua epoca.",
    ),
    (
        ALL,
        "Quel film ha lasciato un'impronta indelebile nella storia del cinema muto.",
        "Quel film ha lasciato un segno profondo nella storia del cinema muto.",
    ),
    (
        ALL,
        "Il duomo rappresenta uno dei principali esempi di romanico lombardo.",
        "Il duomo è uno dei principali esempi di romanico lombardo.",
    ),
    (
        ALL,
        "La sagra costituisce uno degli appuntamenti più attesi della valle.",
        "La sagra è uno degli appuntamenti più attesi della valle.",
    ),
    (
        (C, P),
        "La guida è stata paziente durante tutto il viaggio.",
        "La guida è stata paziente per tutto il viaggio.",
    ),
    (
        (C, P),
        "Il rifugio si trova in una posizione molto panoramica.",
        "Il rifugio si trova in posizione molto panoramica.",
    ),
    (
        (C, P),
        "L'ostello è situato in una posizione ottima per girare a piedi.",
        "L'ostello è situato in ottima posizione per girare a piedi.",
    ),
    (
        (C, P),
        "Una volta fatto ciò, lascia lievitare la pasta in un luogo tiepido.",
        "Fatto questo, lascia lievitare la pasta in un luogo tiepido.",
    ),
    (
        (C, P),
        "È consigliabile spegnere la caldaia prima di smontare il filtro.",
        "Conviene spegnere la caldaia prima di smontare il filtro.",
    ),
    (
        (P,),
        "Con la nebbia è quindi consigliabile ridurre la velocità.",
        "Con la nebbia conviene quindi ridurre la velocità.",
    ),
    (
        (P,),
        "Sarebbe consigliabile rivolgersi a un elettricista.",
        "Converrebbe rivolgersi a un elettricista.",
    ),
    (
        (C, P),
        "Un consiglio utile è quello di etichettare ogni barattolo.",
        "Conviene etichettare ogni barattolo.",
    ),
    (
        (P,),
        "Con un po' di esercizio, sarai in grado di montare la tenda da solo.",
        "Con un po' di esercizio, potrai montare la tenda da solo.",
    ),
    (
        (C, P),
        "La verniciatura è fondamentale per garantire la buona riuscita del restauro.",
        "La verniciatura è essenziale per la buona riuscita del restauro.",
    ),
    (
        (C, P),
        "Il piano regolatore prevede la realizzazione di una nuova piazza.",
        "Il piano regolatore prevede una nuova piazza.",
    ),
    (
        (C, P),
        "Le stanze del secondo piano erano alquanto buie.",
        "Le stanze del secondo piano erano piuttosto buie.",
    ),
]

EXACT_R10 += [
    (
        ALL,
        "Lo scopo del corso è quello di insegnare le basi della vela.",
        "Lo scopo del corso è insegnare le basi della vela.",
    ),
    (
        (C, P),
        "La rassegna ha visto la partecipazione di oltre trenta compagnie teatrali.",
        "La rassegna ha riunito oltre trenta compagnie teatrali.",
    ),
    (
        (P,),
        "La nebbia si verifica soprattutto nelle mattine d'inverno.",
        "La nebbia avviene soprattutto nelle mattine d'inverno.",
    ),
    (
        (C,),
        "Le valanghe si verificano quando la neve fresca non aderisce.",
        "Le valanghe succedono quando la neve fresca non aderisce.",
    ),
    (
        (C, P),
        "Il rientro in città è stato difficoltoso.",
        "Il rientro in città è stato difficile.",
    ),
    (
        (C,),
        "Le guide si sono dimostrate preparate e il custode si è dimostrato gentile.",
        "Le guide sono state preparate e il custode è stato gentile.",
    ),
]

_ALL_EXACT_R10 = [(tone, text, expected) for tones, text, expected in EXACT_R10 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10)
def test_exact_cases_r10(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


UNTOUCHED_R10 = [
    "Scrivete il nome con un pennarello a inchiostro indelebile.",
    "Il dipinto rappresenta uno dei momenti più drammatici della Passione.",
    "Il ritratto rappresenta uno dei principali esponenti del Futurismo.",
    "Durante tutti gli anni di scuola ho giocato a calcio.",
    "Dopo la fusione il gruppo si è trovato in una posizione difficile.",
    "Non è consigliabile lasciare il cane da solo in auto.",
    "È consigliabile l'uso di guanti.",
    "Il consiglio utile è arrivato troppo tardi.",
    "Senza la password non sarai in grado di accedere.",
    "Sono stati stanziati fondi per la realizzazione di una nuova scuola.",
    "Il tema della festa è stato scelto con largo anticipo.",
    "Il mio obiettivo è quello di mio padre.",
    "La cerimonia ha visto la partecipazione del ministro.",
    "Prima di partire si verifica che il gancio sia chiuso.",
    "Ogni mese si verifica il livello dell'olio.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED_R10)
def test_near_misses_are_left_alone_r10(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Il volume offre una panoramica completa della storia della città.",
            "Il volume dà un quadro completo della storia della città.",
        ),
        (
            "I due saggi forniscono una panoramica dettagliata del periodo.",
            "I due saggi danno un quadro dettagliato del periodo.",
        ),
        # a literal "posizione strategica" (a harbour, a fortress) keeps its sense (round 11:
        # the reason moves after the main clause)
        (
            "Grazie alla sua posizione strategica, il porto divenne un centro di scambi.",
            "Il porto divenne un centro di scambi grazie alla sua posizione strategica.",
        ),
    ],
)
def test_an_overview_keeps_the_sense_of_its_adjective(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.PROFESSIONAL, IT) == expected


# -- participial tails in the tense of their clause ----------------------------------------------
# ", rendendo …" → ", il che rende / rendeva / ha reso / rese / renderà …": the clausal relative
# takes the whole clause before it, in that clause's tense (casual may say "e questo …").

EXACT_TAILS = [
    # rendendo
    (
        "La sala è luminosa e tranquilla, rendendo piacevole studiare fino a sera.",
        "La sala è luminosa e tranquilla, il che rende piacevole studiare fino a sera.",
    ),
    (
        "Il riscaldamento era guasto, rendendo gelide le serate di gennaio.",
        "Il riscaldamento era guasto, il che rendeva gelide le serate di gennaio.",
    ),
    (
        "La guida è stata chiarissima, rendendo facile seguire il percorso.",
        "La guida è stata chiarissima, il che ha reso facile seguire il percorso.",
    ),
    (
        "Il traghetto è partito con un'ora di ritardo, rendendo inutile la corsa al porto.",
        "Il traghetto è partito con un'ora di ritardo, il che ha reso inutile la corsa al porto.",
    ),
    (
        "L'inverno fu lunghissimo, rendendo scarsi i raccolti della valle.",
        "L'inverno fu lunghissimo, il che rese scarsi i raccolti della valle.",
    ),
    (
        "La strada sarà chiusa per lavori, rendendo più lungo il tragitto verso il lago.",
        "La strada sarà chiusa per lavori, il che renderà più lungo il tragitto verso il lago.",
    ),
    # rendendolo / rendendola …: the clitic goes before the verb, the participle agrees with it
    (
        "Il giardino è ampio, rendendolo perfetto per le feste all'aperto.",
        "Il giardino è ampio, il che lo rende perfetto per le feste all'aperto.",
    ),
    (
        "La cucina era piccola, rendendola scomoda per cucinare in quattro.",
        "La cucina era piccola, il che la rendeva scomoda per cucinare in quattro.",
    ),
    (
        "La torre fu alzata di due piani, rendendola visibile da tutta la pianura.",
        "La torre fu alzata di due piani, il che la rese visibile da tutta la pianura.",
    ),
    (
        "I sentieri saranno segnati di nuovo, rendendoli sicuri anche d'inverno.",
        "I sentieri saranno segnati di nuovo, il che li renderà sicuri anche d'inverno.",
    ),
    (
        "Il laboratorio ha cambiato fornitore, rendendolo meno caro per gli studenti.",
        "Il laboratorio ha cambiato fornitore, il che l'ha reso meno caro per gli studenti.",
    ),
    (
        "Il comune ha restaurato la fontana, rendendola di nuovo funzionante.",
        "Il comune ha restaurato la fontana, il che l'ha resa di nuovo funzionante.",
    ),
    (
        "La scuola ha imbiancato i corridoi, rendendoli più allegri.",
        "La scuola ha imbiancato i corridoi, il che li ha resi più allegri.",
    ),
    (
        "Il museo ha spostato le sale egizie, rendendole più facili da trovare.",
        "Il museo ha spostato le sale egizie, il che le ha rese più facili da trovare.",
    ),
    # permettendo
    (
        "La biblioteca resta aperta fino a mezzanotte, permettendo agli studenti di ripassare.",
        "La biblioteca resta aperta fino a mezzanotte, il che permette agli studenti di ripassare.",
    ),
    (
        "Il treno notturno aveva una carrozza letto, permettendo di arrivare riposati.",
        "Il treno notturno aveva una carrozza letto, il che permetteva di arrivare riposati.",
    ),
    (
        "Il quartiere ha aperto un nuovo asilo, permettendo a molti genitori di lavorare.",
        "Il quartiere ha aperto un nuovo asilo, il che ha permesso a molti genitori di lavorare.",
    ),
    (
        "Il ponte fu costruito in pietra, permettendo ai carri di attraversare il fiume.",
        "Il ponte fu costruito in pietra, il che permise ai carri di attraversare il fiume.",
    ),
    (
        "La palestra sarà aperta anche la domenica, permettendo a tutti di allenarsi.",
        "La palestra sarà aperta anche la domenica, il che permetterà a tutti di allenarsi.",
    ),
    # consentendo
    (
        "Il rifugio dispone di venti posti letto, consentendo di pernottare in quota.",
        "Il rifugio dispone di venti posti letto, il che consente di pernottare in quota.",
    ),
    (
        "Il porto era profondo, consentendo l'attracco delle navi più grandi.",
        "Il porto era profondo, il che consentiva l'attracco delle navi più grandi.",
    ),
    (
        "La regione ha semplificato i bandi, consentendo alle piccole aziende di partecipare.",
        "La regione ha semplificato i bandi, il che ha consentito alle piccole aziende di "
        "partecipare.",
    ),
    (
        "La strada romana fu lastricata, consentendo spostamenti rapidi alle legioni.",
        "La strada romana fu lastricata, il che consentì spostamenti rapidi alle legioni.",
    ),
    (
        "La nuova linea sarà elettrificata, consentendo treni più frequenti.",
        "La nuova linea sarà elettrificata, il che consentirà treni più frequenti.",
    ),
    # contribuendo a
    (
        "Le aiuole sono curate dai residenti, contribuendo al decoro della piazza.",
        "Le aiuole sono curate dai residenti, il che contribuisce al decoro della piazza.",
    ),
    (
        "Il mercato era frequentato da mercanti stranieri, contribuendo alla ricchezza del borgo.",
        "Il mercato era frequentato da mercanti stranieri, il che contribuiva alla ricchezza del "
        "borgo.",
    ),
    (
        "Il club ha organizzato corsi gratuiti, contribuendo a diffondere il nuoto tra i ragazzi.",
        "Il club ha organizzato corsi gratuiti, il che ha contribuito a diffondere il nuoto tra i "
        "ragazzi.",
    ),
    (
        "La ferrovia fu completata nel dopoguerra, contribuendo allo sviluppo della costa.",
        "La ferrovia fu completata nel dopoguerra, il che contribuì allo sviluppo della costa.",
    ),
    (
        "Il parco sarà ampliato verso il fiume, contribuendo a ridurre il calore estivo.",
        "Il parco sarà ampliato verso il fiume, il che contribuirà a ridurre il calore estivo.",
    ),
    # garantendo and creando: after a present, an imperfect or a future only
    (
        "Il tappo è ermetico, garantendo che il caffè resti fresco.",
        "Il tappo è ermetico, il che garantisce che il caffè resti fresco.",
    ),
    (
        "Il custode era sempre presente, garantendo la sicurezza del cortile.",
        "Il custode era sempre presente, il che garantiva la sicurezza del cortile.",
    ),
    (
        "Il servizio sarà attivo tutto l'anno, garantendo collegamenti regolari con l'isola.",
        "Il servizio sarà attivo tutto l'anno, il che garantirà collegamenti regolari con l'isola.",
    ),
    (
        "Le pareti sono di legno chiaro, creando un ambiente caldo.",
        "Le pareti sono di legno chiaro, il che crea un ambiente caldo.",
    ),
    (
        "Le candele erano accese ovunque, creando un'atmosfera raccolta.",
        "Le candele erano accese ovunque, il che creava un'atmosfera raccolta.",
    ),
    (
        "Il cortile sarà coperto da una tettoia, creando uno spazio riparato per i bambini.",
        "Il cortile sarà coperto da una tettoia, il che creerà uno spazio riparato per i bambini.",
    ),
    # the tense is the last finite verb's before the tail
    (
        "Anche se l'albergo era vecchio, il bagno è nuovo, rendendo comoda la doccia.",
        "Anche se l'albergo era vecchio, il bagno è nuovo, il che rende comoda la doccia.",
    ),
    # "si è dimostrato" is a past
    (
        "Il tecnico si è dimostrato paziente, rendendo semplice l'installazione.",
        "Il tecnico si è dimostrato paziente, il che ha reso semplice l'installazione.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), EXACT_TAILS)
def test_a_tail_becomes_a_clause_in_the_tense_of_its_own(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.PROFESSIONAL, IT) == expected


def test_casual_may_say_e_questo() -> None:
    outputs = {
        rewrite_text(text, Tone.CASUAL, IT)
        for text in (
            "La stanza era buia, rendendo difficile leggere.",
            "Il pavimento era freddo, rendendo difficile camminare scalzi.",
            "Il forno era piccolo, rendendo difficile cuocere due teglie.",
        )
    }
    assert any(", il che rendeva difficile " in out for out in outputs)
    assert any(", e questo rendeva difficile " in out for out in outputs)


UNTOUCHED_TAILS = [
    # the tense is not certain: "è" before a participle of motion is a past, "era" a pluperfect
    "Il volo è atterrato in anticipo, rendendo inutile la corsa in aeroporto.",
    "La nave era salpata all'alba, rendendo impossibile salutare i marinai.",
    # the verb is not one whose tense the data knows, or an action with its own subject
    "Il cuoco taglia le verdure a dadini, rendendo la cottura più uniforme.",
    "Il sindaco ha parlato alla folla, rendendo omaggio ai caduti.",
    "La giornalista ha pubblicato i verbali, rendendo noti i nomi dei consiglieri.",
    # a second gerund: the coordination stays whole
    "Il quartiere era tranquillo, permettendo di passeggiare e rendendo piacevoli le serate.",
    # another clause word stands between the verb and the tail
    "La camera era piccola perché l'edificio risale al Seicento, rendendo tutto scomodo.",
    # a verb that only starts like one of the list ("restaurare", not "restare")
    "Il comune restaura la fontana, rendendola di nuovo funzionante.",
    # "garantendo" and "creando" after a completed action stay
    "Il manico è stato ridisegnato in legno di noce, garantendo una presa salda.",
    "Lo chef ha unito due ricette di famiglia, creando un piatto nuovo.",
    # a question
    "Il parcheggio era pieno, rendendo necessario cercare posto altrove?",
    # a clitic other than lo/la/li/le
    "La guida era esperta, permettendoci di vedere tutto in un giorno.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", UNTOUCHED_TAILS)
def test_a_tail_whose_tense_or_link_is_unsure_stays(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


# -- data round 10: sentence-level idioms, boosters, tone ------------------------------------------


def _check_r10(output: str, expected: str) -> None:
    """An expected output, or "re:" and a pattern where an entry rotates between options."""
    if expected.startswith("re:"):
        assert re.fullmatch(expected[3:], output), output
    else:
        assert output == expected


EXACT_R10: list[tuple[tuple[Tone, ...], str, str]] = [
    # "un profondo senso di gratitudine" → "una grande gratitudine"; "ogni singolo" → "ogni"
    (
        ALL,
        "Provo un profondo senso di gratitudine per ogni singolo passo.",
        r"re:Provo una (?:grande gratitudine|gratitudine profonda) per ogni passo\.",
    ),
    # "si pone come modello" → "è un modello"; "si pone come obiettivo di" stays
    (
        ALL,
        "Il progetto si pone come modello replicabile. Il comune si pone come obiettivo di ridurre "
        "i rifiuti.",
        "Il progetto è un modello replicabile. Il comune si pone come obiettivo di ridurre i "
        "rifiuti.",
    ),
    ((C,), "Crediamo fermamente che ogni persona conti.", "Crediamo che ogni persona conti."),
    # learning "lungo questo percorso" → "strada facendo"; a real path stays
    (
        ALL,
        "Voglio condividere cosa ho imparato lungo questo percorso.",
        "Voglio condividere cosa ho imparato strada facendo.",
    ),
    (
        ALL,
        "Ci sono tre fontane lungo il percorso.",
        "Ci sono tre fontane lungo il percorso.",
    ),
    # "prendere una decisione consapevole", by tone
    (
        (A,),
        "Il confronto serve a prendere una decisione consapevole.",
        "Il confronto serve a decidere con cognizione di causa.",
    ),
    (
        (C,),
        "Il confronto serve a prendere una decisione consapevole.",
        "Il confronto serve a scegliere bene.",
    ),
    # the appended pathos of an essay's last line
    (
        (A,),
        "Il romanzo è una riflessione sul progresso, un tema che continua a interrogare il lettore "
        "contemporaneo.",
        "Il romanzo è una riflessione sul progresso, un tema tuttora attuale.",
    ),
    (
        ALL,
        "La navigazione è più fluida e intuitiva che mai.",
        "La navigazione è ancora più fluida e intuitiva.",
    ),
    (
        ALL,
        "Sono abituata a lavorare in contesti dinamici e stimolanti.",
        "Sono abituata a lavorare in contesti dinamici.",
    ),
    (
        ALL,
        "Vogliamo che tu possa esprimere al meglio il tuo potenziale.",
        "Vogliamo che tu possa dare il meglio di te.",
    ),
    ((P,), "Siamo davvero entusiasti di averti nel team.", "Siamo felici di averti nel team."),
    (
        (A,),
        "Siamo davvero entusiasti di averti nel team.",
        "Siamo davvero entusiasti di averti nel team.",
    ),
    ((C,), "Non preoccuparti: è assolutamente normale.", "Non preoccuparti: è normale."),
    ((P,), "Non preoccuparti: è assolutamente normale.", "Non preoccuparti: è del tutto normale."),
    # "riveste un'importanza cruciale" says nothing of growth
    (
        ALL,
        "L'accesso ai servizi digitali riveste un'importanza cruciale per garantire l'autonomia.",
        "L'accesso ai servizi digitali conta molto per garantire l'autonomia.",
    ),
    # "un viaggio affascinante nel cuore di" → "un percorso alla scoperta di"
    (
        ALL,
        "Il museo offre ai visitatori un viaggio affascinante nel cuore di una tradizione antica.",
        "Il museo offre ai visitatori un percorso alla scoperta di una tradizione antica.",
    ),
    # a teaser question answered by a noun phrase becomes one sentence
    (
        ALL,
        "Il momento più coinvolgente? La dimostrazione dal vivo, che dura un'ora.",
        "Il momento più coinvolgente è la dimostrazione dal vivo, che dura un'ora.",
    ),
    ((P,), "L'unico neo? Le molte fibbie.", "L'unico neo sono le molte fibbie."),
    # the answer is a clause: a colon
    (
        ALL,
        "Il momento più bello? La squadra ha vinto all'ultimo minuto.",
        "Il momento più bello: la squadra ha vinto all'ultimo minuto.",
    ),
    # a verbless tagline after the facts goes; a sentence with its verb stays
    (
        ALL,
        "Il museo è aperto dal martedì alla domenica. Un patrimonio che continua a ispirare le "
        "nuove generazioni.",
        "Il museo è aperto dal martedì alla domenica.",
    ),
    (
        ALL,
        "La città è piccola. Un'atleta che continua a ispirare i giovani ha annunciato il ritiro.",
        "La città è piccola. Un'atleta che continua a ispirare i giovani ha annunciato il ritiro.",
    ),
]

_ALL_EXACT_R10 = [(tone, text, expected) for tones, text, expected in EXACT_R10 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10)
def test_round_10_cases(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


EXACT_R10_MORE: list[tuple[tuple[Tone, ...], str, str]] = [
    # "molto più che semplici X" → "più che X"; "una semplice app" keeps its word (elision)
    (
        ALL,
        "I caffè divennero molto più che semplici luoghi di ristoro. È molto più di una semplice "
        "app.",
        "I caffè divennero più che luoghi di ristoro. È molto più di una semplice app.",
    ),
    # "straordinario" before the noun praises; after it, it is a term
    (
        ALL,
        "Verga racconta con straordinaria lucidità il conflitto. L'assemblea straordinaria è "
        "convocata.",
        "Verga racconta con grande lucidità il conflitto. L'assemblea straordinaria è convocata.",
    ),
    (
        (C,),
        "Il caso di Cosenza rappresenta una testimonianza emblematica di questa tendenza.",
        "Il caso di Cosenza è un esempio chiaro di questa tendenza.",
    ),
    # "supportarti" → "aiutarti"; "supporta il formato" is another verb
    (
        (C,),
        "Siamo qui per supportarti. L'app supporta il formato PDF.",
        "Siamo qui per aiutarti. L'app supporta il formato PDF.",
    ),
    (
        (P,),
        "Il progetto si articola in tre linee di intervento. Il discorso si articola in modo "
        "chiaro.",
        r"re:Il progetto (?:prevede|comprende) tre linee di intervento\. Il discorso si articola "
        r"in "
        r"modo chiaro\.",
    ),
    (
        (P,),
        "Il budget complessivo ammonta a 148.000 euro.",
        "Il budget complessivo è di 148.000 euro.",
    ),
    (
        (A,),
        "Il budget complessivo ammonta a 148.000 euro.",
        "Il budget complessivo ammonta a 148.000 euro.",
    ),
    (
        ALL,
        "I canederli dimostrano che la cucina di recupero può regalare grandi emozioni.",
        "I canederli dimostrano che la cucina di recupero può emozionare.",
    ),
    (
        ALL,
        "La bellezza di questa ricetta sta nella sua semplicità.",
        "Il bello di questa ricetta è la semplicità.",
    ),
    ((C,), "Abbiamo lavorato duramente per voi.", "Abbiamo lavorato sodo per voi."),
    (
        ALL,
        "In questo capitolo andremo ad analizzare i dati.",
        "In questo capitolo analizzeremo i dati.",
    ),
    # a motion stays
    ((C,), "Stasera andiamo a vedere un film.", "Stasera andiamo a vedere un film."),
    ((C,), "L'unico modo per arrivarci è la barca.", "L'unico modo per arrivarci è la barca."),
]

_ALL_EXACT_R10_MORE = [
    (tone, text, expected) for tones, text, expected in EXACT_R10_MORE for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10_MORE)
def test_round_10_more_cases(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


EXACT_R10_THIRD: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        ALL,
        "Il corso offre una formazione a tutto tondo. È un artista a tutto tondo.",
        "Il corso offre una formazione completa. È un artista completo.",
    ),
    (
        ALL,
        "Gli ingredienti sono accuratamente selezionati tra i produttori della valle.",
        "Gli ingredienti sono scelti con cura tra i produttori della valle.",
    ),
    # the verb "incarnare" goes; the noun "incarnato" (complexion) stays
    (
        ALL,
        "Padron 'Ntoni incarna questa saggezza antica. Ha un incarnato luminoso.",
        "Padron 'Ntoni esprime questa saggezza antica. Ha un incarnato luminoso.",
    ),
    (
        ALL,
        "Pochi luoghi hanno incarnato lo spirito della città.",
        "Pochi luoghi hanno espresso lo spirito della città.",
    ),
    (
        (A,),
        "Negli ultimi anni si è assistito a una crescente attenzione verso il tema.",
        "Negli ultimi anni si è registrata una crescente attenzione verso il tema.",
    ),
    (
        (C, P),
        "Negli ultimi anni si è assistito a un aumento dei prezzi.",
        "Negli ultimi anni c'è stato un aumento dei prezzi.",
    ),
]

EXACT_R10_THIRD += [
    (
        ALL,
        "Condivido traguardi che, onestamente, all'inizio sembravano impossibili.",
        "Condivido traguardi che all'inizio sembravano impossibili.",
    ),
    (
        ALL,
        "Il comune contribuisce in modo concreto a ridurre i rifiuti.",
        "Il comune contribuisce a ridurre i rifiuti.",
    ),
    (
        (P,),
        "Ciò che mi attrae particolarmente del Lanificio è la sua storia.",
        "Ciò che mi attrae soprattutto del Lanificio è la sua storia.",
    ),
    # a pep question closing an introduction goes; a question with its subject stays
    (
        ALL,
        "Non serve il pollice verde: basta la voglia di sporcarsi le mani. Pronto a iniziare?",
        "Non serve il pollice verde: basta la voglia di sporcarsi le mani.",
    ),
    (
        ALL,
        "Il treno parte alle otto. Sei pronto a partire?",
        "Il treno parte alle otto. Sei pronto a partire?",
    ),
]

_ALL_EXACT_R10_THIRD = [
    (tone, text, expected) for tones, text, expected in EXACT_R10_THIRD for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10_THIRD)
def test_round_10_third_cases(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


# blind review it-r9: the tells it found left in the rewrites
EXACT_R10_REVIEW: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        ALL,
        "Il progetto ha coinvolto 410 studenti. Perché, in fondo, ogni ragazzo che resta a scuola "
        "è una comunità che sceglie di non arrendersi.",
        "Il progetto ha coinvolto 410 studenti.",
    ),
    (
        ALL,
        "Un consiglio in più: provate la fascia prima di comprarla.",
        "Provate la fascia prima di comprarla.",
    ),
    (
        ALL,
        "I risultati, pur preliminari, delineano un quadro incoraggiante.",
        "I risultati, pur preliminari, sono incoraggianti.",
    ),
    # "confermano come" + indicative → "che"; with a subjunctive it stays
    (
        (A,),
        "I dati confermano come il fenomeno è in crescita. Le evidenze confermano come un "
        "approccio possa incidere.",
        "I dati confermano che il fenomeno è in crescita. Le evidenze confermano come un approccio "
        "possa incidere.",
    ),
    (
        ALL,
        "Certo! Ecco le tre opzioni da considerare. La prima è la fascia.",
        "La prima è la fascia.",
    ),
]

EXACT_R10_REVIEW += [
    (
        (P,),
        "In termini di rapporto qualità-prezzo, la Velox City conviene.",
        "In fatto di rapporto qualità-prezzo, la Velox City conviene.",
    ),
    (
        (A,),
        "In termini di rapporto qualità-prezzo, la Velox City conviene.",
        "In termini di rapporto qualità-prezzo, la Velox City conviene.",
    ),
    # a teaser before a clause goes; before a noun phrase it joins it
    (
        ALL,
        "Il meglio? L'aggiornamento è gratuito per tutti. Il meglio? La piscina.",
        "L'aggiornamento è gratuito per tutti. Il meglio è la piscina.",
    ),
    (
        ALL,
        "La crema avvolge la pasta in modo perfetto.",
        "La crema avvolge la pasta alla perfezione.",
    ),
    (
        ALL,
        "Ciao Martina, benvenuta a bordo! Benvenuti a bordo del traghetto.",
        "Ciao Martina, benvenuta tra noi! Benvenuti a bordo del traghetto.",
    ),
]

_ALL_EXACT_R10_REVIEW = [
    (tone, text, expected) for tones, text, expected in EXACT_R10_REVIEW for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10_REVIEW)
def test_round_10_review_cases(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


EXACT_R10_LAST: list[tuple[tuple[Tone, ...], str, str]] = [
    # purpose by tone; "ad" before a vowel; academic prose keeps its phrase
    (
        (P,),
        "Il progetto si propone di contrastare il divario. L'azienda si propone di aumentare le "
        "vendite.",
        "Il progetto punta a contrastare il divario. L'azienda punta ad aumentare le vendite.",
    ),
    (
        (C,),
        "Il progetto si propone di contrastare il divario.",
        "Il progetto vuole contrastare il divario.",
    ),
    (
        (A,),
        "Il progetto si propone di contrastare il divario.",
        "Il progetto si propone di contrastare il divario.",
    ),
    ((P,), "La valle offre infinite possibilità.", "La valle offre molte possibilità."),
    (
        ALL,
        "L'autore riesce a catturare l'essenza della provincia.",
        "L'autore riesce a cogliere l'essenza della provincia.",
    ),
    ((C,), "Bastano pochi semplici passaggi.", "Bastano pochi passaggi."),
    ((C,), "Il prodotto è unico nel suo genere.", "Il prodotto è unico."),
    ((C,), "Così si risparmia tempo prezioso.", "Così si risparmia tempo."),
    (
        (P,),
        "Il team lavora con passione e dedizione per voi.",
        r"re:Il team lavora con (?:impegno|cura) per voi\.",
    ),
]

EXACT_R10_LAST += [
    # casual "presso" + article → "a" + article; "presso di voi" stays
    (
        (C,),
        "Ho soggiornato presso il rifugio del porto. Lavoro presso di voi.",
        "Ho soggiornato al rifugio del porto. Lavoro presso di voi.",
    ),
    (
        (P,),
        "Ho soggiornato presso l'albergo del porto.",
        "Ho soggiornato presso l'albergo del porto.",
    ),
    # "vi" of place before a determiner → "ci"; "vi" for "to you" stays
    (
        (C, P),
        "Nonostante vi fosse un angolo cottura, mancavano le pentole. Vi è un bar al piano terra. "
        "Vi è piaciuto il film?",
        "Nonostante ci fosse un angolo cottura, mancavano le pentole. C'è un bar al piano terra. "
        "Vi è piaciuto il film?",
    ),
    ((C,), "Sono rimasto profondamente deluso.", "Sono rimasto molto deluso."),
    ((C,), "L'hotel ha un ristorante in loco.", "L'hotel ha un ristorante sul posto."),
]

_ALL_EXACT_R10_LAST = [
    (tone, text, expected) for tones, text, expected in EXACT_R10_LAST for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R10_LAST)
def test_round_10_last_cases(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


# Self-answered questions (\l lowers the answer's first word): a verb before a noun phrase or an
# infinitive, a colon before a clause or a number; never before a name, never in a real question.
EXACT_SELF_ANSWERED: list[tuple[tuple[Tone, ...], str, str]] = [
    (ALL, "Il segreto? Frullare le uova a lungo.", "Il segreto è frullare le uova a lungo."),
    (ALL, "Il trucco? Farlo riposare una notte.", "Il trucco è farlo riposare una notte."),
    (ALL, "Il risultato? Un pane croccante.", "Il risultato è un pane croccante."),
    (ALL, "La soluzione? Un'app gratuita.", "La soluzione è un'app gratuita."),
    (ALL, "Il risultato? Dei biscotti friabili.", "Il risultato sono dei biscotti friabili."),
    (ALL, "L'obiettivo? Ridurre gli sprechi.", "L'obiettivo è ridurre gli sprechi."),
    (ALL, "Il problema? Il prezzo è alto.", "Il problema: il prezzo è alto."),
    (ALL, "Il segreto? Niente zucchero.", "Il segreto: niente zucchero."),
    (ALL, "Il prezzo? 20 euro a persona.", "Il prezzo: 20 euro a persona."),
    (ALL, "Il motivo? Perché costa poco.", "Il motivo è che costa poco."),
    (
        ALL,
        "Il posto migliore? La spiaggia di Monterosso.",
        "Il posto migliore è la spiaggia di Monterosso.",
    ),
    (ALL, "Il problema? La coda è lunga.", "Il problema: la coda è lunga."),
    # a name, a pronoun or an acronym after the question is never lowered
    (ALL, "Il vincitore? Marco.", "Il vincitore? Marco."),
    (ALL, "Il segreto? Maria lo sa.", "Il segreto? Maria lo sa."),
    (ALL, "Il segreto? Carla.", "Il segreto? Carla."),
    (ALL, "Il segreto? Google.", "Il segreto? Google."),
    (ALL, "La chiave? IBM.", "La chiave? IBM."),
    (ALL, "Il problema? L'Aquila è lontana.", "Il problema? L'Aquila è lontana."),
    # an article that is part of a name (masked, like any name): the article needs a common word
    (ALL, "Il posto migliore? La Spezia.", "Il posto migliore? La Spezia."),
    (ALL, "Il pezzo forte? La Spezia.", "Il pezzo forte? La Spezia."),
    (ALL, "Il problema? La Spezia è lontana.", "Il problema? La Spezia è lontana."),
    (ALL, "Il pezzo forte? Le Marche.", "Il pezzo forte? Le Marche."),
    (ALL, "Il pezzo forte? Il Colosseo.", "Il pezzo forte? Il Colosseo."),
    (ALL, "Il segreto? Shakespeare.", "Il segreto? Shakespeare."),
    # real questions stay: one of its own, one with no answer, one in a dialogue, a FAQ heading
    (ALL, "Qual è il pezzo forte? Il Colosseo.", "Qual è il pezzo forte? Il Colosseo."),
    (ALL, "Il risultato? Nessuno lo sa.", "Il risultato? Nessuno lo sa."),
    (ALL, "Il problema? Tutti lo sanno.", "Il problema? Tutti lo sanno."),
    (ALL, "Il motivo? Perché no?", "Il motivo? Perché no?"),
    (ALL, "«Il segreto?» chiese Luca. «Frullare.»", "«Il segreto?» chiese Luca. «Frullare.»"),
    (ALL, "Il prezzo?\n\nDipende dalla stagione.", "Il prezzo?\n\nDipende dalla stagione."),
]

_ALL_EXACT_SELF_ANSWERED = [
    (tone, text, expected) for tones, text, expected in EXACT_SELF_ANSWERED for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_SELF_ANSWERED)
def test_self_answered_questions(tone: Tone, text: str, expected: str) -> None:
    _check_r10(rewrite_text(text, tone, IT), expected)


# -- round 11: fronted clauses moved after the main clause ----------------------------------------
# One entry per family of openers; each keeps the sentence as it was as a second option, so the
# exact cases below are the ones whose context picks the move. The main clause opens with its
# subject, an impersonal verb or (after "quando", "prima di", "per") an instruction; nothing in it
# points back into the moved clause.
EXACT_REORDER: list[tuple[tuple[Tone, ...], str, str]] = [
    (
        ALL,
        "Se il cliente paga in anticipo, l'azienda applica uno sconto del 10%.",
        "L'azienda applica uno sconto del 10% se il cliente paga in anticipo.",
    ),
    (
        ALL,
        "Se le radici escono dai fori, la pianta ha bisogno di un vaso più grande.",
        "La pianta ha bisogno di un vaso più grande se le radici escono dai fori.",
    ),
    (
        ALL,
        "Quando l'acqua bolle, aggiungete un pizzico di sale grosso.",
        "Aggiungete un pizzico di sale grosso quando l'acqua bolle.",
    ),
    (
        ALL,
        "Non appena riceveremo il bonifico, il pacco partirà dal magazzino.",
        "Il pacco partirà dal magazzino non appena riceveremo il bonifico.",
    ),
    (
        ALL,
        "Una volta aperta la confezione, il prodotto va consumato entro tre giorni.",
        "Il prodotto va consumato entro tre giorni una volta aperta la confezione.",
    ),
    (
        ALL,
        "Prima di aggiungere il terriccio, sistemate uno strato di argilla sul fondo. Buon lavoro!",
        "Sistemate uno strato di argilla sul fondo prima di aggiungere il terriccio. Buon lavoro!",
    ),
    (
        ALL,
        "Per ottenere un buon risultato, il forno deve essere molto caldo. Il resto è semplice.",
        "Il forno deve essere molto caldo per ottenere un buon risultato. Il resto è semplice.",
    ),
    # a concessive after its main clause keeps a comma
    (
        ALL,
        "Anche se il locale era pieno, il servizio è stato rapido.",
        "Il servizio è stato rapido, anche se il locale era pieno.",
    ),
    (
        ALL,
        "Sebbene il libro sia lungo, la lettura scorre veloce.",
        "La lettura scorre veloce, sebbene il libro sia lungo.",
    ),
    (
        ALL,
        "Nonostante la pioggia, il concerto è iniziato puntuale.",
        "Il concerto è iniziato puntuale, nonostante la pioggia.",
    ),
    (
        (A, P),
        "Poiché il terreno è argilloso, l'acqua tende a ristagnare. Scegliete piante robuste.",
        "L'acqua tende a ristagnare poiché il terreno è argilloso. Scegliete piante solide.",
    ),
    (
        ALL,
        "Visto che il locale è piccolo, la prenotazione è consigliata. Il menù cambia spesso.",
        "La prenotazione è consigliata visto che il locale è piccolo. Il menù cambia spesso.",
    ),
    # "siccome" only opens a sentence: after the main clause it is "perché"
    (
        ALL,
        "Siccome il locale è piccolo, la prenotazione è quasi obbligatoria.",
        "La prenotazione è quasi obbligatoria perché il locale è piccolo.",
    ),
    (
        ALL,
        "Grazie al tappo ermetico, la borraccia non perde una goccia.",
        "La borraccia non perde una goccia grazie al tappo ermetico.",
    ),
    (
        ALL,
        "Grazie al miglioramento del clima, il raccolto è cresciuto.",
        "Il raccolto è cresciuto grazie al miglioramento del clima.",
    ),
    (
        ALL,
        "Pur essendo piccolo, il locale è molto accogliente. Il servizio è rapido.",
        "Il locale è molto accogliente, pur essendo piccolo. Il servizio è rapido.",
    ),
    # a source after its claim, with a comma ("secondo quanto previsto" is not shortened)
    (
        ALL,
        "Secondo un recente sondaggio, la maggior parte dei lettori preferisce la carta.",
        "La maggior parte dei lettori preferisce la carta, secondo un recente sondaggio.",
    ),
    (
        ALL,
        "Secondo quanto previsto dal regolamento, il pagamento avviene a fine mese.",
        "Il pagamento avviene a fine mese, secondo quanto previsto dal regolamento.",
    ),
]

_ALL_EXACT_REORDER = [
    (tone, text, expected) for tones, text, expected in EXACT_REORDER for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_REORDER)
def test_fronted_clauses_move_after_the_main_clause(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Where the clause must stay first: the main clause points back into it (a possessive, "ne", a
# clitic, a demonstrative), has no subject of its own, holds a second clause, ends in a question
# or a comma; the opener is a connector, not a clause; the instruction is a warning; the fronted
# clause points back to the sentence before.
REORDER_STAYS = [
    "Se i radiatori sono freddi in alto, la loro efficienza diminuisce molto.",
    "Se il termosifone è freddo in alto, l'aria intrappolata ne riduce la resa.",
    "Se il cliente paga in anticipo, l'azienda gli applica uno sconto.",
    "Se compri una pianta, la annaffi ogni giorno con cura.",
    "Se non hai tempo lasciale lì, le guardo io al rientro.",
    "Se Marco arriva in ritardo, perde sempre il treno delle 8.",
    "Quando Marco arriva in ufficio, apre sempre tutte le finestre.",
    "Quando la pasta è cotta, scolatela subito in un colino.",
    "Dopo aver pagato il conto, il titolare è venuto a salutarci al tavolo.",
    "Dopo aver lavato le fragole, tagliatele a metà con un coltello.",
    "Anche se il prezzo è alto, questo modello resta il più venduto.",
    "Anche se costa di più, il suo motore consuma meno.",
    "Siccome il locale è piccolo, lo prenotiamo sempre con largo anticipo.",
    "Pur essendo piccolo, il suo giardino è molto curato.",
    "Se il cliente paga in anticipo, l'azienda applica uno sconto e spedisce gratis.",
    "Per facilitare la transizione, offriremo una sessione di formazione per il personale.",
    "Se il cliente paga in anticipo, l'azienda applica uno sconto?",
    "Se il cliente paga in anticipo, l'azienda applica uno sconto, come previsto.",
    "Se possibile, il tecnico passerà in mattinata per il controllo.",
    "Se volete, il negozio spedisce gratis in tutta Italia.",
    "Per fare un esempio, il prodotto costa meno di un caffè.",
    "Secondo me, il film è decisamente troppo lungo.",
    "Se sentite odore di gas, uscite subito di casa e chiamate i soccorsi.",
    "Quando questo accade, aggiungete un pizzico di sale grosso.",
    "Nonostante tali limiti, i risultati offrono spunti rilevanti.",
    "Grazie a te, il progetto è diventato realtà.",
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize("text", REORDER_STAYS)
def test_fronted_clauses_that_must_stay_first(tone: Tone, text: str) -> None:
    assert rewrite_text(text, tone, IT) == text


def test_a_purpose_clause_never_hangs_on_a_participle() -> None:
    # "il metodo di pagamento da Lei usato per risolvere il problema" would be a new ambiguity
    text = (
        "Per risolvere il problema, abbiamo disposto il rimborso sul metodo di pagamento da Lei "
        "utilizzato."
    )
    assert rewrite_text(text, Tone.ACADEMIC, IT) == text
    assert rewrite_text(text, Tone.PROFESSIONAL, IT).startswith("Per risolvere il problema, ")


# -- round 11: tells the blind readers still found (review it-r10) --------------------------------
EXACT_R11_TELLS: list[tuple[tuple[Tone, ...], str, str]] = [
    # an announcing frame before the claim goes
    (
        ALL,
        "Il punto è semplice: senza lavoro i giovani partono.",
        "Senza lavoro i giovani partono.",
    ),
    (ALL, "Il punto è semplice: no.", "Il punto è semplice: no."),  # no claim of its own
    # a calque of "makes all the difference"
    (
        ALL,
        "Il rinnovo del parco auto fa tutta la differenza del mondo.",
        "Il rinnovo del parco auto fa la differenza.",
    ),
    (
        ALL,
        "Una buona lampada può fare tutta la differenza.",
        "Una buona lampada può fare la differenza.",
    ),
    # a closing call that concludes an argument; a story's "è tempo di" stays
    (ALL, "È tempo, quindi, di cambiare prospettiva.", "Bisogna quindi cambiare prospettiva."),
    (ALL, "È tempo di tornare a casa.", "È tempo di tornare a casa."),
]

_ALL_EXACT_R11_TELLS = [
    (tone, text, expected) for tones, text, expected in EXACT_R11_TELLS for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R11_TELLS)
def test_round_11_tells(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Blind review r11 (it-r11-01 … 06): what the rewrite itself introduced.
EXACT_R11_REVIEW: list[tuple[tuple[Tone, ...], str, str]] = [
    # "non è solo X, ma anche Y" keeps the weight on Y ("è sia X sia Y" made them equal)
    (
        ALL,
        "Non è solo una passeggiata culturale, ma anche un'occasione per ammirare il lago.",
        "È una passeggiata culturale, ma anche un'occasione per ammirare il lago.",
    ),
    (
        ALL,
        "Il corso non è solo utile, ma anche divertente.",
        "Il corso è utile, ma anche divertente.",
    ),
    # "non era soltanto X, ma un Y" says both: no "più che X" that plays X down …
    (
        ALL,
        "La Lettera 22 non era soltanto uno strumento di lavoro, ma un oggetto personale, "
        "pensato per i giornalisti.",
        "La Lettera 22 era uno strumento di lavoro, ma anche un oggetto personale, pensato per i "
        "giornalisti.",
    ),
    (
        ALL,
        "Non era soltanto uno strumento di lavoro, ma un oggetto personale.",
        "Era uno strumento di lavoro, ma anche un oggetto personale.",
    ),
    # … while the verb said again still reads as a correction
    (
        ALL,
        "La moka non è solo un oggetto: è un rituale quotidiano.",
        "La moka, più che un oggetto, è un rituale quotidiano.",
    ),
    # a verbless "non solo X, ma anche Y" keeps "ma anche" ("Studenti e anche infermieri")
    (
        ALL,
        "Non solo studenti, ma anche infermieri a fine turno, rider in pausa, pensionati.",
        "Studenti, ma anche infermieri a fine turno, rider in pausa, pensionati.",
    ),
    (
        ALL,
        "Non solo il prezzo è alto, ma anche la qualità è bassa.",
        "Il prezzo è alto e anche la qualità è bassa.",
    ),
    # "nel cuore" of a valley or region is "in pieno / in piena", never a literal "centro"
    (
        ALL,
        "Il rifugio è a 2.286 metri, nel cuore della Val di Fassa.",
        "Il rifugio è a 2.286 metri, in piena Val di Fassa.",
    ),
    (ALL, "La cantina si trova nel cuore del Chianti.", "La cantina si trova in pieno Chianti."),
    (ALL, "La casa si trova nel cuore dell'Umbria.", "La casa si trova nel cuore dell'Umbria."),
    (ALL, "La casa si trova nel cuore dell'isola.", "La casa si trova in mezzo all'isola."),
    (ALL, "Un albergo nel cuore di Roma.", "Un albergo in pieno centro a Roma."),
    # a letter's lead-in to what the parties agreed stays; an assistant's announcement goes
    (
        (P,),
        "Certo! Ecco una bozza di e-mail:\n\nGentile Dott.ssa Rossi,\n\nle confermo la ricezione "
        "dell'ordine. Di seguito un riepilogo dei principali dettagli concordati:\n\n"
        "- Consegna: dal 10 al 14 marzo\n\nCordiali saluti,\n\nMarco Zanella",
        "Gentile Dott.ssa Rossi,\n\nle confermo la ricezione dell'ordine. Di seguito un riepilogo "
        "dei principali dettagli concordati:\n\n- Consegna: dal 10 al 14 marzo\n\n"
        "Cordiali saluti,\n\nMarco Zanella",
    ),
    (
        (P,),
        "Certo! Ecco una guida per il bollitore:\n\nIl calcare si forma in fretta. Di seguito "
        "alcuni consigli pratici:\n\n- Usate aceto bianco\n- Sciacquate bene",
        "Il calcare si forma in fretta.\n\n- Usate aceto bianco\n- Sciacquate bene",
    ),
    # tells left: "un piccolo gioiello che conquista al primo sguardo" loses the stock clause, only
    # after a praising noun that still says it and where the sentence ends
    (
        ALL,
        "Il Lago d'Orta è un piccolo gioiello che conquista al primo sguardo.",
        "Il Lago d'Orta è un piccolo gioiello.",
    ),
    (
        ALL,
        "Orta è un borgo che conquista fin dal primo sguardo.",
        "Orta è un borgo che conquista fin dal primo sguardo.",
    ),
    (
        ALL,
        "È una perla che conquista i visitatori al primo sguardo.",
        "È una perla che conquista i visitatori al primo sguardo.",
    ),
]

_ALL_EXACT_R11_REVIEW = [
    (tone, text, expected) for tones, text, expected in EXACT_R11_REVIEW for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_EXACT_R11_REVIEW)
def test_round_11_review(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# -- round 12: framing, stock collocations and templates (review it-r12) --------------------------
REVIEW_R12: list[tuple[tuple[Tone, ...], str, str]] = [
    # "non è più X, ma una realtà consolidata" → one plain claim
    (
        ALL,
        "Lavorare da remoto non è più un'eccezione, ma una realtà consolidata per milioni di "
        "persone.",
        "Lavorare da remoto è ormai la norma per milioni di persone.",
    ),
    (
        ALL,
        "La bici elettrica non è più un lusso, ma una necessità.",
        "La bici elettrica è ormai una necessità.",
    ),
    # "il rischio di + infinitive è dietro l'angolo"; a noun after "di" stays
    (
        (C, P),
        "Tra mille distrazioni, il rischio di perdere la concentrazione è dietro l'angolo.",
        "Tra mille distrazioni, è facile perdere la concentrazione.",
    ),
    (ALL, "Il rischio di errori è dietro l'angolo.", "Il rischio di errori è dietro l'angolo."),
    # "fare una grande differenza"
    (
        (C,),
        "Piccoli accorgimenti possono fare una grande differenza.",
        "Piccoli accorgimenti possono cambiare parecchio le cose.",
    ),
    ((P,), "Un buon cuscino fa una grande differenza.", "Un buon cuscino conta molto."),
    (
        (A,),
        "Bastano pochi giorni per notare risultati tangibili.",
        "Bastano pochi giorni per notare risultati concreti.",
    ),
    # a triad of virtues loses its third item
    (
        ALL,
        "È il frutto dell'impegno, della passione e della dedizione di tutto il team.",
        "È il frutto dell'impegno e della passione di tutto il team.",
    ),
    # self-answered questions: the next step, a bare plural answer; a name is never lowered
    (
        (C,),
        "Il prossimo passo? Fissare un breve meeting per allineare le priorità.",
        "Il prossimo passo è fissare un breve incontro per concordare le priorità.",
    ),
    (
        (P,),
        "Il prossimo passo? Fissare un breve meeting per allineare le priorità.",
        "Il prossimo passo è fissare una breve riunione per concordare le priorità.",
    ),
    (
        ALL,
        "Il risultato? Processi più rapidi e meno errori.",
        "Il risultato: processi più rapidi e meno errori.",
    ),
    (
        ALL,
        "Il risultato? Giovanni e Marta hanno vinto.",
        "Il risultato? Giovanni e Marta hanno vinto.",
    ),
    (ALL, "Il meeting è confermato per giovedì.", "Il meeting è confermato per giovedì."),
    # antithesis: the claim first, the denial after it
    (
        ALL,
        "La vera sfida non riguarda il supporto, bensì l'attenzione.",
        "La vera sfida riguarda l'attenzione, non il supporto.",
    ),
    # ", un dato che evidenzia …" (not before a clause with "che")
    (
        (C,),
        "Solo il 39 per cento degli italiani legge, un dato che evidenzia una tendenza "
        "preoccupante.",
        "Solo il 39 per cento degli italiani legge: segno di una tendenza preoccupante.",
    ),
    (
        (A,),
        "Solo il 39 per cento degli italiani legge, un dato che evidenzia una tendenza "
        "preoccupante.",
        "Solo il 39 per cento degli italiani legge, indice di una tendenza preoccupante.",
    ),
    (
        ALL,
        "Solo il 39 per cento degli italiani legge, un dato che conferma che il problema esiste.",
        "Solo il 39 per cento degli italiani legge, un dato che conferma che il problema esiste.",
    ),
    (
        ALL,
        "La lettura rappresenta molto più di un semplice passatempo.",
        "La lettura è più di un passatempo.",
    ),
    (
        ALL,
        "La lettura continua a rappresentare un pilastro della crescita.",
        "La lettura è ancora un pilastro della crescita.",
    ),
    (
        ALL,
        "In un contesto caratterizzato da forte incertezza, le imprese rinviano gli investimenti.",
        "In un contesto segnato da forte incertezza, le imprese rinviano gli investimenti.",
    ),
    (
        ALL,
        "Il prodotto è caratterizzato da un design elegante.",
        "Il prodotto è caratterizzato da un design elegante.",
    ),
    (
        ALL,
        "Il polo si inserisce in un più ampio piano di rilancio.",
        "Il polo fa parte di un piano più ampio di rilancio.",
    ),
    (
        ALL,
        "Il rettore ha sottolineato l'importanza di una collaborazione sinergica tra pubblico e "
        "privato.",
        "Il rettore ha sottolineato l'importanza di una stretta collaborazione tra pubblico e "
        "privato.",
    ),
    (
        (A,),
        "L'accordo segna un passo significativo per il settore.",
        "L'accordo segna un passo importante per il settore.",
    ),
    (
        (P,),
        "Sono convinto di poter apportare un contributo significativo al Vostro team.",
        "Sono convinto di poter dare un contributo al Vostro team.",
    ),
    (
        ALL,
        "Mantiene le bevande fredde fino a 24 ore, garantendo un'esperienza di utilizzo senza "
        "compromessi.",
        "Mantiene le bevande fredde fino a 24 ore.",
    ),
    (
        (C, P),
        "Leggi le istruzioni di utilizzo prima di iniziare.",
        "Leggi le istruzioni d'uso prima di iniziare.",
    ),
    (
        (P,),
        "Con questa guida potrai ritrovare il giusto equilibrio tra lavoro e famiglia.",
        "Con questa guida potrai ritrovare un buon equilibrio tra lavoro e famiglia.",
    ),
    ((C,), "Opta per un vaso più largo.", "Prendi un vaso più largo."),
    # business letters
    (ALL, "Desidero ringraziarLa per il Suo aiuto.", "La ringrazio per il Suo aiuto."),
    (
        ALL,
        "Sarà nostra cura tenerLa costantemente aggiornata su eventuali sviluppi.",
        "La terremo aggiornata su eventuali sviluppi.",
    ),
    (
        (P,),
        "Per quanto riguarda le tempistiche, prevediamo di consegnare entro marzo.",
        "Quanto ai tempi, prevediamo di consegnare entro marzo.",
    ),
    (
        (C,),
        "Ad oggi, abbiamo completato la fase di analisi.",
        "Finora abbiamo completato la fase di analisi.",
    ),
    (
        ALL,
        "Abbiamo avviato lo sviluppo in linea con la roadmap condivisa.",
        "Abbiamo avviato lo sviluppo in linea con la roadmap concordata.",
    ),
    (
        ALL,
        "Ci sentiamo domani per allinearci sul progetto.",
        "Ci sentiamo domani per fare il punto sul progetto.",
    ),
    # "Che tu sia X o Y, …" no longer dangles
    (
        ALL,
        "Che tu sia un freelance alle prime armi o un manager esperto, questi consigli ti "
        "aiuteranno.",
        "Se sei un freelance alle prime armi o un manager esperto, questi consigli ti aiuteranno.",
    ),
    (
        ALL,
        "Nel corso degli ultimi cinque anni ho lavorato nel marketing.",
        "Negli ultimi cinque anni ho lavorato nel marketing.",
    ),
    # the writer's own past keeps its subject
    (
        ALL,
        "Presso Studio Verdi ho coordinato un team di quattro persone, contribuendo ad aumentare "
        "il traffico del 40 per cento.",
        "Presso Studio Verdi ho coordinato un team di quattro persone e ho contribuito ad "
        "aumentare il traffico del 40 per cento.",
    ),
    # "si può" agrees with a plural object
    (
        (C,),
        "Attraverso percorsi mirati, è possibile avvicinare i più giovani ai libri.",
        "Attraverso percorsi mirati, si possono avvicinare i più giovani ai libri.",
    ),
    # closing lines of a launch post and of a how-to
    (
        ALL,
        "Abbiamo lanciato la nuova piattaforma. Grazie a chi ci ha creduto. Senza di voi, nulla "
        "di tutto questo sarebbe stato possibile.",
        "Abbiamo lanciato la nuova piattaforma. Grazie a chi ci ha creduto.",
    ),
    # batch 2: dev-text tells and a few wrong edits found while reading
    (
        ALL,
        "Andremo a vedere come funziona il nuovo sistema.",
        "Vedremo come funziona il nuovo sistema.",
    ),
    (ALL, "Andiamo ad analizzare i risultati.", "Analizziamo i risultati."),
    (ALL, "Andiamo a vedere il film stasera.", "Andiamo a vedere il film stasera."),
    (
        ALL,
        "Bosa è una di quelle mete che sanno sorprendere a ogni angolo.",
        "Bosa è una di quelle mete che sorprendono a ogni angolo.",
    ),
    (ALL, "Questo borgo è un vero gioiello tutto da scoprire.", "Questo borgo è un vero gioiello."),
    (
        ALL,
        "Scopri la moka, realizzata a Omegna, dove dal 1962 la tradizione artigianale incontra "
        "l'innovazione.",
        "Scopri la moka, realizzata a Omegna, dove dal 1962 tradizione artigianale e innovazione "
        "convivono.",
    ),
    (
        ALL,
        "I caffè di Trieste non sono stati soltanto luoghi di consumo ma spazi di incontro.",
        "I caffè di Trieste sono stati luoghi di consumo, ma anche spazi di incontro.",
    ),
    (ALL, "Non è solo bello ma lo uso ogni giorno.", "Non è solo bello ma lo uso ogni giorno."),
    (
        ALL,
        "Alimentazione equilibrata e un po' di movimento non sono un lusso, ma parte integrante "
        "della preparazione.",
        "Alimentazione equilibrata e un po' di movimento fanno parte a pieno titolo della "
        "preparazione.",
    ),
    (
        ALL,
        "Resto a disposizione per fissare una breve riunione di allineamento.",
        "Resto a disposizione per fissare una breve riunione per fare il punto.",
    ),
    (
        ALL,
        "Che tu sia un appassionato di caffè o semplicemente alla ricerca di un oggetto bello e "
        "funzionale, Aurora è la scelta giusta.",
        "Se sei un appassionato di caffè o semplicemente alla ricerca di un oggetto bello e "
        "funzionale, Aurora è la scelta giusta.",
    ),
    # the economic "valore aggiunto" stays
    (ALL, "Il valore aggiunto è cresciuto.", "Il valore aggiunto è cresciuto."),
    (
        ALL,
        "Il film racconta la storia di Ada. Un'opera che non urla, ma sussurra – e proprio per "
        "questo lascia il segno.",
        "Il film racconta la storia di Ada.",
    ),
    (
        ALL,
        "La città è bella. Bosa, più che una tappa, è un'esperienza che unisce storia, natura e "
        "tradizione.",
        "La città è bella.",
    ),
    # "in modo efficace ed efficiente" was "bene ed efficiente"; "Vi aspettiamo numerosi!" was
    # "Vi aspettiamo tanti!"
    (
        (C, P),
        "Il team lavora in modo efficace ed efficiente per raggiungere gli obiettivi.",
        "Il team lavora bene e senza sprechi per raggiungere gli obiettivi.",
    ),
    (
        (A,),
        "Il team lavora in modo efficace ed efficiente per raggiungere gli obiettivi.",
        "Il team lavora con efficacia ed efficienza per raggiungere gli obiettivi.",
    ),
    ((C,), "Vi aspettiamo numerosi!", "Vi aspettiamo in tanti!"),
    ((P,), "Vi aspettiamo numerosi!", "Vi aspettiamo in molti!"),
    (
        (C, P),
        "A livello di costi, la soluzione è vantaggiosa.",
        "In fatto di costi, la soluzione è vantaggiosa.",
    ),
    # batch 3: letter formulas and stock phrasing
    (
        (C,),
        "Qualora fosse necessario, provvederemo a inviarLe la documentazione mediante posta "
        "elettronica.",
        "Se fosse necessario, Le manderemo la documentazione per e-mail.",
    ),
    (
        (P,),
        "Qualora fosse necessario, provvederemo a inviarLe la documentazione mediante posta "
        "elettronica.",
        "Se fosse necessario, Le invieremo la documentazione per e-mail.",
    ),
    ((P,), "Provvederemo a contattarLa entro domani.", "La contatteremo entro domani."),
    (
        (C, P),
        "Il ritardo è dovuto al fatto che il fornitore non ha consegnato i materiali.",
        "Il ritardo dipende dal fatto che il fornitore non ha consegnato i materiali.",
    ),
    (
        (C, P),
        "Le comunichiamo che il pagamento è andato a buon fine.",
        "Il pagamento è andato a buon fine.",
    ),
    (
        (A,),
        "Le comunichiamo che il pagamento è andato a buon fine.",
        "Le comunichiamo che il pagamento è andato a buon fine.",
    ),
    (
        (C, P),
        "Le ricordiamo che il pagamento scade domani.",
        "Le ricordiamo che il pagamento scade domani.",
    ),
    (
        (P,),
        "In riferimento alla Sua e-mail, Le confermo la disponibilità.",
        "Riguardo alla Sua e-mail, Le confermo la disponibilità.",
    ),
    (
        (C, P),
        "In data 3 marzo abbiamo sostituito il prodotto.",
        "Il 3 marzo abbiamo sostituito il prodotto.",
    ),
    (
        ALL,
        "Quelli sopravvissuti continuano a custodire una memoria preziosa.",
        "Quelli sopravvissuti conservano ancora una memoria preziosa.",
    ),
    (
        (C, P),
        "Il film è un'opera delicata, capace di toccare corde universali.",
        "Il film è un'opera delicata, che parla a tutti.",
    ),
    (
        ALL,
        "L'impianto garantisce elevati standard di efficienza.",
        "L'impianto garantisce un'alta efficienza.",
    ),
    (
        ALL,
        "Nel caffè si è forgiata l'anima stessa della città.",
        "Nel caffè si è formata l'anima della città.",
    ),
    # batch 4: templates a person would not keep
    (
        ALL,
        "È qui che entra in gioco l'intelligenza artificiale.",
        "Qui torna utile l'intelligenza artificiale.",
    ),
    (
        ALL,
        "La risposta è semplice: bisogna investire nella formazione.",
        "Bisogna investire nella formazione.",
    ),
    (ALL, "Perché è importante? Perché riduce i costi.", "È importante perché riduce i costi."),
    (
        ALL,
        "Come funziona? Semplice: basta scaricare l'app.",
        "Funziona così: basta scaricare l'app.",
    ),
    (
        (C,),
        "È essenziale adottare un approccio proattivo.",
        "Conviene adottare un approccio che gioca d'anticipo.",
    ),
    (
        (P,),
        "È essenziale adottare un approccio proattivo.",
        "Occorre adottare un approccio preventivo.",
    ),
    # "Infine, ma non meno importante," was "E per finire, ma non meno importante," (casual) and
    # "Ma non meno importante," (professional)
    (
        (C, P),
        "Infine, ma non meno importante, il prezzo è competitivo.",
        "Il prezzo è competitivo.",
    ),
    (
        (A,),
        "Infine, ma non meno importante, il prezzo è competitivo.",
        "Infine, il prezzo è competitivo.",
    ),
    # batch 5: participial tails in the main verb's tense; never after a passato prossimo
    (
        (P,),
        "La piazza è il cuore del quartiere, favorendo l'incontro tra generazioni.",
        "La piazza è il cuore del quartiere, il che facilita l'incontro tra generazioni.",
    ),
    (
        ALL,
        "Il nuovo ponte sarà pronto nel 2026, riducendo i tempi di percorrenza.",
        "Il nuovo ponte sarà pronto nel 2026, il che ridurrà i tempi di percorrenza.",
    ),
    (
        ALL,
        "EcoRiva ha avviato un percorso di formazione, favorendo l'inserimento dei giovani.",
        "EcoRiva ha avviato un percorso di formazione, favorendo l'inserimento dei giovani.",
    ),
    # "offre spunti di riflessione preziosi" was "fa riflettere preziosi"
    (
        ALL,
        "Il libro offre spunti di riflessione preziosi su temi di grande attualità.",
        "Il libro fa riflettere su temi di grande attualità.",
    ),
    (
        (C,),
        "Per concludere, possiamo affermare che il lavoro di squadra è essenziale.",
        "Insomma, il lavoro di squadra è essenziale.",
    ),
    (
        (P,),
        "Per concludere, possiamo affermare che il lavoro di squadra è essenziale.",
        "Il lavoro di squadra è essenziale.",
    ),
    (
        ALL,
        "Il viaggio inizia a Firenze, dove arte e storia si fondono in un connubio unico.",
        "Il viaggio inizia a Firenze, dove arte e storia convivono.",
    ),
    # batch 6: business-chat loanwords and "Cosa significa X? Significa Y."
    (
        (P,),
        "Ti mando un recap della call di ieri.",
        "Ti mando un riepilogo della riunione di ieri.",
    ),
    (
        (P,),
        "Possiamo schedulare una call per giovedì?",
        "Possiamo fissare una riunione per giovedì?",
    ),
    (
        ALL,
        "Ti giro un update sul progetto entro domani.",
        "Ti giro un aggiornamento sul progetto entro domani.",
    ),
    (
        ALL,
        "Il kick-off del progetto è previsto per lunedì.",
        "L'avvio del progetto è previsto per lunedì.",
    ),
    (
        ALL,
        "Ma cosa significa davvero essere sostenibili? Significa ridurre gli sprechi.",
        "Essere sostenibili significa ridurre gli sprechi.",
    ),
    (
        ALL,
        "Cosa significa questo per le aziende? Significa che dovranno investire di più.",
        "Per le aziende questo significa che dovranno investire di più.",
    ),
    (ALL, "Cosa significa? Non lo so.", "Cosa significa? Non lo so."),
]

_ALL_REVIEW_R12 = [(tone, text, expected) for tones, text, expected in REVIEW_R12 for tone in tones]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_REVIEW_R12)
def test_round_12_review(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# Fixes after the blind review r12 (bench/reviews/findings/it_r12.json): the engine's own errors,
# then the tells it left. Cases where a broad rule must not fire stand beside the rule's case.
REVIEW_R12_FIXES = [
    # "nell'ambito del X e della Y": both complements turn to "in", or "della" hangs (it-r12-04)
    (
        (P,),
        "Ho sviluppato una solida preparazione nell'ambito del marketing digitale e della "
        "comunicazione d'impresa.",
        "Ho sviluppato una solida preparazione nel marketing digitale e nella comunicazione "
        "d'impresa.",
    ),
    (ALL, "Ho lavorato nell'ambito della logistica.", "Ho lavorato nella logistica."),
    # unclear coordination ("dei prodotti e della comunicazione"): left as it is
    (
        (P,),
        "Ho lavorato nell'ambito del marketing dei prodotti e della comunicazione.",
        "Ho lavorato nell'ambito del marketing dei prodotti e della comunicazione.",
    ),
    # "nel corso di" → "durante" not when "durante" follows in the sentence (it-r12-04)
    (
        (P,),
        "Nel corso degli studi ho fatto pratica durante un tirocinio di sei mesi.",
        "Nel corso degli studi ho fatto pratica durante un tirocinio di sei mesi.",
    ),
    (
        (P,),
        "Nel corso degli studi ho fatto molta pratica.",
        "Durante gli studi ho fatto molta pratica.",
    ),
    # a self-answered question keeps its "?" when a colon follows in the answer (it-r12-01)
    (
        (C,),
        "Il segreto? Pochi ingredienti, ma di qualità: farina, acqua e sale.",
        "Il segreto? Pochi ingredienti, ma di qualità: farina, acqua e sale.",
    ),
    (
        (C,),
        "Il segreto? Pochi ingredienti, ma di qualità.",
        "Il segreto: pochi ingredienti, ma di qualità.",
    ),
    # no cut at ", ma" after a denial: "Ma si trasforma …" would be a fragment (it-r12-06)
    (
        (A,),
        machine(
            "Eppure, osservando da vicino alcune esperienze locali, emerge un quadro ben più "
            "articolato: quello di una biblioteca che non si limita a custodire libri, ma si "
            "trasforma in un vero e proprio presidio civico."
        ),
        "Eppure, osservando da vicino alcune esperienze locali, emerge un quadro ben più "
        "articolato: quello di una biblioteca che non si limita a conservare libri, ma si "
        "trasforma in un vero presidio civico.",
    ),
    # "Parallelamente" before a past event is "nello stesso periodo" (it-r12-05); before a
    # present it stays in the written tones
    (
        (A,),
        "Parallelamente, il canone medio è aumentato del 47%.",
        "Nello stesso periodo, il canone medio è aumentato del 47%.",
    ),
    (
        (A, P),
        "Parallelamente, occorre considerare il ruolo delle famiglie.",
        "Parallelamente, occorre considerare il ruolo delle famiglie.",
    ),
    # "emblematico" is typical, not a model to follow ("esemplare", it-r12-06)
    (
        (A,),
        "Il caso della biblioteca è in questo senso emblematico.",
        "Il caso della biblioteca è in questo senso rappresentativo.",
    ),
    # a title's "viaggio nel cuore di" (it-r12-01); in prose the trip stays
    (
        (C,),
        "**Le sagne e fagioli di nonna Assunta: un viaggio nel cuore dell'Abruzzo**",
        "**Le sagne e fagioli di nonna Assunta: un pezzo dell'Abruzzo**",
    ),
    (
        (C,),
        "Il libro offre un viaggio nel cuore della tradizione contadina.",
        "Il libro offre un viaggio nella tradizione contadina.",
    ),
    # "custodire la memoria" is kept alive (it-r12-01)
    (
        (C,),
        "Cucinare significa custodire la memoria e condividere.",
        "Cucinare significa tenere viva la memoria e condividere.",
    ),
    (
        (C,),
        "La nonna custodisce la memoria della famiglia.",
        "La nonna tiene viva la memoria della famiglia.",
    ),
    # tells the review found left: closing morals and slogans, dropped at a paragraph's end
    (
        (C,),
        "Il segreto? Pochi ingredienti, ma di qualità: farina, acqua e sale. Niente di più, "
        "niente di meno.",
        "Il segreto? Pochi ingredienti, ma di qualità: farina, acqua e sale.",
    ),
    (
        (C,),
        "Voglio niente di più, niente di meno che la verità.",
        "Voglio niente di più, niente di meno che la verità.",
    ),
    (
        (P,),
        "Grazie per il vostro lavoro. Insieme, continuiamo a tessere il futuro.",
        "Grazie per il vostro lavoro.",
    ),
    (
        (A,),
        "La biblioteca è uno spazio di frontiera. Riconoscerne il valore significa investire "
        "non solo nella lettura, ma nella coesione stessa del tessuto urbano.",
        "La biblioteca è uno spazio di frontiera.",
    ),
    # "non significa solo X: significa Y", and the moral's run-up "Perché, alla fine,"
    (
        (C,),
        "Perché, alla fine, cucinare non significa solo nutrirsi: significa custodire la "
        "memoria, condividere e sentirsi a casa.",
        "Perché cucinare, più che nutrirsi, significa tenere viva la memoria, condividere e "
        "sentirsi a casa.",
    ),
    (
        (C,),
        "Ho scelto il treno. Perché, alla fine, costa meno.",
        "Ho scelto il treno. Perché, alla fine, costa meno.",
    ),
    # "non sia solo X, ma Y" (subjunctive) says both
    (
        (P,),
        "Credo che il marketing non sia solo uno strumento per vendere, ma un modo per "
        "raccontare storie.",
        "Credo che il marketing sia uno strumento per vendere, ma anche un modo per raccontare "
        "storie.",
    ),
    (
        (P,),
        "Un risultato che non è solo frutto dei numeri, ma dell'impegno di tutti.",
        "Un risultato che va oltre i numeri: è frutto dell'impegno di tutti.",
    ),
    # stock collocations
    ((C,), "Un piatto semplice e profondamente autentico.", "Un piatto semplice e autentico."),
    (
        (C,),
        "Una signora di 84 anni e un'energia invidiabile.",
        "Una signora di 84 anni e tanta energia.",
    ),
    (
        (P,),
        "Maggio è stato un mese ricco di sfide che ci hanno visto protagonisti come squadra.",
        "Maggio è stato un mese ricco di sfide che abbiamo vissuto insieme.",
    ),
    (
        (P,),
        "Coprirà il 35% del fabbisogno, permettendoci di ridurre le emissioni e di compiere un "
        "passo concreto verso un futuro più sostenibile.",
        "Coprirà il 35% del fabbisogno, permettendoci di ridurre le emissioni.",
    ),
    (
        (P,),
        "Grazie, come sempre, per la passione, la professionalità e la dedizione che mettete "
        "ogni giorno.",
        "Grazie, come sempre, per la passione e la professionalità che mettete ogni giorno.",
    ),
    (
        (A,),
        "Il presente studio analizza l'impatto degli affitti brevi.",
        "Questo studio analizza l'impatto degli affitti brevi.",
    ),
    ((A,), "Non mancano, tuttavia, le criticità.", "Restano tuttavia alcune difficoltà."),
    ((C,), "Non mancano, però, i problemi.", "Ci sono però anche dei problemi."),
    (
        (A,),
        "Si esercita, concretamente, la cittadinanza.",
        "Si esercita concretamente la cittadinanza.",
    ),
    (
        (P,),
        "Ciò che mi attrae maggiormente è la vostra storia.",
        "Ciò che mi attrae di più è la vostra storia.",
    ),
    (
        (P,),
        "Sono una persona organizzata, creativa e orientata agli obiettivi, con un'ottima "
        "conoscenza dell'inglese.",
        "Sono una persona organizzata, creativa e abituata a lavorare per obiettivi, con "
        "un'ottima conoscenza dell'inglese.",
    ),
    # an approach is not "abituato", and "agli obiettivi e ai risultati" would break
    (
        (P,),
        "Il progetto adotta un approccio orientato agli obiettivi.",
        "Il progetto adotta un approccio orientato agli obiettivi.",
    ),
    (
        (P,),
        "Sono un professionista orientato agli obiettivi e ai risultati.",
        "Sono un professionista orientato agli obiettivi e ai risultati.",
    ),
    (
        (P,),
        "La festa si terrà presso il parco di Villa Rivetti.",
        "La festa si terrà nel parco di Villa Rivetti.",
    ),
    (
        (A,),
        "La festa si terrà presso il parco di Villa Rivetti.",
        "La festa si terrà presso il parco di Villa Rivetti.",
    ),
    (
        (P,),
        "Lavoro presso il Comune di Torino da dieci anni.",
        "Lavoro presso il Comune di Torino da dieci anni.",
    ),
    # ", mettendo in luce come …" becomes a sentence of its own; not after a past head
    (
        (A,),
        "Lo studio si inserisce nel più ampio dibattito sulla turistificazione dei centri "
        "minori, mettendo in luce come tale fenomeno sia anche una questione sociale.",
        "Lo studio si inserisce nel più ampio dibattito sulla turistificazione dei centri "
        "minori. Ciò mette in luce come tale fenomeno sia anche una questione sociale.",
    ),
    (
        (A,),
        "Il convegno si tenne a Roma nel 1998 con molti ospiti, mettendo in luce come il "
        "fenomeno fosse diffuso.",
        "Il convegno si tenne a Roma nel 1998 con molti ospiti, mettendo in luce come il "
        "fenomeno fosse diffuso.",
    ),
]

_ALL_REVIEW_R12_FIXES = [
    (tone, text, expected) for tones, text, expected in REVIEW_R12_FIXES for tone in tones
]


@pytest.mark.parametrize(("tone", "text", "expected"), _ALL_REVIEW_R12_FIXES)
def test_review_r12_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, IT) == expected


# A pattern written with a leading \b ("\bla scelta perfetta") finds the capital at a sentence
# start too: the engine's own word boundary stands in for the \b.
def test_a_pattern_with_a_leading_word_boundary_finds_a_sentence_start() -> None:
    assert rewrite_text("La scelta perfetta per chi viaggia è questa bici.", P, IT) == (
        "La scelta giusta per chi viaggia è questa bici."
    )
