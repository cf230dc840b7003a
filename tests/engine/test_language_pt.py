"""Portuguese language data through the engine: exact cases per rule family, agreement, both
varieties (Brazil and Portugal), sentences a person writes that must come out untouched, and the
development texts in every tone."""

import re
import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.rules import count_stock_phrases
from humanizer.options import Language, Tone

TEXTS = Path(__file__).resolve().parents[2] / "bench" / "texts" / "pt.toml"
PT = Language.PT


# The rhythm stages (cuts and joins) edit machine text only: a text with no mark of it is a
# person's, and keeps its sentences. Their tests give the text an assistant's opener, which
# the engine cuts.
def machine(text: str) -> str:
    return "Claro! Aqui está o texto:\n\n" + text


def _texts() -> list[dict[str, object]]:
    with TEXTS.open("rb") as file:
        texts: list[dict[str, object]] = tomllib.load(file)["text"]
    return texts


def rewrite(text: str, tone: Tone = Tone.PROFESSIONAL) -> str:
    return rewrite_text(text, tone, PT)


# (tone, input, expected output)
EXACT = [
    # wrappers: openers and closers of chat answers, Brazilian and European
    (
        Tone.CASUAL,
        "Claro! Aqui está uma versão revisada do seu texto:\n\nO evento começa às 18h.\n\n"
        "Espero ter ajudado! 😊",
        "O evento começa às 18h.",
    ),
    (
        Tone.PROFESSIONAL,
        "Com certeza! Segue abaixo um resumo do livro.\n\nO livro conta a história de uma família.",
        "O livro conta a história de uma família.",
    ),
    (Tone.CASUAL, "Ótima pergunta! A resposta curta é sim.", "A resposta curta é sim."),
    (
        Tone.CASUAL,
        "Aqui tens uma proposta de e-mail:\n\nOlá Pedro, o orçamento está em anexo.\n\n"
        "Se precisares de mais alguma coisa, é só dizer!",
        "Olá Pedro, o orçamento está em anexo.",
    ),
    # closing offers: cut in an assistant's answer (here signed by the emoji after the offer);
    # without any sign of an assistant they are a person's genuine question (engine v2: these two
    # were cut before, which was wrong for a person's note; see OFFERS_KEPT below)
    (
        Tone.ACADEMIC,
        "O museu abre às 9h.\n\nGostaria que eu incluísse os preços dos bilhetes? 😊",
        "O museu abre às 9h.",
    ),
    (
        Tone.PROFESSIONAL,
        "O museu abre às 9h.\n\nSe quiser, posso também sugerir restaurantes próximos. 😊",
        "O museu abre às 9h.",
    ),
    (
        Tone.CASUAL,
        "Entendido! Vou reescrever o parágrafo com um tom mais formal:\n\n"
        "A empresa registrou lucro de 12%.",
        "A empresa registrou lucro de 12%.",
    ),
    # hedges dropped, capital fixed
    (Tone.ACADEMIC, "É importante ressaltar que a amostra era pequena.", "A amostra era pequena."),
    (Tone.PROFESSIONAL, "Importa referir que o prazo termina amanhã.", "O prazo termina amanhã."),
    (Tone.CASUAL, "Não há dúvida de que ele tem razão.", "Ele tem razão."),
    (
        Tone.ACADEMIC,
        "No entanto, é inegável que os compromissos são insuficientes.",
        "No entanto, os compromissos são insuficientes.",
    ),
    (
        Tone.PROFESSIONAL,
        "É com grande satisfação que anunciamos a parceria.",
        "Anunciamos a parceria.",
    ),
    (Tone.PROFESSIONAL, "Gostaria de informar que a reunião foi adiada.", "A reunião foi adiada."),
    # openers
    (Tone.CASUAL, "Na era digital, tudo muda rápido.", "Tudo muda rápido."),
    (
        Tone.CASUAL,
        "No mundo dos negócios, a confiança é tudo.",
        "Nos negócios, a confiança é tudo.",
    ),
    (
        Tone.CASUAL,
        "Quando se trata da saúde dos filhos, os pais não economizam.",
        "Se o assunto é a saúde dos filhos, os pais não economizam.",
    ),
    (
        Tone.PROFESSIONAL,
        "No que diz respeito à segurança, o carro é excelente.",
        "Quanto à segurança, o carro é excelente.",
    ),
    # connectors, sentence-initial and inside
    (Tone.PROFESSIONAL, "Além disso, o preço caiu.", "O preço caiu."),
    (Tone.CASUAL, "O preço, além disso, caiu bastante.", "O preço também caiu bastante."),
    (Tone.CASUAL, "Contudo, o resultado foi positivo.", "Mas o resultado foi positivo."),
    (Tone.ACADEMIC, "Por conseguinte, o custo subiu.", "Por isso, o custo subiu."),
    # closers
    (Tone.ACADEMIC, "Em suma, o projeto foi um sucesso.", "Em síntese, o projeto foi um sucesso."),
    (
        Tone.PROFESSIONAL,
        "O custo, em última análise, recai sobre o cliente.",
        "O custo recai sobre o cliente.",
    ),
    # inflated vocabulary: verbs conjugated, adjectives agreeing with their noun
    (
        Tone.CASUAL,
        "A educação desempenha um papel fundamental no desenvolvimento do país.",
        "A educação conta muito no desenvolvimento do país.",
    ),
    (
        Tone.ACADEMIC,
        "As mulheres desempenharam um papel decisivo na campanha.",
        "As mulheres foram determinantes na campanha.",
    ),
    (Tone.PROFESSIONAL, "Tem uma bateria robusta.", "Tem uma bateria sólida."),
    (Tone.PROFESSIONAL, "Os planos robustos venceram.", "Os planos sólidos venceram."),
    (
        Tone.PROFESSIONAL,
        "O relatório oferece uma análise abrangente do setor.",
        "O relatório oferece uma análise completa do setor.",
    ),
    (
        Tone.CASUAL,
        "A casa, aninhada entre as montanhas, é linda.",
        "A casa, localizada entre as montanhas, é linda.",
    ),
    (
        Tone.PROFESSIONAL,
        "Ele se orgulha de oferecer o melhor café da cidade.",
        "Ele oferece o melhor café da cidade.",
    ),
    (Tone.PROFESSIONAL, "Os dados lançam luz sobre o problema.", "Os dados esclarecem o problema."),
    (Tone.PROFESSIONAL, "O estudo lançou luz sobre a questão.", "O estudo esclareceu a questão."),
    (Tone.PROFESSIONAL, "Os doces são imperdíveis.", "Os doces valem muito a pena."),
    (
        Tone.PROFESSIONAL,
        "O design atemporal do relógio agrada a todos.",
        "O design clássico do relógio agrada a todos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A culinária baiana é uma rica tapeçaria de influências.",
        "A culinária baiana é uma mistura de influências.",
    ),
    (Tone.PROFESSIONAL, "Ela levou o projeto a outro nível.", "Ela melhorou o projeto."),
    (
        Tone.PROFESSIONAL,
        "O sistema se integra perfeitamente ao ERP.",
        "O sistema se integra bem ao ERP.",
    ),
    (
        Tone.PROFESSIONAL,
        "A penicilina é um testemunho do valor da ciência.",
        "A penicilina mostra bem o valor da ciência.",
    ),
    (
        Tone.PROFESSIONAL,
        "As ruínas são um testemunho da história.",
        "As ruínas mostram bem a história.",
    ),
    (
        Tone.PROFESSIONAL,
        "Estes fatores são cruciais para o sucesso.",
        "Estes fatores são essenciais para o sucesso.",
    ),
    (
        Tone.PROFESSIONAL,
        "Com o objetivo de reduzir custos, a empresa cortou viagens.",
        "Para reduzir custos, a empresa cortou viagens.",
    ),
    # structures
    (
        Tone.CASUAL,
        "O app não só economiza tempo, como também dinheiro.",
        "O app economiza tempo e ainda dinheiro.",
    ),
    (
        Tone.PROFESSIONAL,
        "Eles não são apenas colegas, são amigos.",
        "Eles são colegas, mas são sobretudo amigos.",
    ),
    (
        Tone.PROFESSIONAL,
        "Não se trata apenas de dinheiro, mas de respeito.",
        "Trata-se de respeito, e não só de dinheiro.",
    ),
    (
        Tone.CASUAL,
        "Seja você iniciante ou especialista, o curso ajuda.",
        "Não importa se você é iniciante ou especialista, o curso ajuda.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), EXACT)
def test_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Sentences a person writes: ordinary uses of words the lexicon knows in another sense.
UNTOUCHED = [
    "O ensino fundamental no Brasil dura nove anos.",
    "Os direitos fundamentais estão na Constituição.",
    "Os sinais vitais do paciente estão estáveis.",
    "Ele mergulhou no mar logo cedo.",
    "A jornada de trabalho é de 44 horas semanais.",
    "O Benfica venceu na 5.ª jornada do campeonato.",
    "Ele gosta de ostentar carros caros nas redes sociais.",
    "As cores vibrantes do quadro chamam a atenção.",
    "O transformador da rua queimou ontem.",
    "Ela é conhecida no mundo da moda.",
    "Entretanto, a Maria chegou a casa.",
    "Na verdade, ninguém esperava a vitória.",
    "Vale a pena visitar o museu no domingo.",
    "Cabe ao juiz decidir o caso.",
    "É importante que você beba água.",
    "Ele é um verdadeiro amigo.",
    "A alavanca do câmbio quebrou.",
    "Leve a massa ao forno por 20 minutos.",
    "As joias valiosas foram roubadas.",
    "O testemunho da vítima foi decisivo.",
    "O mosaico romano foi restaurado.",
    "Hoje em dia, muita gente trabalha de casa.",
    "Segue o relatório do mês. Os números melhoraram.",
    "Oi! Tudo bem? Vamos jantar no sábado.",
    "Vamos ao cinema amanhã? Me avisa se você vem!",
]


@pytest.mark.parametrize("text", UNTOUCHED)
@pytest.mark.parametrize("tone", list(Tone))
def test_ordinary_sentences_are_left_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_no_form_of_address_is_introduced() -> None:
    """Replacements never bring in você/tu (or their verb forms) that the input did not have."""
    data = load_language(PT)
    address = ("você", "vocês", "tu ", "teu", "tua", "contigo", "te ", "lhe ")
    for phrase in data.phrases:
        for options in phrase.options.values():
            for option in options:
                padded = f" {option.lower()} "
                assert not any(f" {word.strip()} " in padded for word in address), option


def test_tones_give_different_texts() -> None:
    text = (
        "Além disso, a empresa desempenha um papel crucial no setor. "
        "Em resumo, os resultados foram excepcionais."
    )
    outputs = {tone: rewrite(text, tone) for tone in Tone}
    assert outputs[Tone.CASUAL] != outputs[Tone.ACADEMIC]
    assert "pesa muito" in outputs[Tone.CASUAL] or "conta muito" in outputs[Tone.CASUAL]
    assert any(
        w in outputs[Tone.ACADEMIC] for w in ("papel central", "determinante", "peso decisivo")
    )


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("sample", _texts(), ids=lambda t: str(t["id"]))
def test_development_texts_lose_every_stock_phrase_and_keep_every_fact(
    sample: dict[str, object], tone: Tone
) -> None:
    data = load_language(PT)
    text = str(sample["text"])
    output = rewrite(text, tone)
    assert count_stock_phrases(text, data) >= 3, "a development text should read as generated"
    assert count_stock_phrases(output, data) == 0, output
    keep = sample["keep"]
    assert isinstance(keep, list)
    for fact in keep:
        assert fact in output, fact


def test_there_are_enough_varied_development_texts() -> None:
    texts = _texts()
    assert len(texts) >= 10
    assert len({str(t["purpose"]) for t in texts}) == len(texts)
    for sample in texts:
        words = len(str(sample["text"]).split())
        assert 40 <= words <= 500, (sample["id"], words)


def test_the_lexicon_is_large_and_has_every_family() -> None:
    data = load_language(PT)
    kinds = {phrase.kind for phrase in data.phrases}
    assert {"opener", "hedge", "connector", "closer", "word", "structure"} <= kinds
    assert len(data.phrases) >= 250
    # engine v2: closing offers and well-wishes a person may also write moved from closers to offers
    assert len(data.openers) >= 10 and len(data.closers) >= 5 and len(data.offers) >= 10
    assert not data.contractions


# Engine v2: the document-level editor, sentence structures, adjectives with agreement, tones.
# (tone, input, expected output); each mechanism has a case where it fires and one where it must
# not (see also V2_KEPT below).
V2_EXACT = [
    # an assistant's answer: opener, announcement and closing offer with its emoji all go
    (
        Tone.CASUAL,
        "Claro! Aqui estão algumas dicas para dormir melhor:\n\n- Evite telas à noite.\n"
        "- Durma sempre à mesma hora.\n\nQuer que eu monte um plano semanal para você? 😊",
        "- Evite telas à noite.\n- Durma sempre à mesma hora.",
    ),
    # a well-wish is cut only in an assistant's answer (here signed by the opener)
    (
        Tone.PROFESSIONAL,
        "Claro! Segue o resumo.\n\nO projeto termina em março.\n\nBoa sorte! 🍀",
        "O projeto termina em março.",
    ),
    (
        Tone.PROFESSIONAL,
        "Claro! Aqui estão os passos principais:\n\nO projeto termina em março.",
        "O projeto termina em março.",
    ),
    # a sure sign of an assistant is cut even without an opener
    (Tone.CASUAL, "O museu abre às 9h. Espero que isto ajude!", "O museu abre às 9h."),
    # courtesy calques
    (
        Tone.PROFESSIONAL,
        "Prezado João,\n\nEspero que este e-mail o encontre bem. Envio em anexo o contrato revisto."
        "\n\nAtenciosamente,\nMarta",
        "Prezado João,\n\nEnvio em anexo o contrato revisto.\n\nAtenciosamente,\nMarta",
    ),
    (
        Tone.PROFESSIONAL,
        "Espero que esteja bem. O contrato segue em anexo.",
        "O contrato segue em anexo.",
    ),
    # signposts
    (
        Tone.CASUAL,
        "Neste artigo, vamos explorar as vantagens do trabalho remoto. O trabalho remoto poupa "
        "tempo.",
        "O trabalho remoto poupa tempo.",
    ),
    # closing morals without a fact
    (Tone.CASUAL, "A reforma terminou no prazo. Cada gesto conta!", "A reforma terminou no prazo."),
    (
        Tone.ACADEMIC,
        "O arquiteto morreu em 1950. O seu legado continua a inspirar gerações de urbanistas.",
        "O arquiteto morreu em 1950.",
    ),
    (
        Tone.CASUAL,
        "A campanha terminou. Juntos, podemos fazer a diferença!",
        "A campanha terminou.",
    ),
    # enumeration: one consistent sequence per tone
    (
        Tone.PROFESSIONAL,
        "Em primeiro lugar, defina o orçamento. Em segundo lugar, escolha o fornecedor. "
        "Em terceiro lugar, assine o contrato. Por fim, acompanhe a obra.",
        # the markers stay: dropping them left bare infinitives as sentences (pt-r5-06), and a
        # bare "Segundo," reads first as "according to" (pt-r6-02)
        "Em primeiro lugar, defina o orçamento. Em segundo lugar, escolha o fornecedor. "
        "Em terceiro lugar, assine o contrato. Por fim, acompanhe a obra.",
    ),
    (
        Tone.CASUAL,
        "Em primeiro lugar, defina o orçamento. Em segundo lugar, escolha o fornecedor. "
        "Por fim, acompanhe a obra.",
        "Para começar, defina o orçamento. Depois, escolha o fornecedor. "
        "Por último, acompanhe a obra.",
    ),
    (
        Tone.ACADEMIC,
        "Em primeiro lugar, o estudo usou dados de 2020. Em segundo lugar, a amostra era pequena. "
        "Em terceiro lugar, faltou um grupo de controle.",
        "Em primeiro lugar, o estudo usou dados de 2020. Em segundo lugar, a amostra era pequena. "
        "Em terceiro lugar, faltou um grupo de controle.",
    ),
    # a lone marker is no run: the phrase entry handles it
    (
        Tone.CASUAL,
        "Em primeiro lugar, defina o orçamento antes de tudo.",
        "Primeiro, defina o orçamento antes de tudo.",
    ),
    # participial tails become a sentence in casual text; academic prose and professional
    # purpose tails keep one sentence (review r3: "Isso …" read as a visible split) and keep the
    # aim an aim: ", para garantir que" (r4: ", o que garante que" promised the outcome)
    (
        Tone.CASUAL,
        "A garrafa foi feita em aço inoxidável de alta qualidade, garantindo que a bebida fique "
        "gelada por muito tempo.",
        "A garrafa foi feita em aço inoxidável de alta qualidade. É o que garante que a bebida "
        "fique gelada por muito tempo.",
    ),
    (
        Tone.PROFESSIONAL,
        "A garrafa foi feita em aço inoxidável de alta qualidade, garantindo que a bebida fique "
        "gelada por muito tempo.",
        "A garrafa foi feita em aço inoxidável de alta qualidade, para garantir que a bebida fique "
        "gelada por muito tempo.",
    ),
    (
        Tone.ACADEMIC,
        "O relatório cita cinco casos de fraude fiscal no setor público, destacando a importância "
        "de auditorias externas.",
        "O relatório cita cinco casos de fraude fiscal no setor público, o que mostra a "
        "importância de auditorias externas.",
    ),
    # antitheses and "is"-inflations
    (
        Tone.CASUAL,
        "O mais importante não é a quantia, mas a constância.",
        "Mais do que a quantia, importa a constância.",
    ),
    (
        Tone.CASUAL,
        "Não se trata apenas de números: trata-se de vidas.",
        "Trata-se de vidas, e não só de números.",
    ),
    (
        Tone.CASUAL,
        "Investir em bicicletas deixou de ser uma opção — tornou-se uma necessidade.",
        # (round 10: the slogan's "opção: necessidade" antithesis goes too)
        "Investir em bicicletas deixou de ser opcional.",
    ),
    (
        Tone.PROFESSIONAL,
        "O Pinhão é muito mais do que uma pequena vila — é a porta de entrada do Douro.",
        "O Pinhão é a porta de entrada do Douro, e não só uma pequena vila.",
    ),
    (
        Tone.PROFESSIONAL,
        "Estes dados constituem a base do relatório.",
        "Estes dados são a base do relatório.",
    ),
    (
        Tone.PROFESSIONAL,
        "A nova lei representa um avanço para os inquilinos.",
        "A nova lei é um avanço para os inquilinos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A cidade destaca-se como um dos principais destinos do país.",
        "A cidade é um dos principais destinos do país.",
    ),
    # a triad of hype adjectives is thinned
    (
        Tone.CASUAL,
        "Queremos cidades mais humanas, sustentáveis e inclusivas.",
        "Queremos cidades mais humanas e inclusivas.",
    ),
    # adjectives with agreement; "excecional" is "out of the ordinary", never "excellent"
    (
        Tone.PROFESSIONAL,
        "Visitámos os miradouros mais icónicos do Porto.",
        "Visitámos os miradouros mais famosos do Porto.",
    ),
    (
        Tone.PROFESSIONAL,
        "Foi um período desafiador para a equipa.",
        "Foi um período exigente para a equipa.",
    ),
    (
        Tone.ACADEMIC,
        "O país viveu um contexto excecional durante a guerra.",
        "O país viveu um contexto fora do comum durante a guerra.",
    ),
    # the determiner settles the plural's gender ("Os dados" → masculine)
    (
        Tone.PROFESSIONAL,
        "Os dados cruciais foram perdidos.",
        "Os dados essenciais foram perdidos.",
    ),
    # tones
    (
        Tone.PROFESSIONAL,
        "A empresa possui três fábricas e utiliza energia solar.",
        "A empresa tem três fábricas e usa energia solar.",
    ),
    (
        Tone.ACADEMIC,
        "Mas os dados não confirmam a hipótese.",
        "Porém, os dados não confirmam a hipótese.",
    ),
    (Tone.ACADEMIC, "Torna-se evidente que o modelo falhou.", "Percebe-se que o modelo falhou."),
    (Tone.CASUAL, "Torna-se evidente que o modelo falhou.", "Fica claro que o modelo falhou."),
    (
        Tone.CASUAL,
        "A equipa irá reforçar a aposta no digital.",
        "A equipa vai reforçar a aposta no digital.",
    ),
    (
        Tone.ACADEMIC,
        "A equipa vai reforçar a aposta no digital.",
        "A equipa irá reforçar a aposta no digital.",
    ),
    (
        Tone.CASUAL,
        "O documento encontra-se disponível através do site.",
        "O documento está disponível pelo site.",
    ),
]


V2_EXACT += [
    (
        Tone.CASUAL,
        "Esse ajuste não impactará o orçamento aprovado, tampouco a qualidade dos serviços.",
        "Esse ajuste não afetará o orçamento aprovado, nem a qualidade dos serviços.",
    ),
    (
        Tone.CASUAL,
        "Em primeiro lugar, é fundamental compreender que a exclusão digital não decorre da "
        "falta de acesso.",
        "Primeiro, a exclusão digital não decorre da falta de acesso.",
    ),
    (
        Tone.CASUAL,
        "Devido a um atraso na entrega, a obra parou.",
        "Por causa de um atraso na entrega, a obra parou.",
    ),
]


V2_EXACT += [
    (
        Tone.PROFESSIONAL,
        "A praça serve como ponto de encontro.",
        "A praça serve de ponto de encontro.",
    ),
    (
        Tone.CASUAL,
        "Comece hoje a poupar. E lembre-se: cada pequeno passo conta!",
        "Comece hoje a poupar.",
    ),
    (
        Tone.PROFESSIONAL,
        "A ilha tem uma vegetação exuberante e praias desertas.",
        "A ilha tem uma vegetação verdejante e praias desertas.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), V2_EXACT)
def test_engine_v2_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Where the v2 rules must not fire: a person's genuine last line (no sign of an assistant), a
# "moral" that carries a fact, a tail whose head is too short, a sentence with no run of markers,
# "representa" in its own sense, a triad that is information, not hype.
V2_KEPT = [
    "Para iniciar sessão, clique aqui.",
    "A ponte serve como o principal acesso à ilha.",
    "Lembre-se: a inscrição fecha amanhã.",
    "O valor devido ao banco foi pago.",
    "Oi, Ana! Amanhã passo aí às 10h. Quer que eu leve o bolo?",
    "Vou enviar o relatório na sexta.\n\nBoa sorte!",
    "O museu abre às 9h.\n\nSe quiser, posso também sugerir restaurantes próximos.",
    "O museu abre às 9h.\n\nGostaria que eu incluísse os preços dos bilhetes?",
    "Pedro, o jantar é no sábado às 20h. Fico à disposição.",
    "A reforma terminou no prazo. Cada gesto de 2023 conta!",
    "O seu legado continua a inspirar Óscar Niemeyer e outros arquitetos.",
    "A campanha terminou. Juntos, vamos jantar no sábado!",
    "A empresa cortou custos, reforçando as margens.",
    "O quadro representa uma paisagem de inverno.",
    "Queremos soluções rápidas, baratas e simples.",
    "A ponte não foi o problema, mas sim a estrada.",
]


@pytest.mark.parametrize("text", V2_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_engine_v2_leaves_a_persons_text_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_an_adjective_whose_gender_is_not_settled_gets_an_invariable_word() -> None:
    # "a" is also a preposition ("ligada a fatores"): it never decides the gender, so "cruciais"
    # after it takes "essenciais" (one form for both genders), never "decisivas".
    output = rewrite("A decisão depende de metas cruciais.", Tone.PROFESSIONAL)
    assert output == "A decisão depende de metas essenciais."


def test_the_tones_differ_in_register() -> None:
    text = (
        "A empresa possui três fábricas e utiliza energia solar. Mas a produção irá crescer, "
        "e muitas vezes falta mão de obra."
    )
    outputs = {tone: rewrite(text, tone) for tone in Tone}
    assert len(set(outputs.values())) == 3, outputs
    assert "usa" in outputs[Tone.CASUAL] and "vai crescer" in outputs[Tone.CASUAL]
    assert "utiliza" in outputs[Tone.ACADEMIC] and "frequentemente" in outputs[Tone.ACADEMIC]


# Blind review r1 (pt): each finding fixed in general form, one exact case each.
REVIEW_R1 = [
    # "não é apenas X; é Y" had become "é X e também Y", which inverted "não é apenas mais um
    # restaurante"; both parts and the contrast stay
    (
        Tone.CASUAL,
        "A Taberna não é apenas mais um restaurante regional; é uma celebração da cozinha "
        "alentejana, feita com respeito.",
        # (casual says it plainly since r6: "não é só", pt-r6-10)
        "A Taberna não é só mais um restaurante regional: é uma celebração da "
        "cozinha alentejana, feita com respeito.",
    ),
    (
        Tone.PROFESSIONAL,
        "O Instagram não é apenas uma rede social; é uma vitrine.",
        "O Instagram é uma rede social, mas é sobretudo uma vitrine.",
    ),
    (
        Tone.CASUAL,
        "Cultivar em casa não é só um hobby, mas uma forma de cuidar da saúde, desacelerar e "
        "comer melhor.",
        "Cultivar em casa não é só um hobby: é uma forma de cuidar da saúde, "
        "desacelerar e comer melhor.",
    ),
    (
        Tone.PROFESSIONAL,
        "Não se trata de dinheiro, mas de respeito.",
        "Trata-se de respeito, e não de dinheiro.",
    ),
    # "não apenas X, mas Y": Y weighs more ("e ainda"/"e" lost the gradation)
    (
        Tone.ACADEMIC,
        "O trabalho remoto emerge não apenas como uma alternativa logística, mas como um vetor "
        "de mudança territorial.",
        "O trabalho remoto surge como uma alternativa logística e, sobretudo, como um vetor "
        "de mudança territorial.",
    ),
    (
        Tone.PROFESSIONAL,
        "Admiro o seu compromisso não apenas com resultados, mas com a construção de marcas.",
        "Admiro o seu compromisso com resultados e, acima de tudo, com a construção de marcas.",
    ),
    # a clause of its own after "mas" is left alone
    (
        Tone.PROFESSIONAL,
        "O projeto não é apenas caro, mas o serviço é lento.",
        "O projeto não é apenas caro, mas o serviço é lento.",
    ),
    # "fundamental" keeps its force ("muito importante" was weaker)
    (
        Tone.ACADEMIC,
        "Por fim, é fundamental considerar a dimensão sociocultural.",
        "Por fim, é indispensável considerar a dimensão sociocultural.",
    ),
    # "Diante do exposto" sums up; "Por isso" made it a cause
    (
        Tone.PROFESSIONAL,
        "Diante do exposto, a proposta deve ser aprovada pela diretoria.",
        "A proposta deve ser aprovada pela diretoria.",
    ),
    # "entrar a fundo" is no idiom
    (
        Tone.CASUAL,
        "Hoje vamos mergulhar nas hortas urbanas e ver tudo o que você precisa saber.",
        "Hoje vamos conhecer a fundo as hortas urbanas e ver tudo o que você precisa saber.",
    ),
    (
        Tone.PROFESSIONAL,
        "O livro mergulha na vida de uma família de pescadores.",
        "O livro explora a fundo a vida de uma família de pescadores.",
    ),
    # a tail with a second gerund stays ("Isso garante X e realçando Y" was wrong)
    (
        Tone.PROFESSIONAL,
        "Sistema exclusivo que controla o fluxo de água, garantindo uma extração uniforme e "
        "realçando as notas do grão.",
        "Sistema exclusivo que controla o fluxo de água, garantindo uma extração uniforme e "
        "realçando as notas do grão.",
    ),
    # "sem sombra de dúvida" keeps its force as "sem dúvida"
    (
        Tone.CASUAL,
        "Seguiu-se o prato que, sem sombra de dúvida, justifica a visita.",
        "Seguiu-se o prato que, sem dúvida, justifica a visita.",
    ),
    (
        Tone.PROFESSIONAL,
        "O Porto é, sem dúvida, uma das cidades mais bonitas da Europa.",
        "O Porto é, sem dúvida, uma das cidades mais bonitas da Europa.",
    ),
    # letters and e-mails
    (
        Tone.PROFESSIONAL,
        "Venho por meio deste informar que, em razão de um atraso, a entrega será adiada.",
        "Em razão de um atraso, a entrega será adiada.",
    ),
    (
        Tone.PROFESSIONAL,
        "É com grande entusiasmo que manifesto meu interesse pela vaga de analista.",
        "Manifesto com entusiasmo meu interesse pela vaga de analista.",
    ),
    (
        Tone.PROFESSIONAL,
        "Tenho convicção de que posso agregar valor à equipe.",
        "Tenho convicção de que posso contribuir para a equipe.",
    ),
    (
        Tone.PROFESSIONAL,
        "A marca transformou a rotina em um verdadeiro ritual de bem-estar.",
        "A marca transformou a rotina em um ritual de bem-estar.",
    ),
    # chat framing: the assistant's tip after the text, verdicts asked, bare "Aqui está:"
    (
        Tone.PROFESSIONAL,
        "Claro! Aqui está uma carta de apresentação:\n\n---\n\nPrezada equipe,\n\n"
        "Candidato-me à vaga de analista.\n\n---\n\n💡 Dica: personalize o parágrafo sobre a "
        "empresa citando algum projeto recente — isso demonstra interesse.\n\n"
        "Quer que eu adapte a carta para outra vaga? 😊",
        "Prezada equipe,\n\nCandidato-me à vaga de analista.",
    ),
    (
        Tone.CASUAL,
        "Entendi! Você quer um texto mais informal. Aqui está:\n\nO pedido chega amanhã.\n\n"
        "Quer que eu faça outras variações? Posso também sugerir hashtags. 😊",
        "O pedido chega amanhã.",
    ),
    (
        Tone.CASUAL,
        "Aqui estão algumas opções de título para o seu artigo:\n\n- Hortas na varanda\n\n"
        "Alguma delas te agrada? Posso gerar mais opções se quiser! 😊",
        "- Hortas na varanda",
    ),
    (
        Tone.CASUAL,
        "Olha só, preparei algo bem legal para você:\n\nO pedido chega amanhã.\n\n"
        "Me conta o que achou! 😊",
        "O pedido chega amanhã.",
    ),
]

REVIEW_R1_KEPT = [
    "Bom, aqui em casa ninguém gosta de chuva. Mas hoje choveu.",
    "Vou enviar o relatório na sexta. Posso também mandar o resumo.",
    "A empresa reduziu custos, garantindo margens maiores e permitindo novos investimentos.",
    "Não é apenas o preço que importa, mas a qualidade.",
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R1)
def test_review_r1_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", REVIEW_R1_KEPT)
def test_review_r1_leaves_a_persons_text_alone(text: str) -> None:
    # professional: the tone that changes no register words in these sentences
    assert rewrite(text, Tone.PROFESSIONAL) == text


# Blind review r2 (bench/reviews/pt.md): each introduced error or meaning change, generically.
REVIEW_R2 = [
    # an invariable idiom is replaced by an invariable one ("paisagens incrível")
    (
        Tone.CASUAL,
        "A região oferece muito mais do que paisagens de cortar a respiração.",
        "A região oferece muito mais do que paisagens de encher os olhos.",
    ),
    (
        Tone.PROFESSIONAL,
        "Do alto da serra, as vistas são de tirar o fôlego.",
        "Do alto da serra, as vistas são de grande beleza.",
    ),
    # "inesquecível" of something lived; a sight keeps it (see REVIEW_R2_KEPT)
    (
        Tone.PROFESSIONAL,
        "Foram férias inesquecíveis, cheias de sol.",
        # "para recordar" read as a calque (pt-r5-02)
        "Foram férias marcantes, cheias de sol.",
    ),
    (
        Tone.PROFESSIONAL,  # casual speech keeps "inesquecível" (pt-r5-02)
        "Passámos uma noite inesquecível no Porto.",
        "Passámos uma noite marcante no Porto.",
    ),
    # "exuberante" of nature is lush, not plentiful
    (
        Tone.CASUAL,
        "Se procura um destino com natureza exuberante, esta é a escolha.",
        "Se procura um destino com natureza verdejante, esta é a escolha.",
    ),
    # "rápida" and "constante" are kept
    (
        Tone.ACADEMIC,
        "No entanto, num mundo em rápida transformação, importa perguntar se o modelo serve.",
        "No entanto, num mundo em transformação acelerada, importa perguntar se o modelo serve.",
    ),
    (
        Tone.PROFESSIONAL,
        "As empresas atuam em mercados em rápida mudança.",
        "As empresas atuam em mercados em mudança acelerada.",
    ),
    (
        Tone.CASUAL,
        "Vivemos num mundo em constante evolução.",
        "Vivemos num mundo que não para de mudar.",
    ),
    # the "jornada" of an activity is the experience of it
    (
        Tone.PROFESSIONAL,
        "Estamos prontos para ajudar você a aproveitar ao máximo a sua jornada de leitura!",
        # (round 10: "ao máximo" → "bem")
        "Estamos prontos para ajudar você a aproveitar bem a sua experiência de leitura!",
    ),
    # a tail without a possessive still becomes a sentence
    (
        Tone.PROFESSIONAL,
        "A empresa anunciou hoje a abertura de uma nova fábrica no interior do país, reforçando "
        "a presença da marca na região.",
        "A empresa anunciou hoje a abertura de uma nova fábrica no interior do país. Isso reforça "
        "a presença da marca na região.",
    ),
    # "impactante" of what is shown: "de impacto"
    (
        Tone.PROFESSIONAL,
        "No curso, você aprende a criar visualizações impactantes com Python.",
        "No curso, você aprende a criar visualizações de impacto com Python.",
    ),
    # "potencializar" by its object
    (
        Tone.PROFESSIONAL,
        "O curso é para profissionais que desejam potencializar sua tomada de decisão.",
        "O curso é para profissionais que desejam melhorar sua tomada de decisão.",
    ),
    (
        Tone.PROFESSIONAL,
        "A nova estratégia potencializa os resultados da equipe.",
        "A nova estratégia impulsiona os resultados da equipe.",
    ),
    (
        Tone.CASUAL,
        "Queremos potencializar a sua carreira.",
        "Queremos impulsionar a sua carreira.",
    ),
    # "não é apenas uma questão de X, mas de Y": the noun is kept ("é de tranquilidade" broke)
    (
        Tone.CASUAL,
        "Construir uma reserva de emergência não é apenas uma questão de dinheiro, mas de "
        "tranquilidade e liberdade para decidir com segurança.",
        "Construir uma reserva de emergência é uma questão de tranquilidade e liberdade para "
        "decidir com segurança, e não só de dinheiro.",
    ),
    # "papel fundamental" stays central; "decisivo" stays decisive; "ativo" stays active
    (
        Tone.ACADEMIC,
        "A leitura desempenha um papel fundamental na formação crítica dos jovens.",
        "A leitura tem um papel de destaque na formação crítica dos jovens.",
    ),
    (
        Tone.ACADEMIC,
        "As escolas desempenham um papel crucial na inclusão.",
        "As escolas são determinantes na inclusão.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os pais devem desempenhar um papel ativo na educação dos filhos.",
        "Os pais devem ter um papel ativo na educação dos filhos.",
    ),
    # European Portuguese chat framing: "Com todo o gosto!", an offer without "eu"
    (
        Tone.CASUAL,
        "Com todo o gosto! Aqui está uma secção para o seu guia de viagem:\n\n---\n\n"
        "A serra fica a 90 km da costa.\n\n---\n\n"
        "Quer que acrescente uma secção sobre alojamento? 😊",
        "A serra fica a 90 km da costa.",
    ),
]

REVIEW_R2_KEPT = [
    # a sight is "inesquecível" in a person's words too ("marcante" read oddly)
    "Subimos ao miradouro para ver um pôr do sol inesquecível.",
    "Ela tem uma personalidade exuberante.",
    # a tail about the subject's own: "Isso reforça o seu …" pointed the possessive at "isso"
    "O Grupo Valverde anuncia hoje um investimento numa nova unidade de produção de conservas, "
    "reforçando o seu compromisso com a inovação.",
    "Com esta iniciativa, o grupo consolida a sua posição como um dos principais atores do setor, "
    "reafirmando a sua visão de um futuro mais verde.",
    # after "mas" a preposition: the noun before it is understood, no rewrite drops it
    "O projeto não é apenas caro, mas também de difícil execução.",
    "A leitura não é só um passatempo, mas de grande utilidade.",
    # "jornada" as a working day, a round of a championship, a term of the trade
    "A jornada de trabalho é de oito horas.",
    "O clube venceu na última jornada do campeonato.",
    "Mapeamos a jornada do cliente em cinco etapas.",
]

# (tone, input, words the rewrite must never contain)
REVIEW_R2_NEVER = [
    (Tone.CASUAL, "Oferece muito mais do que paisagens de tirar o fôlego.", "paisagens incrível"),
    (Tone.CASUAL, "Vimos um pôr do sol inesquecível no cais.", "pôr do sol marcante"),
    (Tone.PROFESSIONAL, "A empresa cresce num setor em rápida evolução.", "setor em evolução."),
    (Tone.ACADEMIC, "Vivemos num mundo em rápida transformação.", "mundo em transformação."),
    (Tone.PROFESSIONAL, "Aproveite a sua jornada de leitura.", "trajetória de leitura"),
    (
        Tone.PROFESSIONAL,
        "A marca lançou hoje uma nova linha de produtos para o mercado europeu, reforçando o seu "
        "compromisso com a qualidade.",
        "Isso reforça o seu",
    ),
    (Tone.PROFESSIONAL, "Crie gráficos impactantes para o relatório.", "marcantes"),
    (Tone.PROFESSIONAL, "O design impactante da marca chama a atenção.", "de impacto da"),
    (Tone.PROFESSIONAL, "Ferramentas para potencializar a tomada de decisão.", "reforçar a tomada"),
    (
        Tone.PROFESSIONAL,
        "Poupar não é apenas uma questão de dinheiro, mas de liberdade.",
        "é de liberdade",
    ),
    (
        Tone.ACADEMIC,
        "A família desempenha um papel fundamental na educação.",
        "é determinante",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R2)
def test_review_r2_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", REVIEW_R2_KEPT)
def test_review_r2_leaves_a_persons_text_alone(text: str) -> None:
    assert rewrite(text, Tone.PROFESSIONAL) == text


@pytest.mark.parametrize(("tone", "text", "never"), REVIEW_R2_NEVER)
def test_review_r2_errors_never_come_back(tone: Tone, text: str, never: str) -> None:
    assert never not in rewrite(text, tone)


# Blind review r3 (bench/reviews/pt.md): each introduced error or meaning change, generically.
REVIEW_R3 = [
    # "apenas" after a preposition stays ("em só três semanas" was the wrong order)
    (
        Tone.CASUAL,
        "A vaquinha arrecadou R$ 8.350 em apenas três semanas.",
        "A vaquinha arrecadou R$ 8.350 em apenas três semanas.",
    ),
    (Tone.CASUAL, "O ingresso custa apenas 20 reais.", "O ingresso custa só 20 reais."),
    # an elliptical "e, consequentemente, o sono": "com isso" fits a noun and a clause alike
    (
        Tone.CASUAL,
        "Refeições pesadas dificultam a digestão e, consequentemente, o sono.",
        "Refeições pesadas dificultam a digestão e, com isso, o sono.",
    ),
    (
        Tone.PROFESSIONAL,
        "O preço subiu e consequentemente as vendas caíram.",
        "O preço subiu e, com isso, as vendas caíram.",
    ),
    # a sentence opening with a subject pronoun is not joined to the one before ("e ela não")
    (
        Tone.CASUAL,
        "Mas atenção: VPN não é capa de invisibilidade. Ela não te protege de vírus, de golpes "
        "nem de sites falsos. E desconfie das VPNs gratuitas: muitas vendem os seus dados.",
        "Mas atenção: VPN não é capa de invisibilidade. Ela não te protege de vírus, de golpes "
        "nem de sites falsos. E desconfie das VPNs gratuitas: muitas vendem os seus dados.",
    ),
    # a list keeps its bold labels only if every bold opening is a label
    (
        Tone.PROFESSIONAL,
        "Vantagens:\n\n- **Conciliação automática:** conecte as contas de 30 bancos.\n"
        "- **Notas fiscais em poucos cliques,** sem sair do sistema.\n"
        "- **Relatórios** que transformam números em decisões.",
        "Vantagens:\n\n- Conciliação automática: conecte as contas de 30 bancos.\n"
        "- Notas fiscais em poucos cliques, sem sair do sistema.\n"
        "- Relatórios que transformam números em decisões.",
    ),
    # "não é apenas X — é Y": a plain statement that ends on Y ("é Y, e não apenas X" lost the
    # punch and was still the formula)
    (
        Tone.PROFESSIONAL,
        "O Fluxa não é apenas uma ferramenta de gestão — é o braço direito de quem empreende.",
        "O Fluxa é uma ferramenta de gestão, mas é sobretudo o braço direito de quem empreende.",
    ),
    (
        Tone.CASUAL,
        "O Inverno das Cigarras não é só um livro sobre luto – é um livro sobre o que a gente "
        "escolhe lembrar.",
        "O Inverno das Cigarras é um livro sobre luto, mas principalmente sobre o que a gente "
        "escolhe lembrar.",
    ),
    (
        Tone.CASUAL,
        "Isso não é só um número — é a prova de que, quando a vizinhança se junta, as coisas "
        "realmente acontecem.",
        "Isso é a prova de que, quando a vizinhança se junta, as coisas acontecem.",
    ),
    (
        Tone.CASUAL,
        "Não é apenas um jantar, mas também uma chance de colocar o papo em dia.",
        "É um jantar e também uma chance de colocar o papo em dia.",
    ),
    (Tone.PROFESSIONAL, "Foque no que realmente importa.", "Foque no que importa."),
    # "é um testemunho de" keeps its weight in academic prose ("mostra bem" was conversational)
    (
        Tone.ACADEMIC,
        "Santa Luzia é um testemunho da capacidade de uma comunidade se reinventar.",
        "Santa Luzia atesta a capacidade de uma comunidade se reinventar.",
    ),
    (
        Tone.ACADEMIC,
        "As ruínas são um verdadeiro testemunho de que a cidade foi próspera.",
        "As ruínas atestam que a cidade foi próspera.",
    ),
    # "Contudo" stays a plain contrast ("Ainda assim" is a stronger concessive)
    (
        Tone.ACADEMIC,
        "Contudo, a abertura dos mercados expôs as fragilidades do modelo.",
        "Porém, a abertura dos mercados expôs as fragilidades do modelo.",
    ),
    # the turn from findings to limits stays marked; "Nesse sentido" = accordingly is dropped
    (
        Tone.ACADEMIC,
        "Nesse sentido, cabe destacar que a maior parte das pesquisas adota delineamentos "
        "transversais, o que limita a possibilidade de inferências causais.",
        "No entanto, a maior parte das pesquisas adota delineamentos transversais, o que limita a "
        "possibilidade de inferências causais.",
    ),
    (
        Tone.PROFESSIONAL,
        "Nesse sentido, o novo sistema limita o acesso a usuários autorizados.",
        "O novo sistema limita o acesso a usuários autorizados.",
    ),
    (
        Tone.ACADEMIC,
        "Nesse sentido, as políticas públicas devem superar essas limitações.",
        "As políticas públicas devem superar essas limitações.",
    ),
    # an added limitation or argument keeps its link in academic prose
    (
        Tone.ACADEMIC,
        "Além disso, como observa Vasconcellos (2021), os estudos tendem a privilegiar "
        "experiências bem-sucedidas.",
        "Acrescente-se que, como observa Vasconcellos (2021), os estudos tendem a privilegiar "
        "experiências bem-sucedidas.",
    ),
    (Tone.ACADEMIC, "Além disso, a amostra era pequena.", "A amostra era pequena."),
    (
        Tone.ACADEMIC,
        "Além disso, em 2020, a taxa caiu para 3%.",
        "Acrescente-se que, em 2020, a taxa caiu para 3%.",
    ),
    # the conclusion keeps its signal, as a summary (r4: "Assim," made it an inference)
    (
        Tone.ACADEMIC,
        "Em síntese, embora haja relativo consenso quanto aos benefícios, ainda são escassas as "
        "evidências longitudinais.",
        "Em síntese, embora haja relativo consenso quanto aos benefícios, ainda são escassas as "
        "evidências longitudinais.",
    ),
    # a generalisation stays a hedge ("Assim, os resultados …" read as a consequence)
    (
        Tone.ACADEMIC,
        "De modo geral, os resultados são positivos.",
        "Em geral, os resultados são positivos.",
    ),
    (
        Tone.PROFESSIONAL,
        "De um modo geral, os clientes estão satisfeitos.",
        "Em geral, os clientes estão satisfeitos.",
    ),
    # academic tails keep one sentence and their link
    (
        Tone.ACADEMIC,
        "A literatura sobre hortas urbanas tem se expandido na última década, refletindo um "
        "interesse crescente pela segurança alimentar.",
        "A literatura sobre hortas urbanas tem se expandido na última década, o que reflete um "
        "interesse crescente pela segurança alimentar.",
    ),
    (
        Tone.PROFESSIONAL,
        "Alertas de vencimento chegam por e-mail e WhatsApp, garantindo que nenhuma conta passe "
        "despercebida.",
        "Alertas de vencimento chegam por e-mail e WhatsApp, para garantir que nenhuma conta passe "
        "despercebida.",
    ),
]

# Review r3: what still read as machine-written, now rewritten as a native editor would.
REVIEW_R3_TELLS = [
    (Tone.CASUAL, "Vou ser sincera: comprei o livro pela capa.", "Comprei o livro pela capa."),
    (
        Tone.CASUAL,
        "Quase 6 em cada 10 pessoas dormem mal. A boa notícia? Pequenas mudanças ajudam muito.",
        "Quase 6 em cada 10 pessoas dormem mal. Pequenas mudanças ajudam muito.",
    ),
    (
        Tone.PROFESSIONAL,
        "A boa notícia é que pequenas mudanças ajudam muito.",
        "Felizmente, pequenas mudanças ajudam muito.",
    ),
    (
        Tone.CASUAL,
        "Antes de tudo, a grande notícia: a nossa horta ganhou mais 12 canteiros.",
        "A nossa horta ganhou mais 12 canteiros.",
    ),
    (
        Tone.CASUAL,
        "Esta é a edição 47, e não é exagero dizer que ela está recheada de novidades.",
        "Esta é a edição 47, e ela está recheada de novidades.",
    ),
    (
        Tone.CASUAL,
        "Imagine que a internet é uma grande rodovia. Cada site é uma cidade.",
        "A internet é como uma grande rodovia. Cada site é uma cidade.",
    ),
    (
        Tone.CASUAL,
        "Se você vive acordando cansado, saiba que não está sozinho.",
        "Se você vive acordando cansado, não é o único.",
    ),
    (Tone.CASUAL, "Se estás cansada, não estás sozinha.", "Se estás cansada, não és a única."),
    (
        Tone.PROFESSIONAL,
        "Teste grátis por 14 dias. Depois, os planos começam em R$ 79/mês.",
        "Teste grátis por 14 dias. Depois, os planos custam a partir de R$ 79/mês.",
    ),
]


REVIEW_R3_TELLS += [
    (
        Tone.ACADEMIC,
        "Mais do que um vestígio do passado, a fábrica é um testemunho da capacidade de uma "
        "comunidade se reinventar.",
        "A fábrica atesta a capacidade de uma comunidade se reinventar.",
    ),
    (
        Tone.PROFESSIONAL,
        "Se procura um desafio estimulante numa empresa onde a sua voz conta, esta é a "
        "oportunidade ideal. Envie o seu CV até sexta-feira.",
        "Envie o seu CV até sexta-feira.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R3_TELLS)
def test_review_r3_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


REVIEW_R3_KEPT = [
    # the r3 rules do not fire where the words mean something else
    "Esta é a grande novidade: o parque reabre em maio.",
    "O idoso não está sozinho em casa.",
    "Imagine que o cliente é um idoso com pouca visão.",
    "O plano começa em 2025.",
    # every bold opening of the list is a label: the labels stay
    "Vantagens:\n\n- **Conciliação:** automática, com 30 bancos.\n"
    "- **Notas fiscais:** em poucos cliques.",
    # academic prose keeps "não apenas …, mas também" (the weight of the second finding)
    "A participação estava associada não apenas ao aumento do consumo de hortaliças, mas também "
    "ao fortalecimento dos vínculos de vizinhança.",
    # a relative "o que" is not cut into ". Isso …" in academic prose
    "A maior parte das pesquisas adota delineamentos transversais ou amostras de conveniência, o "
    "que limita a possibilidade de inferências causais sólidas.",
]

# (tone, input, words the rewrite must never contain)
REVIEW_R3_NEVER = [
    (Tone.ACADEMIC, "Nesse sentido, o programa elimina as limitações de acesso.", "No entanto"),
    (Tone.PROFESSIONAL, "O problema não é só isso, é a falta de prazo.", "é isso"),
    (Tone.PROFESSIONAL, "O plano começa em 2025.", "custa"),
    (Tone.CASUAL, "Imagine que você ganha na loteria amanhã.", "como"),
    # a dismissive X is never asserted ("é mais um restaurante, mas sobretudo …")
    (
        Tone.PROFESSIONAL,
        "O espaço não é apenas mais um café; é um ponto de encontro do bairro.",
        "é mais um café",
    ),
    (Tone.CASUAL, "Será que isso realmente funciona?", "isso funciona"),
    (Tone.CASUAL, "Tudo ficou pronto em apenas dois dias.", "em só"),
    (Tone.CASUAL, "O pacote sai por apenas 30 reais.", "por só"),
    (
        Tone.CASUAL,
        "A cafeína dificulta o relaxamento e, consequentemente, o descanso.",
        "por isso, o descanso",
    ),
    (
        Tone.CASUAL,
        "O carro é novo. O motor é potente. Ele não gasta muito combustível.",
        "e ele não",
    ),
    (Tone.ACADEMIC, "A obra é um testemunho do talento do autor.", "mostra bem"),
    (Tone.ACADEMIC, "Contudo, o modelo falhou.", "Ainda assim"),
    (Tone.ACADEMIC, "De forma geral, o modelo funciona bem.", "Assim,"),
    (
        Tone.ACADEMIC,
        "Os participantes relataram melhorias no bem-estar psicológico, evidenciando o potencial "
        "terapêutico dessas iniciativas.",
        ". Isso",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R3)
def test_review_r3_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", REVIEW_R3_KEPT)
def test_review_r3_leaves_academic_prose_alone(text: str) -> None:
    assert rewrite(text, Tone.ACADEMIC) == text


@pytest.mark.parametrize(("tone", "text", "never"), REVIEW_R3_NEVER)
def test_review_r3_errors_never_come_back(tone: Tone, text: str, never: str) -> None:
    assert never not in rewrite(text, tone)


# Round r4 of the blind review: each finding as an exact case.
REVIEW_R4 = [
    # "not merely symbolic" survives: a diminishing X is never asserted (pt-r4-07)
    (
        Tone.ACADEMIC,
        "Em suma, alargar o direito de voto aos 16 anos não é apenas uma medida simbólica, mas um "
        "investimento na qualidade da democracia.",
        "Em síntese, alargar o direito de voto aos 16 anos não se limita a ser uma medida "
        "simbólica: é um investimento na qualidade da democracia.",
    ),
    (
        Tone.PROFESSIONAL,
        "A nova lei não é só um gesto, mas uma mudança real nas regras do setor.",
        "A nova lei não se limita a ser um gesto: é uma mudança real nas regras do setor.",
    ),
    # an X the writer affirms is still said plainly
    (
        Tone.CASUAL,
        "Esse bolo não é apenas bonito, mas gostoso demais.",
        "Esse bolo é bonito, mas é principalmente gostoso demais.",
    ),
    # an aim stays an aim (pt-r4-02)
    (
        Tone.PROFESSIONAL,
        "Nossa equipe vai monitorar o seu pedido diariamente até a entrega, garantindo que nenhum "
        "novo imprevisto aconteça.",
        "Nossa equipe vai monitorar o seu pedido diariamente até a entrega, para garantir que "
        "nenhum novo imprevisto aconteça.",
    ),
    (
        Tone.ACADEMIC,
        "O protocolo foi revisto pela comissão de ética em 2023, assegurando que todos os dados "
        "sejam anonimizados.",
        "O protocolo foi revisto pela comissão de ética em 2023, para assegurar que todos os dados "
        "sejam anonimizados.",
    ),
    # casual copy: no report verb for "mergulha na" (pt-r4-10)
    (
        Tone.CASUAL,
        "Neste episódio, a gente mergulha na era de ouro dos fliperamas paulistanos.",
        "Neste episódio, a gente explora a era de ouro dos fliperamas paulistanos.",
    ),
    # a summary stays a summary (pt-r4-03, pt-r4-07); an inference keeps no connector
    (
        Tone.ACADEMIC,
        "Em suma, a resposta à crise hídrica exige investimento contínuo.",
        "Em síntese, a resposta à crise hídrica exige investimento contínuo.",
    ),
    (
        Tone.CASUAL,
        "Em síntese, o bolo fica pronto em 50 minutos.",
        "O bolo fica pronto em 50 minutos.",
    ),
    # "não apenas … mas sim" (pt-r4-03)
    (
        Tone.ACADEMIC,
        "A escassez de água na região não constitui apenas um problema ambiental, mas sim um "
        "desafio estrutural que atravessa a economia.",
        "A escassez de água na região não se limita a ser um problema ambiental: é um desafio "
        "estrutural que atravessa a economia.",
    ),
    (
        Tone.PROFESSIONAL,
        "Estes atrasos não representam apenas um custo, mas sim uma perda de confiança dos "
        "clientes.",
        "Estes atrasos não se limitam a ser um custo: representam uma perda de confiança dos "
        "clientes.",
    ),
    (
        Tone.ACADEMIC,
        "O programa abrange não apenas os alunos, mas sim as famílias.",
        "O programa abrange os alunos e, sobretudo, as famílias.",
    ),
    # slogan closers (pt-r4-01, pt-r4-05)
    (
        Tone.CASUAL,
        "No fim das contas, a Chapada não é só um destino – é um lembrete de que a gente precisa "
        "desacelerar de vez em quando.",
        "A Chapada é também um lembrete de que a gente precisa desacelerar de vez em quando.",
    ),
    (
        Tone.CASUAL,
        "Sirva quente. Porque alguns sabores não alimentam só o corpo – alimentam a memória.",
        "Sirva quente. Porque alguns sabores alimentam a memória, e não só o corpo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Um bom relatório não informa apenas os números — informa também o contexto.",
        "Um bom relatório informa os números e também o contexto.",
    ),
]

REVIEW_R4_DEEPER = [
    # service-letter fillers and cheer after an apology (pt-r4-02); a date that ends a sentence
    # no longer freezes the next sentence's first word as a name
    (
        Tone.PROFESSIONAL,
        "Antes de tudo, pedimos desculpas pelo atraso do pedido feito em 3 de março. Entendemos "
        "perfeitamente o quanto é frustrante esperar. Temos o prazer de informar que a sua "
        "cafeteira já foi liberada. Seguimos à inteira disposição para esclarecer qualquer dúvida.",
        "Pedimos desculpas pelo atraso do pedido feito em 3 de março. Entendemos o quanto é "
        "frustrante esperar. A sua cafeteira já foi liberada. Seguimos à disposição para "
        "esclarecer qualquer dúvida.",
    ),
    (
        Tone.PROFESSIONAL,
        "Temos o prazer de anunciar a abertura da loja do Porto.",
        "Anunciamos a abertura da loja do Porto.",
    ),
    # corporate opener and stock one-line paragraph (pt-r4-04)
    (
        Tone.PROFESSIONAL,
        "É com enorme orgulho que anunciamos a inauguração do centro em Extrema (MG).\n\n"
        "E isso é só o começo. 💚\n\nObrigado a todos.",
        "Anunciamos a inauguração do centro em Extrema (MG).\n\nObrigado a todos.",
    ),
    (
        Tone.PROFESSIONAL,
        "Como forma de minimizar o transtorno, tomamos as seguintes providências.",
        "Para minimizar o transtorno, tomamos as seguintes providências.",
    ),
    (
        Tone.PROFESSIONAL,
        "Nada disso seria possível sem o empenho incansável do nosso time.",
        "Nada disso seria possível sem o empenho do nosso time.",
    ),
    (
        Tone.CASUAL,
        "Subida curtinha, uns 20 minutos, e uma vista que simplesmente tira o fôlego.",
        "Subida curtinha, uns 20 minutos, e uma vista que tira o fôlego.",
    ),
    (
        Tone.ACADEMIC,
        "Importa sublinhar, desde já, que a escassez de água na região é estrutural.",
        "A escassez de água na região é estrutural.",
    ),
    # rhetorical question and calque (pt-r4-05)
    (
        Tone.CASUAL,
        "Levei três domingos testando. O resultado? Um bolo com creme no meio. Eu sei que a "
        "vontade é grande, mas confie no processo!",
        "Levei três domingos testando. O resultado é um bolo com creme no meio. Eu sei que a "
        "vontade é grande, mas tenha paciência!",
    ),
]

REVIEW_R4_KEPT = [
    "Usaram o silêncio como forma de protesto.",
    "Olha só o resultado? Um desastre.",
]

REVIEW_R4_NEVER = [
    (Tone.ACADEMIC, REVIEW_R4[0][1], "é uma medida simbólica"),
    (Tone.PROFESSIONAL, REVIEW_R4[3][1], "o que garante"),
    (Tone.CASUAL, REVIEW_R4[5][1], "examina"),
    (Tone.ACADEMIC, REVIEW_R4[6][1], "Portanto"),
    (Tone.ACADEMIC, REVIEW_R4[8][1], "mas sim"),
    (Tone.CASUAL, "Ele não é só que seja caro – é que ninguém usa.", "mas principalmente"),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R4)
def test_review_r4_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text", "never"), REVIEW_R4_NEVER)
def test_review_r4_errors_never_come_back(tone: Tone, text: str, never: str) -> None:
    assert never not in rewrite(text, tone)


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R4_DEEPER)
def test_review_r4_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", REVIEW_R4_KEPT)
def test_review_r4_leaves_a_persons_text_alone(text: str) -> None:
    assert rewrite(text, Tone.CASUAL) == text


# review r5: the errors the rewrite introduced, and the tells it left
REVIEW_R5 = [
    # "não se limita a ser de conforto" was clumsy: a prepositional X and Y (pt-r5-06)
    (
        Tone.PROFESSIONAL,
        "A questão não é apenas de conforto — é de dignidade, produtividade e justiça social.",
        "A questão é de dignidade, produtividade e justiça social, e não apenas de conforto.",
    ),
    (
        Tone.CASUAL,
        "O problema não é só do governo, mas também das empresas.",
        "O problema é do governo e também das empresas.",
    ),
    (
        Tone.PROFESSIONAL,
        "Não é apenas uma questão de estética — é de segurança.",
        "É uma questão de segurança, e não apenas de estética.",
    ),
    (
        Tone.CASUAL,
        "A decisão não é apenas do diretor, mas de toda a equipa.",
        "A decisão é de toda a equipa, e não só do diretor.",
    ),
    # "é um conceito de manual, mas sobretudo …" asserted what the writer waved away (pt-r5-07)
    (
        Tone.ACADEMIC,
        "A osmose não é apenas um conceito de manual — é um mecanismo essencial à vida.",
        "A osmose não se limita a ser um conceito de manual: é um mecanismo essencial à vida.",
    ),
    (
        Tone.PROFESSIONAL,
        "A sustentabilidade não é só um conceito, mas uma prática diária.",
        "A sustentabilidade não se limita a ser um conceito: é uma prática diária.",
    ),
    # an X the writer affirms is still affirmed
    (
        Tone.PROFESSIONAL,
        "O livro não é apenas um romance — é um retrato da época.",
        "O livro é um romance, mas é sobretudo um retrato da época.",
    ),
    # three parallel objectives stay parallel, not steps in time (pt-r5-03)
    (
        Tone.ACADEMIC,
        "Em primeiro lugar, pretende-se caracterizar a distribuição. Em segundo lugar, "
        "procurar-se-á identificar as fontes. Por fim, será avaliado o impacto.",
        "Em primeiro lugar, pretende-se caracterizar a distribuição. Em segundo lugar, "
        "procurar-se-á identificar as fontes. Por último, será avaliado o impacto.",
    ),
    # the markers are not dropped: bare infinitives would stand as sentences (pt-r5-06)
    (
        Tone.PROFESSIONAL,
        "Três medidas são urgentes. Primeiro, ampliar as faixas exclusivas. Segundo, integrar "
        "as tarifas. Por fim, tratar a linha como prioridade.",
        "Três medidas são urgentes. Em primeiro lugar, ampliar as faixas exclusivas. "
        "Em segundo lugar, integrar as tarifas. Por fim, tratar a linha como prioridade.",
    ),
    # "num evento para recordar" was a calque; casual speech keeps "inesquecível" (pt-r5-02)
    (
        Tone.CASUAL,
        "Ele transforma qualquer churrasco num evento inesquecível.",
        "Ele transforma qualquer churrasco num evento inesquecível.",
    ),
    (
        Tone.PROFESSIONAL,
        "O jantar de gala foi um evento inesquecível para os convidados.",
        "O jantar de gala foi um evento marcante para os convidados.",
    ),
]

# review r5, the tells left: framing, glosses, calques and closing morals
REVIEW_R5_TELLS = [
    # a closing line that praises the deliverable is a note on the draft (pt-r5-01)
    (
        Tone.PROFESSIONAL,
        "Claro! Aqui está uma proposta de FAQ para a loja:\n\n**O frete é grátis?**\n"
        "Sim, acima de R$ 299,00.\n\nMais do que responder dúvidas, esta seção reflete o "
        "compromisso da Casa Ipê com transparência, agilidade e cuidado em cada detalhe.",
        "**O frete é grátis?**\n\nSim, acima de R$ 299,00.",
    ),
    (
        Tone.CASUAL,
        "Claro! Aqui está o e-mail:\n\nOlá Pedro, a reunião é às 15h.\n\n"
        "Mantive o tom cordial e direto, como pediu.",
        "Olá Pedro, a reunião é às 15h.",
    ),
    # the reassurance tacked onto a fact goes, the fact stays (pt-r5-01)
    (
        Tone.PROFESSIONAL,
        "A primeira troca é por nossa conta, garantindo que você compre sem preocupação.",
        "A primeira troca é por nossa conta.",
    ),
    (
        Tone.CASUAL,
        "A primeira troca é por nossa conta, garantindo que você compre sem preocupação.",
        "A primeira troca é por nossa conta.",
    ),
    # "responder dúvidas" without "a" (pt-r5-01)
    (
        Tone.PROFESSIONAL,
        "A equipe está pronta para responder dúvidas sobre o contrato.",
        "A equipe está pronta para esclarecer dúvidas sobre o contrato.",
    ),
    (
        Tone.CASUAL,
        "A equipe está pronta para responder dúvidas sobre o contrato.",
        "A equipe está pronta para tirar dúvidas sobre o contrato.",
    ),
    # "não é sobre X, é sobre Y", the calque of "it's not about" (pt-r5-10)
    (
        Tone.CASUAL,
        "Não é sobre a medalha. É sobre a pessoa que você se torna enquanto corre atrás dela.",
        "O que conta não é a medalha, é a pessoa que você se torna enquanto corre atrás dela.",
    ),
    (
        Tone.PROFESSIONAL,
        "Cada meta batida me ensinou que liderança não é sobre cargo — é sobre confiança.",
        "Cada meta batida me ensinou que liderança tem menos a ver com cargo do que com confiança.",
    ),
    # the stock gloss on an award (pt-r5-09)
    (
        Tone.PROFESSIONAL,
        "Em 2022, fomos distinguidos com o Prémio Nacional de Artesanato, um reconhecimento que "
        "nos enche de orgulho e de responsabilidade.",
        "Em 2022, fomos distinguidos com o Prémio Nacional de Artesanato.",
    ),
    (
        Tone.ACADEMIC,
        "Os resultados serão divulgados em sessões públicas, contribuindo assim para uma gestão "
        "mais informada do estuário.",
        "Os resultados serão divulgados em sessões públicas, contribuindo para uma gestão mais "
        "informada do estuário.",
    ),
    # "entrega experiência", the marketing calque of "delivers" (pt-r5-04)
    (
        Tone.CASUAL,
        "É um produto que realmente entrega experiência de gente grande.",
        "É um produto que oferece experiência de gente grande.",
    ),
    # closing morals (pt-r5-09, pt-r5-10, pt-r5-07) and a course's "oportunidade única"
    (
        Tone.PROFESSIONAL,
        "Convidamo-lo a visitar a oficina, de terça a sábado. Porque, no fim de contas, o "
        "verdadeiro luxo está nas coisas feitas com tempo, com mãos e com alma.",
        "Convidamo-lo a visitar a oficina, de terça a sábado.",
    ),
    (
        Tone.CASUAL,
        "Todo mundo começa do zero. O segredo é simplesmente começar.\n\n"
        "Seu primeiro passo pode ser hoje. 💪",
        "Todo mundo começa do zero.",
    ),
    (
        Tone.ACADEMIC,
        "Dica para o exame: a água desloca-se para o meio hipertónico. Dominar este princípio é a "
        "chave para resolver, com confiança e rigor, qualquer questão sobre transporte membranar.",
        "Dica para o exame: a água desloca-se para o meio hipertónico.",
    ),
    (
        Tone.PROFESSIONAL,
        "No final, cada participante leva um painel. Mais do que um curso, esta é uma "
        "oportunidade única para se ligar a uma tradição viva.",
        "No final, cada participante leva um painel.",
    ),
    # development texts: a mere X is denied ("e não só simples …" said both), "mais do que de"
    (
        Tone.ACADEMIC,
        "As bandas representam muito mais do que simples agrupamentos de instrumentistas — elas "
        "constituem um verdadeiro pilar da identidade cultural mineira.",
        "As bandas são um pilar da identidade cultural mineira, e não simples agrupamentos de "
        "instrumentistas.",
    ),
    (
        Tone.CASUAL,
        "Não se trata apenas de guardar dinheiro, mas de garantir liberdade para tomar decisões "
        "sem a pressão dos imprevistos.",
        # (round 10: "trata-se de" goes too)
        "Mais do que guardar dinheiro, o que importa é garantir liberdade para tomar decisões "
        "sem a pressão dos imprevistos.",
    ),
]

# deeper (development texts): inflated words and pep-talk closers
REVIEW_R5_DEEPER = [
    # "dar um empurrão em os resultados" was wrong: the article contracts
    (
        Tone.CASUAL,
        "A ideia é alavancar os resultados da equipe.",
        "A ideia é dar um empurrão nos resultados da equipe.",
    ),
    (
        Tone.CASUAL,
        "Também queremos alavancar as vendas.",
        "Também queremos dar um empurrão nas vendas.",
    ),
    (
        Tone.PROFESSIONAL,
        "A ideia é alavancar os resultados da equipe.",
        "A ideia é impulsionar os resultados da equipe.",
    ),
    (
        Tone.PROFESSIONAL,
        "A inteligência artificial está a mudar a forma como trabalhamos, abrindo portas para "
        "novas oportunidades.",
        "A inteligência artificial está a mudar a forma como trabalhamos, criando novas "
        "oportunidades.",
    ),
    (
        Tone.PROFESSIONAL,
        "O programa abre portas para novas oportunidades de emprego.",
        "O programa abre caminho a novas oportunidades de emprego.",
    ),
    (
        Tone.PROFESSIONAL,
        "Descubra o poder da leitura diária e transforme a sua vida!",
        "Descubra o poder da leitura diária!",
    ),
    (
        Tone.PROFESSIONAL,
        "A tecnologia é uma aliada poderosa no combate à fraude.",
        "A tecnologia é uma aliada de peso no combate à fraude.",
    ),
    (
        Tone.ACADEMIC,
        "A tecnologia ajuda. Em suma, o futuro pertence às empresas que abraçam a mudança com "
        "coragem e visão.",
        "A tecnologia ajuda.",
    ),
    (
        Tone.PROFESSIONAL,
        "Trata-se de equilibrar inovação e tradição. Com dedicação e visão estratégica, qualquer "
        "organização pode prosperar neste novo paradigma.",
        "Trata-se de equilibrar inovação e tradição.",
    ),
]

# "de forma eficaz e eficiente" → "bem e eficiente" was broken: the pair is one adverbial, and an
# adverb is never put in front of a coordinated adjective
REVIEW_R5_ADVERBIALS = [
    (
        Tone.PROFESSIONAL,
        "O projeto adota uma abordagem holística, de forma eficaz e eficiente.",
        "O projeto adota uma abordagem global, com eficácia.",
    ),
    (
        Tone.ACADEMIC,
        "Os recursos foram geridos de forma eficaz e eficiente.",
        "Os recursos foram geridos com eficácia e eficiência.",
    ),
    (
        Tone.PROFESSIONAL,
        "A equipa trabalha de forma eficiente e rápida.",
        "A equipa trabalha de forma eficiente e rápida.",
    ),
    (
        Tone.CASUAL,
        "Os preços subiram de forma significativa e a procura caiu.",
        "Os preços subiram bastante e a procura caiu.",
    ),
]

# an adjective replaced by a phrase ("com muita vida", "que vale a pena", "uma ótima experiência")
# broke a coordination or a copula: "O bairro é com muita vida e acolhedor", "é que não dá para
# perder e emocionante", "uma ótima experiência e educativa". Such adjectives stay there.
REVIEW_R5_COORDINATION = [
    "A cidade tem uma gastronomia vibrante e diversa.",
    "O bairro é vibrante e acolhedor.",
    "É um lugar vibrante, seguro e barato.",
    "Viva uma experiência imersiva e educativa.",
    "Foram experiências imersivas e educativas.",
    "Este livro é imperdível e emocionante.",
    "Peças atemporais e versáteis.",
    "O design é atemporal.",
    "A tecnologia é uma aliada poderosa e barata.",
]
REVIEW_R5_COORDINATION_REWRITTEN = [
    (Tone.PROFESSIONAL, "É uma cidade vibrante.", "É uma cidade com muita vida."),
    (
        Tone.PROFESSIONAL,
        "Há promoções imperdíveis em todas as lojas.",
        "Há promoções que valem a pena em todas as lojas.",
    ),
    (
        Tone.CASUAL,
        "Viagem, celular novo ou aquela promoção imperdível não são emergências.",
        "Viagem, celular novo ou aquela promoção que vale a pena não são emergências.",
    ),
    (Tone.PROFESSIONAL, "Gosto de peças atemporais.", "Gosto de peças que não saem de moda."),
    (Tone.PROFESSIONAL, "Um design atemporal e elegante.", "Um design clássico e elegante."),
]

# a long sentence is never cut inside a list of questions: "Isso porque é que …" (pt-r5-07)
REVIEW_R5_SPLITS = [
    (
        Tone.PROFESSIONAL,
        "A osmose é um mecanismo essencial à vida e aparece em muitos contextos biológicos "
        "diferentes. Explica como as raízes absorvem água do solo, porque é que os glóbulos "
        "vermelhos precisam de um plasma com concentração equilibrada (cerca de 0,9% de NaCl) e "
        "até porque é que o sal conserva os alimentos.",
        "A osmose é um mecanismo essencial à vida e aparece em muitos contextos biológicos "
        "diferentes. Explica como as raízes absorvem água do solo, porque é que os glóbulos "
        "vermelhos precisam de um plasma com concentração equilibrada (cerca de 0,9% de NaCl) e "
        "até porque é que o sal conserva os alimentos.",
    ),
    (
        Tone.CASUAL,
        "O relatório pergunta aos moradores do bairro onde passam a maior parte do tempo livre "
        "durante a semana, o que fazem ao fim de semana com a família e quando saem de casa.",
        "O relatório pergunta aos moradores do bairro onde passam a maior parte do tempo livre "
        "durante a semana, o que fazem ao fim de semana com a família e quando saem de casa.",
    ),
    # a causal "porque" is still a cut point in casual writing, as ". É que …" (r8: ". Isso
    # porque …" was a fragment, and Brazilian in a European text; formal writing keeps it whole)
    (
        Tone.CASUAL,
        "A equipa decidiu adiar o lançamento da nova plataforma digital para o segundo trimestre "
        "do próximo ano, porque os testes de segurança revelaram várias falhas graves que ainda "
        "precisam de correção.",
        "A equipa decidiu adiar o lançamento da nova plataforma digital para o segundo trimestre "
        "do próximo ano. É que os testes de segurança revelaram várias falhas graves que "
        "ainda precisam de correção.",
    ),
]

# the pep talk that closes a generated post
REVIEW_R5_PEP_TALK = [
    (
        Tone.CASUAL,
        "Comecei a correr aos 40 anos.\n\nLembre-se de que cada jornada é única. Acredite no seu "
        "potencial e nunca desista dos seus sonhos!",
        "Comecei a correr aos 40 anos.",
    ),
]

# what a person writes: these rules must not fire
REVIEW_R5_KEPT = [
    (Tone.CASUAL, "Acredite no seu potencial e inscreva-se até 5 de maio."),
    (Tone.CASUAL, "Acredite no seu potencial. Depois, escolha um curso e comece na segunda-feira."),
    (Tone.CASUAL, "O porteiro abre as portas para os convidados às 20h."),
    (Tone.CASUAL, "Larguei o emprego e mudei a minha vida."),
    (Tone.PROFESSIONAL, "O terreno é da Câmara. O futuro pertence aos herdeiros do fundador."),
    (Tone.PROFESSIONAL, "Com 3 mil euros, qualquer pessoa pode abrir uma conta."),
    (
        Tone.CASUAL,
        "Mais do que tirar dúvidas, esta seção reflete o compromisso da loja com a transparência.",
    ),
    (Tone.CASUAL, "Mantive o tom cordial com o cliente, mesmo irritado."),
    (
        Tone.PROFESSIONAL,
        "O pedido sai no mesmo dia, garantindo que você receba tudo em até 2 dias úteis.",
    ),
    (Tone.PROFESSIONAL, "O suporte responde às dúvidas em até 24 horas."),
    (Tone.CASUAL, "O livro não é sobre a guerra. Fala de uma família."),
    (Tone.PROFESSIONAL, "O prémio deixou a equipa cheia de orgulho."),
    (
        Tone.PROFESSIONAL,
        "O verdadeiro luxo está nas coisas feitas à mão. Por isso cada manta demora três semanas.",
    ),
    (Tone.CASUAL, "O segredo é deixar a massa descansar uma noite inteira."),
    (Tone.CASUAL, "O filme é uma jornada sensível e poderosa sobre memória e pertencimento."),
]

REVIEW_R5_NEVER = [
    (Tone.PROFESSIONAL, REVIEW_R5[0][1], "não se limita a ser de"),
    (Tone.PROFESSIONAL, REVIEW_R5[2][1], "não se limita a ser uma questão"),
    (Tone.ACADEMIC, REVIEW_R5[4][1], "é um conceito de manual"),
    (Tone.ACADEMIC, REVIEW_R5[7][1], "Inicialmente"),
    (Tone.CASUAL, REVIEW_R5[9][1], "para recordar"),
    (Tone.PROFESSIONAL, REVIEW_R5[10][1], "para recordar"),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5)
def test_review_r5_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text", "never"), REVIEW_R5_NEVER)
def test_review_r5_errors_never_come_back(tone: Tone, text: str, never: str) -> None:
    assert never not in rewrite(text, tone)


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_TELLS)
def test_review_r5_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text"), REVIEW_R5_KEPT)
def test_review_r5_leaves_a_persons_text_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_DEEPER)
def test_review_r5_deeper_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_ADVERBIALS)
def test_review_r5_adverbials_stay_whole(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", REVIEW_R5_COORDINATION)
@pytest.mark.parametrize("tone", list(Tone))
def test_review_r5_no_phrase_breaks_a_coordination(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_COORDINATION_REWRITTEN)
def test_review_r5_a_lone_adjective_is_still_rewritten(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_SPLITS)
def test_review_r5_no_cut_inside_a_list_of_questions(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5_PEP_TALK)
def test_review_r5_pep_talk_goes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r6 (bench/reviews/findings/pt_r6.json): (tone, input, expected output)
REVIEW_R6 = [
    # an offer with a clitic before the verb, after an assistant's answer (pt-r6-06)
    (
        Tone.CASUAL,
        "Claro! Aqui tem uma proposta de brinde:\n\nAo Ricardo e à Inês!\n\n"
        "Quer que o torne mais curto ou que inclua uma história? 😊",
        "Ao Ricardo e à Inês!",
    ),
    # a name with dots inside ("Consumidor.gov.br") no longer ends the offer early (pt-r6-02)
    (
        Tone.PROFESSIONAL,
        "Claro! Aqui está um modelo de carta:\n\nPrezados senhores, a fatura veio errada.\n\n"
        "Se quiser, posso adaptar o texto para registro no Consumidor.gov.br. 😊",
        "Prezados senhores, a fatura veio errada.",
    ),
    # the reply to the requester before a guide goes in an assistant's answer (pt-r6-08)
    (
        Tone.CASUAL,
        "Que ótima decisão! Correr ajuda a dormir melhor.\n\n"
        "Quer que prepare um plano de 8 semanas? 😊",
        "Correr ajuda a dormir melhor.",
    ),
    # professional ordinals in full: a bare "Segundo," reads as "according to" (pt-r6-02)
    (
        Tone.PROFESSIONAL,
        "Primeiro, a fatura veio alta. Segundo, faltou água. Por fim, ninguém respondeu.",
        "Em primeiro lugar, a fatura veio alta. Em segundo lugar, faltou água. "
        "Por fim, ninguém respondeu.",
    ),
    # a comparative stays a comparative: "um conhecimento aprofundado" overstated it (pt-r6-09)
    (
        Tone.ACADEMIC,
        "Em síntese, este estudo contribui para uma compreensão mais aprofundada do papel da "
        "gratidão.",
        "Em síntese, este estudo permite compreender melhor o papel da gratidão.",
    ),
    # the hedge still goes before a word …
    (
        Tone.ACADEMIC,
        "Vale destacar, ainda, que os participantes mantiveram a prática.",
        "Os participantes mantiveram a prática.",
    ),
]

# stock tells of r6, each where it fires
REVIEW_R6_TELLS = [
    # casual says "não é só X: é Y"; "não se limita a ser" was stiff in a note (pt-r6-10); over
    # 24 words, casual cuts it after the colon (split10)
    (
        Tone.CASUAL,
        "Uma horta não é só um lugar para plantar alface — é uma forma de aproximar as famílias, "
        "ensinar as crianças e usar um espaço esquecido.",
        "Uma horta não é só um lugar para plantar alface. É uma forma de aproximar as famílias, "
        "ensinar as crianças e usar um espaço esquecido.",
    ),
    (
        Tone.PROFESSIONAL,
        "Mais do que um apartamento, trata-se de uma oportunidade única de viver em Lisboa.",
        "É uma boa oportunidade de viver em Lisboa.",
    ),
    (
        Tone.ACADEMIC,
        "Mais do que um simples exercício de escrita, a prática funciona como um mecanismo de "
        "regulação.",
        "A prática funciona como um mecanismo de regulação.",
    ),
    (
        Tone.ACADEMIC,
        "O artista estabeleceu um diálogo fecundo entre a tradição e a escultura contemporânea.",
        "O artista estabeleceu um diálogo entre a tradição e a escultura contemporânea.",
    ),
    # closing pep lines where a paragraph ends (pt-r6-05, -08, -10)
    (Tone.CASUAL, "Comece devagar.\n\nCada quilómetro conta!", "Comece devagar."),
    (
        Tone.CASUAL,
        "A reunião é no domingo. Juntos, podemos criar um espaço mais verde.",
        "A reunião é no domingo.",
    ),
    (
        Tone.CASUAL,
        "O pão sai às seis. Porque a vida fica mais gostosa com pequenos prazeres.",
        "O pão sai às seis.",
    ),
]

# … and sentences that stay as they are: a person's genuine last line or first line (no sign of
# an assistant), and a hedge before a number, whose cut would start a sentence with a numeral
# (pt-r6-09)
REVIEW_R6_KEPT = [
    (Tone.CASUAL, "Acabei o relatório do trimestre.\n\nQuer que o envie já ao diretor?"),
    (
        Tone.PROFESSIONAL,
        "A reunião é na quinta.\n\nSe quiser, posso registrar a queixa no Consumidor.gov.br.",
    ),
    (Tone.CASUAL, "Que ótima decisão! Fico feliz por ti, a sério.\n\nVemo-nos no sábado."),
    (Tone.ACADEMIC, "Vale destacar, ainda, que 78% dos participantes mantiveram a prática."),
    # the rhetorical "Mais do que" only with "simples/mero"; a claim after "trata-se de" stays
    (
        Tone.ACADEMIC,
        "Mais do que um exercício de escrita, a prática funciona como um mecanismo de regulação.",
    ),
    (Tone.PROFESSIONAL, "Mais do que um apartamento, trata-se de uma casa com quintal."),
    # a pep line that does not end its paragraph, a plan that is no moral, a plain fact
    (Tone.CASUAL, "Cada quilómetro conta! Por isso, regista todos no caderno."),
    (Tone.CASUAL, "A reunião é no domingo. Juntos, podemos criar um grupo de corrida."),
    (Tone.CASUAL, "O pão sai às seis. A vida fica mais cara a cada ano."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6)
def test_review_r6_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text"), REVIEW_R6_KEPT)
def test_review_r6_leaves_a_persons_text_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_TELLS)
def test_review_r6_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Deeper editing (session of 2026-11-29): plain verbs for "contar com", "realizar", "ter a
# oportunidade de" and nominalisations, support-letter padding, tone
DEEPER_R7 = [
    # "contar com" of what a thing has → "ter"; academic prose keeps it
    (
        Tone.CASUAL,
        "A estrutura conta com laboratórios de análise de solo.",
        "A estrutura tem laboratórios de análise de solo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Em 2019, o estado contava com cerca de 780 bandas em atividade.",
        "Em 2019, o estado tinha cerca de 780 bandas em atividade.",
    ),
    (
        Tone.CASUAL,
        "Só 38 quilômetros contam com proteção adequada.",
        "Só 38 quilômetros têm proteção adequada.",
    ),
    (
        Tone.ACADEMIC,
        "A estrutura conta com laboratórios de análise de solo.",
        "A estrutura conta com laboratórios de análise de solo.",
    ),
    # "realizar" an everyday action → "fazer"
    (
        Tone.CASUAL,
        "Muitos idosos nunca realizaram uma transação bancária pela internet.",
        "Muitos idosos nunca fizeram uma transação bancária pela internet.",
    ),
    (
        Tone.PROFESSIONAL,
        "Segundo levantamento realizado em 2019 pelo instituto, o número caiu.",
        "Segundo levantamento feito em 2019 pelo instituto, o número caiu.",
    ),
    (
        Tone.PROFESSIONAL,
        "A entrega prevista para 10 de setembro não foi realizada devido a uma falha.",
        "A entrega prevista para 10 de setembro não foi feita devido a uma falha.",
    ),
    # "ter a oportunidade de" → "poder"
    (
        Tone.CASUAL,
        "Os participantes terão a oportunidade de explorar todo o processo.",
        "Os participantes vão poder explorar todo o processo.",
    ),
    (
        Tone.ACADEMIC,
        "Os participantes terão a oportunidade de explorar todo o processo.",
        "Os participantes poderão explorar todo o processo.",
    ),
    # a nominalisation after "para a/o" → the verb
    (
        Tone.CASUAL,
        "Ao substituir copos, você contribui para a redução do consumo de plástico.",
        # (round 11: the fronted clause also moves after the main clause here)
        "Você ajuda a reduzir o consumo de plástico ao substituir copos.",
    ),
    (
        Tone.PROFESSIONAL,
        "O fundo serve para a criação de empregos.",
        "O fundo serve para criar empregos.",
    ),
    # support-letter padding
    (
        Tone.PROFESSIONAL,
        "Lamentamos sinceramente pelo transtorno causado.",
        "Lamentamos sinceramente pelo transtorno.",
    ),
    (
        Tone.ACADEMIC,
        "Agradecemos pela confiança depositada em nosso trabalho.",
        "Agradecemos pela confiança em nosso trabalho.",
    ),
    (
        Tone.CASUAL,
        "Como forma de compensação pelo inconveniente, liberamos um cupom.",
        "Para compensar o inconveniente, liberamos um cupom.",
    ),
    (
        Tone.PROFESSIONAL,
        "Esse dado mostra que o problema não reside na posse da tecnologia.",
        "Esse dado mostra que o problema não está na posse da tecnologia.",
    ),
    # casual says "nunca"
    (
        Tone.CASUAL,
        "Foram anos de conquistas que jamais esquecerei.",
        "Foram anos de conquistas que nunca esquecerei.",
    ),
    # a casual tail reads "Isso garante", not the impersonal "Assim, assegura-se"
    (
        Tone.CASUAL,
        "Aço inoxidável: material sólido, livre de BPA e resistente à corrosão, assegurando "
        "durabilidade e segurança no dia a dia.",
        "Aço inoxidável: material sólido, livre de BPA e resistente à corrosão. Isso garante "
        "durabilidade e segurança no dia a dia.",
    ),
    # an essay keeps "Em primeiro lugar" and loses the hedge after it
    (
        Tone.ACADEMIC,
        "Em primeiro lugar, é fundamental compreender que a exclusão digital não decorre só "
        "da falta de acesso.",
        "Em primeiro lugar, a exclusão digital não decorre só da falta de acesso.",
    ),
    (
        Tone.CASUAL,
        "As bandas não são apenas relíquias de um passado distante: são organismos vivos, "
        "que se reinventam a cada geração.",
        "As bandas não são só relíquias de um passado distante: são organismos vivos, "
        "que se reinventam a cada geração.",
    ),
    # a summary label with a colon, a sales line's closing promise
    (
        Tone.CASUAL,
        "Em resumo: poupar energia não exige sacrifícios.",
        "Poupar energia não exige sacrifícios.",
    ),
    (
        Tone.ACADEMIC,
        "Em resumo: poupar energia não exige sacrifícios.",
        "Em síntese, poupar energia não exige sacrifícios.",
    ),
    (
        Tone.PROFESSIONAL,
        "Leve para casa qualidade. Experimente a Trilha e descubra como pequenas escolhas "
        "podem transformar o seu dia a dia!",
        "Leve para casa qualidade. Experimente a Trilha!",
    ),
    (
        Tone.PROFESSIONAL,
        "O curso é aberto a todos, não sendo necessária experiência prévia em desenho.",
        "O curso é aberto a todos, sem necessidade de experiência prévia em desenho.",
    ),
    (
        Tone.CASUAL,
        "O curso é aberto a todos, não sendo necessária experiência prévia em desenho.",
        "O curso é aberto a todos, sem precisar de experiência prévia em desenho.",
    ),
    # casual comparatives and adverbs, casual advice
    (
        Tone.CASUAL,
        "Nestes períodos, o preço do kWh é consideravelmente mais baixo.",
        "Nestes períodos, o preço do kWh é bem mais baixo.",
    ),
    (
        Tone.CASUAL,
        "Evite abrir a porta desnecessariamente.",
        "Evite abrir a porta sem necessidade.",
    ),
    (
        Tone.CASUAL,
        "É aconselhável reservar com antecedência.",
        "O melhor é reservar com antecedência.",
    ),
    (
        Tone.PROFESSIONAL,
        "A ciclovia possibilita chegar ao centro.",
        "A ciclovia permite chegar ao centro.",
    ),
    (
        Tone.CASUAL,
        "Aumente a carga de forma gradual. Explique de forma clara o que aconteceu.",
        "Aumente a carga aos poucos. Explique claramente o que aconteceu.",
    ),
    # a metaphor's intensifier; a closing lesson on culture
    (
        Tone.PROFESSIONAL,
        "Ao fim da tarde, a luz transforma o vale num verdadeiro postal.",
        "Ao fim da tarde, a luz transforma o vale num postal.",
    ),
    (
        Tone.ACADEMIC,
        "As bandas animam as praças.\n\nAo ecoarem pelas ladeiras, seus dobrados nos lembram que "
        "a cultura se constrói coletivamente, com persistência e paixão.",
        "As bandas animam as praças.",
    ),
    # purpose padding, "dispor de", "visar", "de acordo com", "promovendo uma X-ção"
    (
        Tone.PROFESSIONAL,
        "A equipa vai contactar outra produtora no sentido de garantir o calendário.",
        "A equipa vai contactar outra produtora para garantir o calendário.",
    ),
    (Tone.CASUAL, "O hotel dispõe de piscina.", "O hotel tem piscina."),
    (
        Tone.PROFESSIONAL,
        "O projeto visa reduzir as perdas. A iniciativa tem como objetivo apoiar os produtores.",
        "O projeto pretende reduzir as perdas. A iniciativa pretende apoiar os produtores.",
    ),
    (
        Tone.CASUAL,
        "De acordo com a pesquisa, muitos nunca fizeram compras online.",
        "Segundo a pesquisa, muitos nunca fizeram compras online.",
    ),
    (
        Tone.ACADEMIC,
        "As bandas ensinavam música a jovens, promovendo uma democratização do acesso à arte.",
        "As bandas ensinavam música a jovens, democratizando o acesso à arte.",
    ),
    (Tone.PROFESSIONAL, "No que se refere ao prazo, nada muda.", "Quanto ao prazo, nada muda."),
    # everyday words for casual speech, "fica" for a place
    (Tone.CASUAL, "Aguarde a confirmação por e-mail.", "Espere a confirmação por e-mail."),
    (Tone.CASUAL, "A equipa finalizou a obra.", "A equipa terminou a obra."),
    (
        Tone.PROFESSIONAL,
        "O hotel está localizado no centro. As lojas estão situadas junto ao rio.",
        "O hotel fica no centro. As lojas ficam junto ao rio.",
    ),
    (Tone.CASUAL, "O custo é elevado.", "O custo é alto."),
    (
        Tone.CASUAL,
        "A empresa que atualmente lidera o mercado cresceu.",
        "A empresa que hoje lidera o mercado cresceu.",
    ),
    # a long casual sentence is cut before ", e" and a new subject with its verb
    (
        Tone.CASUAL,
        "O concurso público deverá ser lançado até ao final de março de 2025 pela câmara "
        "municipal, e a autarquia prevê que os trabalhos arranquem no segundo semestre, com um "
        "prazo de execução longo.",
        "O concurso público deve ser lançado até ao final de março de 2025 pela câmara "
        "municipal. E a autarquia prevê que os trabalhos arranquem no segundo semestre, com um "
        "prazo de execução longo.",
    ),
    # stiff connectors and verbs
    (
        Tone.CASUAL,
        "Faz-se necessário rever o plano. Fazem-se necessárias novas regras.",
        "É preciso rever o plano. São necessárias novas regras.",
    ),
    (
        Tone.PROFESSIONAL,
        "Tendo em vista que o prazo acabou, cancelamos. O grupo A cresceu, ao passo que o B caiu.",
        "Já que o prazo acabou, cancelamos. O grupo A cresceu, enquanto o B caiu.",
    ),
    (
        Tone.PROFESSIONAL,
        "No decorrer do curso, os alunos pintam. A título de exemplo, veja o painel.",
        "Durante o curso, os alunos pintam. Por exemplo, veja o painel.",
    ),
    (
        Tone.CASUAL,
        "A equipa reorganizou as frentes para otimizar o tempo disponível.",
        "A equipa reorganizou as frentes para aproveitar melhor o tempo disponível.",
    ),
    (Tone.CASUAL, "Vamos implementar essas medidas.", "Vamos pôr em prática essas medidas."),
    (
        Tone.PROFESSIONAL,
        "O parque proporciona mais conforto aos visitantes.",
        "O parque oferece mais conforto aos visitantes.",
    ),
    # a letter's wind-up
    (
        Tone.PROFESSIONAL,
        "Gostaria de informá-la sobre uma atualização importante no cronograma.",
        "Escrevo para informá-la de uma atualização importante no cronograma.",
    ),
    # before the definite article "de" contracts with it ("de o registo" was written once)
    (
        Tone.PROFESSIONAL,
        "Gostaríamos de informá-los sobre as novas regras do registo.",
        "Escrevemos para informá-los das novas regras do registo.",
    ),
    (
        Tone.CASUAL,
        "O processo é extremamente lento. É preciso, portanto, que o governo aja.",
        "O processo é muito lento. É preciso, então, que o governo aja.",
    ),
    # a review's "entrega uma interpretação", "está alinhado à meta", "ferramentas poderosas"
    (
        Tone.PROFESSIONAL,
        "Joana Prates entrega uma interpretação contida.",
        "Joana Prates assina uma interpretação contida.",
    ),
    (
        Tone.CASUAL,
        "São valores que estão alinhados à minha trajetória profissional.",
        "São valores que vão ao encontro da minha trajetória profissional.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os dados são ferramentas poderosas para orientar decisões.",
        "Os dados são ferramentas muito úteis para orientar decisões.",
    ),
    # announcing hedges and roundabout causes
    (
        Tone.PROFESSIONAL,
        "É notório que o trânsito piorou. Nos dados, é possível observar que o consumo caiu.",
        "O trânsito piorou. Nos dados, percebe-se que o consumo caiu.",
    ),
    (
        Tone.ACADEMIC,
        "Isso se deve ao fato de que o prazo acabou.",
        "Isso ocorre porque o prazo acabou.",
    ),
    (
        Tone.CASUAL,
        "Em decorrência da chuva, o jogo parou.",
        "Por causa da chuva, o jogo parou.",
    ),
    (
        Tone.PROFESSIONAL,
        "A ceramista, que conta com mais de 20 anos de experiência, ensina. A torre conta com "
        "uma vista incrível.",
        "A ceramista, que tem mais de 20 anos de experiência, ensina. A torre tem uma vista "
        "incrível.",
    ),
    (
        Tone.PROFESSIONAL,
        "Criámos o guia com a finalidade de ajudar os clientes. Ligue a fim de que possamos "
        "ajudar.",
        "Criámos o guia para ajudar os clientes. Ligue para que possamos ajudar.",
    ),
    (
        Tone.CASUAL,
        "Recomenda-se consultar um médico antes de começar.",
        "O melhor é consultar um médico antes de começar.",
    ),
]

# … and where the same words mean something else: the noun "conta", "count on", an event held,
# a dream come true, a sale, where a person lives, "if ever"
DEEPER_R7_KEPT = [
    (Tone.CASUAL, "Abri uma conta com o meu irmão."),
    (Tone.PROFESSIONAL, "A empresa conta com a sua compreensão."),
    (Tone.CASUAL, "Conta com cerca de uma hora de viagem."),
    (Tone.PROFESSIONAL, "O governo conta com o apoio de todos os partidos."),
    (Tone.CASUAL, "O evento foi realizado no Porto e realizou o sonho de muitos."),
    (Tone.CASUAL, "Inscreva-se para a promoção de Natal."),
    (Tone.PROFESSIONAL, "Ele reside em Lisboa desde 2010."),
    (Tone.CASUAL, "Se jamais voltar, aviso."),
    (Tone.CASUAL, "Tive o privilégio de liderar a equipa."),
    (Tone.PROFESSIONAL, "O transtorno foi grande."),
    (Tone.ACADEMIC, "O curso é aberto a todos, não sendo necessária experiência prévia."),
    (Tone.CASUAL, "O texto é desnecessariamente longo."),
    (Tone.CASUAL, "Também é aconselhável levar água."),
    (Tone.CASUAL, "Explique de forma clara e objetiva."),
    (Tone.ACADEMIC, "Conclusão: os resultados indicam uma melhoria."),
    (Tone.CASUAL, "O carro passou por baixo do elevado."),
    (Tone.ACADEMIC, "A amostra era pequena.\n\nOs resultados nos lembram que a memória é frágil."),
    # "contar com" as "count on" and "tell with", and the noun "conta" at a sentence start
    (Tone.CASUAL, "Ele conta com a ajuda dos pais e conta com o irmão."),
    (Tone.PROFESSIONAL, "A história que ele conta com humor é antiga."),
    (Tone.CASUAL, "O avô conta com orgulho a história da família."),
    (Tone.PROFESSIONAL, "Uma conta com acesso premium custa mais."),
    (Tone.ACADEMIC, "O atraso deve-se ao facto de o fornecedor ter falhado."),
    (Tone.CASUAL, "O restaurante entrega a encomenda em casa."),
    (Tone.PROFESSIONAL, "As rodas estão alinhadas com o eixo."),
    (Tone.ACADEMIC, "São valores que estão alinhados à minha trajetória profissional."),
    (Tone.ACADEMIC, "O processo é extremamente lento. É preciso, portanto, que o governo aja."),
    # a number after the nominalisation: "para aumentar 20% nas vendas" would be wrong
    (Tone.PROFESSIONAL, "A campanha contribuiu para o aumento de 20% nas vendas."),
    (Tone.CASUAL, "É preciso otimizar o processo de compra."),
    (Tone.CASUAL, "A equipa vai implementar o sistema novo."),
    (Tone.ACADEMIC, "O grupo A cresceu, ao passo que o B caiu."),
    (Tone.CASUAL, "Foi elevado a cidade em 1990."),
    (Tone.PROFESSIONAL, "Aguarde a confirmação por e-mail."),
    # a coordination the plain verb would break ("tem piscina e de um restaurante")
    (Tone.CASUAL, "O hotel dispõe de piscina e de um restaurante."),
    (Tone.PROFESSIONAL, "A escola conta com laboratórios e com uma biblioteca."),
    (Tone.CASUAL, "Isso contribui para a redução do consumo e da poluição."),
    (Tone.PROFESSIONAL, "Os alunos terão a oportunidade de ver o ateliê e de conhecer artistas."),
    (Tone.CASUAL, "Como forma de compensação pelo atraso e pelo incómodo, oferecemos um cupom."),
    (Tone.ACADEMIC, "A equipa irá contactar outra produtora no sentido de garantir o calendário."),
    (Tone.CASUAL, "O verdadeiro problema é o preço."),
    (Tone.CASUAL, "O relatório lembra que a obra acaba em maio."),
    (Tone.PROFESSIONAL, "Não é aconselhável viajar à noite."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7)
def test_deeper_r7_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


@pytest.mark.parametrize(("tone", "text"), DEEPER_R7_KEPT)
def test_deeper_r7_leaves_meaningful_words_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


# ==== [[verb]] and [[noun]]: every form of the lemma, written in the slot it was found in =========
# (tone, input, expected output): each ending class (-ar, -car, -gar, -ear, -er, -cer, -erir, -uir,
# -uzir) and irregular table (fazer, manter, obter, ver, reunir, medir), several persons and tenses.
VERBS_AND_NOUNS = [
    (
        Tone.CASUAL,
        "A prefeitura fomentou o turismo e fomentava a cultura local.",
        "A prefeitura incentivou o turismo e incentivava a cultura local.",
    ),
    (
        Tone.ACADEMIC,
        "Programas que fomentem a leitura foram fomentados pelo governo.",
        "Programas que incentivem a leitura foram estimulados pelo governo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Fomentamos a inovação nas escolas.",
        "Estimulamos a inovação nas escolas.",
    ),
    (
        Tone.CASUAL,
        "O relatório elenca os riscos que elenquei ontem.",
        "O relatório lista os riscos que listei ontem.",
    ),
    (
        Tone.ACADEMIC,
        "É preciso que os autores elenquem as fontes.",
        "É preciso que os autores enumerem as fontes.",
    ),
    (
        Tone.CASUAL,
        "Tu elencas os pontos e mitigas os riscos.",
        "Tu listas os pontos e reduzes os riscos.",
    ),
    (
        Tone.CASUAL,
        "A medida mitiga o risco, e os técnicos mitigaram as perdas.",
        "A medida reduz o risco, e os técnicos reduziram as perdas.",
    ),
    (
        Tone.ACADEMIC,
        "Espera-se que as políticas mitiguem os efeitos da seca.",
        "Espera-se que as políticas atenuem os efeitos da seca.",
    ),
    (
        Tone.PROFESSIONAL,
        "O plano delineia as metas; que cada equipa delineie as suas.",
        "O plano traça as metas; que cada equipa trace as suas.",
    ),
    (
        Tone.CASUAL,
        "Os valores que nortearam a empresa norteiam hoje os novos sócios.",
        "Os valores que orientaram a empresa guiam hoje os novos sócios.",
    ),
    (
        Tone.ACADEMIC,
        "A pesquisa foi capitaneada por duas universidades.",
        "A pesquisa foi comandada por duas universidades.",
    ),
    (
        Tone.CASUAL,
        "O texto discorre sobre a história da cidade.",
        "O texto fala sobre a história da cidade.",
    ),
    (
        Tone.ACADEMIC,
        "Depreende-se que a amostra era pequena.",
        "Deduz-se que a amostra era pequena.",
    ),
    (
        Tone.CASUAL,
        "O prefeito enalteceu o trabalho dos voluntários e pediu que todos o enalteçam.",
        "O prefeito valorizou o trabalho dos voluntários e pediu que todos o elogiem.",
    ),
    (
        Tone.PROFESSIONAL,
        "É preciso que a parceria robusteça as finanças da associação.",
        "É preciso que a parceria reforce as finanças da associação.",
    ),
    (
        Tone.CASUAL,
        "O curso abarca três módulos, e esperamos que abarque mais no futuro.",
        "O curso abrange três módulos, e esperamos que inclua mais no futuro.",
    ),
    (
        Tone.PROFESSIONAL,
        "Não infira conclusões apressadas; os dados inferidos são provisórios.",
        "Não deduza conclusões apressadas; os dados deduzidos são provisórios.",
    ),
    (
        Tone.CASUAL,
        "Depreende-se do texto que os valores depreendidos estão certos.",
        "Deduz-se do texto que os valores deduzidos estão certos.",
    ),
    (
        Tone.CASUAL,
        "O novo método aferiu a satisfação dos clientes.",
        "O novo método avaliou a satisfação dos clientes.",
    ),
    (
        Tone.PROFESSIONAL,
        "A empresa envidou esforços e os sócios envidaram todos os esforços.",
        "A empresa fez esforços e os sócios empregaram todos os esforços.",
    ),
    (
        Tone.PROFESSIONAL,
        "Envidamos todos os esforços para cumprir o prazo.",
        "Empregamos todos os esforços para cumprir o prazo.",
    ),
    (
        Tone.CASUAL,
        "É preciso envidar esforços para terminar a obra.",
        "É preciso empregar esforços para terminar a obra.",
    ),
    (
        Tone.PROFESSIONAL,
        "Se a empresa almejar crescer, terá de investir no resultado almejado.",
        "Se a empresa desejar crescer, terá de investir no resultado pretendido.",
    ),
    (
        Tone.CASUAL,
        "A festa perpetua uma tradição que os avós perpetuaram.",
        "A festa mantém uma tradição que os avós mantiveram.",
    ),
    (
        Tone.PROFESSIONAL,
        "O fundo auferiu lucros e aufere rendimentos todos os anos.",
        "O fundo obteve lucros e obtém rendimentos todos os anos.",
    ),
    (
        Tone.ACADEMIC,
        "Quando a cidade congregar os artistas, as escolas que se congregaram vão crescer.",
        "Quando a cidade reunir os artistas, as escolas que se reuniram irão crescer.",
    ),
    (
        Tone.CASUAL,
        "Esperamos que a obra se concretize e que os sonhos concretizados inspirem outros.",
        "Esperamos que a obra se realize e que os sonhos realizados inspirem outros.",
    ),
    (
        Tone.PROFESSIONAL,
        "O curso engloba três áreas e englobará outras.",
        "O curso abrange três áreas e incluirá outras.",
    ),
    (
        Tone.CASUAL,
        "Ela visualizou o painel e pediu que você visualize os gráficos.",
        "Ela viu o painel e pediu que você veja os gráficos.",
    ),
    (
        Tone.ACADEMIC,
        "A associação congrega produtores de três municípios.",
        "A associação reúne produtores de três municípios.",
    ),
    (
        Tone.PROFESSIONAL,
        "É importante que a equipa mensure os resultados mensurados no ano passado.",
        "É importante que a equipa meça os resultados medidos no ano passado.",
    ),
    (
        Tone.CASUAL,
        "O evento revolucionou a forma como a cidade vê a música.",
        "O evento mudou por completo a forma como a cidade vê a música.",
    ),
    (
        Tone.PROFESSIONAL,
        "A nova ferramenta aprimora os relatórios aprimorados pela equipe.",
        "A nova ferramenta aperfeiçoa os relatórios melhorados pela equipe.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os resultados evidenciam a importância do tema.",
        "Os resultados mostram a importância do tema.",
    ),
    (
        Tone.CASUAL,
        "O cerne da questão é simples: alcançar um novo patamar e depois outros patamares.",
        "O núcleo da questão é simples: alcançar um novo nível e depois outros níveis.",
    ),
    (
        Tone.PROFESSIONAL,
        "A expertise técnica da equipe e as expertises externas somam.",
        "A experiência técnica da equipe e as experiências externas somam.",
    ),
    (
        Tone.ACADEMIC,
        "Os percalços do projeto e o óbice principal foram superados com afinco.",
        "Os contratempos do projeto e o obstáculo principal foram superados com empenho.",
    ),
    (
        Tone.CASUAL,
        "As conjunturas económicas mudaram, mas o êxito da campanha foi grande.",
        "As situações económicas mudaram, mas o sucesso da campanha foi grande.",
    ),
    (Tone.PROFESSIONAL, "O fomento à cultura cresceu.", "O estímulo à cultura cresceu."),
    (
        Tone.CASUAL,
        "Com esmero, a urbe preparou a festa para os seus anseios.",
        "Com cuidado, a cidade preparou a festa para os seus desejos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A morosidade do processo e a celeridade da decisão contrastam.",
        "A lentidão do processo e a rapidez da decisão contrastam.",
    ),
    (
        Tone.CASUAL,
        "O fomentador da ideia e o engajamento dos alunos.",
        "O fomentador da ideia e o envolvimento dos alunos.",
    ),
]


# Forms that are not the entry's word (another part of speech, a longer word, an accent), and
# tones with no list for the entry: the text comes out untouched.
VERBS_AND_NOUNS_KEPT = [
    (Tone.ACADEMIC, "Os resultados evidenciam a importância do tema."),
    (Tone.ACADEMIC, "A conjuntura económica mudou, e o êxito da campanha foi grande."),
    (Tone.ACADEMIC, "As agências de fomento financiaram o estudo."),
    (Tone.CASUAL, "O elenco do filme é excelente."),
    (Tone.PROFESSIONAL, "A evidência é clara e a prisão perpétua foi aplicada."),
    (Tone.CASUAL, "A catapulta e a orquestra ficaram no alicerce do prédio."),
    (Tone.ACADEMIC, "O ápice da carreira dele foi em 1990, um paradigma da época."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), VERBS_AND_NOUNS)
def test_verbs_and_nouns_are_replaced_in_their_form(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text"), VERBS_AND_NOUNS_KEPT)
def test_verbs_and_nouns_leave_other_words_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


def test_an_irregular_replacement_is_only_written_where_its_slot_is_settled() -> None:
    """ "envidamos" is a present and a preterite; "fazemos" and "fizemos" differ, so only the
    regular option is written; the infinitive is also the future subjunctive (fazer / fizer)."""
    assert rewrite("Envidamos esforços.", Tone.PROFESSIONAL) == "Empregamos esforços."
    assert rewrite("Se a equipa envidar esforços, ganha.", Tone.CASUAL) == (
        "Se a equipa empregar esforços, ganha."
    )
    assert rewrite("A equipa envidou esforços.", Tone.CASUAL) == "A equipa fez esforços."


# Review r8: the calque in the plural (pt-r8-01).
def test_the_plural_courtesy_calque_goes() -> None:
    assert rewrite_text(
        "Olá, Ana,\n\nEsperamos que esteja tudo bem com você!\n\nTemos uma novidade.",
        Tone.PROFESSIONAL,
        Language.PT,
    ) == ("Olá, Ana,\n\nTemos uma novidade.")


# Review r8 (pt-r8-04): an infinitive is what one does: "não se limita a ser dar tempo" broke the
# sentence.
def test_an_antithesis_of_two_infinitives_goes_beyond_the_first() -> None:
    assert rewrite_text(
        "Ser voluntário não é apenas dar tempo: é criar laços, fortalecer a comunidade e "
        "devolver esperança a quem mais precisa.",
        Tone.PROFESSIONAL,
        Language.PT,
    ) == (
        "Ser voluntário vai além de dar tempo: é criar laços, fortalecer a comunidade e "
        "devolver esperança a quem mais precisa."
    )


# Review r8, the tells left: each entry where it fires, and where it must not.
REVIEW_R8_FIXES = [
    # a causal clause is no fragment "Isso porque …" (Brazilian in a European text, pt-r8-09)
    (
        Tone.CASUAL,
        "A reunião foi adiada para sexta-feira de manhã, pois o diretor financeiro ainda não "
        "tinha recebido os números finais do trimestre passado da equipa de vendas.",
        "A reunião foi adiada para sexta-feira de manhã. É que o diretor financeiro ainda não "
        "tinha recebido os números finais do trimestre passado da equipa de vendas.",
    ),
    (
        Tone.PROFESSIONAL,
        "A reunião foi adiada para sexta-feira de manhã, pois o diretor financeiro ainda não "
        "tinha recebido os números finais do trimestre passado da equipa de vendas.",
        "A reunião foi adiada para sexta-feira de manhã, pois o diretor financeiro ainda não "
        "tinha recebido os números finais do trimestre passado da equipa de vendas.",
    ),
    # no crase before a colon (pt-r8-07)
    (
        Tone.PROFESSIONAL,
        "Ela aplica a mesma regra à:\n\n- escola;\n- família.",
        "Ela aplica a mesma regra a:\n\n- escola;\n- família.",
    ),
    (Tone.PROFESSIONAL, "Ele foi à praia.", "Ele foi à praia."),
    # no comma between a "quem" subject and its verb (pt-r8-02)
    (
        Tone.CASUAL,
        "Quem quiser boleia, está à vontade para pedir.",
        "Quem quiser boleia está à vontade para pedir.",
    ),
    (
        Tone.CASUAL,
        "Quem puder trazer uma sobremesa, pode avisar no grupo.",
        "Quem puder trazer uma sobremesa pode avisar no grupo.",
    ),
    (
        Tone.CASUAL,
        "Para quem tiver dúvidas, está disponível um guia.",
        "Para quem tiver dúvidas, está disponível um guia.",
    ),
    (Tone.CASUAL, "Quem quiser vir, é só avisar.", "Quem quiser vir, é só avisar."),
    (Tone.CASUAL, "Quem estiver em casa desce, pode ser?", "Quem estiver em casa desce, pode ser?"),
    # "emerge como" (pt-r8-03)
    (
        Tone.ACADEMIC,
        "A desigualdade emerge como um dos temas centrais do debate.",
        "A desigualdade surge como um dos temas centrais do debate.",
    ),
    (
        Tone.PROFESSIONAL,
        "A inteligência artificial emerge como uma das prioridades da empresa.",
        "A inteligência artificial é uma das prioridades da empresa.",
    ),
    (Tone.PROFESSIONAL, "Ela emerge da água.", "Ela emerge da água."),
    # "trata-se de uma verdadeira …" (pt-r8-07)
    (
        Tone.ACADEMIC,
        "Mais do que um detalhe, trata-se de uma verdadeira mudança de paradigma.",
        "Mais do que um detalhe, é uma mudança de paradigma.",
    ),
    (Tone.PROFESSIONAL, "Trata-se de um caso raro.", "Trata-se de um caso raro."),
    # "um aliado estratégico para …" (pt-r8-01)
    (
        Tone.PROFESSIONAL,
        "A nova app é um aliado poderoso para organizar as tarefas da equipa.",
        "A nova app ajuda a organizar as tarefas da equipa.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os testes reduziram as faltas em 30%. Trata-se de um aliado estratégico para otimizar "
        "o seu tempo.",
        "Os testes reduziram as faltas em 30%. Ajuda a otimizar o seu tempo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Trata-se de um aliado estratégico para quem gere uma clínica.",
        "Trata-se de um aliado estratégico para quem gere uma clínica.",
    ),
    # "vai transformar a rotina" (pt-r8-01)
    (
        Tone.PROFESSIONAL,
        "O novo sistema vai transformar o dia a dia da sua equipa.",
        "O novo sistema vai facilitar o dia a dia da sua equipa.",
    ),
    (
        Tone.PROFESSIONAL,
        "A reforma vai transformar a cidade.",
        "A reforma vai transformar a cidade.",
    ),
    # "fazer a diferença" (pt-r8-04)
    (
        Tone.PROFESSIONAL,
        "Procuramos pessoas com vontade de fazer a diferença.",
        "Procuramos pessoas com vontade de ajudar.",
    ),
    (
        Tone.CASUAL,
        "Se você quer fazer a diferença, inscreva-se.",
        "Se você quer ajudar, inscreva-se.",
    ),
    (
        Tone.PROFESSIONAL,
        "Procuramos pessoas com vontade de fazer a diferença na vida das crianças.",
        "Procuramos pessoas com vontade de fazer a diferença na vida das crianças.",
    ),
    # "não é só sobre X – é sobre Y" with infinitives (pt-r8-05)
    (
        Tone.CASUAL,
        "Escalada não é só sobre chegar ao topo – é sobre lidar com o medo, respeitar os "
        "próprios limites e celebrar cada evolução.",
        "Escalada vai além de chegar ao topo: é lidar com o medo, respeitar os próprios limites e "
        "celebrar cada evolução.",
    ),
    (Tone.CASUAL, "O livro não é só sobre a guerra.", "O livro não é só sobre a guerra."),
    # the hedge before a name that is a verb's subject goes; before a number it stays (pt-r8-07)
    (
        Tone.ACADEMIC,
        "É importante destacar que Weber não concorda com essa leitura.",
        "Weber não concorda com essa leitura.",
    ),
    (
        Tone.ACADEMIC,
        "Vale destacar que Lisboa, em 2020, tinha mais turistas.",
        "Vale destacar que Lisboa, em 2020, tinha mais turistas.",
    ),
]

# closing slogans and morals where a paragraph ends (pt-r8-01, 02, 04, 08)
REVIEW_R8_MORALS = [
    (Tone.CASUAL, "Tudo pronto.\n\nVamos fazer deste ano o melhor de sempre!", "Tudo pronto."),
    (
        Tone.CASUAL,
        "Tudo pronto.\n\nVamos tornar esta edição a maior de todos os tempos!",
        "Tudo pronto.",
    ),
    (Tone.CASUAL, "Tudo pronto. Juntos, ninguém fica para trás!", "Tudo pronto."),
    (
        Tone.CASUAL,
        "Dê carinho ao seu gato. Ele vai retribuir com muito amor!",
        "Dê carinho ao seu gato.",
    ),
    (
        Tone.CASUAL,
        "Leve água.\n\nLembre-se: paciência e constância são a chave para uma boa adaptação.",
        "Leve água.",
    ),
    (
        Tone.CASUAL,
        "A corrida é na sexta. Afinal, aqui não importa quem chega primeiro, o que conta é "
        "divertir-se.",
        "A corrida é na sexta.",
    ),
    (
        Tone.PROFESSIONAL,
        "Obrigado pela confiança.\n\nContinuamos empenhados em oferecer o melhor serviço aos "
        "nossos clientes.",
        "Obrigado pela confiança.",
    ),
    # a fact stays
    (
        Tone.PROFESSIONAL,
        "Estamos empenhados em resolver o problema até 12 de maio.",
        "Estamos empenhados em resolver o problema até 12 de maio.",
    ),
    (
        Tone.CASUAL,
        "Os vizinhos vão devolver as cadeiras amanhã.",
        "Os vizinhos vão devolver as cadeiras amanhã.",
    ),
    (
        Tone.CASUAL,
        "Vamos fazer deste sábado um dia de limpeza no parque.",
        "Vamos fazer deste sábado um dia de limpeza no parque.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R8_FIXES + REVIEW_R8_MORALS)
def test_review_r8_tells(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


# round 9: more lemmas of machine prose, in every form, and the constructions they take
DEEPER_R9 = [
    (Tone.CASUAL, "A festa culminou com um concerto.", "A festa terminou com um concerto."),
    (Tone.ACADEMIC, "A festa culminou com um concerto.", "A festa culminou com um concerto."),
    (Tone.PROFESSIONAL, "O papel fulcral da escola.", "O papel central da escola."),
    (
        Tone.CASUAL,
        "Ela auxilia os alunos e trabalha como auxiliar de enfermagem.",
        "Ela ajuda os alunos e trabalha como auxiliar de enfermagem.",
    ),
    (Tone.PROFESSIONAL, "Um princípio basilar.", "Um princípio básico."),
    (
        Tone.CASUAL,
        "A garrafa permanece gelada por 24 horas.",
        "A garrafa continua gelada por 24 horas.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os resultados demonstram que o método funciona.",
        "Os resultados mostram que o método funciona.",
    ),
    (
        Tone.ACADEMIC,
        "Os resultados demonstram que o método funciona.",
        "Os resultados demonstram que o método funciona.",
    ),
    (
        Tone.PROFESSIONAL,
        "Uma abordagem holística e um relatório abrangente.",
        "Uma abordagem global e um relatório completo.",
    ),
    (Tone.CASUAL, "A empresa necessita de apoio.", "A empresa precisa de apoio."),
    # "contribuir para" before an infinitive is "ajudar a"; before a noun it stays
    (
        Tone.CASUAL,
        "Ao usar garrafas, você contribui para reduzir o consumo de plástico.",
        "Você ajuda a reduzir o consumo de plástico ao usar garrafas.",
    ),
    (
        Tone.PROFESSIONAL,
        "As medidas contribuíram para melhorar o serviço.",
        "As medidas ajudaram a melhorar o serviço.",
    ),
    (
        Tone.PROFESSIONAL,
        "Este trabalho contribui para o avanço do conhecimento.",
        "Este trabalho contribui para o avanço do conhecimento.",
    ),
    (
        Tone.ACADEMIC,
        "As medidas contribuíram para melhorar o serviço.",
        "As medidas contribuíram para melhorar o serviço.",
    ),
    # "aliado a" (combined with) after a comma; the noun stays
    (
        Tone.PROFESSIONAL,
        "Acredito que minha experiência, aliada à minha paixão por dados, será útil.",
        "Acredito que minha experiência, somada à minha paixão por dados, será útil.",
    ),
    (
        Tone.PROFESSIONAL,
        "A Trilha é uma aliada para quem busca uma rotina sustentável.",
        "A Trilha é uma aliada para quem busca uma rotina sustentável.",
    ),
    # intensifiers: "significativamente" after a verb, "muito" after a negation; academic keeps it
    (
        Tone.CASUAL,
        "Esse fator impacta significativamente o desempenho.",
        "Esse fator afeta bastante o desempenho.",
    ),
    (Tone.PROFESSIONAL, "O preço não mudou significativamente.", "O preço não mudou muito."),
    (
        Tone.ACADEMIC,
        "O preço não mudou significativamente.",
        "O preço não mudou significativamente.",
    ),
    (
        Tone.PROFESSIONAL,
        "Havia sensivelmente 20 pessoas na sala.",
        "Havia sensivelmente 20 pessoas na sala.",
    ),
    (
        Tone.ACADEMIC,
        "Valorizamos imensamente a nossa parceria.",
        "Valorizamos muito a nossa parceria.",
    ),
    (
        Tone.CASUAL,
        "Trabalhamos incansavelmente para oferecer o melhor serviço.",
        "Trabalhamos sem parar para oferecer o melhor serviço.",
    ),
    (
        Tone.PROFESSIONAL,
        "A Trilha é a parceira perfeita para as suas aventuras.",
        # (round 10: "a parceira certa", not "a boa parceira" after the definite article)
        "A Trilha é a parceira certa para as suas aventuras.",
    ),
    # "tem o potencial de" + infinitive is "pode"; before a noun it stays
    (
        Tone.ACADEMIC,
        "A tecnologia tem o potencial de transformar a educação.",
        "A tecnologia pode transformar a educação.",
    ),
    (
        Tone.CASUAL,
        "A região tem potencial de crescimento.",
        "A região tem potencial de crescimento.",
    ),
    (
        Tone.CASUAL,
        "Ele disse isso. Neste artigo, vamos explorar as vantagens do trabalho remoto, que são 3.",
        "Ele disse isso. Neste artigo, vamos ver as vantagens do trabalho remoto, que são 3.",
    ),
    # "para o próximo nível", the Brazilian form of the slogan
    (Tone.CASUAL, "Leve seu negócio para o próximo nível.", "Melhore seu negócio."),
    # "buscar" + infinitive → "procurar"; "em busca de", "ir buscar" stay
    (
        Tone.PROFESSIONAL,
        "Iniciativas recentes têm buscado incentivar a renovação.",
        "Iniciativas recentes têm procurado incentivar a renovação.",
    ),
    (Tone.CASUAL, "Ele foi buscar o filho na escola.", "Ele foi buscar o filho na escola."),
    (
        Tone.CASUAL,
        "Ela estava em busca de novos desafios.",
        "Ela estava em busca de novos desafios.",
    ),
    (
        Tone.PROFESSIONAL,
        "Ele foi capaz de resolver o problema rapidamente.",
        "Ele conseguiu resolver o problema rapidamente.",
    ),
    (
        Tone.CASUAL,
        "Os alunos serão capazes de aplicar o conteúdo.",
        "Os alunos vão conseguir aplicar o conteúdo.",
    ),
    (Tone.CASUAL, "É capaz de chover amanhã.", "É capaz de chover amanhã."),
    # casual "conta muito para" after a subject; the impersonal "É essencial …" stays
    (
        Tone.CASUAL,
        "Cuidar da saúde é essencial para uma vida plena.",
        "Cuidar da saúde conta muito para uma vida plena.",
    ),
    (
        Tone.PROFESSIONAL,
        "Cuidar da saúde é essencial para uma vida plena.",
        "Cuidar da saúde é essencial para uma vida plena.",
    ),
    # casual everyday adverbs; shorter connectives in casual and professional prose
    (Tone.CASUAL, "Tente novamente mais tarde.", "Tente de novo mais tarde."),
    (Tone.ACADEMIC, "Tente novamente mais tarde.", "Tente novamente mais tarde."),
    (
        Tone.CASUAL,
        "O serviço está disponível somente para assinantes.",
        "O serviço está disponível só para assinantes.",
    ),
    (
        Tone.PROFESSIONAL,
        "No que diz respeito ao prazo, a entrega foi adiada.",
        "Quanto ao prazo, a entrega foi adiada.",
    ),
    (
        Tone.CASUAL,
        "Organize a agenda de forma a evitar conflitos.",
        "Organize a agenda para evitar conflitos.",
    ),
    (
        Tone.CASUAL,
        "Pensando nisso, o Instituto desenvolveu um curso completo.",
        "Por isso, o Instituto desenvolveu um curso completo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os resultados falam por si: o absentismo caiu.",
        "Os resultados são claros: o absentismo caiu.",
    ),
    # framing openers of a market or a scene, and "deixou de ser um diferencial e se tornou"
    (
        Tone.PROFESSIONAL,
        "Num mercado cada vez mais competitivo, as empresas precisam inovar.",
        "As empresas precisam inovar.",
    ),
    (
        Tone.CASUAL,
        "Em um cenário de cidades cada vez mais congestionadas, investir em mobilidade ativa é "
        "urgente.",
        "Investir em mobilidade ativa é urgente.",
    ),
    (
        Tone.PROFESSIONAL,
        "Em um mercado de 3 milhões de clientes, a empresa cresceu.",
        "Em um mercado de 3 milhões de clientes, a empresa cresceu.",
    ),
    (
        Tone.ACADEMIC,
        "O teletrabalho deixou de ser uma tendência e passou a ser a regra.",
        "O teletrabalho já é a regra.",
    ),
    # casual "depois de" for "após", contracted with the word after it
    (
        Tone.CASUAL,
        "Após esse prazo, o acesso permanece ativo.",
        "Depois desse prazo, o acesso continua ativo.",
    ),
    (
        Tone.CASUAL,
        "Após analisarmos o seu caso, identificamos a falha.",
        "Depois de analisarmos o seu caso, identificamos a falha.",
    ),
    (Tone.CASUAL, "Após isso, tudo mudou.", "Depois disso, tudo mudou."),
    (Tone.CASUAL, "Ele treina dia após dia.", "Ele treina dia após dia."),
    (
        Tone.PROFESSIONAL,
        "Após o cancelamento, você continua com acesso.",
        "Após o cancelamento, você continua com acesso.",
    ),
    # everyday verbs and nouns of casual speech
    (
        Tone.CASUAL,
        "A equipe vai elaborar um relatório sobre o caso.",
        "A equipe vai preparar um relatório sobre o caso.",
    ),
    (Tone.CASUAL, "Foi um prato elaborado e saboroso.", "Foi um prato elaborado e saboroso."),
    (
        Tone.CASUAL,
        "Ela ingressou na universidade em 2019.",
        "Ela entrou na universidade em 2019.",
    ),
    (Tone.PROFESSIONAL, "O técnico solucionou o problema.", "O técnico resolveu o problema."),
    (
        Tone.CASUAL,
        "Após o término do contrato, a casa fica livre.",
        "Depois do fim do contrato, a casa fica livre.",
    ),
    (
        Tone.PROFESSIONAL,
        "A lei salvaguardou os direitos dos inquilinos.",
        "A lei protegeu os direitos dos inquilinos.",
    ),
    (
        Tone.PROFESSIONAL,
        "O contrato inclui uma salvaguarda e um vislumbre de esperança.",
        "O contrato inclui uma salvaguarda e um vislumbre de esperança.",
    ),
    (Tone.CASUAL, "Não mudou significativamente.", "Não mudou muito."),
    (
        Tone.PROFESSIONAL,
        "Informamos que a entrega foi adiada para 28 de março.",
        "A entrega foi adiada para 28 de março.",
    ),
]

# the service pledge where a reply ends goes; a promise with a fact stays
REVIEW_R9_MORALS = [
    (
        Tone.PROFESSIONAL,
        "Desligue o roteador.\n\nReforçamos que a sua satisfação é a nossa prioridade e que "
        "seguimos trabalhando todos os dias para oferecer um serviço cada vez mais estável.",
        "Desligue o roteador.",
    ),
    (
        Tone.CASUAL,
        "Ligue o roteador. Continuamos a trabalhar para oferecer o melhor serviço aos nossos "
        "clientes.",
        "Ligue o roteador.",
    ),
    (
        Tone.PROFESSIONAL,
        "Continuamos a trabalhar para oferecer o serviço até 30 de junho.",
        "Continuamos a trabalhar para oferecer o serviço até 30 de junho.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R9 + REVIEW_R9_MORALS)
def test_deeper_r9(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# split10: over-long sentences cut where a native writer would start a new one; each entry has a
# case where it cuts and a near one where it must not (a list, no finite verb).
SURVEY = (
    "Os resultados do inquérito que fizemos aos moradores do bairro durante o verão passado são "
    "claros"
)
TEAM = (
    "A nossa equipa terminou os testes da nova aplicação durante a última semana de março deste ano"
)
SPLIT10 = [
    (
        Tone.CASUAL,
        f"{SURVEY}: a maioria das pessoas quer mais espaços verdes e menos carros.",
        f"{SURVEY}. A maioria das pessoas quer mais espaços verdes e menos carros.",
    ),
    (
        Tone.CASUAL,
        f"{SURVEY}: mais espaços verdes, menos carros e passeios melhores para todos.",
        f"{SURVEY}: mais espaços verdes, menos carros e passeios melhores para todos.",
    ),
    (
        Tone.CASUAL,
        "Um atendimento próximo, preços razoáveis, uma carta curta e um horário alargado todos os "
        "dias: são as chaves do sucesso deste pequeno café de bairro.",
        "Um atendimento próximo, preços razoáveis, uma carta curta e um horário alargado todos os "
        "dias: são as chaves do sucesso deste pequeno café de bairro.",
    ),
    (
        Tone.CASUAL,
        f"{TEAM}, e os primeiros clientes começaram a usá-la logo a seguir à apresentação.",
        f"{TEAM}. E os primeiros clientes começaram a usá-la logo a seguir à apresentação.",
    ),
    (
        Tone.PROFESSIONAL,
        f"{TEAM}, e os primeiros clientes começaram a usá-la logo a seguir à apresentação.",
        f"{TEAM}. Os primeiros clientes começaram a usá-la logo a seguir à apresentação.",
    ),
    (
        Tone.CASUAL,
        f"{TEAM}, e não só os do painel de controlo que os clientes usam todos os dias.",
        f"{TEAM}, e não só os do painel de controlo que os clientes usam todos os dias.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SPLIT10)
def test_split10(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


# An academic text joins a sentence and the one that goes on about it (a demonstrative) with a
# semicolon; the other tones keep them apart.
ACADEMIC_JOIN = (
    "A amostra, retirada do censo, abrangeu quarenta famílias de dois distritos rurais. "
    "Isso limita o alcance das conclusões deste estudo. Na primavera desse ano, fizemos "
    "as entrevistas. Duas investigadoras codificaram as respostas em separado."
)


def test_an_academic_text_joins_a_sentence_and_its_follow_up_with_a_semicolon() -> None:
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.ACADEMIC, PT) == (
        "A amostra, retirada do censo, abrangeu quarenta famílias de dois distritos rurais; "
        "isso limita o alcance das conclusões deste estudo. Na primavera desse ano, fizemos "
        "as entrevistas. Duas investigadoras codificaram as respostas em separado."
    )
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.PROFESSIONAL, PT) == ACADEMIC_JOIN


# ==== machine genres: reviews, encyclopedia articles, Q&A, how-tos, news, abstracts ====
# Each entry where it fires, in a sentence of either variety.
RURAL = "O turismo rural tem crescido nos últimos anos"
MACHINE_GENRES = [
    (
        Tone.CASUAL,
        "Tive o prazer de me hospedar no Hotel Sol durante três noites.",
        "Fiquei no Hotel Sol durante três noites.",
    ),
    (
        Tone.PROFESSIONAL,
        "Tive o prazer de me hospedar no Hotel Sol durante três noites.",
        "Fiquei no Hotel Sol durante três noites.",
    ),
    (
        Tone.PROFESSIONAL,
        "Tive o prazer de hospedar-me na pousada da Dona Rosa em agosto.",
        "Fiquei na pousada da Dona Rosa em agosto.",
    ),
    (Tone.PROFESSIONAL, "Posso afirmar que o jantar valeu a pena.", "O jantar valeu a pena."),
    (
        Tone.PROFESSIONAL,
        "Fomos no sábado, e devo dizer que a comida chegou quente.",
        "Fomos no sábado, e a comida chegou quente.",
    ),
    (
        Tone.PROFESSIONAL,
        "O passeio de barco superou todas as minhas expectativas.",
        "O passeio de barco foi melhor do que eu esperava.",
    ),
    (
        Tone.PROFESSIONAL,
        "A viagem superou as nossas expectativas.",
        "A viagem foi melhor do que esperávamos.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os quartos superaram as nossas expectativas.",
        "Os quartos foram melhores do que esperávamos.",
    ),
    (
        Tone.PROFESSIONAL,
        "As aulas superaram todas as minhas expectativas.",
        "As aulas foram melhores do que eu esperava.",
    ),
    (
        Tone.PROFESSIONAL,
        "O pequeno-almoço merece um destaque especial.",
        "O pequeno-almoço merece destaque.",
    ),
    (
        Tone.PROFESSIONAL,
        "A localização é privilegiada e o preço é justo.",
        "A localização é muito boa e o preço é justo.",
    ),
    (
        Tone.PROFESSIONAL,
        "O prédio tem uma localização privilegiada, perto do metrô.",
        "O prédio tem uma localização muito boa, perto do metrô.",
    ),
    (
        Tone.PROFESSIONAL,
        "Recomendo fortemente este restaurante a quem visita Braga.",
        "Recomendo sem reservas este restaurante a quem visita Braga.",
    ),
    (
        Tone.PROFESSIONAL,
        "No geral, a minha estadia foi agradável.",
        "A minha estadia foi agradável.",
    ),
    (Tone.PROFESSIONAL, "Voltarei numa próxima oportunidade!", "Voltarei!"),
    (
        Tone.PROFESSIONAL,
        "Adorei o lugar e espero voltar em uma próxima oportunidade.",
        "Adorei o lugar e espero voltar.",
    ),
    (
        Tone.PROFESSIONAL,
        "A principal desvantagem prende-se com o barulho da rua.",
        "A principal desvantagem tem a ver com o barulho da rua.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os atrasos prendem-se com a falta de pessoal.",
        "Os atrasos têm a ver com a falta de pessoal.",
    ),
    (
        Tone.PROFESSIONAL,
        "O problema prendia-se com a caldeira.",
        "O problema tinha a ver com a caldeira.",
    ),
    (Tone.CASUAL, "O aquecedor não funcionava adequadamente.", "O aquecedor não funcionava bem."),
    (
        Tone.PROFESSIONAL,
        "O aquecedor não funcionava adequadamente.",
        "O aquecedor não funcionava bem.",
    ),
    (
        Tone.PROFESSIONAL,
        "Houve muito interesse por parte dos alunos.",
        "Houve muito interesse dos alunos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A falha por parte da transportadora atrasou tudo.",
        "A falha da transportadora atrasou tudo.",
    ),
    (
        Tone.PROFESSIONAL,
        "O azulejo confere às fachadas um ar alegre.",
        "O azulejo dá às fachadas um ar alegre.",
    ),
    (
        Tone.PROFESSIONAL,
        "A luz dourada conferiu ao quarto um ambiente acolhedor.",
        "A luz dourada deu ao quarto um ambiente acolhedor.",
    ),
    (
        Tone.PROFESSIONAL,
        "As janelas altas conferem aos salões uma luz suave.",
        "As janelas altas dão aos salões uma luz suave.",
    ),
    (
        Tone.PROFESSIONAL,
        "A nova regra suscita muitas dúvidas entre os pais.",
        "A nova regra levanta muitas dúvidas entre os pais.",
    ),
    (
        Tone.PROFESSIONAL,
        "O pacote custa 90 euros, sendo que 20 são de taxas.",
        "O pacote custa 90 euros, e 20 são de taxas.",
    ),
    (
        Tone.PROFESSIONAL,
        "Para dar início ao processo, basta preencher o formulário.",
        "Para começar o processo, basta preencher o formulário.",
    ),
    (
        Tone.PROFESSIONAL,
        "A câmara deu início à obra em março.",
        "A câmara começou a obra em março.",
    ),
    (
        Tone.PROFESSIONAL,
        "A equipe deu início a uma nova fase do projeto.",
        "A equipe começou uma nova fase do projeto.",
    ),
    (
        Tone.PROFESSIONAL,
        "A medida insere-se na estratégia nacional de saúde.",
        "A medida faz parte da estratégia nacional de saúde.",
    ),
    (
        Tone.PROFESSIONAL,
        "Estas ações se inserem no novo plano de mobilidade.",
        "Estas ações fazem parte do novo plano de mobilidade.",
    ),
    (
        Tone.PROFESSIONAL,
        "Certifique-se de que a tampa está bem fechada.",
        "Verifique se a tampa está bem fechada.",
    ),
    (
        Tone.PROFESSIONAL,
        "Certifica-te de que tens o passaporte contigo.",
        "Confirma que tens o passaporte contigo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Certifique-se de desligar o aparelho da tomada.",
        "Lembre-se de desligar o aparelho da tomada.",
    ),
    (
        Tone.PROFESSIONAL,
        "Certifica-te de levar água para o caminho.",
        "Lembra-te de levar água para o caminho.",
    ),
    (
        Tone.PROFESSIONAL,
        "É preciso certificar-se de que os dados estão corretos.",
        "É preciso verificar se os dados estão corretos.",
    ),
    (
        Tone.PROFESSIONAL,
        "O médico vai identificar a causa de forma precisa.",
        "O médico vai identificar a causa com precisão.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os dados foram analisados de forma detalhada.",
        "Os dados foram analisados em detalhe.",
    ),
    (
        Tone.PROFESSIONAL,
        "Convém regar a planta de forma regular.",
        "Convém regar a planta com regularidade.",
    ),
    (
        Tone.CASUAL,
        "O museu abre de forma gratuita ao domingo.",
        "O museu abre de graça ao domingo.",
    ),
    (
        Tone.PROFESSIONAL,
        "O museu abre de forma gratuita ao domingo.",
        "O museu abre gratuitamente ao domingo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Seguindo estas dicas simples, você terá um jardim bonito.",
        "Assim, você terá um jardim bonito.",
    ),
    (Tone.PROFESSIONAL, "Com estes cuidados, a planta dura anos.", "Assim, a planta dura anos."),
    (
        Tone.PROFESSIONAL,
        "O estudo contribui para uma melhor compreensão do fenômeno.",
        "O estudo ajuda a compreender melhor o fenômeno.",
    ),
    (
        Tone.ACADEMIC,
        "O estudo contribui para uma melhor compreensão do fenômeno.",
        "O estudo permite compreender melhor o fenômeno.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os resultados contribuem para uma melhor compreensão de doenças raras.",
        "Os resultados ajudam a compreender melhor doenças raras.",
    ),
    (
        Tone.PROFESSIONAL,
        "A economia assenta na agricultura, com especial destaque para o vinho.",
        "A economia assenta na agricultura, com destaque para o vinho.",
    ),
    (
        Tone.PROFESSIONAL,
        f"{RURAL}, contribuindo para a dinamização da economia local.",
        f"{RURAL}, o que contribui para a dinamização da economia local.",
    ),
    (
        Tone.ACADEMIC,
        f"{RURAL}, contribuindo para a dinamização da economia local.",
        f"{RURAL}, o que contribui para a dinamização da economia local.",
    ),
    (
        Tone.CASUAL,
        f"{RURAL}, contribuindo para a dinamização da economia local.",
        f"{RURAL}. Isso contribui para a dinamização da economia local.",
    ),
    (
        Tone.PROFESSIONAL,
        "Depois da rega, realize a colheita das folhas maiores.",
        "Depois da rega, faça a colheita das folhas maiores.",
    ),
    (
        Tone.PROFESSIONAL,
        "Em caso de dúvida, não hesite em contactar o apoio ao cliente.",
        "Em caso de dúvida, pode contactar o apoio ao cliente.",
    ),
    (Tone.PROFESSIONAL, "É importante ter em atenção que a loja fecha cedo.", "A loja fecha cedo."),
    (
        Tone.PROFESSIONAL,
        "Houve uma melhoria significativa no atendimento.",
        "Houve uma melhoria considerável no atendimento.",
    ),
]

# Near misses: the same words in another sense or construction stay, in every tone.
MACHINE_GENRES_KEPT = [
    "Tive o prazer de conhecer a dona da pousada.",
    "Não posso dizer que gostei da sobremesa.",
    "Devo dizer que o pedido atrasou?",
    "Ele superou as expectativas da equipa técnica.",
    "A Ana teve um acesso privilegiado aos arquivos.",
    "Recomendo fortemente que você consulte um médico antes de começar.",
    "No geral, os preços da cidade são altos.",
    "Numa próxima oportunidade, traremos as crianças.",
    "O aquecedor foi instalado adequadamente.",
    "O diretor assinou o acordo por parte da empresa.",
    "Convém conferir a lista antes de sair.",
    "É bom conferir ao pormenor cada fatura.",
    "O pacote custa 90 euros, sendo o resto pago depois.",
    "Não quero dar início a discussões.",
    "O cartão insere-se na ranhura do lado direito.",
    "Explicou tudo de forma precisa e clara.",
    "Com estes dados, calculámos a média.",
    "A vila cresceu muito no século passado, contribuindo para isso a chegada do comboio e "
    "criando novos empregos.",
    "A diferença foi estatisticamente significativa entre os dois grupos.",
    "A diferença entre os grupos foi significativa (p = 0,03).",
]


@pytest.mark.parametrize(("tone", "text", "expected"), MACHINE_GENRES)
def test_machine_genre_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", MACHINE_GENRES_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_machine_genre_near_misses_stay(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# A tail's "assim" goes with the gerund; a long sentence is not cut before ", o que" + a clitic
# (". Isso o torna" is Brazilian word order) but still before ", o que" + a verb.
AZULEJO = "Os artistas reinterpretam o azulejo com novas cores e técnicas"
HOTEL = (
    "O hotel fica numa zona tranquila, perto do rio e a poucos minutos do centro histórico da "
    "cidade"
)
TAIL_ASSIM = [
    (
        Tone.PROFESSIONAL,
        f"{AZULEJO}, garantindo assim a continuidade da tradição.",
        f"{AZULEJO}, para garantir a continuidade da tradição.",
    ),
    (
        Tone.CASUAL,
        f"{AZULEJO}, garantindo assim a continuidade da tradição.",
        f"{AZULEJO}. Isso garante a continuidade da tradição.",
    ),
    (
        Tone.CASUAL,
        f"{HOTEL}, o que o torna ideal para quem quer descansar uns dias sem carro.",
        f"{HOTEL}, o que o torna ideal para quem quer descansar uns dias sem carro.",
    ),
    (
        Tone.PROFESSIONAL,
        f"{HOTEL}, o que permite ir a pé a quase todos os museus e restaurantes do bairro.",
        f"{HOTEL}. Isso permite ir a pé a quase todos os museus e restaurantes do bairro.",
    ),
    (
        Tone.PROFESSIONAL,
        "A casa foi pintada de novo e assim ficou mais clara.",
        "A casa foi pintada de novo e assim ficou mais clara.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), TAIL_ASSIM)
def test_a_tails_assim_goes_and_no_cut_before_a_clitic(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(machine(text), tone) == expected


# "no mês de junho" is "em junho"; "durante o mês de agosto" (the whole month) stays. The hedge
# "É importante ter em atenção que" goes, also before a clause set off by a comma.
MONTH_AND_HEDGE = [
    (
        Tone.PROFESSIONAL,
        "A feira realiza-se no mês de junho, no largo da igreja.",
        "A feira realiza-se em junho, no largo da igreja.",
    ),
    (
        Tone.PROFESSIONAL,
        "O pagamento vence no mês de março de 2025.",
        "O pagamento vence em março de 2025.",
    ),
    (
        Tone.PROFESSIONAL,
        "A loja fecha durante o mês de agosto.",
        "A loja fecha durante o mês de agosto.",
    ),
    (
        Tone.PROFESSIONAL,
        "É importante ter em atenção que, caso ainda esteja fidelizado, poderá pagar uma multa.",
        "Caso ainda esteja fidelizado, poderá pagar uma multa.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), MONTH_AND_HEDGE)
def test_month_and_hedge_before_a_comma(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# A participial tail becomes ", o que …" in the tense of the clause it hangs on: the present after
# a present, the past after a past; a clause of both tenses, the future, a clitic, a second
# gerund, or a gerund a person does ("levando a filha", "promovendo o livro") keep it.
TAILS_IN_TENSE = [
    (
        "O novo filtro reduz o consumo de água da fábrica, tornando a produção mais barata.",
        "O novo filtro reduz o consumo de água da fábrica, o que torna a produção mais barata.",
    ),
    (
        "A loja abriu um balcão de trocas em 2021, tornando o serviço mais rápido para todos.",
        "A loja abriu um balcão de trocas em 2021, o que tornou o serviço mais rápido para todos.",
    ),
    (
        "As obras na estrada fecham uma faixa todas as manhãs, gerando filas no centro.",
        "As obras na estrada fecham uma faixa todas as manhãs, o que gera filas no centro.",
    ),
    (
        "O jantar de sexta terminou tarde, gerando queixas dos vizinhos do prédio.",
        "O jantar de sexta terminou tarde, o que gerou queixas dos vizinhos do prédio.",
    ),
    (
        "O novo calendário concentra as provas numa semana, resultando em menos faltas.",
        "O novo calendário concentra as provas numa semana, o que resulta em menos faltas.",
    ),
    (
        "As geadas de maio queimaram metade das vinhas, resultando em perdas para os produtores.",
        "As geadas de maio queimaram metade das vinhas, o que resultou em perdas para os "
        "produtores.",
    ),
    (
        "O aparelho antigo consome muita energia, causando picos na conta de luz.",
        "O aparelho antigo consome muita energia, o que causa picos na conta de luz.",
    ),
    (
        "A tempestade derrubou dezenas de árvores, causando cortes de energia em três bairros.",
        "A tempestade derrubou dezenas de árvores, o que causou cortes de energia em três bairros.",
    ),
    (
        "A nova regra obriga os bancos a mostrar as taxas, fazendo com que as diferenças fiquem "
        "claras.",
        "A nova regra obriga os bancos a mostrar as taxas, o que faz com que as diferenças fiquem "
        "claras.",
    ),
    (
        "O preço do trigo subiu muito no inverno, fazendo com que o pão ficasse mais caro.",
        "O preço do trigo subiu muito no inverno, o que fez com que o pão ficasse mais caro.",
    ),
    (
        "A seca reduz a produção das pequenas hortas, levando ao aumento dos preços na feira.",
        "A seca reduz a produção das pequenas hortas, o que leva ao aumento dos preços na feira.",
    ),
    (
        "A serração fechou as portas no ano passado, levando a uma queda do emprego na vila.",
        "A serração fechou as portas no ano passado, o que levou a uma queda do emprego na vila.",
    ),
    (
        "A feira reúne cozinheiros de várias regiões, promovendo a troca de receitas antigas.",
        "A feira reúne cozinheiros de várias regiões, o que promove a troca de receitas antigas.",
    ),
    (
        "A biblioteca abriu as portas aos domingos, promovendo o acesso de famílias inteiras.",
        "A biblioteca abriu as portas aos domingos, o que promoveu o acesso de famílias inteiras.",
    ),
]
TAILS_IN_TENSE_KEPT = [
    # a person does these
    "O pai saiu de casa muito cedo, levando a filha à escola antes do trabalho.",
    "A autora viajou por todo o país, promovendo o seu novo livro de contos.",
    # the future, and a clause of both tenses
    "O novo túnel ligará os dois bairros, tornando a travessia mais segura.",
    "A ponte, que é a maior da região, abriu em 2010, tornando a viagem mais curta.",
    # a present of an "-arar" verb is no past; a clitic; a second gerund
    "As famílias separam o lixo em casa, tornando o trabalho das cooperativas mais fácil.",
    "O filtro reduz o consumo de água, tornando-o mais barato para a fábrica inteira.",
    "A reforma encurtou a espera nas urgências, tornando o serviço mais rápido e reduzindo "
    "as queixas.",
    # no finite verb before the tail
    "Um serviço de entregas ao domicílio, tornando a vida dos idosos mais simples.",
]


@pytest.mark.parametrize(("text", "expected"), TAILS_IN_TENSE)
@pytest.mark.parametrize("tone", list(Tone))
def test_a_tail_follows_the_tense_of_its_clause(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", TAILS_IN_TENSE_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_a_tail_of_unclear_tense_or_subject_stays(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


# A tail whose own verb is a past subjunctive stays: "o que permite que … voltassem" mixed tenses.
@pytest.mark.parametrize("tone", list(Tone))
def test_a_tail_with_a_past_subjunctive_stays(tone: Tone) -> None:
    text = (
        "A câmara reabriu o jardim municipal no verão, permitindo que os moradores voltassem a "
        "passear à noite."
    )
    assert rewrite(text, tone) == text


@pytest.mark.parametrize("tone", list(Tone))
def test_a_tail_with_a_present_subjunctive_is_still_rewritten(tone: Tone) -> None:
    text = (
        "A nova linha de metro liga o bairro ao centro da cidade, permitindo que os moradores "
        "cheguem ao trabalho em meia hora."
    )
    assert "permitindo" not in rewrite(text, tone)


@pytest.mark.parametrize("tone", list(Tone))
def test_a_tail_in_the_present_never_follows_a_past_or_future_clause(tone: Tone) -> None:
    past = (
        "A reunião terminou cedo no último dia do congresso, permitindo aos funcionários sair "
        "mais cedo para casa."
    )
    future = (
        "A nova ponte vai ligar as duas margens do rio já em março, proporcionando aos "
        "moradores uma travessia mais curta."
    )
    present = (
        "A nova linha liga os bairros do norte ao centro da cidade, permitindo aos moradores "
        "chegar em vinte minutos."
    )
    assert rewrite_text(past, tone, PT) == past
    # (academic prose writes "irá ligar"; the tail stays)
    assert "rio já em março, proporcionando aos" in rewrite_text(future, tone, PT)
    assert "permitindo" not in rewrite_text(present, tone, PT)


# Round 10: sentence-level idioms of assistant prose, rewritten as a person says them
# (tone, input, expected output)
ROUND10 = [
    # "valor inestimável" no longer becomes "valor de grande valor"
    (
        Tone.ACADEMIC,
        "Trata-se de um documento histórico de valor inestimável para a cidade.",
        "Trata-se de um documento histórico de grande valor para a cidade.",
    ),
    (
        Tone.CASUAL,
        "Sua ajuda foi simplesmente inestimável naquele sábado.",
        "Sua ajuda foi de grande valor naquele sábado.",
    ),
    # "o parceiro ideal" → "o parceiro certo" (not "o bom aliado")
    (
        Tone.PROFESSIONAL,
        "Se valoriza a liberdade de formatos, o Kobo é o parceiro ideal.",
        "Se valoriza a liberdade de formatos, o Kobo é o parceiro certo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Para quem viaja muito, esta mala é a companheira perfeita.",
        "Para quem viaja muito, esta mala é a companheira certa.",
    ),
    # "pode parecer um desafio, mas …"
    (
        Tone.CASUAL,
        "Organizar as finanças pode parecer um desafio, mas com alguns passos simples dá certo.",
        "Organizar as finanças pode parecer difícil, mas com alguns passos simples dá certo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Escolher um leitor digital pode parecer uma tarefa desafiadora para quem começa.",
        "Escolher um leitor digital pode parecer difícil para quem começa.",
    ),
    # "já não é uma opção: é uma necessidade (urgente)"
    (
        Tone.ACADEMIC,
        "Investir em mobilidade ativa já não é uma opção: é uma necessidade urgente.",
        "Investir em mobilidade ativa é urgente.",
    ),
    (
        Tone.PROFESSIONAL,
        "A formação contínua já não é uma opção — é uma necessidade.",
        ("A formação contínua já não é opcional.", "A formação contínua deixou de ser opcional."),
    ),
    # "serve como um lembrete de que"
    (
        Tone.ACADEMIC,
        "O museu serve como um lembrete de que a arte decorativa também é arte.",
        (
            "O museu lembra que a arte decorativa também é arte.",
            "O museu recorda que a arte decorativa também é arte.",
        ),
    ),
    (
        Tone.PROFESSIONAL,
        "Estes números são um lembrete de que o trabalho não acabou.",
        (
            "Estes números lembram que o trabalho não acabou.",
            "Estes números recordam que o trabalho não acabou.",
        ),
    ),
    # "trouxe uma sensação de calma" → "trouxe calma"
    (
        Tone.CASUAL,
        "O jardim traz uma sensação de paz a quem passa.",
        "O jardim traz paz a quem passa.",
    ),
    # "uma imersão profunda no" → "um mergulho no"
    (
        Tone.CASUAL,
        "Conheça o museu, que oferece uma imersão profunda no movimento de 1789.",
        "Conheça o museu, que oferece um mergulho no movimento de 1789.",
    ),
    # "o cenário perfeito para um almoço"
    (
        Tone.CASUAL,
        "A esplanada com vista para o rio é o cenário perfeito para um almoço sem pressa.",
        (
            "A esplanada com vista para o rio é o lugar ideal para um almoço sem pressa.",
            "A esplanada com vista para o rio é o melhor lugar para um almoço sem pressa.",
        ),
    ),
    # "Poucos X capturam Y tão bem quanto Z." → "Z é um dos X que melhor capturam Y."
    (
        Tone.ACADEMIC,
        "Poucos museus traduzem a história da cidade tão bem quanto o museu municipal.",
        "O museu municipal é um dos museus que melhor traduzem a história da cidade.",
    ),
    (
        Tone.PROFESSIONAL,
        "Poucas receitas resumem a cozinha mineira tão bem quanto o pão de queijo.",
        "O pão de queijo é uma das receitas que melhor resumem a cozinha mineira.",
    ),
    # "Mais do que X, trata-se de Y" (pt-r8-07, pt-d19)
    (
        Tone.CASUAL,
        "Mais do que guardar dinheiro, trata-se de garantir liberdade para tomar decisões.",
        "Mais do que guardar dinheiro, o que importa é garantir liberdade para tomar decisões.",
    ),
    # ", e muito," (pt-r9-01)
    (
        Tone.CASUAL,
        "O isolamento da casa pesa, e muito, na fatura do inverno.",
        "O isolamento da casa pesa muito na fatura do inverno.",
    ),
    # the future self's thanks after a dash
    (
        Tone.CASUAL,
        "Comece a poupar hoje, mesmo que com pouco — o seu eu do futuro vai agradecer!",
        "Comece a poupar hoje, mesmo que com pouco!",
    ),
    # brochure slogans and closing morals (discourse)
    (
        Tone.CASUAL,
        "O Pinhão fica no Douro.\n\nO Pinhão não se visita — vive-se. Reserve um dia inteiro "
        "para explorar a região.",
        "O Pinhão fica no Douro.\n\nReserve um dia inteiro para explorar a região.",
    ),
    (
        Tone.CASUAL,
        "Reserve um dia inteiro para explorar o Douro. Afinal, o Douro é uma experiência que "
        "fica gravada na memória muito depois do regresso a casa.",
        "Reserve um dia inteiro para explorar o Douro.",
    ),
    (
        Tone.PROFESSIONAL,
        "Quero agradecer à equipa da câmara.\n\nJuntos, estamos a construir um futuro mais "
        "verde, uma escola de cada vez.",
        "Quero agradecer à equipa da câmara.",
    ),
]

ROUND10 += [
    # "é, acima de tudo," inside the antithesis (pt-d16)
    (
        Tone.ACADEMIC,
        "A inclusão digital dos idosos não é apenas uma questão tecnológica — é, acima de tudo, "
        "uma questão de dignidade e de direitos.",
        "A inclusão digital dos idosos é uma questão tecnológica, mas é sobretudo uma questão de "
        "dignidade e de direitos.",
    ),
    # the scene-setting opener of a generated essay
    (
        Tone.ACADEMIC,
        "Num mundo cada vez mais conectado, a cibersegurança é essencial para as empresas.",
        "A cibersegurança é essencial para as empresas.",
    ),
    (
        Tone.PROFESSIONAL,
        "A tradição das bandas resiste nos dias de hoje.",
        "A tradição das bandas resiste hoje.",
    ),
    # "de suma importância" agrees with its verb
    (
        Tone.PROFESSIONAL,
        "As regras são de extrema importância.",
        ("As regras são muito importantes.", "As regras são essenciais."),
    ),
    (
        Tone.ACADEMIC,
        "A segurança é de suma importância para todos.",
        ("A segurança é muito importante para todos.", "A segurança é essencial para todos."),
    ),
    # "com o objetivo de" + infinitive
    (
        Tone.PROFESSIONAL,
        "A empresa criou o programa com o objetivo de reduzir custos.",
        "A empresa criou o programa para reduzir custos.",
    ),
    # the self-answered question
    (
        Tone.CASUAL,
        "Por que isto acontece? A resposta é simples: o ar frio entra pelas janelas.",
        "Por que isto acontece? O ar frio entra pelas janelas.",
    ),
    (
        Tone.CASUAL,
        "O app tem modo escuro. Mas não para por aí! Também tem busca por estação.",
        "O app tem modo escuro. Também tem busca por estação.",
    ),
    (
        Tone.CASUAL,
        "O Kobo oferece um ajuste particularmente eficaz para a leitura noturna.",
        "O Kobo oferece um ajuste bem eficaz para a leitura noturna.",
    ),
]

ROUND10 += [
    # "de forma harmoniosa" is harmony, not "sem complicações"
    (
        Tone.PROFESSIONAL,
        "O restaurante combina tradição e modernidade de forma harmoniosa.",
        "O restaurante combina tradição e modernidade em harmonia.",
    ),
    # after the definite article: "o equilíbrio certo", "a combinação certa"
    (
        Tone.PROFESSIONAL,
        "O novo modelo oferece o equilíbrio perfeito entre desempenho e preço.",
        "O novo modelo oferece o equilíbrio certo entre desempenho e preço.",
    ),
    (
        Tone.PROFESSIONAL,
        "O parque afirma-se como um espaço de encontro para toda a comunidade.",
        "O parque é um espaço de encontro para toda a comunidade.",
    ),
    (
        Tone.ACADEMIC,
        "A exposição convida o visitante a refletir sobre a relação entre arte e natureza.",
        "A exposição leva o visitante a refletir sobre a relação entre arte e natureza.",
    ),
    (
        Tone.PROFESSIONAL,
        "A proposta é simples: aproximar o produtor do consumidor.",
        "A proposta é aproximar o produtor do consumidor.",
    ),
    (
        Tone.CASUAL,
        "O app foi pensado para tornar a sua vida mais fácil.",
        "O app foi pensado para facilitar a sua vida.",
    ),
    (
        Tone.ACADEMIC,
        "O texto aborda de forma clara e objetiva os principais conceitos.",
        "O texto aborda com clareza os principais conceitos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A decisão marca uma nova era para o clube.",
        "A decisão marca uma nova fase para o clube.",
    ),
    (
        Tone.CASUAL,
        "O menu muda todas as semanas. Cada prato conta uma história.\n\nA casa abre às 19h.",
        "O menu muda todas as semanas.\n\nA casa abre às 19h.",
    ),
]

ROUND10 += [
    (
        Tone.PROFESSIONAL,
        "Verificámos o pedido. Pedimos desculpa por qualquer inconveniente que esta situação "
        "possa ter causado.",
        "Verificámos o pedido. Pedimos desculpa pelo inconveniente.",
    ),
    (
        Tone.CASUAL,
        "Aproveite ao máximo o fim de semana na serra.",
        "Aproveite bem o fim de semana na serra.",
    ),
    # a blog post's hooks and an ad's closing promise
    (
        Tone.CASUAL,
        "O guia tem dez dicas. Sem mais delongas, vamos às dicas.\n\nA primeira é simples.",
        "O guia tem dez dicas.\n\nA primeira é simples.",
    ),
    (
        Tone.PROFESSIONAL,
        "O curso tem três módulos. Quer saber mais? Continue lendo.\n\nO primeiro é teórico.",
        "O curso tem três módulos.\n\nO primeiro é teórico.",
    ),
    (
        Tone.CASUAL,
        "A cidade tem muito para ver. Prepare-se para se apaixonar por esta cidade.\n\n"
        "O centro é pequeno.",
        "A cidade tem muito para ver.\n\nO centro é pequeno.",
    ),
    (
        Tone.CASUAL,
        "O restaurante abre às 19h. Você não vai se arrepender!",
        "O restaurante abre às 19h.",
    ),
    (
        Tone.PROFESSIONAL,
        "O pedido foi enviado hoje. Estamos constantemente a trabalhar para melhorar a sua "
        "experiência.",
        "O pedido foi enviado hoje.",
    ),
]

ROUND10 += [
    # adjectives of generated reports, agreeing with their noun
    (
        Tone.PROFESSIONAL,
        "O programa firmou parcerias exitosas com as escolas.",
        "O programa firmou parcerias bem-sucedidas com as escolas.",
    ),
    (
        Tone.ACADEMIC,
        "Foi um encontro profícuo para as duas equipas.",
        (
            "Foi um encontro produtivo para as duas equipas.",
            "Foi um encontro proveitoso para as duas equipas.",
        ),
    ),
    (
        Tone.ACADEMIC,
        "A guerra deixou uma marca indelével na cidade.",
        (
            "A guerra deixou uma marca duradoura na cidade.",
            "A guerra deixou uma marca permanente na cidade.",
        ),
    ),
    # "elevar X a outro patamar" after "melhorias" (where "melhorar" would repeat it)
    (
        Tone.CASUAL,
        "Esta atualização traz melhorias que vão elevar a sua experiência de compra a outro "
        "patamar.",
        "Esta atualização traz melhorias que vão mudar bastante a sua experiência de compra.",
    ),
]

ROUND10 += [
    (
        Tone.PROFESSIONAL,
        "Olá, Marta,\n\nÉ com enorme satisfação que lhe damos as boas-vindas à equipa de Apoio "
        "ao Cliente!",
        "Olá, Marta,\n\nDamos-lhe as boas-vindas à equipa de Apoio ao Cliente!",
    ),
    (
        Tone.PROFESSIONAL,
        "É com grande alegria que damos as boas-vindas aos novos sócios.",
        "Damos as boas-vindas aos novos sócios.",
    ),
    (
        Tone.PROFESSIONAL,
        "Gostaríamos de sublinhar que a nossa cultura assenta em valores sólidos.",
        "A nossa cultura assenta em valores sólidos.",
    ),
    (
        Tone.CASUAL,
        "O app ficou mais rápido. O resultado? Mais tempo para o que importa: comer bem.",
        "O app ficou mais rápido. O resultado é mais tempo para o que importa: comer bem.",
    ),
]

ROUND10 += [
    (
        Tone.PROFESSIONAL,
        "O projeto foi uma lição sobre o poder da colaboração.",
        "O projeto foi uma lição sobre a colaboração.",
    ),
]

ROUND10 += [
    # the nominal style after "para" (casual and professional)
    (
        Tone.PROFESSIONAL,
        "A empresa adotou medidas para a redução de custos.",
        "A empresa adotou medidas para reduzir custos.",
    ),
    (
        Tone.CASUAL,
        "Para a melhoria dos serviços, a câmara contratou mais técnicos.",
        "Para melhorar os serviços, a câmara contratou mais técnicos.",
    ),
    (
        Tone.ACADEMIC,
        "O plano prevê verbas para a implementação das novas regras.",
        "O plano prevê verbas para a implementação das novas regras.",
    ),
    (
        Tone.PROFESSIONAL,
        "O sindicato lutou para o aumento de 5% dos salários.",
        "O sindicato lutou para o aumento de 5% dos salários.",
    ),
]

# Near misses: a literal use, a fact, or a context where the option would not fit.
ROUND10_KEPT = [
    "O projeto pode parecer um desafio impossível aos olhos de quem chega.",
    "As fotografias ficam guardadas na memória do telemóvel.",
    "A esplanada foi o cenário perfeito para uma crise diplomática entre os dois países.",
    "O alarme dá uma sensação de segurança aos moradores.",
    "Poucos museus mostram a arte sacra tão bem quanto o museu diocesano, aberto desde 1970.",
    "A tradição chegou até aos dias de hoje.",
    "São questões de suma importância para o país.",
    "A empresa comunica de forma transparente com os seus acionistas.",
    "A regra é simples: quem chega primeiro escolhe o lugar.",
    "O relatório mostra o poder da educação na redução da pobreza.",
    "As medidas servem para a redução de custos e de riscos na obra.",
    "Ele sabe aproveitar o tempo. Não vai se arrepender de nada, diz ele.",
]


@pytest.mark.parametrize(("tone", "text", "expected"), ROUND10)
def test_round10_idioms_are_rewritten(
    tone: Tone, text: str, expected: str | tuple[str, ...]
) -> None:
    # (a tuple: the options the entry rotates)
    assert rewrite(text, tone) in ((expected,) if isinstance(expected, str) else expected)


@pytest.mark.parametrize("text", ROUND10_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_round10_near_misses_stay(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# -- review r10 (bench/reviews/findings/pt_r10.json) -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pair of "através do … ou do …" keeps its first preposition
        (
            "Podem contactar a Divisão através do número 244 839 612 ou do e-mail "
            "obras@cm-leiria.pt.",
            "Podem contactar a Divisão através do número 244 839 612 ou do e-mail "
            "obras@cm-leiria.pt.",
        ),
        ("Pode pagar através do site.", "Pode pagar pelo site."),
    ],
)
def test_r10_review_findings(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.PROFESSIONAL, Language.PT) == expected


# Self-answered questions: "O resultado? Um bolo." reads as a chatbot's; the answer follows the
# noun with "é" (an answer opening with "um", "uma", "mais", "menos" or an infinitive) or a colon
# (an answer opening with another common word), its first letter lowered (\l). "O resultado?
# Umas dezenas de casos." was left alone before ("é umas" would not agree); it now takes a colon.
SELF_ANSWERED = [
    (
        Tone.CASUAL,
        "O segredo? Usar ingredientes frescos.",
        "O segredo é usar ingredientes frescos.",
    ),
    (
        Tone.PROFESSIONAL,
        "A solução? Deixar a massa descansar uma noite.",
        "A solução é deixar a massa descansar uma noite.",
    ),
    (
        Tone.ACADEMIC,
        "O resultado? Uma redução dos custos.",
        "O resultado é uma redução dos custos.",
    ),
    (Tone.CASUAL, "O resultado? Umas dezenas de casos.", "O resultado: umas dezenas de casos."),
    (Tone.CASUAL, "O truque? Nada de pressa.", "O truque: nada de pressa."),
    (
        Tone.CASUAL,
        "O segredo? Deixá-la descansar uma noite.",
        "O segredo é deixá-la descansar uma noite.",
    ),
    (
        Tone.PROFESSIONAL,
        "O segredo? Pequenas mudanças diárias.",
        "O segredo: pequenas mudanças diárias.",
    ),
    (Tone.PROFESSIONAL, "A principal diferença? O preço.", "A principal diferença: o preço."),
    (Tone.PROFESSIONAL, "O grande segredo? A paciência.", "O grande segredo: a paciência."),
    (
        Tone.ACADEMIC,
        "Os resultados? Menos faltas e mais vendas.",
        "Os resultados: menos faltas e mais vendas.",
    ),
]

SELF_ANSWERED_KEPT = [
    "O segredo? Maria.",
    "O segredo? Osmar sabe tudo.",
    "O resultado? Google comprou a empresa.",
    "O resultado? ONU aprova.",
    "O segredo? Paris.",
    "O segredo? Grandes Bancos.",
    "O resultado? Ainda não sei.",
    "E o resultado? Um bolo.",
    "Qual é o segredo? Ninguém sabe.",
    "### O resultado?\n\nUm bolo.",
]


@pytest.mark.parametrize(("tone", "text", "expected"), SELF_ANSWERED)
def test_a_self_answered_question_becomes_a_sentence(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", SELF_ANSWERED_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_a_name_or_a_genuine_question_stays(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 11: a fronted clause moved after the main clause ("Se …, X." → "X se …."), about half
# of the time (the other options keep the sentence): a sentence after it gives the context that
# makes these cases move.
FRONTED_MOVED = [
    (
        Tone.PROFESSIONAL,
        "Se o forno ainda estiver quente, a limpeza pode esperar. Recomendo.",
        "A limpeza pode esperar se o forno ainda estiver quente. Recomendo.",
    ),
    (
        Tone.CASUAL,
        "Se a candidatura for aprovada, cada loja poderá receber até 15 mil euros. Recomendo.",
        "Cada loja poderá receber até 15 mil euros se a candidatura for aprovada. Recomendo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Se você costuma usar a máquina à noite, a tarifa bi-horária pode compensar. Recomendo.",
        "A tarifa bi-horária pode compensar se você costuma usar a máquina à noite. Recomendo.",
    ),
    (
        Tone.CASUAL,
        "Sempre que o sistema for atualizado, os usuários recebem um aviso por e-mail. Recomendo.",
        "Os usuários recebem um aviso por e-mail sempre que o sistema for atualizado. Recomendo.",
    ),
    (
        Tone.ACADEMIC,
        "Caso o pagamento não seja confirmado, o pedido será cancelado automaticamente. Recomendo.",
        "O pedido será cancelado automaticamente caso o pagamento não seja confirmado. Recomendo.",
    ),
    (
        Tone.CASUAL,
        "Quando a massa dobrar de volume, o pão está pronto para ir ao forno. Recomendo.",
        "O pão está pronto para ir ao forno quando a massa dobrar de volume. Recomendo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Graças ao tecido impermeável, o notebook fica protegido em dias de chuva. Bom apetite.",
        "O notebook fica protegido em dias de chuva graças ao tecido impermeável. Bom apetite.",
    ),
    (
        Tone.PROFESSIONAL,
        "Assim que a validação terminar, a equipa enviará o relatório completo.",
        "A equipa enviará o relatório completo assim que a validação terminar.",
    ),
    (
        Tone.ACADEMIC,
        "Assim que o fôlego melhorar, você vai querer correr distâncias maiores.",
        "Você irá querer correr distâncias maiores assim que o fôlego melhorar.",
    ),
    (
        Tone.PROFESSIONAL,
        "Antes de pensar em investimentos, é indispensável ter uma reserva de emergência.",
        "É indispensável ter uma reserva de emergência antes de pensar em investimentos.",
    ),
    (
        Tone.CASUAL,
        "Depois de retirar a pasta com um pano húmido, pulverize vinagre nas zonas mais sujas.",
        "Pulverize vinagre nas zonas mais sujas depois de retirar a pasta com um pano húmido.",
    ),
    (
        Tone.ACADEMIC,
        "Ao substituir copos descartáveis, você reduz o consumo de plástico.",
        "Você reduz o consumo de plástico ao substituir copos descartáveis.",
    ),
    (
        Tone.PROFESSIONAL,
        "Embora o processo demore, o resultado compensa o esforço. O prazo termina em junho.",
        "O resultado compensa o esforço, embora o processo demore. O prazo termina em junho.",
    ),
    (
        Tone.CASUAL,
        "Mesmo que o final deixe perguntas sem resposta, a experiência de leitura é marcante. "
        "O prazo termina em junho.",
        "A experiência de leitura é marcante, mesmo que o final deixe perguntas sem resposta. "
        "O prazo termina em junho.",
    ),
    (
        Tone.ACADEMIC,
        "Ainda que o preço tenha subido, a procura continua elevada. O prazo termina em junho.",
        "A procura continua elevada, ainda que o preço tenha subido. O prazo termina em junho.",
    ),
    (
        Tone.PROFESSIONAL,
        "Embora as redes sociais ofereçam acesso rápido, a leitura exige tempo e concentração. "
        "O prazo termina em junho.",
        "A leitura exige tempo e concentração, embora as redes sociais ofereçam acesso rápido. "
        "O prazo termina em junho.",
    ),
    (
        Tone.PROFESSIONAL,
        "Quando chegar ao hotel, você recebe as chaves do quarto. Recomendo.",
        "Você recebe as chaves do quarto quando chegar ao hotel. Recomendo.",
    ),
    (
        Tone.ACADEMIC,
        "Desde que a loja abriu, as vendas cresceram todos os meses. Recomendo.",
        "As vendas cresceram todos os meses desde que a loja abriu. Recomendo.",
    ),
    (
        Tone.CASUAL,
        "Quando você precisar de algo rápido, o bolso frontal dá acesso às chaves e ao celular. "
        "Recomendo.",
        "O bolso frontal dá acesso às chaves e ao celular quando você precisar de algo rápido. "
        "Recomendo.",
    ),
    (
        Tone.PROFESSIONAL,
        "Apesar do atraso, a qualidade do trabalho continua a ser a prioridade da equipa. "
        "O prazo termina em junho.",
        "A qualidade do trabalho continua a ser a prioridade da equipa, apesar do atraso. "
        "O prazo termina em junho.",
    ),
]

# Sentences no reorder entry may move: a main clause that points back into the fronted clause
# (pronoun, possessive, clitic, demonstrative), connector-like openers, an imperative after
# "se", a question, a comma or a second clause in the main clause, a main clause led by a noun
# after an infinitive opener, and a fact true whatever the condition ("sempre").
FRONTED_KEPT = [
    "Quando os clientes chegam, a equipe recebe-os com um café.",
    "Se você comprar a mochila hoje, a loja envia-a sem custos.",
    "Quando a matriarca adoece, os filhos cuidam dela até ao fim.",
    "Quando o cliente liga, o atendente não o deixa esperar.",
    "Se a reunião for adiada, esta proposta perde o sentido.",
    "Se as plantas ficarem amarelas, as suas folhas precisam de mais luz.",
    "Embora o hotel seja caro, ele vale cada centavo.",
    "Se quiser, a equipa pode enviar o relatório amanhã.",
    "Se calhar, o melhor é esperar pela próxima semana.",
    "Caso contrário, o pedido será cancelado automaticamente.",
    "Quando possível, o pedido é enviado no mesmo dia.",
    "Antes de mais, a equipa agradece a paciência de todos.",
    "Apesar disso, a qualidade do trabalho continua a ser a prioridade.",
    "Graças a isso, o notebook fica protegido em dias de chuva.",
    "Se sentir cheiro a gás, saia de casa imediatamente.",
    "Se o forno estiver quente, a limpeza pode esperar?",
    "Se o forno estiver quente, a limpeza pode esperar e o jantar também.",
    "Se o forno estiver quente, a limpeza pode esperar, como sempre.",
    "Se a entrega atrasar, o cliente recebe um cupom que vale dez reais.",
    "Depois de fechar o livro, a sensação de ter conhecido pessoas reais permanece.",
    "Ao longo do ano, a associação organizou doze eventos culturais.",
    "Se você tem algumas horas livres, a ONG sempre precisa de voluntários.",
    "Se quiser ajuda, basta responder a esta mensagem.",
    "Se valoriza a liberdade de formatos, o Kobo é o parceiro certo.",
    "Se o assunto é a saúde dos filhos, os pais não economizam.",
    "Se o fizer agora, o desconto é maior.",
    "Quando a luz acende, o alarme toca e a porta abre.",
    "Se a porta abrir, o alarme toca e depois desliga.",
    "Se valoriza a liberdade de formatos, o Kobo é o parceiro certo.",
    "Se preferires, a gente marca para outro dia.",
    "Caso tenha dúvidas, você pode ligar para a loja.",
    "Ao abrir a caixa, verifique se todas as peças estão incluídas.",
    "Se a encomenda atrasar, o cliente deve perguntar.",
    "Se a pergunta é se vale a pena, a resposta é sim.",
    "Quando o assunto é dinheiro, a cautela é essencial.",
]


def _reorder_entries() -> list[re.Pattern[str]]:
    phrases = load_language(PT).phrases
    return [
        p.pattern
        for p in phrases
        if any("\\g<0>" in o for options in p.options.values() for o in options)
    ]


@pytest.mark.parametrize(("tone", "text", "expected"), FRONTED_MOVED)
def test_a_fronted_clause_moves_after_the_main_clause(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


def test_every_reorder_entry_has_a_case() -> None:
    entries = _reorder_entries()
    assert len(entries) == 5
    for pattern in entries:
        assert any(pattern.search(text) for _, text, _ in FRONTED_MOVED), pattern.pattern[:40]


@pytest.mark.parametrize("text", FRONTED_KEPT)
def test_a_fronted_clause_that_must_stay_first_is_never_matched(text: str) -> None:
    assert not any(pattern.search(text) for pattern in _reorder_entries())


# Round 11: formulas the r10 review still found in rewrites (pt-r10-03, -04, -05).
R10_TELLS = [
    (
        Tone.PROFESSIONAL,
        "Faça três treinos por semana. Lembre-se: consistência é mais importante do que "
        "intensidade. Bons treinos.",
        "Faça três treinos por semana. Consistência é mais importante do que intensidade. "
        "Bons treinos.",
    ),
    (
        Tone.CASUAL,
        "Lembra-te: a regularidade é mais importante que a velocidade.",
        "A regularidade é mais importante que a velocidade.",
    ),
    (Tone.CASUAL, "Vale a pena? Com certeza!", "Vale muito a pena."),
    (Tone.PROFESSIONAL, "Vale a pena? Sem dúvida.", "Vale a pena, sem dúvida."),
    (Tone.ACADEMIC, "Vale a pena? Claro que sim!", "Vale a pena, sem dúvida."),
    (
        Tone.PROFESSIONAL,
        "A obra em Leiria começa em setembro.\n\nJuntos, construímos uma Leiria melhor!",
        "A obra em Leiria começa em setembro.",
    ),
    (
        Tone.CASUAL,
        "Corra três vezes por semana.\n\n"
        "Cada treino concluído é uma vitória, e cada passo te aproxima do seu objetivo!",
        "Corra três vezes por semana.",
    ),
]

R10_TELLS_KEPT = [
    "Vale a pena? Sim, se gostar de romances lentos.",
    "Vale a pena? Depende do preço.",
    "Lembre-se: 15 minutos bastam.",
    "Lembra-te: leva o passaporte e o cartão de embarque.",
    "A obra começa em setembro.\n\nJuntos, construímos uma Leiria melhor!",
    "Corra três vezes por semana.\n\nCada treino dura 30 minutos e cada passo conta.",
]


@pytest.mark.parametrize(("tone", "text", "expected"), R10_TELLS)
def test_r10_tells_are_rewritten(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("text", R10_TELLS_KEPT)
@pytest.mark.parametrize("tone", list(Tone))
def test_r10_near_misses_stay(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Review r11 (pt-r11-01 … 06): the entries that brought an error or a change of meaning, each with
# the case from the review and one where the entry still fires.
R11_FINDINGS = [
    # "não só X, mas também Y": "e ainda" keeps the stress on Y ("e também" levelled both)
    (
        Tone.CASUAL,
        "Você vai aprender não só a preparar um café melhor, mas também a entender por que cada "
        "detalhe faz diferença.",
        "Você vai aprender a preparar um café melhor e ainda a entender por que cada detalhe faz "
        "diferença.",
    ),
    (
        Tone.PROFESSIONAL,
        "Ao manter suas notas em dia, você não apenas cumpre a legislação, mas também transmite "
        "mais profissionalismo aos seus clientes.",
        "Ao manter suas notas em dia, você cumpre a legislação e ainda transmite mais "
        "profissionalismo aos seus clientes.",
    ),
    # "Seja você X ou Y, …": "Para X ou Y" had nothing to attach to
    (
        Tone.CASUAL,
        "Seja você um especialista em cafés especiais ou alguém que está começando agora, a Torra "
        "Serena existe para transformar cada xícara em um pequeno momento de prazer.",
        "Não importa se você é um especialista em cafés especiais ou alguém que está começando "
        "agora, a Torra Serena existe para transformar cada xícara em um pequeno momento de "
        "prazer.",
    ),
    (
        Tone.CASUAL,
        "Seja tu iniciante ou especialista, o curso ajuda-te.",
        "Não importa se tu és iniciante ou especialista, o curso ajuda-te.",
    ),
    (
        Tone.CASUAL,
        "Seja para trabalhar ou para estudar, a mochila serve.",
        "Para trabalhar ou estudar, a mochila serve.",
    ),
    # "significativo" → "considerável" only for an amount or a change
    (
        Tone.PROFESSIONAL,
        "Será uma honra contar com a sua presença neste momento tão significativo para o futuro "
        "do Vale do Ave.",
        "Será uma honra contar com a sua presença neste momento tão significativo para o futuro "
        "do Vale do Ave.",
    ),
    (
        Tone.PROFESSIONAL,
        "Foi uma experiência significativa para toda a equipa.",
        "Foi uma experiência significativa para toda a equipa.",
    ),
    (
        Tone.CASUAL,
        "Houve um aumento significativo nas vendas.",
        "Houve um aumento considerável nas vendas.",
    ),
    (
        Tone.PROFESSIONAL,
        "Registaram-se perdas significativas na colheita.",
        "Registaram-se perdas consideráveis na colheita.",
    ),
    # "não é só X, mas Y": the verb is said again after "mas"
    (
        Tone.CASUAL,
        "A Flor do Cerrado não é só um lugar para dormir, mas uma experiência que faz parte da "
        "viagem.",
        "A Flor do Cerrado é um lugar para dormir, mas é principalmente uma experiência que faz "
        "parte da viagem.",
    ),
    (
        Tone.PROFESSIONAL,
        "Os voluntários não são apenas ajudantes, são parte da equipa.",
        "Os voluntários são ajudantes, mas são sobretudo parte da equipa.",
    ),
    # ", contribuindo para": an aim after a call for something ("necessidade", "deve") stays
    (
        Tone.ACADEMIC,
        "Estes resultados reforçam a necessidade de uma abordagem integrada, que envolva as "
        "autarquias e as famílias, contribuindo para sistemas alimentares escolares mais "
        "sustentáveis.",
        "Estes resultados reforçam a necessidade de uma abordagem integrada, que envolva as "
        "autarquias e as famílias, contribuindo para sistemas alimentares escolares mais "
        "sustentáveis.",
    ),
    (
        Tone.CASUAL,
        "A escola deve envolver as famílias e a comunidade escolar, contribuindo para refeições "
        "mais equilibradas.",
        "A escola deve envolver as famílias e a comunidade escolar, contribuindo para refeições "
        "mais equilibradas.",
    ),
    (
        Tone.PROFESSIONAL,
        "A cooperativa compra o leite aos produtores da região, contribuindo para a fixação de "
        "famílias no interior.",
        "A cooperativa compra o leite aos produtores da região, o que contribui para a fixação de "
        "famílias no interior.",
    ),
]


# a tell left in pt-r11-03: "vale cada centavo" → "vale o preço", at the clause's end only
R11_FINDINGS += [
    (
        Tone.CASUAL,
        "Não é a opção mais barata, mas pelo atendimento e pelo conforto vale cada centavo.",
        "Não é a opção mais barata, mas pelo atendimento e pelo conforto vale o preço.",
    ),
    (Tone.PROFESSIONAL, "O jantar valeu cada cêntimo!", "O jantar valeu o preço!"),
    (Tone.CASUAL, "O curso valeu cada centavo investido.", "O curso valeu cada centavo investido."),
    (Tone.CASUAL, "Cada centavo conta.", "Cada centavo conta."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R11_FINDINGS)
def test_r11_findings(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 12 (texts r12-01 … 08): what a native editor still changed, each entry with a case where it
# fires and, for the broader ones, a case where it must not.
REVIEW_R12 = [
    # participial tails of an outcome, in the clause's tense
    (
        Tone.ACADEMIC,
        "A pandemia acelerou a adoção do trabalho remoto, transformando profundamente a relação "
        "entre as pessoas e o espaço urbano.",
        "A pandemia acelerou a adoção do trabalho remoto, o que transformou profundamente a "
        "relação entre as pessoas e o espaço urbano.",
    ),
    (
        Tone.PROFESSIONAL,
        "A feira reúne produtores da região, fortalecendo o comércio local.",
        "A feira reúne produtores da região, o que fortalece o comércio local.",
    ),
    (
        Tone.PROFESSIONAL,
        "A feira reúne produtores da região, impulsionando a economia local e criando empregos.",
        "A feira reúne produtores da região, impulsionando a economia local e criando empregos.",
    ),
    # "um verdadeiro X" before a noun it only inflates; "uma verdadeira história" is a true one
    (
        Tone.CASUAL,
        "O parque é um verdadeiro oásis no meio da cidade.",
        "O parque é um oásis no meio da cidade.",
    ),
    (
        Tone.CASUAL,
        "A Maria contou-me uma verdadeira história de família.",
        "A Maria contou-me uma verdadeira história de família.",
    ),
    # "jornada transformadora": one noun, not "trajetória profunda"
    (
        Tone.CASUAL,
        "Aprendi muito ao longo dessa jornada transformadora.",
        "Aprendi muito ao longo dessa caminhada.",
    ),
    # a dropped hedge left "… e que …" hanging: with a second that-clause it stays
    (
        Tone.PROFESSIONAL,
        "É importante salientar que o prazo termina amanhã e que não haverá prorrogação.",
        "É importante salientar que o prazo termina amanhã e que não haverá prorrogação.",
    ),
    (
        Tone.PROFESSIONAL,
        "É importante salientar que o prazo termina amanhã.",
        "O prazo termina amanhã.",
    ),
    # product copy
    (
        Tone.PROFESSIONAL,
        "Apresentamos a nova mochila Trilha, a solução definitiva para quem viaja leve.",
        "Apresentamos a nova mochila Trilha, ideal para quem viaja leve.",
    ),
    (
        Tone.PROFESSIONAL,
        "Ainda não há uma solução definitiva para o problema.",
        "Ainda não há uma solução definitiva para o problema.",
    ),
    (
        Tone.CASUAL,
        "Dica de ouro: deixe a massa descansar na geladeira.",
        "Dica: deixe a massa descansar na geladeira.",
    ),
    (
        Tone.CASUAL,
        "A avó deu-me uma dica de ouro.",
        "A avó deu-me uma boa dica.",
    ),
    # letters
    (
        Tone.PROFESSIONAL,
        "Venho por meio deste e-mail apresentar uma proposta de parceria.",
        "Escrevo para apresentar uma proposta de parceria.",
    ),
    (
        Tone.PROFESSIONAL,
        "É com grande entusiasmo que venho candidatar-me à vaga de analista.",
        "Venho candidatar-me à vaga de analista.",
    ),
    (
        Tone.PROFESSIONAL,
        "Acredito firmemente que a formação contínua faz diferença.",
        "Acredito que a formação contínua faz diferença.",
    ),
    (
        Tone.PROFESSIONAL,
        "A parceria tem um enorme potencial para reduzir custos.",
        "A parceria tem tudo para reduzir custos.",
    ),
    # "É sobre" + infinitive (the calque of "it's about"); "É sobre isso que …" stays
    (
        Tone.CASUAL,
        "Correr é mais do que queimar calorias. É sobre descobrir do que você é capaz.",
        "Correr é mais do que queimar calorias. É descobrir do que você é capaz.",
    ),
    (Tone.CASUAL, "É sobre isso que quero falar.", "É sobre isso que quero falar."),
    # essay
    (
        Tone.ACADEMIC,
        "A pandemia acelerou de forma sem precedentes a adoção do teletrabalho.",
        "A pandemia acelerou de forma inédita a adoção do teletrabalho.",
    ),
    (
        Tone.ACADEMIC,
        "Cabe aos gestores, às empresas e à sociedade como um todo encontrar um equilíbrio.",
        "Cabe aos gestores, às empresas e a toda a sociedade encontrar um equilíbrio.",
    ),
    (
        Tone.ACADEMIC,
        "Por um lado, o plano reduz custos. Por outro lado, atrasa a obra.",
        "O plano reduz custos. No entanto, atrasa a obra.",
    ),
    (
        Tone.ACADEMIC,
        "Por um lado, é caro; por outro, dura anos.",
        "Por um lado, é caro; por outro, dura anos.",
    ),
    # boosters and a news item's closing verdict
    # "sem dúvida" itself stays (review r1): only the closing verdict goes
    (
        Tone.CASUAL,
        "É, sem dúvida, o melhor restaurante do bairro.",
        "É, sem dúvida, o melhor restaurante do bairro.",
    ),
    (
        Tone.PROFESSIONAL,
        "A câmara aprovou o projeto por unanimidade.\n\nTrata-se, sem dúvida, de um passo "
        "importante rumo a uma cidade mais sustentável.",
        "A câmara aprovou o projeto por unanimidade.",
    ),
    (
        Tone.PROFESSIONAL,
        "O programa insere-se numa estratégia mais ampla de descarbonização.",
        "O programa faz parte de uma estratégia mais ampla de descarbonização.",
    ),
    # the proverb that opens a how-to's last paragraph
    (
        Tone.CASUAL,
        "Lembre-se: a prática leva à perfeição. Não desanime se o primeiro pão não sair perfeito.",
        "Não desanime se o primeiro pão não sair perfeito.",
    ),
    (
        Tone.CASUAL,
        "Há dois anos comecei a correr. Neste post, vou compartilhar tudo o que aprendi.",
        "Há dois anos comecei a correr. Neste post, conto tudo o que aprendi.",
    ),
]


REVIEW_R12 += [
    # "imperdível" before its complement: the adjective goes to the front
    (
        Tone.PROFESSIONAL,
        "Esta é uma oportunidade imperdível para conhecer a região.",
        "Esta é uma boa oportunidade para conhecer a região.",
    ),
    # "o lugar perfeito para": the noun stays, so a feminine subject still agrees
    (
        Tone.PROFESSIONAL,
        "A esplanada é o lugar ideal para um almoço sem pressa.",
        "A esplanada é um ótimo lugar para um almoço sem pressa.",
    ),
    (
        Tone.PROFESSIONAL,
        "A mochila é a opção perfeita para quem viaja.",
        "A mochila é uma ótima opção para quem viaja.",
    ),
    # "deixou de ser X para se tornar Y": bare nouns only
    (
        Tone.PROFESSIONAL,
        "A sustentabilidade deixou de ser uma tendência para se tornar uma necessidade.",
        "A sustentabilidade passou de tendência a necessidade.",
    ),
    (
        Tone.PROFESSIONAL,
        "A cidade deixou de ser o centro da indústria para se tornar um polo de serviços.",
        "A cidade deixou de ser o centro da indústria para se tornar um polo de serviços.",
    ),
    (
        Tone.PROFESSIONAL,
        "A localização das estações foi cuidadosamente estudada.",
        "A localização das estações foi bem estudada.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12)
def test_review_r12(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r12, what the reviewer found (round 13): the engine's own errors fixed, the templates it
# left rewritten, and where each broad rule must NOT fire. (tone, input, expected output; a tuple:
# the options the entry rotates)
REVIEW_R12_FIXES: list[tuple[Tone, str, str | tuple[str, ...]]] = [
    # a speech's welcome keeps the honour; a bare "Dou-vos as boas-vindas" was abrupt (pt-r12-06)
    (
        Tone.ACADEMIC,
        "Senhor Reitor, caros colegas,\n\nÉ com enorme honra que vos dou as boas-vindas ao "
        "congresso, que este ano regressa a Évora.",
        "Senhor Reitor, caros colegas,\n\nÉ uma honra dar-vos as boas-vindas ao congresso, que "
        "este ano regressa a Évora.",
    ),
    (
        Tone.PROFESSIONAL,
        "É com grande honra que damos as boas-vindas a todos os participantes.",
        "É uma honra dar as boas-vindas a todos os participantes.",
    ),
    # not fired: an e-mail's satisfaction still goes (round 10)
    (
        Tone.PROFESSIONAL,
        "Olá, Marta,\n\nÉ com enorme satisfação que lhe damos as boas-vindas à equipa!",
        "Olá, Marta,\n\nDamos-lhe as boas-vindas à equipa!",
    ),
    # an abstract's "Conclui-se que" stays; "Vê-se que" was casual (pt-r12-05)
    (
        Tone.ACADEMIC,
        "Conclui-se que o programa reduziu a evasão escolar.",
        "Conclui-se que o programa reduziu a evasão escolar.",
    ),
    (
        Tone.ACADEMIC,
        "Conclui-se, portanto, que o programa reduziu a evasão escolar.",
        "Conclui-se que o programa reduziu a evasão escolar.",
    ),
    (
        Tone.CASUAL,
        "Conclui-se que o programa reduziu a evasão escolar.",
        "O programa reduziu a evasão escolar.",
    ),
    # a second finding keeps its link (pt-r12-05)
    (
        Tone.ACADEMIC,
        "O índice subiu. Além disso, observou-se que as escolas rurais melhoraram.",
        "O índice subiu. Observou-se também que as escolas rurais melhoraram.",
    ),
    (
        Tone.PROFESSIONAL,
        "O índice subiu. Além disso, verificou-se que as escolas rurais melhoraram.",
        "O índice subiu. Verificou-se também que as escolas rurais melhoraram.",
    ),
    # not fired: no "-se que" after the connector
    (
        Tone.ACADEMIC,
        "O índice subiu. Além disso, as escolas rurais melhoraram.",
        "O índice subiu. As escolas rurais melhoraram.",
    ),
    # professional keeps "contribuindo para": "ajudando a" made the trees the agents (pt-r12-04)
    (
        Tone.PROFESSIONAL,
        "Foram plantadas 1800 árvores, contribuindo para a recuperação da biodiversidade local.",
        "Foram plantadas 1800 árvores, contribuindo para recuperar a biodiversidade local.",
    ),
    (
        Tone.CASUAL,
        "Plantámos árvores no parque, contribuindo para reduzir o calor.",
        "Plantámos árvores no parque, ajudando a reduzir o calor.",
    ),
    # "não são apenas X: são a prova viva de que" says what it shows (pt-r12-06)
    (
        Tone.PROFESSIONAL,
        "Estes números não são apenas estatísticas: são a prova viva de que o projeto funciona.",
        "Estes números mostram que o projeto funciona.",
    ),
    (
        Tone.ACADEMIC,
        "Estes números não são apenas estatísticas: são a prova viva de que o projeto funciona.",
        (
            "Estes números mostram que o projeto funciona.",
            "Estes números demonstram que o projeto funciona.",
        ),
    ),
    (
        Tone.PROFESSIONAL,
        "Este prémio não é só um troféu — é a prova de que a equipa trabalhou bem.",
        "Este prémio mostra que a equipa trabalhou bem.",
    ),
    (
        Tone.PROFESSIONAL,
        "A Maria é a prova viva de que é possível mudar de carreira aos 50.",
        "A Maria mostra bem que é possível mudar de carreira aos 50.",
    ),
    # "constitui não apenas X, mas também Y" → "constitui, além de X, Y" (pt-r12-05)
    (
        Tone.ACADEMIC,
        "Conclui-se que o PNAE constitui não apenas uma política de segurança alimentar, mas "
        "também um instrumento de desenvolvimento rural.",
        "Conclui-se que o PNAE constitui, além de uma política de segurança alimentar, um "
        "instrumento de desenvolvimento rural.",
    ),
    (
        Tone.PROFESSIONAL,
        "O espaço representa não apenas uma aposta na modernização, mas também um compromisso "
        "com a região.",
        "O espaço representa, além de uma aposta na modernização, um compromisso com a região.",
    ),
    # a news lead states the fact (pt-r12-04)
    (
        Tone.PROFESSIONAL,
        "A câmara deu ontem um passo decisivo rumo a um futuro mais verde com a inauguração do "
        "novo parque.",
        (
            "A câmara inaugurou ontem o novo parque.",
            "A câmara abriu ontem ao público o novo parque.",
        ),
    ),
    # not fired: a real aim, or no inauguration
    (
        Tone.PROFESSIONAL,
        "A empresa deu um passo importante rumo à neutralidade carbónica com a abertura da nova "
        "fábrica.",
        "A empresa deu um passo importante rumo à neutralidade carbónica com a abertura da nova "
        "fábrica.",
    ),
    (
        Tone.PROFESSIONAL,
        "A empresa deu um passo importante ao contratar mais técnicos.",
        "A empresa deu um passo importante ao contratar mais técnicos.",
    ),
    # an unattributed promise
    (
        Tone.PROFESSIONAL,
        "É um espaço de 12 hectares que promete transformar a relação dos moradores com o rio.",
        "É um espaço de 12 hectares que pode mudar a relação dos moradores com o rio.",
    ),
    (
        Tone.PROFESSIONAL,
        "O contrato promete pagamentos mensais.",
        "O contrato promete pagamentos mensais.",
    ),
    # the tag of values that closes a sentence
    (
        Tone.PROFESSIONAL,
        machine(
            "A cidade aposta na inclusão e na sustentabilidade — valores que, cada vez mais, "
            "definem as cidades do futuro. O parque abre às 8h."
        ),
        "A cidade aposta na inclusão e na sustentabilidade. O parque abre às 8h.",
    ),
    # closing morals (pt-r12-04, -06, -01, -02)
    (
        Tone.PROFESSIONAL,
        machine(
            "O parque abriu ontem.\n\nCom esta inauguração, a cidade reforça o seu "
            "posicionamento como uma cidade verde e inclusiva."
        ),
        "O parque abriu ontem.",
    ),
    (
        Tone.ACADEMIC,
        machine(
            "Que estes dias sejam de partilha.\n\nPorque, no fim de contas, é no diálogo entre "
            "gerações que a ciência se renova."
        ),
        "Que estes dias sejam de partilha.",
    ),
    (
        Tone.CASUAL,
        machine(
            "Quem trouxer a sacola ganha desconto.\n\nPorque cuidar do planeta também é cuidar "
            "de quem a gente ama."
        ),
        "Quem trouxer a sacola ganha desconto.",
    ),
    (
        Tone.CASUAL,
        "Quem trouxer a sacola ganha desconto 🌱 Porque cuidar do planeta também é cuidar de "
        "quem a gente ama.\n\nAté já!",
        "Quem trouxer a sacola ganha desconto 🌱\n\nAté já!",
    ),
    (
        Tone.CASUAL,
        machine(
            "Mistura terra com composto.\n\nNo fundo, ter uma horta não é só uma questão de "
            "produzir alimentos — é uma forma de abrandar."
        ),
        "Mistura terra com composto.",
    ),
    (
        Tone.CASUAL,
        machine(
            "Mistura terra com composto. Vais notar a diferença logo nas primeiras semanas.\n\n"
            "Rega ao fim da tarde."
        ),
        "Mistura terra com composto.\n\nRega ao fim da tarde.",
    ),
    # not fired: a rank may be a fact; a cleft without the filler explains; "porque" + a fact;
    # a difference with its object; a reason after an emoji
    (
        Tone.PROFESSIONAL,
        machine(
            "O grupo comprou duas fábricas.\n\nCom esta compra, o grupo reforça a sua posição "
            "como um dos maiores exportadores do país."
        ),
        "O grupo comprou duas fábricas.\n\nCom esta compra, o grupo reforça a sua posição como "
        "um dos maiores exportadores do país.",
    ),
    (
        Tone.CASUAL,
        "Os canos estão protegidos.\n\nPorque é no inverno que os canos rebentam.",
        "Os canos estão protegidos.\n\nPorque é no inverno que os canos rebentam.",
    ),
    (
        Tone.CASUAL,
        "Quem trouxer a sacola ganha desconto.\n\nPorque viajar é caro.",
        "Quem trouxer a sacola ganha desconto.\n\nPorque viajar é caro.",
    ),
    (
        Tone.CASUAL,
        "Vais notar a diferença de preço na fatura de março.",
        "Vais notar a diferença de preço na fatura de março.",
    ),
    (
        Tone.CASUAL,
        "Quem trouxer a sacola ganha desconto 🌱 Porque hoje é sábado.\n\nAté já!",
        "Quem trouxer a sacola ganha desconto 🌱 Porque hoje é sábado.\n\nAté já!",
    ),
    # the cliché "o pior inimigo" (pt-r12-02); a name after it stays
    (
        Tone.CASUAL,
        "O essencial é que tenham furos: a água parada é o pior inimigo das raízes.",
        "O essencial é que tenham furos: a água parada é o que mais prejudica as raízes.",
    ),
    (
        Tone.PROFESSIONAL,
        "O Benfica é o maior inimigo do Porto.",
        "O Benfica é o maior inimigo do Porto.",
    ),
    # the European "no fim de contas" goes like "no fim das contas"
    (Tone.PROFESSIONAL, "A decisão, no fim de contas, é do cliente.", "A decisão é do cliente."),
    (
        Tone.PROFESSIONAL,
        machine("No fim de contas, a decisão é do cliente."),
        "A decisão é do cliente.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12_FIXES)
def test_review_r12_fixes(tone: Tone, text: str, expected: str | tuple[str, ...]) -> None:
    assert rewrite(text, tone) in ((expected,) if isinstance(expected, str) else expected)
