"""Portuguese language data through the engine: exact cases per rule family, agreement, both
varieties (Brazil and Portugal), sentences a person writes that must come out untouched, and the
development texts in every tone."""

import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.rules import count_stock_phrases
from humanizer.options import Language, Tone

TEXTS = Path(__file__).resolve().parents[2] / "bench" / "texts" / "pt.toml"
PT = Language.PT


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
    (
        Tone.ACADEMIC,
        "O museu abre às 9h.\n\nGostaria que eu incluísse os preços dos bilhetes?",
        "O museu abre às 9h.",
    ),
    (
        Tone.PROFESSIONAL,
        "O museu abre às 9h.\n\nSe quiser, posso também sugerir restaurantes próximos.",
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
    (Tone.ACADEMIC, "Em suma, o projeto foi um sucesso.", "Assim, o projeto foi um sucesso."),
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
        "O app economiza tempo e também dinheiro.",
    ),
    (
        Tone.PROFESSIONAL,
        "Eles não são apenas colegas, são amigos.",
        "Eles são colegas e também amigos.",
    ),
    (
        Tone.PROFESSIONAL,
        "Não se trata apenas de dinheiro, mas de respeito.",
        "Trata-se de dinheiro e também de respeito.",
    ),
    (
        Tone.CASUAL,
        "Seja você iniciante ou especialista, o curso ajuda.",
        "Para iniciante ou especialista, o curso ajuda.",
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
    assert "papel central" in outputs[Tone.ACADEMIC] or "determinante" in outputs[Tone.ACADEMIC]


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
    assert len(data.openers) >= 10 and len(data.closers) >= 10
    assert not data.contractions
