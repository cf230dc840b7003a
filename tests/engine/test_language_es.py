"""Spanish data through the engine: one exact case per rule family, the development texts in every
tone, and the machine/human texts of the shared evaluation data.

Exact cases pin what a native reader checked: agreement kept, "de"/"a" + "el" contracted, the form
of address (tú/usted/ustedes) never changed, legal and technical terms left alone, facts intact.
"""

import json
import re
import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import LanguageData, load_language
from humanizer.engine.builtin.protect import Protector
from humanizer.engine.builtin.rules import _expand, count_stock_phrases
from humanizer.options import Language, Tone

ES = Language.ES
ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "bench" / "texts" / "es.toml"
EVAL = ROOT.parent / "shared" / "data" / "eval_es.jsonl"

C, A, P = Tone.CASUAL, Tone.ACADEMIC, Tone.PROFESSIONAL
ALL = (C, A, P)


# The rhythm stages (cuts and joins) edit machine text only: a text with no mark of it is a
# person's, and keeps its sentences. Their tests give the text an assistant's opener, which
# the engine cuts.
def machine(text: str) -> str:
    return "¡Claro! Aquí tienes el texto:\n\n" + text


@pytest.fixture(scope="module")
def data() -> LanguageData:
    return load_language(ES)


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
        "closer": 1,
        "word": 200,
        "structure": 4,
    }.items():
        assert kinds.count(kind) >= least, kind
    assert len(data.openers) >= 12 and len(data.closers) >= 10
    assert data.space_before == "" and data.space_after == ""
    assert not data.contractions
    assert not data.capitalized_nouns


def test_every_stock_entry_is_rewritten_in_every_tone(data: LanguageData) -> None:
    """A tone without options would leave the stock phrase in that tone's output."""
    missing = [p.find for p in data.phrases if p.is_stock and set(p.options) != set(Tone)]
    assert not missing


def test_no_replacement_brings_in_a_form_of_address_or_english(data: LanguageData) -> None:
    address = re.compile(r"\b(?:usted|ustedes|vosotros|vosotras|contigo)\b", re.I)
    english = re.compile(r"\b(?:the|and|of|game|feedback|workflow|insights?)\b", re.I)
    for phrase in data.phrases:
        for options in phrase.options.values():
            for option in options:
                # an option may only repeat a form of address that its pattern itself matched
                for word in address.findall(option):
                    assert word.lower() in phrase.find, (phrase.find, option)
                assert not english.search(option), (phrase.find, option)


# -- exact cases, one family at a time ------------------------------------------------------------

# (tones, input, expected output)
EXACT: list[tuple[tuple[Tone, ...], str, str]] = [
    # wrappers: opener and closer sentences go, tú and usted alike
    (
        ALL,
        "¡Claro! Aquí tienes el resumen:\n\nEl museo abre a las 9:30.\n\n¿Quieres que lo acorte?",
        "El museo abre a las 9:30.",
    ),
    (
        ALL,
        "¡Por supuesto! A continuación le presento una propuesta:\n\nLa reunión será el martes."
        "\n\nEspero que le sea de ayuda. No dude en escribirme si necesita algún cambio.",
        "La reunión será el martes.",
    ),
    # a wrapper sentence that carries a fact is kept
    (
        (C,),
        "Claro, aquí tienes el informe del 12 de marzo:\n\nEl presupuesto está aprobado.",
        "Claro, aquí tienes el informe del 12 de marzo:\n\nEl presupuesto está aprobado.",
    ),
    # a message that ends by asking a friend something keeps its question
    (
        (C,),
        "Te espero a las 8 en la estación. ¡Avísame si vienes!",
        "Te espero a las 8 en la estación. ¡Avísame si vienes!",
    ),
    # hedges: dropped, the next word capitalized; mid-sentence too
    (ALL, "Cabe destacar que la muestra era pequeña.", "La muestra era pequeña."),
    (ALL, "Es importante señalar que los precios varían.", "Los precios varían."),
    (
        (A, P),
        "Sin embargo, cabe mencionar que el hotel cerró en 2020.",
        "Sin embargo, el hotel cerró en 2020.",
    ),
    # (updated for engine v2: casual now writes the everyday connector)
    (
        (C,),
        "Sin embargo, cabe mencionar que el hotel cerró en 2020.",
        "Aun así, el hotel cerró en 2020.",
    ),
    ((A, P), "Además, es importante señalar que los precios varían.", "Los precios varían."),
    (ALL, "Espero que este correo le encuentre bien. El pedido ya salió.", "El pedido ya salió."),
    # openers
    # (the opener goes; "es clave" is the all-purpose adjective, said per tone)
    ((C,), "En el mundo actual, la ciberseguridad es clave.", "La ciberseguridad importa mucho."),
    ((A,), "En el mundo actual, la ciberseguridad es clave.", "La ciberseguridad es determinante."),
    ((P,), "En el mundo actual, la ciberseguridad es clave.", "La ciberseguridad es esencial."),
    (
        (A,),
        "Cuando se trata de elegir hotel, la ubicación importa.",
        "A la hora de elegir hotel, la ubicación importa.",
    ),
    (
        (C, P),
        "Cuando se trata de elegir hotel, la ubicación importa.",
        # "al elegir" then moves after the main clause (round 11)
        "La ubicación importa al elegir hotel.",
    ),
    # connectors, per tone
    ((A, P), "Además, el desayuno era abundante.", "El desayuno era abundante."),
    ((C,), "Además, el desayuno era abundante.", "Y el desayuno era abundante."),
    (ALL, "El wifi era, además, muy lento.", "El wifi era también muy lento."),
    ((C,), "Por consiguiente, el museo cerrará antes.", "Por eso, el museo cerrará antes."),
    ((A,), "Por consiguiente, el museo cerrará antes.", "Así, el museo cerrará antes."),
    # closers
    (ALL, "En conclusión, el balance es positivo.", "El balance es positivo."),
    # inflated words with gender and number kept
    ((C,), "Esta etapa es crucial para el proyecto.", "Esta etapa cuenta mucho para el proyecto."),
    ((P,), "Esta etapa es crucial para el proyecto.", "Esta etapa es esencial para el proyecto."),
    ((A,), "Estas etapas son cruciales.", "Estas etapas son imprescindibles."),
    (ALL, "Tiene una batería robusta.", "Tiene una batería sólida."),
    (ALL, "Los equipos robustos duran más.", "Los equipos sólidos duran más."),
    (
        (C,),
        "La educación desempeña un papel fundamental en el desarrollo.",
        "La educación cuenta mucho en el desarrollo.",
    ),
    (
        (P,),
        "La educación desempeña un papel fundamental en el desarrollo.",
        "La educación es esencial en el desarrollo.",
    ),
    (
        (A,),
        "Las familias juegan un papel crucial en la crianza.",
        "Las familias son esenciales en la crianza.",
    ),
    (
        (A,),
        "Las camareras siempre estaban dispuestas a ayudar.",
        "Las camareras siempre estaban atentas a todo.",
    ),
    # "de" + "el" stays contracted when the noun after the phrase is masculine
    (
        (C,),
        "Navegar por las complejidades del mercado no es fácil.",
        "Lidiar con el mercado no es fácil.",
    ),
    (
        ALL,
        "El hotel está enclavado en el corazón de la ciudad.",
        "El hotel está situado en el centro de la ciudad.",
    ),
    # a prenominal adjective keeps its place and its gender
    (
        ALL,
        "La ciudad es muy vibrante y la vibrante vida nocturna atrae a muchos.",
        "La ciudad tiene mucha vida y la animada vida nocturna atrae a muchos.",
    ),
    # regular -ar verbs keep their ending
    ((A, P), "Este producto fomenta la creatividad.", "Este producto promueve la creatividad."),
    # "profundizar" is to study further: "más a fondo" and "ahondar" keep it, "analizar" does not
    (
        (C, P),
        "Profundizaremos en la historia del barrio.",
        "Analizaremos más a fondo la historia del barrio.",
    ),
    ((A,), "Profundizaremos en la historia del barrio.", "Ahondaremos en la historia del barrio."),
    # the form of address of the input is kept
    (ALL, "No dudes en probarlo.", "Puedes probarlo."),
    (ALL, "No duden en contactarnos.", "Pueden contactarnos."),
    # legal and literal senses are left alone
    (
        ALL,
        "Esta práctica vulnera los derechos fundamentales.",
        "Esta práctica vulnera los derechos fundamentales.",
    ),
    (ALL, "La tienda cerró definitivamente en 2019.", "La tienda cerró definitivamente en 2019."),
    (ALL, "Definitivamente volvería.", "Sin duda volvería."),
    # structures
    (
        (C,),
        "La habitación no solo era limpia sino también barata.",
        "La habitación era limpia y además barata.",
    ),
    # (updated for engine v2: "Más que X, es Y" reads more naturally than "Es X y, sobre todo, Y")
    (ALL, "No es solo un hotel, es una experiencia.", "Es una experiencia, no solo un hotel."),
]

# Engine v2: the document-level editor and the new mechanisms, each with a case where it must
# fire and one where it must not.
EXACT_V2: list[tuple[tuple[Tone, ...], str, str]] = [
    # closing offer with an emoji, in an assistant's answer: cut
    (
        ALL,
        "¡Claro! Aquí tienes el resumen:\n\nEl museo abre a las 9:30.\n\n"
        "¿Quieres que te prepare un plan semanal? 😊",
        "El museo abre a las 9:30.",
    ),
    # the same kind of question ending a person's note: kept
    (
        ALL,
        "Mañana paso por tu casa a las 8.\n\n¿Quieres que te prepare algo de cena?",
        "Mañana paso por tu casa a las 8.\n\n¿Quieres que te prepare algo de cena?",
    ),
    # a well-wish at the end of a person's message: kept
    (
        ALL,
        "Gracias por venir a la boda, fue un día precioso.\n\n¡Mucha suerte!",
        "Gracias por venir a la boda, fue un día precioso.\n\n¡Mucha suerte!",
    ),
    # a sure closer is cut from any text
    (ALL, "El informe está listo. Espero que esto te ayude.", "El informe está listo."),
    # announcing line in an assistant's answer: cut
    (
        ALL,
        "Estas son algunas ideas para empezar:\n\n- Leer más.\n- Dormir bien.\n\n"
        "¿Quieres que te prepare un plan?",
        "- Leer más.\n- Dormir bien.",
    ),
    # courtesy calques of a business letter: cut
    (
        ALL,
        "Estimado Sr. Pérez:\n\nEspero que se encuentre muy bien. Le escribo por la factura.",
        "Estimado Sr. Pérez:\n\nLe escribo por la factura.",
    ),
    (
        ALL,
        "Estimada Sra. Gil:\n\nEspero que este correo la encuentre muy bien. "
        "Le escribo por la factura.",
        "Estimada Sra. Gil:\n\nLe escribo por la factura.",
    ),
    # signposting sentence: cut
    (
        ALL,
        "A continuación veremos cómo funciona el sistema. El sistema usa dos motores.",
        "El sistema usa dos motores.",
    ),
    # closing moral without a fact: cut; with a fact: kept
    (
        ALL,
        "La ciudad vivió un siglo de cambios. Su legado sigue vivo en cada rincón.",
        "La ciudad vivió un siglo de cambios.",
    ),
    (
        ALL,
        "La ciudad vivió un siglo de cambios. Su legado sigue vivo en los 12 museos de la ciudad.",
        "La ciudad vivió un siglo de cambios. Su legado sigue vivo en los 12 museos de la ciudad.",
    ),
    ((C, P), "El reciclaje empieza en casa. ¡Cada gesto cuenta!", "El reciclaje empieza en casa."),
    # enumeration: a run is rewritten as one sequence, per tone
    (
        (C,),
        "En primer lugar, el precio es alto. En segundo lugar, la entrega tarda. "
        "Por último, el soporte es lento.",
        "Primero, el precio es alto. Después, la entrega tarda. "
        "Y para terminar, el soporte es lento.",
    ),
    (
        (A,),
        "En primer lugar, el precio es alto. En segundo lugar, la entrega tarda. "
        "Por último, el soporte es lento.",
        "En primer término, el precio es alto. En segundo término, la entrega tarda. "
        "Por último, el soporte es lento.",
    ),
    # a single marker is not a run: the phrase entry handles it
    (
        (P,),
        "En primer lugar, el precio es alto. El resto está bien.",
        "Para empezar, el precio es alto. El resto está bien.",
    ),
    # antitheses
    (
        ALL,
        "El paisaje no es solo un escenario, sino un personaje más.",
        "El paisaje es un personaje más, no solo un escenario.",
    ),
    (
        ALL,
        "No ha sido solo un trabajo: ha sido una escuela.",
        "Ha sido una escuela, no solo un trabajo.",
    ),
    (
        ALL,
        "Un fondo de emergencia no es un lujo: es la base de cualquier plan.",
        "Un fondo de emergencia es la base de cualquier plan, no un lujo.",
    ),
    (
        ALL,
        "Cuenca es mucho más que una ciudad bonita: es un destino cultural.",
        "Cuenca, más que una ciudad bonita, es un destino cultural.",
    ),
    # "is"-inflations, only where they mean "is"
    (ALL, "La ley constituye un avance.", "La ley es un avance."),
    (
        ALL,
        "Representaron un punto de inflexión en la ciudad.",
        "Fueron un punto de inflexión en la ciudad.",
    ),
    (ALL, "El sector representa el 20 % del empleo.", "El sector representa el 20 % del empleo."),
    # triads thinned; "e" becomes "y" before a word that will not start with i-
    (ALL, "Un viaje más rápido, más cómodo y más barato.", "Un viaje más rápido, cómodo y barato."),
    (ALL, "Fue un viaje único, mágico e inolvidable.", "Fue un viaje único y mágico."),
    (ALL, "Una propuesta sencilla e innovadora.", "Una propuesta sencilla y novedosa."),
    # hedges left inside sentences, and before a comma
    (
        ALL,
        "Es importante destacar que, en aquella época, no había radio.",
        "En aquella época, no había radio.",
    ),
    ((C, P), "El plan es bueno, pero cabe señalar que es caro.", "El plan es bueno, pero es caro."),
    # rhetorical mini-question
    (ALL, "¿El motivo? Buscaba algo más tranquilo.", "Buscaba algo más tranquilo."),
    # participial tail → a relative clause (review r1: "Eso garantiza …" read colloquial);
    # never when another gerund follows
    # (updated r8: "garantizar" → "asegurar", a [[verb]] entry)
    (
        ALL,
        "La empresa ha firmado un acuerdo con la cooperativa local, garantizando que la "
        "producción permanezca en la zona.",
        "La empresa ha firmado un acuerdo con la cooperativa local, lo que asegura que la "
        "producción permanezca en la zona.",
    ),
    (
        ALL,
        "Los paneles dan sombra a los cultivos de la finca, reduciendo el estrés hídrico y "
        "protegiendo la vid.",
        "Los paneles dan sombra a los cultivos de la finca, reduciendo el estrés hídrico y "
        "protegiendo la vid.",
    ),
    # adjectives with agreement; an unknown gender takes an invariable word
    ((A,), "Fue un debate crucial para el país.", "Fue un debate decisivo para el país."),
    (
        ALL,
        "Fue una guerra excepcional por su duración.",
        "Fue una guerra extraordinaria por su duración.",
    ),
    (ALL, "Consideran crucial la reforma.", "Consideran clave la reforma."),
    # an unknown gender takes the invariable "de excepción", never "fuera de lo común"
    (ALL, "Lo considero excepcional.", "Lo considero de excepción."),
    (ALL, "Las postales más icónicas de la ciudad.", "Las postales más conocidas de la ciudad."),
    # tones
    ((C,), "Sin embargo, el plan es caro.", "Pero el plan es caro."),
    ((A, P), "Sin embargo, el plan es caro.", "Sin embargo, el plan es caro."),
    ((A,), "Pero el plan es caro.", "No obstante, el plan es caro."),
    (
        (C,),
        "El proyecto finalizó en marzo y comenzará otra fase.",
        "El proyecto terminó en marzo y empezará otra fase.",
    ),
    (
        (A,),
        "El proyecto finalizó en marzo y comenzará otra fase.",
        "El proyecto finalizó en marzo y comenzará otra fase.",
    ),
]


# Blind native review, round r1: each finding, fixed in general form.
EXACT_R1: list[tuple[tuple[Tone, ...], str, str]] = [
    # "profundamente" is not a mere "muy", and a participle after "haber" is a verb
    (
        ALL,
        "El comercio electrónico ha modificado profundamente los hábitos de consumo.",
        "El comercio electrónico ha modificado profundamente los hábitos de consumo.",
    ),
    # "gran diversidad de" needs its article; no option is itself a stock phrase
    (
        (A,),
        "Las plataformas amplían el alcance, abriendo así un amplio abanico de posibilidades.",
        "Las plataformas amplían el alcance, abriendo así una notable variedad de posibilidades.",
    ),
    # "papel fundamental a la hora de": options that fit whatever follows, as strong
    (
        (A,),
        "Iniciativas como el programa local desempeñan un papel fundamental a la hora de "
        "ofrecer formación.",
        "Iniciativas como el programa local cumplen una función central a la hora de "
        "ofrecer formación.",
    ),
    (
        (C, P),
        "Iniciativas como el programa local desempeñan un papel fundamental a la hora de "
        "ofrecer formación.",
        "Iniciativas como el programa local son esenciales a la hora de ofrecer formación.",
    ),
    # antitheses keep both parts and the weight on the second
    (
        ALL,
        "La digitalización no solo representa una amenaza, sino también una valiosa oportunidad.",
        "La digitalización es una amenaza, pero también una valiosa oportunidad.",
    ),
    (
        ALL,
        "Estos años no solo me han permitido crecer como profesional, sino también como persona.",
        "Estos años me han permitido crecer como profesional, pero también como persona.",
    ),
    (
        ALL,
        "Lo que más me motiva de la empresa no es solo su liderazgo, sino también su compromiso.",
        "Lo que más me motiva de la empresa es su liderazgo, pero también su compromiso.",
    ),
    (
        ALL,
        "Estos pasos no solo mejoran la calidad, sino que reducen los costes.",
        "Estos pasos mejoran la calidad y también reducen los costes.",
    ),
    # after a name too ("La Alacena de Rosario no es solo un restaurante, sino …")
    (
        ALL,
        "La Alacena de Rosario no es solo un restaurante, sino un lugar para volver.",
        "La Alacena de Rosario es un lugar para volver, no solo un restaurante.",
    ),
    # product copy: as strong a claim, in plain words
    (
        (A, P),
        "Con su diseño compacto, se integra a la perfección en cualquier cocina.",
        "Con su diseño compacto, encaja perfectamente en cualquier cocina.",
    ),
    # gerund of consequence → a relative clause, never a loose "Eso …" sentence
    (
        (A, P),
        "La presión garantiza una extracción óptima, obteniendo un espresso intenso.",
        "La presión asegura una extracción óptima, con lo que se obtiene un espresso intenso.",
    ),
    # (updated 2026-11-29: casual says "ideal" for "óptima")
    (
        (C,),
        "La presión garantiza una extracción óptima, obteniendo un espresso intenso.",
        "La presión asegura una extracción ideal, con lo que se obtiene un espresso intenso.",
    ),
    (
        (P,),
        "La propuesta ha sido diseñada para dar respuesta a las necesidades de la empresa, "
        "garantizando en todo momento la máxima calidad.",
        "La propuesta ha sido diseñada para responder a las necesidades de la empresa, lo que "
        "asegura en todo momento la máxima calidad.",
    ),
    # a gerund between commas after the subject is not a tail
    (
        ALL,
        "Los programas de la ciudad, garantizando la formación de los jóvenes, han crecido mucho.",
        "Los programas de la ciudad, asegurando la formación de los jóvenes, han crecido mucho.",
    ),
    # a letter's "En primer lugar, quisiera agradecerle"
    (
        (A, P),
        "Le escribo por la reunión del martes. En primer lugar, quisiera agradecerle su tiempo.",
        "Le escribo por la reunión del martes. Ante todo, quisiera agradecerle su tiempo.",
    ),
    # a letter's closing formula takes a full stop in Spanish
    (
        ALL,
        "Reciba un cordial saludo,\n\nJavier Montalbán",
        "Reciba un cordial saludo.\n\nJavier Montalbán",
    ),
    (ALL, "Atentamente,\n\nClara Esteve", "Atentamente.\n\nClara Esteve"),
    # "fundamental" → "importante" weakened the claim
    (
        (C, P),
        "Purgar los radiadores es una tarea sencilla pero fundamental.",
        "Purgar los radiadores es una tarea sencilla pero esencial.",
    ),
    # "una auténtica joya gastronómica": the adjective after it keeps its gender
    (
        ALL,
        "El local se ha consolidado como una auténtica joya gastronómica.",
        "El local se ha consolidado como una maravilla gastronómica.",
    ),
    # the noun "comienzo" is not the verb
    (
        (C,),
        "Las croquetas fueron un comienzo inmejorable.",
        "Las croquetas fueron un comienzo inmejorable.",
    ),
    ((C,), "La reunión comienza a las diez.", "La reunión empieza a las diez."),
    # chat framing: an offer and its "¡Dime cómo prefieres!"; an opener ending in "!"
    (
        ALL,
        "Por supuesto, aquí tienes una propuesta de correo:\n\nLe adjunto el presupuesto.\n\n"
        "Si lo deseas, puedo preparar una versión más breve. ¡Dime cómo prefieres!",
        "Le adjunto el presupuesto.",
    ),
    (
        (C, P),
        "¡Aquí tienes una publicación para tu perfil! 🚀\n\nHoy empiezo un trabajo nuevo.",
        "Hoy empiezo un trabajo nuevo.",
    ),
    # a tip about the text itself, at the end of an assistant's answer
    (
        (A, P),
        "¡Claro! Aquí tienes la carta:\n\nMe dirijo a ustedes con gran entusiasmo para presentar "
        "mi candidatura.\n\n---\n\nConsejo: personaliza el segundo párrafo con un proyecto "
        "concreto. ¿Quieres que la adapte a otro puesto?",
        "Me dirijo a ustedes para presentar mi candidatura.",
    ),
    # openers, morals and stock phrases of the genres
    (
        ALL,
        "En la era digital en la que vivimos, el comercio de proximidad cambia deprisa.",
        "El comercio de proximidad cambia deprisa.",
    ),
    (
        ALL,
        "Hoy cierro una etapa. Porque, al final, lo importante no es el destino, sino el camino."
        "\n\n¡Nos vemos en el próximo capítulo!",
        "Hoy cierro una etapa.",
    ),
    ((C,), "Agradezco de antemano su tiempo y consideración.", "Gracias por su atención."),
    # a formal letter keeps its verb (review es-r9-02)
    ((A, P), "Agradezco de antemano su tiempo y consideración.", "Agradezco su atención."),
    (
        ALL,
        "Esta colaboración supondrá un valor añadido significativo para ambas partes.",
        "Esta colaboración supondrá una ventaja clara para ambas partes.",
    ),
    (
        (A,),
        "El trabajo aporta datos que contribuyen a una mejor comprensión del fenómeno.",
        "El trabajo aporta datos que ayudan a comprender mejor el fenómeno.",
    ),
    ((A, C), "El arroz fue una auténtica explosión de sabores.", "El arroz fue una delicia."),
]


# Blind native review, round r2: each finding, fixed in general form.
EXACT_R2: list[tuple[tuple[Tone, ...], str, str]] = [
    # after a verb the adverb of degree is "mucho", never "muy"; before an adjective, "muy"
    (
        ALL,
        "Valoramos enormemente la confianza del cliente.",
        "Valoramos mucho la confianza del cliente.",
    ),
    (
        (A, P),
        "El cambio contribuye tremendamente a la mejora.",
        "El cambio contribuye mucho a la mejora.",
    ),
    # (updated r8: casual says "ayudar" for "contribuir", a [[verb]] entry)
    ((C,), "El cambio contribuye tremendamente a la mejora.", "El cambio ayuda mucho a la mejora."),
    (ALL, "Sus vecinos lo apreciaban enormemente.", "Sus vecinos lo apreciaban mucho."),
    (ALL, "El proceso es enormemente complejo.", "El proceso es muy complejo."),
    # "Además," before a verb or a clitic: the addition stays ("También"), never a bare drop
    (
        (A, P),
        "Le reembolsaremos el importe. Además, le hemos asignado un cupón de descuento.",
        "Le reembolsaremos el importe. También le hemos asignado un cupón de descuento.",
    ),
    (
        (A, P),
        "Además, se observó un descenso del consumo.",
        "También se observó un descenso del consumo.",
    ),
    # … but not before "no", "si" or an article, where "también" would change the scope
    ((A, P), "Además, no hay que olvidar el precio.", "No hay que olvidar el precio."),
    ((A, P), "Además, si llueve, la visita se aplaza.", "Si llueve, la visita se aplaza."),
    # "de manera eficaz" keeps its sense; efficiency is not efficacy
    (
        (P,),
        "Hay que regular de manera eficaz los pisos turísticos.",
        "Hay que regular con eficacia los pisos turísticos.",
    ),
    # (updated 2026-11-29: academic writes the impersonal of necessity)
    (
        (A,),
        "Hay que regular de manera eficaz los pisos turísticos.",
        "Es necesario regular con eficacia los pisos turísticos.",
    ),
    (
        (A, P),
        "El equipo gestiona de forma eficiente los recursos.",
        "El equipo gestiona con eficiencia los recursos.",
    ),
    # "no se trata solo de X, sino de Y": the weight stays on Y
    (
        ALL,
        "No se trata únicamente de una cuestión económica, sino de un problema social.",
        "Más que de una cuestión económica, se trata de un problema social.",
    ),
    (
        ALL,
        "No se trata solo de ahorrar, sino también de invertir.",
        "Se trata de ahorrar y también de invertir.",
    ),
    # "mucho más que X: son Y, son Z": the contrast and the list after it stay whole
    (
        ALL,
        "Hay recetas que son mucho más que una lista de ingredientes: son recuerdos, son hogar.",
        "Hay recetas que, más que una lista de ingredientes, son recuerdos, son hogar.",
    ),
    (
        ALL,
        "Es mucho más que un plato: es una tradición.",
        "Más que un plato, es una tradición.",
    ),
    # "no solo …, sino que (también) …": a clause is added, not contrasted ("pero" is wrong)
    (
        ALL,
        "Al terminar, no solo dominarás las herramientas del análisis, sino que también habrás "
        "desarrollado un criterio propio.",
        # (not "y también": redundant after the addition, review r12-05)
        "Al terminar, dominarás las herramientas del análisis y habrás desarrollado un criterio "
        "propio.",
    ),
    (
        ALL,
        "El hotel está bien situado. No solo eso, sino que además es barato.",
        "El hotel está bien situado. También es barato.",
    ),
    # "un auténtico placer" keeps its strength as "todo un placer"
    (
        (C,),
        "El queso la convierte en un auténtico placer para los sentidos.",
        "El queso la convierte en todo un placer para los sentidos.",
    ),
    (ALL, "Para el equipo fue un verdadero reto.", "Para el equipo fue todo un reto."),
    (
        ALL,
        "La apertura del local fue una auténtica revolución.",
        "La apertura del local fue toda una revolución.",
    ),
    # casual "súper" keeps the strength of "increíblemente"; "e" becomes "y" only where the
    # adverb is replaced
    (
        (C,),
        "La tarta queda tostada por fuera e increíblemente cremosa por dentro.",
        "La tarta queda tostada por fuera y súper cremosa por dentro.",
    ),
    (
        (A, P),
        "La tarta queda tostada por fuera e increíblemente cremosa por dentro.",
        "La tarta queda tostada por fuera y muy cremosa por dentro.",
    ),
    (ALL, "Un plato sencillo e increíblemente común.", "Un plato sencillo e increíblemente común."),
    # "innovador" is "novedoso", never "original" (another meaning)
    (
        ALL,
        "La empresa desarrolla soluciones biotecnológicas innovadoras.",
        "La empresa desarrolla soluciones biotecnológicas novedosas.",
    ),
    (
        ALL,
        "Un modelo productivo más sostenible, competitivo e innovador.",
        "Un modelo productivo más sostenible, competitivo y novedoso.",
    ),
    # academic "demuestra que": the plain "muestra", as strong a claim
    (
        (A,),
        "Este ejemplo demuestra que el plan funciona.",
        "Este ejemplo muestra que el plan funciona.",
    ),
]

# Review r3 (bench/reviews/es.md): each finding in general form.
EXACT_R3: list[tuple[tuple[Tone, ...], str, str]] = [
    # a task written as an infinitive keeps the gerund's part as a second task, never "lo que …"
    (
        ALL,
        "- Liderar el sistema de calidad (IFS y BRCGS), garantizando su cumplimiento en todas "
        "las líneas.\n- Coordinar el laboratorio, impulsando la formación del equipo.",
        "- Liderar el sistema de calidad (IFS y BRCGS) y asegurar su cumplimiento en todas "
        "las líneas.\n- Coordinar el laboratorio e impulsar la formación del equipo.",
    ),
    # … but a sentence with a finite verb keeps the consequence as a relative clause
    # (updated: in the tense of its clause, "amplió" → "aseguró", no longer "asegura")
    (
        (P,),
        "La empresa amplió la red, garantizando el suministro en toda la zona.",
        "La empresa amplió la red, lo que aseguró el suministro en toda la zona.",
    ),
    (
        (P,),
        "Trabajar aquí es un placer, garantizando la calidad del producto.",
        "Trabajar aquí es un placer, lo que asegura la calidad del producto.",
    ),
    # "Por un lado … Por otro lado": the pair stays, the second half shorter; alone it goes
    (
        (A,),
        "Por un lado, el plan reduce costes. Por otro lado, los estudios lo matizan.",
        "Por un lado, el plan reduce costes. Por otro, los estudios lo matizan.",
    ),
    (
        (A,),
        "Por una parte, el plan reduce costes; por otra parte, encarece el servicio.",
        "Por una parte, el plan reduce costes; por otra, encarece el servicio.",
    ),
    (
        (A,),
        "El plan reduce costes. Por otro lado, los estudios lo matizan.",
        "El plan reduce costes. Los estudios lo matizan.",
    ),
    # "un papel decisivo en" keeps its weight ("central" is weaker)
    (
        (A,),
        "El género y la edad desempeñan un papel decisivo en la percepción de seguridad.",
        "El género y la edad influyen decisivamente en la percepción de seguridad.",
    ),
    (
        (A,),
        "La edad desempeña un papel determinante en el resultado.",
        "La edad influye de forma decisiva en el resultado.",
    ),
    # "resulta fundamental" + infinitive: "imprescindible", never "resulta central"
    (
        (A,),
        "Así pues, resulta fundamental profundizar en este ámbito.",
        "Por ello, resulta imprescindible analizar más a fondo este ámbito.",
    ),
    # "no solo para X, sino también para Y": additive, never "pero también"
    (
        (A,),
        "Es útil no solo para enriquecer el debate, sino también para orientar las políticas.",
        "Es útil tanto para enriquecer el debate como para orientar las políticas.",
    ),
    # academic "pero" before a clause keeps the contrast; "aunque" only in a short pair
    (
        (A,),
        "Castilla producía grandes excedentes de cereal, pero carecía de medios eficaces.",
        "Castilla producía grandes excedentes de cereal, pero carecía de medios eficaces.",
    ),
    ((A,), "Es una solución sencilla, pero eficaz.", "Es una solución sencilla, aunque eficaz."),
    # "no es solo X, es Y" becomes a plain statement, not "más que X, es Y"
    (
        ALL,
        "No es solo un cambio de estación, es una invitación a redescubrir la sierra.",
        "Es una invitación a redescubrir la sierra, no solo un cambio de estación.",
    ),
    (
        ALL,
        "Turnia no es solo un calendario: es el centro de mando de tu equipo.",
        "Turnia es el centro de mando de tu equipo, no solo un calendario.",
    ),
    (
        ALL,
        "No es solo un reto, sino también una oportunidad.",
        "Es un reto y también una oportunidad.",
    ),
    (
        (C, P),
        "Aquí no vendrás solo a ocupar un puesto: vendrás a dejar huella en cada lata.",
        "Aquí vendrás a ocupar un puesto y, sobre todo, a dejar huella en cada lata.",
    ),
    (
        ALL,
        "Dormir bien no es un lujo, es una necesidad.",
        "Dormir bien es una necesidad, no un lujo.",
    ),
    # stock listicle openers
    (
        (C,),
        "Seamos sinceros: ¿cuántas veces te has desvelado? Y la buena noticia es que hay remedio.",
        "¿Cuántas veces te has desvelado? Por suerte, hay remedio.",
    ),
    # the same verb twice ("llevamos … llevando a la mesa")
    (
        (P,),
        "Llevamos más de 40 años llevando a la mesa lo mejor de la huerta.",
        "Llevamos más de 40 años poniendo en la mesa lo mejor de la huerta.",
    ),
    (
        (P,),
        "Llevamos a la mesa lo mejor de la huerta.",
        "Llevamos a la mesa lo mejor de la huerta.",
    ),
]

EXACT_R3 += [
    # professional keeps "así que" (no stiff ". Por eso," after a cut); academic "por lo que"
    (
        (P,),
        "Sistemas trasladará los equipos el sábado, así que no hace falta desconectarlos.",
        "Sistemas trasladará los equipos el sábado, así que no hace falta desconectarlos.",
    ),
    (
        (A,),
        "Sistemas trasladará los equipos el sábado, así que no hace falta desconectarlos.",
        "Sistemas trasladará los equipos el sábado, por lo que no hace falta desconectarlos.",
    ),
    # "en esencia" inside a definition goes
    (
        ALL,
        "Solo necesitas una contraseña maestra. Eso, en esencia, es un gestor de contraseñas.",
        "Solo necesitas una contraseña maestra. Eso es un gestor de contraseñas.",
    ),
    # a closing cliché and a moral in an antithesis go where the text ends
    (
        (C,),
        "Un gestor te protege de los robos de claves. ¡Tu yo del futuro te lo va a agradecer!",
        "Un gestor te protege de los robos de claves.",
    ),
    (
        (C,),
        "Apaga el móvil una hora antes de dormir.\n\nRecuerda: descansar bien no es perder el "
        "tiempo, sino invertir en tu salud.",
        "Apaga el móvil una hora antes de dormir.",
    ),
    # … but a plain reminder stays
    (
        (C,),
        "Apaga el móvil una hora antes de dormir.\n\nRecuerda: lleva agua y crema solar.",
        "Apaga el móvil una hora antes de dormir.\n\nRecuerda: lleva agua y crema solar.",
    ),
]


def test_review_r3_sign_offs_go_only_from_an_assistant() -> None:
    body = "Este mes hay dos rutas nuevas."
    for sign_off in (
        "¡Coged un café, poneos cómodos y disfrutad de la lectura!",
        "¡Felices sueños!",
    ):
        answer = f"¡Claro! Aquí tienes la introducción:\n\n{body}\n\n{sign_off}"
        assert rewrite_text(answer, Tone.CASUAL, ES) == body, sign_off
        note = f"{body}\n\n{sign_off}"
        assert rewrite_text(note, Tone.CASUAL, ES) == note, sign_off


def test_review_r3_a_closing_ordinal_with_a_comma_after_y_joins_the_run() -> None:
    text = (
        "Este mes viene cargadito. En primer lugar, os contamos la ruta. En segundo lugar, "
        "estrenamos sección. Y, por último, abrimos inscripciones."
    )
    out = rewrite_text(text, Tone.PROFESSIONAL, ES)
    assert "Y, por último" not in out and "En segundo lugar" not in out, out


NEVER_R3: list[tuple[str, re.Pattern[str]]] = [  # in every tone
    (
        "Esto no es solo un cambio de estación, es una invitación. El libro no es solo una "
        "novela: es un retrato. No fue solo un partido, fue una fiesta.",
        re.compile(r"[Mm]ás que (?:un|una)\b"),
    ),
    (
        "- Coordinar el laboratorio, asegurando la trazabilidad de cada lote.",
        re.compile(r"lo que asegura"),
    ),
    (
        "Por un lado, suben los precios. Por otro lado, bajan los salarios.",
        re.compile(r"^(?!.*[Pp]or otro)"),
    ),
]


@pytest.mark.parametrize(("text", "never"), NEVER_R3)
def test_review_r3_phrasings_never_come_out(text: str, never: re.Pattern[str]) -> None:
    for tone in ALL:
        assert not never.search(rewrite_text(text, tone, ES)), tone


def test_review_r3_a_closing_offer_in_the_present_subjunctive_goes_only_from_an_assistant() -> None:
    answer = (
        "¡Claro! Te lo explico de forma sencilla y sin tecnicismos 😊\n\n"
        "Un gestor guarda tus claves.\n\n"
        "¿Quieres que te guíe paso a paso para configurar tu primer gestor en el celular? 📱😊"
    )
    assert rewrite_text(answer, Tone.CASUAL, ES) == "Un gestor guarda tus claves."
    for offer in (
        "¿Quieres que te ayude con la inscripción?",
        "¿Queréis que os lo mande por correo?",
        "¿Necesita que le envíe el presupuesto detallado?",
    ):
        text = f"¡Claro! Aquí tienes el texto:\n\nEl curso empieza en mayo.\n\n{offer}"
        assert rewrite_text(text, Tone.PROFESSIONAL, ES) == "El curso empieza en mayo.", offer
    note = "Nos vemos el lunes.\n\n¿Quieres que te lleve al aeropuerto?"
    assert rewrite_text(note, Tone.CASUAL, ES) == note


# Review r2: phrasings that must never come out, whatever option the engine picks.
NEVER_R2: list[tuple[str, re.Pattern[str]]] = [  # in every tone
    # "muy" before an article, a preposition or a possessive: "muy" cannot modify a verb
    (
        "Valoramos enormemente la ayuda, agradecemos sumamente a todos y apreciamos "
        "increíblemente su paciencia.",
        re.compile(r"\bmuy (?:la|a|su)\b"),
    ),
    # "un pilar fundamental" never becomes the weaker bare "una base"
    (
        "La vivienda es, ante todo, un pilar fundamental para la dignidad.",
        re.compile(r"una base para"),
    ),
    ("El diálogo es un pilar fundamental de la convivencia.", re.compile(r"una base de\b")),
    # "innovador" never becomes "original"
    (
        "Es una propuesta innovadora con un diseño innovador y unas soluciones innovadoras.",
        re.compile(r"original"),
    ),
    # "sino que" adds a clause: never "pero también"
    (
        "No solo ahorrarás tiempo, sino que además ganarás confianza.",
        re.compile(r"pero también"),
    ),
]


@pytest.mark.parametrize(("text", "never"), NEVER_R2)
def test_review_r2_phrasings_never_come_out(text: str, never: re.Pattern[str]) -> None:
    for tone in ALL:
        assert not never.search(rewrite_text(text, tone, ES)), tone


def test_review_r2_an_effective_regulation_is_never_a_vague_one_in_a_formal_text() -> None:
    for tone in (A, P):
        out = rewrite_text("Conviene regular de manera eficaz el alquiler.", tone, ES)
        assert "regular bien" not in out and "con eficacia" in out, tone


def _cases() -> list[tuple[Tone, str, str]]:
    cases = []
    for tones, text, expected in EXACT + EXACT_V2 + EXACT_R1 + EXACT_R2 + EXACT_R3:
        cases += [(tone, text, expected) for tone in tones]
    return cases


@pytest.mark.parametrize(("tone", "text", "expected"), _cases())
def test_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


def test_tones_give_different_words() -> None:
    text = "Por consiguiente, el museo cerrará antes. Estas etapas son cruciales."
    outputs = {tone: rewrite_text(text, tone, ES) for tone in Tone}
    assert len(set(outputs.values())) == 3, outputs


def test_an_over_long_sentence_is_cut_at_a_safe_point() -> None:
    text = (
        "El hotel está en una calle tranquila del barrio antiguo y tiene un patio interior muy "
        "agradable, pero las habitaciones que dan a la plaza son ruidosas por la noche y el "
        "aislamiento de las ventanas no es el mejor que hemos visto."
    )
    output = rewrite_text(machine(text), C, ES)
    assert ". Pero las habitaciones" in output


# -- development texts ----------------------------------------------------------------------------


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", development_texts(), ids=lambda t: str(t["id"]))
def test_development_texts_lose_every_stock_phrase_and_keep_every_fact(
    data: LanguageData, text: dict[str, object], tone: Tone
) -> None:
    source = str(text["text"])
    output = rewrite_text(source, tone, ES)
    assert count_stock_phrases(source, data) >= 1
    assert count_stock_phrases(output, data) == 0, output
    for fact in text["keep"]:  # type: ignore[attr-defined]
        assert fact in output, fact
    for span in Protector(data).mask(source).spans:
        assert span in output, span


def test_development_texts_are_varied() -> None:
    texts = development_texts()
    assert len(texts) >= 10
    lengths = [len(str(t["text"]).split()) for t in texts]
    assert min(lengths) >= 40 and max(lengths) <= 500


# -- shared evaluation data (read there, never copied) --------------------------------------------


def _evaluation(label: str) -> list[str]:
    if not EVAL.exists():
        pytest.skip("shared evaluation data not present")
    rows = [json.loads(line) for line in EVAL.read_text(encoding="utf-8").splitlines() if line]
    return [row["text"] for row in rows if row["label"] == label]


def _per_100_words(texts: list[str], data: LanguageData) -> float:
    words = sum(len(text.split()) for text in texts)
    return 100 * sum(count_stock_phrases(text, data) for text in texts) / words


def test_the_lexicon_marks_machine_reviews_far_more_than_human_ones(data: LanguageData) -> None:
    machine = _per_100_words(_evaluation("machine"), data)
    human = _per_100_words(_evaluation("human"), data)
    assert machine >= 1.5
    assert human <= 0.3
    assert machine >= 8 * human


@pytest.mark.parametrize("tone", list(Tone))
def test_machine_reviews_come_out_without_stock_phrases(data: LanguageData, tone: Tone) -> None:
    for text in _evaluation("machine"):
        output = rewrite_text(text, tone, ES)
        assert count_stock_phrases(output, data) == 0, output
        for span in Protector(data).mask(text).spans:
            assert span in output, span


def test_an_offer_in_the_imperfect_subjunctive_goes_only_from_an_assistant() -> None:
    offer = "¿Te gustaría que creara también una versión más corta para redes sociales?"
    answer = f"¡Claro! Aquí tienes el texto:\n\nEl curso empieza en mayo.\n\n{offer}"
    assert rewrite_text(answer, Tone.PROFESSIONAL, ES) == "El curso empieza en mayo."
    note = "Nos vemos el lunes.\n\n¿Te gustaría que fuera yo a buscarte?"
    assert rewrite_text(note, Tone.PROFESSIONAL, ES) == note


# Review r4 ---------------------------------------------------------------------------------------
EXACT_R4: list[tuple[tuple[Tone, ...], str, str]] = [
    # "no es solo X: es Y" never asserts X ("es un paseo y, ante todo, …" said it is a stroll): Y
    # first, X as a qualification, in every tone
    (
        ALL,
        "Subir a la muralla no es solo un paseo: es un auténtico entrenamiento de piernas.",
        "Subir a la muralla es un auténtico entrenamiento de piernas, no solo un paseo.",
    ),
    # … after a name too (it was left whole: the name is masked)
    (
        (C,),
        "Albarracín no es solo un destino bonito para Instagram: es un lugar que te obliga a "
        "bajar el ritmo.",
        "Albarracín es un lugar que te obliga a bajar el ritmo, no solo un destino bonito para "
        "Instagram.",
    ),
    (
        ALL,
        "No son solo unos números: son unas personas.",
        "Son unas personas, no solo unos números.",
    ),
    # the formal verb of the same move goes to "es"
    (
        (A,),
        "La rehabilitación no constituye únicamente una cuestión técnica, sino una palanca de "
        "cohesión social.",
        "La rehabilitación es una palanca de cohesión social, no solo una cuestión técnica.",
    ),
    # "lo verdaderamente X": never "lo muy X"
    (
        (A,),
        "La prohibición no es la respuesta: lo verdaderamente necesario es una regulación clara.",
        "La prohibición no es la respuesta: lo que de verdad hace falta es una regulación clara.",
    ),
    ((C,), "Lo verdaderamente difícil es empezar.", "Lo realmente difícil es empezar."),
    # after an aim the gerund is a purpose, never a fact (", lo que garantiza")
    (
        (P,),
        "Aspiro a contribuir al diseño de políticas del agua más justas, garantizando que nadie "
        "quede atrás.",
        "Aspiro a contribuir al diseño de políticas del agua más justas, para asegurar que "
        "nadie quede atrás.",
    ),
    # a spaced en-dash aside, which Spanish never writes: brackets
    (
        (A,),
        "El ritmo actual —en torno a 4.300 viviendas al año— resulta insuficiente.",
        "El ritmo actual (en torno a 4.300 viviendas al año) resulta insuficiente.",
    ),
    # "felices de compartir" is a calque
    (
        (P,),
        "Estamos felices de compartir que abriremos una sede en Medellín.",
        "Nos alegra mucho contar que abriremos una sede en Medellín.",
    ),
    # stock phrasing said plainly, person and number kept
    (
        (P,),
        "Somos plenamente conscientes de que la puntualidad importa.",
        "Sabemos bien que la puntualidad importa.",
    ),
    ((P,), "Soy plenamente consciente de que llego tarde.", "Sé bien que llego tarde."),
    (
        (P,),
        "Sus prácticas y su enfoque se alinean perfectamente con mis objetivos.",
        "Sus prácticas y su enfoque encajan con mis objetivos.",
    ),
    (
        (A,),
        "Estos datos evidencian un problema real que no puede ignorarse.",
        "Estos datos revelan un problema real.",
    ),
    # a thorough transformation is not a "global" one
    (
        (A,),
        "Las medidas buscan transformar de manera integral el modelo actual.",
        "Las medidas buscan transformar a fondo el modelo actual.",
    ),
    # "cuando se trata de" inside a sentence is never "en cuanto a"
    (
        (P,),
        "La puntualidad importa, especialmente cuando se trata de un regalo.",
        "La puntualidad importa, especialmente cuando se trata de un regalo.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R4 for tone in tones],
)
def test_review_r4_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


def test_review_r4_notes_on_the_draft_go_only_from_an_assistant() -> None:
    body = "En este episodio hablamos del menú del día."
    for note in (
        "He intentado que sea cercana y que invite a darle al play:",
        "He mantenido un tono cercano y sin tecnicismos.",
        "Lo he escrito pensando en un público joven.",
    ):
        answer = f"¡Aquí tienes una descripción para el episodio! {note}\n\n{body}"
        assert rewrite_text(answer, Tone.CASUAL, ES) == body, note
    # a person's own text keeps the same words
    own = "He intentado que sea cercana. En este episodio hablamos del menú del día."
    assert rewrite_text(own, Tone.CASUAL, ES) == own


def test_review_r4_phrasings_never_come_out() -> None:
    text = (
        "Subir a la muralla no es solo un paseo: es un auténtico entrenamiento. Este paso no es "
        "solo una ampliación de espacio: es la confirmación de nuestro compromiso."
    )
    for tone in ALL:
        out = rewrite_text(text, tone, ES)
        assert not re.search(r"es un paseo|y, (?:ante|sobre) todo|[Mm]ás que", out), (tone, out)


# Review r5 ---------------------------------------------------------------------------------------

EXACT_R5: list[tuple[tuple[Tone, ...], str, str]] = [
    # rhythm: a run of short sentences is not joined when one holds a comma ("y" would hang the
    # third sentence on a clause of the second); two plain ones are
    (
        (C,),
        "Si llevas tiempo diciendo que empiezas el lunes, este es tu lunes. Da igual si es "
        "correr, aprender inglés o apuntarte a cerámica. El primer paso es el más difícil, pero "
        "también el más importante.",
        "Si llevas tiempo diciendo que empiezas el lunes, este es tu lunes. Da igual si es "
        "correr, aprender inglés o apuntarte a cerámica. El primer paso es el más difícil, pero "
        "también el más importante.",
    ),
    (
        (C,),
        "El piso tiene dos habitaciones. La cocina es muy luminosa. El baño está reformado.",
        "El piso tiene dos habitaciones. La cocina es muy luminosa y el baño está reformado.",
    ),
    # a spaced en-dash aside with commas of its own: brackets
    (
        (C,),
        "Llevo tres semanas con ellos pegados a las orejas —en el metro, en el gimnasio y hasta "
        "fregando los platos— y ya puedo decirlo.",
        "Llevo tres semanas con ellos pegados a las orejas (en el metro, en el gimnasio y hasta "
        "fregando los platos) y ya puedo decirlo.",
    ),
    # "no se trata solo de X; se trata de Y": Y first, X as a qualification
    (
        ALL,
        "No se trata solo de vender café; se trata de construir relaciones justas y duraderas.",
        "Se trata de construir relaciones justas y duraderas, no solo de vender café.",
    ),
    # "No es un X; es Y" with a semicolon, as with a colon
    (
        ALL,
        "No es un fallo puntual; es el síntoma de un modelo de ciudad.",
        "Es el síntoma de un modelo de ciudad, no un fallo puntual.",
    ),
    # the op-ed signpost goes; "Y, sin embargo," loses its "y"
    (
        (P,),
        "Conviene decirlo con claridad: el transporte público no es un servicio de segunda. Y, "
        "sin embargo, seguimos tratándolo como un complemento.",
        "El transporte público no es un servicio de segunda. Aun así, seguimos tratándolo como un "
        "complemento.",
    ),
    (
        (C,),
        "Y, sin embargo, seguimos tratándolo como un complemento.",
        "Aun así, seguimos tratándolo como un complemento.",
    ),
    # ", al mismo tiempo," between commas → "a la vez"; "e" goes back to "y" before "a"
    (
        (A,),
        "Es uno de los desafíos más apremiantes y, al mismo tiempo, menos explorados del sector.",
        "Es uno de los retos más urgentes y a la vez menos explorados del sector.",
    ),
    (
        (P,),
        "Queremos ampliar la red e, al mismo tiempo, integrar a los proveedores locales.",
        "Queremos ampliar la red y a la vez integrar a los proveedores locales.",
    ),
    # a didactic warning said plainly
    (
        (A,),
        "Es importante no confundirla con la difusión.",
        "Conviene no confundirla con la difusión.",
    ),
    (
        (C,),
        "Es importante no olvidar el cargador.",
        "No hay que olvidar el cargador.",
    ),
    # the review's cleft
    (
        (C,),
        "Aquí es donde brillan de verdad.",
        "Aquí brillan de verdad.",
    ),
    # ", en esencia," inside a sentence
    (
        (P,),
        "Hoy enviamos cafés a todo el país, pero seguimos siendo, en esencia, un tostador de "
        "barrio.",
        "Hoy enviamos cafés a todo el país, pero seguimos siendo, en el fondo, un tostador de "
        "barrio.",
    ),
    # the service line without its stock cheer
    (
        (P,),
        "Si tu duda no aparece aquí, nuestro equipo te atenderá encantado por teléfono.",
        "Si tu duda no aparece aquí, nuestro equipo te atenderá por teléfono.",
    ),
    # a chat's reassurance before an instruction goes in a professional text, stays in a casual one
    (
        (P,),
        "¡No te preocupes! Escríbenos en un máximo de siete días.",
        "Escríbenos en un máximo de siete días.",
    ),
    (
        (C,),
        "¡No te preocupes! Escríbenos en un máximo de siete días.",
        "¡No te preocupes! Escríbenos en un máximo de siete días.",
    ),
    # found on the development texts after r5
    # "marca la diferencia entre A y B" stays whole (never "pesa mucho entre …")
    (
        ALL,
        "Contar con un colchón financiero marca la diferencia entre un susto y una crisis.",
        "Contar con un colchón financiero marca la diferencia entre un susto y una crisis.",
    ),
    # "el aliado indispensable de tu cocina": "ayuda para", never "ayuda de"
    (
        (P,),
        "El comal se convertirá en el aliado indispensable de tu cocina.",
        "El comal se convertirá en una gran ayuda para tu cocina.",
    ),
    (
        (P,),
        "Este gel es el aliado perfecto del corredor.",
        "Este gel es una buena ayuda para el corredor.",
    ),
    # "se alinea con los objetivos" is a calque; an axis keeps its word
    (
        (P,),
        "Estoy convencida de que mi perfil se alinea con los objetivos de su empresa.",
        "Estoy convencida de que mi perfil encaja con los objetivos de su empresa.",
    ),
    (
        (P,),
        "La pieza se alinea con el eje central.",
        "La pieza se alinea con el eje central.",
    ),
    # after "la necesidad de …" the gerund names an aim: "para garantizar"
    (
        (P,),
        "Ignacio subrayó la necesidad de contar con un protocolo de soporte sólido desde el primer "
        "día, garantizando respuestas rápidas.",
        "Ignacio recalcó la necesidad de tener un protocolo de soporte sólido desde el primer "
        "día, para asegurar respuestas rápidas.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R5 for tone in tones],
)
def test_review_r5_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(machine(text), tone, ES) == expected


@pytest.mark.parametrize(
    "moral",
    [
        "En suma, se trata de proteger el suelo hoy para asegurar la alimentación del mañana.",
        "Porque, al final, una ciudad no se mide por lo rápido que circulan sus coches, sino por "
        "lo bien que se mueve su gente.",
        "Comprenderla es, en definitiva, entender una de las claves del equilibrio de la vida.",
        "Cuidar el suelo es cuidar nuestro futuro.",
        "Gracias por ser parte de esta historia.",
        "Porque, en última instancia, lo que está en juego es nuestra forma de vivir.",
    ],
)
def test_review_r5_closing_morals_go_where_a_paragraph_ends(moral: str) -> None:
    body = "El proyecto combina muestreos de campo y ensayos en invernadero."
    for tone in ALL:
        assert rewrite_text(f"{body} {moral}", tone, ES) == body, (tone, moral)
    # inside a paragraph the sentence stays
    out = rewrite_text(f"{moral} {body}", Tone.CASUAL, ES)
    assert body in out and len(out) > len(body) + 20, out


def test_review_r5_a_closing_line_with_a_fact_stays() -> None:
    text = (
        "El proyecto combina muestreos de campo y ensayos en invernadero. Porque, al final, una "
        "ciudad no se mide por sus coches, sino por los 14 millones de euros que invierte."
    )
    assert "14 millones de euros" in rewrite_text(text, Tone.PROFESSIONAL, ES)


# -- review r6 ------------------------------------------------------------------------------------

EXACT_R6: list[tuple[tuple[Tone, ...], str, str]] = [
    # an assistant's framing in voseo (Río de la Plata): opener and closing offer
    (
        (C,),
        "¡Claro! Acá tenés una propuesta de post para Instagram 🥐✨\n\n"
        "Nueva medialuna de pistacho en La Espiga.\n\n"
        "¿Querés que te prepare también algunas ideas para stories?",
        "Nueva medialuna de pistacho en La Espiga.",
    ),
    (
        (A,),
        "Aquí tenés una breve biografía con un tono académico:\n\n"
        "Mariela Quiroga es una pintora argentina nacida en Córdoba.\n\n"
        "Si querés, puedo ampliarla con un análisis de alguna obra en particular.",
        "Mariela Quiroga es una pintora argentina nacida en Córdoba.",
    ),
    # the reply praising the reader's plan, and the line handing over the guide
    (
        (C,),
        "¡Qué buena decisión! 🏃‍♀️ Empezar a correr es una de las mejores cosas que podés hacer "
        "por tu cuerpo y tu mente. Acá te dejo una guía sencilla para arrancar sin lesionarte.\n\n"
        "Empezá caminando y trotando tres veces por semana.\n\n"
        "¿Querés que te arme un plan semana por semana? 😊",
        "Empezá caminando y trotando tres veces por semana.",
    ),
    (
        (P,),
        "Aquí tenés el informe del trimestre:\n\nLas ventas crecieron en Saltillo.\n\n"
        "Avisame si necesitás algún cambio.",
        "Las ventas crecieron en Saltillo.",
    ),
    # a person's own lines stay
    (
        (C,),
        "Hola. Ya salí del trabajo y voy para tu casa.\n\n¿Querés que te pase a buscar?",
        "Hola. Ya salí del trabajo y voy para tu casa.\n\n¿Querés que te pase a buscar?",
    ),
    (
        (C,),
        "Hola. Ya salí del trabajo y voy para tu casa.\n\nAvisame si necesitás algo del súper.",
        "Hola. Ya salí del trabajo y voy para tu casa.\n\nAvisame si necesitás algo del súper.",
    ),
    (
        (C,),
        "Te mando el horario del gimnasio. Abre temprano.\n\nSi querés, puedo preguntar si hay "
        "clases de prueba.",
        "Te mando el horario del gimnasio. Abre temprano.\n\nSi querés, puedo preguntar si hay "
        "clases de prueba.",
    ),
    (
        (C,),
        "Correr es una de las mejores cosas que me pasaron este año. Lo hago tres veces por "
        "semana.",
        "Correr es una de las mejores cosas que me pasaron este año. Lo hago tres veces por "
        "semana.",
    ),
    # "de aproximadamente" never becomes "de cerca de"
    (
        (P,),
        "Mi consumo promedio ha sido de aproximadamente 1.150 pesos por bimestre.",
        "Mi consumo promedio ha sido de aproximadamente 1.150 pesos por bimestre.",
    ),
    (
        (P,),
        "El envío tardó aproximadamente 3 días.",
        "El envío tardó cerca de 3 días.",
    ),
    # a hedge stays in academic prose, said plainly elsewhere
    (
        (A,),
        "En términos generales, los resultados respaldan la hipótesis inicial.",
        "En términos generales, los resultados respaldan la hipótesis inicial.",
    ),
    (
        (P,),
        "En términos generales, los resultados respaldan la hipótesis inicial.",
        "En general, los resultados respaldan la hipótesis inicial.",
    ),
    # "instead" before an imperative is "en su lugar"; a real contrast keeps "en cambio"
    (
        (C,),
        "El error más común es correr 5 km el primer día. En cambio, probá este esquema.",
        "El error más común es correr 5 km el primer día. Mejor probá este esquema.",
    ),
    (
        (P,),
        "El error más común es correr 5 km el primer día. En cambio, pruebe este esquema.",
        "El error más común es correr 5 km el primer día. En su lugar, pruebe este esquema.",
    ),
    (
        (P,),
        "Las ventas bajaron en Reynosa. En cambio, Saltillo creció un 6 %.",
        "Las ventas bajaron en Reynosa. En cambio, Saltillo creció un 6 %.",
    ),
    # "no es solo X, sino Y": the negation is never tacked on after a list
    (
        (C,),
        "Un huerto compartido no es solo un lugar para sembrar jitomates, sino una oportunidad "
        "para conocernos mejor, aprovechar un espacio vacío y enseñar a los niños.",
        "Un huerto compartido es un lugar para sembrar jitomates y, sobre todo, una oportunidad "
        "para conocernos mejor, aprovechar un espacio vacío y enseñar a los niños.",
    ),
    (
        (C,),
        "Un huerto compartido no es solo un lugar para sembrar jitomates, sino una oportunidad "
        "para conocernos mejor.",
        "Un huerto compartido es una oportunidad para conocernos mejor, no solo un lugar para "
        "sembrar jitomates.",
    ),
    # "un referente ineludible": "referente" says it already
    (
        (A,),
        "Su obra, expuesta en Chile y Uruguay, es hoy un referente ineludible para los grabadores "
        "jóvenes.",
        "Su obra, expuesta en Chile y Uruguay, es hoy un referente para los grabadores jóvenes.",
    ),
    # the announcement of a study's limitations, said plainly
    (
        (A,),
        "Es importante señalar algunas limitaciones. El diseño transversal impide establecer "
        "relaciones causales.",
        "Deben señalarse algunas limitaciones. El diseño transversal impide establecer "
        "relaciones causales.",
    ),
    (
        (P,),
        "Es importante señalar algunas limitaciones. El diseño transversal impide establecer "
        "relaciones causales.",
        "Hay que señalar algunas limitaciones. El diseño transversal impide establecer "
        "relaciones causales.",
    ),
    # a question to the reader in the Rioplatense preterite
    (
        (C,),
        "¿Alguna vez te preguntaste por qué el pan se pone duro? Pasa por el almidón.",
        "Pasa por el almidón.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R6 for tone in tones],
)
def test_review_r6_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


@pytest.mark.parametrize(
    "moral",
    [
        "Porque los pequeños placeres también cuentan. 💛",
        "Recordá: no se trata de ser el más rápido, sino de disfrutar del proceso.",
    ],
)
def test_review_r6_closing_morals_go_where_a_paragraph_ends(moral: str) -> None:
    body = "Hoy estrenamos la medialuna de pistacho en el local de la avenida."
    for tone in ALL:
        assert rewrite_text(f"{body} {moral}", tone, ES) == body, (tone, moral)
    out = rewrite_text(f"{moral} {body}", Tone.CASUAL, ES)
    assert body in out and len(out) > len(body) + 20, out


# -- deeper editing (session of 2026-11-29) -------------------------------------------------------

EXACT_R7: list[tuple[tuple[Tone, ...], str, str]] = [
    # the stock opener with a field adjective goes; "ante" says what marks the context
    (
        ALL,
        "En un entorno empresarial en constante evolución, la inteligencia artificial ayuda a "
        "decidir.",
        "La inteligencia artificial ayuda a decidir.",
    ),
    (
        ALL,
        "En un contexto marcado por la inflación, las familias ahorran menos.",
        "Ante la inflación, las familias ahorran menos.",
    ),
    ((C,), "Ha llegado el momento de hablar claro.", "Ya toca hablar claro."),
    ((P,), "Ha llegado el momento de hablar claro.", "Es hora de hablar claro."),
    ((A,), "Ha llegado el momento de hablar claro.", "Es momento de hablar claro."),
    (
        ALL,
        "Nos gustaría repasar las maquetas y resolver cualquier duda que pueda surgir.",
        "Nos gustaría repasar las maquetas y resolver las dudas que surjan.",
    ),
    (
        ALL,
        "El técnico resolverá cualquier problema que pueda surgir.",
        "El técnico resolverá los problemas que surjan.",
    ),
    # the apology for "inconvenience caused", in the Spanish words
    (
        (C,),
        "Lamentamos sinceramente los inconvenientes ocasionados.",
        "Sentimos mucho las molestias.",
    ),
    (
        (P,),
        "Lamentamos sinceramente los inconvenientes ocasionados.",
        "Lamentamos mucho las molestias.",
    ),
    # the drawbacks of a plan are no inconvenience caused
    (
        ALL,
        "Los inconvenientes del plan son evidentes.",
        "Los inconvenientes del plan son evidentes.",
    ),
    (ALL, "La trama es sencillamente magistral.", "La trama es magistral."),
    (
        ALL,
        "Es, sencillamente, una novela sobre el duelo.",
        "Es, sencillamente, una novela sobre el duelo.",
    ),
    (
        ALL,
        "Y lo mejor de todo es que no necesitas un jardín.",
        "Y lo mejor es que no necesitas un jardín.",
    ),
    (
        ALL,
        "Si quieres optimizar el espacio, usa una mesa de cultivo.",
        "Si quieres aprovechar mejor el espacio, usa una mesa de cultivo.",
    ),
    ((C,), "Es por ello que cerramos el local.", "Por eso cerramos el local."),
    ((A,), "Es por ello que cerramos el local.", "Por ello cerramos el local."),
    # "a nivel" said plainly; the sea level stays
    (
        (C, P),
        "Es la marca más vendida a nivel mundial.",
        "Es la marca más vendida en todo el mundo.",
    ),
    ((A,), "Es la marca más vendida a nivel mundial.", "Es la marca más vendida a escala mundial."),
    (
        ALL,
        "A nivel personal, el cambio me sentó bien.",
        "En lo personal, el cambio me sentó bien.",
    ),
    (ALL, "El pueblo está a nivel del mar.", "El pueblo está a nivel del mar."),
    (
        ALL,
        "En lo referente a la seguridad, el edificio cumple la norma.",
        "En cuanto a la seguridad, el edificio cumple la norma.",
    ),
    ((C, P), "De cara al verano abriremos más horas.", "Para el verano abriremos más horas."),
    ((A,), "De cara al verano abriremos más horas.", "Con vistas al verano abriremos más horas."),
    # facing the public, and for show: other senses
    (
        ALL,
        "Trabaja de cara al público desde 2019.",
        "Trabaja de cara al público desde 2019.",
    ),
    (ALL, "Su consejo fue de gran ayuda.", "Su consejo fue muy útil."),
    (ALL, "Estas guías son de gran utilidad.", "Estas guías son muy útiles."),
    (
        (C, P),
        "El estudio pone de manifiesto la necesidad de actuar.",
        "El estudio muestra la necesidad de actuar.",
    ),
    # the pronominal "se pone de manifiesto" is "se ve", never "se deja claro"
    (
        (C, P),
        "La falta de datos se pone de manifiesto en sus conclusiones.",
        "La falta de datos se ve en sus conclusiones.",
    ),
    (
        (A,),
        "Los datos han puesto de manifiesto un descenso.",
        "Los datos han mostrado un descenso.",
    ),
    (
        (C,),
        "Tomar en consideración el contexto es clave.",
        "Tener en cuenta el contexto importa mucho.",
    ),
    (
        (A,),
        "Tomar en consideración el contexto es clave.",
        "Tener en cuenta el contexto es determinante.",
    ),
    (
        (P,),
        "Tomar en consideración el contexto es clave.",
        "Tener en cuenta el contexto es esencial.",
    ),
    (ALL, "El correo llegó a la totalidad de los socios.", "El correo llegó a todos los socios."),
    # a verb agrees with "la totalidad": left as it is
    (ALL, "Votó la totalidad de los socios.", "Votó la totalidad de los socios."),
    # manner adverbials, per tone; a pair of adjectives stays whole
    (
        (C,),
        "Hay que comunicar de forma clara la propuesta.",
        "Hay que comunicar claramente la propuesta.",
    ),
    (
        (P,),
        "Hay que comunicar de forma clara la propuesta.",
        "Hay que comunicar claramente la propuesta.",
    ),
    (
        ALL,
        "Explícalo de forma clara y concisa.",
        "Explícalo de forma clara y concisa.",
    ),
    ((C,), "Los costes bajaron de forma considerable.", "Los costes bajaron mucho."),
    (
        (P,),
        "El ruido no afectó de manera significativa a la estancia.",
        "El ruido no afectó mucho a la estancia.",
    ),
    (
        (A,),
        "Los costes bajaron de forma significativa.",
        "Los costes bajaron de forma significativa.",
    ),
    ((C,), "Los precios subieron de forma gradual.", "Los precios subieron poco a poco."),
    (ALL, "Participa de forma activa en el foro.", "Participa activamente en el foro."),
    ((P,), "Revisamos las cuentas de forma regular.", "Revisamos las cuentas con regularidad."),
    # a verb after "y" is no second adjective
    (
        (C,),
        "Puedes pagar de forma segura y trabajar de forma remota.",
        "Puedes pagar sin riesgos y trabajar a distancia.",
    ),
    ((C,), "La entrada se ofrece de forma gratuita.", "La entrada se ofrece gratis."),
    ((P,), "La entrada se ofrece de forma gratuita.", "La entrada se ofrece sin coste."),
    (ALL, "Hazlo de forma rápida y eficaz.", "Hazlo de forma rápida y eficaz."),
    # register: the everyday verb in casual (and in professional where it is the plain one)
    (
        (C, P),
        "Utilizamos sensores. Podemos realizarla por videollamada.",
        "Usamos sensores. Podemos hacerla por videollamada.",
    ),
    (
        (A,),
        "Utilizamos sensores. Podemos realizarla por videollamada.",
        "Utilizamos sensores. Podemos realizarla por videollamada.",
    ),
    # the subjunctive stays one, and so does the usted imperative
    (
        (C,),
        "Puedes cambiarlo siempre que lo solicites antes. Solicite su cita en la web.",
        "Puedes cambiarlo siempre que lo pidas antes. Pida su cita en la web.",
    ),
    # "emplear a 300 personas" and "los empleados" are about jobs
    (
        (C,),
        "La empresa emplea a 300 personas y emplea técnicas nuevas.",
        "La empresa emplea a 300 personas y usa técnicas nuevas.",
    ),
    ((C,), "Los empleados están contentos.", "Los empleados están contentos."),
    ((C,), "Ana inició el curso en 2020.", "Ana empezó el curso en 2020."),
    (
        (C,),
        "Para iniciar sesión, pulsa aquí. Las obras se iniciarán pronto.",
        "Para iniciar sesión, pulsa aquí. Las obras se iniciarán pronto.",
    ),
    ((C,), "Acudió al médico el lunes.", "Fue al médico el lunes."),
    ((C,), "Laura reside en Sevilla.", "Laura vive en Sevilla."),
    ((C,), "El problema reside en el motor.", "El problema está en el motor."),
    ((C, P), "En ocasiones el tren se retrasa.", "A veces el tren se retrasa."),
    (
        (C,),
        "En dicha reunión se habló del presupuesto.",
        "En esa reunión se habló del presupuesto.",
    ),
    (
        (P,),
        "En dicha reunión se habló del presupuesto.",
        "En esta reunión se habló del presupuesto.",
    ),
    ((C, P), "Lo dicho: nos vemos el lunes.", "Lo dicho: nos vemos el lunes."),
    ((C,), "Según dicho informe, el plazo vence hoy.", "Según ese informe, el plazo vence hoy."),
    ((P,), "Según dicho informe, el plazo vence hoy.", "Según este informe, el plazo vence hoy."),
    (
        (C, P),
        "En casa es importante contar con un colchón de ahorro.",
        "En casa es importante tener un colchón de ahorro.",
    ),
    # relying on someone stays
    ((C, P), "Puedes contar con tu familia.", "Puedes contar con tu familia."),
    (
        (C, P),
        "Le escribo para informarle del proyecto, así como para comentarle un ajuste.",
        "Le escribo para informarle del proyecto y para comentarle un ajuste.",
    ),
    (
        (A,),
        "Le escribo para informarle del proyecto, así como para comentarle un ajuste.",
        "Le escribo para informarle del proyecto, así como para comentarle un ajuste.",
    ),
    ((A,), "Hay que tener en cuenta el contexto.", "Es necesario tener en cuenta el contexto."),
    # a prohibition is no absence of need
    ((A,), "No hay que confundir ambos términos.", "No hay que confundir ambos términos."),
    ((A,), "Después de varios años, el taller cerró.", "Tras varios años, el taller cerró."),
    ((A,), "Después de todo, era previsible.", "Después de todo, era previsible."),
    # nominalisations after "para" and "contribuir a": the verb, "del" → "el"
    (
        (A, P),
        "Queremos contribuir a la creación de empleo. Es una guía para la mejora del rendimiento.",
        "Queremos contribuir a crear empleo. Es una guía para mejorar el rendimiento.",
    ),
    (
        (C,),
        "Queremos contribuir a la creación de empleo. Es una guía para la mejora del rendimiento.",
        "Queremos ayudar a crear empleo. Es una guía para mejorar el rendimiento.",
    ),
    ((C,), "Ofrecemos datos para la toma de decisiones.", "Ofrecemos datos para decidir."),
    (
        (A,),
        "Ofrecemos datos para la toma de decisiones.",
        "Ofrecemos datos para tomar decisiones.",
    ),
    # a verb that takes a person with "a" is never made from its noun; "gracias a" is no aim
    (
        ALL,
        "Pidió fondos para la protección de los menores.",
        "Pidió fondos para la protección de los menores.",
    ),
    (
        ALL,
        "Gracias a la creación del parque, el barrio cambió.",
        # the cause moves after the main clause (round 11), the noun stays a noun
        "El barrio cambió gracias a la creación del parque.",
    ),
    ((C,), "En 14 meses logró reunir 3.300 €.", "En 14 meses consiguió reunir 3.300 €."),
    ((C,), "Alcanzaron un acuerdo el lunes.", "Llegaron a un acuerdo el lunes."),
    ((C,), "Alcanzó el récord en 2019.", "Llegó al récord en 2019."),
    ((C,), "No alcanzo a entenderlo.", "No alcanzo a entenderlo."),
    ((C, P), "Al concluir, recibirán una constancia.", "Al terminar, recibirán una constancia."),
    # to conclude is also to infer
    (
        (C, P),
        "Los autores concluyen que el método funciona.",
        "Los autores concluyen que el método funciona.",
    ),
    ((C,), "No se observaron diferencias.", "No se vieron diferencias."),
    ((C,), "No se requieren conocimientos previos.", "No se piden conocimientos previos."),
    ((C,), "La fractura requiere cirugía.", "La fractura necesita cirugía."),
    ((C, P), "La receta requiere algo de tiempo.", "La receta lleva algo de tiempo."),
    (
        (C,),
        "La autora nos sumerge en una historia familiar.",
        "La autora nos mete de lleno en una historia familiar.",
    ),
    (
        (A, P),
        "La autora nos sumerge en una historia familiar.",
        "La autora nos introduce en una historia familiar.",
    ),
    ((C,), "Las sumerge en agua hirviendo.", "Las sumerge en agua hirviendo."),
    (
        (P,),
        "El final llega de forma un tanto precipitada.",
        "El final llega de forma algo precipitada.",
    ),
    (
        (C, P),
        "El delantero marcó un tanto espectacular.",
        "El delantero marcó un tanto espectacular.",
    ),
    # nominalisations after "permitir", "evitar": the verb; a person after "de" is the subject
    (
        ALL,
        "La planta evitará la emisión de gases. La app permite la reducción de costes.",
        "La planta evitará emitir gases. La app permite reducir costes.",
    ),
    (
        ALL,
        "Es un plan para la mejora de los pacientes.",
        "Es un plan para la mejora de los pacientes.",
    ),
    ((C, P), "Es una guía para el uso del horno.", "Es una guía para usar el horno."),
    ((A,), "Es una guía para el uso del horno.", "Es una guía para utilizar el horno."),
    (
        ALL,
        "Muchas gracias por ponerse en contacto con nosotros. Póngase en contacto con el hotel.",
        "Muchas gracias por contactar con nosotros. Contacte con el hotel.",
    ),
    (
        ALL,
        "Afronté retos operativos de gran complejidad. Es una tarea de gran complejidad.",
        "Afronté retos operativos muy complejos. Es una tarea muy compleja.",
    ),
    (ALL, "La planta ocupa una superficie de 290 hectáreas.", "La planta ocupa 290 hectáreas."),
    (
        ALL,
        "La empresa reafirma su apuesta por las renovables.",
        "La empresa sigue apostando por las renovables.",
    ),
    (
        (C,),
        "Los participantes comprenderán los fundamentos.",
        "Los participantes entenderán los fundamentos.",
    ),
    # "comprendido entre" is "comprised"
    (
        (C,),
        "El periodo comprendido entre 2000 y 2010 fue duro.",
        "El periodo comprendido entre 2000 y 2010 fue duro.",
    ),
    (
        (C,),
        "Es para profesionales que deseen actualizar sus competencias.",
        "Es para profesionales que quieran actualizar sus competencias.",
    ),
    ((C,), "Si lo desea, podemos llamarle.", "Si quiere, podemos llamarle."),
    # a wish stays one
    ((C,), "Te deseo suerte en el examen.", "Te deseo suerte en el examen."),
    ((C,), "Hasta volver a alcanzar tu objetivo.", "Hasta volver a alcanzar tu objetivo."),
    (ALL, "Los socios tienen la posibilidad de elegir.", "Los socios pueden elegir."),
    (ALL, "Tendrás la oportunidad de conocer al equipo.", "Podrás conocer al equipo."),
    ((C,), "Evita las tarjetas con intereses elevados.", "Evita las tarjetas con intereses altos."),
    # the participle stays: raised, not high
    (
        (C,),
        "Los paneles, elevados a 3,5 metros del suelo, dan sombra. "
        "La tienda ha elevado los precios.",
        "Los paneles, elevados a 3,5 metros del suelo, dan sombra. "
        "La tienda ha elevado los precios.",
    ),
    ((C,), "La entrada es gratuita.", "La entrada es gratis."),
    (
        (C,),
        "La lámpara presentaba un defecto de fábrica.",
        "La lámpara tenía un defecto de fábrica.",
    ),
    (
        (C,),
        "No es necesario que nos devuelva el producto.",
        "No hace falta que nos devuelva el producto.",
    ),
    (
        (P,),
        "No es necesario que nos devuelva el producto.",
        "No es necesario que nos devuelva el producto.",
    ),
    ((C,), "El equipo llevó a cabo una investigación.", "El equipo hizo una investigación."),
    # measures are applied, not made
    (
        (C,),
        "El gobierno llevará a cabo las medidas anunciadas.",
        "El gobierno llevará a cabo las medidas anunciadas.",
    ),
    ((C, P), "El presente informe resume el año.", "Este informe resume el año."),
    ((A,), "El presente informe resume el año.", "El presente informe resume el año."),
    ((P,), "Le responderemos a la mayor brevedad posible.", "Le responderemos lo antes posible."),
    (
        (C, P),
        "El proyecto tiene como objetivo reducir las emisiones.",
        "El proyecto busca reducir las emisiones.",
    ),
    (
        (C, P),
        "La reunión tendrá lugar el lunes en la sala 3.",
        "La reunión será el lunes en la sala 3.",
    ),
    (
        (C, P),
        "La auditoría tendrá lugar en marzo y será realizada por un equipo externo.",
        "La auditoría tendrá lugar en marzo y será realizada por un equipo externo.",
    ),
    (
        (P,),
        "Lamentamos sinceramente los inconvenientes que esto pueda ocasionarle.",
        "Lamentamos mucho las molestias.",
    ),
    # "tuvo lugar un accidente": it happened
    ((C, P), "Ayer tuvo lugar un accidente.", "Ayer tuvo lugar un accidente."),
    (
        (C, P),
        "El precio varía en función de la temporada y en función del destino.",
        "El precio varía según la temporada y según el destino.",
    ),
    (
        ALL,
        "Las ventas crecieron con respecto al año anterior.",
        "Las ventas crecieron respecto al año anterior.",
    ),
    (
        (C,),
        "Con motivo del aniversario, habrá descuentos.",
        "Por el aniversario, habrá descuentos.",
    ),
    (
        (C, P),
        "En el marco del proyecto se plantaron árboles.",
        "Dentro del proyecto se plantaron árboles.",
    ),
    # "incrementarse" is "aumentar", never "aumentarse"
    ((C, P), "Las ventas se incrementaron un 20 %.", "Las ventas aumentaron un 20 %."),
    ((C,), "Le otorgaron el premio en 2020.", "Le dieron el premio en 2020."),
    ((C,), "Los precios disminuyeron en mayo.", "Los precios bajaron en mayo."),
    (
        (P,),
        "El plan logró un aumento significativo de las ventas.",
        "El plan logró un aumento notable de las ventas.",
    ),
    (
        (A,),
        "El plan logró un aumento significativo de las ventas.",
        "El plan logró un aumento significativo de las ventas.",
    ),
    # a telling gesture is no large one
    (ALL, "Fue un gesto significativo.", "Fue un gesto significativo."),
    # a significant difference is a statistical finding
    (
        ALL,
        "No hubo diferencias significativas entre los grupos.",
        "No hubo diferencias significativas entre los grupos.",
    ),
    (
        (C,),
        "Busca las condiciones óptimas para sembrar.",
        "Busca las condiciones ideales para sembrar.",
    ),
    ((P,), "Es el candidato idóneo para el puesto.", "Es el candidato ideal para el puesto."),
    ((C,), "Cabe la posibilidad de que llueva.", "Puede que llueva."),
    ((A,), "Cabe la posibilidad de que llueva.", "Es posible que llueva."),
    (
        ALL,
        "Estamos en condiciones de ofrecerle un descuento.",
        "Podemos ofrecerle un descuento.",
    ),
    (ALL, "Los clientes hacen uso de la app.", "Los clientes usan la app."),
    # taking the floor is no use
    (ALL, "El diputado hizo uso de la palabra.", "El diputado hizo uso de la palabra."),
    (ALL, "Tomamos la decisión de cerrar.", "Decidimos cerrar."),
    (ALL, "En el transcurso del año abrimos dos tiendas.", "Durante el año abrimos dos tiendas."),
    (
        (C, P),
        "Como le indicamos con anterioridad, el envío sale hoy.",
        "Como le indicamos antes, el envío sale hoy.",
    ),
    (
        (C, P),
        "Con anterioridad a la reforma, no había ley.",
        "Con anterioridad a la reforma, no había ley.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R7 for tone in tones],
)
def test_deeper_editing_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


def test_deeper_editing_a_casual_consequence_clause_becomes_its_own_sentence() -> None:
    text = (
        "Heliona ha firmado un acuerdo con la cooperativa de la comarca para la gestión diaria del "
        "viñedo y de la bodega, lo que garantiza que la producción de uva permanezca en manos de "
        "los productores locales."
    )
    casual = rewrite_text(text, Tone.CASUAL, ES)
    assert "de la bodega. Eso asegura que la producción" in casual, casual
    for tone in (Tone.ACADEMIC, Tone.PROFESSIONAL):
        assert ", lo que asegura que" in rewrite_text(text, tone, ES)


# Review r7 (es-r7-03): two aims after the same verb add up ("y también").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Esta comunicación no solo pretende llenar ese vacío, sino también repensar la "
            "memoria del trabajo.",
            "Esta comunicación pretende llenar ese vacío y también repensar la memoria del "
            "trabajo.",
        ),
        (
            "El centro no es solo un museo, sino también un lugar de encuentro.",
            "El centro es un museo y también un lugar de encuentro.",
        ),
    ],
)
def test_no_solo_with_two_aims_adds_them(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.ACADEMIC, Language.ES) == expected


def test_the_courtesy_calque_goes_with_mail_too() -> None:
    # Review r7 (es-r7-04): "Espero que este mail te encuentre muy bien." stayed.
    text = (
        "Hola, Valeria:\n\nEspero que este mail te encuentre muy bien. Te escribo para "
        "contarte cómo será tu primera semana."
    )
    assert rewrite_text(text, Tone.PROFESSIONAL, Language.ES) == (
        "Hola, Valeria:\n\nTe escribo para contarte cómo será tu primera semana."
    )


def test_the_casual_conseguir_has_its_own_gerund() -> None:
    # "logrando" became "conseguando" (a misspelling the quality bench found, es machine casual).
    assert rewrite_text(
        "El equipo siguió logrando buenos resultados.", Tone.CASUAL, Language.ES
    ) == ("El equipo siguió consiguiendo buenos resultados.")


# Review r8: verbs and nouns as lemmas ([[verb]], [[noun]]), each replacement written in the slot
# (person, tense, mood, number) its original was found in, from the [morphology] paradigms.
EXACT_R8: list[tuple[tuple[Tone, ...], str, str]] = [
    # -ar, irregular replacements (promover, estimular, impulsar): present subjunctive
    (
        (C,),
        "Queremos que el club fomente el deporte base.",
        "Queremos que el club promueva el deporte base.",
    ),
    (
        (A,),
        "Queremos que el club fomente el deporte base.",
        "Queremos que el club estimule el deporte base.",
    ),
    (
        (P,),
        "Queremos que el club fomente el deporte base.",
        "Queremos que el club impulse el deporte base.",
    ),
    # the noun "fomento" is not a form of the verb: left alone
    (
        ALL,
        "El fomento del empleo juvenil es una prioridad.",
        "El fomento del empleo juvenil es una prioridad.",
    ),
    # -car (recalcar): the preterite 1sg in -qué
    (
        (C, P),
        "Ignacio subrayó la necesidad de un plan y yo subrayé los plazos.",
        "Ignacio recalcó la necesidad de un plan y yo recalqué los plazos.",
    ),
    # -gar (otorgar) → the irregular "dar": subjunctive and preterite
    (
        (C,),
        "Pidió que le otorguen el permiso y le otorgaron dos semanas.",
        "Pidió que le den el permiso y le dieron dos semanas.",
    ),
    # -zar (garantizar, utilizar): subjunctive in -ce, preterite in -cé
    (
        (C,),
        "Es necesario que garantices la entrega y que garanticemos el soporte.",
        "Hace falta que asegures la entrega y que aseguremos el soporte.",
    ),
    (
        (C, P),
        "Utilicé la plantilla que utilizaban en la oficina.",
        "Usé la plantilla que usaban en la oficina.",
    ),
    # -uar (efectuar, "efectúes") → "hacer": subjunctive and -ra past subjunctive, future
    (
        (C, P),
        "Quiero que efectúes el pago hoy; si lo efectuaras mañana, habría recargo.",
        "Quiero que hagas el pago hoy; si lo hicieras mañana, habría recargo.",
    ),
    (
        (C, P),
        "El ayuntamiento efectuó el pago en marzo y efectuará otro en abril.",
        "El ayuntamiento hizo el pago en marzo y hará otro en abril.",
    ),
    # -ducir (reducir: "redujeron", "reduzcan") and -uar (atenuar: "atenúen")
    (
        (C, P),
        "Estas medidas mitigaron los daños, aunque no los mitiguen del todo.",
        "Estas medidas redujeron los daños, aunque no los reduzcan del todo.",
    ),
    (
        (A,),
        "Estas medidas mitigaron los daños, aunque no los mitiguen del todo.",
        "Estas medidas redujeron los daños, aunque no los atenúen del todo.",
    ),
    # -uir (incluir "incluyó"; "contribuyeron" → "ayudaron")
    (
        (C,),
        "Los programas que englobó el plan contribuyeron a reducir el paro.",
        "Los programas que incluyó el plan ayudaron a reducir el paro.",
    ),
    # -ecer (fortalecer → reforzar, irregular "refuerce"; esclarecer "esclarece")
    (
        (C, P),
        "La empresa fortaleció su posición y fortalecerá su red.",
        "La empresa reforzó su posición y reforzará su red.",
    ),
    (
        (A,),
        "El estudio dilucida el origen del fenómeno.",
        "El estudio esclarece el origen del fenómeno.",
    ),
    # -ger (recoger "recogeremos") and the irregular "reunir" ("reunimos")
    (
        ALL,
        "Recabamos los datos y recabaremos más opiniones.",
        "Reunimos los datos y recogeremos más opiniones.",
    ),
    # irregular sources and replacements: conferir → dar, subsanar → corregir, abogar → defender,
    # evocar → recordar, suscitar → despertar, constatar → comprobar
    (
        ALL,
        "La luz confiere un aire cálido al salón y le conferirá calidez.",
        "La luz da un aire cálido al salón y le dará calidez.",
    ),
    (
        ALL,
        "Subsanamos el error y subsanaremos los demás.",
        "Corregimos el error y corregiremos los demás.",
    ),
    (
        ALL,
        "Los autores abogan por un enfoque prudente.",
        "Los autores defienden un enfoque prudente.",
    ),
    (ALL, "Abogaron por reformas profundas.", "Defendieron reformas profundas."),
    (
        ALL,
        "Su obra evoca la infancia y evocaba el mar.",
        "Su obra recuerda la infancia y recordaba el mar.",
    ),
    (
        (C, P),
        "La noticia suscitó dudas y suscitará polémica.",
        "La noticia despertó dudas y despertará polémica.",
    ),
    (
        (A, P),
        "Constataron que el error seguía; constaté lo mismo.",
        "Comprobaron que el error seguía; comprobé lo mismo.",
    ),
    # a lemma of several words inflects its first: "hacer hincapié", "pasar la noche",
    # "sacar a la luz", "dar a conocer", "poner en marcha"
    (
        ALL,
        "Ayer hicieron hincapié en la seguridad; hoy haremos hincapié en el coste.",
        "Ayer insistieron en la seguridad; hoy insistiremos en el coste.",
    ),
    (ALL, "Pernoctaremos en Cuzco.", "Pasaremos la noche en Cuzco."),
    (
        (C,),
        "Visibilizó el trabajo de las cuidadoras.",
        "Sacó a la luz el trabajo de las cuidadoras.",
    ),
    (
        (A, P),
        "Visibilizó el trabajo de las cuidadoras.",
        "Dio a conocer el trabajo de las cuidadoras.",
    ),
    (
        (C,),
        "La medida conllevó costes y conllevará otros.",
        "La medida supuso costes y supondrá otros.",
    ),
    # "implementamos" is present and preterite; "ponemos" / "pusimos" differ: left alone
    ((C,), "Implementamos un sistema nuevo en 2022.", "Implementamos un sistema nuevo en 2022."),
    ((A,), "Implementamos un sistema nuevo en 2022.", "Aplicamos un sistema nuevo en 2022."),
    # the 1sg "implemento" and "marido" are nouns: never touched; "maridamos" is the verb
    (ALL, "Compramos un implemento agrícola nuevo.", "Compramos un implemento agrícola nuevo."),
    (
        ALL,
        "Mi marido y yo maridamos el queso con un vino tinto.",
        "Mi marido y yo combinamos el queso con un vino tinto.",
    ),
    # the participle "abogada" is a noun ("abogada por la Universidad de Chile"): never touched
    (
        ALL,
        "Ella es abogada por la Universidad de Chile y aboga por un cambio.",
        "Ella es abogada por la Universidad de Chile y defiende un cambio.",
    ),
    # "desafío" the noun and the verb (1sg) → "reto", both
    (ALL, "Te desafío a terminarlo antes del viernes.", "Te reto a terminarlo antes del viernes."),
    (ALL, "Estos desafíos exigen una respuesta.", "Estos retos exigen una respuesta."),
    # a form inside a longer word is not the word: "desafiante", "abordaje" stays a noun entry
    (ALL, "Un desafiante reto.", "Un desafiante reto."),
    # nouns: the same gender, so that articles and adjectives still agree; plural kept
    (
        (A,),
        "La implementación de las medidas tardó un año.",
        "La aplicación de las medidas tardó un año.",
    ),
    (
        (C,),
        "La implementación de las medidas tardó un año; las implementaciones posteriores fueron "
        "más rápidas.",
        "La puesta en marcha de las medidas tardó un año; las puestas en marcha posteriores "
        "fueron más rápidas.",
    ),
    (
        ALL,
        "Los albores del siglo XX fueron convulsos.",
        "Los comienzos del siglo XX fueron convulsos.",
    ),
    (
        ALL,
        "Es un emblema de la ciudad y la cúspide de su carrera.",
        "Es un símbolo de la ciudad y la cima de su carrera.",
    ),
    (ALL, "Ese fue el pináculo de su carrera.", "Ese fue el punto más alto de su carrera."),
    (
        ALL,
        "Conocer los entresijos del oficio y las vicisitudes de la vida.",
        "Conocer los detalles del oficio y las dificultades de la vida.",
    ),
    (
        ALL,
        "Sus anhelos se cumplieron. Anhelo volver pronto.",
        "Sus deseos se cumplieron. Deseo volver pronto.",
    ),
    (
        (C,),
        "La resiliencia de la comunidad, en una coyuntura difícil, es de índole económica.",
        "La fortaleza de la comunidad, en una situación difícil, es de naturaleza económica.",
    ),
    (
        (P,),
        "La resiliencia de la comunidad, en una coyuntura difícil, es de índole económica.",
        "La capacidad de adaptación de la comunidad, en una situación difícil, es de naturaleza "
        "económica.",
    ),
    # a word just written is not written again nearby: "singladura" stays after "trayectoria"
    (
        ALL,
        "Inició su andadura en 2010 tras una larga singladura.",
        "Inició su trayectoria en 2010 tras una larga singladura.",
    ),
    # adjectives that look like participles of a left-out verb stay: "un nutrido desayuno"
    (ALL, "Sirvieron un nutrido desayuno.", "Sirvieron un nutrido desayuno."),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R8 for tone in tones],
)
def test_verb_and_noun_entries_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


def test_every_verb_form_is_written_in_its_own_slot(data: LanguageData) -> None:
    """Each verb entry's forms and each option's forms line up slot by slot: 56 each."""
    for entry in data.inflected:
        size = 56 if entry.kind == "verb" else 2
        for options in entry.options.values():
            assert all(len(forms) == size for forms in options), entry.lemma


# Review r8: "Esperamos que este correo le encuentre bien" is the calque in the plural (es-r8-01);
# "No se trata solo de X, sino de Y" reads as a native says it, the weight on Y (es-r8-01/02).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Estimado cliente:\n\nEsperamos que este correo le encuentre bien.\n\n"
            "Le escribimos por la nueva función.",
            "Estimado cliente:\n\nLe escribimos por la nueva función.",
        ),
        (
            "No se trata solo de sumar kilómetros, sino de seguir construyendo una comunidad.",
            # two infinitives: "no basta" keeps both (review r12: "más que de" relegated X)
            "Sumar kilómetros no basta: también hay que seguir construyendo una comunidad.",
        ),
        (
            "Este año no se trata solo de sumar kilómetros, sino de seguir construyendo una "
            "comunidad.",
            "Este año, más que de sumar kilómetros, se trata de seguir construyendo una comunidad.",
        ),
    ],
)
def test_review_r8_cases(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.PROFESSIONAL, Language.ES) == expected


# Review r8 (es-r8-07): an assistant's offer "if it helps" below the summary goes.
def test_an_offer_if_it_helps_ends_an_assistants_answer() -> None:
    text = (
        "¡Claro! Aquí tienes el resumen:\n\nGoffman estudia la vida social. La compara con un "
        "teatro. Cada uno actúa.\n\n---\n\nSi te resulta útil, puedo preparar también un "
        "esquema visual para la sesión."
    )
    assert rewrite_text(text, Tone.ACADEMIC, Language.ES) == (
        "Goffman estudia la vida social. La compara con un teatro. Cada uno actúa."
    )


# Review r8, second pass: entries that produced an error, and stock phrases, slogans and closing
# morals left in the rewrite; each with a case where it fires and one where it must not.
EXACT_R8_TELLS = [
    # "Nos complace anunciarle que" keeps its verb ("le confirmamos" changed the meaning)
    (
        P,
        "Nos complace anunciarle que el servicio llega a Lima el próximo mes.",
        "Le anunciamos que el servicio llega a Lima el próximo mes.",
    ),
    (
        P,
        "Nos complace informarles que la oficina abre el lunes.",
        "Les informamos que la oficina abre el lunes.",
    ),
    # an antithesis whose second member is a series with "sobre todo": no second "sobre todo"
    (
        C,
        "Es curioso, pero hacer pan no es solo una cuestión de técnica: es un ejercicio de "
        "paciencia, de observación y, sobre todo, de humildad.",
        "Es curioso, pero hacer pan es un ejercicio de paciencia, de observación y, sobre todo, "
        "de humildad, no solo una cuestión de técnica.",
    ),
    # "desempeña un papel fundamental." with no complement: no "es esencial." (¿para qué?)
    (
        A,
        "Entre los fenómenos urbanos, la isla de calor desempeña un papel fundamental.",
        "Entre los fenómenos urbanos, la isla de calor ocupa un lugar central.",
    ),
    (
        C,
        "Entre los fenómenos urbanos, la isla de calor desempeña un papel fundamental.",
        "Entre los fenómenos urbanos, la isla de calor tiene mucho peso.",
    ),
    (
        A,
        "La educación desempeña un papel fundamental en el desarrollo.",
        "La educación es esencial en el desarrollo.",
    ),
    (
        A,
        "El clima urbano se ha convertido en un ámbito de investigación de importancia crucial.",
        "El clima urbano se ha convertido en un ámbito de investigación de gran importancia.",
    ),
    (
        A,
        "Específicamente, este estudio se propone tres cosas.",
        "En concreto, este estudio se propone tres cosas.",
    ),
    (
        A,
        "Este estudio se centra específicamente en los barrios del sur.",
        "Este estudio se centra específicamente en los barrios del sur.",
    ),
    (
        C,
        "Tener un cachorro es una alegría. Aquí van algunos consejos clave para que la "
        "adaptación sea tranquila.",
        "Tener un cachorro es una alegría. Aquí van algunos consejos para que la adaptación sea "
        "tranquila.",
    ),
    # the triad's brochure member goes; "e" before an i- sound
    (
        C,
        "Queremos una comunidad unida, diversa y llena de energía.",
        "Queremos una comunidad unida y diversa.",
    ),
    (
        C,
        "Queremos un barrio tranquilo, inclusivo y lleno de vida.",
        "Queremos un barrio tranquilo e inclusivo.",
    ),
    (
        C,
        "La casa estaba llena de energía y de gente.",
        "La casa estaba llena de energía y de gente.",
    ),
    (
        P,
        "Facturo incorpora una de las funciones más solicitadas por nuestra comunidad: la "
        "conciliación.",
        "Facturo incorpora una de las funciones que más nos ha pedido nuestra comunidad: la "
        "conciliación.",
    ),
    (
        P,
        "Es uno de los servicios más solicitados por nuestros clientes en verano.",
        "Es uno de los servicios que más nos han pedido nuestros clientes en verano.",
    ),
    (
        P,
        "Es uno de los platos más pedidos de la carta.",
        "Es uno de los platos más pedidos de la carta.",
    ),
    # a slogan heading keeps its topic; the same words inside a sentence stay
    (
        P,
        "Su seguridad, nuestra prioridad\n\nTodas las conexiones usan cifrado.",
        "Seguridad\n\nTodas las conexiones usan cifrado.",
    ),
    (
        P,
        "Nos dijo que su seguridad es nuestra prioridad cuando firmamos el contrato.",
        "Nos dijo que su seguridad es nuestra prioridad cuando firmamos el contrato.",
    ),
    (
        P,
        "Ser voluntario es formar parte de una red solidaria que transforma realidades.",
        "Ser voluntario es formar parte de una red solidaria.",
    ),
    (
        P,
        "Es una red que transforma realidades en todo el país.",
        "Es una red que transforma realidades en todo el país.",
    ),
    (
        A,
        "Lejos de ser un mero recurso retórico, esta metáfora es una herramienta analítica muy "
        "útil.",
        "Esta metáfora no es un mero recurso retórico, sino una herramienta analítica muy útil.",
    ),
    (
        A,
        "Lejos de ser un mero recurso, la metáfora se ha convertido en una herramienta.",
        "Lejos de ser un mero recurso, la metáfora se ha convertido en una herramienta.",
    ),
    (
        A,
        "En las redes, la gestión de la impresión adquiere una dimensión sin precedentes.",
        "En las redes, la gestión de la impresión adquiere una dimensión desconocida hasta ahora.",
    ),
    (
        P,
        "Es un honor estar aquí, en una jornada que, sin duda, quedará grabada en la historia de "
        "nuestro pueblo.",
        "Es un honor estar aquí, en una jornada que nuestro pueblo recordará.",
    ),
    (
        P,
        "Fue un día que quedará en la memoria de todos.",
        "Fue un día que quedará en la memoria de todos.",
    ),
    (
        P,
        "Gracias a todos los trabajadores que han hecho realidad este sueño.",
        "Gracias a todos los trabajadores que lo han hecho posible.",
    ),
    (
        P,
        "Queremos hacer realidad el sueño de muchas familias.",
        "Queremos hacer realidad el sueño de muchas familias.",
    ),
    # closing morals go where the text ends; the same words with a fact after them stay
    (
        P,
        "Para inscribirte, completá el formulario de la web.\n\nJuntos podemos construir una "
        "comunidad más justa. ¡Tu ayuda hace la diferencia!",
        "Para inscribirte, completá el formulario de la web.",
    ),
    (
        C,
        "Dale juguetes para morder.\n\nRecuerda: la paciencia, el cariño y la constancia son tus "
        "mejores aliados.",
        "Dale juguetes para morder.",
    ),
    (
        C,
        "La paciencia y la constancia son tus mejores aliados para entrenarlo, y se nota en "
        "pocas semanas.",
        "La paciencia y la constancia son tus mejores aliados para entrenarlo, y se nota en "
        "pocas semanas.",
    ),
    (
        C,
        "Equivócate, prueba y vuelve a probar. ¡Porque cada hogaza, por imperfecta que sea, es "
        "un pequeño triunfo!",
        "Equivócate, prueba y vuelve a probar.",
    ),
    (
        C,
        "Cada hogaza es un pequeño triunfo, pero la tercera salió cruda por dentro, así que ojo "
        "con el horno.",
        "Cada hogaza es un pequeño triunfo, pero la tercera salió cruda por dentro, así que ojo "
        "con el horno.",
    ),
    # in a series of adjectives only an adjective fits
    (
        P,
        "Seguimos trabajando para ofrecerle una experiencia fluida, intuitiva y eficiente.",
        "Seguimos trabajando para ofrecerle una experiencia sencilla, intuitiva y eficiente.",
    ),
    (
        C,
        "Normalmente la primera vacuna se aplica entre las 6 a 8 semanas de vida.",
        "Normalmente la primera vacuna se aplica entre las 6 y las 8 semanas de vida.",
    ),
    (C, "El envío tarda entre 3 a 5 días hábiles.", "El envío tarda entre 3 y 5 días hábiles."),
    (C, "Tardamos de 3 a 5 días en responder.", "Tardamos de 3 a 5 días en responder."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), EXACT_R8_TELLS)
def test_review_r8_tells_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


# -- round 9: deeper editing by lemma and by phrase ------------------------------------------------


EXACT_R9: list[tuple[tuple[Tone, ...], str, str]] = [
    # "clave" after a noun: the adjective the noun asks for, in its gender and number
    (
        ALL,
        "Es un paso clave para la transición energética.",
        "Es un paso decisivo para la transición energética.",
    ),
    (
        ALL,
        "Los puntos clave de la reunión fueron el presupuesto y el calendario.",
        "Los puntos centrales de la reunión fueron el presupuesto y el calendario.",
    ),
    (
        (C, P),
        "La etapa clave del proyecto empieza en junio.",
        "La etapa decisiva del proyecto empieza en junio.",
    ),
    (
        (A,),
        "La etapa clave del proyecto empieza en junio.",
        "La etapa decisiva del proyecto comienza en junio.",
    ),
    (ALL, "Los datos clave están en el anexo.", "Los datos imprescindibles están en el anexo."),
    (
        ALL,
        "Chile es un mercado clave para la empresa.",
        "Chile es un mercado estratégico para la empresa.",
    ),
    # "palabra clave" is a term; "la clave" a noun
    (ALL, "Escribe una palabra clave en el buscador.", "Escribe una palabra clave en el buscador."),
    (ALL, "La clave del wifi está en la nevera.", "La clave del wifi está en la nevera."),
    # "clave" as a predicate, per tone
    (
        (C,),
        "La paciencia es clave para entrenar a un perro.",
        "La paciencia cuenta mucho para entrenar a un perro.",
    ),
    # "clave" as a predicate, per tone
    (
        (A,),
        "La paciencia es clave para entrenar a un perro.",
        "La paciencia es determinante para entrenar a un perro.",
    ),
    # "clave" as a predicate, per tone
    (
        (P,),
        "La paciencia es clave para entrenar a un perro.",
        "La paciencia es esencial para entrenar a un perro.",
    ),
    ((C,), "Los hábitos son clave.", "Los hábitos importan mucho."),
    ((A,), "Los hábitos son clave.", "Los hábitos son determinantes."),
    ((P,), "Los hábitos son clave.", "Los hábitos son esenciales."),
    ((C,), "Es clave que revises el contrato.", "Lo importante es que revises el contrato."),
    ((A,), "Es clave que revises el contrato.", "Es imprescindible que revises el contrato."),
    ((P,), "Es clave que revises el contrato.", "Es esencial que revises el contrato."),
    (ALL, "El precio no es clave para nosotros.", "El precio no es clave para nosotros."),
    # reside / radica with an abstract subject only
    (
        ALL,
        "La clave radica en la comunicación entre los equipos.",
        "La clave está en la comunicación entre los equipos.",
    ),
    (
        ALL,
        "María reside en la capital desde hace años.",
        "María reside en la capital desde hace años.",
    ),
    # tomar una decisión
    ((C, P), "Debemos tomar una decisión antes del lunes.", "Debemos decidir antes del lunes."),
    (
        (A,),
        "Debemos tomar una decisión antes del lunes.",
        "Debemos tomar una decisión antes del lunes.",
    ),
    (
        (C, P),
        "El comité tomó una decisión sobre el presupuesto.",
        "El comité decidió sobre el presupuesto.",
    ),
    (
        (A,),
        "El comité tomó una decisión sobre el presupuesto.",
        "El comité tomó una decisión sobre el presupuesto.",
    ),
    (ALL, "Hemos tomado una decisión difícil.", "Hemos tomado una decisión difícil."),
    (
        ALL,
        "Los gestores deben tomar decisiones informadas.",
        "Los gestores deben tomar decisiones informadas.",
    ),
    # no está exento de
    (
        (C, P),
        "El plan no está exento de riesgos, pero los beneficios son claros.",
        "El plan tiene sus riesgos, pero los beneficios son claros.",
    ),
    (
        (A,),
        "El plan no está exento de riesgos, pero los beneficios son claros.",
        "El plan no está exento de riesgos, pero los beneficios son claros.",
    ),
    ((C, P), "Su llegada no estuvo exenta de polémica.", "Su llegada tuvo su polémica."),
    ((A,), "Su llegada no estuvo exenta de polémica.", "Su llegada no estuvo exenta de polémica."),
    ((C, P), "Fue un camino no exento de dificultades.", "Fue un camino con sus dificultades."),
    ((A,), "Fue un camino no exento de dificultades.", "Fue un camino no exento de dificultades."),
    (
        ALL,
        "Este producto no está exento de impuestos.",
        "Este producto no está exento de impuestos.",
    ),
    # convencidos
    (
        (C, P),
        "Estamos convencidos de que el resultado final superará sus expectativas.",
        "Creemos que el resultado final superará sus expectativas.",
    ),
    (
        (A,),
        "Estamos convencidos de que el resultado final superará sus expectativas.",
        "Consideramos que el resultado final superará sus expectativas.",
    ),
    (ALL, "Estaban convencidos de que ganarían.", "Estaban convencidos de que ganarían."),
    # a lo largo de + time
    (
        (C, P),
        "A lo largo de su carrera publicó doce novelas.",
        "Durante su carrera publicó doce novelas.",
    ),
    (
        (A,),
        "A lo largo de su carrera publicó doce novelas.",
        "A lo largo de su carrera publicó doce novelas.",
    ),
    (
        (C, P),
        "A lo largo del año organizamos talleres para todas las edades.",
        "Durante el año organizamos talleres para todas las edades.",
    ),
    (
        (A,),
        "A lo largo del año organizamos talleres para todas las edades.",
        "A lo largo del año organizamos talleres para todas las edades.",
    ),
    (
        ALL,
        "A lo largo de la costa hay varios miradores.",
        "A lo largo de la costa hay varios miradores.",
    ),
    # a través de + channel or tool
    (
        (C, P),
        "Los participantes pueden inscribirse a través de la página web.",
        "Los participantes pueden inscribirse por la página web.",
    ),
    (
        (A,),
        "Los participantes pueden inscribirse a través de la página web.",
        "Los participantes pueden inscribirse mediante la página web.",
    ),
    ((C,), "Aprendimos a través de talleres y juegos.", "Aprendimos con talleres y juegos."),
    ((A, P), "Aprendimos a través de talleres y juegos.", "Aprendimos mediante talleres y juegos."),
    (ALL, "La luz entra a través de la ventana.", "La luz entra a través de la ventana."),
    # profundamente
    (
        (C, P),
        "Profundamente arraigada en la tradición, la fiesta atrae a miles de visitantes.",
        "Muy arraigada en la tradición, la fiesta atrae a miles de visitantes.",
    ),
    (
        (A,),
        "Profundamente arraigada en la tradición, la fiesta atrae a miles de visitantes.",
        "Profundamente arraigada en la tradición, la fiesta atrae a miles de visitantes.",
    ),
    (ALL, "El tema influyó profundamente en su obra.", "El tema influyó profundamente en su obra."),
    # parenthetical and announcing hedges
    (
        ALL,
        "Los datos, cabe señalar, proceden de una sola encuesta.",
        "Los datos proceden de una sola encuesta.",
    ),
    (
        ALL,
        "Cabe destacar la labor de los voluntarios durante la emergencia.",
        "Destaca la labor de los voluntarios durante la emergencia.",
    ),
    (ALL, "Es importante destacar los esfuerzos del equipo.", "Destacan los esfuerzos del equipo."),
    # pathos tails
    (
        (C, P),
        "Las ventas crecieron un 20 %, lo que demuestra la solidez del modelo de negocio.",
        "Las ventas crecieron un 20 %.",
    ),
    (
        (A,),
        "Las ventas crecieron un 20 %, lo que demuestra la solidez del modelo de negocio.",
        "Las ventas crecieron un 20 %, lo que sugiere la solidez del modelo de negocio.",
    ),
    (
        (C, P),
        "Las ventas crecieron un 20 %, lo que demuestra que el precio era correcto.",
        "Las ventas crecieron un 20 %, lo que demuestra que el precio era correcto.",
    ),
    (
        (A,),
        "Las ventas crecieron un 20 %, lo que demuestra que el precio era correcto.",
        "Las ventas crecieron un 20 %, lo que muestra que el precio era correcto.",
    ),
    # places, history
    (
        ALL,
        "Visitamos un pueblo pintoresco en la montaña.",
        "Visitamos un pueblo con encanto en la montaña.",
    ),
    (ALL, "Es un personaje pintoresco del barrio.", "Es un personaje pintoresco del barrio."),
    (
        (C,),
        "La ciudad cuenta con una rica historia y un patrimonio cultural único.",
        "La ciudad tiene mucha historia y un patrimonio cultural único.",
    ),
    (
        (A, P),
        "La ciudad cuenta con una rica historia y un patrimonio cultural único.",
        "La ciudad cuenta con una larga historia y un patrimonio cultural único.",
    ),
    # tone words
    (
        (C, A),
        "De hecho, la mayoría de los vecinos apoyó la propuesta.",
        "De hecho, la mayoría de los vecinos apoyó la propuesta.",
    ),
    (
        (P,),
        "De hecho, la mayoría de los vecinos apoyó la propuesta.",
        "La mayoría de los vecinos apoyó la propuesta.",
    ),
    (
        (C,),
        "La población creció paulatinamente durante el siglo XIX.",
        "La población creció poco a poco durante el siglo XIX.",
    ),
    (
        (A,),
        "La población creció paulatinamente durante el siglo XIX.",
        "La población creció paulatinamente durante el siglo XIX.",
    ),
    (
        (P,),
        "La población creció paulatinamente durante el siglo XIX.",
        "La población creció gradualmente durante el siglo XIX.",
    ),
    (
        (C, P),
        "En relación con su consulta, le enviamos el presupuesto.",
        "Sobre su consulta, le enviamos el presupuesto.",
    ),
    (
        (A,),
        "En relación con su consulta, le enviamos el presupuesto.",
        "En relación con su consulta, le enviamos el presupuesto.",
    ),
    (
        (C, P),
        "A la hora de elegir un colchón, fíjate en la firmeza.",
        "Al elegir un colchón, fíjate en la firmeza.",
    ),
    (
        (A,),
        "A la hora de elegir un colchón, fíjate en la firmeza.",
        "A la hora de elegir un colchón, fíjate en la firmeza.",
    ),
    (ALL, "Nos vemos a la hora de comer.", "Nos vemos a la hora de comer."),
    ((C,), "Numerosos expertos apoyaron la medida.", "Muchos expertos apoyaron la medida."),
    ((A, P), "Numerosos expertos apoyaron la medida.", "Numerosos expertos apoyaron la medida."),
    (
        ALL,
        "Las familias numerosas tienen descuentos en el transporte.",
        "Las familias numerosas tienen descuentos en el transporte.",
    ),
    (
        (C,),
        "Dicho proyecto contará con financiación europea.",
        "Ese proyecto contará con financiación europea.",
    ),
    (
        (A,),
        "Dicho proyecto contará con financiación europea.",
        "Dicho proyecto contará con financiación europea.",
    ),
    (
        (P,),
        "Dicho proyecto contará con financiación europea.",
        "Este proyecto contará con financiación europea.",
    ),
    ((C, P), "Dicho esto, el plan sigue en pie.", "Aun así, el plan sigue en pie."),
    ((A,), "Dicho esto, el plan sigue en pie.", "Con todo, el plan sigue en pie."),
    (
        ALL,
        "Como ha dicho antes la directora, el plazo se mantiene.",
        "Como ha dicho antes la directora, el plazo se mantiene.",
    ),
    (ALL, "Es un dicho popular en mi pueblo.", "Es un dicho popular en mi pueblo."),
    # verbs by lemma, nouns kept
    (
        (C, P),
        "Los resultados evidencian una mejora clara.",
        "Los resultados muestran una mejora clara.",
    ),
    (
        (A,),
        "Los resultados evidencian una mejora clara.",
        "Los resultados revelan una mejora clara.",
    ),
    (ALL, "No hay evidencia de fraude.", "No hay evidencia de fraude."),
    (
        ALL,
        "La empresa propició un cambio de cultura.",
        "La empresa favoreció un cambio de cultura.",
    ),
    (ALL, "Es un momento propicio para invertir.", "Es un momento propicio para invertir."),
    (ALL, "El álbum la catapultó a la fama.", "El álbum la lanzó a la fama."),
    (
        (C, P),
        "La región posee una gran riqueza natural.",
        "La región tiene una gran riqueza natural.",
    ),
    (
        (A,),
        "La región posee una gran riqueza natural.",
        "La región posee una gran riqueza natural.",
    ),
    (
        ALL,
        "Los hechos acaecidos en 1998 siguen sin aclararse.",
        "Los hechos ocurridos en 1998 siguen sin aclararse.",
    ),
    (ALL, "El accidente acaeció de madrugada.", "El accidente ocurrió de madrugada."),
    (ALL, "El plasma se separa por centrifugación.", "El plasma se separa por centrifugación."),
    # adjectives by lemma
    (
        ALL,
        "Tenemos una voluntad inquebrantable de mejorar.",
        "Tenemos una voluntad firme de mejorar.",
    ),
    (
        ALL,
        "El paisaje majestuoso de los Andes nos dejó sin palabras.",
        "El paisaje imponente de los Andes nos dejó sin palabras.",
    ),
    (
        ALL,
        "Es una labor loable y un esfuerzo encomiable.",
        "Es una labor admirable y un esfuerzo meritorio.",
    ),
    (
        ALL,
        "Se enfrenta a una ingente cantidad de trabajo y a problemas acuciantes.",
        "Se enfrenta a una enorme cantidad de trabajo y a problemas urgentes.",
    ),
    (
        ALL,
        "Valencia es una ciudad vibrante llena de vida.",
        "Valencia es una ciudad llena de vida.",
    ),
    (
        (C, P),
        "Las ventas crecieron, lo que pone de manifiesto la solidez de la marca.",
        "Las ventas crecieron.",
    ),
    (
        (A,),
        "Las ventas crecieron, lo que pone de manifiesto la solidez de la marca.",
        "Las ventas crecieron, lo que sugiere la solidez de la marca.",
    ),
    (
        (C,),
        "La IA se ha convertido en una herramienta esencial para las empresas.",
        "La IA se ha vuelto una herramienta esencial para las empresas.",
    ),
    (
        (A,),
        "La IA se ha convertido en una herramienta esencial para las empresas.",
        "La IA se ha convertido en una herramienta esencial para las empresas.",
    ),
    (
        (P,),
        "La IA se ha convertido en una herramienta esencial para las empresas.",
        "La IA es ya una herramienta esencial para las empresas.",
    ),
    ((C,), "Esta app te permite ahorrar tiempo.", "Esta app te deja ahorrar tiempo."),
    ((A, P), "Esta app te permite ahorrar tiempo.", "Esta app te permite ahorrar tiempo."),
    (
        (C, P),
        "Ofrecemos clases de yoga así como talleres de meditación.",
        "Ofrecemos clases de yoga y talleres de meditación.",
    ),
    (
        (A,),
        "Ofrecemos clases de yoga así como talleres de meditación.",
        "Ofrecemos clases de yoga así como talleres de meditación.",
    ),
    (
        ALL,
        "Ofrecemos clases de yoga así como información sobre meditación.",
        "Ofrecemos clases de yoga así como información sobre meditación.",
    ),
    (
        (C, P),
        "Hemos ampliado el horario para poder atender a más clientes.",
        "Hemos ampliado el horario para atender a más clientes.",
    ),
    (
        (A,),
        "Hemos ampliado el horario para poder atender a más clientes.",
        "Hemos ampliado el horario para poder atender a más clientes.",
    ),
    (
        (C, P),
        "Recibimos un gran apoyo por parte de los vecinos.",
        "Recibimos un gran apoyo de los vecinos.",
    ),
    (
        (A,),
        "Recibimos un gran apoyo por parte de los vecinos.",
        "Recibimos un gran apoyo por parte de los vecinos.",
    ),
    (
        (C, P),
        "El plan fue aprobado por parte del pleno municipal.",
        "El plan fue aprobado por el pleno municipal.",
    ),
    (
        (A,),
        "El plan fue aprobado por parte del pleno municipal.",
        "El plan fue aprobado por parte del pleno municipal.",
    ),
    (
        (C, P),
        "Esta opción resulta muy útil para los principiantes.",
        "Esta opción es muy útil para los principiantes.",
    ),
    (
        (A,),
        "Esta opción resulta muy útil para los principiantes.",
        "Esta opción resulta muy útil para los principiantes.",
    ),
    (ALL, "Resulta que el tren ya había salido.", "Resulta que el tren ya había salido."),
    (
        (C,),
        "Agradecemos de antemano su paciencia y comprensión.",
        "Gracias por su paciencia y comprensión.",
    ),
    (
        (A, P),
        "Agradecemos de antemano su paciencia y comprensión.",
        "Agradecemos su paciencia y comprensión.",
    ),
    (
        ALL,
        "Le enviaremos el pedido mañana. Su satisfacción es nuestra prioridad.",
        "Le enviaremos el pedido mañana.",
    ),
    (
        (C, P),
        "La reunión permitió alinear a todas las áreas, sentando las bases para un "
        "lanzamiento exitoso.",
        "La reunión permitió alinear a todas las áreas.",
    ),
    (
        (A,),
        "La reunión permitió alinear a todas las áreas, sentando las bases para un "
        "lanzamiento exitoso.",
        "La reunión permitió alinear a todas las áreas, lo que sienta las bases para un "
        "lanzamiento exitoso.",
    ),
    (
        (C,),
        "Es una oportunidad única para conocer la cultura local.",
        "Es una ocasión de oro para conocer la cultura local.",
    ),
    (
        (A,),
        "Es una oportunidad única para conocer la cultura local.",
        "Es una ocasión poco común para conocer la cultura local.",
    ),
    (
        (P,),
        "Es una oportunidad única para conocer la cultura local.",
        "Es una buena oportunidad para conocer la cultura local.",
    ),
    # "me complace informarle": the address of the input is kept
    (
        (C,),
        "Me complace informarle de que su solicitud ha sido aprobada.",
        "Le cuento que su solicitud ha sido aprobada.",
    ),
    (
        (A, P),
        "Me complace informarle de que su solicitud ha sido aprobada.",
        "Le informo de que su solicitud ha sido aprobada.",
    ),
    (
        ALL,
        "Ofrecemos un plan de entrenamiento adaptado a tus necesidades.",
        "Ofrecemos un plan de entrenamiento a tu medida.",
    ),
    (
        ALL,
        "Diseñamos soluciones que se adaptan a sus necesidades.",
        "Diseñamos soluciones a su medida.",
    ),
    # notablemente, considerablemente, significativamente
    (
        (C, P),
        "Las ventas han crecido notablemente en los últimos años.",
        "Las ventas han crecido mucho en los últimos años.",
    ),
    (
        (A,),
        "Las ventas han crecido notablemente en los últimos años.",
        "Las ventas han crecido notablemente en los últimos años.",
    ),
    (
        (C, P),
        "El nuevo modelo es considerablemente más rápido que el anterior.",
        "El nuevo modelo es mucho más rápido que el anterior.",
    ),
    (
        (A,),
        "El nuevo modelo es considerablemente más rápido que el anterior.",
        "El nuevo modelo es considerablemente más rápido que el anterior.",
    ),
    (
        (C, P),
        "Los resultados fueron significativamente distintos entre los grupos.",
        "Los resultados fueron muy distintos entre los grupos.",
    ),
    (
        (A,),
        "Los resultados fueron significativamente distintos entre los grupos.",
        "Los resultados fueron significativamente distintos entre los grupos.",
    ),
    (
        (C,),
        "Este diplomado ofrece una visión global y práctica del sector.",
        "Este diplomado da una visión global y práctica del sector.",
    ),
    (
        (A, P),
        "Este diplomado ofrece una visión global y práctica del sector.",
        "Este diplomado ofrece una visión global y práctica del sector.",
    ),
    # everyday adverbs and verbs for the casual tone
    (
        (C,),
        "Finalmente, el equipo presentó los resultados.",
        "Al final, el equipo presentó los resultados.",
    ),
    (
        (A, P),
        "Finalmente, el equipo presentó los resultados.",
        "Finalmente, el equipo presentó los resultados.",
    ),
    (
        (C,),
        "El público es principalmente joven y responde rápidamente a las ofertas.",
        "El público es sobre todo joven y responde rápido a las ofertas.",
    ),
    (
        (A, P),
        "El público es principalmente joven y responde rápidamente a las ofertas.",
        "El público es principalmente joven y responde rápidamente a las ofertas.",
    ),
    (
        (C, P),
        "Frecuentemente olvidamos revisar los datos.",
        "A menudo olvidamos revisar los datos.",
    ),
    (
        (A,),
        "Frecuentemente olvidamos revisar los datos.",
        "Frecuentemente olvidamos revisar los datos.",
    ),
    (
        (C,),
        "Es una cantidad de dinero reservada exclusivamente para imprevistos.",
        "Es una cantidad de dinero reservada solo para imprevistos.",
    ),
    (
        (A, P),
        "Es una cantidad de dinero reservada exclusivamente para imprevistos.",
        "Es una cantidad de dinero reservada exclusivamente para imprevistos.",
    ),
    (
        (C,),
        "El hotel dispone de piscina y aparcamiento propio.",
        "El hotel tiene piscina y aparcamiento propio.",
    ),
    (
        (A, P),
        "El hotel dispone de piscina y aparcamiento propio.",
        "El hotel dispone de piscina y aparcamiento propio.",
    ),
    (
        ALL,
        "El hotel dispone de piscina y de aparcamiento propio.",
        "El hotel dispone de piscina y de aparcamiento propio.",
    ),
    (
        (C, P),
        "El hotel se encuentra en el centro histórico, a pocos metros de la catedral.",
        "El hotel está en el centro histórico, a pocos metros de la catedral.",
    ),
    (
        (A,),
        "El hotel se encuentra en el centro histórico, a pocos metros de la catedral.",
        "El hotel se encuentra en el centro histórico, a pocos metros de la catedral.",
    ),
    (ALL, "Ayer se encontró con su antiguo jefe.", "Ayer se encontró con su antiguo jefe."),
    (
        (C, P),
        "Participaron un total de 48 empresas en el estudio.",
        "Participaron 48 empresas en el estudio.",
    ),
    (
        (A,),
        "Participaron un total de 48 empresas en el estudio.",
        "Participaron un total de 48 empresas en el estudio.",
    ),
    # "todo un festín" keeps agreeing once it is a "delicia"; "a través de la red" (a net) stays
    (
        ALL,
        "La gastronomía local es un auténtico festín para los sentidos.",
        "La gastronomía local es toda una delicia.",
    ),
    (ALL, "El agua se filtra a través de la red.", "El agua se filtra a través de la red."),
    (
        (C,),
        "El proyecto se hizo a través de una red de voluntarios.",
        "El proyecto se hizo con una red de voluntarios.",
    ),
    (
        (A, P),
        "El proyecto se hizo a través de una red de voluntarios.",
        "El proyecto se hizo mediante una red de voluntarios.",
    ),
    # "así como" comparing stays; after "y" it is no addition
    (ALL, "Trabaja así como le enseñaron sus padres.", "Trabaja así como le enseñaron sus padres."),
    (
        ALL,
        "Y así como la ciudad creció, también lo hicieron sus problemas.",
        "Y así como la ciudad creció, también lo hicieron sus problemas.",
    ),
    (
        (C, P),
        "Ofrecemos asesoría así como seguimiento personalizado.",
        "Ofrecemos asesoría y seguimiento personalizado.",
    ),
    (
        (A,),
        "Ofrecemos asesoría así como seguimiento personalizado.",
        "Ofrecemos asesoría así como seguimiento personalizado.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R9 for tone in tones],
)
def test_round_9_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


# Split10: over-long sentences cut where a native writer would start a new one; each entry has a
# case where it cuts and a near one where it must not (a list, a subjunctive, no finite verb).
RESULTS = "Los resultados de la encuesta que hicimos entre los vecinos del barrio durante el verano"
TEAM = "Nuestro equipo terminó las pruebas de la nueva aplicación durante la última semana de marzo"
TABLE = "Conviene reservar la mesa con varios días de antelación si vais en fin de semana"
CENTRE = "La asociación de vecinos valoró positivamente la apertura del nuevo centro de salud"
RIVER = "Durante el invierno pasado el río se desbordó dos veces a su paso por el centro del pueblo"
EXACT_SPLIT10 = [
    (
        (C, P),
        f"{RESULTS} son claros: la mayoría de la gente quiere más zonas verdes y menos coches.",
        f"{RESULTS} son claros. La mayoría de la gente quiere más zonas verdes y menos coches.",
    ),
    (
        ALL,
        f"{RESULTS} son claros: más zonas verdes, menos coches y mejores aceras para todos.",
        f"{RESULTS} son claros: más zonas verdes, menos coches y mejores aceras para todos.",
    ),
    (
        (C,),
        "Un trato cercano, unos precios razonables, una carta corta y un horario amplio todos los "
        "días: son las claves del éxito de este pequeño bar de barrio.",
        "Un trato cercano, unos precios razonables, una carta corta y un horario amplio todos los "
        "días: son las claves del éxito de este pequeño bar de barrio.",
    ),
    (
        (C,),
        f"{TEAM} de este año, y empezó a corregir los errores más graves antes de la presentación.",
        f"{TEAM} de este año. Y empezó a corregir los errores más graves antes de la presentación.",
    ),
    (
        (P,),
        f"{TEAM} de este año, y empezó a corregir los errores más graves antes de la presentación.",
        f"{TEAM} de este año. Empezó a corregir los errores más graves antes de la presentación.",
    ),
    (
        (C, P),
        f"{TEAM} de este año, y también las del panel de control que usan los clientes.",
        f"{TEAM} de este año, y también las del panel de control que usan los clientes.",
    ),
    (
        (C,),
        f"{TABLE}, porque el restaurante está casi siempre lleno en temporada alta.",
        f"{TABLE}. Y es que el restaurante está casi siempre lleno en temporada alta.",
    ),
    (
        (C,),
        f"{TABLE}, porque así os aseguráis un sitio tranquilo en la terraza del restaurante.",
        f"{TABLE}, porque así os aseguráis un sitio tranquilo en la terraza del restaurante.",
    ),
    (
        (C,),
        f"{CENTRE} del barrio, aunque pidió que se amplíe el horario de tarde cuanto antes.",
        f"{CENTRE} del barrio. Pero pidió que se amplíe el horario de tarde cuanto antes.",
    ),
    (
        (C,),
        f"{CENTRE} del barrio, aunque sea con un horario de tarde todavía bastante limitado.",
        f"{CENTRE} del barrio, aunque sea con un horario de tarde todavía bastante limitado.",
    ),
    (
        (C,),
        f"{RIVER}, lo que obligó al ayuntamiento a cerrar el puente viejo durante semanas.",
        f"{RIVER}. Eso obligó al ayuntamiento a cerrar el puente viejo durante semanas.",
    ),
    (
        (P,),
        f"{RIVER}, lo que obligó al ayuntamiento a cerrar el puente viejo durante semanas.",
        f"{RIVER}. Esto obligó al ayuntamiento a cerrar el puente viejo durante semanas.",
    ),
    (
        ALL,
        f"{RIVER}, lo que para muchos vecinos fue una sorpresa después de tantos años.",
        f"{RIVER}, lo que para muchos vecinos fue una sorpresa después de tantos años.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_SPLIT10 for tone in tones],
)
def test_split10_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(machine(text), tone, ES) == expected


# An academic text joins a sentence and the one that goes on about it (a demonstrative) with a
# semicolon; the other tones keep them apart.
ACADEMIC_JOIN = (
    "La muestra, tomada del censo, abarcó cuarenta hogares de dos distritos rurales. Esto"
    " limita el alcance de las conclusiones del estudio. En la primavera de ese año, "
    "hicimos las entrevistas. Dos investigadoras codificaron las respuestas por separado."
)


def test_an_academic_text_joins_a_sentence_and_its_follow_up_with_a_semicolon() -> None:
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.ACADEMIC, ES) == (
        "La muestra, tomada del censo, abarcó cuarenta hogares de dos distritos rurales; esto"
        " limita el alcance de las conclusiones del estudio. En la primavera de ese año, "
        "hicimos las entrevistas. Dos investigadoras codificaron las respuestas por separado."
    )
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.PROFESSIONAL, ES) == ACADEMIC_JOIN


# Machine text of other genres (reviews, how-tos, news): each entry where it fires and a near
# miss where it must not.
EXACT_MACHINE = [
    # "excepcional" after "es"/"fue" is "de excepción", never "fuera de lo común"
    (ALL, "El desayuno fue excepcional.", "El desayuno fue de excepción."),
    (
        ALL,
        "Es una medida excepcional y temporal.",
        "Es una medida extraordinaria y temporal.",
    ),
    # "ser capaz de" + infinitive → "poder", in its person and tense; academic keeps it
    (
        (C, P),
        "Esta batidora es capaz de triturar hielo en segundos.",
        "Esta batidora puede triturar hielo en segundos.",
    ),
    (
        (A,),
        "Esta batidora es capaz de triturar hielo en segundos.",
        "Esta batidora es capaz de triturar hielo en segundos.",
    ),
    (
        (C, P),
        "Mis abuelos son capaces de andar diez kilómetros.",
        "Mis abuelos pueden andar diez kilómetros.",
    ),
    ((C, P), "De niño era capaz de leerlo todo.", "De niño podía leerlo todo."),
    ((P,), "El bombero fue capaz de sacarla del coche.", "El bombero pudo sacarla del coche."),
    ((C,), "El bombero fue capaz de sacarla del coche.", "El bombero consiguió sacarla del coche."),
    (
        (P,),
        "Los vecinos fueron capaces de apagar el fuego.",
        "Los vecinos pudieron apagar el fuego.",
    ),
    ((C, P), "¿Será capaz de terminar a tiempo?", "¿Podrá terminar a tiempo?"),
    ((C, P), "No creo que sean capaces de ganar.", "No creo que puedan ganar."),
    ((C, P), "Nunca ha sido capaz de decirlo.", "Nunca ha podido decirlo."),
    ((C, P), "Quiero ser capaz de nadar sin ayuda.", "Quiero poder nadar sin ayuda."),
    # no infinitive: "capaz de todo", the Latin American "es capaz que" stay
    (ALL, "Ese hombre es capaz de todo.", "Ese hombre es capaz de todo."),
    (ALL, "Es capaz que mañana llueva.", "Es capaz que mañana llueva."),
    # "en conjunto con" → "junto con"
    (
        (C, P),
        "La guardia civil trabajó en conjunto con los bomberos.",
        "La guardia civil trabajó junto con los bomberos.",
    ),
    (ALL, "Las piezas, en conjunto, pesan poco.", "Las piezas, en conjunto, pesan poco."),
    # "desde la comodidad de su casa" → "desde su casa"
    (
        ALL,
        "Ahora se puede pedir cita desde la comodidad de tu propio hogar.",
        "Ahora se puede pedir cita desde tu hogar.",
    ),
    (
        ALL,
        "Los socios votarán desde la comodidad del hogar.",
        "Los socios votarán desde casa.",
    ),
    (
        ALL,
        "Valoramos la comodidad de su casa nueva.",
        "Valoramos la comodidad de su casa nueva.",
    ),
    # "servir como" + a noun of role → "servir de"; a post held stays
    (
        ALL,
        "Este fracaso nos sirvió como lección para el año siguiente.",
        "Este fracaso nos sirvió de lección para el año siguiente.",
    ),
    (ALL, "Mi tío sirvió como médico en la marina.", "Mi tío sirvió como médico en la marina."),
    # "proporcionar" → "dar"; academic keeps it; the participle is also an adjective
    (
        (C, P),
        "En la recepción nos proporcionarán las llaves.",
        "En la recepción nos darán las llaves.",
    ),
    (
        (A,),
        "En la recepción nos proporcionarán las llaves.",
        "En la recepción nos proporcionarán las llaves.",
    ),
    ((C, P), "La multa fue proporcionada a la falta.", "La multa fue proporcionada a la falta."),
    # the review's one complaint said plainly
    (
        ALL,
        "El único punto a mejorar sería la insonorización.",
        "Lo único mejorable sería la insonorización.",
    ),
    (
        (C,),
        "El único aspecto negativo que encontramos fue la almohada.",
        "Lo único malo fue la almohada.",
    ),
    (
        (A, P),
        "El único aspecto negativo que encontramos fue la almohada.",
        "Lo único negativo fue la almohada.",
    ),
    (ALL, "Tuvo un aspecto negativo en el análisis.", "Tuvo un aspecto negativo en el análisis."),
    # "mi experiencia general" → "mi experiencia"; "la experiencia general" (of a group) stays
    (
        ALL,
        "El ruido no empañó nuestra experiencia global en la casa rural.",
        "El ruido no empañó nuestra experiencia en la casa rural.",
    ),
    (
        ALL,
        "La experiencia general de los usuarios es buena.",
        "La experiencia general de los usuarios es buena.",
    ),
    # "generar polémica" → "provocar" / "causar"; "generar empleo" stays
    (
        ALL,
        "El nuevo horario ha generado malestar entre los conductores.",
        "El nuevo horario ha provocado malestar entre los conductores.",
    ),
    (ALL, "La fábrica generará empleo en la comarca.", "La fábrica generará empleo en la comarca."),
    # "ha estado en curso desde" → "dura desde"
    (
        ALL,
        "La huelga de transportes ha estado en curso desde el lunes.",
        "La huelga de transportes dura desde el lunes.",
    ),
    (
        ALL,
        "El juicio ha estado en curso durante dos años.",
        "El juicio ha estado en curso durante dos años.",
    ),
    # "aquellos que" → "los que" (casual, professional); "aquellos días" stays
    (
        (C, P),
        "El museo abre los lunes para aquellos que tengan entrada.",
        "El museo abre los lunes para los que tengan entrada.",
    ),
    (
        (C, P),
        "Las plazas son para aquellas que terminen el curso.",
        "Las plazas son para las que terminen el curso.",
    ),
    (
        (A,),
        "El museo abre los lunes para aquellos que tengan entrada.",
        "El museo abre los lunes para aquellos que tengan entrada.",
    ),
    (ALL, "Recuerdo aquellos veranos en el pueblo.", "Recuerdo aquellos veranos en el pueblo."),
    # "en base a" → "según", "a partir de", "sobre la base de"; "al" contracted
    (
        (C,),
        "En base a la encuesta, cambiaremos el menú.",
        "Según la encuesta, cambiaremos el menú.",
    ),
    (
        (A,),
        "En base a la encuesta, cambiaremos el menú.",
        "Sobre la base de la encuesta, cambiaremos el menú.",
    ),
    (
        (P,),
        "La tarifa se fija en base al peso del paquete.",
        "La tarifa se fija a partir del peso del paquete.",
    ),
    (ALL, "La base de la torre es de granito.", "La base de la torre es de granito."),
    # "Es importante" + infinitive opening a sentence → "conviene" / "hay que"
    (
        (C, A),
        "Es importante regar los tomates al atardecer.",
        "Conviene regar los tomates al atardecer.",
    ),
    (
        (P,),
        "Es importante regar los tomates al atardecer.",
        "Hay que regar los tomates al atardecer.",
    ),
    (
        (C, P),
        "Es esencial apagar el gas antes de salir.",
        "Hay que apagar el gas antes de salir.",
    ),
    (
        (A,),
        "Es esencial apagar el gas antes de salir.",
        "Es imprescindible apagar el gas antes de salir.",
    ),
    (
        ALL,
        "Para mi madre es importante comer juntos.",
        "Para mi madre es importante comer juntos.",
    ),
    (ALL, "Es importante el orden de los factores.", "Es importante el orden de los factores."),
    # "cuidadosamente" after its verb → "con cuidado"; before a participle it stays
    (
        (C, P),
        "Despega el papel cuidadosamente.",
        "Despega el papel con cuidado.",
    ),
    (ALL, "Es un relato cuidadosamente escrito.", "Es un relato cuidadosamente escrito."),
    # and a plural participle keeps its plural ("elegido con cuidados" was a bug)
    (
        ALL,
        "Los vinos están cuidadosamente elegidos.",
        "Los vinos están elegidos con cuidado.",
    ),
    (
        ALL,
        "Las mesas estaban meticulosamente decoradas.",
        "Las mesas estaban decoradas con mucho cuidado.",
    ),
    # "tener la intención de" → "pretender"
    (
        (C, P),
        "La alcaldesa tiene la intención de presentarse otra vez.",
        "La alcaldesa pretende presentarse otra vez.",
    ),
    (
        ALL,
        "La intención de la norma es proteger a los menores.",
        "La intención de la norma es proteger a los menores.",
    ),
    # calques: "hacer sentido", "tomar lugar"
    (ALL, "Su propuesta no hace sentido.", "Su propuesta no tiene sentido."),
    (ALL, "La boda tomó lugar en la ermita.", "La boda tuvo lugar en la ermita."),
    (ALL, "Toma asiento en la primera fila.", "Toma asiento en la primera fila."),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_MACHINE for tone in tones],
)
def test_machine_genres_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


# Gerund tails in the tense of their clause: ", permitiendo …" → ", lo que permite / permitió /
# permitía / permitirá …". Each entry: (the sentence, what the tail must read in every tone); a
# near miss keeps its gerund. Casual says "ayudar" for "contribuir" (a [[verb]] entry).
TAILS_IN_TENSE: list[tuple[str, str]] = [
    # preterite, "-ando"
    (
        "El ayuntamiento cerró la biblioteca durante tres meses, obligando a los estudiantes a "
        "buscar otro sitio.",
        r", lo que obligó a los estudiantes a buscar otro sitio\.",
    ),
    # … never before an infinitive (the subject's own act) nor before "que" (its subjunctive)
    ("El gato saltó del tejado, evitando caer en la piscina del vecino.", r", evitando caer"),
    (
        "La empresa amplió la red, facilitando que el suministro llegue a toda la zona.",
        r", facilitando que el suministro llegue",
    ),
    # preterite, "-iendo"
    (
        "El nuevo puente se inauguró en marzo, permitiendo a los camioneros ahorrar una hora.",
        r", lo que permitió a los camioneros ahorrar una hora\.",
    ),
    # … never when the clause shows a past and a present ("abrió" … "domina")
    (
        "El hotel que abrió sus puertas en 1990 domina la bahía, favoreciendo las vistas.",
        r", favoreciendo las vistas\.",
    ),
    # preterite, "reduciendo" / "produciendo"
    (
        "Las nuevas normas entraron en vigor en enero, produciendo un ahorro en las facturas.",
        r", lo que produjo un ahorro en las facturas\.",
    ),
    # … never after a form of unclear tense ("trabajamos": present or preterite)
    (
        "Trabajamos todo el fin de semana sin descanso, reduciendo el retraso del proyecto.",
        r", reduciendo el retraso del proyecto\.",
    ),
    # preterite, "contribuyendo"
    (
        "La cooperativa firmó un acuerdo con los productores, contribuyendo a la estabilidad de "
        "los precios.",
        r", lo que (?:contribuyó|ayudó) a la estabilidad de los precios\.",
    ),
    # … never an intransitive "disminuyendo un tres por ciento" (the subject's own fall)
    (
        "Las ventas cayeron en enero, disminuyendo un tres por ciento respecto al mes anterior.",
        r", disminuyendo un tres por ciento",
    ),
    # imperfect, "-ando"
    (
        "Había mucho ruido en la calle por la noche, dificultando el descanso de los huéspedes.",
        r", lo que dificultaba el descanso de los huéspedes\.",
    ),
    # … never after the pluperfect
    (
        "El equipo había terminado el informe antes de la reunión, facilitando la decisión.",
        r", facilitando la decisión\.",
    ),
    # imperfect, "-iendo"
    (
        "Las habitaciones eran amplias y luminosas, favoreciendo el descanso tras un día largo.",
        r", lo que favorecía el descanso tras un día largo\.",
    ),
    # … never when a second gerund follows
    (
        "Las habitaciones eran amplias y luminosas, favoreciendo el descanso y mejorando el ánimo.",
        r", favoreciendo el descanso y mejorando el ánimo\.",
    ),
    # imperfect, "produciendo"
    (
        "El viejo motor gastaba mucho combustible, produciendo un humo negro y espeso.",
        r", lo que producía un humo negro y espeso\.",
    ),
    # … "acaba" is a present, not an imperfect
    (
        "La fábrica acaba de cambiar el viejo motor, reduciendo el consumo de combustible.",
        r", lo que reduce el consumo de combustible\.",
    ),
    # imperfect, "contribuyendo"
    (
        "Las tertulias reunían a vecinos de todas las edades, contribuyendo a la vida del barrio.",
        r", lo que (?:contribuía|ayudaba) a la vida del barrio\.",
    ),
    # … "confían" is a present, not an imperfect
    (
        "Los vecinos confían en la cooperativa, contribuyendo a su crecimiento.",
        r", lo que (?:contribuye|ayuda) a su crecimiento\.",
    ),
    # future, "-ando"
    (
        "La nueva línea de metro unirá los dos barrios, simplificando los trayectos diarios.",
        r", lo que simplificará los trayectos diarios\.",
    ),
    # … never after a second clause ("si …")
    (
        "Si la obra termina a tiempo, la línea unirá los dos barrios, simplificando los trayectos.",
        r", simplificando los trayectos\.",
    ),
    # future, "-ecer" / "promover"
    (
        "El nuevo parque cambiará la vida del barrio, favoreciendo el encuentro entre vecinos.",
        r", lo que favorecerá el encuentro entre vecinos\.",
    ),
    (
        "Las ventas crecerán, pero la empresa cerró dos tiendas, favoreciendo a la competencia.",
        r", favoreciendo a la competencia\.",
    ),
    # future, "permitiendo"
    (
        "La reforma entrará en vigor en enero, permitiendo a las familias pedir la ayuda.",
        r", lo que permitirá a las familias pedir la ayuda\.",
    ),
    # … never after a conditional
    (
        "Las medidas podrían reducir el gasto, permitiendo invertir más en sanidad.",
        r", permitiendo invertir más en sanidad\.",
    ),
    # future ("va a …"), "reduciendo"
    (
        "El ayuntamiento va a cambiar el alumbrado de las calles, reduciendo el consumo eléctrico.",
        r", lo que reducirá el consumo eléctrico\.",
    ),
    # … "azafrán" is no future
    (
        "El azafrán da color al arroz, reduciendo la necesidad de colorantes.",
        r", lo que reduce la necesidad de colorantes\.",
    ),
    # future, "contribuyendo"
    (
        "El nuevo centro de salud abrirá en otoño, contribuyendo a descongestionar las urgencias.",
        r", lo que (?:contribuirá|ayudará) a descongestionar las urgencias\.",
    ),
    (
        "Trabajamos con productores locales, contribuyendo a la economía de la zona.",
        r", (?:contribuyendo|ayudando) a la economía de la zona\.",
    ),
    # … and never after a second person of the preterite ("reservaste")
    (
        "Reservaste una mesa junto a la ventana, facilitando la charla con tus amigos.",
        r", facilitando la charla con tus amigos\.",
    ),
    # present, "-ando"
    (
        "El ayuntamiento cierra la biblioteca los domingos, obligando a los estudiantes a buscar "
        "otro sitio.",
        r", lo que obliga a los estudiantes a buscar otro sitio\.",
    ),
    # … never when the clause also shows a past ("aumentó … y ahora cierra")
    (
        "La empresa aumentó la plantilla en marzo y ahora cierra los domingos, obligando a los "
        "clientes a esperar.",
        r", obligando a los clientes a esperar\.",
    ),
    # present, "-iendo"
    (
        "La cafetería está junto a la estación, favoreciendo el acceso de los viajeros.",
        r", lo que favorece el acceso de los viajeros\.",
    ),
    (
        "Los paneles dan sombra a los cultivos, favoreciendo el riego y protegiendo la vid.",
        r", favoreciendo el riego y protegiendo la vid\.",
    ),
    # present, "promoviendo"
    (
        "Las tertulias del barrio abordan temas variados, promoviendo el diálogo entre vecinos.",
        r", lo que promueve el diálogo entre vecinos\.",
    ),
    # … never an aside before the main verb
    (
        "Los programas de la ciudad, promoviendo la lectura, han crecido mucho.",
        r", promoviendo la lectura, han crecido mucho\.",
    ),
    # present (perfect), "reduciendo"
    (
        "La ciudad ha renovado su red de autobuses, reduciendo los tiempos de espera.",
        r", lo que reduce los tiempos de espera\.",
    ),
    (
        "Las lluvias de otoño habían inundado los campos, reduciendo la cosecha.",
        r", reduciendo la cosecha\.",
    ),
    # present, "contribuyendo"
    (
        "Los huertos urbanos dan trabajo a muchos vecinos, contribuyendo a la vida del barrio.",
        r", lo que (?:contribuye|ayuda) a la vida del barrio\.",
    ),
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize(("text", "expected"), TAILS_IN_TENSE)
def test_a_gerund_tail_takes_the_tense_of_its_clause(tone: Tone, text: str, expected: str) -> None:
    out = rewrite_text(text, tone, ES)
    assert re.search(expected, out), out


# -- round 10: sentence-level idioms, boosters, clean-ups -----------------------------------------

EXACT_R10: list[tuple[tuple[Tone, ...], str, str]] = [
    # an option with "muy" never follows "más", "menos" or "tan"
    (
        ALL,
        "Es uno de los destinos más fascinantes de la región.",
        "Es uno de los destinos más interesantes de la región.",
    ),
    (
        ALL,
        "Es una ciudad tan fascinante como caótica.",
        "Es una ciudad tan interesante como caótica.",
    ),
    # "vale totalmente la pena"
    (
        ALL,
        "La visita guiada cuesta 100 pesos y vale totalmente la pena.",
        "La visita guiada cuesta 100 pesos y vale la pena.",
    ),
    (
        ALL,
        "Fue duro, pero ha merecido absolutamente la pena.",
        "Fue duro, pero ha merecido la pena.",
    ),
    # "Lejos de limitarse a …,"
    (
        ALL,
        "Lejos de limitarse a exhibir objetos, los museos actúan hoy como espacios de diálogo.",
        "Además de exhibir objetos, los museos actúan hoy como espacios de diálogo.",
    ),
    # "tiene como objetivo" + infinitive
    (
        (C, P),
        "El programa tiene como objetivo reducir el abandono escolar.",
        "El programa busca reducir el abandono escolar.",
    ),
    (
        (A,),
        "El estudio tiene como objetivo principal analizar la movilidad urbana.",
        "El estudio se propone ante todo analizar la movilidad urbana.",
    ),
    (
        ALL,
        "Las ayudas tienen como finalidad apoyar a las familias.",
        "Las ayudas buscan apoyar a las familias.",
    ),
    # … never before a noun
    (
        ALL,
        "El plan tiene como objetivo la reducción del ruido.",
        "El plan tiene como objetivo la reducción del ruido.",
    ),
    # "Nos complace anunciar …"
    (
        ALL,
        "Nos complace anunciar que la tienda abrirá el 3 de mayo.",
        "La tienda abrirá el 3 de mayo.",
    ),
    (
        ALL,
        "Nos complace presentarle nuestro nuevo catálogo de otoño.",
        "Presentamos nuestro nuevo catálogo de otoño.",
    ),
    (
        ALL,
        "La propuesta se articula en torno a tres ejes.",
        "La propuesta se organiza en tres ejes.",
    ),
    # the advert's own call to action goes; a recommendation with content stays
    (
        ALL,
        "Al terminar, recibirás una constancia. ¡No dejes pasar esta oportunidad de crecer! "
        "Inscripciones hasta el 23 de agosto.",
        "Recibirás una constancia al terminar. Inscripciones hasta el 23 de agosto.",
    ),
    (
        ALL,
        "¡No dejes pasar la oportunidad de visitar el castillo!",
        "¡No dejes pasar la oportunidad de visitar el castillo!",
    ),
    # "Tanto si … como si …,"
    (
        ALL,
        "Tanto si escribes una novela como si preparas un guion, encontrarás una plantilla.",
        # the two conditions joined, then moved after the main clause (round 11)
        "Encontrarás una plantilla si escribes una novela o preparas un guion.",
    ),
    (
        ALL,
        "Tanto si llueve como si no, la feria se celebra el sábado.",
        "Si llueve o no, la feria se celebra el sábado.",
    ),
    (
        ALL,
        "Encontrarás una estructura que se adapte a tus necesidades.",
        "Encontrarás una estructura a tu medida.",
    ),
    # "sacar el máximo partido", "aprovechar al máximo"
    (
        (C, P),
        "Para sacarle el máximo partido a tu cuenta, sigue estos pasos.",
        "Para aprovechar bien tu cuenta, sigue estos pasos.",
    ),
    (
        (A,),
        "Queremos aprovechar al máximo cada minuto del viaje.",
        "Queremos aprovechar plenamente cada minuto del viaje.",
    ),
    (
        ALL,
        "Su generosidad dejó una huella imborrable en todos nosotros.",
        "Su generosidad dejó huella en todos nosotros.",
    ),
    (
        (C, P),
        "Tu opinión es fundamental para nosotros: escríbenos.",
        "Nos interesa mucho tu opinión: escríbenos.",
    ),
    (ALL, "Su opinión es muy importante para nosotros.", "Nos interesa mucho su opinión."),
    # "es mucho más que" + infinitive
    (
        ALL,
        "En suma, proteger el patrimonio es mucho más que conservar recuerdos: es apostar por la "
        "diversidad.",
        "En suma, proteger el patrimonio, más que conservar recuerdos, es apostar por la "
        "diversidad.",
    ),
    (
        ALL,
        "Hoy los museos actúan como auténticos espacios de encuentro.",
        "Hoy los museos actúan como espacios de encuentro.",
    ),
    # "simplemente" before a plural adjective
    (
        ALL,
        "Las vistas desde la plataforma son simplemente espectaculares.",
        "Las vistas desde la plataforma son espectaculares.",
    ),
    # "no es solo" + infinitive: "además de"
    (
        ALL,
        "Ser voluntario no es solo donar tu tiempo: es formar parte de una red solidaria.",
        "Ser voluntario, además de donar tu tiempo, es formar parte de una red solidaria.",
    ),
    # the self-answered question, when the answer is a noun phrase …
    (
        ALL,
        "¿El resultado? Un pan crujiente por fuera y tierno por dentro.",
        "El resultado es un pan crujiente por fuera y tierno por dentro.",
    ),
    (ALL, "¿Lo mejor? Su precio.", "Lo mejor es su precio."),
    # (r10b: one entry with \l for every determiner; a plural answer takes "son")
    (ALL, "¿Lo mejor? Sus vistas al mar.", "Lo mejor son sus vistas al mar."),
    (ALL, "¿La clave? Los ingredientes frescos.", "La clave son los ingredientes frescos."),
    (
        ALL,
        "¿El resultado? Menos estrés y más tiempo libre.",
        "El resultado es menos estrés y más tiempo libre.",
    ),
    # … "que" + a clause: "es que" (it used to be dropped with the question: "Que nadie …")
    (ALL, "¿La razón? Que nadie lo usa.", "La razón es que nadie lo usa."),
    # … any other clause: a colon (updated r10b: the question used to stay)
    (
        (A, P),
        "¿La mejor parte? La entrada es gratuita.",
        "La mejor parte: la entrada es gratuita.",
    ),
    ((C,), "¿La mejor parte? La entrada es gratuita.", "La mejor parte: la entrada es gratis."),
    (
        ALL,
        "¿El secreto? Una masa madre que fermentó durante horas.",
        "El secreto: una masa madre que fermentó durante horas.",
    ),
    (ALL, "¿El problema? Nadie lo usa.", "El problema: nadie lo usa."),
    # … a verb, after a question the drop above does not take
    (ALL, "¿La clave? Es ser constante.", "La clave es ser constante."),
    (ALL, "¿El problema? Hay poco tiempo.", "El problema: hay poco tiempo."),
    # … never before a name (lowered, it would be wrong) nor after a genuine question
    (ALL, "¿El destino? El Salvador.", "¿El destino? El Salvador."),
    (
        ALL,
        "¿El secreto? Los Ángeles tiene mucho que ofrecer.",
        "¿El secreto? Los Ángeles tiene mucho que ofrecer.",
    ),
    (ALL, "¿El ganador? Google.", "¿El ganador? Google."),
    (ALL, "¿La respuesta? María.", "¿La respuesta? María."),
    (ALL, "¿El resultado? La verdad, no lo sé.", "¿El resultado? La verdad, no lo sé."),
    (ALL, "¿El resultado? ¿Quién sabe?", "¿El resultado? ¿Quién sabe?"),
    (ALL, "### ¿El secreto?\n\nLa masa madre.", "### ¿El secreto?\n\nLa masa madre."),
    (
        ALL,
        "Este libro es una invitación a reflexionar sobre la memoria.",
        "Este libro invita a reflexionar sobre la memoria.",
    ),
    (
        ALL,
        "La película es un recordatorio de que la cultura nos une.",
        "La película recuerda que la cultura nos une.",
    ),
    # "la magia de", after a verb of experience only
    (ALL, "Disfruta de la magia del invierno en la sierra.", "Disfruta del invierno en la sierra."),
    (ALL, "Vive la magia de las fiestas con nosotros.", "Vive las fiestas con nosotros."),
    (
        ALL,
        "Un mago enseñó la magia de los trucos de cartas.",
        "Un mago enseñó la magia de los trucos de cartas.",
    ),
    (
        ALL,
        "Nos enorgullece anunciar nuestra nueva colección.",
        "Presentamos nuestra nueva colección.",
    ),
    # the booster before the noun, never before a second adjective
    (
        ALL,
        "El museo alberga una impresionante colección de arte precolombino.",
        "El museo alberga una gran colección de arte precolombino.",
    ),
    (
        ALL,
        "Su extraordinaria capacidad de trabajo sorprendió a todos.",
        "Su gran capacidad de trabajo sorprendió a todos.",
    ),
    (ALL, "Es una espectacular y moderna sala.", "Es una espectacular y moderna sala."),
    (
        ALL,
        "A medida que avanzamos hacia un futuro más sostenible, las empresas deben adaptarse.",
        "Las empresas deben adaptarse.",
    ),
    (ALL, "El personal no fue particularmente amable.", "El personal no fue especialmente amable."),
    (ALL, "Particularmente, prefiero el tren.", "Particularmente, prefiero el tren."),
    # closing lines of an advert and a travel guide, and the stock "cada rincón cuenta una historia"
    (
        ALL,
        "El comal es de hierro fundido. Hazlo tuyo hoy y descubre por qué la tradición nunca pasa "
        "de moda.",
        "El comal es de hierro fundido.",
    ),
    (
        ALL,
        "Paseamos por el casco antiguo. Cada rincón de la ciudad cuenta una historia.",
        "Paseamos por el casco antiguo.",
    ),
    # "el destino perfecto para", "la opción ideal para"
    (
        ALL,
        "Tranquila y segura, es el destino perfecto tanto para viajeros como para familias.",
        "Tranquila y segura, es un buen destino tanto para viajeros como para familias.",
    ),
    (
        ALL,
        "Esta mochila es la opción ideal para quienes viajan ligero.",
        "Esta mochila es una buena opción para quienes viajan ligero.",
    ),
    (
        (A,),
        "Una lectura imprescindible para quienes disfrutan de la novela negra.",
        "Una lectura muy recomendable para quienes disfrutan de la novela negra.",
    ),
    # … a claim stays
    (
        ALL,
        "Es una lectura imprescindible para entender el siglo XX.",
        "Es una lectura imprescindible para entender el siglo XX.",
    ),
    # "no es solo X, es una invitación a …" keeps its "Es una invitación", which the reordering
    # needs
    (
        ALL,
        "No es solo un cambio de estación, es una invitación a redescubrir la sierra.",
        "Es una invitación a redescubrir la sierra, no solo un cambio de estación.",
    ),
    # the noun of the action said as its verb, in the verb's form
    (
        ALL,
        "Hemos realizado una revisión de todos los pedidos.",
        "Hemos revisado todos los pedidos.",
    ),
    (
        ALL,
        "Realizamos un análisis exhaustivo del mercado antes de lanzar el producto.",
        "Analizamos a fondo el mercado antes de lanzar el producto.",
    ),
    (ALL, "Llevamos a cabo una verificación de cada pedido.", "Verificamos cada pedido."),
    (
        ALL,
        "Conviene realizar una limpieza profunda de la nevera cada mes.",
        "Conviene limpiar a fondo la nevera cada mes.",
    ),
    (ALL, "El técnico realizó una reparación del motor.", "El técnico reparó el motor."),
    # … never after "se", whose verb agrees with what follows
    ((A,), "Se realizó un análisis de los datos.", "Se realizó un análisis de los datos."),
    (
        ALL,
        "Se han realizado una revisión de los contratos y una auditoría.",
        "Se han realizado una revisión de los contratos y una auditoría.",
    ),
    (
        ALL,
        "Te recomendamos encarecidamente reservar con antelación.",
        "Te recomendamos reservar con antelación.",
    ),
    (
        (A, P),
        "La aplicación permite gestionar los gastos de manera sencilla.",
        "La aplicación permite gestionar los gastos con sencillez.",
    ),
    (
        ALL,
        "Genera informes de forma rápida y sencilla.",
        "Genera informes de forma rápida y sencilla.",
    ),
    (ALL, "El éxito del proyecto es innegable.", "El éxito del proyecto es evidente."),
    (
        (C, P),
        "La avería afecta notablemente nuestra rutina diaria.",
        "La avería afecta mucho nuestra rutina diaria.",
    ),
    (
        (C, P),
        "Se trata de una cuestión de creciente relevancia en Europa.",
        "Es una cuestión cada vez más relevante en Europa.",
    ),
    (
        (A,),
        "Se trata de un problema habitual en los pisos antiguos.",
        "Se trata de un problema habitual en los pisos antiguos.",
    ),
    (ALL, "No se trata de un error. Es el diseño.", "No se trata de un error. Es el diseño."),
    (
        ALL,
        "Me encantaría tener la oportunidad de conversar con ustedes.",
        "Me encantaría conversar con ustedes.",
    ),
    (
        ALL,
        "Nuestro equipo estará encantado de ayudarte en soporte@tintero.app.",
        "Nuestro equipo te ayudará en soporte@tintero.app.",
    ),
    (
        ALL,
        "Hoy quiero compartir con vosotros una noticia muy especial. Hemos abierto una tienda.",
        "Hemos abierto una tienda.",
    ),
    (
        ALL,
        "Consejo extra: lleva siempre una batería externa.",
        "Un consejo más: lleva siempre una batería externa.",
    ),
    # "la forma en que" → "cómo" (casual, professional), never after "es" or opening a sentence
    (
        (C, P),
        "Fue un punto de inflexión en la forma en que la ciudadanía se relacionaba con la cultura.",
        "Fue un punto de inflexión en cómo la ciudadanía se relacionaba con la cultura.",
    ),
    ((C, P), "Todo depende de la manera en la que se use.", "Todo depende de cómo se use."),
    (
        (A,),
        "Todo depende de la manera en la que se use.",
        "Todo depende de la manera en la que se use.",
    ),
    (ALL, "Es la forma en que trabajamos.", "Es la forma en que trabajamos."),
    (ALL, "La forma en que trabajamos es eficiente.", "La forma en que trabajamos es eficiente."),
    (
        ALL,
        "Los cambios a nivel del barrio fueron visibles.",
        "Los cambios en el barrio fueron visibles.",
    ),
    (ALL, "Coloca la pantalla a nivel de los ojos.", "Coloca la pantalla a nivel de los ojos."),
    (ALL, "El museo pone en valor el patrimonio local.", "El museo valora el patrimonio local."),
    (
        ALL,
        "El proyecto ha puesto en valor los oficios tradicionales.",
        "El proyecto ha valorado los oficios tradicionales.",
    ),
    # "sin duda" inside a sentence
    (
        ALL,
        "Oaxaca es, sin duda, uno de los destinos más interesantes de México.",
        "Oaxaca es uno de los destinos más interesantes de México.",
    ),
    (
        ALL,
        "La novela pertenece sin duda a la segunda categoría.",
        "La novela pertenece a la segunda categoría.",
    ),
    # "realmente" after a copula: dropped before an absolute adjective, "muy" before another …
    (ALL, "Las vistas son realmente increíbles.", "Las vistas son increíbles."),
    (
        ALL,
        "La guía es realmente útil para principiantes.",
        "La guía es muy útil para principiantes.",
    ),
    # … never before an article
    (ALL, "Ellos son realmente los culpables.", "Ellos son realmente los culpables."),
    (
        ALL,
        "Sencilla en apariencia, pero con infinitos matices, es mucho más que una receta: es todo "
        "un "
        "ritual.",
        "Sencilla en apariencia, pero con infinitos matices, es, más que una receta, todo un "
        "ritual.",
    ),
    (
        ALL,
        "Lo que más me llevo de esta experiencia es el increíble trabajo en equipo.",
        "Lo que más me llevo de esta experiencia es el gran trabajo en equipo.",
    ),
    (
        ALL,
        "La espectacular y moderna sala abrió ayer.",
        "La espectacular y moderna sala abrió ayer.",
    ),
    (
        ALL,
        "El Café del Siglo ocupa un lugar privilegiado en la memoria colectiva.",
        "El Café del Siglo sigue muy presente en la memoria colectiva.",
    ),
    (
        ALL,
        "Estos cafés ocupan un lugar especial en la memoria de la ciudad.",
        "Estos cafés siguen muy presentes en la memoria de la ciudad.",
    ),
    # a second object after ", y la …" is no clause: no cut there
    (
        ALL,
        "Recordamos las mañanas en las que llegaba antes que nadie para preparar café para todos "
        "los "
        "compañeros de la sección, y la paciencia infinita con la que enseñaba el oficio a los más "
        "jóvenes.",
        "Recordamos las mañanas en las que llegaba antes que nadie para preparar café para todos "
        "los "
        "compañeros de la sección, y la paciencia infinita con la que enseñaba el oficio a los más "
        "jóvenes.",
    ),
]


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [(tone, text, expected) for tones, text, expected in EXACT_R10 for tone in tones],
)
def test_round_10_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


def test_iniciar_is_never_read_inside_reiniciar() -> None:
    assert rewrite_text("Hay que reiniciar el router.", C, ES) == "Hay que reiniciar el router."
    assert rewrite_text("Vamos a iniciar las obras.", C, ES) == "Vamos a empezar las obras."


# -- round 11: fronted clauses moved after the main clause ----------------------------------------

# Each reorder entry, end to end: the main clause comes first, the opener follows in lower case,
# with a comma only before a concessive ("aunque", "si bien"). The sentence after the one moved
# makes the engine's choice between moving and keeping (one in three keeps) fall on the move.
REORDER_MOVED = [
    (
        "Si tienes cualquier problema, nuestro equipo responde en menos de 24 horas. Seguimos "
        "informando.",
        "Nuestro equipo responde en menos de 24 horas si tienes cualquier problema. Seguimos "
        "informando.",
    ),
    (
        "Si no pones límites claros, el trabajo acaba ocupando cada rincón de tu jornada. "
        "Seguimos informando.",
        "El trabajo acaba ocupando cada rincón de tu jornada si no pones límites claros. Seguimos "
        "informando.",
    ),
    (
        "Si os pasáis el sábado por la mañana, tendremos degustación de pan de centeno. Seguimos "
        "informando.",
        "Tendremos degustación de pan de centeno si os pasáis el sábado por la mañana. Seguimos "
        "informando.",
    ),
    (
        "Cuando llegué a la empresa, éramos un equipo de tres personas. Nada más.",
        "Éramos un equipo de tres personas cuando llegué a la empresa. Nada más.",
    ),
    (
        "Mientras esperas el autobús, puedes repasar la lista de la compra. Nada más.",
        "Puedes repasar la lista de la compra mientras esperas el autobús. Nada más.",
    ),
    (
        "Una vez que identificamos el problema, la solución llegó casi sola. Nada más.",
        "La solución llegó casi sola una vez que identificamos el problema. Nada más.",
    ),
    (
        "Tras revisar la documentación, el equipo detectó un error en las cuentas.",
        "El equipo detectó un error en las cuentas tras revisar la documentación.",
    ),
    (
        "Al terminar el curso, los participantes recibirán una constancia.",
        "Los participantes recibirán una constancia al terminar el curso.",
    ),
    (
        "Para ahorrar tiempo, puedes preparar la masa la noche anterior. Eso es todo.",
        "Puedes preparar la masa la noche anterior para ahorrar tiempo. Eso es todo.",
    ),
    (
        "Para mejorar la atención al cliente, hemos ampliado el horario de la oficina. Eso es "
        "todo.",
        "Hemos ampliado el horario de la oficina para mejorar la atención al cliente. Eso es todo.",
    ),
    (
        "Aunque el curso es en línea, las clases tienen un horario fijo. Seguimos informando.",
        "Las clases tienen un horario fijo, aunque el curso es en línea. Seguimos informando.",
    ),
    (
        "Si bien los datos son preliminares, el estudio apunta a una mejora clara. Seguimos "
        "informando.",
        "El estudio apunta a una mejora clara, si bien los datos son preliminares. Seguimos "
        "informando.",
    ),
    (
        "Gracias a la espuma de memoria del panel, tu espalda se mantiene seca incluso en verano.",
        "Tu espalda se mantiene seca incluso en verano gracias a la espuma de memoria del panel.",
    ),
    (
        "Según el último informe del sector, el paro bajó un 2 % en marzo. Nada más.",
        "El paro bajó un 2 % en marzo, según el último informe del sector. Nada más.",
    ),
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize(("text", "expected"), REORDER_MOVED)
def test_round_11_a_fronted_clause_moves_after_the_main_clause(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite_text(text, tone, ES) == expected


# Sentences that keep their order in every tone, whatever the engine's choice.
REORDER_KEPT = [
    # a clitic, a possessive or a third-person verb without its subject that points back
    "Si compras una bici, la puedes devolver en 30 días.",
    "Cuando llegó el paquete, su caja estaba rota.",
    "Si la masa sube, está lista para hornear.",
    "Si el cliente pide el cambio, el técnico la revisará en el taller.",
    "Cuando el cliente llama, el técnico lo atiende en el acto.",
    "Si la junta está dañada, tendrás que cambiarla.",
    "Mientras que el lector de papel elige pocos libros, el lector digital salta de uno a otro.",
    "Aunque no bloquean todos los sonidos, la reducción del ruido es notable.",
    "Si los cargas durante 10 minutos, tendrás casi dos horas de música.",
    # connector-like openers
    "Si es posible, el equipo enviará el informe hoy.",
    "Al parecer, el envío llegará a la tienda mañana.",
    "Para terminar, el equipo presentó las cifras del trimestre.",
    "Gracias a ello, el equipo ahorró mucho tiempo.",
    "Según parece, el tren llegará tarde.",
    "Sin ir más lejos, el año pasado el equipo ganó la liga.",
    # an infinitive whose subject the main clause shows to be someone else
    "Al llegar al hotel, la recepcionista nos dio la llave.",
    "Según el estudio, sus autores recomiendan más controles.",
    # a question, a comma in the main clause, two clauses, a second infinitive clause
    "Si tienes tiempo, ¿puedes revisar el informe?",
    "Si viajas en tren, el billete incluye, además, el transporte local.",
    "Cuando empezó el curso, el aula estaba vacía y el profesor llegó tarde.",
    "Para facilitar el acceso, la apertura permite sacar el portátil sin vaciar la mochila.",
    # a warning or a step that must come first, an imperative
    "Si notas olor a gas, debes salir de casa de inmediato.",
    "Si notas olor a gas, sal de casa de inmediato.",
    "Si tenéis preguntas sobre alergias, escribidnos por mensaje privado.",
]


def _reorder_entries(data: LanguageData) -> list[object]:
    return [
        phrase
        for phrase in data.phrases
        if phrase.kind == "structure" and any("\\g<0>" in o for o in phrase.options[C])
    ]


def test_round_11_there_is_one_reorder_entry_per_family(data: LanguageData) -> None:
    assert len(_reorder_entries(data)) == 7


@pytest.mark.parametrize("text", REORDER_KEPT)
def test_round_11_a_fronted_clause_that_must_stay_first_matches_no_reorder_entry(
    data: LanguageData, text: str
) -> None:
    assert not [p for p in _reorder_entries(data) if p.pattern.search(text)]  # type: ignore[attr-defined]
    for tone in ALL:
        out = rewrite_text(text, tone, ES)
        assert out.split()[0] == text.split()[0], (tone, out)


# Where the engine keeps the order by its choice, the entry's own move, as each family writes it.
REORDER_MOVES = [
    (
        "Si buscas un sonido equilibrado, difícilmente encontrarás algo mejor.",
        "Difícilmente encontrarás algo mejor si buscas un sonido equilibrado.",
    ),
    (
        "Cuando el agua empieza a hervir, la cocina se llena de vapor.",
        "La cocina se llena de vapor cuando el agua empieza a hervir.",
    ),
    (
        "Antes de empezar la obra, conviene revisar el estado de las tuberías.",
        "Conviene revisar el estado de las tuberías antes de empezar la obra.",
    ),
    (
        "Después de cenar, solemos dar un paseo por el puerto.",
        "Solemos dar un paseo por el puerto después de cenar.",
    ),
    (
        "Para celebrar la apertura, todos los pedidos tienen un descuento.",
        "Todos los pedidos tienen un descuento para celebrar la apertura.",
    ),
    (
        "Aunque el local es pequeño, hemos preparado una barra con seis taburetes altos.",
        "Hemos preparado una barra con seis taburetes altos, aunque el local es pequeño.",
    ),
    (
        "Gracias a la nueva red de sensores, los técnicos medirán el efecto calle por calle.",
        "Los técnicos medirán el efecto calle por calle gracias a la nueva red de sensores.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), REORDER_MOVES)
def test_round_11_a_movable_clause_matches_exactly_one_reorder_entry(
    data: LanguageData, text: str, expected: str
) -> None:
    entries = [p for p in _reorder_entries(data) if p.pattern.search(text)]  # type: ignore[attr-defined]
    assert len(entries) == 1
    match = entries[0].pattern.search(text)  # type: ignore[attr-defined]
    moved = _expand(match, entries[0].options[C][0]) + text[match.end() :]  # type: ignore[attr-defined]
    assert moved[:1].upper() + moved[1:] == expected
    assert entries[0].options[C][1:] == ("\\g<0>", "\\g<0>")  # type: ignore[attr-defined]


# -- round 11: structures the r10 readers still flagged in the rewrite ----------------------------

EXACT_R11_TELLS = [
    # the staged "no se limita a X, sino que Y" becomes an addition (es-r10-03)
    (
        "El proyecto no se limita a generar conocimiento científico, sino que aspira a ofrecer "
        "una herramienta útil.",
        "El proyecto, además de generar conocimiento científico, aspira a ofrecer una herramienta "
        "útil.",
    ),
    (
        "Los talleres no se limitan a enseñar recetas, sino que también explican la historia de "
        "cada plato.",
        "Los talleres, además de enseñar recetas, explican la historia de cada plato.",
    ),
    # … never after a comma (an aside before it), never before a noun
    (
        "El curso, que dura tres meses, no se limita a enseñar teoría, sino que incluye prácticas.",
        "El curso, que dura tres meses, no se limita a enseñar teoría, sino que incluye prácticas.",
    ),
    (
        "La oferta no se limita a la cocina, sino que abarca el comedor.",
        "La oferta no se limita a la cocina, sino que abarca el comedor.",
    ),
    # a closing "Porque …" maxim and a "X es una experiencia que …, no un simple Y" moral go
    # where the text ends (es-r10-01, es-r10-02, es-r10-05) …
    (
        "Tener un colchón te da tranquilidad.\n\nPorque entender tu dinero es el primer paso para "
        "recuperar el control de tu vida.",
        "Tener un colchón te da tranquilidad.",
    ),
    (
        "El tranvía es una inversión necesaria. Porque las ciudades que avanzan son, al fin y al "
        "cabo, las que se atreven a decidir.",
        "El tranvía es una inversión necesaria.",
    ),
    (
        "Come fabada en Cangas. Asturias es una experiencia que se vive con los cinco sentidos, "
        "no un simple destino.",
        "Come fabada en Cangas.",
    ),
    # … a "porque" that answers a question stays
    ("¿Por qué lo dejé? Porque no tenía tiempo.", "¿Por qué lo dejé? Porque no tenía tiempo."),
]


@pytest.mark.parametrize("tone", ALL)
@pytest.mark.parametrize(("text", "expected"), EXACT_R11_TELLS)
def test_round_11_tells_exact_cases(tone: Tone, text: str, expected: str) -> None:
    assert rewrite_text(text, tone, ES) == expected


# Round 11: a sentence that ends with a subordinate clause (as one moved after its main clause
# does) is not joined to the next with " y ", which would read as joining that clause's noun
# ("… gracias a la nueva red y el primer informe …"); the same sentence without it still is.
def test_r11_no_join_after_a_closing_subordinate_clause() -> None:
    rest = (
        " El primer informe se publicará en la primavera de 2026. La ciudad plantará 300 árboles"
        " nuevos este año. Los vecinos podrán elegir las especies en junio. La obra empezará en"
        " la calle Mayor."
    )
    moved = "Los técnicos medirán el efecto de los árboles gracias a la nueva red."
    assert rewrite_text(machine(moved + rest), Tone.PROFESSIONAL, Language.ES).startswith(
        moved + " El primer informe"
    )
    plain = "Los técnicos medirán el efecto de los árboles con la nueva red."
    assert rewrite_text(machine(plain + rest), Tone.PROFESSIONAL, Language.ES).startswith(
        "Los técnicos medirán el efecto de los árboles con la nueva red y el primer informe"
    )


# Review r11 (es-r11-01, -02, -04, -05): each fix, the case from the review and one where the
# entry still fires.
EXACT_R11_REVIEW = [
    # ", lo que reduce … sin renunciar …" is not cut: "Ello"/"Esto" would be the one that does not
    # give up; without "sin" it still is, with "Esto" in professional prose.
    (
        ALL,
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas, unas 32 por mochila, reduciendo el impacto ambiental sin "
        "renunciar al rendimiento.",
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas, unas 32 por mochila, lo que reduce el impacto ambiental sin "
        "renunciar al rendimiento.",
    ),
    (
        (P,),
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas de la zona, lo que reduce el impacto ambiental de cada una de "
        "las piezas.",
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas de la zona. Esto reduce el impacto ambiental de cada una de "
        "las piezas.",
    ),
    (
        (C,),
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas de la zona, lo que reduce el impacto ambiental de cada una de "
        "las piezas.",
        "Cada mochila se fabrica en nuestro taller de Manresa con tejido procedente de botellas "
        "de plástico recicladas de la zona. Eso reduce el impacto ambiental de cada una de "
        "las piezas.",
    ),
    # "no es solo X, sino Y" → "es Y, no solo X": "simple" would belittle X.
    (
        ALL,
        "La Tramuntana no es solo una mochila de montaña, sino una compañera fiable para "
        "cualquier aventura.",
        "La Tramuntana es una compañera fiable para cualquier aventura, no solo una mochila de "
        "montaña.",
    ),
    # A Y that ends in a list of noun phrases ends the sentence too; a Y that runs on keeps
    # "y, sobre todo,".
    (
        ALL,
        "Porque una cooperativa no es solo una empresa: es una forma de entender la vida, el "
        "campo y la comunidad.",
        "Porque una cooperativa es una forma de entender la vida, el campo y la comunidad, no "
        "solo una empresa.",
    ),
    (
        (P,),
        "Una cooperativa no es solo una empresa: es una forma de vida, aunque cueste mantenerla.",
        "Una cooperativa es una empresa y, sobre todo, una forma de vida, aunque cueste "
        "mantenerla.",
    ),
    # ", desempeñando un papel clave en" → ", con un papel central en"; no "tener un papel".
    (
        (A, P),
        "Las praderas son uno de los ecosistemas más valiosos del Mediterráneo, desempeñando un "
        "papel clave en la captura de carbono.",
        "Las praderas son uno de los ecosistemas más valiosos del Mediterráneo, con un papel "
        "central en la captura de carbono.",
    ),
    (
        (A,),
        "Las praderas siguen desempeñando un papel clave en la captura de carbono.",
        "Las praderas siguen cumpliendo una función central en la captura de carbono.",
    ),
    (
        (C, P),
        "Las praderas siguen desempeñando un papel clave en la captura de carbono.",
        "Las praderas siguen siendo clave en la captura de carbono.",
    ),
    (
        (A,),
        "Las praderas desempeñan un papel clave en la captura de carbono.",
        "Las praderas cumplen una función central en la captura de carbono.",
    ),
    # "hoy más que nunca" keeps its comparison.
    (
        ALL,
        "Su valor resulta, hoy más que nunca, insustituible.",
        "Su valor resulta, cada vez más, insustituible.",
    ),
    (
        ALL,
        "Hoy más que nunca necesitamos datos fiables.",
        "Cada vez más necesitamos datos fiables.",
    ),
    # "de forma continua" → casual "sin parar", never "todo el tiempo".
    (
        (C,),
        "En cuanto empiece a salir un chorrito de agua de forma continua, cierra la válvula.",
        "En cuanto empiece a salir un chorrito de agua sin parar, cierra la válvula.",
    ),
    (
        (C,),
        "El contador se actualiza de forma constante.",
        "El contador se actualiza sin parar.",
    ),
    # "Consejo extra:" → "Un consejo más:", never "Otro consejo:".
    (ALL, "Consejo extra: hazlo una vez al año.", "Un consejo más: hazlo una vez al año."),
    (ALL, "Consejo adicional: purga los radiadores.", "Un consejo más: purga los radiadores."),
]


@pytest.mark.parametrize(("tones", "text", "expected"), EXACT_R11_REVIEW)
def test_review_r11_exact_cases(tones: tuple[Tone, ...], text: str, expected: str) -> None:
    for tone in tones:
        assert rewrite_text(machine(text), tone, ES) == expected, tone


# Review r11 tells: closing slogans dropped where the text ends; the same words elsewhere, or a
# "Porque …" that answers a question, stay.
EXACT_R11_REVIEW_TELLS = [
    (
        "La mochila está lista para acompañarte. Porque cada aventura merece un equipo a su "
        "altura.",
        "La mochila está lista para acompañarte.",
    ),
    (
        "¿Por qué la probamos tanto? Porque cada cliente merece una mochila que dure.",
        "¿Por qué la probamos tanto? Porque cada cliente merece una mochila que dure.",
    ),
    (
        "Purga los radiadores en octubre. ¡Tu bolsillo (y tus pies) te lo agradecerán!",
        "Purga los radiadores en octubre.",
    ),
    (
        "Purga los radiadores en octubre. ¡Tu bolsillo te lo agradecerá!",
        "Purga los radiadores en octubre.",
    ),
    (
        "Gracias por cada café compartido. Sin ustedes, esta historia no se habría escrito.",
        "Gracias por cada café compartido.",
    ),
    (
        "Sin ustedes, esta historia no se habría escrito. Por eso hoy los invitamos a un café.",
        "Sin ustedes, esta historia no se habría escrito. Por eso hoy los invitamos a un café.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), EXACT_R11_REVIEW_TELLS)
def test_review_r11_tells_exact_cases(text: str, expected: str) -> None:
    for tone in (Tone.CASUAL, Tone.PROFESSIONAL):
        assert rewrite_text(text, tone, ES) == expected, tone


# Review r12 (texts es-r12-01…08: blog intro, product copy, e-mail, essay, how-to, social post,
# news item, cover letter): product-copy redundancies, stock epithets, calques ("accionable",
# "éxito continuo", "nunca antes"), sign-offs said twice, and the cases where a rule must not fire.
REVIEW_R12 = [
    # "intuitiva y fácil de usar", "sostenible y responsable con el medio ambiente": one says both
    (
        (A, P),
        "La app cuenta con una interfaz intuitiva y fácil de usar.",
        "La app cuenta con una interfaz fácil de usar.",
    ),
    (
        ALL,
        "Es una opción sostenible y respetuosa con el medio ambiente.",
        "Es una opción sostenible.",
    ),
    # "experiencia" is feminine: the adjective agrees, never "de café de excepción"
    (
        (C,),
        "Diseñada para quienes buscan una experiencia de café excepcional.",
        "Diseñada para quienes buscan una experiencia de café muy especial.",
    ),
    (
        (A,),
        "Diseñada para quienes buscan una experiencia de café excepcional.",
        "Diseñada para quienes buscan una experiencia de café singular.",
    ),
    # a milestone is significant already; the firm commitment is a commitment
    (
        ALL,
        "La biblioteca supone un hito significativo para el barrio.",
        "La biblioteca supone un hito para el barrio.",
    ),
    (
        ALL,
        "La empresa mantiene su firme compromiso con la calidad.",
        "La empresa mantiene su compromiso con la calidad.",
    ),
    (
        (C,),
        "Después de meses de trabajo incansable, la app está lista.",
        "Después de meses de mucho trabajo, la app está lista.",
    ),
    (
        ALL,
        "Ruta Verde nace con una misión clara: ayudarte a moverte mejor.",
        "Ruta Verde nace para ayudarte a moverte mejor.",
    ),
    # not before a noun phrase ("la de …" would not follow "para")
    (
        ALL,
        "Ruta Verde nace con una misión clara: la movilidad limpia.",
        "Ruta Verde nace con una misión clara: la movilidad limpia.",
    ),
    (
        ALL,
        "Cultivar en casa aporta beneficios tangibles para la salud.",
        "Cultivar en casa aporta beneficios concretos para la salud.",
    ),
    # "repercute negativamente en" → "perjudica a", in the verb's own person and tense
    (
        ALL,
        "La lectura fragmentada repercute negativamente en la retención.",
        "La lectura fragmentada perjudica a la retención.",
    ),
    (
        ALL,
        "Los retrasos repercutieron negativamente en el servicio.",
        "Los retrasos perjudicaron al servicio.",
    ),
    (
        ALL,
        "Con estos sencillos consejos, ahorrarás agua.",
        "Con estos consejos, ahorrarás agua.",
    ),
    (
        ALL,
        "Siguiendo estos pasos, tu lavadora durará más.",
        "Con estos pasos, tu lavadora durará más.",
    ),
    # "unos sencillos pasos" keeps its adjective: there it says the steps are easy
    (
        ALL,
        "Se instala en unos sencillos pasos.",
        "Se instala en unos sencillos pasos.",
    ),
    (
        ALL,
        "Quiero seguir creciendo tanto a nivel personal como profesional.",
        "Quiero seguir creciendo tanto en lo personal como en lo profesional.",
    ),
    (
        (P,),
        "Me encantaría contribuir a su éxito continuo.",
        "Me encantaría contribuir a su éxito.",
    ),
    (
        ALL,
        "Traduzco datos complejos en información accionable.",
        "Traduzco datos complejos en información útil.",
    ),
    (ALL, "Nunca antes había sido tan fácil leer.", "Nunca había sido tan fácil leer."),
    (ALL, "Este modelo va un paso más allá.", "Este modelo va más lejos."),
    (
        (P,),
        "El libro es una fuente inagotable de ideas.",
        "El libro es una fuente constante de ideas.",
    ),
    (
        (C,),
        "Es el equilibrio perfecto entre precio y calidad.",
        "Es un buen equilibrio entre precio y calidad.",
    ),
    (
        (A, P),
        "No cabe duda de que el tren es más cómodo.",
        "El tren es más cómodo.",
    ),
    # the same words inside a sentence stay
    (
        ALL,
        "Dijo que no cabe duda de que el tren es más cómodo.",
        "Dijo que no cabe duda de que el tren es más cómodo.",
    ),
    # two sign-offs that say the same: the second goes; "quedamos" stays "quedamos"
    (
        (P,),
        "Quedo a su entera disposición para cualquier consulta o aclaración adicional. No dude "
        "en ponerse en contacto conmigo si necesita más información.",
        "Quedo a su disposición para cualquier duda.",
    ),
    (
        (C,),
        "Quedamos a tu disposición para cualquier duda. No dudes en escribirnos.",
        "Quedamos a tu disposición para cualquier duda.",
    ),
    (
        (C, P),
        "Me pongo en contacto con usted para hacer un seguimiento de la reunión.",
        "Le escribo para hacer un seguimiento de la reunión.",
    ),
    # academic "hacer un seguimiento" → "realizar", in the verb's own form (was "realizer")
    (
        (A,),
        "Me pongo en contacto con usted para hacer un seguimiento de la reunión.",
        "Le escribo para realizar un seguimiento de la reunión.",
    ),
    (
        (A,),
        "El equipo hace un análisis de los datos.",
        "El equipo analiza los datos.",
    ),
    (
        ALL,
        "Nos dieron su valiosa opinión sobre la versión beta.",
        "Nos dieron su opinión sobre la versión beta.",
    ),
    (
        (C,),
        "El molinillo la convierte en la aliada perfecta para tu cocina.",
        "El molinillo la convierte en una buena ayuda para tu cocina.",
    ),
    # the plain sign-off stays as it is (the rule would count its own output as stock)
    (
        ALL,
        "Quedo a su disposición para cualquier consulta.",
        "Quedo a su disposición para cualquier consulta.",
    ),
    (
        ALL,
        "La biblioteca será un punto de encuentro clave para el barrio.",
        "La biblioteca será un punto de encuentro para el barrio.",
    ),
    # "de forma eficaz" after an object: "con eficacia", never a dangling "bien"
    (
        (C,),
        "Así eliminarás la cal y las bacterias de forma eficaz.",
        "Así eliminarás la cal y las bacterias con eficacia.",
    ),
    (
        (C,),
        "El filtro funciona de forma eficaz.",
        "El filtro funciona bien.",
    ),
]


@pytest.mark.parametrize(("tones", "text", "expected"), REVIEW_R12)
def test_review_r12_exact_cases(tones: tuple[Tone, ...], text: str, expected: str) -> None:
    for tone in tones:
        assert rewrite_text(text, tone, ES) == expected, tone


# Review r12 framing: the hook and its "No estás solo" at the start, the guide's promise to guide,
# "¡Tu ropa te lo agradecerá!" and the news item's closing commitment at the end.
REVIEW_R12_FRAMING = [
    (
        "¿Alguna vez has soñado con comer tomates de tu balcón? No estás solo. Cada vez más "
        "personas cultivan en casa.",
        "Cada vez más personas cultivan en casa.",
    ),
    # a question later in the text stays
    (
        "Cada vez más personas cultivan en casa. ¿Alguna vez has soñado con comer tomates de tu "
        "balcón?",
        "Cada vez más personas cultivan en casa. ¿Alguna vez has soñado con comer tomates de tu "
        "balcón?",
    ),
    (
        "Elige bien el sustrato. Desde la elección de las semillas hasta la primera cosecha, te "
        "acompañaremos en cada etapa del proceso.",
        "Elige bien el sustrato.",
    ),
    # a company's service in the present stays
    (
        "Desde la firma hasta la entrega de llaves, te acompañamos en cada paso del proceso.",
        "Desde la firma hasta la entrega de llaves, te acompañamos en cada paso del proceso.",
    ),
    (
        "Haz un lavado en vacío cada mes. ¡Tu ropa te lo agradecerá!",
        "Haz un lavado en vacío cada mes.",
    ),
    (
        "El Ayuntamiento abre la biblioteca el lunes.\n\nCon esta iniciativa, el Ayuntamiento "
        "reafirma su firme compromiso con la cultura y la educación.",
        "El Ayuntamiento abre la biblioteca el lunes.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), REVIEW_R12_FRAMING)
def test_review_r12_framing_exact_cases(text: str, expected: str) -> None:
    for tone in (Tone.CASUAL, Tone.PROFESSIONAL):
        assert rewrite_text(text, tone, ES) == expected, tone


# Review r12 (blind): the errors the engine made and the tells it left, fixed in the data. Each case
# is (tones, input, output); several are cases where a broad rule must NOT fire.
REVIEW_R12_FIXES = [
    # "mientras que" written for an addition: a cut never invents a contrast ("En cambio", r12-04)
    (
        ("professional",),
        machine(
            "Su pico cebador de precisión te permite controlar el chorro sin derramar una gota, "
            "mientras que su manija rebatible lo hace cómodo, práctico y fácil de llevar a donde "
            "vayas."
        ),
        "Su pico cebador de precisión te permite controlar el chorro sin derramar una gota. Por "
        "otro lado, su manija rebatible lo hace cómodo, práctico y fácil de llevar a donde vayas.",
    ),
    # an abstract's context is "Ante …", never the vague "Con …"; "fundamental" is never the flat
    # "muy importante" in academic prose (r12-05)
    (
        ("academic",),
        "En un contexto marcado por la variabilidad climática, comprender el comportamiento de los "
        "usuarios resulta fundamental para planificar la red.",
        "Ante la variabilidad climática, comprender el comportamiento de los usuarios resulta "
        "imprescindible para planificar la red.",
    ),
    # "no solo X, sino que también Y" → "X y Y", not the redundant "y también" (r12-05)
    (
        ("academic",),
        "Estos hallazgos no solo aportan evidencia empírica al debate, sino que también ofrecen "
        "insumos para el diseño de políticas.",
        "Estos hallazgos aportan evidencia empírica al debate y ofrecen insumos para diseñar "
        "políticas.",
    ),
    # "Y, en tercer lugar" belongs to the run: one scheme throughout (r12-06)
    (
        ("academic",),
        machine(
            "Tres factores explican esta distancia. En primer lugar, la formación docente. En "
            "segundo lugar, la pertinencia de los contenidos. Y, en tercer lugar, la intermitencia "
            "del servicio."
        ),
        "Tres factores explican esta distancia. En primer término, la formación docente. En "
        "segundo término, la pertinencia de los contenidos. En tercer término, la intermitencia "
        "del servicio.",
    ),
    # "no es solo X: es, ante todo, Y" in one clause, never cut at the colon (r12-06)
    (
        ("academic",),
        "En definitiva, cerrar la brecha digital no es solo un desafío técnico: es, ante todo, un "
        "compromiso ético con la equidad educativa.",
        "En suma, cerrar la brecha digital es un reto técnico y, ante todo, un compromiso ético "
        "con la equidad educativa.",
    ),
    (
        ("casual", "academic"),
        "No es solo un trabajo, es sobre todo una forma de vida.",
        "Es un trabajo y, sobre todo, una forma de vida.",
    ),
    # academic "sobre todo" elsewhere still goes
    (
        ("academic",),
        "Los niños, sobre todo los pequeños, lo notan enseguida.",
        "Los niños, especialmente los pequeños, lo notan enseguida.",
    ),
    # "es también Y" after a long X (a name in it) is "y también", never "y, ante todo, también"
    (
        ("academic",),
        "Cerrar la brecha digital en las escuelas rurales del sur de Chile no es solo un reto "
        "técnico y económico para el Estado: es también un compromiso ético.",
        "Cerrar la brecha digital en las escuelas rurales del sur de Chile es un reto técnico y "
        "económico para el Estado y también un compromiso ético.",
    ),
    # a denial before a colon is never cut from what answers it
    (
        ("academic",),
        machine(
            "La escuela tiene conexión desde hace años. Los alumnos la usan poco. Los profesores "
            "piden formación. En suma, cerrar la brecha digital en las escuelas rurales del sur no "
            "es solo cuestión de antenas y de cables nuevos en cada aula: es un compromiso ético "
            "con la equidad educativa y con el derecho de cada niño a aprender."
        ),
        "La escuela tiene conexión desde hace años. Los alumnos la usan poco y los profesores "
        "piden formación. En suma, cerrar la brecha digital en las escuelas rurales del sur no es "
        "solo cuestión de antenas y de cables nuevos en cada aula: es un compromiso ético con la "
        "equidad educativa y con el derecho de cada niño a aprender.",
    ),
    # "No se trata solo de <inf> X, sino de <inf> Y" → "X no basta": both still count (r12-04, 06)
    (
        ("academic",),
        "No se trata únicamente de instalar antenas, sino de construir capacidades y reconocer el "
        "saber local.",
        "Instalar antenas no basta; también es preciso construir capacidades y reconocer el saber "
        "local.",
    ),
    (
        ("professional",),
        "No se trata solo de conservar el calor, sino de conservar los momentos que importan.",
        "Conservar el calor no basta: también hay que conservar los momentos que importan.",
    ),
    # a noun in "-ar/-er" is no infinitive
    (
        ("professional",),
        "No se trata solo de bienestar, sino de salud.",
        "Más que de bienestar, se trata de salud.",
    ),
    # the intro's outline after a colon stays, without the stock promise; the closing moral goes,
    # so no "Porque, al final, …" is left hanging (r12-01)
    (
        ("casual",),
        machine(
            "La ruta es circular y apta para casi todos los niveles.\n\nEn este artículo te cuento "
            "todo lo que necesitas saber: cómo llegar, qué llevar en la mochila y dónde comer "
            "después. Porque, al final, lo importante no es llegar a la meta, sino disfrutar de "
            "cada paso del camino."
        ),
        "La ruta es circular y apta para casi todos los niveles.\n\nEn este artículo te cuento "
        "cómo llegar, qué llevar en la mochila y dónde comer después.",
    ),
    # a bare announcement still goes
    (
        ("casual",),
        machine("La ruta es circular.\n\nEn este artículo te cuento cómo llegar y qué llevar."),
        "La ruta es circular.",
    ),
    # "no es solo X… es Y" with an ellipsis (r12-02)
    (
        ("casual",),
        "No es solo un café frío… es una experiencia.",
        "Es una experiencia, no solo un café frío.",
    ),
    (
        ("casual",),
        "Nuestro cold brew no es solo un café frío... es una experiencia.",
        "Nuestro cold brew es una experiencia, no solo un café frío.",
    ),
    # the closing maxim "Porque X no se toma solo… se comparte." goes; a reason stays
    (
        ("casual",),
        "Ven cuando quieras, siempre tendrás un sitio. Porque un buen café no se toma solo… se "
        "comparte.",
        "Ven cuando quieras, siempre tendrás un sitio.",
    ),
    (
        ("casual",),
        "Al final no vino. Porque mi hermano no se encontraba bien, se quedó en casa.",
        "Al final no vino. Porque mi hermano no se encontraba bien, se quedó en casa.",
    ),
    # stock lines said plainly (r12-01, 04, 05, 06)
    (
        ("casual",),
        "La ruta es el secreto mejor guardado de la Sierra de Cazorla.",
        "La ruta es una joya poco conocida de la Sierra de Cazorla.",
    ),
    (
        ("casual",),
        "Valdearce tiene algo que ofrecerte: tranquilidad, historia y paisajes.",
        "Valdearce te ofrece tranquilidad, historia y paisajes.",
    ),
    (
        ("professional",),
        "El termo mantiene el agua caliente durante hasta 24 horas.",
        "El termo mantiene el agua caliente hasta 24 horas.",
    ),
    (
        ("academic",),
        "Frente a este panorama, resulta imprescindible repensar las políticas públicas.",
        "Por ello, resulta imprescindible repensar las políticas públicas.",
    ),
    (
        ("professional",),
        "Ante esta situación, hemos decidido aplazar la entrega.",
        "Por eso, hemos decidido aplazar la entrega.",
    ),
    (
        ("academic",),
        "Los resultados revelan que el consumo bajó en todos los estratos.",
        "Los resultados indican que el consumo bajó en todos los estratos.",
    ),
    # a film or a person reveals: only results, data and studies "muestran"
    (
        ("casual", "academic"),
        "La película revela que el padre sabía la verdad.",
        "La película revela que el padre sabía la verdad.",
    ),
    # the gerund of a moral becomes an apposition; a reminder with a fact stays
    (
        ("casual",),
        "Algunos molinos están restaurados y otros abandonados, recordándonos que la naturaleza "
        "siempre tiene la última palabra.",
        "Algunos molinos están restaurados y otros abandonados, un recordatorio de que la "
        "naturaleza siempre tiene la última palabra.",
    ),
    (
        ("casual",),
        "La enfermera nos llamó ayer, recordándonos que la cita es el lunes a las nueve.",
        "La enfermera nos llamó ayer, recordándonos que la cita es el lunes a las nueve.",
    ),
    # the advert's wink before an offer goes; the offer stays (r12-02)
    (
        ("casual",),
        "Y porque sabemos que lo mejor se comparte: los primeros clientes que vengan con un amigo "
        "se llevan un pan de regalo.",
        "Los primeros clientes que vengan con un amigo se llevan un pan de regalo.",
    ),
]


@pytest.mark.parametrize(("tones", "text", "expected"), REVIEW_R12_FIXES)
def test_review_r12_fixes(tones: tuple[str, ...], text: str, expected: str) -> None:
    for tone in tones:
        assert rewrite_text(text, Tone(tone), ES) == expected, tone
