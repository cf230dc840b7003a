"""The German data through the engine: one exact case per rule family, ordinary German that must
survive, verb-second word order and the form of address kept, and the development texts in every
tone."""

import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.rules import _expand, count_stock_phrases
from humanizer.options import Language, Tone

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "bench" / "texts" / "de.toml"
LANGUAGE_FILE = ROOT / "src" / "humanizer" / "engine" / "builtin" / "languages" / "de.toml"
SHARED_DATA = ROOT.parent / "shared" / "data"

CASUAL, ACADEMIC, PROFESSIONAL = Tone.CASUAL, Tone.ACADEMIC, Tone.PROFESSIONAL

# Words that address the reader as "du" or "ihr"; a rewrite must never bring one in.
INFORMAL_ADDRESS = re.compile(r"\b(?:du|dich|dir|dein\w*|euch|euer|eure\w*)\b", re.IGNORECASE)
FORMAL_ADDRESS = re.compile(r"\bIhnen\b|\bIhr(?:e[mnrs]?)?\b")
# A statement that starts with a finite verb has lost its first constituent (verb-second broken).
VERB_FIRST = re.compile(
    r"(?:^|[.!]\s+)(?:Ist|Sind|War|Waren|Hat|Haben|Hatte|Gibt|Gab|Kann|Können|Wird|Wurde|Bietet|Bot)"
    r" [^.!?]*[.!]"
)


# The rhythm stages (cuts and joins) edit machine text only: a text with no mark of it is a
# person's, and keeps its sentences. Their tests give the text an assistant's opener, which
# the engine cuts.
def machine(text: str) -> str:
    return "Gerne! Hier ist der Text:\n\n" + text


def rewrite(text: str, tone: Tone) -> str:
    return rewrite_text(text, tone, Language.DE)


def development_texts() -> list[dict[str, object]]:
    with TEXTS.open("rb") as file:
        texts: list[dict[str, object]] = tomllib.load(file)["text"]
    return texts


def machine_texts() -> list[str]:
    path = SHARED_DATA / "eval_de.jsonl"
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as file:
        return [row["text"] for row in map(json.loads, file) if row["label"] == "machine"]


def test_the_data_covers_every_family_in_depth() -> None:
    data = load_language(Language.DE)
    kinds = [phrase.kind for phrase in data.phrases]
    assert len(data.phrases) >= 280
    assert kinds.count("word") >= 180
    assert kinds.count("hedge") >= 40
    assert min(kinds.count(k) for k in ("opener", "connector", "closer", "structure")) >= 5
    # closers that a person may also write ("Viel Glück!") are offers now, cut only in an
    # assistant's answer
    assert len(data.openers) >= 10 and len(data.closers) >= 5
    assert len(data.closers) + len(data.offers) >= 20
    assert len(data.splits) >= 5 and not data.contractions
    assert data.capitalized_nouns


# (tone, input, expected output): exact, so that a change of wording is a conscious one.
EXACT = [
    # wrappers, du and Sie, with a trailing emoji
    (
        CASUAL,
        "Gerne! Hier ist die Zusammenfassung:\n\nDas Museum öffnet um 9:30 Uhr.\n\n"
        "Ich hoffe, das hilft dir weiter! 😊",
        "Das Museum öffnet um 9:30 Uhr.",
    ),
    (
        PROFESSIONAL,
        "Selbstverständlich, hier ist ein Entwurf.\n\nDas Meeting wurde auf Freitag verschoben.\n\n"
        "Möchten Sie, dass ich den Text kürze?",
        "Das Meeting wurde auf Freitag verschoben.",
    ),
    # hedges: the dass-clause becomes the main clause, verb second, capital fixed
    (
        CASUAL,
        "Es ist wichtig zu beachten, dass die Stichprobe klein war.",
        "Die Stichprobe war klein.",
    ),
    (
        PROFESSIONAL,
        "Es sei darauf hingewiesen, dass der Preis gestiegen ist.",
        "Der Preis ist gestiegen.",
    ),
    (
        PROFESSIONAL,
        "Es ist wichtig zu beachten, dass Sie Ihr Passwort regelmäßig ändern sollten.",
        "Sie sollten Ihr Passwort regelmäßig ändern.",
    ),
    # a normative "wichtig, dass" stays normative; "wichtig, … zu tun" becomes "sollte"
    (
        CASUAL,
        "Es ist wichtig, dass Sie Ihr Passwort regelmäßig ändern.",
        "Wichtig ist, dass Sie Ihr Passwort regelmäßig ändern.",
    ),
    (CASUAL, "Es ist wichtig, regelmäßig zu lüften.", "Man sollte regelmäßig lüften."),
    (ACADEMIC, "Es ist wichtig, regelmäßig zu lüften.", "Regelmäßig zu lüften ist wichtig."),
    (
        CASUAL,
        "Es ist jedoch wichtig zu beachten, dass der Preis für Kinder gilt.",
        "Wichtig ist jedoch, dass der Preis für Kinder gilt.",
    ),
    # sentence adverbs: dropped with subject and verb swapped, or kept out of the middle
    (CASUAL, "Zweifellos ist die Lage ideal.", "Die Lage ist ideal."),
    (PROFESSIONAL, "Die Lage ist ohne Zweifel ideal.", "Die Lage ist ideal."),
    (CASUAL, "Nichtsdestotrotz war das Frühstück lecker.", "Das Frühstück war trotzdem lecker."),
    # connectors: subject first, "außerdem" in the middle field; dropped before "auch"
    (
        ACADEMIC,
        "Darüber hinaus bietet das Hotel einen Pool.",
        "Das Hotel bietet außerdem einen Pool.",
    ),
    (CASUAL, "Zudem gibt es auch eine Sauna.", "Es gibt auch eine Sauna."),
    # … but never between a noun and its attribute: another adverbial takes the first place
    (
        CASUAL,
        "Darüber hinaus war die Straße vor dem Hotel laut.",
        "Außerdem war die Straße vor dem Hotel laut.",
    ),
    # closers
    (
        ACADEMIC,
        "Alles in allem war der Aufenthalt angenehm.",
        "Der Aufenthalt war insgesamt angenehm.",
    ),
    (
        PROFESSIONAL,
        "Zusammenfassend lässt sich sagen, dass das Quartal gut war.",
        "Das Quartal war insgesamt gut.",
    ),
    (
        CASUAL,
        "Zusammenfassend lässt sich sagen, dass das Quartal gut war.",
        "Unterm Strich war das Quartal gut.",
    ),
    # openers
    (ACADEMIC, "In der heutigen schnelllebigen Welt ist Zeit knapp.", "Heute ist Zeit knapp."),
    (
        CASUAL,
        "Wenn es um die Sicherheit geht, spielt die Verschlüsselung eine entscheidende Rolle.",
        "Was die Sicherheit angeht, spielt die Verschlüsselung eine ganz zentrale Rolle.",
    ),
    # inflated vocabulary, adjective endings carried over
    (CASUAL, "Es war ein unvergessliches Erlebnis.", "Es war ein besonderes Erlebnis."),
    (
        PROFESSIONAL,
        "Der Service war erstklassig und das Team leistete erstklassige Arbeit.",
        "Der Service war sehr gut und das Team leistete sehr gute Arbeit.",
    ),
    (
        CASUAL,
        "Die Aurora X2 ist eine hochmoderne Stirnlampe mit einem robusten Gehäuse.",
        "Die Aurora X2 ist eine moderne Stirnlampe mit einem stabilen Gehäuse.",
    ),
    (
        ACADEMIC,
        "Diese Entdeckung war ein Meilenstein in der Teilchenphysik.",
        "Diese Entdeckung war ein wichtiger Schritt in der Teilchenphysik.",
    ),
    (
        PROFESSIONAL,
        "Das Hotel liegt im Herzen der Altstadt.",
        "Das Hotel liegt im Zentrum der Altstadt.",
    ),
    (
        CASUAL,
        "Das System ist in der Lage, große Datenmengen zu verarbeiten.",
        "Das System kann große Datenmengen verarbeiten.",
    ),
    (
        PROFESSIONAL,
        "Die Technologie hat das Potenzial, die Branche zu verändern.",
        "Die Technologie könnte die Branche verändern.",
    ),
    (CASUAL, "Die Sauberkeit ließ zu wünschen übrig.", "Die Sauberkeit war nicht gut."),
    (
        PROFESSIONAL,
        "Das tut dem positiven Eindruck keinen Abbruch.",
        "Das schadet dem positiven Eindruck nicht.",
    ),
    (
        CASUAL,
        "Die Ruinen sind ein eindrucksvolles Zeugnis für die Baukunst der Römer.",
        "Die Ruinen zeigen die Baukunst der Römer.",
    ),
    (
        PROFESSIONAL,
        "Die Lampe ist die perfekte Wahl für Wanderer.",
        "Die Lampe eignet sich gut für Wanderer.",
    ),
    (PROFESSIONAL, "Der Umsatz ist signifikant gestiegen.", "Der Umsatz ist deutlich gestiegen."),
    # e-mail formulas, the form of address kept
    (
        CASUAL,
        "Zögern Sie nicht, uns unter info@beispiel.de zu kontaktieren, wenn Sie Fragen haben. "
        "Wir antworten schnell.",
        "Melden Sie sich gerne unter info@beispiel.de, wenn Sie Fragen haben. "
        "Wir antworten schnell.",
    ),
    (
        PROFESSIONAL,
        "Ich freue mich darauf, von Ihnen zu hören.",
        "Ich freue mich auf Ihre Antwort.",
    ),
    # structures
    (
        CASUAL,
        "Das Altbierlied ist nicht nur ein Lied, sondern ein Teil der bayerischen Kultur.",
        # both halves side by side ("nicht nur … sondern" means both; review r4)
        "Das Altbierlied ist ein Lied, aber ebenso ein Teil der bayerischen Kultur.",
    ),
    (
        ACADEMIC,
        "Das Altbierlied ist nicht nur ein Lied, sondern ein Teil der bayerischen Kultur.",
        "Das Altbierlied ist ein Lied und zugleich ein Teil der bayerischen Kultur.",
    ),
    (
        PROFESSIONAL,
        "Das Zimmer war nicht nur klein, sondern auch schlecht gereinigt.",
        "Das Zimmer war klein und zudem schlecht gereinigt.",
    ),
    (
        CASUAL,
        "Ob Sie nun Anfänger oder Profi sind, die Lampe passt sich Ihnen an.",
        "Ob Anfänger oder Profi – die Lampe passt sich Ihnen an.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), EXACT)
def test_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Ordinary German that merely contains a listed word, or ends like a chat answer: untouched.
UNTOUCHED = [
    "Hey! Das Essen ist um acht. Sag Bescheid, ob du kommst!",
    "Das Treffen ist am Freitag. Möchtest du mitkommen?",
    "Insgesamt wurden 19 Flüge durchgeführt.",
    "Insgesamt vier Nächte haben wir dort verbracht.",
    "Zusätzlich angebotene Leistungen kosten extra.",
    "Die Ergebnisse zeigen einen signifikanten Rückgang (p < 0,01).",
    "Der Unterschied war statistisch signifikant.",
    "Unter außergewöhnlichen Umständen gilt eine andere Frist.",
    "Essenzielle Fettsäuren muss der Körper mit der Nahrung aufnehmen.",
    "Die Künstler erweiterten den Horizont in Frankreich und darüber hinaus.",
    "Die Lampen beleuchten den ganzen Raum.",
    "Die Entscheidung fiel am Montag nach langer Diskussion.",
    "Nicht zuletzt wegen der Lage kommen wir gern wieder.",
    "Die politische Landschaft hat sich seit 1990 stark verändert.",
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_ordinary_german_is_left_alone(text: str) -> None:
    assert rewrite(text, PROFESSIONAL) == text


def _address(text: str) -> tuple[set[str], set[str]]:
    informal = {m.lower() for m in INFORMAL_ADDRESS.findall(text)}
    return informal, set(FORMAL_ADDRESS.findall(text))


ALL_TEXTS = [str(t["text"]) for t in development_texts()] + machine_texts()


@pytest.mark.parametrize("tone", list(Tone))
def test_no_form_of_address_and_no_verb_first_statement_is_introduced(tone: Tone) -> None:
    for text in ALL_TEXTS:
        output = rewrite(text, tone)
        informal_in, formal_in = _address(text)
        informal_out, formal_out = _address(output)
        assert informal_out <= informal_in, output
        assert formal_out <= formal_in, output
        assert len(VERB_FIRST.findall(output)) <= len(VERB_FIRST.findall(text)), output


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", development_texts(), ids=lambda text: str(text["id"]))
def test_development_texts_come_out_clean(text: dict[str, object], tone: Tone) -> None:
    data = load_language(Language.DE)
    source = str(text["text"])
    output = rewrite(source, tone)
    assert count_stock_phrases(source, data) >= 1
    assert count_stock_phrases(output, data) == 0, output
    for fact in text["keep"]:  # type: ignore[attr-defined]
        assert fact in output, fact
    assert "  " not in output
    assert not re.search(r"\s[,.;:!?]", output), output


def test_development_texts_are_varied() -> None:
    texts = development_texts()
    words = [len(str(text["text"]).split()) for text in texts]
    assert len(texts) >= 10 and min(words) <= 60 and max(words) >= 300
    assert len({text["purpose"] for text in texts}) == len(texts)


def test_tones_differ_on_the_development_texts() -> None:
    distinct = [len({rewrite(str(t["text"]), tone) for tone in Tone}) for t in development_texts()]
    assert sum(count >= 2 for count in distinct) >= len(distinct) - 1
    assert sum(count == 3 for count in distinct) >= len(distinct) // 3


@pytest.mark.skipif(not machine_texts(), reason="shared data absent")
def test_the_lexicon_marks_machine_text_not_human_text() -> None:
    """Stock phrases must be far more frequent in machine texts than in human ones."""
    data = load_language(Language.DE)
    rates = {}
    with (SHARED_DATA / "eval_de.jsonl").open(encoding="utf-8") as file:
        rows = [json.loads(line) for line in file]
    for label in ("machine", "human"):
        texts = [row["text"] for row in rows if row["label"] == label]
        words = sum(len(text.split()) for text in texts)
        rates[label] = sum(count_stock_phrases(text, data) for text in texts) / words
    assert rates["machine"] >= 4 * rates["human"], rates


def _replacement_words() -> list[str]:
    """Every word of every replacement, with the adjective endings `\\1` can add."""
    with LANGUAGE_FILE.open("rb") as file:
        entries = tomllib.load(file)["phrase"]
    words: set[str] = set()
    for entry in entries:
        endings = ("e", "en", "er", "es", "em") if "(e[mnrs]?)" in entry["find"] else ("",)
        for key in ("replace", "casual", "academic", "professional"):
            for option in entry.get(key, []):
                for stem in re.findall(r"([A-Za-zÄÖÜäöüß]+)\\1", option):
                    words.update(stem + ending for ending in endings if ending)
                plain = re.sub(r"[A-Za-zÄÖÜäöüß]+\\\d|\\\d", " ", option)
                words.update(re.findall(r"[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß-]*", plain))
    return sorted(words)


@pytest.mark.skipif(shutil.which("hunspell") is None, reason="hunspell not installed")
def test_every_replacement_word_is_spelled_right() -> None:
    checked = subprocess.run(
        ["hunspell", "-d", "de_DE", "-l"],
        input="\n".join(_replacement_words()),
        capture_output=True,
        text=True,
        check=False,
    )
    if "Can't open affix or dictionary" in checked.stderr:
        pytest.skip("de_DE dictionary not installed")
    assert checked.stdout.split() == []


# -- engine v2: the whole text -----------------------------------------------------------------

V2_EXACT = [
    # an assistant's framing: opener, announcement and closing offer (with its emoji) go
    (
        CASUAL,
        "Klar! Hier sind zwei Ideen:\n\nWir grillen am Samstag im Park.\n\n"
        "Möchtest du, dass ich dir eine Einkaufsliste erstelle? 😊",
        "Wir grillen am Samstag im Park.",
    ),
    # an offer followed by an emoji is itself the sign of an assistant's answer
    (
        CASUAL,
        "Das Rezept reicht für vier Personen.\n\n"
        "Soll ich dir auch eine vegane Variante vorschlagen? 😊",
        "Das Rezept reicht für vier Personen.",
    ),
    # an offer to revise the text itself is a sure sign, even without an opener
    (
        PROFESSIONAL,
        "Rezension: Der Roman ist spannend und klug gebaut.\n\n"
        "Soll ich die Rezension noch kürzen, zum Beispiel für Instagram?",
        "Rezension: Der Roman ist spannend und klug gebaut.",
    ),
    # courtesy calques of the business letter (Sie) go; the letter keeps its lower-case start
    (
        PROFESSIONAL,
        "Sehr geehrte Frau Weber,\n\nich hoffe, es geht Ihnen gut.\n\n"
        "anbei sende ich Ihnen den unterschriebenen Vertrag.",
        "Sehr geehrte Frau Weber,\n\nanbei sende ich Ihnen den unterschriebenen Vertrag.",
    ),
    (
        PROFESSIONAL,
        "Sehr geehrte Frau Weber,\n\nich hoffe, diese E-Mail erreicht Sie wohlbehalten.\n\n"
        "anbei sende ich Ihnen den Vertrag.",
        "Sehr geehrte Frau Weber,\n\nanbei sende ich Ihnen den Vertrag.",
    ),
    # signposts go; one that names a fact becomes a plain statement instead
    (
        PROFESSIONAL,
        "Zunächst ist es wichtig, die Ausgangslage zu betrachten. Die Firma verlor viele Kunden.",
        "Die Firma verlor viele Kunden.",
    ),
    (
        PROFESSIONAL,
        "Zunächst ist es wichtig, die Studie von 2019 zu betrachten. "
        "Die Firma verlor viele Kunden.",
        "Zunächst kommt es darauf an, die Studie von 2019 zu betrachten. "
        "Die Firma verlor viele Kunden.",
    ),
    # closing morals and pathos go, a "moral" with a fact stays
    (
        CASUAL,
        "Wir sammeln Spenden für das Tierheim. Jeder Beitrag zählt!",
        "Wir sammeln Spenden für das Tierheim.",
    ),
    (
        CASUAL,
        "Der Komponist starb in Wien.\n\nSein Erbe lebt weiter.",
        "Der Komponist starb in Wien.",
    ),
    (
        CASUAL,
        "Achte auf gerade Handgelenke. Dein Rücken wird es dir danken!",
        "Achte auf gerade Handgelenke.",
    ),
    # enumeration: a run of ordinal markers is rewritten as one sequence
    (
        CASUAL,
        "Erstens ist die Miete zu hoch. Zweitens fehlt ein Balkon. Drittens ist die Lage laut.",
        "Zuerst ist die Miete zu hoch. Außerdem fehlt ein Balkon. Und dann ist die Lage laut.",
    ),
    # antitheses
    (
        CASUAL,
        "Nachhaltigkeit ist für mich nicht nur ein Job – sie ist eine Herzensangelegenheit.",
        "Nachhaltigkeit ist für mich ein Job, vor allem aber ein persönliches Anliegen.",
    ),
    (
        ACADEMIC,
        "Nachhaltigkeit ist für mich nicht nur ein Job – sie ist eine Herzensangelegenheit.",
        "Nachhaltigkeit ist für mich ein Job und zugleich ein persönliches Anliegen.",
    ),
    (
        PROFESSIONAL,
        "Pausen sind kein Luxus – sie sind wichtig für die Konzentration.",
        "Pausen sind kein Luxus, sondern wichtig für die Konzentration.",
    ),
    (
        CASUAL,
        "Pausen sind kein Luxus – sie sind wichtig für die Konzentration.",
        "Pausen sind kein Luxus, sondern wichtig für die Konzentration.",
    ),
    (
        CASUAL,
        "Dabei geht es nicht nur um frische Lebensmittel – es geht um Entschleunigung und Ruhe.",
        "Dabei geht's um mehr als frische Lebensmittel: um Entschleunigung und Ruhe.",
    ),
    # "is"-inflations
    (
        ACADEMIC,
        "Mikroplastik stellt eine zunehmende Belastung für Seen dar.",
        "Mikroplastik ist eine zunehmende Belastung für Seen.",
    ),
    (
        PROFESSIONAL,
        "Die Zellen zeichnen sich durch eine hohe Lebensdauer aus.",
        "Die Zellen haben eine hohe Lebensdauer.",
    ),
    (
        PROFESSIONAL,
        "Die Anlage leistet einen entscheidenden Beitrag zur Stabilisierung des Netzes.",
        "Die Anlage trägt wesentlich zur Stabilisierung des Netzes bei.",
    ),
    # verb-final tails: the verb moves to second place in a sentence of its own
    (
        PROFESSIONAL,
        "Die Figuren sind widersprüchlich gezeichnet, was den Roman so authentisch und berührend "
        "macht.",
        "Die Figuren sind widersprüchlich gezeichnet. Das macht den Roman so authentisch und "
        "berührend.",
    ),
    (
        PROFESSIONAL,
        "Junge Designer interpretieren die Muster neu, wodurch eine Brücke zwischen Vergangenheit "
        "und Gegenwart entsteht.",
        "Junge Designer interpretieren die Muster neu. Dadurch entsteht eine Verbindung zwischen "
        "Vergangenheit und Gegenwart.",
    ),
    # a triad loses its hype member; stacked idioms; adjective endings carried over
    (
        PROFESSIONAL,
        "Es ist ein leiser, tiefgründiger und nachhallender Roman.",
        "Es ist ein leiser und nachhallender Roman.",
    ),
    (CASUAL, "Die Vorteile liegen auf der Hand.", "Die Vorteile sind klar."),
    (ACADEMIC, "Die Vorteile liegen auf der Hand.", "Die Vorteile sind offenkundig."),
    (CASUAL, "Der imposante Dom hat vier Türme.", "Der eindrucksvolle Dom hat vier Türme."),
    (
        CASUAL,
        "Gemeinsam mit dem Fotografen tauchen Sie in die Grundlagen der Fotografie ein.",
        "Zusammen mit dem Fotografen lernen Sie die Grundlagen der Fotografie kennen.",
    ),
    # letters: concise and active
    (
        PROFESSIONAL,
        "Zunächst möchte ich mich herzlich für das konstruktive Gespräch bedanken.",
        "Vielen Dank für das konstruktive Gespräch.",
    ),
    (
        PROFESSIONAL,
        "Es tut uns aufrichtig leid zu hören, dass Ihr Paket verloren ging.",
        "Es tut uns leid, dass Ihr Paket verloren ging.",
    ),
    # the tones: everyday words, the formal word, hedged claims
    (
        CASUAL,
        "Sie erhalten die Bestätigung bereits am Montag.",
        "Sie bekommen die Bestätigung schon am Montag.",
    ),
    (
        PROFESSIONAL,
        "Sie erhalten die Bestätigung bereits am Montag.",
        "Sie erhalten die Bestätigung bereits am Montag.",
    ),
    (
        ACADEMIC,
        "Du bekommst die Karte schon seit Jahren, aber die Zeit ist knapp.",
        "Du erhältst die Karte bereits seit Jahren, aber die Zeit ist knapp.",
    ),
    (ACADEMIC, "Vielen Dank für die vielen Hinweise.", "Vielen Dank für die zahlreichen Hinweise."),
    (
        ACADEMIC,
        "Die Ergebnisse zeigen eindrucksvoll, dass kürzere Arbeitszeiten nicht weniger Leistung "
        "bedeuten.",
        # review r2: the evaluation stays, in a plain word ("zeigt" alone lost it)
        "Die Ergebnisse zeigen deutlich, dass kürzere Arbeitszeiten nicht weniger Leistung "
        "bedeuten.",
    ),
    (
        CASUAL,
        "Die Ergebnisse zeigen eindrucksvoll, dass kürzere Arbeitszeiten nicht weniger Leistung "
        "bedeuten.",
        # review r2: the evaluation stays, in a plain word ("zeigt" alone lost it)
        "Die Ergebnisse zeigen deutlich, dass kürzere Arbeitszeiten nicht weniger Leistung "
        "bedeuten.",
    ),
]


V2_EXACT += [
    # the remaining tells of the blind review
    (
        CASUAL,
        "Wichtig ist, dass die Schule eine entscheidende Rolle spielt.",
        "Wichtig ist, dass die Schule eine sehr große Rolle spielt.",
    ),
    (CASUAL, "Hand aufs Herz: Wer liest heute noch Bücher?", "Wer liest heute noch Bücher?"),
    (
        PROFESSIONAL,
        "Vielmehr bedarf es einer umfassenden Strategie.",
        "Vielmehr braucht es eine umfassende Strategie.",
    ),
    (
        ACADEMIC,
        "Vielmehr bedarf es einer umfassenden Strategie.",
        "Vielmehr bedarf es einer umfassenden Strategie.",
    ),
    (
        ACADEMIC,
        "Die Studien liefern wertvolle Impulse für die Praxis.",
        "Die Studien liefern Anregungen für die Praxis.",
    ),
    (
        PROFESSIONAL,
        "Die Maßnahme ist keine Ausgabe, sondern eine Investition in die Zukunft.",
        "Die Maßnahme ist eine Investition in die Zukunft, keine Ausgabe.",
    ),
]


# The blind native review, round 1.
BUS = (
    "Der Stadtrat hat am Dienstag die neue Buslinie beschlossen. "
    "Sie fährt ab September alle 20 Minuten."
)

V2_EXACT += [
    # blind review r1: antitheses keep both halves and their emphasis
    (
        CASUAL,
        "Heute wachsen auf meinem Balkon nicht nur Basilikum und Minze, sondern auch Erdbeeren.",
        "Heute wachsen auf meinem Balkon Basilikum und Minze, aber auch Erdbeeren.",
    ),
    (
        PROFESSIONAL,
        "Der Sparmodus schont so nicht nur Ihren Geldbeutel, sondern auch die Umwelt.",
        "Der Sparmodus schont so Ihren Geldbeutel, aber auch die Umwelt.",
    ),
    (
        CASUAL,
        "Das Lokal ist weit mehr als nur ein Restaurant – es ist ein Ort, an dem man sich trifft.",
        "Das Lokal ist ein Restaurant, vor allem aber ein Ort, an dem man sich trifft.",
    ),
    (
        PROFESSIONAL,
        "Das Angebot ist weit mehr als nur ein Rabatt.",
        "Das Angebot ist mehr als ein Rabatt.",
    ),
    # a separable verb closes the whole object, a list included
    (
        ACADEMIC,
        "Insgesamt leistet die Studie einen wichtigen Beitrag zum Verständnis der "
        "Wechselwirkungen zwischen Stadtgrün, Mikroklima und Wohlbefinden.",
        "Insgesamt trägt die Studie zum Verständnis der Wechselwirkungen zwischen "
        "Stadtgrün, Mikroklima und Wohlbefinden bei.",
    ),
    (
        CASUAL,
        "Die Anlage leistet einen wichtigen Beitrag zum Klimaschutz und senkt die Kosten.",
        "Die Anlage trägt viel zum Klimaschutz bei und senkt die Kosten.",
    ),
    (
        PROFESSIONAL,
        "Ich bin überzeugt, dass ich einen wertvollen Beitrag zum Erfolg Ihres Unternehmens "
        "leisten kann.",
        "Ich bin überzeugt, dass ich viel zum Erfolg Ihres Unternehmens beitragen kann.",
    ),
    # strong words are not weakened
    (
        ACADEMIC,
        "Beratung und Schulungen spielen hier eine entscheidende Rolle.",
        "Beratung und Schulungen spielen hier eine ganz zentrale Rolle.",
    ),
    (
        ACADEMIC,
        "Eine gute Infrastruktur ist eine unverzichtbare Voraussetzung für Teilhabe.",
        "Eine gute Infrastruktur ist eine unentbehrliche Voraussetzung für Teilhabe.",
    ),
    (
        PROFESSIONAL,
        "Der entscheidende Faktor war die Geduld.",
        "Der zentrale Faktor war die Geduld.",
    ),
    (
        ACADEMIC,
        "Die Befunde liefern wertvolle Erkenntnisse für die Praxis.",
        "Die Befunde liefern wichtige Erkenntnisse für die Praxis.",
    ),
    (
        ACADEMIC,
        "Es gilt, die Zukunft verantwortungsvoll und zukunftsorientiert zu gestalten.",
        "Es gilt, die Zukunft verantwortungsvoll und vorausschauend zu gestalten.",
    ),
    (
        PROFESSIONAL,
        "Das Display führt Sie mühelos durch alle 12 Programme.",
        "Das Display führt Sie problemlos durch alle 12 Programme.",
    ),
    (
        PROFESSIONAL,
        "Intuitive Bedienung: Das Gerät ist sofort bereit.",
        "Selbsterklärende Bedienung: Das Gerät ist sofort bereit.",
    ),
    (
        PROFESSIONAL,
        "Die Maschine verwandelt Ihre Küche im Handumdrehen in ein Café.",
        "Die Maschine verwandelt Ihre Küche in kürzester Zeit in ein Café.",
    ),
    (
        CASUAL,
        "Auf viele weitere gemeinsame Meilensteine!",
        "Auf viele weitere gemeinsame Etappen!",
    ),
    (
        PROFESSIONAL,
        "Für eine samtige Crema, die keine Wünsche offenlässt.",
        "Für eine samtige Crema, die alles bietet, was man sich wünscht.",
    ),
    (
        ACADEMIC,
        "Zusammenfassend lässt sich sagen, dass die Digitalisierung sowohl Chance als auch "
        "Herausforderung ist.",
        "Es zeigt sich also, dass die Digitalisierung sowohl Chance als auch Herausforderung ist.",
    ),
    (
        ACADEMIC,
        "Dieser Essay beleuchtet die Folgen der Reform und zeigt auf, welche Chancen sich ergeben.",
        "Dieser Essay betrachtet die Folgen der Reform und zeigt, welche Chancen sich ergeben.",
    ),
    # chat framing
    (
        PROFESSIONAL,
        "Sehr gern! Im Folgenden ein Vorschlag für Ihre E-Mail:\n\n" + BUS,
        BUS,
    ),
    (
        CASUAL,
        "Okay, hier ist eine kürzere Fassung:\n\n" + BUS,
        BUS,
    ),
    (
        CASUAL,
        "Natürlich kann ich dir dabei helfen! Hier ist ein Rezept:\n\n" + BUS,
        BUS,
    ),
    (
        PROFESSIONAL,
        "Gerne unterstütze ich Sie bei Ihrer Bewerbung. Hier ist ein Vorschlag:\n\n" + BUS,
        BUS,
    ),
    (
        CASUAL,
        "Das ist eine tolle Idee! Hier ist ein Entwurf:\n\n" + BUS,
        BUS,
    ),
    (
        CASUAL,
        (
            "Klar, gerne! Hier ist der Text:\n\n"
            + BUS
            + "\n\n---\n\nSoll ich die Einleitung noch etwas kürzer fassen? Ich kann dir auch "
            "gerne den Hauptteil schreiben! 😊"
        ),
        BUS,
    ),
    (
        PROFESSIONAL,
        (
            "Natürlich! Hier ist ein Entwurf:\n\n"
            + BUS
            + "\n\n---\n\nSoll ich die E-Mail etwas förmlicher formulieren? Ich kann Ihnen auch "
            "gerne eine englische Version erstellen."
        ),
        BUS,
    ),
    (
        PROFESSIONAL,
        (
            "Natürlich! Hier ist ein Entwurf:\n\n"
            + BUS
            + "\n\n---\n\nMöchten Sie, dass ich das Anschreiben noch gezielter zuschneide? Ich "
            "helfe Ihnen gerne weiter!"
        ),
        BUS,
    ),
    (
        CASUAL,
        "Gerne! Hier ist der Text:\n\n" + BUS + "\n\nMöchtest du noch eine englische Version?",
        BUS,
    ),
    (
        CASUAL,
        (
            "Gerne! Hier ist der Text:\n\n"
            + BUS
            + "\n\nSag einfach Bescheid, wenn ich etwas anpassen soll."
        ),
        BUS,
    ),
    (
        PROFESSIONAL,
        "Gerne! Hier ist der Text:\n\n" + BUS + "\n\nWenn Sie möchten, passe ich den Ton noch an.",
        BUS,
    ),
    (
        CASUAL,
        "Gerne! Hier ist der Text:\n\n" + BUS + "\n\nMelde dich gern, wenn du noch Fragen hast.",
        BUS,
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), V2_EXACT)
def test_v2_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# What the v2 rules must not touch: a person's genuine last line, the du form among friends, a
# "moral" with a fact, a lone ordinal, a narrative "Zunächst … Schließlich", a verb-final clause
# with two verbs, "darstellen" = depict, a triad whose members all say something.
V2_UNTOUCHED = [
    (CASUAL, "Das Treffen ist am Freitag. Soll ich dir die Unterlagen vorher erklären?"),
    (CASUAL, "Liebe Anna, morgen ist deine Prüfung. Ich drücke dir die Daumen. Viel Glück!"),
    (CASUAL, "Liebe Oma, ich hoffe, es geht dir gut! Wir sehen uns am Sonntag."),
    (CASUAL, "Der Komponist starb in Wien.\n\nSein Erbe von 626 Werken lebt weiter."),
    (PROFESSIONAL, "Erstens ist die Miete zu hoch. Die Wohnung liegt aber zentral."),
    (PROFESSIONAL, "Zunächst regnete es. Schließlich kam die Sonne heraus."),
    (CASUAL, "Der Zug war voll. Zunächst reagierten die Fahrgäste gelassen."),
    (PROFESSIONAL, "Das Gemälde stellt eine junge Frau dar."),
    (PROFESSIONAL, "Er kaufte alles, was ihn glücklich macht."),
    (
        PROFESSIONAL,
        "Die Firma stellte Leute ein, wodurch die Kosten steigen und neue Probleme entstehen.",
    ),
    (PROFESSIONAL, "Das Hotel zeichnet sich durch seine Lage aus."),
    (PROFESSIONAL, "Ein ETF ist eine einfache, kostengünstige und flexible Geldanlage."),
    (CASUAL, "Das Gebäude ist gut erhalten."),
    (ACADEMIC, "Fast jeder dritte Haushalt baut Gemüse an."),
]


V2_UNTOUCHED += [
    # blind review r1: strong or technical words, literal verbs and a person's own offers stay
    (ACADEMIC, "Befragte berichteten signifikant seltener von Schlafstörungen."),
    (ACADEMIC, "Die Ergebnisse zeigen, dass die Werte sanken."),
    (CASUAL, "Sie hat ein intuitives Gespür für Farben."),
    (PROFESSIONAL, "Im entscheidenden Moment fehlte die Kraft."),
    (CASUAL, "Die Laterne beleuchtet den Weg."),
    (CASUAL, "Er zeigt auf den Turm."),
    (CASUAL, "Wir haben unzählige Erfolge gefeiert."),
    (CASUAL, "Das Zimmer war sauber. Ich helfe dir gerne beim Umzug!"),
    (
        PROFESSIONAL,
        "Der Stadtrat hat die Linie beschlossen. Ich kann Ihnen gerne die Unterlagen schicken.",
    ),
    (CASUAL, "Okay, hier ist der Plan: Wir treffen uns um acht."),
]


@pytest.mark.parametrize(("tone", "text"), V2_UNTOUCHED)
def test_v2_rules_leave_ordinary_german_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


def test_every_v2_mechanism_has_german_data() -> None:
    data = load_language(Language.DE)
    assert len(data.offers) >= 10 and data.announcements and data.courtesy
    assert len(data.signposts) >= 5 and len(data.morals) >= 10
    assert data.enumeration.first is not None
    assert all(len(data.enumeration.schemes[tone]) >= 2 for tone in Tone)
    assert 30 <= len(data.formal_words) <= 60 and 30 <= len(data.everyday_words) <= 60
    assert 0.4 <= data.target_variation <= 0.5
    kinds = [phrase.kind for phrase in data.phrases]
    assert kinds.count("structure") >= 30 and kinds.count("tone") >= 50


def _share(texts: list[str], words: frozenset[str]) -> float:
    tokens = [w.lower() for text in texts for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)]
    return sum(token in words for token in tokens) / len(tokens)


def test_the_tones_can_be_told_apart_by_their_words() -> None:
    data = load_language(Language.DE)
    sources = [str(t["text"]) for t in development_texts()]
    outputs = {tone: [rewrite(text, tone) for text in sources] for tone in Tone}
    assert _share(outputs[ACADEMIC], data.formal_words) > _share(outputs[CASUAL], data.formal_words)
    assert _share(outputs[CASUAL], data.everyday_words) > _share(
        outputs[ACADEMIC], data.everyday_words
    )


# The blind native review, round 2: each introduced error, written generically.
R2_EXACT = [
    # "Das Beste daran:" names a highlight; "Am besten:" would announce advice
    (
        CASUAL,
        "Das Beste daran: Du brauchst keine Vorkenntnisse.",
        "Der Clou: Du brauchst keine Vorkenntnisse.",
    ),
    (
        PROFESSIONAL,
        "Das Beste daran ist, dass es nichts kostet.",
        "Der größte Vorteil ist, dass es nichts kostet.",
    ),
    # "letztlich geht es": the adverbial is replaced in place, no "Es geht am Ende bei …"
    (
        PROFESSIONAL,
        "Letztlich geht es bei der Reform um weit mehr als um einen freien Tag.",
        "Am Ende geht es bei der Reform um weit mehr als um einen freien Tag.",
    ),
    # Impulse are "gesetzt", Anstöße "gegeben"
    (
        PROFESSIONAL,
        "Das Projekt stärke den Standort und setze wichtige Impulse für die gesamte Region.",
        "Das Projekt stärke den Standort und gebe wichtige Anstöße für die gesamte Region.",
    ),
    (
        PROFESSIONAL,
        "Damit setzt das Projekt für die Region wichtige Impulse.",
        "Damit gibt das Projekt für die Region wichtige Anstöße.",
    ),
    (
        ACADEMIC,
        "Die Stadt will wichtige Impulse für den Tourismus setzen.",
        "Die Stadt will wichtige Anstöße für den Tourismus geben.",
    ),
]


R2_EXACT += [
    # academic prose keeps the idiom ", aber auch"
    (
        ACADEMIC,
        "Die Autorin stellt die Einsamkeit nicht nur als Belastung, sondern auch als Quelle "
        "innerer Stärke dar.",
        "Die Autorin stellt die Einsamkeit als Belastung, aber auch als Quelle innerer Stärke dar.",
    ),
    (
        ACADEMIC,
        "Das Modell ist einfach, aber nicht genau.",
        "Das Modell ist einfach, jedoch nicht genau.",
    ),
    # strong words keep their strength, in a plain word a person would choose
    (
        CASUAL,
        "Wir bummeln durch die malerische Altstadt.",
        "Wir bummeln durch die bildschöne Altstadt.",
    ),
    (
        ACADEMIC,
        "Das Dorf liegt in einer malerischen Bucht.",
        "Das Dorf liegt in einer reizvollen Bucht.",
    ),
    (CASUAL, "Oben wartet ein atemberaubender Blick.", "Oben wartet ein grandioser Blick."),
    (PROFESSIONAL, "Der Zug fährt mit atemberaubendem Tempo.", "Der Zug fährt mit rasantem Tempo."),
    (
        CASUAL,
        "Der Markt ist das pulsierende Herz der Stadt.",
        "Der Markt ist das Herz der Stadt.",
    ),
    (CASUAL, "Hier findest du einzigartige Souvenirs.", "Hier findest du ausgefallene Souvenirs."),
    (PROFESSIONAL, "Das ist eine einzigartige Chance.", "Das ist eine einmalige Chance."),
    (
        CASUAL,
        "Ich liebe den unverwechselbaren Duft von Zimt.",
        "Ich liebe den unverkennbaren Duft von Zimt.",
    ),
    (CASUAL, "Der Kuchen ist unglaublich lecker.", "Der Kuchen ist total lecker."),
    (
        ACADEMIC,
        "Im Roman spielt das Motiv der Einsamkeit eine zentrale Rolle.",
        "Im Roman spielt das Motiv der Einsamkeit eine große Rolle.",
    ),
    (
        ACADEMIC,
        "Das Zitat verdeutlicht eindrucksvoll, dass sie allein ist.",
        "Das Zitat zeigt deutlich, dass sie allein ist.",
    ),
    # "innovativ" is not "modern": a new kind of thing is "neuartig"; a company is left alone
    (
        PROFESSIONAL,
        "Die Firma produziert innovative, ressourcenschonende Verpackungslösungen.",
        "Die Firma produziert neuartige, ressourcenschonende Verpackungslösungen.",
    ),
    (
        CASUAL,
        "Das Team testet einen innovativen Ansatz.",
        "Das Team testet einen neuartigen Ansatz.",
    ),
    # a label at the start of a line stays; inside a paragraph it goes
    (
        CASUAL,
        "Die Gasse ist schön.\n\nGut zu wissen: Die Altstadt ist autofrei.",
        "Die Gasse ist schön.\n\nGut zu wissen: Die Altstadt ist autofrei.",
    ),
    (
        CASUAL,
        "Die Gasse ist schön. Wichtig: Die Altstadt ist autofrei.",
        "Die Gasse ist schön. Die Altstadt ist autofrei.",
    ),
    # "jederzeit" in the availability formula goes (it contradicts opening hours)
    (
        PROFESSIONAL,
        "Unser Team steht Ihnen montags bis freitags von 8 bis 18 Uhr jederzeit gerne zur "
        "Verfügung.",
        "Unser Team steht Ihnen montags bis freitags von 8 bis 18 Uhr gerne zur Verfügung.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R2_EXACT)
def test_r2_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Texts whose rewrite, in any tone, must never hold the phrase: a wrong idiom or a verb that has
# lost its subject.
R2_NEVER = [
    ("Das Beste daran: Es kostet nichts.", "Am besten"),
    ("Das Beste daran ist, dass es nichts kostet.", "Am besten"),
    ("Letztlich geht es bei der Reform um mehr als Geld.", "Es geht am Ende"),
    ("Letztlich entscheidet die Technik der Zukunft über den Erfolg.", "am Ende der"),
    ("Die Stadt setzt wertvolle Impulse für die Region.", "setzt Anst"),
    ("Die Stadt hat wichtige Impulse für die Region gesetzt.", "Anstöße für die Region gesetzt"),
    ("Wir setzen auf wichtige Impulse aus der Forschung.", "geben auf"),
    ("Die Firma setzt Maßstäbe und liefert wichtige Impulse.", "gibt Maßstäbe"),
    ("Wir wollen wichtige Impulse liefern und Maßstäbe setzen.", "Maßstäbe geben"),
    (
        "Die Einsamkeit ist weit mehr als ein bloßes Motiv – sie ist der Schlüssel zum "
        "Verständnis und regt den Leser zum Nachdenken an.",
        "– der Schlüssel",
    ),
    (
        "Das Lokal ist weit mehr als nur ein Restaurant – es ist ein Ort der Begegnung und "
        "bietet jeden Abend Musik.",
        "– ein Ort",
    ),
    (
        "Die Arbeit ist für mich nicht nur ein Job – sie ist eine Leidenschaft und gibt mir Kraft.",
        "– eine Leidenschaft und",
    ),
]


R2_NEVER += [
    ("Die Autorin zeigt das Motiv nicht nur als Last, sondern auch als Kraft.", "jedoch auch"),
    ("Das Modell ist einfach, aber auch ungenau.", "jedoch auch"),
    ("Wir sind ein innovatives Unternehmen.", "neues Unternehmen"),
    ("Wir sind ein innovatives Unternehmen.", "modernes Unternehmen"),
    ("Im Roman spielt die Einsamkeit eine zentrale Rolle.", "gewichtige"),
    ("Der unverwechselbare Duft von Zimt zog durchs Haus.", "typische"),
    ("Der Kuchen ist unglaublich lecker.", "richtig lecker"),
    ("In der Gasse gibt es einzigartige Souvenirs.", "besondere Souvenirs"),
    ("Wir bummeln durch die malerische Altstadt.", "hübsche"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "phrase"), R2_NEVER)
def test_r2_errors_never_appear(text: str, phrase: str, tone: Tone) -> None:
    assert phrase not in rewrite(text, tone)


# Round r3 of the blind review: the antithesis family in plain statements (never "mehr als X: Y"),
# "Interessanterweise" keeps its surprise, stock labels, slogans and stacked adjectives go.
R3_EXACT = [
    # "nicht nur das WLAN miserabel" inverts subject and predicate: no "mehr als …:" (de-r3-05)
    (
        CASUAL,
        "Dort ist nicht nur das WLAN miserabel, sondern auch die Stimmung: Der Großvater schweigt.",
        "Dort ist das WLAN miserabel, aber auch die Stimmung: Der Großvater schweigt.",
    ),
    (
        # academic keeps "nicht nur … sondern auch" after a predicate (review r4, de-r4-07)
        ACADEMIC,
        "Hier ist nicht nur das Essen gut, sondern auch der Service.",
        "Hier ist nicht nur das Essen gut, sondern auch der Service.",
    ),
    (
        PROFESSIONAL,
        "Berlin ist nicht nur die Hauptstadt, sondern auch die größte Stadt des Landes.",
        "Berlin ist die Hauptstadt, aber auch die größte Stadt des Landes.",
    ),
    (
        CASUAL,
        "„Das Jahr der Krähen“ ist nicht einfach ein Coming-of-Age-Roman – es ist eine "
        "berührende Geschichte über Trauer.",
        "„Das Jahr der Krähen“ ist ein Coming-of-Age-Roman, vor allem aber eine berührende "
        "Geschichte über Trauer.",
    ),
    (
        PROFESSIONAL,
        "Wir sind nicht einfach nur ein Logistikunternehmen – wir sind ein Team, das anpackt.",
        "Wir sind ein Logistikunternehmen, vor allem aber ein Team, das anpackt.",
    ),
    (
        CASUAL,
        "Die App ist nicht nur ein Werkzeug – sie ist auch ein Tagebuch.",
        "Die App ist ein Werkzeug, aber auch ein Tagebuch.",
    ),
    (
        PROFESSIONAL,
        "Taktwerk ist nicht einfach ein weiteres Planungstool. Es ist Ihre zentrale Plattform für "
        "die Dienstplanung.",
        "Taktwerk ist Ihre zentrale Plattform für die Dienstplanung.",
    ),
    # "Interessanterweise" marks a surprise; "Gewiss" conceded (de-r3-03)
    (
        ACADEMIC,
        "Interessanterweise zogen im Alltag zunächst vor allem Pferde die Wagen.",
        "Erstaunlicherweise zogen im Alltag zunächst vor allem Pferde die Wagen.",
    ),
    (
        ACADEMIC,
        "Die Kaufleute erkannten im englischen Eisenbahnwesen ein zukunftsweisendes Modell.",
        "Die Kaufleute erkannten im englischen Eisenbahnwesen ein vielversprechendes Modell.",
    ),
    # the denied stock foil goes when the second half makes its point; labels go
    (
        CASUAL,
        "Unterm Strich: Ein Passwort-Manager ist kein Hexenwerk, sondern einer der einfachsten "
        "Schritte zu mehr Sicherheit im Netz.",
        "Ein Passwort-Manager ist einer der einfachsten Schritte zu mehr Sicherheit im Netz.",
    ),
    (
        CASUAL,
        "Denk daran: Guter Schlaf ist kein Luxus, sondern die Basis für Energie und Gesundheit.",
        "Guter Schlaf ist die Basis für Energie und Gesundheit.",
    ),
    (
        PROFESSIONAL,
        "Sein Erfolg ist kein Zufall, sondern das Ergebnis harter Arbeit.",
        "Sein Erfolg ist das Ergebnis harter Arbeit.",
    ),
    (
        CASUAL,
        "Im Garten ist von Pause keine Spur. Ganz im Gegenteil: Der Oktober steckt voller Arbeit.",
        "Im Garten ist von Pause keine Spur. Der Oktober steckt voller Arbeit.",
    ),
    (
        CASUAL,
        "Die gute Nachricht: Schon kleine Veränderungen können einen riesigen Unterschied machen.",
        "Schon kleine Veränderungen können viel ausmachen.",
    ),
    (CASUAL, "Ein Lächeln macht oft einen großen Unterschied.", "Ein Lächeln macht oft viel aus."),
    # a closing slogan and the call to action of job ads and landing pages
    (
        PROFESSIONAL,
        "Testen Sie Taktwerk 14 Tage kostenlos.\n\nPlanen Sie nicht nur Schichten. Gestalten Sie "
        "die Zukunft Ihrer Arbeit.",
        "Testen Sie Taktwerk 14 Tage kostenlos.",
    ),
    (
        PROFESSIONAL,
        "Werden Sie Teil unserer Erfolgsgeschichte! Senden Sie Ihre Unterlagen bis zum 30. Juni.",
        "Senden Sie Ihre Unterlagen bis zum 30. Juni.",
    ),
    (
        CASUAL,
        "Und wenn ich das Passwort vergesse?\n\nGute Frage! Dann kommst du nicht mehr an deine "
        "Daten.",
        "Und wenn ich das Passwort vergesse?\n\nDann kommst du nicht mehr an deine Daten.",
    ),
    # stacked adjectives: the vague one goes, the article stays right
    (
        PROFESSIONAL,
        "Wir bieten eine spannende, abwechslungsreiche Aufgabe in einem dynamischen, "
        "wertschätzenden Umfeld.",
        "Wir bieten eine abwechslungsreiche Aufgabe in einem wertschätzenden Umfeld.",
    ),
    (
        PROFESSIONAL,
        "Taktwerk steht für eine moderne, faire und transparente Dienstplanung.",
        "Taktwerk steht für eine faire und transparente Dienstplanung.",
    ),
    (
        ACADEMIC,
        "Insgesamt zeichnet der Forschungsstand ein vielschichtiges, teils widersprüchliches Bild.",
        "Insgesamt ergibt der Forschungsstand ein teils widersprüchliches Bild.",
    ),
    (
        ACADEMIC,
        "Es gilt jedoch hervorzuheben, dass die Daten alt sind und die Stichprobe klein ist.",
        "Zu beachten ist jedoch, dass die Daten alt sind und die Stichprobe klein ist.",
    ),
    # a moral tacked on with a dash; stock images
    (
        ACADEMIC,
        "Die Bahn wurde 1922 stillgelegt – doch ihr Erbe lebt in jedem Gleis fort, das bis heute "
        "Städte verbindet.",
        "Die Bahn wurde 1922 stillgelegt.",
    ),
    (
        CASUAL,
        "Das ist ein echter Meilenstein auf dem Weg zu einem nachhaltigeren Garten.",
        "Das ist ein wichtiger Schritt zu einem nachhaltigeren Garten.",
    ),
    (
        PROFESSIONAL,
        "Ihre Daten sind bei uns in besten Händen.",
        "Ihre Daten sind bei uns gut aufgehoben.",
    ),
    (
        PROFESSIONAL,
        "Taktwerk lässt sich mühelos an gängige Systeme anbinden.",
        "Taktwerk lässt sich problemlos an gängige Systeme anbinden.",
    ),
    (
        PROFESSIONAL,
        "Jana und Mehmet haben das Beet mit unermüdlichem Einsatz gepflegt.",
        "Jana und Mehmet haben das Beet mit viel Einsatz gepflegt.",
    ),
    (CASUAL, "Ein riesiges Dankeschön an Jana!", "Ein herzliches Dankeschön an Jana!"),
    (
        ACADEMIC,
        "Die Forschung hat sich ausdifferenziert; im Folgenden werden die zentralen Befunde "
        "überblicksartig dargestellt. Frühe Arbeiten betonten die Effekte.",
        "Die Forschung hat sich ausdifferenziert. Frühe Arbeiten betonten die Effekte.",
    ),
    (
        ACADEMIC,
        "Bemerkenswert ist zunächst die Entstehungsgeschichte: Die Bahn wurde privat getragen.",
        "Die Bahn wurde privat getragen.",
    ),
    (
        ACADEMIC,
        "Es war der Auftakt zu einem Wandel, der die Wirtschaft nachhaltig prägen sollte.",
        "Es war der Auftakt zu einem Wandel, der die Wirtschaft dauerhaft prägen sollte.",
    ),
    (
        CASUAL,
        "Ganz ehrlich: Die meisten von uns nutzen dasselbe Passwort.",
        "Die meisten von uns nutzen dasselbe Passwort.",
    ),
    (
        CASUAL,
        "Dreh die Heizung also ruhig runter – dein Körper wird es dir danken.",
        "Dreh die Heizung also ruhig runter.",
    ),
    (
        CASUAL,
        "Sei geduldig mit dir selbst – nach zwei Wochen spürst du den Unterschied.",
        "Hab Geduld mit dir – nach zwei Wochen spürst du den Unterschied.",
    ),
    (
        PROFESSIONAL,
        "Sie senken die Ausfälle um 23 Prozent – für mehr Planungssicherheit und spürbar "
        "zufriedenere Teams.",
        "Sie senken die Ausfälle um 23 Prozent.",
    ),
    (
        PROFESSIONAL,
        "Wir suchen eine Persönlichkeit, die mit Leidenschaft und Weitblick Verantwortung "
        "übernimmt.",
        "Wir suchen eine Persönlichkeit, die Verantwortung übernimmt.",
    ),
    (
        ACADEMIC,
        "Lindqvist (2022) liefert wertvolle qualitative Einblicke und unterstreicht damit die "
        "Bedeutung von Grenzen.",
        "Lindqvist (2022) liefert qualitative Einblicke und zeigt damit die Bedeutung von Grenzen.",
    ),
    (
        ACADEMIC,
        "Das ergibt ein Bild, das die Notwendigkeit weiterer Studien eindrücklich unterstreicht.",
        "Das ergibt ein Bild, das die Notwendigkeit weiterer Studien deutlich macht.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R3_EXACT)
def test_r3_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Ordinary German the r3 rules must leave alone, in every tone.
R3_UNTOUCHED = [
    "Das ist kein Zufall.",
    "Das macht keinen Unterschied.",
    "Im Gegenteil, er freute sich.",
    "Das Kind zeichnet ein schönes Bild.",
    "Die Stadt hat eine moderne Bibliothek.",
    "Sicher ist nur, dass der Zug fährt.",
    "Wir sind ein Team.",
    "Wir verlängern die Öffnungszeiten – für mehr Flexibilität.",
    "Ich koche mit Leidenschaft.",
    "Der Betrieb will nachhaltig wirtschaften.",
    "Bemerkenswert ist, dass die Bahn privat getragen wurde.",
    "Die Daten werden erhoben und im Folgenden werden sie dargestellt.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R3_UNTOUCHED)
def test_r3_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Texts whose rewrite, in any tone, must never hold the phrase.
R3_NEVER = [
    ("Dort ist nicht nur das WLAN miserabel, sondern auch die Stimmung.", "mehr als"),
    ("Dort ist nicht nur das WLAN miserabel, sondern auch die Stimmung.", "und zugleich die"),
    ("Interessanterweise zogen zunächst Pferde die Wagen.", "Gewiss"),
    ("Interessanterweise zogen zunächst Pferde die Wagen.", "Sicher"),
    ("Zweifellos kann man hier gut essen.", "Gewiss"),
    ("Das Buch ist nicht einfach ein Krimi – es ist eine Studie über Schuld.", "mehr als"),
    ("Das Lokal ist weit mehr als ein Restaurant – es ist ein Ort der Ruhe.", "mehr als"),
    ("Das war ein echter Meilenstein.", "echter Schritt"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "phrase"), R3_NEVER)
def test_r3_errors_never_appear(text: str, phrase: str, tone: Tone) -> None:
    assert phrase not in rewrite(text, tone)


# Round r4 of the blind review: offers to write more text, hype labels, self-praise triads, the
# closing "nicht um X, sondern darum" and the weight of "nicht nur … sondern", "jederzeit",
# "hautnah".
R4_EXACT = [
    # an offer to write more is the assistant's (de-r4-05), with or without a chat opener
    (
        CASUAL,
        "Natürlich! Hier ist ein Rezept:\n\nZwiebeln schneiden und dünsten.\n\n"
        "Soll ich dir noch eine vegetarische Variante ohne Speck aufschreiben? 😊",
        "Zwiebeln schneiden und dünsten.",
    ),
    (
        CASUAL,
        "Zwiebeln schneiden und dünsten.\n\nSoll ich dir noch eine vegetarische Variante "
        "aufschreiben? 😊",
        "Zwiebeln schneiden und dünsten.",
    ),
    (
        CASUAL,
        "Klar! Hier ist dein Plan:\n\nMontag: Beine.\n\n"
        "Soll ich dir noch eine Einkaufsliste dafür zusammenstellen?",
        "Montag: Beine.",
    ),
    # "Großartige Neuigkeiten:" goes, after an emoji too (de-r4-04)
    (
        PROFESSIONAL,
        "🚀 Großartige Neuigkeiten: Wir eröffnen einen Standort in Leipzig!",
        "Wir eröffnen einen Standort in Leipzig!",
    ),
    (
        ACADEMIC,
        "Der Rechtsanspruch eröffnet eine historische Chance, Familien zu entlasten.",
        "Der Rechtsanspruch eröffnet eine seltene Chance, Familien zu entlasten.",
    ),
    # the self-praise triad loses its drumbeat, not an item (de-r4-09)
    (
        PROFESSIONAL,
        "Ich bin fest davon überzeugt, dass ich mit meiner Leidenschaft, meiner Zielstrebigkeit "
        "und meiner praktischen Erfahrung viel beitragen kann.",
        "Ich bin mir sicher, dass ich mit meiner Leidenschaft, Zielstrebigkeit und praktischen "
        "Erfahrung viel beitragen kann.",
    ),
    # the closing template becomes a plain weighing; academic never "Am Ende" (de-r4-07)
    (
        ACADEMIC,
        "Letztlich geht es nicht um die Frage „Pflicht oder Freiheit“, sondern darum, welche "
        "Gesellschaft wir sein wollen.",
        "Im Kern geht es weniger um die Frage „Pflicht oder Freiheit“ als darum, welche "
        "Gesellschaft wir sein wollen.",
    ),
    (
        CASUAL,
        "Am Ende geht es nicht um Geld, sondern um Vertrauen.",
        "Im Grunde geht's weniger um Geld als um Vertrauen.",
    ),
    (ACADEMIC, "Letztlich entscheidet der Wille.", "Schließlich entscheidet der Wille."),
    # in a narrative too ("im Ergebnis" would not fit there)
    (
        ACADEMIC,
        "Schlussendlich hatten wir ein Zimmer mit Blick.",
        "Wir hatten schließlich ein Zimmer mit Blick.",
    ),
    # no afterthought "aber auch" after a verb-final clause in academic prose (de-r4-07)
    (
        ACADEMIC,
        "Darüber hinaus käme ein solches Jahr nicht nur den Jugendlichen selbst zugute, sondern "
        "auch einem chronisch unterbesetzten Sozialsektor.",
        "Außerdem käme ein solches Jahr nicht nur den Jugendlichen selbst zugute, sondern auch "
        "einem chronisch unterbesetzten Sozialsektor.",
    ),
    # "nicht nur X, sondern Y": side by side, not ranked (de-r4-09)
    (
        PROFESSIONAL,
        "Nachhaltige Wasserwirtschaft ist nicht nur eine technische Aufgabe, sondern eine "
        "gesellschaftliche Verantwortung.",
        "Nachhaltige Wasserwirtschaft ist eine technische Aufgabe, aber ebenso eine "
        "gesellschaftliche Verantwortung.",
    ),
    # the writer's promise and emphasis stay in plain words (de-r4-02, de-r4-09, de-r4-03)
    (
        PROFESSIONAL,
        "Bei Fragen stehe ich Ihnen jederzeit sehr gerne zur Verfügung.",
        "Bei Fragen stehe ich Ihnen jederzeit gern zur Verfügung.",
    ),
    (
        PROFESSIONAL,
        "Unser Team steht Ihnen montags bis freitags von 8 bis 18 Uhr jederzeit gerne zur "
        "Verfügung.",
        "Unser Team steht Ihnen montags bis freitags von 8 bis 18 Uhr gerne zur Verfügung.",
    ),
    (
        PROFESSIONAL,
        "Wir verstehen vollkommen, wie ärgerlich das ist.",
        "Wir verstehen gut, wie ärgerlich das ist.",
    ),
    (
        PROFESSIONAL,
        "Dort habe ich hautnah erlebt, wie eng Theorie und Praxis ineinandergreifen.",
        "Dort habe ich aus nächster Nähe erlebt, wie eng Theorie und Praxis ineinandergreifen.",
    ),
    (
        ACADEMIC,
        "Vor diesem Hintergrund empfehlen die Autoren drei Maßnahmen.",
        "Angesichts dessen empfehlen die Autoren drei Maßnahmen.",
    ),
    (
        CASUAL,
        "Mein Tipp: Dazu passt ein Glas Federweißer – und schon ist der Herbstabend perfekt.",
        "Mein Tipp: Dazu passt ein Glas Federweißer.",
    ),
]


# Stock pieces a native editor takes out or says plainly (review r4, deeper edits).
R4_EXACT += [
    (
        CASUAL,
        "Ehrlich gesagt hatte ich Rügen unterschätzt. Es gab ein Brötchen, von dem ich ehrlich "
        "gesagt heute noch träume.",
        "Ehrlich gesagt hatte ich Rügen unterschätzt. Es gab ein Brötchen, von dem ich heute "
        "noch träume.",
    ),
    (
        CASUAL,
        "Tag 2\nDas absolute Highlight! Der Weg ist 10 Kilometer lang.",
        "Tag 2\nDer Höhepunkt! Der Weg ist 10 Kilometer lang.",
    ),
    (
        CASUAL,
        "Der erste Sonnenuntergang dort war schlicht magisch.",
        "Der erste Sonnenuntergang dort war traumhaft.",
    ),
    (
        CASUAL,
        "Dazu Möwengeschrei und salzige Luft – besser kann ein Kurztrip kaum enden.",
        "Dazu Möwengeschrei und salzige Luft.",
    ),
    (
        PROFESSIONAL,
        "Warum Leipzig? Ganz einfach: Die Stadt hat eine lebendige Szene.",
        "Warum Leipzig? Die Stadt hat eine lebendige Szene.",
    ),
    (
        PROFESSIONAL,
        "Dabei wurde mir eines klar: Wasser ist knapp.",
        "Dabei wurde mir klar: Wasser ist knapp.",
    ),
    (
        PROFESSIONAL,
        "Das bietet mir die ideale Grundlage, um meine Kenntnisse zu vertiefen und entscheidend "
        "weiterzuentwickeln.",
        "Das bietet mir die richtige Grundlage, um meine Kenntnisse zu vertiefen und "
        "weiterzuentwickeln.",
    ),
    (
        ACADEMIC,
        "Die Ergebnisse zeichnen ein vielschichtiges Bild. Drei Faktoren erweisen sich dabei als "
        "besonders maßgeblich: Zeit, Geld und Personal.",
        "Die Ergebnisse sind vielschichtig. Drei Faktoren erweisen sich dabei als maßgeblich: "
        "Zeit, Geld und Personal.",
    ),
    (
        PROFESSIONAL,
        "Zunächst möchten wir uns aufrichtig dafür entschuldigen, dass Ihr Set nicht wie "
        "zugesagt eingetroffen ist.",
        "Zunächst entschuldigen wir uns aufrichtig dafür, dass Ihr Set nicht wie zugesagt "
        "eingetroffen ist.",
    ),
    (
        PROFESSIONAL,
        "Ich möchte mich dafür entschuldigen, dass ich mich so spät melde.",
        "Ich entschuldige mich dafür, dass ich mich so spät melde.",
    ),
    (
        PROFESSIONAL,
        "Dies entspricht selbstverständlich in keiner Weise unserem Anspruch.",
        "Dies entspricht in keiner Weise unserem Anspruch.",
    ),
    (
        CASUAL,
        "Du möchtest Teil dieser spannenden Reise werden? Alle offenen Stellen findest du online.",
        "Du willst Teil unseres Teams werden? Alle offenen Stellen findest du online.",
    ),
    (
        PROFESSIONAL,
        "Ihr Studiengang überzeugt mich in dreierlei Hinsicht: durch seine Ausrichtung, durch "
        "die Verzahnung von Lehre und Forschung und durch seine Schwerpunkte.",
        "Ihr Studiengang überzeugt mich durch seine Ausrichtung, durch die Verzahnung von Lehre "
        "und Forschung und durch seine Schwerpunkte.",
    ),
    # the comma form of the antithesis, as the dash form (de-r4-01)
    (
        CASUAL,
        "Rügen ist nicht einfach nur eine Ferieninsel, es ist ein echtes kleines Abenteuer.",
        "Rügen ist eine Ferieninsel, vor allem aber ein echtes kleines Abenteuer.",
    ),
    (
        ACADEMIC,
        "Rügen ist nicht einfach nur eine Ferieninsel, es ist ein echtes kleines Abenteuer.",
        "Rügen ist eine Ferieninsel und zugleich ein echtes kleines Abenteuer.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R4_EXACT)
def test_r4_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Ordinary German the r4 rules must leave alone, in every tone.
R4_UNTOUCHED = [
    # a person's own offer at the end of a message (no sign of an assistant's answer)
    "Wir treffen uns um acht.\n\nSoll ich dir die Adresse aufschreiben?",
    "Gute Neuigkeiten: Der Kurs findet statt.",
    "Die Firma meldet großartige Neuigkeiten aus Leipzig.",
    "Der Vertrag von 1648 ist ein historisches Dokument.",
    "Ich bin überzeugt, dass wir das schaffen.",
    "Wir kamen mit meiner Schwester, meinem Bruder und meiner Mutter.",
    "Es geht nicht um Geld.",
    "Das Kind zeichnet ein buntes Bild.",
    "Die Antwort ist nicht einfach: Wir wissen es nicht.",
    "Der Zauberer zeigte einen magischen Trick.",
    "Ich habe ehrlich gesagt.",
    "Die Fahrt nach Rom war Teil dieser Reise.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R4_UNTOUCHED)
def test_r4_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Texts whose rewrite, in any tone, must never hold the phrase.
R4_NEVER = [
    ("Zwiebeln dünsten.\n\nSoll ich dir noch eine Variante aufschreiben? 😊", "Soll ich"),
    ("Das Projekt ist nicht nur eine Aufgabe, sondern eine Verantwortung.", "vor allem aber"),
    ("Die Lösung käme nicht nur den Kindern zugute, sondern auch den Eltern.", "und zugleich den"),
    ("Letztlich geht es nicht um Macht, sondern darum, wer entscheidet.", "sondern darum"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "phrase"), R4_NEVER)
def test_r4_errors_never_appear(text: str, phrase: str, tone: Tone) -> None:
    assert phrase not in rewrite(text, tone)


# Review r5: the fixes, each as an exact case.
R5_EXACT = [
    # "maßgeschneidert" before a made thing stays; before a service it becomes plainer (de-r5-09)
    (
        PROFESSIONAL,
        "Seit 1987 fertigen wir maßgeschneiderte Möbel aus heimischen Hölzern.",
        "Seit 1987 fertigen wir maßgeschneiderte Möbel aus heimischen Hölzern.",
    ),
    (
        PROFESSIONAL,
        "Wir bieten maßgeschneiderte Lösungen für Ihr Team.",
        "Wir bieten passende Lösungen für Ihr Team.",
    ),
    # "nicht nur X, sondern auch Y" with a lone word, in the written tones (de-r5-03)
    (
        ACADEMIC,
        "Die Frage gewinnt nicht nur wissenschaftlich, sondern auch politisch an Bedeutung.",
        "Die Frage gewinnt wissenschaftlich und zugleich politisch an Bedeutung.",
    ),
    # the customer-service yes after a yes/no question (de-r5-01)
    (
        PROFESSIONAL,
        "Liefern Sie auch nach Österreich? Natürlich! Der Versand dauert etwas länger.",
        "Liefern Sie auch nach Österreich? Ja. Der Versand dauert etwas länger.",
    ),
    (
        PROFESSIONAL,
        "Kann ich meine Bestellung zurückgeben?\nSelbstverständlich! Ungeöffnete Artikel können "
        "Sie "
        "innerhalb von 30 Tagen zurücksenden.",
        "Kann ich meine Bestellung zurückgeben?\nJa. Ungeöffnete Artikel können Sie innerhalb von "
        "30 Tagen zurücksenden.",
    ),
    # "bequem" as a marketing filler (de-r5-01)
    (
        PROFESSIONAL,
        "Das Rücksendeetikett finden Sie bequem in Ihrem Kundenkonto.",
        "Das Rücksendeetikett finden Sie in Ihrem Kundenkonto.",
    ),
    (
        CASUAL,
        "Du kannst die Karten ganz bequem online kaufen.",
        "Du kannst die Karten online kaufen.",
    ),
    # the promotional tag and the slogan after a dash (de-r5-01)
    (
        PROFESSIONAL,
        "Die Lieferzeit beträgt in der Regel 1–3 Werktage – so halten Sie Ihren Lieblingstee im "
        "Handumdrehen in den Händen.",
        "Die Lieferzeit beträgt in der Regel 1–3 Werktage.",
    ),
    (
        PROFESSIONAL,
        "Wir helfen Ihnen gerne weiter – denn guter Tee beginnt mit gutem Service.",
        "Wir helfen Ihnen gerne weiter.",
    ),
    # the set-up "Und genau …" of a punch line (de-r5-06); the verb stays second
    (
        PROFESSIONAL,
        "Der Alltag muss ohne Auto funktionieren. Und genau daran hapert es.",
        "Der Alltag muss ohne Auto funktionieren. Daran hapert es.",
    ),
    (
        CASUAL,
        "Wir brauchen mehr Busse. Und genau das fordert der Verband.",
        "Wir brauchen mehr Busse. Das fordert der Verband.",
    ),
    # a doubled intensifier (de-r5-02)
    (
        CASUAL,
        "Das hat uns einen sehr langen, sehr hungrigen Abend beschert.",
        "Das hat uns einen sehr langen und hungrigen Abend beschert.",
    ),
    # hype adjective in a pair, a "zentrale Forschungslücke" (de-r5-03)
    (
        ACADEMIC,
        "Das Projekt leistet einen innovativen und praxisnahen Beitrag zur Stadtentwicklung.",
        "Das Projekt leistet einen praxisnahen Beitrag zur Stadtentwicklung.",
    ),
    (
        ACADEMIC,
        "Die Studie schließt damit eine zentrale Forschungslücke.",
        "Die Studie schließt damit eine Forschungslücke.",
    ),
    # "kein Gamechanger" (de-r5-04)
    (
        CASUAL,
        "Die Box ist kein Gamechanger, aber ein guter Begleiter.",
        "Die Box ist keine Revolution, aber ein guter Begleiter.",
    ),
    # a reveal announced before it is made (de-r5-04): a signpost, dropped
    (
        CASUAL,
        "Der Klang ist gut. Hier kommt die eigentliche Überraschung. Der Bass ist kräftig.",
        "Der Klang ist gut. Der Bass ist kräftig.",
    ),
    (
        PROFESSIONAL,
        "Die App ist kostenlos. Und das Beste? Sie funktioniert auch offline.",
        "Die App ist kostenlos. Sie funktioniert auch offline.",
    ),
    # the company slogan as a paragraph's last line (de-r5-09): a moral, dropped
    (
        PROFESSIONAL,
        "Wir hören zu und beraten ehrlich. Denn für uns ist jedes Projekt nicht einfach ein "
        "Auftrag, sondern ein Versprechen.\n\nBesuchen Sie uns in der Werkstatt.",
        "Wir hören zu und beraten ehrlich.\n\nBesuchen Sie uns in der Werkstatt.",
    ),
    (
        PROFESSIONAL,
        "Besuchen Sie uns in der Werkstatt – wir freuen uns darauf, Sie kennenzulernen und "
        "gemeinsam etwas Bleibendes zu schaffen.",
        "Besuchen Sie uns in der Werkstatt – wir freuen uns darauf, Sie kennenzulernen.",
    ),
]


# After r5, from the development texts: the intensifier of a separable or shaping verb.
R5_EXACT += [
    (
        PROFESSIONAL,
        "Der Speicher treibt die Energiewende im Norden entscheidend voran.",
        "Der Speicher treibt die Energiewende im Norden voran.",
    ),
    (
        ACADEMIC,
        "Die Zunft prägte das gesellschaftliche Leben der Stadt maßgeblich.",
        "Die Zunft prägte das gesellschaftliche Leben der Stadt stark.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R5_EXACT)
def test_r5_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Ordinary German the r5 rules must leave alone, in every tone.
R5_UNTOUCHED = [
    "Der Anzug ist maßgeschneidert.",
    "Hier sitzen Sie bequem in der ersten Reihe.",
    "Das Sofa ist bequem.",
    "Wo lag der Schlüssel? Natürlich! Im Auto.",
    "Sie fragte: Kommst du mit? Natürlich! Wir fuhren los.",
    "Da kommt die eigentliche Überraschung für alle Gäste.",
    "Das Beste kommt noch.",
    "Genau das wollte ich.",
    "Sie hat einen sehr langen Brief geschrieben.",
    "Wir fertigen innovative Maschinen.",
    "Ein guter Tag beginnt mit einem Frühstück.",
    "Ich habe sehr lange, sehr viele Bücher gelesen.",
    "Die Arbeit geht voran.",
    "Der Preis ist maßgeblich.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R5_UNTOUCHED)
def test_r5_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Review r6: each finding fixed in the data, as an exact rewrite.
R6_EXACT = [
    # "nicht nur X, sondern auch Y" still pairs a lone word after a verb …
    (
        ACADEMIC,
        "Das Hotel war nicht nur sauber, sondern auch günstig.",
        "Das Hotel war sauber und zugleich günstig.",
    ),
    # … "beitragen" closes its own clause, before "und" + the next verb
    (
        ACADEMIC,
        "Insgesamt leisten die Ergebnisse einen wichtigen Beitrag zum Verständnis digitaler "
        "Ablenkung und unterstreichen die Bedeutung des Themas.",
        "Insgesamt tragen die Ergebnisse zum Verständnis digitaler Ablenkung bei und zeigen die "
        "Bedeutung des Themas.",
    ),
    (
        ACADEMIC,
        "Die Ergebnisse leisten einen entscheidenden Beitrag zur Debatte und zeigen neue Wege auf.",
        "Die Ergebnisse tragen wesentlich zur Debatte bei und zeigen neue Wege auf.",
    ),
    (
        ACADEMIC,
        "Die Studie leistet einen wichtigen Beitrag zum Verständnis von Stadtgrün und "
        "menschlichem Wohlbefinden.",
        "Die Studie trägt zum Verständnis von Stadtgrün und menschlichem Wohlbefinden bei.",
    ),
    (
        CASUAL,
        "Sie kann einen wesentlichen Beitrag zu gleichwertigen Lebensverhältnissen leisten.",
        "Sie kann viel zu gleichwertigen Lebensverhältnissen beitragen.",
    ),
    (
        CASUAL,
        "Die Studie leistet einen wichtigen Beitrag zur Forschung.",
        "Die Studie trägt viel zur Forschung bei.",
    ),
    (
        ACADEMIC,
        "Ihr Werk leistet damit einen wichtigen Beitrag zur Schweizer Kunstgeschichte.",
        "Ihr Werk trägt damit zur Schweizer Kunstgeschichte bei.",
    ),
    (
        CASUAL,
        "Die Wohnung vereint den Charme der Gründerzeit mit modernem Komfort.",
        "Die Wohnung verbindet den Charme der Gründerzeit mit modernem Komfort.",
    ),
    (
        PROFESSIONAL,
        "Der Verbrauch betrug lediglich 2.940 kWh.",
        "Der Verbrauch betrug nur 2.940 kWh.",
    ),
    # "nicht nur/bloß X, sondern …" with a lone word and a verb or word of its own: "X und …"
    (
        PROFESSIONAL,
        "Das ist nicht nur unverhältnismäßig, sondern stellt für mich auch eine Belastung dar.",
        "Das ist unverhältnismäßig und stellt für mich auch eine Belastung dar.",
    ),
    (
        ACADEMIC,
        "Eine Praxis, die Traditionen nicht bloß bewahrt, sondern kreativ weiterdenkt.",
        "Eine Praxis, die Traditionen bewahrt und kreativ weiterdenkt.",
    ),
    # the praise of "auf ideale Weise verbindet" goes
    (
        PROFESSIONAL,
        "Hier finden Sie ein Zuhause, das Komfort und Lage auf ideale Weise verbindet.",
        "Hier finden Sie ein Zuhause, das Komfort und Lage verbindet.",
    ),
    (
        CASUAL,
        "Das Hotel verbindet auf perfekte Weise Ruhe und Lage.",
        "Das Hotel verbindet Ruhe und Lage.",
    ),
    # a tail that only rates the statement
    (
        ACADEMIC,
        "Dies könnte darauf hindeuten, dass die Beeinträchtigung unbewusst erfolgt – ein Aspekt, "
        "der sowohl theoretisch als auch praktisch von großer Relevanz ist.",
        "Dies könnte darauf hindeuten, dass die Beeinträchtigung unbewusst erfolgt.",
    ),
    # the assistant's tip on sending the letter, after the letter
    (
        PROFESSIONAL,
        "Gerne! Hier ist ein Entwurf:\n\nSehr geehrte Damen und Herren,\n\nich widerspreche der "
        "Abrechnung.\n\nMit freundlichen Grüßen\n\nAnna Berg\n\nTipp: Schicken Sie den Brief am "
        "besten eingeschrieben, damit Sie einen Nachweis haben.",
        "Sehr geehrte Damen und Herren,\n\nich widerspreche der Abrechnung.\n\nMit freundlichen "
        "Grüßen\n\nAnna Berg",
    ),
    # working labels and the offer of a variant in a social-media draft
    (
        CASUAL,
        "Klar! Hier ist ein Post für euch:\n\nCaption:\nNeu bei uns: die Mohnschnecke!\n\nPost:\n"
        "Ab heute gibt es sie in allen Filialen.\n\n"
        "Willst du noch eine Story-Variante oder ein paar alternative Captions?",
        "Neu bei uns: die Mohnschnecke!\n\nAb heute gibt's sie in allen Filialen.",
    ),
    # praise of the plan and the guide handed over, in an assistant's answer
    (
        CASUAL,
        "Super, dass du mit dem Laufen anfangen willst! 🏃‍♂️ Hier ist ein einfacher "
        "Einsteiger-Guide, mit dem du motiviert bleibst.\n\nStarte mit drei Einheiten pro Woche."
        "\n\nMöchtest du, dass ich dir einen Plan erstelle? 😊",
        "Starte mit drei Einheiten pro Woche.",
    ),
    # the pep talk at the end of a paragraph
    (
        CASUAL,
        "Lauf mit Freunden, das hilft.\n\nAm Ende zählt nicht, wie schnell du bist, sondern dass "
        "du dranbleibst. Jeder Kilometer ist ein Erfolg!",
        "Lauf mit Freunden, das hilft.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R6_EXACT)
def test_r6_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# What the r6 rules must leave alone, in every tone: a pair that is the subject of a "dass"
# clause, a person's own last line, a tip that is part of the text, a rating that names who it
# matters to, a fact.
R6_UNTOUCHED = [
    "Sie zeigen, dass nicht nur Reaktionszeiten, sondern auch das Verständnis betroffen ist.",
    "Der Verbrauch betrug lediglich 2.940 kWh – also nur rund die Hälfte.",
    "Ich habe den Widerspruch geschrieben.\n\n"
    "Tipp: Schicken Sie den Brief am besten eingeschrieben.",
    "Wir backen jeden Tag.\n\nWillst du noch eine Story-Variante?",
    "Super, dass du kommst! Ich freu mich.",
    "Super, dass du mit dem Laufen anfangen willst! Ich komme mit.",
    "Die Frist endet im Mai, ein Punkt, der für Eltern von großer Bedeutung ist.",
    "Jeder Kilometer kostet 2 Euro.",
    "Er hat das Problem auf perfekte Weise gelöst.",
    "Wir sind nicht nur Kollegen, sondern Freunde.",
    "Er ist nicht nur klug, sondern eher gerissen.",
    "Das ist nicht nur teuer, sondern kostet Zeit.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R6_UNTOUCHED)
def test_r6_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_r6_vereint_stays_in_professional_prose() -> None:
    text = "Die Wohnung vereint den Charme der Gründerzeit mit modernem Komfort."
    assert rewrite(text, PROFESSIONAL) == text


# Round 7 (deeper editing): light-verb constructions ("unter Beweis stellen" → "zeigen"), the
# support calque "und dafür, dass Sie sich an uns gewandt haben", "Gerne möchte ich", the casual
# register ("Stell dir vor", "gibt's", "noch mal"), a guide's closing moral, and two casual
# repairs ("sowie" → "und" only where no "und" stands beside it; no "jedoch" → "aber" before
# another "aber").
R7_EXACT = [
    (
        PROFESSIONAL,
        "Dabei konnte ich meine organisatorischen Fähigkeiten unter Beweis stellen.",
        "Dabei konnte ich meine organisatorischen Fähigkeiten zeigen.",
    ),
    (
        ACADEMIC,
        "Im Finale stellte die Mannschaft ihre Stärke eindrucksvoll unter Beweis.",
        "Im Finale zeigte die Mannschaft ihre Stärke eindrucksvoll.",
    ),
    (
        ACADEMIC,
        "Die Firma bringt ihre Haltung deutlich zum Ausdruck.",
        "Die Firma drückt ihre Haltung deutlich aus.",
    ),
    (
        CASUAL,
        "In dem Brief kommt seine Wut deutlich zum Ausdruck.",
        "In dem Brief zeigt sich seine Wut deutlich.",
    ),
    (
        PROFESSIONAL,
        "Dabei kommt moderne Technik zum Einsatz. Wir wissen, dass hier Drohnen zum Einsatz "
        "kommen.",
        "Dabei wird moderne Technik eingesetzt. Wir wissen, dass hier Drohnen eingesetzt werden.",
    ),
    (
        PROFESSIONAL,
        "Die Stadt stellt den Vereinen Räume zur Verfügung.",
        "Die Stadt stellt den Vereinen Räume bereit.",
    ),
    (PROFESSIONAL, "Das Gericht trifft eine Entscheidung.", "Das Gericht entscheidet."),
    (ACADEMIC, "Das Gericht trifft eine Entscheidung.", "Das Gericht trifft eine Entscheidung."),
    (
        PROFESSIONAL,
        "Sehr geehrter Herr Kowalczyk,\n\nvielen Dank für Ihre Nachricht und dafür, dass Sie sich "
        "an uns gewandt haben.",
        "Sehr geehrter Herr Kowalczyk,\n\nvielen Dank für Ihre Nachricht.",
    ),
    (
        PROFESSIONAL,
        "Nach Rücksprache mit unserem Versanddienstleister konnten wir feststellen, dass das "
        "Paket in Hannover lag.",
        "Nach Rücksprache mit unserem Versanddienstleister haben wir festgestellt, dass das "
        "Paket in Hannover lag.",
    ),
    (
        PROFESSIONAL,
        "Gerne möchte ich meine Erfahrung in Ihr Team einbringen. Gerne würde ich Ihnen mehr "
        "erzählen.",
        "Ich möchte gern meine Erfahrung in Ihr Team einbringen. Ich würde Ihnen gern mehr "
        "erzählen.",
    ),
    (
        CASUAL,
        "Die sogenannte 20-20-20-Regel hilft dabei, deine Augen zu entlasten.",
        "Die sogenannte 20-20-20-Regel hilft, deine Augen zu entlasten.",
    ),
    (
        CASUAL,
        "Stelle deinen Stuhl so ein, dass deine Füße flach stehen. Frage dich, was du willst.\n"
        "- Lege die Tomaten in eine Schale.",
        "Stell deinen Stuhl so ein, dass deine Füße flach stehen. Frag dich, was du willst.\n"
        "- Leg die Tomaten in eine Schale.",
    ),
    (
        CASUAL,
        "Dabei geht es nicht um Geld. Gibt es hier Parkplätze? Ruf noch einmal an.",
        "Dabei geht's nicht um Geld. Gibt's hier Parkplätze? Ruf noch mal an.",
    ),
    (
        ACADEMIC,
        "Dabei geht's nicht um Geld. Gibt's hier Parkplätze? Ruf noch mal an.",
        "Dabei geht es nicht um Geld. Gibt es hier Parkplätze? Ruf noch einmal an.",
    ),
    (
        CASUAL,
        "Ein Dank an Kolleginnen und Kollegen, Kundinnen und Kunden sowie Partnerinnen und "
        "Partner. Wir nutzen Dichteseparation sowie Spektroskopie.",
        "Ein Dank an Kolleginnen und Kollegen, Kundinnen und Kunden sowie Partnerinnen und "
        "Partner. Wir nutzen Dichteseparation und Spektroskopie.",
    ),
    (
        CASUAL,
        "Die Geschichte der Tuchmacher ist jedoch weit mehr als ein Kapitel Wirtschaftsgeschichte "
        "– sie ist ein Zeugnis von Handwerkskunst.",
        "Die Geschichte der Tuchmacher ist aber ein Kapitel Wirtschaftsgeschichte und zugleich "
        "ein Zeugnis von Handwerkskunst.",
    ),
    (
        CASUAL,
        "Bevor du investierst, prüfe dein Budget.\n\nMit Geduld, Disziplin und einer klaren "
        "Strategie legst du heute den Grundstein für deine finanzielle Zukunft.",
        "Bevor du investierst, prüfe dein Budget.",
    ),
    (
        ACADEMIC,
        "Die Ergebnisse unterstreichen die zentrale Rolle von Zuflüssen.",
        "Die Ergebnisse zeigen die zentrale Rolle von Zuflüssen.",
    ),
    (
        PROFESSIONAL,
        "Auf diese Weise leistet die Anlage einen Beitrag zur Netzstabilität. Nur auf diese "
        "Weise geht es.",
        "So leistet die Anlage einen Beitrag zur Netzstabilität. Nur so geht es.",
    ),
    (
        ACADEMIC,
        "Aus diesem Grund wurde die Stichprobe erweitert.",
        "Aus diesem Grund wurde die Stichprobe erweitert.",
    ),
    (
        CASUAL,
        "Aus diesem Grund haben wir den Termin verschoben. Haben Sie diesbezüglich Fragen?",
        "Deshalb haben wir den Termin verschoben. Haben Sie dazu Fragen?",
    ),
    (PROFESSIONAL, "Wir bitten um eine zeitnahe Antwort.", "Wir bitten um eine rasche Antwort."),
    (CASUAL, "Wir melden uns zeitnah.", "Wir melden uns bald."),
    (
        PROFESSIONAL,
        "Etwaige Rückfragen beantworten wir gern.",
        "Mögliche Rückfragen beantworten wir gern.",
    ),
    (
        PROFESSIONAL,
        "Eine Bürgerinitiative hatte im Vorfeld Unterschriften gesammelt.",
        "Eine Bürgerinitiative hatte vorher Unterschriften gesammelt.",
    ),
    (
        CASUAL,
        "Ergänzend sorgt eine Schreibtischleuchte mit neutralweißem Licht für gutes Licht.",
        "Dazu sorgt eine Schreibtischleuchte mit neutralweißem Licht für gutes Licht.",
    ),
    (
        CASUAL,
        "Der Kurs ist für alle offen und richtet sich an Menschen ohne jede Vorkenntnis, deshalb "
        "ist er in den Sommerferien auch nach wenigen Tagen schon komplett ausgebucht.",
        "Der Kurs ist für alle offen und richtet sich an Menschen ohne jede Vorkenntnis. Deshalb "
        "ist er in den Sommerferien auch nach wenigen Tagen schon komplett ausgebucht.",
    ),
    (
        PROFESSIONAL,
        "Hiermit möchten wir Sie darüber informieren, dass die Praxis am Montag geschlossen "
        "bleibt. Ich möchte Sie bitten, den Termin zu verschieben.",
        "Hiermit informieren wir Sie darüber, dass die Praxis am Montag geschlossen bleibt. "
        "Ich bitte Sie, den Termin zu verschieben.",
    ),
    (
        PROFESSIONAL,
        "An dieser Stelle möchte ich Ihnen herzlich danken. Wir möchten Ihnen mitteilen, dass "
        "das Paket da ist.",
        "An dieser Stelle danke ich Ihnen herzlich. Wir teilen Ihnen mit, dass das Paket da ist.",
    ),
    (
        ACADEMIC,
        "Ich möchte Sie bitten, den Termin zu verschieben.",
        "Ich möchte Sie bitten, den Termin zu verschieben.",
    ),
    (
        CASUAL,
        "Anschließend backst du den Kuchen 40 Minuten. Sofern nichts dazwischenkommt, passt "
        "alles. Bring gegebenenfalls eine Jacke mit.",
        "Danach backst du den Kuchen 40 Minuten. Wenn nichts dazwischenkommt, passt alles. "
        "Bring wenn nötig eine Jacke mit.",
    ),
    (
        CASUAL,
        "Sie besitzen eine Spiegelreflexkamera? Damals besaß die Familie zwei Kühe. Die Regel "
        "hilft dabei, deine Augen zu entlasten: Schau weg.",
        "Sie haben eine Spiegelreflexkamera? Damals hatte die Familie zwei Kühe. Die Regel "
        "hilft, deine Augen zu entlasten: Schau weg.",
    ),
    (
        PROFESSIONAL,
        "Diese Daten bilden die Grundlage für unsere Planung. Wir suchen ein Modell, das die "
        "Grundlage bildet.",
        "Diese Daten sind die Grundlage für unsere Planung. Wir suchen ein Modell, das die "
        "Grundlage ist.",
    ),
    (
        CASUAL,
        "Das Material weist eine hohe Festigkeit auf.",
        "Das Material hat eine hohe Festigkeit.",
    ),
    (
        PROFESSIONAL,
        "Die Bauteile müssen eine glatte Oberfläche aufweisen.",
        "Die Bauteile müssen eine glatte Oberfläche haben.",
    ),
    (
        ACADEMIC,
        "Das Material weist eine hohe Festigkeit auf.",
        "Das Material weist eine hohe Festigkeit auf.",
    ),
    (
        ACADEMIC,
        "Lastenräder erfreuen sich wachsender Beliebtheit. Ein Gericht, das sich großer "
        "Beliebtheit erfreut, fehlt nie.",
        "Lastenräder werden immer beliebter. Ein Gericht, das sehr beliebt ist, fehlt nie.",
    ),
    (
        PROFESSIONAL,
        "Hier schafft ein Luftbefeuchter Abhilfe. Wir müssen dafür Sorge tragen, dass es warm "
        "bleibt.",
        "Hier hilft ein Luftbefeuchter. Wir müssen dafür sorgen, dass es warm bleibt.",
    ),
    (
        PROFESSIONAL,
        "Das Verfahren findet in der Medizin Anwendung. Das Mittel soll Anwendung finden.",
        "Das Verfahren wird in der Medizin angewendet. Das Mittel soll angewendet werden.",
    ),
    (
        PROFESSIONAL,
        "Wer einmal hier war, kommt mit Sicherheit wieder. Die Preise steigen in zunehmendem Maße.",
        "Wer einmal hier war, kommt sicher wieder. Die Preise steigen zunehmend.",
    ),
    (
        ACADEMIC,
        "Das lässt sich nicht mit Sicherheit sagen.",
        "Das lässt sich nicht mit Sicherheit sagen.",
    ),
    (
        CASUAL,
        "Kontaktieren Sie uns per E-Mail. Kontaktiere mich einfach.",
        "Melden Sie sich bei uns per E-Mail. Melde dich bei mir einfach.",
    ),
    (
        PROFESSIONAL,
        "Ihre Anregungen haben uns dabei geholfen, die Anforderungen genauer zu definieren. "
        "Die App hilft Ihnen dabei, Geld zu sparen.",
        "Ihre Anregungen haben uns geholfen, die Anforderungen genauer zu definieren. Die App "
        "hilft Ihnen, Geld zu sparen.",
    ),
    (
        PROFESSIONAL,
        "Wir schlagen vor, im Rahmen eines kurzen Workshops die Suche zu verbessern.",
        "Wir schlagen vor, in einem kurzen Workshop die Suche zu verbessern.",
    ),
    # casual only: in a formal text "Kosten von 1.850 €" may read as the thing's (de-r9-02)
    (
        CASUAL,
        "Für den Workshop würden zusätzliche Kosten in Höhe von 1.850 € netto anfallen.",
        "Für den Workshop würden zusätzliche Kosten von 1.850 € netto anfallen.",
    ),
    (
        ACADEMIC,
        "Für den Workshop würden zusätzliche Kosten in Höhe von 1.850 € netto anfallen.",
        "Für den Workshop würden zusätzliche Kosten in Höhe von 1.850 € netto anfallen.",
    ),
    (
        CASUAL,
        "Wenn du möchtest, kannst du mitkommen.",
        "Wenn du willst, kannst du mitkommen.",
    ),
    (
        PROFESSIONAL,
        "Wenn Sie möchten, können Sie mitkommen.",
        "Wenn Sie möchten, können Sie mitkommen.",
    ),
    (
        ACADEMIC,
        "Wegen des Regens fiel das Spiel aus.",
        "Aufgrund des Regens fiel das Spiel aus.",
    ),
    (
        ACADEMIC,
        "Von wegen der Regen! Das Zimmer ist klein, aber immer noch sehr angenehm.",
        "Von wegen der Regen! Das Zimmer ist klein, aber immer noch sehr angenehm.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R7_EXACT)
def test_r7_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


# What the r7 rules must leave alone, in every tone: the reflexive "sich zur Verfügung stellen",
# a decision named by a relative clause or made "für" something, a noun that looks like an
# imperative, "hilft dabei" without an infinitive, a list whose "und" stands beside "sowie", and
# a person's own line about a foundation laid.
R7_UNTOUCHED = [
    "Er stellt sich als Kandidat zur Verfügung.",
    "Wir müssen eine Entscheidung treffen, die alle mittragen.",
    "Sie trifft eine Entscheidung für den Standort.",
    "Die Stelle ist frei.",
    "Suche nach Angeboten im Netz.",
    "Versuche zeigen, dass die Wirkung hält.",
    "Die Lampe hilft dabei nicht.",
    "Wir danken Kolleginnen und Kollegen sowie Kundinnen und Kunden.",
    "Damals legten die Mönche den Grundstein für die Stadt.",
    "Der Rat hat eine Entscheidung getroffen, die viele überrascht.",
    "Im Vorfeld der Wahl gab es Streit.",
    "Er fragt, ob ich Sie bitten möchte, mitzukommen.",
    "Anschließend an den Vortrag gab es einen Empfang.",
    "Das Besitzen von Waffen ist verboten.",
    "Sie wies ihn auf den Fehler hin.",
    "Der Fluss bildet die Grenze zwischen den Ländern.",
    "Der Verein bildet einen festen Rahmen für die Jugendarbeit.",
    "Er findet eine passende Anwendung.",
    "Im Store kann man eine passende Anwendung finden.",
    "Die Anwendung findet im Browser statt.",
    "Wir haben alles geschickt.\n\nWorauf warten Sie noch?",
    "Wir kontaktieren Sie morgen.",
    "Er hat uns dabei geholfen.",
    "Wir geben einen Rabatt in Höhe des Versandpreises.",
    "Wir arbeiten mit Sicherheit und Sorgfalt.",
    "Die Firma ist auf diese Weise groß geworden.",
    "Frage am Rande: Wer kommt mit?",
    "Wenn du morgens früh genug an der Oberen Brücke stehst und die Reisegruppen noch "
    "schlafen, dann hast du den Blick auf das Alte Rathaus fast ganz für dich allein.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R7_UNTOUCHED)
def test_r7_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# A Swiss text writes "ss": what a rule writes with ß follows it; a text with ß keeps ß.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Die Strasse vor dem Haus ist ruhig. Das Beste daran: Der Bahnhof liegt gleich um "
            "die Ecke.",
            "Die Strasse vor dem Haus ist ruhig. Der grösste Vorteil: Der Bahnhof liegt gleich "
            "um die Ecke.",
        ),
        (
            "Die Straße vor dem Haus ist ruhig. Das Beste daran: Der Bahnhof liegt gleich um "
            "die Ecke.",
            "Die Straße vor dem Haus ist ruhig. Der größte Vorteil: Der Bahnhof liegt gleich um "
            "die Ecke.",
        ),
        (
            "Die Wohnung ist gross. Darüber hinaus ist es wichtig zu beachten, dass die Miete "
            "günstig ist.",
            "Die Wohnung ist gross. Die Miete ist ausserdem günstig.",
        ),
    ],
)
def test_what_a_rule_writes_follows_a_swiss_texts_ss(text: str, expected: str) -> None:
    assert rewrite(text, Tone.PROFESSIONAL) == expected


# Review r7: "Zögern Sie nicht, … zu stellen – keine Frage ist zu klein." took "klein" for the
# verb; "– und ehrlich gesagt macht es Spaß" lost the filler that holds the verb-second order.
@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [
        (
            Tone.PROFESSIONAL,
            "Zögern Sie nicht, jederzeit Fragen zu stellen – keine Frage ist zu klein.",
            "Stellen Sie gerne jederzeit Fragen – keine Frage ist zu klein.",
        ),
        (
            Tone.PROFESSIONAL,
            "Zögern Sie nicht, die Angebote zu nutzen.",
            "Nutzen Sie gerne die Angebote.",
        ),
        (
            Tone.CASUAL,
            "Eine tolle Gelegenheit – und ehrlich gesagt macht es auch einfach Spaß!",
            "Eine tolle Gelegenheit – und ehrlich gesagt macht es auch einfach Spaß!",
        ),
        # de-r7-01: after the salutation's comma the letter goes on in lower case
        (
            Tone.PROFESSIONAL,
            "Sehr geehrter Herr Huber,\n\nich hoffe, es geht Ihnen gut. Das gesamte Team freut "
            "sich auf Sie, und das Zimmer ist bereit.",
            "Sehr geehrter Herr Huber,\n\ndas gesamte Team freut sich auf Sie, und das Zimmer "
            "ist bereit.",
        ),
    ],
)
def test_r7_review_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# -- r8: verbs and nouns as lemmas ([[verb]], [[noun]]), each replaced in the form it was found ---

# Every ending row and the irregular table: persons, tenses and the participle as an adjective.
VERB_EXACT = [
    # ["en", …] (-ieren and untrennbare Verben): 3rd person, past plural; academic keeps the word
    (
        CASUAL,
        "Die App ermöglicht es dir, Fotos zu teilen.",
        "Die App erlaubt es dir, Fotos zu teilen.",
    ),
    (
        PROFESSIONAL,
        "Früher ermöglichten die Zölle hohe Gewinne.",
        "Früher erlaubten die Zölle hohe Gewinne.",
    ),
    (
        ACADEMIC,
        "Die App ermöglicht es dir, Fotos zu teilen.",
        "Die App ermöglicht es dir, Fotos zu teilen.",
    ),
    (CASUAL, "Ich präferiere den Zug.", "Ich bevorzuge den Zug."),
    (ACADEMIC, "Du präferierst den Bus.", "Du bevorzugst den Bus."),
    (PROFESSIONAL, "Ihr favorisiert die kleinere Lösung.", "Ihr bevorzugt die kleinere Lösung."),
    (CASUAL, "Das tangiert mich nicht.", "Das berührt mich nicht."),
    (ACADEMIC, "Er tangierte das Thema nur am Rand.", "Er berührte das Thema nur am Rand."),
    (
        ACADEMIC,
        "Ich bin fasziniert von der Architektur.",
        "Ich bin begeistert von der Architektur.",
    ),
    # ["ten", …]: the original ("gewährleistete") and a replacement ("erwartete"); the forms of
    # "gewährleisten" that "sichern" would make ambiguous stay ("garantiert" promised more, r11)
    (
        PROFESSIONAL,
        "Wir haben die Lieferung gewährleistet.",
        "Wir haben die Lieferung gewährleistet.",
    ),
    (
        ACADEMIC,
        "Die Qualität wird durch regelmäßige Kontrollen gewährleistet.",
        "Die Qualität wird durch regelmäßige Kontrollen gewährleistet.",
    ),
    (
        CASUAL,
        "Wir gewährleisteten damals die Versorgung.",
        "Wir gewährleisteten damals die Versorgung.",
    ),
    (
        CASUAL,
        "Sie antizipierte die Fragen der Prüfer.",
        "Sie erwartete die Fragen der Prüfer.",
    ),
    # the participle as an adjective
    (PROFESSIONAL, "Die antizipierten Kosten sind hoch.", "Die erwarteten Kosten sind hoch."),
    # ["ern", …] and ["eln", …]
    (CASUAL, "Im Seminar erörtert ihr den Text.", "Im Seminar diskutiert ihr den Text."),
    (PROFESSIONAL, "Wir erörterten gestern den Plan.", "Wir diskutierten gestern den Plan."),
    (CASUAL, "Die Kirche veräußerte das Grundstück.", "Die Kirche verkaufte das Grundstück."),
    (PROFESSIONAL, "Wir wollen die Risiken minimieren.", "Wir wollen die Risiken verringern."),
    (CASUAL, "Der Film thematisiert den Krieg.", "Der Film behandelt den Krieg."),
    # ["zen", …]: "du ersetzt"
    (
        ACADEMIC,
        "Die Lehrerin substituiert das Wort durch ein anderes.",
        "Die Lehrerin ersetzt das Wort durch ein anderes.",
    ),
    # ["sen", …] as a replacement: "verharmlost"
    (CASUAL, "Der Bericht bagatellisiert die Risiken.", "Der Bericht verharmlost die Risiken."),
    # "erfordert": only the option whose form the slot settles ("verlangt", not "braucht")
    (CASUAL, "Das Projekt erfordert viel Geduld.", "Das Projekt verlangt viel Geduld."),
    (CASUAL, "Die Aufgaben erfordern Zeit.", "Die Aufgaben brauchen Zeit."),
    # irregular_verbs: simple and strong verbs, separable originals in their joined forms
    (CASUAL, "Die Preise widerspiegeln die Nachfrage.", "Die Preise zeigen die Nachfrage."),
    (
        PROFESSIONAL,
        "Es zeigt sich, wie sehr sich die Krise in den Zahlen widerspiegelt.",
        "Es zeigt sich, wie sehr sich die Krise in den Zahlen spiegelt.",
    ),
    (
        ACADEMIC,
        "Der Bericht hat die Mängel klar aufgezeigt.",
        "Der Bericht hat die Mängel klar gezeigt.",
    ),
    (
        CASUAL,
        "Die Gemeinde hat den Ausbau vorangetrieben.",
        "Die Gemeinde hat den Ausbau beschleunigt.",
    ),
    (
        PROFESSIONAL,
        "Er hat sich intensiv mit dem Thema auseinandergesetzt.",
        "Er hat sich intensiv mit dem Thema beschäftigt.",
    ),
    (
        CASUAL,
        "Wir müssen uns mit der Frage auseinandersetzen.",
        "Wir müssen uns mit der Frage beschäftigen.",
    ),
    (CASUAL, "Die Gebühr ist vor Beginn zu entrichten.", "Die Gebühr ist vor Beginn zu bezahlen."),
    (
        CASUAL,
        "Bitte übermitteln Sie uns die Unterlagen.",
        "Bitte schicken Sie uns die Unterlagen.",
    ),
    (
        PROFESSIONAL,
        "Wir ersuchen Sie um eine rasche Antwort.",
        "Wir bitten Sie um eine rasche Antwort.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), VERB_EXACT)
def test_r8_verbs_are_replaced_in_the_form_they_were_found(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


# What the verb entries leave alone in every tone: a longer word ("Gewährleistung"), the split
# forms of a separable verb ("spiegelt … wider", "zeigt … auf", "treibt … voran"), its
# zu-infinitive ("aufzuzeigen", no slot), and a form whose slot does not settle the replacement
# ("verfasst": 3rd person or participle, "schreibt" / "geschrieben"; "manifestiert sich";
# "ersuchte": past or participle as an adjective, "bat" / "gebetene").
VERB_UNTOUCHED = [
    "Die Reparatur fällt unter die Gewährleistung.",
    "Die Gewährleistungsfrist endet morgen.",
    "Das Bild spiegelt die Stimmung wider.",
    "Sie zeigt die Fehler auf.",
    "Die Firma treibt den Ausbau voran.",
    "Es ist wichtig, die Risiken aufzuzeigen.",
    "Er verfasst einen Brief.",
    "Die Krise manifestiert sich in hohen Preisen.",
    "Er ersuchte die Behörde um Auskunft.",
    "Das Dorf zelebriert jedes Jahr sein Fest.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", VERB_UNTOUCHED)
def test_r8_verb_entries_leave_these_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_r8_academic_keeps_the_words_only_casual_and_professional_replace() -> None:
    for text in (
        "Im Seminar erörtert ihr den Text.",
        "Wir wollen die Risiken minimieren.",
        "Die Kirche veräußerte das Grundstück.",
    ):
        assert rewrite(text, ACADEMIC) == text


# The ending rows, one lemma each, including the rows no entry uses yet.
ROW_FORMS = {
    "ermöglichen": "ermöglichen ermögliche ermöglichst ermöglicht ermöglicht ermöglichte "
    "ermöglichtest ermöglichten ermöglichtet ermöglicht ermöglichte ermöglichten ermöglichter "
    "ermöglichtes ermöglichtem",
    "bewerten": "bewerten bewerte bewertest bewertet bewertet bewertete bewertetest bewerteten "
    "bewertetet bewertet bewertete bewerteten bewerteter bewertetes bewertetem",
    "begründen": "begründen begründe begründest begründet begründet begründete begründetest "
    "begründeten begründetet begründet begründete begründeten begründeter begründetes "
    "begründetem",
    "berechnen": "berechnen berechne berechnest berechnet berechnet berechnete berechnetest "
    "berechneten berechnetet berechnet berechnete berechneten berechneter berechnetes "
    "berechnetem",
    "eröffnen": "eröffnen eröffne eröffnest eröffnet eröffnet eröffnete eröffnetest eröffneten "
    "eröffnetet eröffnet eröffnete eröffneten eröffneter eröffnetes eröffnetem",
    "verleugnen": "verleugnen verleugne verleugnest verleugnet verleugnet verleugnete "
    "verleugnetest verleugneten verleugnetet verleugnet verleugnete verleugneten verleugneter "
    "verleugnetes verleugnetem",
    "verreisen": "verreisen verreise verreist verreist verreist verreiste verreistest verreisten "
    "verreistet verreist verreiste verreisten verreister verreistes verreistem",
    "verfassen": "verfassen verfasse verfasst verfasst verfasst verfasste verfasstest verfassten "
    "verfasstet verfasst verfasste verfassten verfasster verfasstes verfasstem",
    "ersetzen": "ersetzen ersetze ersetzt ersetzt ersetzt ersetzte ersetztest ersetzten ersetztet "
    "ersetzt ersetzte ersetzten ersetzter ersetztes ersetztem",
    "verändern": "verändern verändere veränderst verändert verändert veränderte verändertest "
    "veränderten verändertet verändert veränderte veränderten veränderter verändertes "
    "verändertem",
    "behandeln": "behandeln behandle behandelst behandelt behandelt behandelte behandeltest "
    "behandelten behandeltet behandelt behandelte behandelten behandelter behandeltes "
    "behandeltem",
}


@pytest.mark.parametrize("lemma", sorted(ROW_FORMS))
def test_r8_each_verb_row_builds_the_forms_of_its_class(lemma: str) -> None:
    forms = load_language(Language.DE).morphology.verbs.forms(lemma)
    assert forms == tuple(ROW_FORMS[lemma].split())


def test_r8_the_sz_row_builds_weak_forms() -> None:
    # A strong verb in -ßen ("genießen", "genoss") must be listed whole; the row is for weak ones.
    forms = load_language(Language.DE).morphology.verbs.forms("grüßen")
    assert forms is not None and forms[2:6] == ("grüßt", "grüßt", "grüßt", "grüßte")


@pytest.mark.skipif(shutil.which("hunspell") is None, reason="hunspell not installed")
def test_r8_the_row_examples_are_words() -> None:
    checked = subprocess.run(
        ["hunspell", "-d", "de_DE", "-l"],
        input="\n".join(sorted({w for forms in ROW_FORMS.values() for w in forms.split()})),
        capture_output=True,
        text=True,
        check=True,
    )
    assert checked.stdout.split() == []


def _commented_nouns() -> list[dict[str, object]]:
    """The [[noun]] entries of de.toml, which are commented out for now (see the data file)."""
    lines = LANGUAGE_FILE.read_text(encoding="utf-8").split("\n")
    keys = r"(?:\[\[noun\]\]|kind = |find = |replace = |casual = |professional = |academic = )"
    start = next(i for i, line in enumerate(lines) if line.startswith("# ---- Substantive"))
    body = [line[2:] for line in lines[start:] if re.match(rf"# {keys}", line)]
    entries: list[dict[str, object]] = tomllib.loads("\n".join(body))["noun"]
    return entries


def _noun_entries() -> list[dict[str, object]]:
    with LANGUAGE_FILE.open("rb") as file:
        active: list[dict[str, object]] = tomllib.load(file).get("noun", [])
    return active or _commented_nouns()


@pytest.mark.skipif(shutil.which("hunspell") is None, reason="hunspell not installed")
def test_r8_every_noun_form_is_a_word_in_its_written_case() -> None:
    """Every form of every noun entry keeps its capital, and the German dictionary knows it."""
    nouns = load_language(Language.DE).morphology.nouns
    words: set[str] = set()
    entries = _noun_entries()
    assert len(entries) >= 25
    for entry in entries:
        lemmas = [str(entry["find"])]
        for key in ("replace", "casual", "professional", "academic"):
            lemmas += [str(option) for option in entry.get(key, [])]  # type: ignore[attr-defined]
        for lemma in lemmas:
            forms = nouns.forms(lemma)
            assert forms is not None, lemma
            assert all(form[:1].isupper() for form in forms), lemma
            words.update(forms)
    checked = subprocess.run(
        ["hunspell", "-d", "de_DE", "-l"],
        input="\n".join(sorted(words)),
        capture_output=True,
        text=True,
        check=True,
    )
    assert checked.stdout.split() == []


# Case and number kept, the gender of the replacement the original's (articles and adjectives
# still agree); a longer word and a plural with another meaning ("Expertisen": reports) stay.
NOUN_EXACT = [
    # "Herausforderung" stays: "Aufgabe" says less ("eine sportliche Aufgabe")
    (
        PROFESSIONAL,
        "Die größte Herausforderung des Projekts ist die Zeit.",
        "Die größte Herausforderung des Projekts ist die Zeit.",
    ),
    (ACADEMIC, "Meine Kernkompetenzen liegen im Vertrieb.", "Meine Stärken liegen im Vertrieb."),
    (
        CASUAL,
        "Das Team arbeitet an der Implementierung neuer Funktionalitäten.",
        "Das Team arbeitet an der Einführung neuer Funktionen.",
    ),
    (
        PROFESSIONAL,
        "Die Schlüsselfaktoren des Erfolgs sind bekannt.",
        "Die Hauptfaktoren des Erfolgs sind bekannt.",
    ),
    (
        ACADEMIC,
        "Ein Schlüsselfaktor für den Erfolg ist die Lage.",
        "Ein Hauptfaktor für den Erfolg ist die Lage.",
    ),
    (CASUAL, "Die Partizipation der Bürger ist hoch.", "Die Beteiligung der Bürger ist hoch."),
    (
        PROFESSIONAL,
        "Die Intentionen des Autors bleiben unklar.",
        "Die Absichten des Autors bleiben unklar.",
    ),
    (
        CASUAL,
        "Die Gegebenheiten vor Ort sind schwierig.",
        "Die Bedingungen vor Ort sind schwierig.",
    ),
    (
        CASUAL,
        "Die beiden Expertisen widersprechen sich.",
        "Die beiden Expertisen widersprechen sich.",
    ),
    (CASUAL, "Die Umweltherausforderungen wachsen.", "Die Umweltherausforderungen wachsen."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), NOUN_EXACT)
def test_r8_nouns_are_replaced_in_their_case_and_number(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


# Review r8: the calque in the plural (de-r8-01); a thesis does not call its own overview "gut"
# (de-r8-03).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sehr geehrte Kundin\n\nWir hoffen, diese Nachricht erreicht Sie wohlbehalten.\n\n"
            "Wir haben eine Neuigkeit.",
            "Sehr geehrte Kundin\n\nWir haben eine Neuigkeit.",
        ),
    ],
)
def test_review_r8_cases(text: str, expected: str) -> None:
    assert rewrite(text, PROFESSIONAL) == expected


def test_a_comprehensive_overview_is_never_praised_as_good() -> None:
    for tone in (CASUAL, PROFESSIONAL, ACADEMIC):
        output = rewrite("Kapitel 2 gibt einen umfassenden Überblick über die Forschung.", tone)
        assert "guten" not in output


# Review r8, second pass: stock phrases and closing slogans in their usual variants, each with a
# sentence where the entry must not fire.
R8_PHRASES = [
    (
        PROFESSIONAL,
        "Wir freuen uns sehr, Ihnen heute eine Neuerung vorzustellen, die vieles vereinfacht.",
        "Heute stellen wir Ihnen eine Neuerung vor, die vieles vereinfacht.",
    ),
    (
        PROFESSIONAL,
        "Wir freuen uns, Ihnen unser neues Team vorzustellen.",
        "Wir stellen Ihnen unser neues Team vor.",
    ),
    (
        PROFESSIONAL,
        "Ich freue mich, Ihnen unseren Gast vorzustellen.",
        "Ich freue mich, Ihnen unseren Gast vorzustellen.",
    ),
    (
        PROFESSIONAL,
        "Das Abtippen von Referenznummern gehört damit der Vergangenheit an.",
        "Das Abtippen von Referenznummern entfällt damit.",
    ),
    (
        PROFESSIONAL,
        "Lange Wartezeiten gehören nun der Vergangenheit an.",
        "Lange Wartezeiten entfallen nun.",
    ),
    (
        CASUAL,
        "Die Zeit der Dampfloks gehört der Vergangenheit an.",
        "Die Zeit der Dampfloks gehört der Vergangenheit an.",
    ),
    (
        PROFESSIONAL,
        "Die neue Funktion wird Ihren Alltag nachhaltig vereinfachen.",
        "Die neue Funktion wird Ihren Alltag dauerhaft vereinfachen.",
    ),
    (
        ACADEMIC,
        "Der Hitzesommer hat eindrücklich vor Augen geführt, welche Risiken bestehen.",
        "Der Hitzesommer hat deutlich gezeigt, welche Risiken bestehen.",
    ),
    (
        ACADEMIC,
        "Das Beispiel führt uns eindrücklich vor Augen, wie schnell sich Normen wandeln.",
        "Das Beispiel zeigt uns deutlich, wie rasch sich Normen wandeln.",
    ),
    (
        ACADEMIC,
        "Der Krieg hat schmerzlich vor Augen geführt, wie abhängig Europa ist.",
        "Der Krieg hat schmerzlich vor Augen geführt, wie abhängig Europa ist.",
    ),
    (
        ACADEMIC,
        "Vor dem Hintergrund des Klimawandels gewinnt dieses Phänomen zunehmend an Bedeutung.",
        "Vor dem Hintergrund des Klimawandels wird dieses Phänomen immer wichtiger.",
    ),
    (
        PROFESSIONAL,
        "Heute gewinnen digitale Kanäle immer mehr an Bedeutung.",
        "Heute werden digitale Kanäle immer wichtiger.",
    ),
    (CASUAL, "Positive Verstärkung wirkt Wunder!", "Positive Verstärkung hilft enorm!"),
    (PROFESSIONAL, "Eine klare Agenda wirkt Wunder.", "Eine klare Agenda ist sehr wirksam."),
    (CASUAL, "Pausen wirken oft Wunder.", "Pausen bringen oft viel."),
    (CASUAL, "Kurze Pausen können wahre Wunder wirken.", "Kurze Pausen können viel bringen."),
    (
        PROFESSIONAL,
        "Ich glaube, dass eine klare Agenda Wunder wirkt.",
        "Ich glaube, dass eine klare Agenda viel bewirkt.",
    ),
    (CASUAL, "Das Wunder von Bern bleibt unvergessen.", "Das Wunder von Bern bleibt unvergessen."),
    (
        CASUAL,
        "Ein ruhiger Rückzugsort ist deshalb Gold wert.",
        "Ein ruhiger Rückzugsort ist deshalb viel wert.",
    ),
    (CASUAL, "Ein guter Freund ist pures Gold wert.", "Ein guter Freund ist viel wert."),
    (
        CASUAL,
        "Dieser Tipp ist sein Gewicht in Gold wert.",
        "Dieser Tipp ist sein Gewicht in Gold wert.",
    ),
    (
        PROFESSIONAL,
        "Gute Beratung ist heute wichtiger denn je.",
        "Gute Beratung ist heute besonders wichtig.",
    ),
    (CASUAL, "Fachkräfte sind mehr denn je gefragt.", "Fachkräfte sind besonders gefragt."),
    (
        PROFESSIONAL,
        "Es ist mir eine grosse Freude und Ehre, Sie hier zu begrüssen.",
        "Es ist mir eine grosse Freude, Sie hier zu begrüssen.",
    ),
    (
        PROFESSIONAL,
        "Bibliotheken sind das pulsierende Herz einer offenen Gemeinschaft.",
        "Bibliotheken sind das Herz einer offenen Gemeinschaft.",
    ),
    (
        PROFESSIONAL,
        "Die Altstadt mit ihrem pulsierenden Leben lockt viele Gäste.",
        "Die Altstadt mit ihrem quirligen Leben lockt viele Gäste.",
    ),
    (
        ACADEMIC,
        "Die Urbanisierung zählt zu den prägendsten Entwicklungen des 21. Jahrhunderts.",
        "Die Urbanisierung zählt zu den wichtigsten Entwicklungen des 21. Jahrhunderts.",
    ),
    (
        CASUAL,
        "Das war die prägendste Erfahrung meiner Kindheit.",
        "Das war die prägendste Erfahrung meiner Kindheit.",
    ),
    (
        CASUAL,
        "Taucht mit mir ein in die Welt des Brotbackens!",
        "Entdeckt mit mir die Welt des Brotbackens!",
    ),
    (
        PROFESSIONAL,
        "Tauchen Sie mit uns ein in die Welt der Uhren.",
        "Entdecken Sie mit uns die Welt der Uhren.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R8_PHRASES)
def test_review_r8_stock_phrases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R8_MORALS = [
    (
        CASUAL,
        "Backt einfach los. Jedes Brot ist ein kleiner Schritt – und jeder Schritt zählt. ✨",
        "Backt einfach los.",
    ),
    (
        CASUAL,
        "Nimm dir jeden Tag zehn Minuten Zeit. Jede Übung ist ein kleiner Schritt nach vorn.",
        "Nimm dir jeden Tag zehn Minuten Zeit.",
    ),
    (
        PROFESSIONAL,
        "Spenden Sie warme Kleider.\n\n"
        "Gemeinsam setzen wir ein starkes Zeichen gegen Armut – mitten in Luzern.",
        "Spenden Sie warme Kleider.",
    ),
    (
        CASUAL,
        "Wir sammeln Kleider für die Notschlafstelle.\n\nGemeinsam können wir viel bewegen!",
        "Wir sammeln Kleider für die Notschlafstelle.",
    ),
    (
        PROFESSIONAL,
        "Wir sammeln Kleider.\n\nGemeinsam setzen wir die Aktion in drei Quartieren um.",
        "Wir sammeln Kleider.\n\nGemeinsam setzen wir die Aktion in drei Quartieren um.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R8_MORALS)
def test_review_r8_closing_slogans_go(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 9: nominal style, inflated adjectives before the nouns they fit, and verbs by lemma.
R9_EXACT = [
    (
        PROFESSIONAL,
        "Sie können die Beratung kostenlos in Anspruch nehmen.",
        "Sie können die Beratung kostenlos nutzen.",
    ),
    (
        CASUAL,
        "Viele haben das Angebot bereits in Anspruch genommen.",
        "Viele haben das Angebot schon genutzt.",
    ),
    (
        CASUAL,
        "Das Thema ist von großer Bedeutung für die Region.",
        "Das Thema ist sehr wichtig für die Region.",
    ),
    (PROFESSIONAL, "Bildung hat einen hohen Stellenwert.", "Bildung ist sehr wichtig."),
    (
        ACADEMIC,
        "Der Regen hat zur Folge, dass die Straßen nass sind.",
        "Der Regen führt dazu, dass die Straßen nass sind.",
    ),
    (PROFESSIONAL, "Die Zahlen sprechen eine deutliche Sprache.", "Die Zahlen sind eindeutig."),
    (
        PROFESSIONAL,
        "Die Solvento AG setzt damit ein starkes Zeichen für den Klimaschutz.",
        "Die Solvento AG setzt damit ein Zeichen für den Klimaschutz.",
    ),
    (
        CASUAL,
        "Wir haben die Problematik erkannt und die Thematik besprochen.",
        "Wir haben das Problem erkannt und das Thema besprochen.",
    ),
    (
        ACADEMIC,
        "Die Reform ist weit mehr als eine Verwaltungsmaßnahme.",
        "Die Reform ist mehr als eine Verwaltungsmaßnahme.",
    ),
    (
        PROFESSIONAL,
        "Ich bringe fundierte Kenntnisse in SAP und ein ausgeprägtes Verantwortungsbewusstsein "
        "mit.",
        "Ich bringe solide Kenntnisse in SAP und ein großes Verantwortungsbewusstsein mit.",
    ),
    (
        PROFESSIONAL,
        "In der Bildbesprechung gibt es individuelles Feedback und eine umfassende Beratung.",
        "In der Bildbesprechung gibt es persönliches Feedback und eine gründliche Beratung.",
    ),
    (
        CASUAL,
        "Die Stadt erlebte tiefgreifende Veränderungen.",
        "Die Stadt erlebte grundlegende Veränderungen.",
    ),
    (CASUAL, "Es gibt vielfältige Möglichkeiten.", "Es gibt viele Möglichkeiten."),
    (
        CASUAL,
        "Die zentralen Ergebnisse zeigen die zentrale Bedeutung der Bäume.",
        "Die wichtigsten Ergebnisse zeigen die große Bedeutung der Bäume.",
    ),
    (PROFESSIONAL, "Das ist eine zentrale Frage.", "Das ist eine wichtige Frage."),
    (
        CASUAL,
        "Das Rezept reicht für 20 Stücke – perfekt für die Kaffeetafel.",
        "Das Rezept reicht für 20 Stücke – wie geschaffen für die Kaffeetafel.",
    ),
    (
        PROFESSIONAL,
        "Mit meiner Leidenschaft für Logistik trage ich zum Erfolg bei.",
        "Mit meiner Begeisterung für Logistik trage ich zum Erfolg bei.",
    ),
    (
        CASUAL,
        "Wir haben im Mai einen Umsatz von 5 Mio. Euro erzielt.",
        "Wir haben im Mai einen Umsatz von 5 Mio. Euro erreicht.",
    ),
    (PROFESSIONAL, "Die Lehrerin erläutert die Aufgabe.", "Die Lehrerin erklärt die Aufgabe."),
    (CASUAL, "Sie bewältigen den Alltag allein.", "Sie meistern den Alltag allein."),
    (
        ACADEMIC,
        "Die Mitarbeitenden fühlen sich wertgeschätzt.",
        "Die Mitarbeitenden fühlen sich geschätzt.",
    ),
    # "hervorheben" stays since r12 (de-r12-06: "das Wirken von Professor … betonen" is no German)
    (ACADEMIC, "Er hat diesen Punkt hervorgehoben.", "Er hat diesen Punkt hervorgehoben."),
    (CASUAL, "Soziale Kompetenzen sind wichtig.", "Soziale Fähigkeiten sind wichtig."),
    (ACADEMIC, "Die Wichtigkeit der Pflege wächst.", "Die Bedeutung der Pflege wächst."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_EXACT)
def test_r9_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Where the same words mean something else and stay, in every tone.
R9_UNTOUCHED = [
    "Die Bearbeitung wird etwa zwei Wochen in Anspruch nehmen.",
    "Das wird viel Zeit in Anspruch nehmen.",
    "Ein Ereignis von großer Bedeutung fand statt.",
    "Weit mehr als die Hälfte der Gäste kam.",
    "Es kamen weit mehr als ein Drittel der Mitglieder.",
    "Sie arbeitet mit hoher Kompetenz.",
    "Die hervorgehobenen Stellen sind neu.",
    "Ich habe eine Leidenschaft für Oldtimer.",
    "Das Hotel liegt in zentraler Lage.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R9_UNTOUCHED)
def test_r9_rules_leave_ordinary_german_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


R9_PADDING = [
    (
        ACADEMIC,
        "Die vorliegende Arbeit untersucht den Wandel.",
        "Diese Arbeit untersucht den Wandel.",
    ),
    (PROFESSIONAL, "In der vorliegenden Studie fehlt das.", "In dieser Studie fehlt das."),
    (
        CASUAL,
        "Im Rahmen der Studie wurden 40 Personen befragt.",
        "In der Studie wurden 40 Personen befragt.",
    ),
    (
        PROFESSIONAL,
        "Im Zuge der Digitalisierung ändert sich viel.",
        "Mit der Digitalisierung ändert sich viel.",
    ),
    (
        ACADEMIC,
        "Zunächst lässt sich festhalten, dass die Lesezeit nicht abgenommen hat.",
        "Zunächst zeigt sich, dass die Lesezeit nicht abgenommen hat.",
    ),
    (
        ACADEMIC,
        "Nur so kann es gelingen, Jugendliche zu fördern.",
        "Nur so gelingt es, Jugendliche zu fördern.",
    ),
    (CASUAL, "Social Media ist ein zweischneidiges Schwert.", "Social Media hat zwei Seiten."),
    (PROFESSIONAL, "Ich bin Ihnen zutiefst dankbar.", "Ich bin Ihnen sehr dankbar."),
    (CASUAL, "Das ist enorm hilfreich.", "Das ist sehr hilfreich."),
    (PROFESSIONAL, "Die Bedienung ist kinderleicht.", "Die Bedienung ist einfach."),
    (CASUAL, "Ich sammle Tipps und Tricks für den Garten.", "Ich sammle Tipps für den Garten."),
    (
        PROFESSIONAL,
        "Ich freue mich auf die weitere erfolgreiche Zusammenarbeit.",
        "Ich freue mich auf die weitere Zusammenarbeit.",
    ),
    # both are thanked for: dropping "Verständnis" lost half the thanks (de-r11-04)
    (
        PROFESSIONAL,
        "Wir danken Ihnen für Ihr Verständnis und Ihre Geduld.",
        "Wir danken Ihnen für Ihr Verständnis und Ihre Geduld.",
    ),
    (CASUAL, "Foren können durchaus neue Zugänge eröffnen.", "Foren können neue Zugänge eröffnen."),
    (
        ACADEMIC,
        "Foren können durchaus neue Zugänge eröffnen.",
        "Foren können durchaus neue Zugänge eröffnen.",
    ),
    (CASUAL, "Das Hotel ist allerdings teuer.", "Das Hotel ist aber teuer."),
    (CASUAL, "Der Platz lädt zum Verweilen ein.", "Der Platz lädt zum Bleiben ein."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_PADDING)
def test_r9_padding_and_set_phrases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_PADDING_UNTOUCHED = [
    "Im Rahmen der Workshops wurde viel gelacht.",
    "Der vorliegende Antrag wurde abgelehnt.",
    "Das Wetter ist heute allerdings schön, allerdings kalt.",
]


@pytest.mark.parametrize("tone", [ACADEMIC, PROFESSIONAL])
@pytest.mark.parametrize("text", R9_PADDING_UNTOUCHED)
def test_r9_padding_rules_leave_these_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


R9_REGISTER = [
    (CASUAL, "Die Lage ist derzeit ruhig.", "Die Lage ist gerade ruhig."),
    (CASUAL, "Trinke ausreichend Wasser.", "Trinke genug Wasser."),
    (CASUAL, "Die Erwartungen waren dementsprechend hoch.", "Die Erwartungen waren deshalb hoch."),
    (CASUAL, "Das ist gewissermaßen ein Test.", "Das ist sozusagen ein Test."),
    (
        PROFESSIONAL,
        "Bitte antworten Sie schnellstmöglich.",
        "Bitte antworten Sie so bald wie möglich.",
    ),
    # academic and professional keep the register; an adjective stays
    (ACADEMIC, "Die Lage ist derzeit ruhig.", "Die Lage ist derzeit ruhig."),
    (CASUAL, "Die derzeitige Lage ist ruhig.", "Die derzeitige Lage ist ruhig."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_REGISTER)
def test_r9_register_words(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_SERVICE = [
    (
        CASUAL,
        "Wir prüfen alles vorab, um einen reibungslosen Ablauf zu gewährleisten.",
        "Wir prüfen alles vorab, damit alles glatt läuft.",
    ),
    (
        PROFESSIONAL,
        "Ihre Zufriedenheit liegt uns sehr am Herzen.",
        "Ihre Zufriedenheit ist uns sehr wichtig.",
    ),
    (CASUAL, "Das ist eine völlig normale Reaktion.", "Das ist eine ganz normale Reaktion."),
    (ACADEMIC, "Beim Laufen ist Geduld der Schlüssel.", "Beim Laufen ist Geduld das Wichtigste."),
    (ACADEMIC, "Wir planen zielgerichtete Maßnahmen.", "Wir planen gezielte Maßnahmen."),
    (PROFESSIONAL, "Das ist nicht zielführend.", "Das ist nicht sinnvoll."),
    (PROFESSIONAL, "Wir brauchen effektive Maßnahmen.", "Wir brauchen wirksame Maßnahmen."),
    (
        CASUAL,
        "Wir entschuldigen uns für die entstandenen Unannehmlichkeiten.",
        "Wir entschuldigen uns für den Ärger.",
    ),
    (
        ACADEMIC,
        "Die Geschichte ist weit mehr als ein Kapitel – sie ist ein Zeugnis von Handwerkskunst.",
        "Die Geschichte ist ein Kapitel und zugleich ein Zeugnis von Handwerkskunst.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_SERVICE)
def test_r9_service_and_advice_phrases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(
    "text",
    [
        "Hier ist der Schlüssel.",
        "Das ist der Schlüssel für die Haustür.",
        "Wo liegt der Schlüssel?",
    ],
)
def test_r9_a_real_key_stays(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


@pytest.mark.parametrize(
    ("tone", "expected"),
    [
        (CASUAL, "Man sieht, dass die Räume fehlen."),
        (PROFESSIONAL, "Es wird deutlich, dass die Räume fehlen."),
    ],
)
def test_r9_it_becomes_clear_is_plain_in_casual(tone: Tone, expected: str) -> None:
    assert rewrite("Es wird deutlich, dass die Räume fehlen.", tone) == expected


# Schnitte eines überlangen Satzes: Doppelpunkt oder Gedankenstrich vor einem vollständigen
# Hauptsatz, der Grund als eigener Satz; und die nahen Fälle, die ganz bleiben.
SPLITS = [
    (
        CASUAL,
        "Hinzu kommt für die Leserinnen und Leser dieses Romans eine klug gebaute Dramaturgie: Die"
        " beiden Zeitebenen spiegeln sich immer wieder in kleinen Details des ländlichen Alltags.",
        "Hinzu kommt für die Leserinnen und Leser dieses Romans eine klug gebaute Dramaturgie. Die"
        " beiden Zeitebenen spiegeln sich immer wieder in kleinen Details des ländlichen Alltags.",
    ),
    # vor einer Aufzählung und vor einem Adverb bleibt der Doppelpunkt
    (
        CASUAL,
        "Die kleine Glashütte im Spessart beschäftigte in ihren besten Jahren rund sechzig"
        " Menschen aus den Dörfern: Glasmacher, Schürer, Holzhauer und Fuhrleute mit ihren"
        " Familien.",
        "Die kleine Glashütte im Spessart beschäftigte in ihren besten Jahren rund sechzig"
        " Menschen aus den Dörfern: Glasmacher, Schürer, Holzhauer und Fuhrleute mit ihren"
        " Familien.",
    ),
    (
        CASUAL,
        "Kleine Rituale am Abend signalisieren deinem Körper nach einem langen und anstrengenden"
        " Tag im Büro oder in der Werkstatt ganz deutlich: Jetzt ist Zeit zum Runterfahren.",
        "Kleine Rituale am Abend signalisieren deinem Körper nach einem langen und anstrengenden"
        " Tag im Büro oder in der Werkstatt ganz deutlich: Jetzt ist Zeit zum Runterfahren.",
    ),
    (
        CASUAL,
        "Unterm Strich ist die Einsamkeit in diesem leisen Roman über eine Insel weit mehr als ein"
        " bloßes Handlungselement – sie ist der Schlüssel zum Verständnis der ganzen Erzählung.",
        "Unterm Strich ist die Einsamkeit in diesem leisen Roman über eine Insel mehr als ein"
        " bloßes Handlungselement. Sie ist der Schlüssel zum Verständnis der ganzen Erzählung.",
    ),
    # the cause as a sentence of its own after a single clause, in the written tones (r11)
    (
        PROFESSIONAL,
        "Das große Projekt im Norden der Stadt wurde im Frühjahr des vergangenen Jahres um mehrere"
        " Monate verschoben, weil die Genehmigung der zuständigen Behörden für den zweiten"
        " Bauabschnitt noch immer nicht vorlag.",
        "Das große Projekt im Norden der Stadt wurde im Frühjahr des vergangenen Jahres um mehrere"
        " Monate verschoben. Das liegt daran, dass die Genehmigung der zuständigen Behörden für"
        " den zweiten Bauabschnitt noch immer nicht vorlag.",
    ),
    (
        CASUAL,
        "Das große Projekt im Norden der Stadt wurde im Frühjahr um mehrere Monate verschoben,"
        " weil die Genehmigung der zuständigen Behörden für den zweiten Bauabschnitt noch immer"
        " fehlte.",
        "Das große Projekt im Norden der Stadt wurde im Frühjahr um mehrere Monate verschoben,"
        " weil die Genehmigung der zuständigen Behörden für den zweiten Bauabschnitt noch immer"
        " fehlte.",
    ),
    # "vor allem, weil": der Kopf bliebe ohne seinen Punkt
    (
        CASUAL,
        "Wir haben das große Projekt im Norden der Stadt im Frühjahr um Monate verschoben, vor"
        " allem, weil die Genehmigung der Behörden für den zweiten Bauabschnitt noch fehlte.",
        "Wir haben das große Projekt im Norden der Stadt im Frühjahr um Monate verschoben, vor"
        " allem, weil die Genehmigung der Behörden für den zweiten Bauabschnitt noch fehlte.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SPLITS)
def test_long_sentences_are_cut_where_a_writer_would(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


# An academic text joins a sentence and the one that goes on about it (a demonstrative) with a
# semicolon; the other tones keep them apart.
ACADEMIC_JOIN = (
    "Die Stichprobe, aus dem Zensus gezogen, umfasste vierzig Haushalte in zwei "
    "ländlichen Bezirken. Dies schränkt die Reichweite der Ergebnisse dieser Studie ein. "
    "Im Frühjahr desselben Jahres führten wir die Interviews. Zwei Forscherinnen "
    "codierten die Antworten getrennt."
)


def test_an_academic_text_joins_a_sentence_and_its_follow_up_with_a_semicolon() -> None:
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.ACADEMIC, Language.DE) == (
        "Die Stichprobe, aus dem Zensus gezogen, umfasste vierzig Haushalte in zwei "
        "ländlichen Bezirken; dies schränkt die Reichweite der Ergebnisse dieser Studie ein. "
        "Im Frühjahr desselben Jahres führten wir die Interviews. Zwei Forscherinnen "
        "codierten die Antworten getrennt."
    )
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.PROFESSIONAL, Language.DE) == ACADEMIC_JOIN


# -- machine text of other genres: encyclopedia articles and hotel reviews ------------------------
GENRE_EXACT = [
    # "bekannt für" moves to the end of its complement (German word order)
    (
        PROFESSIONAL,
        "Die kleine Stadt am See ist bekannt für ihre Fischgerichte.",
        "Die kleine Stadt am See ist für ihre Fischgerichte bekannt.",
    ),
    (
        ACADEMIC,
        "Das Restaurant war auch bekannt für seinen Weinkeller, der dreihundert Flaschen fasste.",
        "Das Restaurant war auch für seinen Weinkeller bekannt, der dreihundert Flaschen fasste.",
    ),
    (
        CASUAL,
        "Die Sängerin ist bekannt für ihre klare Stimme und hat mehrere Preise gewonnen.",
        "Die Sängerin ist für ihre klare Stimme bekannt und hat mehrere Preise gewonnen.",
    ),
    (
        PROFESSIONAL,
        "Wir fuhren hin, weil das Dorf bekannt für seinen Käse ist.",
        "Wir fuhren hin, weil das Dorf für seinen Käse bekannt ist.",
    ),
    # a comma that may open a series: nothing is cut apart
    (
        PROFESSIONAL,
        "Die Insel ist bekannt für ihre Strände, Berge und Seen.",
        "Die Insel ist bekannt für ihre Strände, Berge und Seen.",
    ),
    # "sich einen Namen machen" → "bekannt werden", the auxiliary in its place
    (
        PROFESSIONAL,
        "Der Architekt hat sich mit seinen Bahnhöfen einen Namen gemacht.",
        "Der Architekt ist mit seinen Bahnhöfen bekannt geworden.",
    ),
    (
        ACADEMIC,
        "In Wien hat er sich schnell einen Namen als Dirigent gemacht.",
        "In Wien ist er rasch als Dirigent bekannt geworden.",
    ),
    (
        CASUAL,
        "Sie war eine Malerin, die sich vor allem mit Porträts einen Namen gemacht hat.",
        "Sie war eine Malerin, die vor allem mit Porträts bekannt geworden ist.",
    ),
    (
        PROFESSIONAL,
        "Beide Firmen haben sich in der Branche einen Namen gemacht und wachsen weiter.",
        "Beide Firmen sind in der Branche bekannt geworden und wachsen weiter.",
    ),
    (
        PROFESSIONAL,
        "In den Achtzigern machte sich die Band mit Live-Auftritten einen Namen.",
        "In den Achtzigern wurde die Band mit Live-Auftritten bekannt.",
    ),
    (
        PROFESSIONAL,
        "Er versuchte, sich in Paris einen Namen zu machen.",
        "Er versuchte, in Paris bekannt zu werden.",
    ),
    # the name a "Namen" entry must not touch
    (
        PROFESSIONAL,
        "Sie hat sich für das Kind einen Namen ausgedacht.",
        "Sie hat sich für das Kind einen Namen ausgedacht.",
    ),
    # the closing summary: a name moves before the verb, the label goes
    (
        PROFESSIONAL,
        "Insgesamt ist Jonas Berger ein vielseitiger Musiker, der in vielen Stilen zu Hause ist.",
        "Jonas Berger ist ein vielseitiger Musiker, der in vielen Stilen zu Hause ist.",
    ),
    (
        CASUAL,
        "Zusammenfassend ist der Nordsee Cup eine der wichtigsten Regatten des Landes.",
        "Der Nordsee Cup ist eine der wichtigsten Regatten des Landes.",
    ),
    # a bare predicate noun is not taken for a name: another adverbial keeps the verb second
    (
        ACADEMIC,
        "Insgesamt ist Alkohol Teil eines größeren Problems.",
        "Im Ganzen ist Alkohol Teil eines größeren Problems.",
    ),
    (
        CASUAL,
        "Insgesamt war unser Wochenende im Haus Sonnenblick sehr erholsam.",
        "Unterm Strich war unser Wochenende im Haus Sonnenblick sehr erholsam.",
    ),
    # "insgesamt" that counts stays
    (
        PROFESSIONAL,
        "Insgesamt waren 40 Gäste auf der Feier.",
        "Insgesamt waren 40 Gäste auf der Feier.",
    ),
    (
        PROFESSIONAL,
        "Insgesamt sind drei Zimmer frei.",
        "Insgesamt sind drei Zimmer frei.",
    ),
    # a reviewer's verdict: "würde … empfehlen" → "kann … empfehlen"
    (
        CASUAL,
        "Ich würde dieses Hotel nicht empfehlen.",
        "Ich kann dieses Hotel nicht empfehlen.",
    ),
    (
        PROFESSIONAL,
        "Aus diesen Gründen würde ich die Pension leider nicht weiterempfehlen.",
        "Aus diesen Gründen kann ich die Pension leider nicht weiterempfehlen.",
    ),
    (
        PROFESSIONAL,
        "Wir würden die Wohnung jederzeit weiterempfehlen.",
        "Wir können die Wohnung jederzeit weiterempfehlen.",
    ),
    (
        PROFESSIONAL,
        "Ich glaube nicht, dass ich die Unterkunft weiterempfehlen würde.",
        "Ich glaube nicht, dass ich die Unterkunft weiterempfehlen kann.",
    ),
    # a condition, a preference, a piece of advice: "würde" stays
    (
        PROFESSIONAL,
        "Wenn das Frühstück besser wäre, würde ich das Hotel empfehlen.",
        # the condition may move after the main clause (round 11); "würde" stays
        "Ich würde das Hotel empfehlen, wenn das Frühstück besser wäre.",
    ),
    (
        PROFESSIONAL,
        "Bei besserem Frühstück würde ich das Hotel empfehlen.",
        "Bei besserem Frühstück würde ich das Hotel empfehlen.",
    ),
    (
        PROFESSIONAL,
        "Ich würde eher das Gasthaus nebenan empfehlen.",
        "Ich würde eher das Gasthaus nebenan empfehlen.",
    ),
    (
        PROFESSIONAL,
        "Ich würde Ihnen empfehlen, früh zu buchen.",
        "Ich würde Ihnen empfehlen, früh zu buchen.",
    ),
    (
        PROFESSIONAL,
        "Wenn ich das Hotel empfehlen würde, wäre ich unehrlich.",
        "Ich wäre unehrlich, wenn ich das Hotel empfehlen würde.",
    ),
    # "hat zum Ziel, X zu tun" → "soll X tun"; not with a second infinitive
    (
        PROFESSIONAL,
        "Der Verein hat zum Ziel, junge Talente zu fördern.",
        "Der Verein soll junge Talente fördern.",
    ),
    (
        PROFESSIONAL,
        "Der Verein hat zum Ziel, junge Talente zu fördern und Turniere zu veranstalten.",
        "Der Verein hat zum Ziel, junge Talente zu fördern und Turniere zu veranstalten.",
    ),
    # "sicherstellen, dass" → "dafür sorgen, dass"
    (
        PROFESSIONAL,
        "Das Gesetz stellt sicher, dass Mieter rechtzeitig informiert werden.",
        "Das Gesetz sorgt dafür, dass Mieter rechtzeitig informiert werden.",
    ),
    (
        CASUAL,
        "Die Stadt will sicherstellen, dass alle Schulen einen Anschluss haben.",
        "Die Stadt will dafür sorgen, dass alle Schulen einen Anschluss haben.",
    ),
    (
        PROFESSIONAL,
        "Die Bank stellt die Versorgung mit Bargeld sicher.",
        "Die Bank stellt die Versorgung mit Bargeld sicher.",
    ),
    (
        PROFESSIONAL,
        "Wir wohnten in unmittelbarer Nähe des Bahnhofs.",
        "Wir wohnten ganz in der Nähe des Bahnhofs.",
    ),
    (
        PROFESSIONAL,
        "Das Museum hat eine wichtige Bedeutung für die Region.",
        "Das Museum hat eine große Bedeutung für die Region.",
    ),
    (
        PROFESSIONAL,
        "Das Wort hat eine wichtige zweite Bedeutung.",
        "Das Wort hat eine wichtige zweite Bedeutung.",
    ),
    # the same order for other adjectives and participles with their preposition
    (
        PROFESSIONAL,
        "Der Läufer ist spezialisiert auf die Langstrecke.",
        "Der Läufer ist auf die Langstrecke spezialisiert.",
    ),
    (
        CASUAL,
        "Das Hotel liegt am Markt und ist umgeben von kleinen Cafés und Bars.",
        "Das Hotel liegt am Markt und ist von kleinen Cafés und Bars umgeben.",
    ),
    (
        PROFESSIONAL,
        "Die Stadt war benannt nach einem Heiligen, der hier gelebt haben soll.",
        "Die Stadt war nach einem Heiligen benannt, der hier gelebt haben soll.",
    ),
    # the passive participle closes the main clause
    (
        PROFESSIONAL,
        "Der Springer wird trainiert von seinem Onkel.",
        "Der Springer wird von seinem Onkel trainiert.",
    ),
    (
        ACADEMIC,
        "Die Kirche wurde erbaut von 1510 bis 1530 und ist heute ein Museum.",
        "Die Kirche wurde von 1510 bis 1530 erbaut und ist heute ein Museum.",
    ),
    (
        PROFESSIONAL,
        "Die Burg wurde zerstört von einem Feuer, das drei Tage brannte.",
        "Die Burg wurde von einem Feuer zerstört, das drei Tage brannte.",
    ),
    # a series after the comma: the participle stays where it is
    (
        PROFESSIONAL,
        "Das Album wurde produziert von Anna, Ben und Carla.",
        "Das Album wurde produziert von Anna, Ben und Carla.",
    ),
    # a place or an institution is "bedeutend"; an appointment stays "wichtig"
    (
        PROFESSIONAL,
        "Die Stadt war ein wichtiges Zentrum des Salzhandels.",
        "Die Stadt war ein bedeutendes Zentrum des Salzhandels.",
    ),
    (
        CASUAL,
        "Der Ort ist eine wichtige archäologische Fundstätte.",
        "Der Ort ist eine bedeutende archäologische Fundstätte.",
    ),
    (
        PROFESSIONAL,
        "Das war ein wichtiger Termin für uns.",
        "Das war ein wichtiger Termin für uns.",
    ),
    # an apposition after the comma stays by its noun: nothing moves
    (
        PROFESSIONAL,
        "Er wird trainiert von seinem Vater, dem früheren Trainer des Vereins.",
        "Er wird trainiert von seinem Vater, dem früheren Trainer des Vereins.",
    ),
    (
        PROFESSIONAL,
        "Die Stadt ist bekannt für ihren Gründer, den Herzog von Berg.",
        "Die Stadt ist bekannt für ihren Gründer, den Herzog von Berg.",
    ),
    (
        CASUAL,
        "Die Pension liegt in unmittelbarer Nähe zum Strand.",
        "Die Pension liegt ganz nah am Strand.",
    ),
    (
        PROFESSIONAL,
        "Die Pension liegt in unmittelbarer Nähe zu kleinen Geschäften.",
        "Die Pension liegt ganz nah an kleinen Geschäften.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), GENRE_EXACT)
def test_machine_text_of_other_genres_is_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Tacked-on clauses: the clause's last verb moves to second place and keeps its tense (present and
# past); ", gefolgt von X" takes the tense and number its new clause needs. Each with a near miss.
TAIL_REWRITES = [
    (
        PROFESSIONAL,
        "Die Fenster sind alt und undicht, was die Heizkosten erhöht.",
        "Die Fenster sind alt und undicht. Das erhöht die Heizkosten.",
    ),
    (
        PROFESSIONAL,
        "Die Fenster waren alt und undicht, was die Heizkosten erhöhte.",
        "Die Fenster waren alt und undicht. Das erhöhte die Heizkosten.",
    ),
    (
        PROFESSIONAL,
        "Der Lift im Altbau fiel ständig aus, was uns den Umzug schwer gemacht hat.",
        "Der Lift im Altbau fiel ständig aus. Das hat uns den Umzug schwer gemacht.",
    ),
    (
        PROFESSIONAL,
        "Die Proben enthalten viel Sand, was auf starke Strömungen hindeutet.",
        "Die Proben enthalten viel Sand. Das deutet auf starke Strömungen hin.",
    ),
    (
        PROFESSIONAL,
        "Die Proben enthielten viel Sand, was auf starke Strömungen hindeutete.",
        "Die Proben enthielten viel Sand. Das deutete auf starke Strömungen hin.",
    ),
    (
        PROFESSIONAL,
        "Der Verein pflanzt jedes Jahr Bäume, was zu einem besseren Stadtklima beiträgt.",
        "Der Verein pflanzt jedes Jahr Bäume. Das trägt zu einem besseren Stadtklima bei.",
    ),
    (
        PROFESSIONAL,
        "Der Verein pflanzte jedes Jahr Bäume, was zu einem besseren Stadtklima beitrug.",
        "Der Verein pflanzte jedes Jahr Bäume. Das trug zu einem besseren Stadtklima bei.",
    ),
    (
        PROFESSIONAL,
        "Die Messwerte schwanken stark, was auf einen defekten Sensor hinweist.",
        "Die Messwerte schwanken stark. Das weist auf einen defekten Sensor hin.",
    ),
    (
        PROFESSIONAL,
        "Die Messwerte schwankten stark, was auf einen defekten Sensor hinwies.",
        "Die Messwerte schwankten stark. Das wies auf einen defekten Sensor hin.",
    ),
    (
        PROFESSIONAL,
        "Im März fiel die Pumpe aus, wodurch es zu langen Ausfällen kam.",
        "Im März fiel die Pumpe aus. Dadurch kam es zu langen Ausfällen.",
    ),
    (
        PROFESSIONAL,
        "Die Bahn baut die Strecke zweigleisig aus, wodurch die Fahrzeit kürzer ist.",
        "Die Bahn baut die Strecke zweigleisig aus. Dadurch ist die Fahrzeit kürzer.",
    ),
    (
        PROFESSIONAL,
        "Die Gemeinde senkte die Gebühren, wodurch die Zahl der Anmeldungen zunahm.",
        "Die Gemeinde senkte die Gebühren. Dadurch nahm die Zahl der Anmeldungen zu.",
    ),
    (
        ACADEMIC,
        "Die Befragung erfasste sechzig Schulen, wobei die meisten Antworten aus Städten kamen.",
        "Die Befragung erfasste sechzig Schulen. Dabei kamen die meisten Antworten aus Städten.",
    ),
    (
        ACADEMIC,
        "Die Böden werden jährlich beprobt, wobei auch der Humusgehalt bestimmt wird.",
        "Die Böden werden jährlich beprobt. Dabei wird auch der Humusgehalt bestimmt.",
    ),
    (
        PROFESSIONAL,
        "Im Vorjahr lag Salzburg bei den Anträgen vorn, gefolgt von Tirol.",
        "Im Vorjahr lag Salzburg bei den Anträgen vorn, es folgte Tirol.",
    ),
    (
        PROFESSIONAL,
        "Weizen und Gerste dominierten die Ernte, gefolgt von Hafer und Dinkel.",
        "Weizen und Gerste dominierten die Ernte, es folgten Hafer und Dinkel.",
    ),
    (
        PROFESSIONAL,
        "Bei den Anträgen liegt Salzburg vorn, gefolgt von Tirol.",
        "Bei den Anträgen liegt Salzburg vorn, es folgt Tirol.",
    ),
    (
        PROFESSIONAL,
        "Weizen und Gerste dominieren die Ernte, gefolgt von Hafer und Dinkel.",
        "Weizen und Gerste dominieren die Ernte, es folgen Hafer und Dinkel.",
    ),
    (
        CASUAL,
        "Im Vorjahr lag Salzburg bei den Anträgen vorn, gefolgt von Tirol.",
        "Im Vorjahr lag Salzburg bei den Anträgen vorn, danach kam Tirol.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), TAIL_REWRITES)
def test_tacked_on_clauses_become_sentences_in_their_tense(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


TAIL_NEAR_MISSES = [
    # indirect questions and free relatives: "was"/"wodurch" is an object, not a comment
    (PROFESSIONAL, "Ich weiß nicht genau, was das kostet."),
    (PROFESSIONAL, "Das Gutachten erklärt ausführlich, was diese Zahl bedeutet."),
    (PROFESSIONAL, "Sieh dir an, was das zeigt."),
    (PROFESSIONAL, "Es ist unklar, wodurch der Schaden entstand."),
    (PROFESSIONAL, "Es kommt darauf an, was die Reparatur kostet."),
    (PROFESSIONAL, "Wir hatten nicht alles, was den Ausflug leichter macht."),
    (PROFESSIONAL, "Die Lage ist gut, was das Beste ist, was ich sagen kann."),
    (PROFESSIONAL, "Er sagte, dass der Bus pünktlich war, was ihn überraschte und freute."),
    (
        PROFESSIONAL,
        "Die Gemeinde senkte die Gebühren, wodurch die Zahl der Anträge unklar blieb und sank.",
    ),
    (PROFESSIONAL, "Wir hatten einen Ausblick, wobei das Bad eher klein war."),
    (ACADEMIC, "Die Befragung erfasste sechzig Schulen, wobei die Antworten knapp waren."),
    # ", gefolgt von": an article (the case would change), a possible plural, a perfect
    (PROFESSIONAL, "Der Abend begann mit einer Rede, gefolgt von einem Empfang."),
    (PROFESSIONAL, "Salzburg lag vorn, gefolgt von den Nachbarländern."),
    (PROFESSIONAL, "Der Bus kam zuerst, gefolgt von Radfahrern."),
    (PROFESSIONAL, "Der Preis ist stark gestiegen, gefolgt von Tirol."),
    (PROFESSIONAL, "Salzburg lag vorn, gefolgt von Hessen."),
]


@pytest.mark.parametrize(("tone", "text"), TAIL_NEAR_MISSES)
def test_tacked_on_clauses_that_are_not_comments_stay(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


# Round 10: sentence patterns a native editor rewrites (each must fire, in the tones concerned).
R10_EXACT = [
    (
        PROFESSIONAL,
        "In Bezug auf die Methodik kommen bewährte Verfahren zum Einsatz.",
        "Was die Methode angeht, werden bewährte Verfahren eingesetzt.",
    ),
    (
        PROFESSIONAL,
        "Im Hinblick auf die Sicherheit Ihrer Daten können Sie ganz beruhigt sein.",
        "Was die Sicherheit Ihrer Daten angeht, können Sie ganz beruhigt sein.",
    ),
    (
        CASUAL,
        "Klingt gut. Das Geheimnis? Ein luftiger Hefeteig mit viel Butter.",
        "Klingt gut. Das Geheimnis: ein luftiger Hefeteig mit viel Butter.",
    ),
    (
        PROFESSIONAL,
        "Der Grund? Die Kosten sind gestiegen.",
        "Der Grund: Die Kosten sind gestiegen.",
    ),
    (
        CASUAL,
        "Die Geschichte ist ein faszinierendes Zeugnis von Handwerkskunst.",
        "Die Geschichte zeugt von Handwerkskunst.",
    ),
    (
        PROFESSIONAL,
        "Die Truhe ist ein eindrucksvolles Zeugnis der Meisterschaft ihrer Zeit.",
        "Die Truhe ist ein Zeugnis der Meisterschaft ihrer Zeit.",
    ),
    (
        ACADEMIC,
        "Die Kirche ist ein beeindruckendes Symbol für Versöhnung und Neubeginn.",
        "Die Kirche steht für Versöhnung und Neubeginn.",
    ),
    (
        PROFESSIONAL,
        "Die Zünfte dienen uns heute als Erinnerung daran, wie eng Arbeit und Gemeinschaft "
        "verbunden waren.",
        "Die Zünfte erinnern uns heute daran, wie eng Arbeit und Gemeinschaft verbunden waren.",
    ),
    (
        ACADEMIC,
        "Das Denkmal dient als Erinnerung an die Opfer des Krieges.",
        "Das Denkmal erinnert an die Opfer des Krieges.",
    ),
    (
        CASUAL,
        "Sitzbänke spielen eine entscheidende Rolle für die Aufenthaltsqualität.",
        "Sitzbänke sind sehr wichtig für die Aufenthaltsqualität.",
    ),
    (
        ACADEMIC,
        "Bewegung spielt eine wichtige Rolle für die Gesundheit.",
        "Bewegung ist wichtig für die Gesundheit.",
    ),
    (
        PROFESSIONAL,
        "Willkommen in einem der faszinierendsten Räume unseres Museums!",
        "Willkommen in einem der spannendsten Räume unseres Museums!",
    ),
    (
        CASUAL,
        "Bamberg ist eines der bezauberndsten Reiseziele.",
        "Bamberg ist eines der schönsten Reiseziele.",
    ),
    (
        PROFESSIONAL,
        "Dresden ist eine Stadt, die Geschichte und Moderne auf einzigartige Weise miteinander "
        "verbindet.",
        "Dresden ist eine Stadt, die Geschichte und Moderne gekonnt miteinander verbindet.",
    ),
    (
        PROFESSIONAL,
        "Die Stadt verbindet Architektur, Braukultur und eine entspannte Atmosphäre auf einmalige "
        "Weise.",
        "Die Stadt verbindet Architektur, Braukultur und eine entspannte Atmosphäre gekonnt.",
    ),
    (
        PROFESSIONAL,
        "Dann ist dieser Kurs genau das Richtige für Sie!",
        "Dann ist dieser Kurs wie gemacht für Sie!",
    ),
    (
        ACADEMIC,
        "Jedes Zeichen erzählt seine ganz eigene Geschichte.",
        "Jedes Zeichen hat seine eigene Geschichte.",
    ),
    (
        CASUAL,
        "Die App bietet jetzt eine breite Palette an Inspiration.",
        "Die App bietet jetzt eine ganze Reihe an Ideen.",
    ),
    (
        CASUAL,
        "Mit Version 4.2 bringen wir euer Kocherlebnis auf das nächste Level!",
        "Mit Version 4.2 verbessern wir euer Kocherlebnis deutlich!",
    ),
    (
        ACADEMIC,
        "Darüber hinaus eröffnet das Vorhaben neue Perspektiven für die Zusammenarbeit.",
        "Das Vorhaben bietet ebenfalls neue Ansatzpunkte für die Zusammenarbeit.",
    ),
    (
        PROFESSIONAL,
        "Gerade in der Logistik liegt viel Potenzial, echte Veränderung zu bewirken.",
        "Gerade in der Logistik liegt viel Potenzial, wirklich etwas zu verändern.",
    ),
    (
        PROFESSIONAL,
        "Sie stehen für Werte wie Qualität, die bis heute nichts von ihrer Bedeutung verloren "
        "haben.",
        "Sie stehen für Werte wie Qualität, die bis heute wichtig geblieben sind.",
    ),
    (
        CASUAL,
        "In einer Welt, in der alles immer schneller wird, sehnen sich viele Menschen nach Ruhe.",
        "Gerade heute sehnen sich viele Menschen nach Ruhe.",
    ),
    (PROFESSIONAL, "Es ist an der Zeit, dass wir umdenken.", "Es wird Zeit, dass wir umdenken."),
    (
        CASUAL,
        "Der Herbst bietet die perfekte Gelegenheit, den Garten winterfest zu machen.",
        "Der Herbst bietet eine gute Gelegenheit, den Garten winterfest zu machen.",
    ),
    (
        PROFESSIONAL,
        "Dresden bietet eine perfekte Mischung aus Kultur und Natur.",
        "Dresden bietet eine gute Mischung aus Kultur und Natur.",
    ),
    (
        ACADEMIC,
        "Dadurch entsteht eine faszinierende Brücke zwischen Vergangenheit und Gegenwart.",
        "Dadurch entsteht eine Verbindung zwischen Vergangenheit und Gegenwart.",
    ),
    (
        PROFESSIONAL,
        "Das Konzept überzeugt auf ganzer Linie.",
        "Das Konzept überzeugt in jeder Hinsicht.",
    ),
    (
        CASUAL,
        "Hier wird jeder Spaziergang zu einem echten Erlebnis.",
        "Hier wird jeder Spaziergang zu einem Erlebnis.",
    ),
    (
        PROFESSIONAL,
        "Das Unternehmen bot hohe Standards in Bezug auf Sicherheit, Komfort und Zuverlässigkeit.",
        "Das Unternehmen bot hohe Standards in puncto Sicherheit, Komfort und Zuverlässigkeit.",
    ),
    (
        CASUAL,
        "Heute fungieren die Räume als Ateliers.",
        "Heute dienen die Räume als Ateliers.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R10_EXACT)
def test_r10_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# A self-answered question takes a colon, and a phrase that is no sentence goes on in lower
# case (the opening article, quantifier or adjective lowered with `\l`), in every tone.
SELF_ANSWERED = [
    (
        CASUAL,
        "Klingt gut. Das Ergebnis? Belebtere Plätze, weniger Lärm und mehr Grün.",
        "Klingt gut. Das Ergebnis: belebtere Plätze, weniger Lärm und mehr Grün.",
    ),
    (
        ACADEMIC,
        "Die Folge? Steigende Mieten in allen Großstädten.",
        "Die Folge: steigende Mieten in allen Großstädten.",
    ),
    (
        PROFESSIONAL,
        "Der Vorteil? Keine Wartezeiten und mehr Zeit für die Kunden.",
        "Der Vorteil: keine Wartezeiten und mehr Zeit für die Kunden.",
    ),
    (CASUAL, "Der Trick? Ganz einfach.", "Der Trick: ganz einfach."),
    (
        ACADEMIC,
        "Das Ergebnis? Eine Verdopplung der Kosten.",
        "Das Ergebnis: eine Verdopplung der Kosten.",
    ),
    (PROFESSIONAL, "Der Clou? Frische Zutaten.", "Der Clou: frische Zutaten."),
    # a whole sentence keeps its capital after the colon
    (
        CASUAL,
        "Der Trick? Frische Zutaten machen den Unterschied.",
        "Der Trick: Frische Zutaten geben den Ausschlag.",
    ),
    (
        ACADEMIC,
        "Die Antwort? Die Kosten der Sanierung steigen.",
        "Die Antwort: Die Kosten der Sanierung steigen.",
    ),
    # a name, an acronym, a noun and the polite "Ihre" are never lowered
    (PROFESSIONAL, "Der Grund? Google.", "Der Grund: Google."),
    (CASUAL, "Der Clou? Maria Müller hat es erfunden.", "Der Clou: Maria Müller hat es erfunden."),
    (ACADEMIC, "Die Lösung? Die EU.", "Die Lösung: die EU."),
    (PROFESSIONAL, "Die Lösung? Ihre Zufriedenheit.", "Die Lösung: Ihre Zufriedenheit."),
    (CASUAL, "Das Geheimnis? Butter.", "Das Geheimnis: Butter."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SELF_ANSWERED)
def test_self_answered_questions_take_a_colon(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Questions that are asked, not answered at once: in a dialogue, as a heading, after a wh-word, or
# answered by a verb.
GENUINE_QUESTIONS = [
    "„Der Grund?“, fragte sie. „Keine Ahnung.“",
    "Die Lösung?\nEine neue Heizung.",
    "Was ist der Trick? Niemand verrät ihn.",
    "Der Grund? Ist doch klar.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", GENUINE_QUESTIONS)
def test_genuine_questions_stay(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Near misses of the round-10 entries: other meanings, other constructions, in every tone.
R10_UNTOUCHED = [
    # "im Hinblick auf" = "in view of"
    "Im Hinblick auf die Wahl hat die Partei ihr Programm geändert.",
    # a noun phrase that goes on after its noun
    "In Bezug auf die Kosten für die Sanierung wurde nichts entschieden.",
    # a real question
    "Was ist das Geheimnis? Niemand weiß es.",
    # a school report
    "Sie hat ein beeindruckendes Zeugnis mit lauter Einsen bekommen.",
    # "genau das Richtige" after another verb
    "Hier findet jeder genau das Richtige für sich.",
    # a role in a play, and a role before "bei"
    "Er spielt eine kleine Rolle in dem Stück.",
    # "haben" after a modal is not the finite verb of the clause
    "Die Regeln dürften nichts von ihrer Bedeutung verloren haben.",
    # a participle that is also the third person stays
    "Das Gebäude hat lange als Lager fungiert.",
    # a noun phrase after "auf" with a possessive: no bare noun for "in puncto"
    "Wir sprechen in Bezug auf Ihren Vertrag morgen.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", R10_UNTOUCHED)
def test_r10_rules_leave_other_meanings_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_r10_the_antithesis_entry_still_rewrites_a_testament_after_a_dash() -> None:
    text = (
        "Die Geschichte der Tuchmacher ist jedoch weit mehr als ein Kapitel Wirtschaftsgeschichte"
        " – sie ist ein faszinierendes Zeugnis von Handwerkskunst."
    )
    assert rewrite(text, ACADEMIC) == (
        "Die Geschichte der Tuchmacher ist jedoch ein Kapitel Wirtschaftsgeschichte und zugleich"
        " ein Zeugnis von Handwerkskunst."
    )


R10_MORE = [
    (
        PROFESSIONAL,
        "Mit der neuen App gehört das lästige Suchen nach Belegen damit der Vergangenheit an.",
        "Mit der neuen App entfällt das lästige Suchen nach Belegen damit.",
    ),
    (
        PROFESSIONAL,
        "Vor dem Hintergrund dieser ermutigenden Befunde plant die Stiftung eine Ausweitung.",
        "Angesichts dieser ermutigenden Befunde plant die Stiftung eine Ausweitung.",
    ),
    (
        PROFESSIONAL,
        "Denn am Ende gilt: Der beste Winterreifen ist nicht der teuerste.",
        "Am Ende gilt: Der beste Winterreifen ist nicht der teuerste.",
    ),
    (
        ACADEMIC,
        "Das Motiv der Schuld zieht sich wie ein roter Faden durch den Roman.",
        "Das Motiv der Schuld durchzieht den Roman.",
    ),
    (
        PROFESSIONAL,
        "Wir freuen uns sehr, Sie als neue Kundin begrüßen zu dürfen.",
        "Wir freuen uns sehr, Sie als neue Kundin zu begrüßen.",
    ),
    (
        CASUAL,
        "Doch damit nicht genug: die App kann jetzt auch Rezepte vorlesen.",
        "Die App kann jetzt auch Rezepte vorlesen.",
    ),
    (
        CASUAL,
        "Smartphones sind aus unserem Alltag nicht mehr wegzudenken.",
        "Smartphones gehören fest zu unserem Alltag.",
    ),
    (
        PROFESSIONAL,
        "Die Cloud ist heute aus der modernen IT kaum mehr wegzudenken.",
        "Die Cloud gehört heute fest zur modernen IT.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R10_MORE)
def test_r10_set_phrases_and_connectors(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(
    "text",
    [
        # history, no adverb of change
        "Die alte Fähre gehört der Vergangenheit an.",
        # "vor dem Hintergrund" of a picture
        "Das Foto zeigt die Kinder vor dem Hintergrund einer Berglandschaft.",
        # "denn" inside a sentence gives its reason
        "Wir bleiben zu Hause, denn am Ende regnet es doch.",
    ],
)
def test_r10_connectors_leave_other_uses_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_r10_boosters_before_stock_nouns_go() -> None:
    assert rewrite(
        "Das stellt Kommunen vor enorme Herausforderungen und enorme Kosten.", PROFESSIONAL
    ) == ("Das stellt Kommunen vor große Herausforderungen und enorme Kosten.")
    assert (
        rewrite("Die Dachterrasse ist ein echter Hingucker.", CASUAL)
        == "Die Dachterrasse ist ein Hingucker."
    )
    # a fronted predicate keeps its emphasis, and "enorm" alone is no stock phrase
    assert (
        rewrite("Ein echter Hingucker ist die Dachterrasse.", CASUAL)
        == "Ein echter Hingucker ist die Dachterrasse."
    )
    assert rewrite("Die Kosten sind enorm.", PROFESSIONAL) == "Die Kosten sind enorm."


@pytest.mark.parametrize("tone", list(Tone))
def test_r10_a_bridge_that_is_built_stays_a_bridge(tone: Tone) -> None:
    for text in (
        "Das Museum schlägt eine Brücke zwischen Vergangenheit und Gegenwart.",
        "Eine Brücke zwischen Tradition und Moderne wurde hier geschlagen.",
    ):
        assert "Brücke" in rewrite(text, tone)


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [
        (CASUAL, "Du wirst es lieben!", "Du wirst begeistert sein!"),
        (
            PROFESSIONAL,
            "Probieren Sie es aus – Sie werden es lieben.",
            "Probieren Sie es aus – Sie werden begeistert sein.",
        ),
        (
            PROFESSIONAL,
            "Mit unserem neuen Angebot setzen wir neue Maßstäbe in der Branche.",
            "Mit unserem neuen Angebot sind wir vorbildlich in der Branche.",
        ),
    ],
)
def test_r10_calques_of_marketing_english(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [
        (
            CASUAL,
            "Ladet es euch jetzt herunter und entfesselt das volle Potenzial eurer Küche!",
            "Ladet es euch jetzt herunter und nutzt alle Möglichkeiten eurer Küche!",
        ),
        (
            PROFESSIONAL,
            "Entfesseln Sie das volle Potenzial Ihres Teams.",
            "Nutzen Sie alle Möglichkeiten Ihres Teams.",
        ),
        (
            PROFESSIONAL,
            "Jedes dieser Projekte hat mich auf seine ganz eigene Weise geprägt.",
            "Jedes dieser Projekte hat mich auf seine Weise geprägt.",
        ),
        (
            CASUAL,
            "Die Kombination aus Linsen und Kokosmilch sorgt für ein unvergleichliches "
            "Geschmackserlebnis.",
            "Die Kombination aus Linsen und Kokosmilch schmeckt unvergleichlich.",
        ),
        (
            CASUAL,
            "Der Kuchen ist ein himmlisches Geschmackserlebnis.",
            "Der Kuchen schmeckt himmlisch.",
        ),
    ],
)
def test_r10_potential_taste_and_manner(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


def test_r10_academic_keeps_its_register_in_the_new_entries() -> None:
    assert (
        rewrite(
            "Dresden ist eine Stadt, die Geschichte und Moderne auf einzigartige Weise "
            "miteinander verbindet.",
            ACADEMIC,
        )
        == "Dresden ist eine Stadt, die Geschichte und Moderne in besonderer Weise "
        "miteinander verbindet."
    )
    assert (
        rewrite(
            "Sie stehen für Werte wie Qualität, die bis heute nichts von ihrer Bedeutung verloren "
            "haben.",
            ACADEMIC,
        )
        == "Sie stehen für Werte wie Qualität, die bis heute relevant geblieben sind."
    )
    text = "Das Verfahren setzt hohe Standards in Bezug auf Sicherheit."
    assert rewrite(text, ACADEMIC) == text
    assert rewrite("Dann ist dieser Kurs genau das Richtige für Sie.", ACADEMIC) == (
        "Dann ist dieser Kurs gut geeignet für Sie."
    )
    assert rewrite("Hier liegt viel Potenzial, echte Veränderung zu bewirken.", ACADEMIC) == (
        "Hier liegt viel Potenzial, tatsächlich etwas zu verändern."
    )


# -- review r10 (bench/reviews/findings/de_r10.json) -----------------------------------------------

R10_REVIEW = [
    # findings "verdeutlichen"; they never "betonen" anything
    (
        ACADEMIC,
        "Die Befunde unterstreichen die Diskrepanz zwischen Einstellung und Handeln.",
        "Die Befunde verdeutlichen die Diskrepanz zwischen Einstellung und Handeln.",
    ),
    # "Abschließend werden … diskutiert" says where, not "in sum": it stays
    (
        ACADEMIC,
        "Abschließend werden Implikationen für die Lehrkräftebildung diskutiert.",
        "Abschließend werden Implikationen für die Lehrkräftebildung diskutiert.",
    ),
    (
        PROFESSIONAL,
        "Abschließend wird gezeigt, wie sich die Kosten entwickeln.",
        "Abschließend wird gezeigt, wie sich die Kosten entwickeln.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R10_REVIEW)
def test_r10_review_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# -- round 11: fronted clauses moved after the main clause ---------------------------------------

# The entries that move a fronted clause: their first option moves it, the others keep the sentence
# (the engine picks by context, so about half of the candidates of a text move). The cases apply the
# moving option itself, so that they test the data and not which sentences a text's context moves.
FRONTED_ENTRIES = [
    phrase
    for phrase in load_language(Language.DE).phrases
    if phrase.kind == "structure" and phrase.options.get(CASUAL, ("",))[0] == r"\3 \2\4, \l\1"
]


def moved(text: str) -> str:
    for phrase in FRONTED_ENTRIES:
        text = phrase.pattern.sub(lambda m: _expand(m, r"\3 \2\4, \l\1"), text)
    return text[:1].upper() + text[1:]


# The main clause comes first in verb-second order, the subordinate clause after it with its comma.
FRONTED_MOVED = [
    (
        "Wenn du den Teig knetest, bekommst du eine glatte Oberfläche.",
        "Du bekommst eine glatte Oberfläche, wenn du den Teig knetest.",
    ),
    (
        "Sobald die Hardware eingetroffen ist, melden wir uns bei Ihnen.",
        "Wir melden uns bei Ihnen, sobald die Hardware eingetroffen ist.",
    ),
    (
        "Indem Sie auf Einwegflaschen verzichten, sparen Sie viel Plastik.",
        "Sie sparen viel Plastik, indem Sie auf Einwegflaschen verzichten.",
    ),
    (
        "Da ich Erfahrung im Projektmanagement habe, kann ich Ihnen gut helfen.",
        "Ich kann Ihnen gut helfen, da ich Erfahrung im Projektmanagement habe.",
    ),
    (
        "Wenn du früh buchst, gibt es einen Rabatt von zehn Prozent.",
        "Es gibt einen Rabatt von zehn Prozent, wenn du früh buchst.",
    ),
    (
        "Nachdem wir bezahlt hatten, bekamen wir noch einen Likör.",
        "Wir bekamen noch einen Likör, nachdem wir bezahlt hatten.",
    ),
    (
        "Wenn die Sonne scheint, ist die Freude groß.",
        "Die Freude ist groß, wenn die Sonne scheint.",
    ),
    (
        "Sobald die Finanzierung steht, will die Stadt einen Zeitplan veröffentlichen.",
        "Die Stadt will einen Zeitplan veröffentlichen, sobald die Finanzierung steht.",
    ),
    (
        "Wenn der Akku leer ist, schaltet das Gerät automatisch ab.",
        "Das Gerät schaltet automatisch ab, wenn der Akku leer ist.",
    ),
    (
        "Wenn viele Menschen mitmachen, steigt die Nachfrage.",
        "Die Nachfrage steigt, wenn viele Menschen mitmachen.",
    ),
    (
        "Um Zeit zu sparen, solltest du die Zutaten vorher abwiegen.",
        "Du solltest die Zutaten vorher abwiegen, um Zeit zu sparen.",
    ),
    (
        "Ohne lange zu suchen, findest du alle Rezepte hier.",
        "Du findest alle Rezepte hier, ohne lange zu suchen.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), FRONTED_MOVED)
def test_fronted_clauses_move_after_the_main_clause(text: str, expected: str) -> None:
    assert moved(text) == expected


FRONTED_KEPT = [
    # a pronoun, possessive or pronominal adverb in the main clause points back into the fronted one
    "Wenn du den Kuchen backst, solltest du ihn gut abdecken.",
    "Wenn die Kunden zufrieden sind, kommen sie gern wieder.",
    "Wenn das Gerät warm ist, läuft es deutlich schneller.",
    "Wenn du ein gutes Buch suchst, findest du das in der Bibliothek.",
    "Wenn du in Berlin bist, kannst du dort viele Museen besuchen.",
    "Wenn das Kind schläft, ist seine Mutter endlich ruhig.",
    "Um den Teig zu lockern, solltest du ihn kurz ruhen lassen.",
    # connector-like openers and a courtesy formula
    "Wenn möglich, solltest du früh buchen.",
    "Falls gewünscht, schicken wir Ihnen eine Kopie.",
    "Wenn du willst, kannst du gern mitkommen.",
    # an instruction or a warning: the imperative keeps its condition in front
    "Wenn Sie Fragen haben, wenden Sie sich an unser Team.",
    "Wenn Sie Gas riechen, verlassen Sie sofort das Haus.",
    "Wenn du Gas riechst, verlasse sofort die Wohnung.",
    "Wenn du fertig bist, starte die App neu.",
    "Wenn ihr ankommt, nehmt die Treppe.",
    "Falls gewünscht, bitte die Unterlagen mitbringen.",
    # a question, a comma, a second clause, a correlate in the main clause
    "Wenn du früh buchst, bekommst du einen Rabatt?",
    "Wenn du Zeit hast, kannst du mitkommen, falls das Wetter hält.",
    "Wenn du fertig bist, rufst du mich an und wir gehen los.",
    "Obwohl es regnet, gehen wir trotzdem spazieren.",
    "Um Zeit zu sparen, solltest du alles abwiegen und dann mischen.",
    # a noun phrase that goes on (a genitive, a preposition, a number) or a pronoun before it
    "Wenn man Lernen als Prozess versteht, gewinnt die Rolle der Lehrkraft an Gewicht.",
    "Wenn das Update kommt, bietet die Version 2.0 mehr Funktionen.",
    "Wenn du fertig bist, ruft dich der Chef an.",
    # "das" as a pronoun, and the adverb "damit"
    "Wenn es so weit ist, ist das keine Lösung.",
    "Damit sparst du viel Zeit beim Kochen.",
]


@pytest.mark.parametrize("text", FRONTED_KEPT)
def test_fronted_clauses_that_must_stay_in_front(text: str) -> None:
    assert moved(text) == text
    assert rewrite(text, PROFESSIONAL) == text


def test_a_text_moves_some_fronted_clauses_and_keeps_others() -> None:
    text = (
        "Sobald die Hardware bei uns eingetroffen ist, melden wir uns umgehend bei Ihnen. "
        "Wenn Sie einen früheren Termin benötigen, können wir gern über eine Übergangslösung "
        "sprechen. Nachdem wir die Server getestet haben, schicken wir Ihnen den Zeitplan. "
        "Falls Sie dazu Fragen haben, stehe ich Ihnen jederzeit zur Verfügung."
    )
    output = rewrite(text, PROFESSIONAL)
    fronted = re.findall(r"(?:^|\. )(?:Sobald|Wenn|Nachdem|Falls) ", output)
    assert 0 < len(fronted) < 4
    assert not VERB_FIRST.search(output)


# A demonstrative pronoun that opens the answer of a self-answered question is not an article:
# the answer is a sentence and is never lowered ("Die Lösung: die kennen Sie." read as odd).
SELF_ANSWERED_DEMONSTRATIVE = [
    (PROFESSIONAL, "Die Lösung? Die kennen Sie.", "Die Lösung? Die kennen Sie."),
    (CASUAL, "Das Ergebnis? Das überzeugte Kunden.", "Das Ergebnis? Das überzeugte Kunden."),
    (ACADEMIC, "Das Ergebnis? Das zeigen Studien.", "Das Ergebnis? Das zeigen Studien."),
    (PROFESSIONAL, "Der Haken? Den kennen Sie.", "Der Haken? Den kennen Sie."),
    (CASUAL, "Der Haken? Der kostete Zeit.", "Der Haken? Der kostete Zeit."),
    (CASUAL, "Das Ergebnis? Das verwenden Profis.", "Das Ergebnis? Das verwenden Profis."),
    # a sentence opened by the pronoun keeps its capital after the colon
    (PROFESSIONAL, "Die Lösung? Die liegt im Detail.", "Die Lösung: Die liegt im Detail."),
    # an answer with a colon of its own keeps its question mark
    (
        CASUAL,
        "Der Haken? Den kennt ihr schon: die Parkplätze.",
        "Der Haken? Den kennt ihr schon: die Parkplätze.",
    ),
    # an article before an adjective and a noun is still lowered
    (PROFESSIONAL, "Die Lösung? Die richtigen Tools.", "Die Lösung: die richtigen Tools."),
    (
        ACADEMIC,
        "Die Antwort? Die zuverlässige Software.",
        "Die Antwort: die zuverlässige Software.",
    ),
    (CASUAL, "Das Geheimnis? Die richtige Temperatur.", "Das Geheimnis: die richtige Temperatur."),
    (PROFESSIONAL, "Das Ergebnis? Die folgenden Punkte.", "Das Ergebnis: die folgenden Punkte."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SELF_ANSWERED_DEMONSTRATIVE)
def test_self_answered_question_keeps_a_demonstrative_answer(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


# "nicht nur X, sondern V auch Y" with two verb phrases of one subject (de-r10-01, -03, -04): both
# halves stay, joined by "und"; after a conjunction the pair may be a subject and stays.
NOT_ONLY_TWO_VERBS = [
    (
        CASUAL,
        "Miriam erklärt nicht nur die Wissenschaft hinter dem Schlaf, sondern räumt auch mit "
        "hartnäckigen Mythen auf.",
        "Miriam erklärt die Wissenschaft hinter dem Schlaf und räumt auch mit hartnäckigen Mythen "
        "auf.",
    ),
    (
        PROFESSIONAL,
        "Damit setzen wir nicht nur ein Zeichen für nachhaltige Stadtentwicklung, sondern schaffen "
        "auch neue Treffpunkte im Quartier.",
        "Damit setzen wir ein Zeichen für nachhaltige Stadtentwicklung und schaffen auch neue "
        "Treffpunkte im Quartier.",
    ),
    (
        ACADEMIC,
        "Die Autorinnen betonen nicht nur die Risiken, sondern zeigen auch Lösungswege auf.",
        "Die Autorinnen betonen die Risiken und zeigen auch Lösungswege auf.",
    ),
    (
        PROFESSIONAL,
        "Ich weiß, dass nicht nur die Miete, sondern oft auch die Nebenkosten gestiegen sind.",
        "Ich weiß, dass nicht nur die Miete, sondern oft auch die Nebenkosten gestiegen sind.",
    ),
    (
        CASUAL,
        "Nicht nur die Preise steigen, sondern oft auch die Mieten.",
        "Nicht nur die Preise steigen, sondern oft auch die Mieten.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), NOT_ONLY_TWO_VERBS)
def test_not_only_with_two_verb_phrases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r11: each error the rewrite brought in, and a case where the entry still fires.
R11_FIXES = [
    # "sowohl … als auch" set the two side by side; the writer stressed the second (de-r11-01)
    (
        PROFESSIONAL,
        "Mit Belegwerk 5.2 machen wir die Buchhaltung für Selbstständige und kleine Unternehmen "
        "nicht nur schneller, sondern auch sicherer.",
        "Mit Belegwerk 5.2 machen wir die Buchhaltung für Selbstständige und kleine Unternehmen "
        "schneller und zudem sicherer.",
    ),
    (
        ACADEMIC,
        "Das Verfahren ist nicht nur präzise, sondern auch kostengünstig.",
        "Das Verfahren ist präzise und zugleich kostengünstig.",
    ),
    # a lone noun keeps "sowohl … als auch"
    (
        PROFESSIONAL,
        "Wir bieten nicht nur Kurse, sondern auch Workshops an.",
        "Wir bieten sowohl Kurse als auch Workshops an.",
    ),
    (
        CASUAL,
        "Das Café war nicht nur sauber, sondern auch günstig.",
        "Das Café war sauber und auch günstig.",
    ),
    # ", aber auch" before an adjective set up a contrast (de-r11-05)
    (
        CASUAL,
        "Selbst gemachtes Sauerkraut ist nicht nur günstig und lecker, sondern auch randvoll mit "
        "Milchsäurebakterien.",
        "Selbst gemachtes Sauerkraut ist günstig und lecker, dazu noch randvoll mit "
        "Milchsäurebakterien.",
    ),
    (
        PROFESSIONAL,
        "Der Raum bietet nicht nur Platz für 40 Personen, sondern auch genug Stauraum.",
        "Der Raum bietet Platz für 40 Personen, zudem genug Stauraum.",
    ),
    # a second half that ends on its verb is a clause: ", aber auch" as before
    (
        CASUAL,
        "Das ist eine Reparatur, die nicht nur teuer ist, sondern auch lange dauert.",
        "Das ist eine Reparatur, die teuer ist, aber auch lange dauert.",
    ),
    # before an article ", aber auch" stays
    (
        CASUAL,
        "Dort ist nicht nur das WLAN miserabel, sondern auch die Stimmung.",
        "Dort ist das WLAN miserabel, aber auch die Stimmung.",
    ),
    # "Zu beachten ist" announced a caveat where an all-clear followed (de-r11-04)
    (
        PROFESSIONAL,
        "Es ist wichtig zu betonen, dass nach Einschätzung des Gesundheitsamts keine Gefahr "
        "besteht und das Wasser genutzt werden kann.",
        "Festzuhalten ist, dass nach Einschätzung des Gesundheitsamts keine Gefahr besteht und "
        "das Wasser genutzt werden kann.",
    ),
    (
        ACADEMIC,
        "Es gilt hervorzuheben, dass die Stichprobe klein und die Auswahl nicht zufällig war.",
        "Festzuhalten ist, dass die Stichprobe klein und die Auswahl nicht zufällig war.",
    ),
    (
        PROFESSIONAL,
        "Es ist wichtig zu beachten, dass die Frist am Freitag endet und danach keine Anträge "
        "mehr angenommen werden.",
        "Zu beachten ist, dass die Frist am Freitag endet und danach keine Anträge mehr "
        "angenommen werden.",
    ),
    # "garantieren" promised more than "gewährleisten" (de-r11-04); beside a "Sicherheit",
    # "sichern" would repeat it: "wahren"
    (
        PROFESSIONAL,
        "Um die Versorgungssicherheit jederzeit zu gewährleisten, haben wir eine Chlorung "
        "eingeleitet.",
        "Wir haben eine Chlorung eingeleitet, um die Versorgungssicherheit jederzeit zu wahren.",
    ),
    (
        CASUAL,
        "Wir müssen die Sicherheit der Gäste gewährleisten.",
        "Wir müssen die Sicherheit der Gäste wahren.",
    ),
    (
        CASUAL,
        "Um den Betrieb zu gewährleisten, haben wir zusätzliche Kräfte eingestellt.",
        "Um den Betrieb zu sichern, haben wir zusätzliche Kräfte eingestellt.",
    ),
    # "genau richtig für" was weaker than "perfekt für" (de-r11-03)
    (
        CASUAL,
        "Ab November öffnen wir schon um 9 Uhr – perfekt für alle Frühaufsteher.",
        "Ab November öffnen wir schon um 9 Uhr – wie geschaffen für alle Frühaufsteher.",
    ),
    # ". Das liegt daran, dass …" after two clauses left "Das" open, and read stiff in a casual
    # mail (de-r11-06)
    (
        CASUAL,
        "Bitte pünktlich sein, wir müssen vorher noch einmal die Aufstellung für das Rutter-Stück "
        "durchgehen, weil die Bässe diesmal hinter den Sopranen stehen und nicht daneben.",
        "Bitte pünktlich sein, wir müssen vorher noch mal die Aufstellung für das Rutter-Stück "
        "durchgehen, weil die Bässe diesmal hinter den Sopranen stehen und nicht daneben.",
    ),
    (
        PROFESSIONAL,
        "Bitte seien Sie pünktlich, wir müssen vorher noch einmal die Aufstellung für das "
        "Rutter-Stück durchgehen, weil die Bässe diesmal hinter den Sopranen stehen und nicht "
        "daneben.",
        "Bitte seien Sie pünktlich, wir müssen vorher noch einmal die Aufstellung für das "
        "Rutter-Stück durchgehen, weil die Bässe diesmal hinter den Sopranen stehen und nicht "
        "daneben.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R11_FIXES)
def test_r11_review_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 12: what a native editor still changed in fresh assistant texts (blog intro, product copy,
# business e-mail, essay, how-to, social post, news item, cover letter), and where the broader
# rules must not fire.
REVIEW_R12 = [
    # "Wir bitten auch Sie" read as "you too": the polite object stays after its verb
    (
        PROFESSIONAL,
        "Des Weiteren bitten wir Sie, uns eine Aufstellung der Kosten zu schicken.",
        "Außerdem bitten wir Sie, uns eine Aufstellung der Kosten zu schicken.",
    ),
    # an indefinite subject of a passive is not fronted ("Ein Bürgerbüro wird auch eingerichtet")
    (
        PROFESSIONAL,
        "Zudem wird ein Bürgerbüro eingerichtet, das Fragen beantwortet.",
        "Daneben wird ein Bürgerbüro eingerichtet, das Fragen beantwortet.",
    ),
    # a definite subject still moves
    (
        PROFESSIONAL,
        "Zudem bietet das Hotel einen kostenlosen Shuttle an.",
        "Das Hotel bietet auch einen kostenlosen Shuttle an.",
    ),
    # "eine Hauptrolle für deine Sicherheit" was the stage
    (
        CASUAL,
        "Gerade im Winter spielt eine funktionierende Beleuchtung eine entscheidende Rolle für "
        "deine Sicherheit.",
        "Gerade im Winter spielt eine funktionierende Beleuchtung eine sehr große Rolle für deine "
        "Sicherheit.",
    ),
    # "ein paar X" is no article + noun: "ist ein paar Blumentöpfe und zugleich …" did not parse
    (
        CASUAL,
        "Ein Balkongarten ist weit mehr als nur ein paar Blumentöpfe – er ist eine Oase der Ruhe "
        "und ein Ort der Entspannung.",
        "Ein Balkongarten ist mehr als ein paar Blumentöpfe: ein ruhiger Rückzugsort und ein Ort "
        "der Entspannung.",
    ),
    (
        PROFESSIONAL,
        "Die Modelle entsprechen in vollem Umfang unseren Anforderungen.",
        "Die Modelle entsprechen voll unseren Anforderungen.",
    ),
    (
        ACADEMIC,
        "Die Kosten werden in vollem Umfang erstattet.",
        "Die Kosten werden vollständig erstattet.",
    ),
    (
        PROFESSIONAL,
        "Wir würden gerne in Erfahrung bringen, ob ein Rabatt möglich ist.",
        "Wir würden gerne erfahren, ob ein Rabatt möglich ist.",
    ),
    (
        PROFESSIONAL,
        "Wir haben versucht, den Namen in Erfahrung zu bringen.",
        "Wir haben versucht, den Namen zu erfahren.",
    ),
    (
        PROFESSIONAL,
        "Wir haben in Erfahrung gebracht, dass der Termin steht.",
        "Wir haben erfahren, dass der Termin steht.",
    ),
    (
        ACADEMIC,
        "Gleichwohl darf nicht außer Acht gelassen werden, dass die Kosten steigen.",
        "Gleichwohl darf nicht vernachlässigt werden, dass die Kosten steigen.",
    ),
    (
        CASUAL,
        "Man sollte die Nebenkosten nicht außer Acht lassen.",
        "Man sollte die Nebenkosten nicht übersehen.",
    ),
    # left out on purpose: not "übersehen"
    (
        PROFESSIONAL,
        "Für diese Schätzung lassen wir die Steuern außer Acht.",
        "Für diese Schätzung lassen wir die Steuern außer Acht.",
    ),
    (
        PROFESSIONAL,
        "Es bleibt abzuwarten, wie sich die Nachfrage entwickeln wird.",
        "Offen ist noch, wie sich die Nachfrage entwickeln wird.",
    ),
    (CASUAL, "Es bleibt abzuwarten, ob der Plan aufgeht.", "Mal sehen, ob der Plan aufgeht."),
    (
        ACADEMIC,
        "Es bleibt abzuwarten, ob sich der Befund bestätigt.",
        "Offen bleibt, ob sich der Befund bestätigt.",
    ),
    (
        PROFESSIONAL,
        "Die Maschine vereint modernste Technologie mit elegantem Design.",
        "Die Maschine vereint aktuelle Technik mit elegantem Design.",
    ),
    (
        PROFESSIONAL,
        "Die Reinigungsfunktion spart Ihnen wertvolle Zeit.",
        "Die Reinigungsfunktion spart Ihnen Zeit.",
    ),
    # lost time is what "wertvoll" is for
    (CASUAL, "Im Stau verlierst du wertvolle Zeit.", "Im Stau verlierst du wertvolle Zeit."),
    (
        PROFESSIONAL,
        "Wir sind zuversichtlich, dass wir eine für beide Seiten zufriedenstellende Lösung finden.",
        "Wir sind zuversichtlich, dass wir eine gute Lösung für beide Seiten finden.",
    ),
    (
        CASUAL,
        "Von der Erde bis zur Bewässerung – hier erfährst du alles, was du wissen musst.",
        "Von der Erde bis zur Bewässerung – hier erfährst du alles Wichtige.",
    ),
    (
        PROFESSIONAL,
        "In diesem Leitfaden finden Sie alles, was Sie über ETFs wissen müssen.",
        "In diesem Leitfaden finden Sie alles Wichtige über ETFs.",
    ),
    (
        CASUAL,
        "So schützt du die Kette effektiv vor Rost.",
        "So schützt du die Kette wirksam vor Rost.",
    ),
    # "effektiv" = in effect stays
    (
        CASUAL,
        "Effektiv verdient er jetzt weniger als vorher.",
        "Effektiv verdient er jetzt weniger als vorher.",
    ),
    (
        PROFESSIONAL,
        "Da der Umzug geplant ist, wäre es für uns von entscheidender Bedeutung, dass die Möbel "
        "rechtzeitig kommen.",
        "Da der Umzug geplant ist, wäre es für uns entscheidend, dass die Möbel rechtzeitig "
        "kommen.",
    ),
    (
        ACADEMIC,
        "Es ist daher von zentraler Bedeutung, in die Fortbildung zu investieren.",
        "Es ist daher sehr wichtig, in die Fortbildung zu investieren.",
    ),
    # after a noun, no verb: the phrase only softens
    (
        ACADEMIC,
        "Eine Frage von entscheidender Bedeutung bleibt offen.",
        "Eine Frage von großer Bedeutung bleibt offen.",
    ),
    # "nicht jede X" as the subject of the dass-clause: a statement
    (
        CASUAL,
        "Es ist wichtig zu beachten, dass nicht jede Pflanze winterhart ist.",
        "Nicht jede Pflanze ist winterhart.",
    ),
    # a blog intro's pep line at the end goes
    (
        CASUAL,
        "Die Erde ist wichtig. Der Topf auch.\n\nLass uns gemeinsam loslegen und deinen Balkon zum "
        "Blühen bringen!",
        "Die Erde ist wichtig. Der Topf auch.",
    ),
    (
        CASUAL,
        "Die Erde ist wichtig. Der Topf auch. Also: Schnapp dir deine Gießkanne und lass uns "
        "loslegen!",
        "Die Erde ist wichtig. Der Topf auch.",
    ),
    # not where it does not end the paragraph
    (
        CASUAL,
        "Die Erde ist wichtig. Lass uns loslegen! Der Topf kommt später.",
        "Die Erde ist wichtig. Lass uns loslegen! Der Topf kommt später.",
    ),
    # "den Unterschied machen" (make the difference) → "den Ausschlag geben", in its forms
    (
        CASUAL,
        "Diese Zeit hat mir gezeigt, dass Leidenschaft, Durchhaltevermögen und ein tolles Team den "
        "Unterschied machen.",
        "Diese Zeit hat mir gezeigt, dass Leidenschaft, Durchhaltevermögen und ein tolles Team den "
        "Ausschlag geben.",
    ),
    (CASUAL, "Am Ende macht das Team den Unterschied.", "Am Ende gibt das Team den Ausschlag."),
    (
        CASUAL,
        "Kleine Details können den Unterschied machen.",
        "Kleine Details können den Ausschlag geben.",
    ),
    # telling apart stays
    (
        PROFESSIONAL,
        "Kinder lernen früh, den Unterschied zwischen Mein und Dein zu machen.",
        "Kinder lernen früh, den Unterschied zwischen Mein und Dein zu machen.",
    ),
    (
        PROFESSIONAL,
        "Der integrierte Milchaufschäumer rundet das Gesamterlebnis perfekt ab.",
        "Der integrierte Milchaufschäumer rundet das Ganze ab.",
    ),
    (
        PROFESSIONAL,
        "Neben meiner fachlichen Kompetenz zeichne ich mich durch ein hohes Maß an "
        "Eigeninitiative, "
        "Teamfähigkeit und Belastbarkeit aus.",
        "Neben meiner fachlichen Kompetenz bringe ich Eigeninitiative, Teamfähigkeit und "
        "Belastbarkeit mit.",
    ),
    (
        PROFESSIONAL,
        "Ich zeichne mich vor allem durch meine Zuverlässigkeit aus.",
        "Ich bringe vor allem meine Zuverlässigkeit mit.",
    ),
    (
        CASUAL,
        "Mit der richtigen Planung lässt sich auf jeder Fläche ein kleines Paradies erschaffen.",
        "Mit der richtigen Planung lässt sich auf jeder Fläche ein kleines Paradies schaffen.",
    ),
    # the participle stays
    (
        CASUAL,
        "Nach der Legende hat Gott die Welt in sieben Tagen erschaffen.",
        "Nach der Legende hat Gott die Welt in sieben Tagen erschaffen.",
    ),
    (
        PROFESSIONAL,
        "Wir freuen uns auf eine erfolgreiche Zusammenarbeit.",
        "Wir freuen uns auf die Zusammenarbeit.",
    ),
    # "einen Einblick zu erlauben" read as a permission
    (
        PROFESSIONAL,
        "Um interessierten Bürgerinnen und Bürgern einen Einblick in die Technik zu ermöglichen, "
        "lädt die Firma zu einem Tag der offenen Tür ein.",
        "Um interessierten Bürgerinnen und Bürgern einen Einblick in die Technik zu geben, lädt "
        "die "
        "Firma zu einem Tag der offenen Tür ein.",
    ),
    (
        ACADEMIC,
        "Die Vier-Tage-Woche ist daher keine Frage des Ob, sondern des Wie.",
        "Die Vier-Tage-Woche ist daher nur noch eine Frage der Umsetzung.",
    ),
    (
        PROFESSIONAL,
        "Die Schulung wurde vollumfänglich umgesetzt.",
        "Die Schulung wurde vollständig umgesetzt.",
    ),
    (ACADEMIC, "Eine vollumfängliche Prüfung steht aus.", "Eine vollständige Prüfung steht aus."),
    (
        CASUAL,
        "Die Veranstaltung bot eine hervorragende Gelegenheit, sich zu vernetzen.",
        "Die Veranstaltung bot eine gute Gelegenheit, sich zu vernetzen.",
    ),
    # a chance that comes once stays one
    (CASUAL, "Das ist eine einmalige Gelegenheit.", "Das ist eine einmalige Gelegenheit."),
    # "nicht zur Kulisse, sondern …" denied the backdrop the writer granted: "zur bloßen Kulisse"
    (
        CASUAL,
        "Die Landschaft der Uckermark wird dabei nicht bloß zur Kulisse – sie wird zu einer "
        "eigenständigen Figur, die Stimmungen spiegelt.",
        "Die Landschaft der Uckermark wird nicht zur bloßen Kulisse, sondern zu einer "
        "eigenständigen Figur, die Stimmungen spiegelt.",
    ),
    (
        ACADEMIC,
        "Der Hafen wird hier nicht nur zum Schauplatz – er wird zu einem eigenen Akteur.",
        "Der Hafen wird hier nicht zum bloßen Schauplatz, sondern zu einem eigenen Akteur.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12)
def test_r12_review_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# A letter's body goes on in lower case after its salutation where the courtesy sentence that
# opened it goes: "vielen Dank", "anbei" are lowered though the text writes them nowhere else in
# lower case; "Ihre" keeps its capital.
LETTER = (
    "Sehr geehrte Frau Lindner,\n\nich hoffe, es geht Ihnen gut. {} vom 3. März.\n\n"
    "Mit freundlichen Grüßen\nJonas Weber"
)
LOWERED_OPENERS = [
    ("Vielen Dank für Ihre Nachricht", "vielen Dank für Ihre Nachricht"),
    ("Anbei finden Sie das Angebot", "anbei finden Sie das Angebot"),
    ("Ihre Bestellung ist eingetroffen", "Ihre Bestellung ist eingetroffen"),
]


@pytest.mark.parametrize(("opening", "expected"), LOWERED_OPENERS)
def test_a_letters_body_goes_on_in_lower_case_after_a_dropped_courtesy(
    opening: str, expected: str
) -> None:
    rewritten = rewrite(LETTER.format(opening), PROFESSIONAL)
    assert rewritten == "Sehr geehrte Frau Lindner,\n\n" + expected + " vom 3. März.\n\n" + (
        "Mit freundlichen Grüßen\nJonas Weber"
    )


# Review r12 (de-r12-04): „Wupper" closed with a straight quote; a German text closes it „“.
# A quotation wholly in straight quotes is the writer's style and stays.
def test_a_straight_closing_quote_after_a_german_opening_one_is_german() -> None:
    text = 'Das Modell „Wupper" heißt „Made in Solingen" und „Rhein“. Er sagte "Hallo".'
    assert rewrite(text, PROFESSIONAL) == (
        'Das Modell „Wupper“ heißt „Made in Solingen“ und „Rhein“. Er sagte "Hallo".'
    )


# Blind review r12 (de-r12-01 … -06): the engine's own errors and the tells a native editor
# changes, with cases where a broad rule must not fire.
REVIEW_R12_FIXES = [
    # "nicht nur X, sondern auch Y" where Y holds its own "aber": no second "aber" (de-r12-02)
    (
        CASUAL,
        "Ein Balkonkraftwerk ist nicht nur gut für deinen Geldbeutel, sondern auch ein kleiner, "
        "aber wichtiger Beitrag zur Energiewende.",
        "Ein Balkonkraftwerk ist gut für deinen Geldbeutel und dazu ein kleiner, aber wichtiger "
        "Beitrag zur Energiewende.",
    ),
    (
        PROFESSIONAL,
        "Die Anlage ist nicht nur gut für den Geldbeutel, sondern auch ein kleiner, aber "
        "wichtiger Beitrag zum Klimaschutz.",
        "Die Anlage ist gut für den Geldbeutel und zugleich ein kleiner, aber wichtiger Beitrag "
        "zum Klimaschutz.",
    ),
    # without a later "aber" the entry before stays as it was
    (
        CASUAL,
        "Im Garten wachsen nicht nur Basilikum und Minze, sondern auch Thymian.",
        "Im Garten wachsen Basilikum und Minze, aber auch Thymian.",
    ),
    # an emoji of U+2600–U+27BF left alone by the opener it ended goes with it (de-r12-02)
    (
        CASUAL,
        "Klar! Hier ist eine Schritt-für-Schritt-Anleitung, wie du dein Balkonkraftwerk "
        "anmeldest – ganz ohne Stress. ☀️\n\n**Balkonkraftwerk anmelden**\n\nAchte darauf, dass "
        "dein Wechselrichter maximal 800 Watt einspeist.",
        "**Balkonkraftwerk anmelden**\n\nAchte darauf, dass dein Wechselrichter maximal 800 Watt "
        "einspeist.",
    ),
    # a person's sun stays where it stands
    (
        CASUAL,
        "Heute war der Himmel klar. ☀️ Wir gehen morgen wieder an den See.",
        "Heute war der Himmel klar. ☀️ Wir gehen morgen wieder an den See.",
    ),
    # "hervorheben" stays: a person's work is not "betont" (de-r12-06)
    (
        ACADEMIC,
        "Besonders hervorheben möchte ich an dieser Stelle das Wirken unseres Gründungsdirektors.",
        "Besonders hervorheben möchte ich an dieser Stelle das Wirken unseres Gründungsdirektors.",
    ),
    # "Zeichen unserer Wertschätzung" is a thank-you, not "Anerkennung" (de-r12-03)
    (
        PROFESSIONAL,
        "Als Zeichen unserer Wertschätzung gewähren wir Ihnen einen Rabatt von 5 % auf den "
        "Auftrag.",
        "Als Dankeschön gewähren wir Ihnen einen Rabatt von 5 % auf den Auftrag.",
    ),
    # the bare-noun antithesis with a dash (de-r12-01)
    (
        CASUAL,
        "Wir freuen uns auf euch. Denn Radfahren ist nicht einfach nur Bewegung – es ist Freiheit!",
        "Wir freuen uns auf euch. Denn Radfahren ist Bewegung, vor allem aber Freiheit!",
    ),
    (
        ACADEMIC,
        "Lesen ist für mich nicht nur Unterhaltung – es ist Bildung.",
        "Lesen ist für mich Unterhaltung und zugleich Bildung.",
    ),
    # a plain "nicht nur" without the second clause stays
    (
        CASUAL,
        "Das ist nicht nur Bewegung.",
        "Das ist nicht nur Bewegung.",
    ),
    # a bare noun after "sondern" (de-d01)
    (
        PROFESSIONAL,
        "Die Zugehörigkeit zur Zunft war nicht nur eine Frage des Berufs, sondern Ausdruck einer "
        "tief verwurzelten Identität.",
        "Die Zugehörigkeit zur Zunft war eine Frage des Berufs, vor allem aber Ausdruck einer tief "
        "verwurzelten Identität.",
    ),
    (
        ACADEMIC,
        "Die Zunft war nicht nur eine Frage des Berufs, sondern Ausdruck einer Haltung.",
        "Die Zunft war eine Frage des Berufs und zugleich Ausdruck einer Haltung.",
    ),
    # after "dass" the pair may be a subject: left alone
    (
        PROFESSIONAL,
        "Wir wissen, dass nicht nur eine Frage des Berufs, sondern Ausdruck einer Haltung "
        "dahintersteht.",
        "Wir wissen, dass nicht nur eine Frage des Berufs, sondern Ausdruck einer Haltung "
        "dahintersteht.",
    ),
    # the dash before "aber" after a denial becomes a comma (de-r12-06)
    (
        ACADEMIC,
        "Die Geschichte gibt uns keine fertigen Antworten – aber sie schärft unseren Blick.",
        "Die Geschichte gibt uns keine fertigen Antworten, aber sie schärft unseren Blick.",
    ),
    # no denial before it: the dash stays
    (
        CASUAL,
        "Das Wetter war kalt – aber wir sind trotzdem gefahren.",
        "Das Wetter war kalt – aber wir sind trotzdem gefahren.",
    ),
    # "Zahlen allein erzählen nicht die ganze Geschichte" (de-r12-06)
    (
        ACADEMIC,
        "Doch Zahlen allein erzählen nicht die ganze Geschichte.",
        "Doch Zahlen allein sagen nicht alles.",
    ),
    (
        CASUAL,
        "Die Daten erzählen nur einen Teil der Geschichte.",
        "Die Daten sagen nur einen Teil.",
    ),
    # a grandmother's story is a story
    (
        CASUAL,
        "Meine Oma erzählt nicht die ganze Geschichte.",
        "Meine Oma erzählt nicht die ganze Geschichte.",
    ),
    # the dramatic pause before the last words (de-r12-02)
    (
        CASUAL,
        "Bei einem Strompreis von 35 Cent sind das über 200 Euro Ersparnis – jedes Jahr.",
        "Bei einem Strompreis von 35 Cent sind das über 200 Euro Ersparnis, und das jedes Jahr.",
    ),
    # an aside that goes on stays
    (
        CASUAL,
        "Wir fahren hin – jedes Jahr im Mai – und bleiben eine Woche.",
        "Wir fahren hin – jedes Jahr im Mai – und bleiben eine Woche.",
    ),
    # "Wir sind überzeugt: …" hook (de-r12-04)
    (
        PROFESSIONAL,
        "Wir sind überzeugt: Gute Werkzeuge sollten ein Leben lang halten.",
        "Gute Werkzeuge sollten ein Leben lang halten.",
    ),
    (
        PROFESSIONAL,
        "Wir sind überzeugt, dass gute Werkzeuge ein Leben lang halten sollten.",
        "Wir sind überzeugt, dass gute Werkzeuge ein Leben lang halten sollten.",
    ),
    # an ad's closing slogan goes (de-r12-04)
    (
        PROFESSIONAL,
        "Seit 1921 steht Klingenwerk Ohligs für Qualität aus Solingen. Erleben Sie den Unterschied "
        "– bei jedem Schnitt.",
        "Seit 1921 steht Klingenwerk Ohligs für Qualität aus Solingen.",
    ),
    # a letter's pledge of partnership at a paragraph's end goes (de-r12-03)
    (
        PROFESSIONAL,
        "Die Lieferung verschiebt sich auf den 18. November.\n\nWir legen großen Wert auf eine "
        "partnerschaftliche, transparente und verlässliche Zusammenarbeit – gerade auch in "
        "herausfordernden Situationen wie dieser.\n\nMit freundlichen Grüßen\nKatrin Sommerfeld",
        "Die Lieferung verschiebt sich auf den 18. November.\n\nMit freundlichen Grüßen\n"
        "Katrin Sommerfeld",
    ),
    # one with a fact stays
    (
        PROFESSIONAL,
        "Wir legen großen Wert auf Pünktlichkeit. Die Lieferung kommt am 18. November.",
        "Wir legen großen Wert auf Pünktlichkeit. Die Lieferung kommt am 18. November.",
    ),
    # "die entstandenen Unannehmlichkeiten" (de-r12-03)
    (
        PROFESSIONAL,
        "Wir bedauern die entstandenen Unannehmlichkeiten sehr.",
        "Wir bedauern die Unannehmlichkeiten sehr.",
    ),
    # "folgende Lösungen anbieten" for a discount (de-r12-03)
    (
        PROFESSIONAL,
        "Um die Auswirkungen gering zu halten, möchten wir Ihnen folgende Lösungen anbieten:\n\n"
        "- Teillieferung am 4. November\n- Rabatt von 5 %",
        "Um die Auswirkungen gering zu halten, bieten wir Ihnen Folgendes an:\n\n"
        "- Teillieferung am 4. November\n- Rabatt von 5 %",
    ),
    # "das passende Rad für jeden Anspruch", "Egal ob" (de-r12-01)
    (
        CASUAL,
        "Egal ob Familientour oder sportliche Runde – bei uns findest du das passende Rad für "
        "jeden Anspruch.",
        "Egal, ob Familientour oder sportliche Runde – bei uns findest du für jeden das passende "
        "Rad.",
    ),
    # "unvergessliche Momente" → "schöne Stunden" (de-r12-01)
    (
        CASUAL,
        "Wir freuen uns auf sonnige Tage und auf jede Menge unvergessliche Momente auf zwei "
        "Rädern.",
        "Wir freuen uns auf sonnige Tage und auf jede Menge schöne Stunden auf zwei Rädern.",
    ),
    # academic: "ein Abo" → "ein Abonnement" (de-r12-05); casual keeps it
    (
        ACADEMIC,
        "Bei Schülern, die ein Abo hatten, änderte sich kaum etwas.",
        "Bei Schülern, die ein Abonnement hatten, änderte sich kaum etwas.",
    ),
    (
        CASUAL,
        "Ich habe ein Abo beim Fitnessstudio.",
        "Ich habe ein Abo beim Fitnessstudio.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12_FIXES)
def test_review_r12_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected
