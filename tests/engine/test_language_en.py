"""The English data through the engine: one exact case per rule family, words that must survive,
article agreement after replacements, and the development texts in every tone."""

import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from humanizer.engine.builtin import rewrite_text
from humanizer.engine.builtin.lexicon import load_language
from humanizer.engine.builtin.rules import count_stock_phrases
from humanizer.options import Language, Tone

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "bench" / "texts" / "en.toml"
LANGUAGE_FILE = ROOT / "src" / "humanizer" / "engine" / "builtin" / "languages" / "en.toml"
SHARED_DATA = ROOT.parent / "shared" / "data"

CASUAL, ACADEMIC, PROFESSIONAL = Tone.CASUAL, Tone.ACADEMIC, Tone.PROFESSIONAL

# "a" before a vowel sound or "an" before a consonant sound, as a replacement could leave them.
BAD_ARTICLE = re.compile(
    r"\b[aA] (?!(?:uni|use|usu|ura|uri|uro|una|one|once|eu|ewe|uti|ubi)\w*)[aeiou]\w"
    r"|\b[aA]n (?!(?:h|x)\w*)[bcdfgjklmnpqrstvwyz][a-z]"
)


# The rhythm stages (cuts and joins) edit machine text only: a text with no mark of it is a
# person's, and keeps its sentences. Their tests give the text an assistant's opener, which
# the engine cuts.
def machine(text: str) -> str:
    return "Sure! Here's the text:\n\n" + text


def rewrite(text: str, tone: Tone) -> str:
    return rewrite_text(text, tone, Language.EN)


def development_texts() -> list[dict[str, object]]:
    with TEXTS.open("rb") as file:
        texts: list[dict[str, object]] = tomllib.load(file)["text"]
    return texts


def test_the_data_covers_every_family_in_depth() -> None:
    data = load_language(Language.EN)
    kinds = [phrase.kind for phrase in data.phrases]
    assert len(data.phrases) >= 300
    assert kinds.count("word") >= 200
    assert min(kinds.count(k) for k in ("opener", "hedge", "connector", "closer")) >= 5
    assert kinds.count("structure") >= 10
    assert len(data.openers) >= 10 and len(data.closers) >= 8 and len(data.offers) >= 10
    assert len(data.contractions) >= 30 and len(data.splits) >= 5


# (tone, input, expected output): exact, so that a change of wording is a conscious one.
EXACT = [
    # wrappers, with curly apostrophes, an em dash and a trailing emoji
    (
        CASUAL,
        "Of course! Here’s the summary:\n\nThe museum opens at 9:30.\n\nHope this helps! 😊",
        "The museum opens at 9:30.",
    ),
    (
        PROFESSIONAL,
        "Absolutely — here's a quick draft.\n\nThe meeting moved to Friday.\n\n"
        "Would you like me to make it shorter?",
        "The meeting moved to Friday.",
    ),
    # hedges: dropped, capital fixed; mid-sentence too
    (ACADEMIC, "It's worth noting that the museum closes at 5 pm.", "The museum closes at 5 pm."),
    (
        ACADEMIC,
        "However, it is important to note that remote work is not without its challenges.",
        "However, remote work is not without its challenges.",
    ),
    (
        PROFESSIONAL,
        "The plan is cheap, but it is worth noting that it is slow.",
        "The plan is cheap, but it is slow.",
    ),
    # a hedge before two coordinated that-clauses is not dropped (that would strand "and that"):
    # professional prose says it as a note (round 10), academic prose keeps it
    (
        PROFESSIONAL,
        "It is important to remember that prices rise and that stock is limited.",
        "Note that prices rise and that stock is limited.",
    ),
    (
        ACADEMIC,
        "It is important to remember that prices rise and that stock is limited.",
        "It is important to remember that prices rise and that stock is limited.",
    ),
    (
        CASUAL,
        "Rest assured, your refund is on its way. Please note that the fee is €5.",
        "Your refund is on its way. The fee is €5.",
    ),
    # connectors: replaced per tone, dropped when the sentence already says "also"
    (PROFESSIONAL, "Moreover, the room was quiet.", "Further, the room was quiet."),
    (ACADEMIC, "Moreover, the room was quiet.", "Further, the room was quiet."),
    (CASUAL, "Additionally, the hotel also has a gym.", "The hotel also has a gym."),
    (CASUAL, "Firstly, book early. Lastly, pack light.", "First, book early. Finally, pack light."),
    # closers at the start of a sentence
    (ACADEMIC, "In conclusion, the results are promising.", "In short, the results are promising."),
    (ACADEMIC, "Ultimately, the results are promising.", "The results are promising."),
    # inflated vocabulary, with verb agreement and articles kept right
    (CASUAL, "It was an exceptional stay.", "It was an outstanding stay."),
    (
        ACADEMIC,
        "The company leverages AI to streamline its workflow.",
        "The company draws on AI to simplify its workflow.",
    ),
    (
        ACADEMIC,
        "She delves into the archives. He has paved the way for others.",
        "She examines the archives. He has cleared the way for others.",
    ),
    (
        PROFESSIONAL,
        "The hotel boasts a pool and is nestled in the hills.",
        "The hotel has a pool and is set in the hills.",
    ),
    (ACADEMIC, "This study delves into a myriad of factors.", "This study examines many factors."),
    (
        CASUAL,
        "In today's fast-paced world, a robust plan is crucial.",
        "A solid plan is essential.",
    ),
    (
        ACADEMIC,
        "Furthermore, it is a testament to their meticulous work.",
        "It reflects their thorough work.",
    ),
    (
        CASUAL,
        "It has the potential to revolutionize the industry.",
        "It could change the industry.",
    ),
    (
        PROFESSIONAL,
        "Please don't hesitate to reach out to our team. We reply within a day.",
        "Please get in touch with our team. We reply within a day.",
    ),
    # structures
    (CASUAL, "Not only is it cheap, but it is also fast.", "It's cheap and fast."),
    (ACADEMIC, "Not only is it cheap, but it is also fast.", "It is both cheap and fast."),
    (
        PROFESSIONAL,
        "The app not only saves time but also cuts costs.",
        "The app saves time and also cuts costs.",
    ),
    (
        CASUAL,
        "It's not just a meal, it's an experience.",
        "It's an experience, not just a meal.",
    ),
    (
        ACADEMIC,
        "It's not just about money, it's about respect.",
        "It is about respect, not just money.",
    ),
    # tone: contractions, and casual "so" for "thus"
    (
        CASUAL,
        "We do not know why it is slow, and we cannot fix it.",
        "We don't know why it's slow, and we can't fix it.",
    ),
    (
        ACADEMIC,
        "We don’t know why it’s slow, and we can’t fix it.",
        "We do not know why it is slow, and we cannot fix it.",
    ),
    (ACADEMIC, "Here's to the next chapter.", "Here's to the next chapter."),
    (CASUAL, "Thus, the plan failed.", "So the plan failed."),
    (ACADEMIC, "Thus, the plan failed.", "Thus, the plan failed."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), EXACT)
def test_exact_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Ordinary English that merely contains a listed word: it must come out untouched.
UNTOUCHED = [
    "Children in foster care need their vital signs checked.",
    "The estimate is robust to noise and the model is robust against outliers.",
    "Comprehensive insurance is required in exceptional circumstances.",
    "I am reading a novel by a friend.",
    "The deal was a leveraged buyout.",
    "Leverage is useful in negotiations.",
    "The landscape of the island is rugged.",
    "The problem is not simply cost but rather access.",
    "The meeting moved to Friday. Do you want me to pick you up at 6?",
    "Dinner is at 8. Let me know if you can make it!",
    "The soup was seasoned with salt.",
    "For the exceptional types, these numbers are known.",
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_ordinary_uses_of_listed_words_are_left_alone(text: str) -> None:
    assert rewrite(text, PROFESSIONAL) == text


AGREEMENT = [
    "It was an exceptional stay.",
    "They took an innovative approach.",
    "It was an unforgettable trip.",
    "The rug has an intricate pattern.",
    "It is a cutting-edge lamp.",
    "It is an invaluable resource.",
    "They built a state-of-the-art lab.",
    "We had an immaculate room.",
    "It is an enchanting town.",
    "She showed an unwavering commitment.",
    "It is an ever-evolving field.",
    "He is an esteemed colleague.",
    "They wrote a comprehensive review.",
    "It takes a holistic view.",
    "She has an impeccable record.",
    "It was a seamless process.",
    "The tool is a game-changer.",
    "We ate an exquisite meal.",
    "It was a commendable effort.",
    "It was a daunting task.",
    "Lisbon is a captivating city.",
    "There is a stunning view.",
    "He is a renowned chef.",
    "The bar has an ambiance of its own.",
    "It is a vital step.",
    "It was a pivotal moment.",
    "It is a crucial step.",
    "It is an integral part of the plan.",
    "It was an exceptionally long day.",
    "It is a robust design.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", AGREEMENT)
def test_replacements_keep_the_article_right(text: str, tone: Tone) -> None:
    output = rewrite(text, tone)
    assert output != text
    assert not BAD_ARTICLE.search(output), output


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", development_texts(), ids=lambda text: str(text["id"]))
def test_development_texts_come_out_clean(text: dict[str, object], tone: Tone) -> None:
    data = load_language(Language.EN)
    source = str(text["text"])
    output = rewrite(source, tone)
    assert count_stock_phrases(source, data) >= 1
    assert count_stock_phrases(output, data) == 0, output
    for fact in text["keep"]:  # type: ignore[attr-defined]
        assert fact in output, fact
    assert not BAD_ARTICLE.search(output), output
    assert not re.search(r"\S[ \t]{2,}\S|[ \t]+[,.;:!?]", output), output


def test_development_texts_are_varied() -> None:
    texts = development_texts()
    words = [len(str(text["text"]).split()) for text in texts]
    assert len(texts) >= 10 and min(words) <= 60 and max(words) >= 300
    assert len({text["purpose"] for text in texts}) == len(texts)


def test_tones_differ_on_the_development_texts() -> None:
    distinct = [len({rewrite(str(t["text"]), tone) for tone in Tone}) for t in development_texts()]
    assert sum(count == 3 for count in distinct) >= len(distinct) // 2


@pytest.mark.skipif(not (SHARED_DATA / "eval_en.jsonl").exists(), reason="shared data absent")
def test_the_lexicon_marks_machine_text_not_human_text() -> None:
    """Stock phrases must be far more frequent in machine texts than in human ones."""
    data = load_language(Language.EN)
    rates = {}
    with (SHARED_DATA / "eval_en.jsonl").open(encoding="utf-8") as file:
        rows = [json.loads(line) for line in file]
    for label in ("machine", "human"):
        texts = [row["text"] for row in rows if row["label"] == label]
        words = sum(len(text.split()) for text in texts)
        rates[label] = sum(count_stock_phrases(text, data) for text in texts) / words
    assert rates["machine"] >= 4 * rates["human"], rates


def _replacement_words() -> list[str]:
    with LANGUAGE_FILE.open("rb") as file:
        entries = tomllib.load(file)["phrase"]
    words = set()
    for entry in entries:
        for key in ("replace", "casual", "academic", "professional"):
            for option in entry.get(key, []):
                # a suffix glued to a group ("\\1've") is not a word of its own
                plain = re.sub(r"\\\d(?:['’][a-z]+)?", "", option)
                words.update(re.findall(r"[A-Za-z][A-Za-z'-]*", plain))
    return sorted(words)


@pytest.mark.skipif(shutil.which("hunspell") is None, reason="hunspell not installed")
def test_every_replacement_word_is_spelled_right() -> None:
    checked = subprocess.run(
        ["hunspell", "-d", "en_US", "-l"],
        input="\n".join(_replacement_words()),
        capture_output=True,
        text=True,
        check=False,
    )
    if "Can't open affix or dictionary" in checked.stderr:
        pytest.skip("en_US dictionary not installed")
    assert checked.stdout.split() == []


# Word boundaries come from the pattern as written (lexicon.compile_find), so "are not" never
# matches inside "care not", nor "it is" inside "visit is".
@pytest.mark.parametrize(
    "text",
    [
        "Gently pry it out, taking care not to damage it.",
        "The visit is short.",
        "Is this not enough?",
    ],
)
def test_contractions_never_fire_inside_a_word(text: str) -> None:
    assert rewrite(text, CASUAL) == text


# Engine v2: the document-level editor, sentence structures, adjectives and tones. Each mechanism
# has a case where it fires and one where it must not.
V2_EXACT = [
    # closing offers: cut in an assistant's answer (with or without emoji), kept in a person's note
    (
        CASUAL,
        "Of course! Here are some tips:\n\nBook early.\n\n"
        "Would you like me to turn this into a checklist? 😊",
        "Book early.",
    ),
    (CASUAL, "Sure! Here is the plan.\n\nWe meet at 9.\n\nEnjoy! 🎉", "We meet at 9."),
    (CASUAL, "See you at the station at 6.\n\nEnjoy!", "See you at the station at 6.\n\nEnjoy!"),
    (CASUAL, "We land at 6. Good luck!", "We land at 6. Good luck!"),
    (
        CASUAL,
        "Dinner is at 8. Would you like me to make a reservation?",
        "Dinner is at 8. Would you like me to make a reservation?",
    ),
    # an offer to rework the text itself is a sure sign of an assistant, even with no other sign
    (
        CASUAL,
        "The film opens on Friday.\n\nWould you like a shorter version for social media?",
        "The film opens on Friday.",
    ),
    # courtesy calques of e-mails and ad copy
    (
        PROFESSIONAL,
        "Hi Tom,\n\nI hope this email finds you well. The invoice is attached.\n\nBest,\nAnna",
        "Hi Tom,\n\nThe invoice is attached.\n\nBest,\nAnna",
    ),
    (
        PROFESSIONAL,
        "I hope this email finds you well and that you enjoyed the trip. The invoice is attached.",
        "I hope you enjoyed the trip. The invoice is attached.",
    ),
    (
        PROFESSIONAL,
        "I'm thrilled to share some exciting news! Our shop opens in May.",
        "Our shop opens in May.",
    ),
    (
        PROFESSIONAL,
        "I am writing to provide you with an update regarding the roof repairs. The work is done.",
        "Here is an update on the roof repairs. The work is done.",
    ),
    (
        PROFESSIONAL,
        "Please rest assured that we are doing everything we can. The part arrives on Monday.",
        "The part arrives on Monday.",
    ),
    # signposts
    (
        CASUAL,
        "Sleep matters. The good news? Small changes help.",
        "Sleep matters. Small changes help.",
    ),
    (
        ACADEMIC,
        "It is worth examining the broader context. The war began in 1914.",
        "The war began in 1914.",
    ),
    # closing morals go; one that carries a fact stays
    (CASUAL, "Recycle your bottles. Every little bit helps.", "Recycle your bottles."),
    (
        CASUAL,
        "Recycle your bottles. Every bottle saves 5 grams of plastic.",
        "Recycle your bottles. Every bottle saves 5 grams of plastic.",
    ),
    (
        ACADEMIC,
        "The library opened in 1850. Its legacy continues to inspire generations.",
        "The library opened in 1850.",
    ),
    (
        CASUAL,
        "The school opened in 1990.\n\nIts legacy continues to inspire 300 pupils a year.",
        "The school opened in 1990.\n\nIts legacy continues to inspire 300 pupils a year.",
    ),
    # enumeration: a run is rewritten with one scheme; a lone marker is left to the phrase entries
    (
        CASUAL,
        "First and foremost, check the tyres. Secondly, fill the tank. Finally, pack the car.",
        "Check the tyres. Fill the tank. Finally, pack the car.",
    ),
    (
        ACADEMIC,
        "First and foremost, check the tyres. Secondly, fill the tank. Finally, pack the car.",
        "First, check the tyres. Second, fill the tank. Finally, pack the car.",
    ),
    (ACADEMIC, "Firstly, the data are old.", "First, the data are old."),
    # antitheses: "isn't just X – it's Y" is "is more than X: it's Y", never an assertion of X
    (
        CASUAL,
        "Sleep isn't just downtime – it's when your body repairs itself.",
        "Sleep is more than downtime: it's when your body repairs itself.",
    ),
    (
        PROFESSIONAL,
        "For small firms, security isn't just a nice-to-have; it's a must.",
        "For small firms, security is a must, not just a nice-to-have.",
    ),
    (
        CASUAL,
        "Some recipes are more than just food – they're memories wrapped in pastry.",
        "Some recipes are memories wrapped in pastry, not just food.",
    ),
    (
        PROFESSIONAL,
        "Free transit isn't a giveaway – it's an investment.",
        "Free transit isn't a giveaway – it's an investment.",
    ),
    # "is"-inflations and triads
    (ACADEMIC, "The bridge stands as a symbol of the city.", "The bridge is a symbol of the city."),
    (
        PROFESSIONAL,
        "This represents a major step for the company.",
        "This is a major step for the company.",
    ),
    (
        PROFESSIONAL,
        "It is a vibrant, dynamic and welcoming community.",
        "It is a dynamic and welcoming community.",
    ),
    # participial tails: a relative clause after a present-tense clause, never a vague "This"
    (
        PROFESSIONAL,
        "As soon as your return is approved, we process the refund, ensuring a quick payout.",
        "As soon as your return is approved, we process the refund, which ensures a quick payout.",
    ),
    (PROFESSIONAL, "We process it, ensuring speed.", "We process it, ensuring speed."),
    # adjectives: the article follows the new word
    (CASUAL, "It was an immense task.", "It was a huge task."),
    (ACADEMIC, "It was an immense task.", "It was an enormous task."),
    # an adjective that goes with a number is part of a fact
    (
        PROFESSIONAL,
        "Our team of 38 incredible people is our greatest asset.",
        "Our team of 38 incredible people is our greatest asset.",
    ),
    # collocations follow the noun; stock frames go whole
    (
        PROFESSIONAL,
        "Mine owners viewed bands as a way of fostering a sense of community.",
        "Mine owners viewed bands as a way of creating a sense of community.",
    ),
    (
        PROFESSIONAL,
        "In today's fast-paced digital marketing landscape, brands must adapt.",
        "Brands must adapt.",
    ),
    (CASUAL, "Book your place today and begin your writing journey!", "Book your place today!"),
    # tones
    (
        CASUAL,
        "Children require sufficient sleep and additional support.",
        "Kids need enough sleep and extra support.",
    ),
    (
        ACADEMIC,
        "But the kids got pretty tired. So they went home.",
        "However, the children got pretty tired. Thus, they went home.",
    ),
    (
        PROFESSIONAL,
        "Thanks so much, and please don't hesitate to let me know if you have any questions.",
        "Thank you, and please let me know if you have any questions.",
    ),
    # a split never leaves a purpose clause as a fragment ("So you can …")
    (CASUAL, "We left early, so you can take the car.", "We left early, so you can take the car."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), V2_EXACT)
def test_document_level_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


def test_the_v2_data_is_filled() -> None:
    data = load_language(Language.EN)
    assert len(data.offers) >= 10 and len(data.announcements) >= 4
    assert min(len(data.courtesy), len(data.signposts), len(data.morals)) >= 5
    assert data.enumeration.first is not None and all(data.enumeration.schemes.values())
    # participial tails are relative-clause phrase entries: no "This …" sentences
    assert not data.tails and len(data.adjectives) >= 8
    assert 30 <= len(data.formal_words) <= 60 and 30 <= len(data.everyday_words) <= 60
    assert 0.3 < data.target_variation < 0.6


# Fixes after the blind review of round r1: each case is the general form of a finding.
REVIEW_R1 = [
    # no thesaurus swap ("many-sided"); no vague "This"/"That" sentence from a participial tail
    (
        ACADEMIC,
        "This perspective overlooks the profound and multifaceted role that libraries play.",
        "This perspective overlooks the deep and complex role that libraries play.",
    ),
    (
        ACADEMIC,
        "In a landscape shaped by misinformation, librarians act as trusted guides, helping "
        "patrons navigate complex sources.",
        "In a landscape shaped by misinformation, librarians act as trusted guides, which helps "
        "patrons navigate complex sources.",
    ),
    (
        CASUAL,
        "The idea is simple: build a small collection of pieces that work well together, "
        "allowing you to create countless outfits.",
        "The idea is simple: build a small collection of pieces that work well together, "
        "so you can create lots of outfits.",
    ),
    # a tail after a past tense is no present: it takes the past ("I could", not "I can")
    (
        CASUAL,
        "Mornings became calmer, allowing me to relax before work started each day.",
        "Mornings became calmer, which meant I could relax before work started each day.",
    ),
    # antitheses keep both halves and the contrast
    (
        ACADEMIC,
        "For residents without reliable connectivity at home, this is not merely a convenience "
        "— it is a lifeline, enabling them to apply for jobs.",
        "For residents without reliable connectivity at home, this is more than a convenience; it "
        "is a lifeline, which enables them to apply for jobs.",
    ),
    (
        ACADEMIC,
        "In conclusion, public libraries are not just repositories of books; they are living "
        "institutions that adapt to the changing needs of their communities.",
        "In short, public libraries are more than repositories of books; they are living "
        "institutions that adapt to the changing needs of their communities.",
    ),
    (
        CASUAL,
        "Pellridge wasn't just a workplace — it was a launchpad.",
        "Pellridge was a launchpad, not just a workplace.",
    ),
    (
        CASUAL,
        "Overall, the osteria isn't just a restaurant; it's an experience.",
        "The osteria is an experience, not just a restaurant.",
    ),
    # strong words stay strong
    (
        ACADEMIC,
        "First and foremost, libraries serve as vital equalizers in every city.",
        "First, libraries serve as key equalizers in every city.",
    ),
    (
        PROFESSIONAL,
        "Available now in four stunning colorways.",
        "Available now in four gorgeous colorways.",
    ),
    (
        CASUAL,
        "After six years, I'm thrilled to share that I'm starting a new chapter.",
        "After six years, I'm excited to share that I'm starting a new chapter.",
    ),
    (
        CASUAL,
        "Tucked away on a quiet corner, the osteria is nothing short of a hidden gem.",
        "Tucked away on a quiet corner, the osteria is simply a real find.",
    ),
    # a frame is cut without its head noun; the audience of "Whether you're …" stays
    (
        CASUAL,
        "In today's fast-paced world of trends and endless online shopping, it's all too easy to "
        "buy too much.",
        "In a world of trends and endless online shopping, it's all too easy to buy too much.",
    ),
    (
        CASUAL,
        "Whether you're a seasoned minimalist or simply curious about decluttering your life, "
        "this guide is designed to help you.",
        "This guide is designed to help you whether you're a seasoned minimalist or just "
        "curious about decluttering your life.",
    ),
    # a list of clauses is never cut before its last item
    (
        CASUAL,
        "Mornings became calmer, my spending dropped by roughly a third that first year, and I "
        "finally stopped feeling overwhelmed every single time I opened my closet door in the "
        "morning.",
        "Mornings became calmer, my spending dropped by roughly a third that first year, and I "
        "finally stopped feeling overwhelmed every single time I opened my closet door in the "
        "morning.",
    ),
    # idiomatic replacements: elevate, curated, delightful after "most", smooth and seamless
    (
        PROFESSIONAL,
        "Elevate every journey with the new flask, a premium insulated bottle.",
        "Improve every journey with the new flask, a premium insulated bottle.",
    ),
    (
        CASUAL,
        "The wine list, while not extensive, is thoughtfully curated.",
        "The wine list, while not extensive, is carefully chosen.",
    ),
    (
        CASUAL,
        "It is a place where rustic charm meets culinary artistry in the most delightful way.",
        "It's a place where rustic charm meets culinary artistry in the most enjoyable way.",
    ),
    # "As discussed" points to a conversation and stays
    (
        PROFESSIONAL,
        "As discussed, we are committed to ensuring a smooth and seamless transition.",
        "As discussed, we are committed to ensuring a smooth transition.",
    ),
    (
        PROFESSIONAL,
        "Thank you for the meeting. Please don't hesitate to reach out should you have any "
        "questions, concerns, or require further clarification on any of the points above. We "
        "will call you.",
        "Thank you for the meeting. Please get in touch if you have any questions or concerns or "
        "need more clarification on any of the points above. We will call you.",
    ),
    # chat framing: "Here's everything you need to know.", "Would you like tips …?", an offer to
    # tailor the text after the signature
    (
        CASUAL,
        "Of course! Here's a simple step-by-step guide to repotting a houseplant:\n\nRepotting is "
        "easy. Here's everything you need to know.\n\nWater it well.\n\nWould you like tips on "
        "choosing the best potting mix for specific plants like succulents or orchids?",
        "Repotting is easy.\n\nWater it well.",
    ),
    (
        PROFESSIONAL,
        "Here's a tailored cover letter for the position:\n\nDear Hiring Manager,\n\nI am writing "
        "to express my strong interest in the junior designer position at your studio.\n\n"
        "Sincerely,\nLeah\n\nFeel free to share the job description if you'd like me to tailor "
        "it even further!",
        "Dear Hiring Manager,\n\nI would like to apply for the junior designer position at your "
        "studio.\n\nSincerely,\nLeah",
    ),
    # stock lines of e-mails, posts and reviews
    (
        PROFESSIONAL,
        "I wanted to take a moment to follow up on our conversation last week. We look forward "
        "to a successful and mutually beneficial collaboration.",
        "I wanted to follow up on our conversation last week. We look forward to working with you.",
    ),
    (
        CASUAL,
        "Looking back, I'm filled with gratitude. But the real star of the show is the food: the "
        "ragù was an absolute revelation.",
        "Looking back, I feel grateful. But the highlight is the food: the ragù was a revelation.",
    ),
    (
        PROFESSIONAL,
        "We can schedule a brief call at your earliest convenience.",
        "We can schedule a brief call at a time that suits you.",
    ),
    # a replacement's group reference is a group, not a literal "\1"
    (
        CASUAL,
        "They can demonstrate the method to the whole class.",
        "They can show the method to the whole class.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R1)
def test_review_r1_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Fixes after the blind review of round r2: each case is the general form of a finding.
REVIEW_R2 = [
    # "cutting-edge" keeps its sense of "newest": never the blander "advanced"
    (
        PROFESSIONAL,
        "Combining cutting-edge engineering with a light frame, the bike weighs 19 kg.",
        "Combining the latest engineering with a light frame, the bike weighs 19 kg.",
    ),
    (
        ACADEMIC,
        "Students read primary sources alongside cutting-edge scholarship.",
        "Students read primary sources alongside the latest scholarship.",
    ),
    (PROFESSIONAL, "It is a cutting-edge lamp.", "It is a high-tech lamp."),
    (
        CASUAL,
        "They took a cutting-edge approach to teaching.",
        "They took a pioneering approach to teaching.",
    ),
    (
        PROFESSIONAL,
        "Our cutting-edge technology keeps you safe.",
        "Our latest technology keeps you safe.",
    ),
    (CASUAL, "Cutting-edge sensors track every step.", "The latest sensors track every step."),
    # "transformative" keeps the sense of change: never the weaker "major"
    (
        PROFESSIONAL,
        "The last two years have been simply transformative.",
        "The last two years have been a real turning point.",
    ),
    (
        ACADEMIC,
        "The course covers a transformative period in European history.",
        "The course covers a period of great change in European history.",
    ),
    (
        CASUAL,
        "Studying abroad was a transformative experience for me.",
        "Studying abroad was a life-changing experience for me.",
    ),
    # a compound ("solar-assisted") is a word of its own; the verb is still plain English
    (
        PROFESSIONAL,
        "The company unveiled a solar-assisted e-bike for city commuters.",
        "The company unveiled a solar-assisted e-bike for city commuters.",
    ),
    (
        PROFESSIONAL,
        "Our staff assisted every customer with the forms.",
        "Our staff helped every customer with the forms.",
    ),
    # idioms stay: "seasoned pros"
    (
        CASUAL,
        "It's ideal for beginner bakers and seasoned pros alike.",
        "It's ideal for beginner bakers and seasoned pros alike.",
    ),
    # "nestled" is not "hidden"
    (
        CASUAL,
        "Nestled between rolling vineyards and the lake, the old town is a joy to explore.",
        "Set between rolling vineyards and the lake, the old town is a joy to explore.",
    ),
    # no doubled "-free", no tautology with words of memory
    (
        PROFESSIONAL,
        "Our goal is to make managing your plan as seamless and stress-free as possible.",
        "Our goal is to make managing your plan as smooth and stress-free as possible.",
    ),
    (
        CASUAL,
        "The town promises an unforgettable experience that will linger in your memory long "
        "after you leave.",
        "The town promises a remarkable experience that will stay with you long after you leave.",
    ),
    (
        CASUAL,
        "Your walk begins at the main square, the vibrant heart of the town.",
        "Your walk begins at the main square, the heart of the town.",
    ),
    # two near-synonyms never collapse into one repeated word
    (
        ACADEMIC,
        "The lighthouse reflects Thomas himself: steadfast, solitary, and unwavering in his "
        "purpose.",
        "The lighthouse reflects Thomas himself: resolute, solitary, and firm in his purpose.",
    ),
    (
        ACADEMIC,
        "True selflessness often comes at a profound personal cost.",
        "True selflessness often comes at a high personal cost.",
    ),
    # academic prose does not open a sentence with "Also,"
    (
        ACADEMIC,
        "Furthermore, Vance uses vivid imagery of the beam cutting through the darkness.",
        "Further, Vance uses vivid imagery of the beam cutting through the darkness.",
    ),
    # "not merely X, but Y": the weight on Y stays; a step up a scale is left alone
    (
        ACADEMIC,
        "Cities served not merely as centers of population, but as powerful arenas of negotiation.",
        "Cities served both as centers of population and as powerful arenas of negotiation.",
    ),
    (
        ACADEMIC,
        "Ultimately, the lighthouse is not merely a setting, but a reflection of Thomas himself.",
        "The lighthouse is both a setting and a reflection of Thomas himself.",
    ),
    (
        ACADEMIC,
        "She was not simply tired but exhausted.",
        "She was not simply tired but exhausted.",
    ),
    # "a rich array" stays varied
    (
        ACADEMIC,
        "Students will engage with a rich array of primary sources from the period.",
        "Students will engage with a variety of primary sources from the period.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R2)
def test_review_r2_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# (input, a phrase that must never appear in any tone's output)
REVIEW_R2_NEVER = [
    ("The team uses cutting-edge tools in a cutting-edge lab.", "advanced"),
    ("It is a cutting-edge design, and the research is cutting-edge.", "advanced"),
    ("The decade was a transformative era for the region.", "major"),
    ("It is a solar-assisted bike with a power-assisted hub.", "-helped"),
    ("Seasoned veterans and seasoned experts will like it.", "experienced"),
    ("The inn is nestled in the hills, nestled among olive groves.", "tucked"),
    ("The move was seamless and hassle-free for everyone.", "trouble-free"),
    ("It is an unforgettable trip you will remember forever.", "to remember"),
    ("He stayed steadfast in his love and unwavering in his faith.", "firm in his love"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "never"), REVIEW_R2_NEVER)
def test_review_r2_errors_never_come_back(text: str, never: str, tone: Tone) -> None:
    output = rewrite(text, tone)
    assert never not in output, output


@pytest.mark.parametrize(
    "text",
    [
        "Moreover, the sample is small. Furthermore, the data are old.",
        "Additionally the survey is short. In addition, the sample is small.",
        "The sample is small; moreover, the data are old.",
    ],
)
def test_academic_sentences_never_open_with_also(text: str) -> None:
    assert "Also," not in rewrite(text, ACADEMIC)


# Blind review r3: each finding in general form, input → output.
REVIEW_R3 = [
    # "isn't just X – it's Y" is said plainly, both halves and the weight of Y kept (r3-01/05/09)
    (
        CASUAL,
        "A password manager isn't just a convenience — it's one of the easiest ways to protect "
        "your online life.",
        "A password manager is more than a convenience: it's one of the easiest ways to protect "
        "your online life.",
    ),
    (
        CASUAL,
        "This isn't just a cosy coastal read — it's a thoughtful, beautifully crafted novel.",
        "This is more than a cosy coastal read: it's a thoughtful, beautifully crafted novel.",
    ),
    # a "not about X, it's about Y" slogan becomes a plain statement with the denial kept (r3-10)
    (
        CASUAL,
        "Better sleep isn't about perfection — it's about progress.",
        "Better sleep is about progress, not perfection.",
    ),
    (
        PROFESSIONAL,
        "Good service is not about speed; it's about care.",
        "Good service is about care, not speed.",
    ),
    # "comprehensive" is the insurance term, also before a list of kinds of cover (r3-06)
    (
        PROFESSIONAL,
        "We offer comprehensive medical, dental, and vision coverage and a comprehensive "
        "onboarding programme.",
        "We offer comprehensive medical, dental, and vision coverage and a thorough onboarding "
        "programme.",
    ),
    # "shed light on" after "have": the tense stays (r3-07)
    (
        ACADEMIC,
        "Subsequent studies have not only corroborated these findings but also shed light on "
        "the underlying mechanisms.",
        "Subsequent studies have corroborated these findings and also cast light on the "
        "underlying mechanisms.",
    ),
    (
        ACADEMIC,
        "These data may shed light on the mechanism, and earlier work shed light on its limits.",
        "These data may clarify the mechanism, and earlier work cast light on its limits.",
    ),
    # a need "ensuring" something: "essential to ensure", never "essential, which ensures";
    # "robust evidence" keeps its sense in academic writing (r3-07)
    (
        ACADEMIC,
        "Addressing these limitations is therefore essential, ensuring that planning decisions "
        "rest on a robust and inclusive evidence base.",
        "Addressing these limitations is therefore essential to ensure that planning decisions "
        "rest on a robust and inclusive evidence base.",
    ),
    (
        PROFESSIONAL,
        "Regular audits are crucial, ensuring that nothing slips through the cracks.",
        "Regular audits are essential to ensure nothing slips through the cracks.",
    ),
    (
        PROFESSIONAL,
        "The study offers a robust and inclusive evidence base.",
        "The study offers a strong and inclusive evidence base.",
    ),
    # "demonstrating that" after a past: "showing that", no "which" to misread (r3-03)
    (
        ACADEMIC,
        "Historians have since argued that the settlement offered a template for bargaining, "
        "demonstrating that disputes could be resolved through negotiation.",
        "Historians have since argued that the settlement offered a template for bargaining, "
        "showing that disputes could be resolved through negotiation.",
    ),
    # "is key" is not "matters most" (r3-10)
    (
        CASUAL,
        "Consistency is key! Rest days are key, too.",
        "Consistency really matters! Rest days really matter, too.",
    ),
    # the reason in "today's fast-paced world" stays; no bare "today," (r3-10)
    (
        CASUAL,
        "Let's face it: in today's fast-paced world, a good night's sleep can feel like a luxury.",
        "Let's face it: with life as busy as it is, a good night's sleep can feel like a luxury.",
    ),
    # after a word of worry or asking, "regarding" is "about", never "on" (en-d16)
    (
        PROFESSIONAL,
        "The report raises major concerns regarding the formation of the committee and "
        "questions regarding its budget.",
        "The report raises major concerns about the formation of the committee and questions "
        "about its budget.",
    ),
    # the weight the writer needed stays: "pivotal role" → "central role", "truly makes a
    # difference" → "makes a real difference", "empowering you to" → "so you can" (r3-04/06)
    (
        ACADEMIC,
        "A growing body of literature has underscored the pivotal role that green space plays.",
        "A growing body of literature has highlighted the central role that green space plays.",
    ),
    (
        PROFESSIONAL,
        "You'll join a culture where your work truly makes a difference.",
        "You'll join a culture where your work makes a real difference.",
    ),
    (
        CASUAL,
        "Track costs as they happen, empowering you to make confident decisions on the fly.",
        "Track costs as they happen, so you can make confident decisions on the fly.",
    ),
    (
        ACADEMIC,
        "Three pathways were identified, highlighting the multifaceted nature of the relationship.",
        "Three pathways were identified, which highlighted the many dimensions of the "
        "relationship.",
    ),
    (
        PROFESSIONAL,
        "You'll turn complex data into clear, actionable recommendations.",
        "You'll turn complex data into clear, practical recommendations.",
    ),
    (
        PROFESSIONAL,
        "Mentor junior analysts and champion best practices, with the ability to turn "
        "complexity into clarity.",
        "Mentor junior analysts and promote best practices, with the ability to make complex "
        "things clear.",
    ),
    (
        PROFESSIONAL,
        "Every plan includes friendly support from real humans.",
        "Every plan includes friendly support from real people.",
    ),
    # deeper edits a native editor makes: stock announcements, hype and job-ad journeys go,
    # the fact and its weight stay
    (
        CASUAL,
        "Between the frost and the seed swap, it's safe to say autumn arrived with a bang.",
        "Between the frost and the seed swap, autumn arrived with a bang.",
    ),
    (ACADEMIC, "It is safe to say that the reform failed.", "The reform failed."),
    (
        ACADEMIC,
        "This network allowed the dispute to last an extraordinary eleven weeks, far longer "
        "than expected.",
        "This network allowed the dispute to last a full eleven weeks, far longer than expected.",
    ),
    (
        CASUAL,
        "It took an incredible 14 days and an incredible team.",
        "It took an incredible 14 days and a great team.",
    ),
    (
        PROFESSIONAL,
        "We're looking for a passionate analyst to join us on our journey.",
        "We're looking for a passionate analyst to join us.",
    ),
    (
        PROFESSIONAL,
        "We've partnered with 60 hospitals, helping them unlock powerful insights that improve "
        "outcomes.",
        "We've partnered with 60 hospitals, helping them gain insights that improve outcomes.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R3)
def test_review_r3_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Closing offers of every form go in an assistant's answer; a person's offer of a favour, or a
# question that is no offer, stays (r3-09).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sure! Here's a quick guide:\n\nA password manager stores your logins.\n\nWant me to "
            "recommend a few beginner-friendly password managers or walk you through setting one "
            "up? 🔐😊",
            "A password manager stores your logins.",
        ),
        (
            "Sure! Here's the memo:\n\nThe garage closes on Monday.\n\nShall I add a map of the "
            "Union Lot?",
            "The garage closes on Monday.",
        ),
        (
            "Sure! Here's the plan:\n\nWe meet at noon.\n\nShould I also list a few places to eat "
            "nearby?",
            "We meet at noon.",
        ),
        (
            "Sure! Here's the plan:\n\nWe meet at noon.\n\nDo you want me to book a table too?",
            "We meet at noon.",
        ),
        (
            "We meet at noon at the station.\n\nWant me to pick you up on the way?",
            "We meet at noon at the station.\n\nWant me to pick you up on the way?",
        ),
        (
            "The bus leaves at noon.\n\nShould I worry about the weather?",
            "The bus leaves at noon.\n\nShould I worry about the weather?",
        ),
    ],
)
def test_review_r3_offers(text: str, expected: str) -> None:
    assert rewrite(text, CASUAL) == expected


# (input, a phrase that must never appear in any tone's output)
REVIEW_R3_NEVER = [
    ("We offer comprehensive medical, dental, and vision coverage.", "detailed"),
    ("We offer comprehensive health insurance.", "thorough health"),
    ("Studies have shed light on the mechanisms.", "have clarify"),
    ("Studies had not only confirmed this but also shed light on it.", "clarify"),
    (
        "Addressing these gaps is therefore essential, ensuring that plans rest on evidence.",
        "which",
    ),
    ("Sleep is crucial, ensuring that the body recovers.", "key to ensure "),
    ("It is crucial to understand the risks.", "key to understand"),
    ("The settlement offered a template, demonstrating that disputes could be resolved.", "which"),
    ("Consistency is key!", "most"),
    ("It raises concerns regarding the plan.", "concerns on"),
    (
        "Let's face it: in today's fast-paced world, rest is rare.",
        "today,",
    ),
    ("This issue isn't just a round-up — it's a celebration of the community.", "more than"),
    (
        "A password manager isn't just a convenience — it's one of the best ways to stay safe.",
        "more than",
    ),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "never"), REVIEW_R3_NEVER)
def test_review_r3_errors_never_come_back(text: str, never: str, tone: Tone) -> None:
    output = rewrite(text, tone)
    assert never not in output, output


# A bold heading that is a question stays: without it its section would lose its heading while
# the others keep theirs (r3-09); the same question inside prose is a signpost and goes.
def test_review_r3_a_question_heading_stays() -> None:
    text = (
        "Think of it as a vault.\n\n**How does it work?**\n\nEach login is stored in the vault.\n\n"
        "So why does this matter? It keeps you safe."
    )
    assert rewrite(text, CASUAL) == (
        "Think of it as a vault.\n\n**How does it work?**\n\nEach login is stored in the vault."
        "\n\nIt keeps you safe."
    )
    # in an assistant's answer, the line announcing the list under it goes, the heading stays
    answer = (
        "Sure! Here's an explanation:\n\n**How does it work?**\n\n"
        "Here's the basic idea, step by step:\n\n1. You create a password.\n2. The app stores it."
    )
    assert rewrite(answer, CASUAL) == (
        "**How does it work?**\n\n1. You create a password.\n2. The app stores it."
    )


# "What is it?" never becomes "What's it?"; "What is it about?" still contracts.
def test_review_r3_what_is_it_is_not_contracted() -> None:
    assert rewrite("What is it? What is it about? What is that, then?", CASUAL) == (
        "What is it? What's it about? What is that, then?"
    )


# Blind review r4: each finding in general form, input → output.
REVIEW_R4 = [
    # notes on the draft beside an assistant's opener go with it, and the rule that set it off
    (
        CASUAL,
        "Sure! Here's a casual travel blog post about a long weekend in Porto. Feel free to tweak "
        "it to match your voice.\n\nWe landed on a Thursday.",
        "We landed on a Thursday.",
    ),
    (
        PROFESSIONAL,
        "Here's a LinkedIn post announcing the new office. I kept the tone professional but "
        "warm:\n\n---\n\nWe opened our Denver office on April 7, 2025.\n\n---\n\nLet me know if "
        "you'd like a shorter version.",
        "We opened our Denver office on April 7, 2025.",
    ),
    # … but a person's text keeps them
    (
        CASUAL,
        "Feel free to tweak the recipe to your taste. It serves four.",
        "Feel free to tweak the recipe to your taste. It serves four.",
    ),
    (
        CASUAL,
        "Sure! Here's the post:\n\nI kept the receipts from every trip. They add up.",
        "I kept the receipts from every trip. They add up.",
    ),
    # "isn't just X – it's Y" never asserts X: "is more than X: it's Y" (r4-01, r4-07), the
    # colon then cut (casual)
    (
        CASUAL,
        "Porto isn't just a stopover on the way to Lisbon — it's a destination in its own right, "
        "and it rewards anyone willing to slow down.",
        "Porto is more than a stopover on the way to Lisbon. It's a destination in its own right, "
        "and it rewards anyone willing to slow down.",
    ),
    (
        ACADEMIC,
        "The evidence suggests that extending the franchise is not merely defensible—it is a "
        "vital step toward a more inclusive democracy.",
        "The evidence suggests that extending the franchise is more than defensible; it is an "
        "essential step toward a more inclusive democracy.",
    ),
    (
        ACADEMIC,
        "Free school meals are not merely a welfare measure; they represent a strategic "
        "investment in children's learning, wellbeing and future productivity.",
        "Free school meals are more than a welfare measure; they are a strategic investment in "
        "children's learning, wellbeing and future productivity.",
    ),
    (
        PROFESSIONAL,
        "This milestone represents more than just a new address.",
        "This milestone is more than a new address.",
    ),
    (
        CASUAL,
        "Trust me – this isn't just a pie, it's a hug on a plate.",
        "Trust me – this pie is a hug on a plate.",
    ),
    (
        ACADEMIC,
        "For many, this is not merely a convenience — it is a lifeline for people who live alone "
        "and cannot travel.",
        "For many, this is more than a convenience; it is a lifeline for people who live alone "
        "and cannot travel.",
    ),
    # a result shows the power of something; "transformative" goes, not the claim (r4-09)
    (
        PROFESSIONAL,
        "Within its first year, levels dropped by 0.8 points, underscoring the transformative "
        "power of culturally responsive care.",
        "Within its first year, levels dropped by 0.8 points, showing the power of culturally "
        "responsive care.",
    ),
    (CASUAL, "She paused, underscoring the point.", "She paused, stressing the point."),
    # "not only A but also B" with a single noun: "A as well as B" (r4-09)
    (
        PROFESSIONAL,
        "Meaningful change requires not only compassion but also robust data.",
        "Meaningful change requires compassion as well as strong data.",
    ),
    (
        PROFESSIONAL,
        "The app not only saves time but also cuts costs.",
        "The app saves time and also cuts costs.",
    ),
    (
        PROFESSIONAL,
        "We help providers turn complex data into actionable insights.",
        "We help providers turn complex data into practical insights.",
    ),
    (
        PROFESSIONAL,
        "We are building a world-class engineering team.",
        "We are building a first-rate engineering team.",
    ),
    # after a done action the tail says its purpose, with no "which" to latch onto a noun (r4-02)
    (
        PROFESSIONAL,
        "Your feedback has been shared with our logistics team, helping to ensure that this does "
        "not happen again.",
        "Your feedback has been shared with our logistics team to help ensure this does not "
        "happen again.",
    ),
    (
        CASUAL,
        "It's a powerful reminder that the messiest beginnings lead to the best stories.",
        "It's a strong reminder that the messiest beginnings lead to the best stories.",
    ),
    # announcement hype said plainly, the claim kept (r4-04)
    (
        PROFESSIONAL,
        "It's a bold step forward. We've grown to more than 140 passionate professionals, and "
        "Denver is the natural next chapter in that journey.",
        "It's a major step forward. We've grown to more than 140 professionals, and Denver is the "
        "natural next step.",
    ),
    (
        CASUAL,
        "If you're passionate about data, we'd love to hear from you.",
        "If you're passionate about data, we'd love to hear from you.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R4)
def test_review_r4_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# (input, a phrase that must never appear in any tone's output)
REVIEW_R4_NEVER = [
    (
        "Porto isn't just a stopover on the way to Lisbon — it's a destination in its own right, "
        "and it rewards anyone willing to slow down.",
        "is a stopover",
    ),
    (
        "Extending the franchise is not merely defensible—it is a vital step toward a more "
        "inclusive and resilient democracy.",
        "above all",
    ),
    ("This is not merely a convenience — it is a lifeline for people who live alone.", "this con"),
    (
        "Kids' menus aren't just for children – they're a cheap way for anyone to eat well at "
        "lunch and dinner alike.",
        "more than for",
    ),
    ("The plan not only helped but also lasted.", "as well as"),
    ("The data, underscoring the transformative power of care, were clear.", "far-reaching"),
    ("We help providers turn complex data into actionable insights.", "ideas"),
    ("We are building a world-class engineering team.", "high-quality"),
    ("Your feedback has been shared with our team, helping to ensure it never recurs.", "which"),
    ("It's a powerful reminder that small steps count.", "clear reminder"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "never"), REVIEW_R4_NEVER)
def test_review_r4_errors_never_come_back(text: str, never: str, tone: Tone) -> None:
    output = rewrite(text, tone)
    assert never not in output, output


# Two paragraphs never open with the same connective the engine wrote ("Moreover … Furthermore"
# became "Further … Further", r4-07).
@pytest.mark.parametrize("tone", list(Tone))
def test_review_r4_connectors_do_not_repeat(tone: Tone) -> None:
    text = "Moreover, real-world evidence is encouraging.\n\nFurthermore, voting is a habit."
    assert rewrite(text, tone).count("Further,") <= 1


# Blind review r5: each finding in general form, input → output; for the discourse rules a case
# where they fire and one where they must not.
REVIEW_R5 = [
    # an abbreviation after a name ends no sentence: the whole "Here's …" opener goes (r5-01)
    (
        PROFESSIONAL,
        "Sure! Here's a short FAQ for Hollowbrook Tea Co. that you can drop straight onto your "
        "website:\n\nOrders placed before 2 pm are dispatched the same day.",
        "Orders placed before 2 pm are dispatched the same day.",
    ),
    (
        PROFESSIONAL,
        "I met Mr. Jones and Dr. Patel at the Acme Co. office on Friday. They were pleased.",
        "I met Mr. Jones and Dr. Patel at the Acme Co. office on Friday. They were pleased.",
    ),
    # ", ensuring (that) CLAUSE" says the result: "so that", never a loose "which" (r5-01/03/09)
    (
        PROFESSIONAL,
        "Every piece is built by hand, using traditional joints such as dovetails, ensuring it "
        "will last for generations.",
        "Every piece is built by hand, using traditional joints such as dovetails, so that it "
        "will last for generations.",
    ),
    (
        CASUAL,
        "Our team will send you a prepaid label, ensuring the process is quick and completely "
        "stress-free.",
        "Our team will send you a prepaid label, so the process is quick and stress-free.",
    ),
    (
        ACADEMIC,
        "Findings will be shared with local land trusts, ensuring that restoration funding is "
        "directed where it is needed.",
        "Findings will be shared with local land trusts, so that restoration funding is directed "
        "where it is needed.",
    ),
    (
        PROFESSIONAL,
        "The service offers a dedicated manager, ensuring a smooth handover between shifts.",
        "The service offers a dedicated manager, which ensures a smooth handover between shifts.",
    ),
    # academic enumerations keep matching ordinals ("To begin with … Second", r5-03)
    (
        ACADEMIC,
        "First, we will collect sediment cores. Second, we will deploy flux towers. Finally, we "
        "will build a model.",
        "First, we will collect sediment cores. Second, we will deploy flux towers. Finally, we "
        "will build a model.",
    ),
    # one supports or develops a generation, never "encourages" it (r5-03)
    (
        ACADEMIC,
        "The budget includes two doctoral students, thereby fostering the next generation of "
        "coastal scientists.",
        "The budget includes two doctoral students, thereby developing the next generation of "
        "coastal scientists.",
    ),
    (
        PROFESSIONAL,
        "The grant fosters the next generation of engineers.",
        "The grant supports the next generation of engineers.",
    ),
    # academic "robust projections" is a term of method: never "reliable" (r5-03)
    (
        ACADEMIC,
        "The model is calibrated on field data, enabling robust projections of carbon balance.",
        "The model is calibrated on field data, which allows robust projections of carbon balance.",
    ),
    # "not just about X; it is about Y": both halves, without the "above all" pivot (r5-03), the
    # weight on Y ("is about X, but it is also about Y" read flat: r7-02/04, r8-02)
    (
        ACADEMIC,
        "This work is not just about measuring carbon; it is about informing the decisions that "
        "will shape coastal communities.",
        "This work is about more than measuring carbon: it is about informing the decisions that "
        "will shape coastal communities.",
    ),
    (
        CASUAL,
        "This project isn't just about saving money – it's about building something that lasts "
        "for the whole town.",
        "This project is about more than saving money: it's about building something that lasts "
        "for the whole town.",
    ),
    # "Let's be clear:" goes; "Let's be clear about …" says something (r5-06)
    (
        PROFESSIONAL,
        "Let's be clear: this is an equity problem, not a transport problem.",
        "This is an equity problem, not a transport problem.",
    ),
    (
        PROFESSIONAL,
        "Let's be clear about what the survey measured.",
        "Let's be clear about what the survey measured.",
    ),
    # "Absolutely!" / "Of course." answering a question line is "Yes." (r5-01) …
    (
        PROFESSIONAL,
        "Do you offer free shipping?\nAbsolutely! Every order over £35 ships free.\n\n"
        "Can I return an item?\nOf course. Unopened products can be returned within 30 days.",
        "Do you offer free shipping?\nYes. Every order over £35 ships free.\n\n"
        "Can I return an item?\nYes. Unopened products can be returned within 30 days.",
    ),
    # … but a realization, or an exclamation in a story, stays
    (
        CASUAL,
        "Where were my keys?\nOf course! They were in my coat pocket the whole time.",
        "Where were my keys?\nOf course! They were in my coat pocket the whole time.",
    ),
    (
        PROFESSIONAL,
        "He agreed to help. Absolutely! That was the word he used.",
        "He agreed to help. Absolutely! That was the word he used.",
    ),
    # the template's "simply" before an instruction, "completely stress-free" (r5-01)
    (
        PROFESSIONAL,
        "To return an item, simply email us with your order number. Simply put, it takes a minute.",
        "To return an item, email us with your order number. It takes a minute.",
    ),
    (
        CASUAL,
        "Simply click the link in the email and choose a new password.",
        "Click the link in the email and choose a new password.",
    ),
    (
        PROFESSIONAL,
        "The booking process is quick and completely hassle-free.",
        "The booking process is quick and hassle-free.",
    ),
    # "a simple yet powerful idea" (r5-09)
    (
        PROFESSIONAL,
        "It all started with a simple yet powerful idea: good chairs should last.",
        "It all started with a simple idea: good chairs should last.",
    ),
    # the stock "let's create something timeless together" after a real call to action (r5-09);
    # as the last line it goes, with a fact after it it stays
    (
        PROFESSIONAL,
        "Pop into our workshop, give us a call, or drop us a line – and let's create something "
        "timeless together.",
        "Pop into our workshop, give us a call, or drop us a line.",
    ),
    (
        PROFESSIONAL,
        "We'd love to hear about your kitchen.\n\nLet's build something amazing together!",
        "We'd love to hear about your kitchen.",
    ),
    (
        CASUAL,
        "Let's build something amazing together! Then we can talk about the budget.",
        "Let's build something amazing together! Then we can talk about the budget.",
    ),
    # "Future you will" is never contracted to "Future you'll" (r5-10)
    (
        CASUAL,
        "Take the first step, however small. Future you will be so grateful you did.",
        "Take the first step, however small. Your future self will be so grateful you did.",
    ),
    (
        CASUAL,
        "In the future you will need a passport for this trip.",
        "In the future you'll need a passport for this trip.",
    ),
    # "In this guide, we will break the concept down step by step." says nothing (r5-07); a line
    # that names the guide's subject is kept in substance
    (
        ACADEMIC,
        "Osmosis is a key process in biology. In this guide, we will break the concept down step "
        "by step.\n\nWater moves across a membrane.",
        "Osmosis is a key process in biology.\n\nWater moves across a membrane.",
    ),
    (
        CASUAL,
        "In this guide, we'll walk you through the process of renewing a passport in Spain.",
        "This guide covers the process of renewing a passport in Spain.",
    ),
    # found on the development texts: "more than" after a gerund needs "doing"
    (
        CASUAL,
        "By prioritizing rest, you're not just improving your nights — you're investing in "
        "healthier, happier, and more productive days.",
        "By prioritizing rest, you're doing more than improving your nights: you're investing in "
        "healthier, happier, and more productive days.",
    ),
    (
        CASUAL,
        "It's not just something you use – it's something you live with, pass on, and remember.",
        "It's more than something you use: it's something you live with, pass on, and remember.",
    ),
    # a benefit tail with no fact goes; one with a fact stays
    (
        PROFESSIONAL,
        "As soon as your return is approved, we'll process your refund right away, ensuring a "
        "smooth and hassle-free experience.",
        "As soon as your return is approved, we'll process your refund right away.",
    ),
    (
        PROFESSIONAL,
        "Our staff check every parcel before dispatch to ensure a seamless experience for our "
        "customers.",
        "Our staff check every parcel before dispatch.",
    ),
    (
        PROFESSIONAL,
        "We pack every order twice, ensuring delivery by Friday.",
        "We pack every order twice, ensuring delivery by Friday.",
    ),
    # the pathos frame of a closing legacy line goes, what it reminds of stays
    (
        ACADEMIC,
        "Its legacy continues to resonate today, reminding us that culture does not belong to "
        "galleries alone. It lives in people.",
        "Culture does not belong to galleries alone. It lives in people.",
    ),
    (
        PROFESSIONAL,
        "Her legacy still inspires, reminding us that 40 volunteers built the hall in 1952.",
        "40 volunteers built the hall in 1952.",
    ),
    # "We can't wait to show you what's next." closes a post; with a fact after it, it stays
    (
        PROFESSIONAL,
        "Thank you all.\n\nThis is just the beginning. We can't wait to show you what's next.\n\n"
        "#Startups",
        "Thank you all.\n\n#Startups",
    ),
    (
        CASUAL,
        "We can't wait to show you what's next, so keep an eye on the shop on 3 May.",
        "We can't wait to show you what's next, so keep an eye on the shop on 3 May.",
    ),
    # ", enabling PEOPLE to …" → ", so that PEOPLE can …" after a present tense; never for a
    # thing that cannot act, nor after a past tense
    (
        ACADEMIC,
        "Platforms such as TikTok have lowered the barriers to political engagement, enabling "
        "young users to access information, share opinions and mobilise with ease.",
        "Platforms such as TikTok have lowered the barriers to political engagement, so that "
        "young users can access information, share opinions and mobilise with ease.",
    ),
    (
        PROFESSIONAL,
        "The dashboard gives managers live data, allowing them to plan shifts a week ahead.",
        "The dashboard gives managers live data, so that they can plan shifts a week ahead.",
    ),
    (
        PROFESSIONAL,
        "Let the cake rest in the tin, allowing time to cool before slicing.",
        "Let the cake rest in the tin, allowing time to cool before slicing.",
    ),
    (
        PROFESSIONAL,
        "The city built bike lanes in 2020, enabling residents to commute safely.",
        "The city built bike lanes in 2020, enabling residents to commute safely.",
    ),
    # ", underscoring the council's commitment to …" → ", a sign of …"
    (
        PROFESSIONAL,
        "A programme of free events will run throughout the spring, underscoring the council's "
        "commitment to lifelong learning.",
        "A programme of free events will run throughout the spring, a sign of the council's "
        "commitment to lifelong learning.",
    ),
    (
        ACADEMIC,
        "The ministry doubled the grant, reflecting its commitment to rural schools.",
        "The ministry doubled the grant, an indication of its commitment to rural schools.",
    ),
    # the idiom "a very different story" keeps its "very" in casual ("the numbers tell a very
    # different story" is said plainly since round 7)
    (
        CASUAL,
        "Two years later, her letters tell a very different story.",
        "Two years later, her letters tell a very different story.",
    ),
    # "let me tell you," and "Here's the thing:" go; "Let me tell you about …" and "Here's the
    # thing about Dan:" name what follows and stay
    (
        CASUAL,
        "Last July, I finally climbed my first fourteener – and let me tell you, it was "
        "exhausting.",
        "Last July, I finally climbed my first fourteener – and it was exhausting.",
    ),
    (
        CASUAL,
        "Let me tell you about the day we missed the ferry.",
        "Let me tell you about the day we missed the ferry.",
    ),
    (
        PROFESSIONAL,
        "Here's the thing: most people never check their tyre pressure.",
        "Most people never check their tyre pressure.",
    ),
    (
        CASUAL,
        "We tried everything. But here's the thing: nothing worked until we slept more.",
        "We tried everything. But nothing worked until we slept more.",
    ),
    (
        CASUAL,
        "But here's the thing about Dan: he always turns up.",
        "But here's the thing about Dan: he always turns up.",
    ),
    # "robust" said of a thing at the end of a clause is "sound"/"solid", never "strong";
    # "robust to outliers" is a term and stays
    (
        ACADEMIC,
        "The numerical solutions are physically meaningful and robust. The findings are robust "
        "to outliers.",
        "The numerical solutions are physically meaningful and sound. The findings are robust to "
        "outliers.",
    ),
    (
        PROFESSIONAL,
        "The numerical solutions are physically meaningful and robust.",
        "The numerical solutions are physically meaningful and solid.",
    ),
    # one builds a community or a sense of belonging, never "encourages" it, with up to four
    # words between (en-d12)
    (
        PROFESSIONAL,
        "They expand access to jobs, health care, and education, fostering a more equitable and "
        "connected community.",
        "They expand access to jobs, health care, and education, building a more equitable and "
        "connected community.",
    ),
    (
        PROFESSIONAL,
        "The club offers weekly sessions for new members, fostering a strong sense of belonging.",
        "The club offers weekly sessions for new members, building a strong sense of belonging.",
    ),
    # stock phrases found on a probe of common tells
    (
        PROFESSIONAL,
        "This guide offers practical tips that help you unlock your full potential.",
        "This guide offers practical tips that help you reach your full potential.",
    ),
    (
        CASUAL,
        "She led the team for a decade, leaving an indelible mark on the organization.",
        "She led the team for a decade, leaving a deep mark on the organization.",
    ),
    (
        ACADEMIC,
        "The app has a user-friendly interface, making it a game-changer for busy professionals.",
        "The app has a user-friendly interface, which makes it a significant advance for busy "
        "professionals.",
    ),
    (
        PROFESSIONAL,
        "It seamlessly integrates with your calendar, allowing you to stay organized effortlessly.",
        "It smoothly integrates with your calendar, allowing you to stay organized with ease.",
    ),
    (
        ACADEMIC,
        "The festival is a vibrant celebration of culture.",
        "The festival is a lively celebration of culture.",
    ),
    # the stock "journey … worth it" close goes at a paragraph's end, stays before a fact
    (
        CASUAL,
        "Embracing these strategies takes time.\n\nThe journey may be challenging, but the "
        "rewards are well worth it.",
        "Following these strategies takes time.",
    ),
    (
        CASUAL,
        "The journey may be challenging, but the rewards are well worth it: I lost 12 kg in a "
        "year.",
        "The journey may be challenging, but the rewards are well worth it: I lost 12 kg in a "
        "year.",
    ),
    # "serves as a treasure trove of" keeps a noun after "as"; "embark on a journey through"
    (
        PROFESSIONAL,
        "The old harbour is lovely, and the museum serves as a treasure trove of local stories.",
        "The old harbour is lovely, and the museum acts as a rich source of local stories.",
    ),
    (
        CASUAL,
        "The attic was a treasure trove of old photos.",
        "The attic was a rich source of old photos.",
    ),
    (
        PROFESSIONAL,
        "Embark on a journey through the town's rich history.",
        "Explore the town's rich history.",
    ),
    (
        CASUAL,
        "Last year we embarked on an epic journey through the Scottish Highlands.",
        "Last year we explored the Scottish Highlands.",
    ),
    # "a testament to" people is "a credit to" them; to a craft, "a fine example of" it; a town
    # "has" its population
    (
        PROFESSIONAL,
        "Its success is a testament to the team.",
        "Its success is a credit to the team.",
    ),
    (
        PROFESSIONAL,
        "The building stands as a testament to Victorian engineering.",
        "The building is a fine example of Victorian engineering.",
    ),
    (
        PROFESSIONAL,
        "The garden is a testament to his patience.",
        "The garden shows his patience.",
    ),
    (
        PROFESSIONAL,
        "The city boasts a population of 40,000.",
        "The city has a population of 40,000.",
    ),
    # "There is a plethora of options" → "There are many options"; "plenty of information"
    (
        PROFESSIONAL,
        "There is a plethora of options. There's a myriad of reasons to go.",
        "There are many options. There are many reasons to go.",
    ),
    (
        ACADEMIC,
        "There was a multitude of factors at play.",
        "There were many factors at play.",
    ),
    (
        PROFESSIONAL,
        "The site offers a plethora of information about cats.",
        "The site offers plenty of information about cats.",
    ),
    # "resonated with music" is the literal sense and stays
    (
        PROFESSIONAL,
        "The hall resonated with music.",
        "The hall resonated with music.",
    ),
    # "within the realm of possibility" is "possible" only after a verb of being
    (
        PROFESSIONAL,
        "A second wave is well within the realm of possibility.",
        "A second wave is possible.",
    ),
    (
        PROFESSIONAL,
        "In the realm of possibility, anything goes.",
        "In the realm of possibility, anything goes.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R5)
def test_review_r5_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# (input, a phrase that must never appear in any tone's output)
REVIEW_R5_NEVER = [
    (
        "Sure! Here's a clear FAQ for Hollowbrook Tea Co. that you can drop onto your website:\n\n"
        "Orders ship the same day.",
        "that you can drop",
    ),
    (
        "Every piece is built by hand, using traditional joints, ensuring it will last.",
        "which ensures",
    ),
    ("First, we collect cores. Second, we deploy towers. Finally, we model.", "To begin with"),
    ("The grant is thereby fostering the next generation of scientists.", "encouraging the next"),
    (
        "This work is not just about carbon; it is about the decisions that shape towns.",
        "above all",
    ),
    ("Take the first step. Future you will thank you for it, honestly.", "you'll"),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "never"), REVIEW_R5_NEVER)
def test_review_r5_errors_never_come_back(text: str, never: str, tone: Tone) -> None:
    output = rewrite(text, tone)
    assert never not in output, output


def test_a_closer_is_not_written_twice_while_another_option_is_left() -> None:
    text = (
        "In conclusion, the data show a clear trend in the northern region of the country.\n\n"
        "In summary, the southern region shows the same trend over the full decade of records."
    )
    output = rewrite_text(text, Tone.ACADEMIC, Language.EN)
    assert output.startswith("In short, ") and "\n\nIn sum, the southern" in output


def test_a_capitalized_abbreviation_is_no_name_and_ends_no_sentence() -> None:
    text = "Sure! Here is a short bio of Hollowbrook Tea Co. for your website:\n\nWe met in 2019."
    assert rewrite_text(text, Tone.CASUAL, Language.EN) == "We met in 2019."


REVIEW_R6 = [
    # "Nestled on" is "set on", never "lying on" (en-r6-01)
    (
        PROFESSIONAL,
        "Nestled on a quiet, tree-lined street, this flat has two bedrooms.",
        "Set on a quiet, tree-lined street, this flat has two bedrooms.",
    ),
    # "in the heart of" without "center": a British text would get "centre" (en-r6-01)
    (
        PROFESSIONAL,
        "The flat is in the heart of Chorlton, a short walk from the tram.",
        "The flat is in the middle of Chorlton, a short walk from the tram.",
    ),
    (
        ACADEMIC,
        "The village is nestled in the heart of the valley.",
        "The village is right in the middle of the valley.",
    ),
    # "not just A – it's B in every bite": B keeps its place, "not just A" is not tacked on after
    # its phrase (en-r6-05); a short B still comes first
    (
        CASUAL,
        "Our kouign-amann isn't just a pastry – it's pure cozy-season magic in every bite.",
        "Our kouign-amann is more than a pastry: it's pure cozy-season magic in every bite.",
    ),
    (
        CASUAL,
        "Our kouign-amann isn't just a pastry – it's pure magic.",
        "Our kouign-amann is pure magic, not just a pastry.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6)
def test_review_r6_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Framing left in r6: a cheer for the asker's plan before the answer, and a tip to the asker
# after the letter (an assistant's answer only); a person's own lines stay.
REVIEW_R6_FRAMING = [
    (
        CASUAL,
        "Love that you're getting into running! 🏃‍♀️ Here's a simple beginner's guide to help "
        "you start the right way.\n\n## Your Guide\n\nRun slowly.",
        "## Your Guide\n\nRun slowly.",
    ),
    (
        CASUAL,
        "Love that you're coming on Saturday! Bring a jacket, it gets cold by the lake.",
        "Love that you're coming on Saturday! Bring a jacket, it gets cold by the lake.",
    ),
    (
        PROFESSIONAL,
        "Sure! Here's a complaint letter:\n\nDear team,\n\nI dispute my bill.\n\nSincerely,\nDan"
        "\n\n---\n\nTip: Keep copies of your past bills and send this letter via certified mail "
        "so you have proof of delivery.",
        "Dear team,\n\nI dispute my bill.\n\nSincerely,\nDan",
    ),
    (
        PROFESSIONAL,
        "Dear team,\n\nPlease send the signed form by Friday.\n\n"
        "Tip: Keep a copy of this letter for your records.",
        "Dear team,\n\nPlease send the signed form by Friday.\n\n"
        "Tip: Keep a copy of this letter for your records.",
    ),
    (
        PROFESSIONAL,
        "Sure! Here's a recipe:\n\nMix the flour and the butter.\n\n"
        "Tip: Let the dough rest for an hour before you roll it.",
        "Mix the flour and the butter.\n\nTip: Let the dough rest for an hour before you roll it.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_FRAMING)
def test_review_r6_framing(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# "– not merely as X, but as Y" after a dash joins the sentence with a comma (en-r6-03); with
# "too" the sentence already says "both" and stays.
REVIEW_R6_DASH = [
    (
        ACADEMIC,
        "Her work shows the power of regional art – not merely as a record of place, but as a "
        "dialogue between artist and community.",
        "Her work shows the power of regional art, both as a record of place and as a "
        "dialogue between artist and community.",
    ),
    (
        CASUAL,
        "The park matters – not just in summer, but in winter too.",
        "The park matters – not just in summer, but in winter too.",
    ),
    (
        ACADEMIC,
        "The setting is not merely a backdrop, but a character in its own right.",
        "The setting is both a backdrop and a character in its own right.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_DASH)
def test_review_r6_dash_clause(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# What is new was built, not rebuilt (en-r6-04, an error of the original); "rebuilt" stays
# when "new" belongs to another noun.
REVIEW_R6_REBUILT = [
    (
        ACADEMIC,
        "A new St Paul's Cathedral and dozens of parish churches were rebuilt over the following "
        "decades.",
        "A new St Paul's Cathedral and dozens of parish churches were built over the following "
        "decades.",
    ),
    (
        PROFESSIONAL,
        "The new owners said the old mill was rebuilt in 1850.",
        "The new owners said the old mill was rebuilt in 1850.",
    ),
    (
        PROFESSIONAL,
        "The new owners' house was rebuilt in 1902.",
        "The new owners' house was rebuilt in 1902.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_REBUILT)
def test_review_r6_new_is_built_not_rebuilt(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# A comment tacked on after a dash gets a sentence of its own (en-r6-09); a dash pair inside the
# sentence stays.
REVIEW_R6_TAIL = [
    (
        ACADEMIC,
        "These findings highlight the potential of journaling as a tool for student mental health "
        "– underscoring the importance of accessible interventions in higher education.",
        "These findings highlight the potential of journaling as a tool for student mental health. "
        "This points to the importance of accessible interventions in higher education.",
    ),
    (
        PROFESSIONAL,
        "The survey found that 40% of staff work late – showing the need for better planning.",
        "The survey found that 40% of staff work late. This points to the need for better "
        "planning.",
    ),
    (
        CASUAL,
        "Sleep matters – showing the importance of rest – and so does food.",
        "Sleep matters – showing the importance of rest – and so does food.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_TAIL)
def test_review_r6_dash_tail(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Tells left in r6: "the perfect blend of" (en-r6-01); "you don't just A – you B" (en-r6-06),
# which stays with "too" and for a verb that would change without "doesn't"
REVIEW_R6_TELLS = [
    (
        PROFESSIONAL,
        "This flat offers the perfect blend of comfort, convenience and character.",
        "This flat offers a good mix of comfort, convenience and character.",
    ),
    (
        ACADEMIC,
        "The design strikes the perfect balance of form and function.",
        "The design strikes the perfect balance of form and function.",
    ),
    (
        CASUAL,
        "Aisha, you don't just make Tom happy – you make him better.",
        "Aisha, you make Tom happy, and more than that, you make him better.",
    ),
    (
        CASUAL,
        "We don't just sell bikes, we fix them too.",
        "We don't just sell bikes, we fix them too.",
    ),
    (
        CASUAL,
        "He doesn't just cook – he makes art.",
        "He doesn't just cook – he makes art.",
    ),
    # "can play a meaningful role in promoting" (en-r6-09); a past tense stays
    (
        ACADEMIC,
        "Gratitude-based practices can play a meaningful role in promoting well-being.",
        "Gratitude-based practices can contribute to promoting well-being.",
    ),
    (
        PROFESSIONAL,
        "Volunteers played a meaningful role in the recovery.",
        "Volunteers played a meaningful role in the recovery.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R6_TELLS)
def test_review_r6_tells(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 7 (2026-11-29), deeper editing: verbose constructions said with the verb, stock
# metaphors said plainly, doubled adjectives, and fixes ("most the residents", a dropped half of
# "hasn't just been A – it's been B", "a surprisingly major difference").
DEEPER_R7 = [
    (
        PROFESSIONAL,
        "In the end, the board made the decision to close the plant in May.",
        "In the end, the board decided to close the plant in May.",
    ),
    (
        ACADEMIC,
        "The council provides assistance for families on low incomes.",
        "The council helps families on low incomes.",
    ),
    (
        CASUAL,
        "We had a discussion about the budget yesterday and agreed on a plan.",
        "We discussed the budget yesterday and agreed on a plan.",
    ),
    (
        PROFESSIONAL,
        "In an effort to cut costs, the firm closed two of its offices.",
        "To cut costs, the firm closed two of its offices.",
    ),
    (
        CASUAL,
        "The new model is able to detect faults in under a second.",
        "The new model can detect faults in under a second.",
    ),
    (
        ACADEMIC,
        "It takes a significant amount of time to train a new analyst properly.",
        "It takes a great deal of time to train a new analyst properly.",
    ),
    (
        PROFESSIONAL,
        "Please send all documents pertaining to the case by Friday.",
        "Please send all documents relating to the case by Friday.",
    ),
    (
        CASUAL,
        "Refunds are issued in accordance with our returns policy.",
        "Refunds are issued in line with our returns policy.",
    ),
    (
        PROFESSIONAL,
        "The aforementioned survey was repeated in 2022 with a larger sample.",
        "The same survey was repeated in 2022 with a larger sample.",
    ),
    (
        CASUAL,
        "We need to ascertain whether the supplier can meet the deadline.",
        "We need to find out whether the supplier can meet the deadline.",
    ),
    (
        PROFESSIONAL,
        "The ideal candidate possesses strong communication skills and a degree in finance.",
        "The ideal candidate has strong communication skills and a degree in finance.",
    ),
    (
        PROFESSIONAL,
        "It is clear that the current system is not working for anyone.",
        "Clearly, the current system is not working for anyone.",
    ),
    (
        ACADEMIC,
        "She has successfully completed the advanced course in data analysis.",
        "She has completed the advanced course in data analysis.",
    ),
    (
        CASUAL,
        "Young users can now share opinions with unprecedented ease.",
        "Young users can now share opinions more easily than ever.",
    ),
    (
        ACADEMIC,
        "Two years later, the numbers tell a very different story.",
        "Two years later, the numbers suggest otherwise.",
    ),
    (
        CASUAL,
        "But the data tells a different story.",
        "But the data says otherwise.",
    ),
    (
        PROFESSIONAL,
        "The library has reopened its doors to the public after 18 months.",
        "The library has reopened to the public after 18 months.",
    ),
    (
        CASUAL,
        "The closure of the mine in 1985 dealt a devastating blow to the village.",
        "The closure of the mine in 1985 hit the village hard.",
    ),
    (
        ACADEMIC,
        "The closure of the mine in 1985 dealt a devastating blow to the village.",
        "The closure of the mine in 1985 severely affected the village.",
    ),
    (
        CASUAL,
        "No visit to the coast is complete without a trip to Bamburgh.",
        "Don't leave the coast without a trip to Bamburgh.",
    ),
    (
        PROFESSIONAL,
        "No visit to the coast is complete without a trip to Bamburgh.",
        "A visit to the coast should include a trip to Bamburgh.",
    ),
    (
        CASUAL,
        "Millbrook's experience offers a compelling blueprint for cities nationwide.",
        "Millbrook's experience offers a good model for cities nationwide.",
    ),
    (
        PROFESSIONAL,
        "Crafted from recycled aluminum, the case is light and strong.",
        "Made from recycled aluminum, the case is light and strong.",
    ),
    (
        PROFESSIONAL,
        "The old town is a must-visit for anyone who loves history.",
        "The old town is well worth a visit for anyone who loves history.",
    ),
    (
        ACADEMIC,
        "Social media is a complex and multifaceted tool.",
        "Social media is a complex tool.",
    ),
    (
        PROFESSIONAL,
        "Your data is kept safe and secure on our servers.",
        "Your data is kept safe on our servers.",
    ),
    (
        PROFESSIONAL,
        "The process is simple and straightforward, and it takes ten minutes.",
        "The process is simple, and it takes ten minutes.",
    ),
    (
        PROFESSIONAL,
        "We are always looking for new and innovative ideas.",
        "We are always looking for new ideas.",
    ),
    # fixes
    (
        PROFESSIONAL,
        "The majority of the residents voted against the plan last year.",
        "Most of the residents voted against the plan last year.",
    ),
    (
        CASUAL,
        "The vast majority of them agreed.",
        "Most of them agreed.",
    ),
    (
        PROFESSIONAL,
        "This journey hasn't just been about building a product – it's been about building a "
        "community.",
        "This journey has been about building a community, not just building a product.",
    ),
    (
        PROFESSIONAL,
        "It hasn't just been a job – it's been a calling for me since I was young and curious.",
        "It has been more than a job: it's been a calling for me since I was young and curious.",
    ),
    (
        PROFESSIONAL,
        "Small changes can make a surprisingly big difference.",
        "Small changes can make a surprisingly big difference.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7)
def test_deeper_r7_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Where the same words carry meaning, or a person's own line: left as they are in every tone.
DEEPER_R7_UNTOUCHED = [
    "They made an informed decision after reading the report.",
    "The bus opened its doors and the passengers got off.",
    "She was possessed by a strange idea that summer.",
    "He was able to finish the race despite the injury.",
    "Members should be able to book online from Monday.",
    "Her letter was carefully crafted to avoid any blame.",
    "She wrote a thoughtful, beautifully crafted novel.",
    "The engineers dealt with the blow to morale in a staff meeting.",
    "Her letters tell a different story.",
    "We had a long discussion about it over dinner.",
    "The plan offers a blueprint of the building on page 4.",
    "The deal was complex, and the team was small.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", DEEPER_R7_UNTOUCHED)
def test_deeper_r7_leaves_meaningful_words_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 7, second set: stock openers and press-release wording, clichés of travel and product
# copy, and "an ever-growing number" (it grows; "a fast-changing number" changed the meaning).
DEEPER_R7_COPY = [
    (
        PROFESSIONAL,
        "Whether you're navigating a crowded subway or racing toward a deadline, the S2 helps "
        "you stay focused.",
        "The S2 helps you stay focused whether you're navigating a crowded subway or racing "
        "toward a deadline.",
    ),
    (
        CASUAL,
        "LED bulbs last significantly longer than traditional bulbs.",
        "LED bulbs last a lot longer than traditional bulbs.",
    ),
    (
        ACADEMIC,
        "LED bulbs last significantly longer than traditional bulbs.",
        "LED bulbs last significantly longer than traditional bulbs.",
    ),
    (
        PROFESSIONAL,
        "GreenLeaf Robotics today announced the launch of Harvest-X, a strawberry-picking robot.",
        "GreenLeaf Robotics today announced Harvest-X, a strawberry-picking robot.",
    ),
    (
        PROFESSIONAL,
        "Harvest-X will be commercially available beginning in June 2025.",
        "Harvest-X will be commercially available from June 2025.",
    ),
    (
        CASUAL,
        "It picks 1,800 berries per hour, roughly equivalent to the output of three pickers.",
        "It picks 1,800 berries per hour, about the same as the output of three pickers.",
    ),
    (
        PROFESSIONAL,
        "The company develops automation solutions that help farmers grow more.",
        "The company develops automation systems that help farmers grow more.",
    ),
    (
        CASUAL,
        "It's a walk that combines history, wildlife and sea views in one package.",
        "The walk combines history, wildlife and sea views in one package.",
    ),
    (
        PROFESSIONAL,
        "The hotel sits on the seafront and also features a spa and two pools.",
        "The hotel sits on the seafront and also has a spa and two pools.",
    ),
    (
        ACADEMIC,
        "The diary offers a rare glimpse into life on the home front.",
        "The diary offers an insight into life on the home front.",
    ),
    (
        ACADEMIC,
        "The rise in prices was due in large part to higher freight charges.",
        "The rise in prices was largely due to higher freight charges.",
    ),
    (
        ACADEMIC,
        "The company is poised to become the largest employer in the region.",
        "The company is likely to become the largest employer in the region.",
    ),
    (
        PROFESSIONAL,
        "Our team strives to answer every question within a day.",
        "Our team aims to answer every question within a day.",
    ),
    (
        PROFESSIONAL,
        "Volunteers worked tirelessly to clear the beach after the storm.",
        "Volunteers worked hard to clear the beach after the storm.",
    ),
    (
        PROFESSIONAL,
        "An ever-growing number of people work from home.",
        "A growing number of people work from home.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_COPY)
def test_deeper_r7_copy_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


DEEPER_R7_COPY_UNTOUCHED = [
    "She caught a glimpse of the fox as it crossed the road.",
    "Key features include a spa and two pools.",
    "We found solutions to most of the problems.",
    "The government announced the release of the hostages.",
    "This is the town where I was born, and the house still stands.",
    "The tirelessly cheerful host greeted us.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", DEEPER_R7_COPY_UNTOUCHED)
def test_deeper_r7_copy_leaves_meaningful_words_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 7, third set: quantities and padding ("its own set of", "a whole host of", "a number
# of"), "the perfect way to", "cultivate relationships", "gain a deeper understanding of".
DEEPER_R7_PADDING = [
    (
        ACADEMIC,
        "Every approach comes with its own set of challenges.",
        "Every approach comes with its own challenges.",
    ),
    (
        CASUAL,
        "Regular walking brings a whole host of benefits for older adults.",
        "Regular walking brings all sorts of benefits for older adults.",
    ),
    (
        PROFESSIONAL,
        "A number of studies have linked poor sleep to weight gain.",
        "Several studies have linked poor sleep to weight gain.",
    ),
    (
        CASUAL,
        "A long bath is the perfect way to unwind after a hard day.",
        "A long bath is a great way to unwind after a hard day.",
    ),
    (
        PROFESSIONAL,
        "Managers should cultivate strong relationships with their suppliers.",
        "Managers should build strong relationships with their suppliers.",
    ),
    (
        ACADEMIC,
        "The museum helps students gain a deeper understanding of local history.",
        "The museum helps students understand local history better.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_PADDING)
def test_deeper_r7_padding_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


DEEPER_R7_PADDING_UNTOUCHED = [
    "The number of studies has doubled since 2010.",
    "Farmers in the valley cultivate rice and beans.",
    "She was the host of a radio show for ten years.",
    "Each set of drawers needs new handles.",
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize("text", DEEPER_R7_PADDING_UNTOUCHED)
def test_deeper_r7_padding_leaves_meaningful_words_alone(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 7, fourth set: "is home to" said with "have" outside academic prose; "vibrant" no longer
# writes the American "colorful" into British texts; a course gives no "new evidence".
DEEPER_R7_HOME = [
    (
        CASUAL,
        "The museum is home to a vast collection of Roman coins.",
        "The museum has a vast collection of Roman coins.",
    ),
    (
        PROFESSIONAL,
        "The island was home to one of the most important monasteries in England.",
        "The island had one of the most important monasteries in England.",
    ),
    (
        ACADEMIC,
        "The reefs are home to 300 species of fish.",
        "The reefs are home to 300 species of fish.",
    ),
    (
        PROFESSIONAL,
        "The market is full of vibrant colours and smells.",
        "The market is full of bright colours and smells.",
    ),
    (
        CASUAL,
        "Lisbon has a vibrant culture and a long history.",
        "Lisbon has a lively culture and a long history.",
    ),
    (
        ACADEMIC,
        "The course provides valuable insights into modern marketing.",
        "The course provides a clearer understanding of modern marketing.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_HOME)
def test_deeper_r7_home_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


def test_deeper_r7_no_american_spelling_in_replacements() -> None:
    data = tomllib.loads(LANGUAGE_FILE.read_text(encoding="utf-8"))
    options = [
        option
        for entry in data["phrase"]
        for key in ("replace", "casual", "academic", "professional")
        for option in entry.get(key, [])
    ]
    assert not [option for option in options if re.search(r"\bcolou?rful\b", option)]


@pytest.mark.parametrize("tone", [PROFESSIONAL, CASUAL])
@pytest.mark.parametrize(
    "text",
    [
        "He is home to rest after the trip.",
        "The stadium is home to the Lions and their fans.",
        "The stadium is home to Leeds United.",
    ],
)
def test_deeper_r7_home_to_rest_stays(text: str, tone: Tone) -> None:
    if tone is CASUAL:
        text = text.replace("He is", "He's")
    assert rewrite(text, tone) == text


# Round 7, fifth set: "equip you with the knowledge", "undergone a transformation", "every step
# of the way", "issues of our time", "a wealth of experience", "delves deep into".
DEEPER_R7_STOCK = [
    (
        CASUAL,
        "This guide will equip you with the knowledge you need to succeed.",
        "This guide will give you the knowledge you need to succeed.",
    ),
    (
        PROFESSIONAL,
        "The book delves deep into the history of the region.",
        "The book examines the history of the region.",
    ),
    (
        ACADEMIC,
        "The town has undergone a significant transformation in recent years.",
        "The town has changed considerably in recent years.",
    ),
    (
        CASUAL,
        "The company underwent a major transformation after the merger.",
        "The company changed a lot after the merger.",
    ),
    (
        PROFESSIONAL,
        "Our team is here to help you every step of the way.",
        "Our team is here to help you throughout.",
    ),
    (
        CASUAL,
        "Climate change is one of the most pressing issues of our time.",
        "Climate change is one of the most pressing issues we face today.",
    ),
    (
        PROFESSIONAL,
        "She brings a wealth of experience to the role.",
        "She brings extensive experience to the role.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_STOCK)
def test_deeper_r7_stock_rewrites(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("tone", list(Tone))
def test_deeper_r7_equipment_stays(tone: Tone) -> None:
    text = "The army had to equip them with new rifles."
    assert rewrite(text, tone) == text


# Round 7, sixth set: review idioms said plainly ("isn't without its flaws", "speaks volumes",
# "a double-edged sword", "the importance of X cannot be overstated").
DEEPER_R7_IDIOMS = [
    (
        CASUAL,
        "That said, the film isn't without its flaws.",
        "Still, the film has its flaws.",
    ),
    (
        PROFESSIONAL,
        "Even the best tools aren't without their drawbacks.",
        "Even the best tools have their drawbacks.",
    ),
    (
        PROFESSIONAL,
        "The launch was not without its problems.",
        "The launch had its problems.",
    ),
    (
        ACADEMIC,
        "The launch was not without its problems.",
        "The launch was not without its problems.",
    ),
    (
        CASUAL,
        "His silence speaks volumes about the state of the talks.",
        "His silence says a lot about the state of the talks.",
    ),
    (
        PROFESSIONAL,
        "Social media is a double-edged sword for young people.",
        "Social media is a mixed blessing for young people.",
    ),
    (
        CASUAL,
        "The importance of sleep cannot be overstated.",
        "Sleep matters a great deal.",
    ),
    (
        ACADEMIC,
        "The importance of sleep cannot be overstated.",
        "Sleep is of considerable importance.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_IDIOMS)
def test_deeper_r7_idioms(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("tone", [ACADEMIC, PROFESSIONAL])
@pytest.mark.parametrize(
    "text", ["He is not without his friends here.", "It is not without its charm."]
)
def test_deeper_r7_not_without_a_virtue_stays(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 7, seventh set: everyday words for casual ("often", "at first", "enough", "the best",
# "keep"), with the names and phrases where the formal word stays.
DEEPER_R7_CASUAL = [
    (
        CASUAL,
        "The bus to the airport frequently runs late in winter.",
        "The bus to the airport often runs late in winter.",
    ),
    (
        CASUAL,
        "Initially, the plan was to open the shop in March.",
        "At first, the plan was to open the shop in March.",
    ),
    (
        CASUAL,
        "The bridge was initially designed for horse-drawn traffic.",
        "The bridge was first designed for horse-drawn traffic.",
    ),
    (
        CASUAL,
        "Most adults need to get adequate sleep every night.",
        "Most adults need to get enough sleep every night.",
    ),
    (
        PROFESSIONAL,
        "Keep the room at the optimal temperature for sleep.",
        "Keep the room at the best temperature for sleep.",
    ),
    (
        ACADEMIC,
        "Keep the room at the optimal temperature for sleep.",
        "Keep the room at the optimal temperature for sleep.",
    ),
    (
        PROFESSIONAL,
        "Loyalty schemes help shops retain customers.",
        "Loyalty schemes help shops keep customers.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), DEEPER_R7_CASUAL)
def test_deeper_r7_casual_words(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Read our frequently asked questions before you call.",
        "We need an adequate supply of water for the trip.",
        "The pay was adequate but the hours were long.",
    ],
)
def test_deeper_r7_casual_words_stay_where_they_must(text: str) -> None:
    assert rewrite(text, CASUAL) == text


# "reach out to" before a verb is a purpose: "contacted ask", "I am contacting inquire" were broken
# English (round 7); before a person it is still "contact".
REACH_OUT_R7 = [
    (
        PROFESSIONAL,
        "We reached out to ask for help with the move.",
        "We got in touch to ask for help with the move.",
    ),
    (
        ACADEMIC,
        "I am reaching out to inquire about the status of my application.",
        "I am writing to inquire about the status of my application.",
    ),
    (
        CASUAL,
        "I am reaching out to inquire about the status of my application.",
        "I'm writing to ask about the status of my application.",
    ),
    (
        PROFESSIONAL,
        "She is reaching out to local schools this week.",
        "She is getting in touch with local schools this week.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REACH_OUT_R7)
def test_reach_out_before_a_verb_r7(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 7: office formulas ("Please find attached", "As per our conversation", "Kindly be advised
# that", "serves to confirm", "It is recommended that you").
OFFICE_R7 = [
    (
        CASUAL,
        "Please find attached the report for your review.",
        "I've attached the report for your review.",
    ),
    (
        PROFESSIONAL,
        "As per our conversation, I have attached the updated schedule.",
        "As we discussed, I have attached the updated schedule.",
    ),
    (
        CASUAL,
        "I have changed the date as per your request.",
        # r12: casual contracts "have" before a participle
        "I've changed the date as you asked.",
    ),
    (
        PROFESSIONAL,
        "Kindly be advised that the office will be closed on Monday.",
        "The office will be closed on Monday.",
    ),
    (
        ACADEMIC,
        "This email serves to confirm your booking for two nights.",
        "This email confirms your booking for two nights.",
    ),
    (
        ACADEMIC,
        "These examples serve to illustrate the problem.",
        "These examples illustrate the problem.",
    ),
    (
        PROFESSIONAL,
        "It is recommended that you back up your files regularly.",
        "You should back up your files regularly.",
    ),
    (
        PROFESSIONAL,
        "You will find attached files in the shared folder.",
        "You will find attached files in the shared folder.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), OFFICE_R7)
def test_office_formulas_r7(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 7 edge cases: capitals at a sentence start, and the contexts where a rewrite would break
# agreement ("Its own set of rules applies", "much more people") or meaning ("owing in large
# part to", "tell a different story from").
EDGES_R7 = [
    (
        CASUAL,
        "The figures tell a different story.",
        "The figures say otherwise.",
    ),
    (
        PROFESSIONAL,
        "In accordance with the rules, the vote was held again.",
        "In line with the rules, the vote was held again.",
    ),
    (
        PROFESSIONAL,
        "Safe and secure storage is included in the price.",
        "Safe storage is included in the price.",
    ),
    (
        PROFESSIONAL,
        "It features a spa and two pools.",
        "It has a spa and two pools.",
    ),
    (
        CASUAL,
        "A whole host of problems followed the merger.",
        "All sorts of problems followed the merger.",
    ),
    (
        PROFESSIONAL,
        "Ever-growing demand has pushed prices up.",
        "Growing demand has pushed prices up.",
    ),
    (
        PROFESSIONAL,
        "Each club has its own set of rules.",
        "Each club has its own rules.",
    ),
    (
        PROFESSIONAL,
        "Prices were significantly higher in June.",
        "Prices were much higher in June.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), EDGES_R7)
def test_edges_r7(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize("tone", [PROFESSIONAL, ACADEMIC])
@pytest.mark.parametrize(
    "text",
    [
        "Its own set of rules applies here.",
        "Significantly more people voted this year.",
        "The drop was owing in large part to the strike.",
        "The figures tell a different story from the press release.",
        "She was a host of radio shows for years.",
        "Read the frequently-asked questions first.",
    ],
)
def test_edges_r7_stay(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


# Round 7: intensifiers that add nothing ("the critical importance of", "a true celebration of",
# "the perfect choice for"); "a true story" is a fact and stays.
INTENSIFIERS_R7 = [
    (
        PROFESSIONAL,
        "This shows the critical importance of planning ahead.",
        "This shows the importance of planning ahead.",
    ),
    (
        CASUAL,
        "The dish is a true celebration of local produce.",
        "The dish celebrates local produce.",
    ),
    (
        CASUAL,
        "The hotel is the perfect choice for families.",
        "The hotel is a great choice for families.",
    ),
    (
        ACADEMIC,
        "It is a true story about a family in Leeds.",
        "It is a true story about a family in Leeds.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), INTENSIFIERS_R7)
def test_intensifiers_r7(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# "The result? A cleaner, faster website." lost its question, and left a fragment (round 7); it
# then stayed as written. With \l (r10b) a self-answered question becomes a colon and its answer
# goes on in lower case; "The answer? Yes." takes the verb in academic prose. "The best part?"
# before a sentence still goes.
SELF_ANSWERED = [
    ("The result? A cleaner, faster website.", "The result: a cleaner, faster website."),
    ("The secret? Consistency.", "The secret: consistency."),
    ("The catch? It costs more.", "The catch: it costs more."),
    ("Our verdict? A solid choice for families.", "Our verdict: a solid choice for families."),
    ("The key? Your posture.", "The key: your posture."),
    ("The real secret? Planning ahead.", "The real secret: planning ahead."),
    ("The difference? Preparation.", "The difference: preparation."),
    ("The goal? To cut costs by June.", "The goal: to cut costs by June."),
    (
        "We rebuilt the site last spring. The result? A faster app and fewer support tickets.",
        "We rebuilt the site last spring. The result: a faster app and fewer support tickets.",
    ),
]


@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(("text", "expected"), SELF_ANSWERED)
def test_a_self_answered_question_becomes_a_colon_r10b(
    text: str, expected: str, tone: Tone
) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(
    ("tone", "expected"),
    [
        (CASUAL, "The answer: yes, for most people."),
        (PROFESSIONAL, "The answer: yes, for most people."),
        (ACADEMIC, "The answer is yes, for most people."),
    ],
)
def test_a_yes_or_no_answer_r10b(tone: Tone, expected: str) -> None:
    assert rewrite("The answer? Yes, for most people.", tone) == expected


# A name, an acronym or "I" after the question is never lowered; a genuine question (no answer
# after it, a heading on its own line, a quoted line of dialogue) stays.
@pytest.mark.parametrize("tone", list(Tone))
@pytest.mark.parametrize(
    "text",
    [
        "The winner? Google.",
        "The key? Maria.",
        "The result? Paris, every time.",
        "The plan? NASA will decide.",
        "The answer? IT support.",
        "The reason? Amazon changed its fees.",
        "The venue? Reading town hall.",
        "The result? What result?",
        "The secret? Is there one?",
        "Q: The result? A: faster.",
        "Did you read the result? The numbers are off.",
        '"The result?" she asked. "A faster app."',
        "## The secret?\nConsistency matters more than effort.",
    ],
)
def test_a_name_or_a_genuine_question_stays_r10b(text: str, tone: Tone) -> None:
    assert rewrite(text, tone) == text


def test_i_after_a_self_answered_question_stays_r10b() -> None:
    assert rewrite("The key? I would say patience.", PROFESSIONAL) == (
        "The key? I would say patience."
    )


def test_a_teaser_before_a_sentence_still_goes_r7() -> None:
    text = "The best part? It only takes ten minutes a day."
    assert rewrite(text, PROFESSIONAL) == "It only takes ten minutes a day."


# Reactions ("Great idea!", "Love that you're getting into running!") go only from a text that
# reads as an assistant's answer by another sign; a friend's message keeps them.
FRIENDS_NOTE = "Great idea! I'll bring the cake on Sunday."
RUNNING_BUDDY = "Love that you're getting into running! Let's do the park loop on Saturday."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Great idea! Here's a quick plan:\n\nWe meet at noon at the station.",
            "We meet at noon at the station.",
        ),
        (
            "Love that you're getting into running! Start slow and build up.\n\n"
            "Want me to put together a weekly plan? 😊",
            "Start slow and build up.",
        ),
        (FRIENDS_NOTE, FRIENDS_NOTE),
        (RUNNING_BUDDY, RUNNING_BUDDY),
    ],
)
def test_an_opening_reaction_goes_only_from_an_assistants_answer(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, Language.EN) == expected


# Review r7 (en-r7-05): an opener that hands over the draft with a dash and an invitation to
# tweak it goes; a person's "Here's the thing – …" stays.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Here's a casual, blog-style review – feel free to tweak it so it sounds like you!"
            "\n\n---\n\nThe film is good. It runs 2 hours.",
            "The film is good. It runs 2 hours.",
        ),
        (
            "Here's the thing – you can't rush bread. It takes time.",
            "Here's the thing – you can't rush bread. It takes time.",
        ),
    ],
)
def test_an_opener_handing_over_the_draft_with_a_dash_goes(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, Language.EN) == expected


# Machine text m4-024/025: "obtained" became "geted" when a pattern added the ending of the
# word it found to "get"; a verb entry writes "get" in the form it found.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Obtaining permits took weeks. We obtained two and she obtains the third.",
            "Getting permits took weeks. We got two and she gets the third.",
        ),
        ("The obtainable permits are listed.", "The obtainable permits are listed."),
    ],
)
def test_a_casual_verb_is_written_in_the_form_it_replaces(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.CASUAL, Language.EN) == expected
    assert rewrite_text(text, Tone.ACADEMIC, Language.EN) == text


# Review r7 (en-r7-03): below a rule, the assistant's closing words name the draft's length
# ("a 200-word limit"), which the text does not hold: they go all the same. Without the rule, a
# closing line keeps a figure only it holds.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Memory shapes how towns see work.\n\n**Keywords:** memory, labour\n\n---\n\n"
            "Let me know if you'd like me to trim it to a 200-word limit or shift the emphasis!",
            "Memory shapes how towns see work.\n\nKeywords: memory, labour",
        ),
        (
            "Memory shapes how towns see work.\n\n"
            "Let me know if you'd like me to trim it to a 200-word limit or shift the emphasis!",
            "Memory shapes how towns see work.\n\n"
            "Let me know if you'd like me to trim it to a 200-word limit or shift the emphasis!",
        ),
    ],
)
def test_closing_words_set_apart_by_a_rule_go_with_the_draft_they_name(
    text: str, expected: str
) -> None:
    assert rewrite_text(text, Tone.ACADEMIC, Language.EN) == expected


# [[verb]] and [[noun]] entries: each replacement in the slot its original was found in, through
# every ending row (-e, -y, -s, plain), the irregular table (strong verbs, doubled consonants) and
# the uncountable nouns; "a"/"an" follows the new word. A second form of one entry takes
# another option, not the first's word again.
INFLECTED = [
    (
        PROFESSIONAL,
        "The guide elucidates the rules, and the appendix elucidated the exceptions.",
        "The guide clarifies the rules, and the appendix explained the exceptions.",
    ),
    (
        ACADEMIC,
        "We are scrutinizing the budget; the board scrutinizes every line.",
        "We are examining the budget; the board examines every line.",
    ),
    (
        CASUAL,
        "A new manager is revitalizing the team, and the square was revitalized last year.",
        "A new manager is reviving the team, and the square was renewed last year.",
    ),
    (
        CASUAL,
        "The findings were disseminated widely, and the team disseminates them each month.",
        "The findings were spread widely, and the team shares them each month.",
    ),
    (
        PROFESSIONAL,
        "The staff comprehends the risks; few comprehended them before.",
        "The staff understands the risks; few understood them before.",
    ),
    (
        CASUAL,
        "He perused the contract and peruses every clause.",
        "He read the contract and reads every clause.",
    ),
    (
        CASUAL,
        "Salt amasses in the pipes. She amassed a fortune while amassing debts.",
        "Salt gathers in the pipes. She gathered a fortune while gathering debts.",
    ),
    (
        CASUAL,
        "What does this signify? The red light signified danger.",
        "What does this mean? The red light meant danger.",
    ),
    (
        PROFESSIONAL,
        "The survey elicits strong views, and it is eliciting replies.",
        "The survey draws strong views, and it is drawing replies.",
    ),
    (
        CASUAL,
        "The smell emanates from the kitchen and is emanating from the drains.",
        "The smell comes from the kitchen and is coming from the drains.",
    ),
    (
        ACADEMIC,
        "Cold weather exacerbates the pain, and painkillers alleviate it.",
        "Cold weather aggravates the pain, and painkillers relieve it.",
    ),
    (
        CASUAL,
        "These lessons encapsulate the course; the last one encapsulated it.",
        "These lessons capture the course; the last one captured it.",
    ),
    (
        PROFESSIONAL,
        "The meeting commenced at noon. These tools facilitate learning and enhance "
        "performance, and they bolstered morale and garnered praise.",
        "The meeting started at noon. These tools support learning and improve performance, "
        "and they strengthened morale and attracted praise.",
    ),
    (
        CASUAL,
        "We have reached a critical juncture. Both trajectories point upward.",
        "We have reached a critical stage. Both paths point upward.",
    ),
    (
        CASUAL,
        "That falls within the purview of the board. One caveat: two caveats remain.",
        "That falls within the scope of the board. One catch: two catches remain.",
    ),
    (
        PROFESSIONAL,
        "The efficacy of the drug is clear, and the proliferation of apps continues.",
        "The effectiveness of the drug is clear, and the spread of apps continues.",
    ),
    (
        CASUAL,
        "The three conundrums are hard. Social media is neither a panacea nor a threat.",
        "The three puzzles are hard. Social media is neither a cure nor a threat.",
    ),
    (
        CASUAL,
        "The crux of the issue is price. It was an exemplar of good design.",
        "The heart of the issue is price. It was a model of good design.",
    ),
    (
        CASUAL,
        "A harbinger of spring arrived. An aficionado of jazz, he loves this eatery.",
        "A sign of spring arrived. A fan of jazz, he loves this spot.",
    ),
    (
        PROFESSIONAL,
        "He welcomed us to his humble abode. She is a trailblazer in medicine.",
        "He welcomed us to his humble home. She is a pioneer in medicine.",
    ),
    (
        CASUAL,
        "It is a false dichotomy. The dichotomy between work and play is clear.",
        "It's a false choice. The split between work and play is clear.",
    ),
    (
        CASUAL,
        "The reform acted as a catalyst for change, and the protests catalyze debate.",
        "The reform acted as a spark for change, and the protests spark debate.",
    ),
    (
        CASUAL,
        "The judge weighed mitigating circumstances; the city is mitigating the risk.",
        "The judge weighed mitigating circumstances; the city is limiting the risk.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), INFLECTED)
def test_verbs_and_nouns_are_written_in_the_form_they_replace(
    tone: Tone, text: str, expected: str
) -> None:
    assert rewrite(text, tone) == expected


# Not a form of an entry: a longer word, a plural noun beside a verb entry, a term of art, the
# literal sense of a word whose figurative use is rewritten, and the tones that keep a word.
@pytest.mark.parametrize(
    ("tone", "text"),
    [
        (CASUAL, "The claims are unsubstantiated. The theoretical underpinnings are weak."),
        (CASUAL, "A chromium-based catalyst speeds the reaction and catalyzes the next one."),
        (PROFESSIONAL, "The commencement ceremony is on Friday in the main hall."),
        (ACADEMIC, "The disseminated results entail a proof, and the trajectory is a parabola."),
        (ACADEMIC, "The court considered mitigating factors."),
    ],
)
def test_verb_and_noun_entries_leave_other_words_alone(tone: Tone, text: str) -> None:
    assert rewrite(text, tone) == text


# Review r8: the calque in the plural; "key" takes no degree ("a more key role", en-r8-09); a
# tapestry of examples is a range of them, not a "blend" (en-r8-07).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Hi Sam,\n\nWe hope this email finds you well.\n\nWe have news.",
            "Hi Sam,\n\nWe have news.",
        ),
        (
            "Libraries play a more crucial role than ever.",
            "Libraries play a more important role than ever.",
        ),
    ],
)
def test_review_r8_cases(text: str, expected: str) -> None:
    assert rewrite_text(text, Tone.PROFESSIONAL, Language.EN) == expected


def test_a_tapestry_of_examples_is_no_blend() -> None:
    for tone in Tone:
        output = rewrite_text("He draws on a rich tapestry of examples.", tone, Language.EN)
        assert "blend" not in output and "tapestry" not in output


# Review r8, remaining tells: each rule where it fires and where it must not.
R8_REMAINING = [
    # "not only X but also Y" for noun and prepositional phrases: "both X and Y" (en-r8-03/07).
    (
        ACADEMIC,
        "The issue has become not only an academic concern but also a pressing one.",
        "The issue has become both an academic concern and a pressing one.",
    ),
    (
        PROFESSIONAL,
        "This not only cuts costs but also improves reliability.",
        "This cuts costs and also improves reliability.",
    ),
    # "key for" is no collocation: "pivotal"/"crucial" before "for" or "in" (en-r8-07).
    (
        ACADEMIC,
        "This decision was pivotal in shaping the policy.",
        "This decision was important in shaping the policy.",
    ),
    (
        ACADEMIC,
        "Early feedback is crucial for learning, and the data show it.",
        "Early feedback is essential for learning, and the data show it.",
    ),
    (
        ACADEMIC,
        "This was a pivotal figure in the movement.",
        "This was a central figure in the movement.",
    ),
    # "a crucial window" is a critical one, never "a major window" (en-r8-08).
    (
        CASUAL,
        "The first few months are a crucial window for socialisation.",
        "The first few months are a critical window for socialisation.",
    ),
    (ACADEMIC, "It was a crucial step.", "It was a key step."),
    # The hedge goes, the contrast stays (en-r8-07).
    (
        ACADEMIC,
        "It is worth noting, however, that critics have questioned the metaphor.",
        "However, critics have questioned the metaphor.",
    ),
    (
        ACADEMIC,
        "The Amazon is the beating heart of the region's ecology.",
        "The Amazon is the heart of the region's ecology.",
    ),
    (
        ACADEMIC,
        "The period between 1920 and 1940 stands as one of the most studied in the field.",
        "The period between 1920 and 1940 is one of the most studied in the field.",
    ),
    # Stock phrases of the casual register (en-r8-02/05/08).
    (
        CASUAL,
        "This mask can work wonders for dry skin.",
        "This mask can work really well for dry skin.",
    ),
    (CASUAL, "A short walk did wonders for my mood.", "A short walk did a lot for my mood."),
    (
        CASUAL,
        "The wonders of the ancient world are many.",
        "The wonders of the ancient world are many.",
    ),
    (
        CASUAL,
        "I'm beyond excited to see you all on Saturday.",
        "I'm really excited to see you all on Saturday.",
    ),
    (
        CASUAL,
        "The results went beyond excited chatter and into real plans.",
        "The results went beyond excited chatter and into real plans.",
    ),
    (
        CASUAL,
        "It took three years, but it was worth every single minute.",
        "It took three years, but it was worth it.",
    ),
    (CASUAL, "It was worth every minute of the wait.", "It was worth every minute of the wait."),
    (
        CASUAL,
        "If you've been waiting to start running, take this as your sign.",
        "If you've been waiting to start running, give it a go.",
    ),
    # round 10: the sign with a "to" is a nudge too
    (
        CASUAL,
        "Consider this your sign to book that trip.",
        "Maybe it's time to book that trip.",
    ),
    # Closing morals and a blog's empty way in (en-r8-04/05).
    (
        CASUAL,
        "Keep going.\n\nProgress is not always linear – but every session counts!",
        "Keep going.",
    ),
    (
        CASUAL,
        "We collect coats.\n\nTogether, we can make sure every child has a warm coat this winter.",
        "We collect coats.",
    ),
    (
        CASUAL,
        "We collect coats.\n\nTogether, we can cut waiting times.",
        "We collect coats.\n\nTogether, we can cut waiting times.",
    ),
    (CASUAL, "Grab a coffee and let's get started!\n\nThe plan is simple.", "The plan is simple."),
    (
        CASUAL,
        "Grab a coffee and meet the team at the office.",
        "Grab a coffee and meet the team at the office.",
    ),
    # Launch hype said as a plain wish (en-r8-01).
    (
        PROFESSIONAL,
        "We can't wait for you to try it out. As always, our support team is here to help.",
        "We hope you find it useful. As always, our support team is here to help.",
    ),
    (
        PROFESSIONAL,
        "We can't wait for you to try the new menu.",
        "We can't wait for you to try the new menu.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R8_REMAINING)
def test_review_r8_remaining_tells(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 9: stock collocations and padding that came through; where each must fire, and where not.
R9_COLLOCATIONS = [
    (
        CASUAL,
        "We check the stock on a regular basis to avoid gaps.",
        "We check the stock regularly to avoid gaps.",
    ),
    (
        CASUAL,
        "The new feature will help teams work more efficiently and effectively.",
        "The new feature will help teams work better.",
    ),
    (PROFESSIONAL, "Our systems run efficiently and effectively.", "Our systems run efficiently."),
    (
        ACADEMIC,
        "Our systems run efficiently and effectively.",
        "Our systems run efficiently and effectively.",
    ),
    (
        CASUAL,
        "Our mission is to drive meaningful change in the communities we serve.",
        "Our mission is to make a real difference in the communities we serve.",
    ),
    (
        PROFESSIONAL,
        "Our mission is to drive meaningful change in the communities we serve.",
        "Our mission is to bring about real change in the communities we serve.",
    ),
    (
        ACADEMIC,
        "She has a deep understanding of the market and a proven track record of success.",
        "She has a thorough understanding of the market and an established record of success.",
    ),
    (
        PROFESSIONAL,
        "He brings a proven track record in sales.",
        "He brings a solid track record in sales.",
    ),
    (
        CASUAL,
        "The excitement is palpable in the square, and at the final the tension was palpable.",
        "You can feel the excitement in the square, and at the final you could feel the tension.",
    ),
    (
        PROFESSIONAL,
        "Indulge in our mouthwatering selection of handcrafted pastries.",
        "Try our delicious selection of handcrafted pastries.",
    ),
    (
        PROFESSIONAL,
        "Children often indulge in sugary snacks.",
        "Children often indulge in sugary snacks.",
    ),
    (CASUAL, "This town is a hidden gem for visitors.", "This town is a real find for visitors."),
    (
        PROFESSIONAL,
        "Sleep plays a crucial role in memory, and exercise can play a key role in recovery.",
        "Sleep is central to memory, and exercise can be key to recovery.",
    ),
    (
        PROFESSIONAL,
        "Volunteers played a key role in the rescue.",
        "Volunteers played a key role in the rescue.",
    ),
    (
        PROFESSIONAL,
        "Should you have any further questions, please do not hesitate to contact me.",
        "If you have any further questions, please contact me.",
    ),
    (
        ACADEMIC,
        "I can be reached at 555-0187 should you require any additional information.",
        "I can be reached at 555-0187 if you require any additional information.",
    ),
    (
        CASUAL,
        "Why should you have any doubts about it?",
        "Why should you have any doubts about it?",
    ),
    (
        PROFESSIONAL,
        "The program encourages a culture of openness and trust among employees.",
        "The program builds a culture of openness and trust among employees.",
    ),
    (
        CASUAL,
        "The hotel sits in a village steeped in history.",
        "The hotel sits in a village full of history.",
    ),
    (
        CASUAL,
        "The app offers a wealth of features for beginners.",
        "The app offers lots of features for beginners.",
    ),
    (
        CASUAL,
        "A wealth of resources is available online.",
        "A wealth of resources is available online.",
    ),
    (
        CASUAL,
        "These tools allow you to track spending, and we want to enable everyone to save.",
        "These tools let you track spending, and we want to let everyone save.",
    ),
    (
        PROFESSIONAL,
        "These tools allow you to track spending.",
        "These tools allow you to track spending.",
    ),
    (CASUAL, "You are allowed to park here.", "You're allowed to park here."),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_COLLOCATIONS)
def test_round9_collocations_and_padding(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_OPENERS_AND_REGISTER = [
    # "if" would make the opener a condition (review en-r10-05): it follows its main clause
    (
        PROFESSIONAL,
        "Whether you're hosting summer barbecues or enjoying a quiet evening by the fire, this "
        "home is designed for living.",
        "This home is designed for living whether you're hosting summer barbecues or enjoying a "
        "quiet evening by the fire.",
    ),
    # … and stays where its main clause runs past a colon
    (
        CASUAL,
        "Whether you're a student or a teacher, you'll find it useful: it's free.",
        "Whether you're a student or a teacher, you'll find it useful: it's free.",
    ),
    (
        CASUAL,
        "Whether you're a history buff, a foodie, or simply a curious traveler, Vessaro has "
        "plenty to offer.",
        "Vessaro has plenty to offer whether you're a history buff, a foodie, or just a curious "
        "traveler.",
    ),
    (
        PROFESSIONAL,
        "Please contact us on 01736 555 214 or simply reply to this email.",
        "Please contact us on 01736 555 214 or reply to this email.",
    ),
    (
        CASUAL,
        "It works, or simply put, it does the job.",
        "It works, or simply put, it does the job.",
    ),
    (
        PROFESSIONAL,
        "This flask is engineered to keep up with your lifestyle, and it was designed for those "
        "who refuse to compromise.",
        "This flask is built to keep up with your lifestyle, and it was designed for people who "
        "refuse to compromise.",
    ),
    (
        ACADEMIC,
        "Good policy can strike the right balance between freedom and safety.",
        "Good policy can balance freedom and safety.",
    ),
    (
        CASUAL,
        "Vessaro promises a remarkable experience that will linger in your memory long after "
        "you've left.",
        "Vessaro promises a remarkable experience that will stay with you.",
    ),
    (
        ACADEMIC,
        "In an era defined by instant access to information, libraries still matter.",
        "At a time of instant access to information, libraries still matter.",
    ),
    (
        CASUAL,
        "Some see libraries as relics of a bygone age.",
        "Some see libraries as relics of the past.",
    ),
    (
        PROFESSIONAL,
        "Libraries continue to play a role in the fabric of urban life.",
        "Libraries continue to play a role in urban life.",
    ),
    (
        ACADEMIC,
        "This step is really important, but it is not really important to finish today.",
        "This step is important, but it is not really important to finish today.",
    ),
    (ACADEMIC, "Is it really important?", "Is it really important?"),
    (
        ACADEMIC,
        "A lot of people struggle with this, and quite a lot of studies agree; a lot of progress "
        "has been made.",
        "Many people struggle with this, and quite a lot of studies agree; a lot of progress has "
        "been made.",
    ),
    (
        CASUAL,
        "A lot of people struggle with this.",
        "A lot of people struggle with this.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_OPENERS_AND_REGISTER)
def test_round9_openers_and_register(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_WORDS = [
    (
        PROFESSIONAL,
        "The Calderbrook Colliery Band holds a particularly cherished place in the village.",
        "The Calderbrook Colliery Band holds a special place in the village.",
    ),
    (
        CASUAL,
        "The band offered comfort during the darkest of times.",
        "The band offered comfort during the hardest times.",
    ),
    (
        PROFESSIONAL,
        "I am confident that my skills and passion align closely with your mission.",
        "I am confident that my skills and passion fit your mission.",
    ),
    (PROFESSIONAL, "The plan is aligned with your goals.", "The plan is aligned with your goals."),
    (
        PROFESSIONAL,
        "I would welcome the opportunity to discuss my application, and I'd welcome the chance to "
        "meet.",
        "I would be glad to discuss my application, and I'd be glad to meet.",
    ),
    (
        CASUAL,
        "Many visitors fall for the allure of the sea; the town is a mecca for foodies.",
        "Many visitors fall for the appeal of the sea; the town is a magnet for foodies.",
    ),
    (CASUAL, "The report lists the salient points.", "The report lists the main points."),
    (ACADEMIC, "The report lists the salient points.", "The report lists the salient points."),
    (
        CASUAL,
        "Cities are grappling with rising rents, and the mayor grappled with the question.",
        "Cities are struggling with rising rents, and the mayor struggled with the question.",
    ),
    (
        PROFESSIONAL,
        "Music transcends borders, and her work transcended genre.",
        "Music goes beyond borders, and her work transcended genre.",
    ),
    (
        CASUAL,
        "We reimagined the kitchen and are reimagining the garden.",
        "We rethought the kitchen and are rethinking the garden.",
    ),
    (
        PROFESSIONAL,
        "The walls were fortified in 1300, and the new rules fortify our defences. Fortified wine "
        "is sweet.",
        "The walls were fortified in 1300, and the new rules strengthen our defences. Fortified "
        "wine is sweet.",
    ),
    (
        ACADEMIC,
        "These questions are pertinent to the case, and she asked a pertinent question.",
        "These questions are relevant to the case, and she asked a relevant question.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_WORDS)
def test_round9_words_by_lemma(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_REGISTER = [
    (
        ACADEMIC,
        "A large number of residents attended, and the survey reached about 400 people in about 3 "
        "weeks.",
        "Many residents attended, and the survey reached about 400 people in about 3 weeks.",
    ),
    (
        CASUAL,
        "The survey reached about 400 people.",
        "The survey reached about 400 people.",
    ),
    (
        ACADEMIC,
        "We spoke about 3 topics at the meeting.",
        "We spoke about 3 topics at the meeting.",
    ),
    (
        ACADEMIC,
        "Maybe the data are incomplete, and maybe not.",
        "Perhaps the data are incomplete, and perhaps not.",
    ),
    (
        PROFESSIONAL,
        "I just wanted to let you know that the report is ready.",
        "I wanted to let you know that the report is ready.",
    ),
    (
        CASUAL,
        "She resides in Leeds and has resided there since 2010.",
        "She lives in Leeds and has lived there since 2010.",
    ),
    (
        ACADEMIC,
        "The robotic arms are engineered to handle delicate fruit.",
        "The robotic arms are designed to handle delicate fruit.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_REGISTER)
def test_round9_register(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


def test_round9_frequently_asked_questions_heading_stays() -> None:
    text = "**Frequently Asked Questions**\n\nWe frequently update the app."
    assert rewrite(text, CASUAL) == "**Frequently Asked Questions**\n\nWe often update the app."


R9_MARKETING = [
    (
        PROFESSIONAL,
        "Whether it's a quick lunch or a family dinner, we've got you covered.",
        "For a quick lunch or a family dinner, we can help.",
    ),
    (
        CASUAL,
        "Whether it's a quick lunch or a family dinner, we've got you covered.",
        "For a quick lunch or a family dinner, we've got you covered.",
    ),
    (
        CASUAL,
        "Whether it's raining or sunny, the market is open.",
        "Whether it's raining or sunny, the market is open.",
    ),
    (
        CASUAL,
        "Say goodbye to tangled cables and hello to freedom.",
        "Swap tangled cables for freedom.",
    ),
    (PROFESSIONAL, "Here's why: the battery lasts all day.", "The battery lasts all day."),
    (CASUAL, "I'm not sure why: the data are missing.", "I'm not sure why: the data are missing."),
    (
        CASUAL,
        "Our server offered genuinely enthusiastic recommendations, so you can create countless "
        "outfits.",
        "Our server offered really enthusiastic recommendations, so you can create lots of "
        "outfits.",
    ),
    (
        CASUAL,
        "We thank them for their countless hours of work.",
        "We thank them for their countless hours of work.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_MARKETING)
def test_round9_marketing_openers_and_slogans(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


R9_REVIEWS_AND_NOTICES = [
    (
        CASUAL,
        "In this field, staying ahead of the curve is essential.",
        "In this field, staying ahead is essential.",
    ),
    (
        PROFESSIONAL,
        "This beautifully written novel is a must-read for anyone who loves mysteries.",
        "This beautifully written novel is well worth reading for anyone who loves mysteries.",
    ),
    (
        CASUAL,
        "We cut costs by a third. The results speak for themselves.",
        "We cut costs by a third.",
    ),
    (
        CASUAL,
        "From the moment you step inside, you're greeted by a warm, inviting atmosphere.",
        "As soon as you walk in, you're greeted by a warm, inviting atmosphere.",
    ),
    (
        PROFESSIONAL,
        "The project was a resounding success, thanks to the tireless efforts of our volunteers.",
        "The project was a clear success, thanks to the hard work of our volunteers.",
    ),
    (
        CASUAL,
        "We should embrace these habits and embrace these tips.",
        "We should adopt these habits and follow these tips.",
    ),
    (
        CASUAL,
        "The team decided to embrace the change.",
        "The team decided to embrace the change.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R9_REVIEWS_AND_NOTICES)
def test_round9_reviews_and_notices(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Cuts of an over-long sentence: a relative clause of effect, a cause, a colon before a full
# clause; and the near cases that stay whole.
SPLITS = [
    (
        CASUAL,
        "During my studies I led a capstone project on the booking flow for a local clinic, which"
        " reduced appointment drop-offs by 22% in the user testing we ran.",
        "During my studies I led a capstone project on the booking flow for a local clinic. This"
        " reduced appointment drop-offs by 22% in the user testing we ran.",
    ),
    # the relative clause closes a leading "If …" clause: cutting it would leave a fragment
    (
        CASUAL,
        "If you switch to a lower tier in the middle of the month, which makes sense for many"
        " teams, you keep your current features until the next billing cycle.",
        "If you switch to a lower tier in the middle of the month, which makes sense for many"
        " teams, you keep your current features until the next billing cycle.",
    ),
    (
        CASUAL,
        "Only six deaths were officially recorded in the town that winter, but historians think"
        " the real number was higher, because the deaths of poor people were often not written"
        " down.",
        "Only six deaths were officially recorded in the town that winter, but historians think"
        " the real number was higher. That's because the deaths of poor people were often not"
        " written down.",
    ),
    (
        PROFESSIONAL,
        "Only six deaths were officially recorded in the town that winter, and historians think"
        " the real number was higher, because the deaths of poor people were often not written"
        " down.",
        "Only six deaths were officially recorded in the town that winter, and historians think"
        " the real number was higher. This is because the deaths of poor people were often not"
        " written down.",
    ),
    # "because of" has no clause of its own
    (
        CASUAL,
        "The old bridge across the river was closed for most of the spring and the summer because"
        " of the damage the floods had done to its supports.",
        "The old bridge across the river was closed for most of the spring and the summer because"
        " of the damage the floods had done to its supports.",
    ),
    (
        CASUAL,
        "For residents without reliable connectivity at home, a library card is more than a"
        " convenience: it's a lifeline for applying for jobs and finishing schoolwork.",
        "For residents without reliable connectivity at home, a library card is more than a"
        " convenience. It's a lifeline for applying for jobs and finishing schoolwork.",
    ),
    (
        CASUAL,
        "Local author Graham Pettifer described the new space in the old library as bright and"
        " welcoming, though he admitted he'd miss the creak of the old floorboards.",
        "Local author Graham Pettifer described the new space in the old library as bright and"
        " welcoming. Still, he admitted he'd miss the creak of the old floorboards.",
    ),
    # "though" before no clause of its own stays
    (
        CASUAL,
        "Local author Graham Pettifer described the new space in the old library as bright and"
        " welcoming, though not as quiet as the reading room he remembered from childhood.",
        "Local author Graham Pettifer described the new space in the old library as bright and"
        " welcoming, though not as quiet as the reading room he remembered from childhood.",
    ),
    (
        CASUAL,
        "For our small team in Austin, the new office in Denver is more than a new address – it's"
        " a big step forward in our mission to help mid-sized providers.",
        "For our small team in Austin, the new office in Denver is more than a new address. It's"
        " a big step forward in our mission to help mid-sized providers.",
    ),
    # a dash that opens an aside closed by a second one stays
    (
        CASUAL,
        "Going to bed and waking up at the same time every day – it's hard at first, I know –"
        " helps regulate your circadian rhythm and your internal clock.",
        "Going to bed and waking up at the same time every day – it's hard at first, I know –"
        " helps regulate your circadian rhythm and your internal clock.",
    ),
    (
        CASUAL,
        "The contractor found corrosion in two of the four main cables of the old footbridge last"
        " month, which is why the council has closed it until the end of June.",
        "The contractor found corrosion in two of the four main cables of the old footbridge last"
        " month. That's why the council has closed it until the end of June.",
    ),
    (
        PROFESSIONAL,
        "The contractor found corrosion in two of the four main cables of the old footbridge over"
        " the river last month, which is why the council has closed it until the end of June.",
        "The contractor found corrosion in two of the four main cables of the old footbridge over"
        " the river last month. This is why the council has closed it until the end of June.",
    ),
    # never inside a parenthesis
    (
        CASUAL,
        "The council closed the old footbridge over the river for the spring (the contractor found"
        " corrosion in its main cables, which is why it acted so fast) and opened a ferry.",
        "The council closed the old footbridge over the river for the spring (the contractor found"
        " corrosion in its main cables, which is why it acted so fast) and opened a ferry.",
    ),
    # a colon before a list stays
    (
        CASUAL,
        "For residents without reliable connectivity at home, the library offers three things in"
        " particular: free internet, quiet rooms to work in, and help from trained staff.",
        "For residents without reliable connectivity at home, the library offers three things in"
        " particular: free internet, quiet rooms to work in, and help from trained staff.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), SPLITS)
def test_long_sentences_are_cut_where_a_writer_would(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(machine(text), tone) == expected


# An academic text joins a sentence and the one that goes on about it (a demonstrative) with a
# semicolon; the other tones keep them apart.
ACADEMIC_JOIN = (
    "The sample, drawn from the census, covered forty households in two districts. It was"
    " small for a study of this kind in the region. In the spring of that year, we held "
    "the interviews. Two researchers coded the answers apart from each other."
)


def test_an_academic_text_joins_a_sentence_and_its_follow_up_with_a_semicolon() -> None:
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.ACADEMIC, Language.EN) == (
        "The sample, drawn from the census, covered forty households in two districts; it was"
        " small for a study of this kind in the region. In the spring of that year, we held "
        "the interviews. Two researchers coded the answers apart from each other."
    )
    assert rewrite_text(machine(ACADEMIC_JOIN), Tone.PROFESSIONAL, Language.EN) == ACADEMIC_JOIN


# ", and" before a pronoun subject at the sentence's first comma ends a sentence ("And …" in
# casual writing); after a series ("the rooms, the pool, and …") it never does.
AND_CLAUSE = (
    "We got to the small hotel near the old railway station in the centre of town late on "
    "Friday, and they let us check in an hour early without asking us for anything extra."
)
AND_SERIES = (
    "We loved the rooms on the top floor, the quiet pool by the garden, and they even kept the "
    "bar open for the two of us until well past midnight on Friday and Saturday."
)


@pytest.mark.parametrize(
    ("tone", "expected"),
    [
        (Tone.PROFESSIONAL, "late on Friday. They let us check in"),
        (Tone.CASUAL, "late on Friday. And they let us check in"),
    ],
)
def test_a_long_sentence_is_cut_at_its_first_and_before_a_pronoun(
    tone: Tone, expected: str
) -> None:
    assert expected in rewrite_text(machine(AND_CLAUSE), tone, Language.EN)
    assert rewrite_text(machine(AND_SERIES), tone, Language.EN) == AND_SERIES


# Round 10: tells of machine text in other genres (hotel reviews, encyclopedia articles,
# abstracts, how-tos), each with a near case that must stay.
R10_GENRES = [
    # "overall" before a stay or an impression goes; a measure keeps it
    (
        PROFESSIONAL,
        "Our overall stay was pleasant, and the overall impression of the lobby was good.",
        "Our stay was pleasant, and the impression of the lobby was good.",
    ),
    (
        PROFESSIONAL,
        "The overall cost rose by a third, and overall survival was higher.",
        "The overall cost rose by a third, and overall survival was higher.",
    ),
    # "left much to be desired", in its tense; negated or "nothing" stays
    (
        CASUAL,
        "The customer service left a lot to be desired.",
        "The customer service fell well short.",
    ),
    (
        PROFESSIONAL,
        "The parking has always left much to be desired.",
        "The parking has always fallen well short.",
    ),
    (ACADEMIC, "The evidence leaves much to be desired.", "The evidence falls well short."),
    (
        PROFESSIONAL,
        "The garden left nothing to be desired, and the hosts did not leave much to chance.",
        "The garden left nothing to be desired, and the hosts did not leave much to chance.",
    ),
    # an abstract's opening; "In this paper" stays
    (
        ACADEMIC,
        "In this work, we propose a faster solver for sparse systems.",
        "Here we propose a faster solver for sparse systems.",
    ),
    (
        CASUAL,
        "In this work, we propose a faster solver for sparse systems.",
        "We propose a faster solver for sparse systems.",
    ),
    (
        ACADEMIC,
        "In this paper, we propose a faster solver for sparse systems.",
        "In this paper, we propose a faster solver for sparse systems.",
    ),
    # "Motivated by the need …" at the start is a purpose; a predicate stays
    (
        PROFESSIONAL,
        "Motivated by the desire to cut waiting times, we redesigned the clinic's booking form.",
        "To cut waiting times, we redesigned the clinic's booking form.",
    ),
    (
        ACADEMIC,
        "Motivated by the pressing need for cheap sensors, we build a low-power prototype.",
        "To meet the pressing need for cheap sensors, we build a low-power prototype.",
    ),
    (
        ACADEMIC,
        "The drivers were motivated by the need for speed.",
        "The drivers were motivated by the need for speed.",
    ),
    # "in the field of" a discipline; a literal field stays
    (
        PROFESSIONAL,
        "She is a leading expert in the field of marine biology.",
        "She is a leading expert in marine biology.",
    ),
    (
        ACADEMIC,
        "His contributions to the field of number theory are widely cited.",
        "His contributions to number theory are widely cited.",
    ),
    (
        PROFESSIONAL,
        "The sheep grazed in the field of clover behind the barn.",
        "The sheep grazed in the field of clover behind the barn.",
    ),
    (
        PROFESSIONAL,
        "Objects at the edge of the field of view look blurred.",
        "Objects at the edge of the field of view look blurred.",
    ),
    # how-tos: "This will help/allow you …"; a forecast stays
    (
        CASUAL,
        "Tighten the strap. This will help you keep the helmet in place.",
        "Tighten the strap. This helps you keep the helmet in place.",
    ),
    (
        PROFESSIONAL,
        "Let the paint dry overnight. This will help to prevent peeling.",
        "Let the paint dry overnight. This helps prevent peeling.",
    ),
    (
        ACADEMIC,
        "This will help the committee, which meets in May.",
        "This will help the committee, which meets in May.",
    ),
    (
        CASUAL,
        "Loosen the two screws. This will allow you to lift the lid.",
        "Loosen the two screws. This lets you lift the lid.",
    ),
    (
        ACADEMIC,
        "Loosen the two screws. This will allow you to lift the lid.",
        "Loosen the two screws. This will allow you to lift the lid.",
    ),
    # "Make sure to" as an instruction; with a subject it stays
    (
        PROFESSIONAL,
        "Make sure to back up your files before the update.",
        "Make sure you back up your files before the update.",
    ),
    (
        PROFESSIONAL,
        "Staff should make sure to lock the door.",
        "Staff should make sure to lock the door.",
    ),
    # "a simple process" / "a daunting task" that ends its clause; one with a relative stays
    (
        CASUAL,
        "Changing a bike tyre is a fairly simple process.",
        "Changing a bike tyre is fairly simple.",
    ),
    (
        PROFESSIONAL,
        "Parking a trailer can be a daunting task for new drivers.",
        "Parking a trailer can be hard for new drivers.",
    ),
    (
        PROFESSIONAL,
        "It is a simple process that takes ten minutes.",
        "It is a simple process that takes ten minutes.",
    ),
    (
        PROFESSIONAL,
        "Fixing the screen can seem like a difficult task for beginners.",
        "Fixing the screen can seem difficult for beginners.",
    ),
    (PROFESSIONAL, "Life is like a difficult task.", "Life is like a difficult task."),
    # the verb for the noun it was turned into, in its form
    (
        PROFESSIONAL,
        "She has made significant contributions to medical imaging.",
        "She has contributed significantly to medical imaging.",
    ),
    (
        ACADEMIC,
        "He made a significant contribution to the design of the bridge.",
        "He contributed significantly to the design of the bridge.",
    ),
    # an infinitive is no present tense: a past narration takes its tail in the past
    (
        PROFESSIONAL,
        "The walls seemed to have no insulation at all, allowing us to hear every word next door.",
        "The walls seemed to have no insulation at all, which meant we could hear every word next "
        "door.",
    ),
]


R10_ENSURE = [
    # casual "to make sure" before a clause; before a noun "ensure" stays
    (
        CASUAL,
        "Knead it for two minutes to ensure the dough is smooth.",
        "Knead it for two minutes to make sure the dough is smooth.",
    ),
    (
        CASUAL,
        "Test the app on an old phone to ensure that it works.",
        "Test the app on an old phone to make sure it works.",
    ),
    (
        CASUAL,
        "Include an envelope to ensure the safe return of your documents.",
        "Include an envelope to ensure the safe return of your documents.",
    ),
    (
        PROFESSIONAL,
        "Knead it for two minutes to ensure the dough is smooth.",
        "Knead it for two minutes to ensure the dough is smooth.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), R10_ENSURE)
def test_round10_casual_make_sure(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


@pytest.mark.parametrize(("tone", "text", "expected"), R10_GENRES)
def test_round10_genre_tells(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Participial tails follow the tense of their clause: a clause told in the past, read whole with
# no present or modal verb, takes its tail in the past ("which made it", "which meant we could");
# "causing", the causative "making … hard", "leaving … without", "creating an atmosphere" in both
# tenses (no present "-s" after a plural noun); "offering a view" as "with a view". Each with a
# near miss that stays: a narrating or speaking participle, a modal, a present verb in the clause.
TAILS_BY_TENSE = [
    (
        PROFESSIONAL,
        "The old bridge was closed for repairs, allowing local farmers to use the ford instead.",
        "The old bridge was closed for repairs, which meant local farmers could use the ford "
        "instead.",
    ),
    (
        PROFESSIONAL,
        "The old bridge is closed for repairs, allowing local farmers to use the ford instead.",
        "The old bridge is closed for repairs, so that local farmers can use the ford instead.",
    ),
    (
        PROFESSIONAL,
        "Our train was late, allowing them to catch up with us at the station.",
        "Our train was late, which meant they could catch up with us at the station.",
    ),
    (
        PROFESSIONAL,
        "The hall was empty, allowing us to rehearse the whole play twice.",
        "The hall was empty, which meant we could rehearse the whole play twice.",
    ),
    (
        CASUAL,
        "The hall was empty, allowing me to rehearse the whole play twice.",
        "The hall was empty, so I could rehearse the whole play twice.",
    ),
    (
        PROFESSIONAL,
        "The shop was shut early, allowing you to park right outside the door.",
        "The shop was shut early, which meant you could park right outside the door.",
    ),
    (
        PROFESSIONAL,
        "If the shop closed early, allowing you to park outside would be easy.",
        "If the shop closed early, allowing you to park outside would be easy.",
    ),
    (
        PROFESSIONAL,
        "The survey was repeated in two towns, highlighting the gap between rural and urban pay.",
        "The survey was repeated in two towns, which highlighted the gap between rural and urban "
        "pay.",
    ),
    (
        PROFESSIONAL,
        "The hotel, which was renovated last year, sits by the river, highlighting its charm.",
        "The hotel, which was renovated last year, sits by the river, highlighting its charm.",
    ),
    (
        PROFESSIONAL,
        "The mayor spoke for an hour, emphasising the cost of the new road.",
        "The mayor spoke for an hour, emphasising the cost of the new road.",
    ),
    (
        PROFESSIONAL,
        "The festival drew large crowds, encouraging shops to open late.",
        "The festival drew large crowds, which encouraged shops to open late.",
    ),
    (
        PROFESSIONAL,
        "The trial ran for two years, demonstrating the value of early screening.",
        "The trial ran for two years, showing the value of early screening.",
    ),
    (
        PROFESSIONAL,
        "Prices rose sharply in the spring, reflecting the poor harvest of the year before.",
        "Prices rose sharply in the spring, which reflected the poor harvest of the year before.",
    ),
    (
        PROFESSIONAL,
        "He sat by the window, reflecting on the long journey home.",
        "He sat by the window, reflecting on the long journey home.",
    ),
    (
        PROFESSIONAL,
        "The staff took care with every box, ensuring the parcel was complete before it left.",
        "The staff took care with every box, so that the parcel was complete before it left.",
    ),
    (
        PROFESSIONAL,
        "The team checked every box twice, ensuring a careful count of the stock.",
        "The team checked every box twice, ensuring a careful count of the stock.",
    ),
    (
        PROFESSIONAL,
        "The new law came into force in May, allowing more light into the debate.",
        "The new law came into force in May, which allowed more light into the debate.",
    ),
    (
        PROFESSIONAL,
        "The new pump was installed in June, enabling faster irrigation of the fields.",
        "The new pump was installed in June, which allowed faster irrigation of the fields.",
    ),
    (
        PROFESSIONAL,
        "The road was narrow and steep, making it hard to pass the lorries.",
        "The road was narrow and steep, which made it hard to pass the lorries.",
    ),
    (
        PROFESSIONAL,
        "The road is narrow and steep, making it hard to pass the lorries.",
        "The road is narrow and steep, which makes it hard to pass the lorries.",
    ),
    (
        PROFESSIONAL,
        "The ferry ran twice a day, helping to connect the islands with the mainland.",
        "The ferry ran twice a day, which helped connect the islands with the mainland.",
    ),
    (
        PROFESSIONAL,
        "Made in Italy, the ferry now runs twice a day, helping to connect the islands.",
        "Made in Italy, the ferry now runs twice a day, which helps connect the islands.",
    ),
    (
        PROFESSIONAL,
        "The club ran free classes, fostering an interest in chess among the pupils.",
        "The club ran free classes, which encouraged an interest in chess among the pupils.",
    ),
    (
        PROFESSIONAL,
        "The festival drew large crowds, promoting the town as a place to visit.",
        "The festival drew large crowds, which promoted the town as a place to visit.",
    ),
    (
        PROFESSIONAL,
        "The storm brought down several trees, contributing to the delays on the line.",
        "The storm brought down several trees, which contributed to the delays on the line.",
    ),
    (
        PROFESSIONAL,
        "The early trials went well, paving the way for a larger study.",
        "The early trials went well, which opened the door to a larger study.",
    ),
    (
        ACADEMIC,
        "Three wells were dug, paving the way for a larger study.",
        "Three wells were dug, which prepared the ground for a larger study.",
    ),
    (
        PROFESSIONAL,
        "The flood came without warning, reminding us how fragile the old levees were.",
        "The flood came without warning, which reminded us how fragile the old levees were.",
    ),
    (
        PROFESSIONAL,
        "The pipes froze in January, leading to a week without water.",
        "The pipes froze in January, which resulted in a week without water.",
    ),
    (
        PROFESSIONAL,
        "The pipes would freeze in January, leading to a week without water.",
        "The pipes would freeze in January, leading to a week without water.",
    ),
    (
        PROFESSIONAL,
        "The station is closed on Sundays, causing long queues at the bus stop.",
        "The station is closed on Sundays, which causes long queues at the bus stop.",
    ),
    (
        PROFESSIONAL,
        "The station was closed on Sundays, causing long queues at the bus stop.",
        "The station was closed on Sundays, which caused long queues at the bus stop.",
    ),
    (
        PROFESSIONAL,
        "The station has two entrances, causing long queues at the bus stop.",
        "The station has two entrances, causing long queues at the bus stop.",
    ),
    (
        PROFESSIONAL,
        "The music is very loud, making a quiet conversation almost impossible.",
        "The music is very loud, which makes a quiet conversation almost impossible.",
    ),
    (
        PROFESSIONAL,
        "The music was very loud, making a quiet conversation almost impossible.",
        "The music was very loud, which made a quiet conversation almost impossible.",
    ),
    (
        PROFESSIONAL,
        "The cook was busy all day, making a large pie for the party.",
        "The cook was busy all day, making a large pie for the party.",
    ),
    (
        PROFESSIONAL,
        "The supplier is late again, leaving us without stock for the weekend.",
        "The supplier is late again, which leaves us without stock for the weekend.",
    ),
    (
        PROFESSIONAL,
        "The supplier was late again, leaving us without stock for the weekend.",
        "The supplier was late again, which left us without stock for the weekend.",
    ),
    (
        PROFESSIONAL,
        "The report was short, leaving a gap in our picture of the market.",
        "The report was short, which left a gap in our picture of the market.",
    ),
    (
        PROFESSIONAL,
        "She ran the shop for years, leaving a mark on the whole street.",
        "She ran the shop for years, leaving a mark on the whole street.",
    ),
    (
        PROFESSIONAL,
        "The lamps are dim, creating a calm atmosphere in the reading room.",
        "The lamps are dim, which creates a calm atmosphere in the reading room.",
    ),
    (
        PROFESSIONAL,
        "The lamps were dim, creating a calm atmosphere in the reading room.",
        "The lamps were dim, which created a calm atmosphere in the reading room.",
    ),
    (
        PROFESSIONAL,
        "The chef worked all night, creating a menu for the wedding.",
        "The chef worked all night, creating a menu for the wedding.",
    ),
    (
        PROFESSIONAL,
        "The rooms were small but clean, offering a view of the harbour.",
        "The rooms were small but clean, with a view of the harbour.",
    ),
    (
        PROFESSIONAL,
        "The flat is on the top floor, providing easy access to the roof garden.",
        "The flat is on the top floor, with easy access to the roof garden.",
    ),
    (
        PROFESSIONAL,
        "The charity was founded in 1990, providing access to legal advice.",
        "The charity was founded in 1990, providing access to legal advice.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), TAILS_BY_TENSE)
def test_tails_follow_the_tense_of_their_clause(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 10: sentence-level idioms of assistant prose, said as a person would; literal uses stay.
ROUND_10 = [
    (
        ACADEMIC,
        "Few objects capture the spirit of Scotland quite like the Paisley shawl. It is on show.",
        "The Paisley shawl captures the spirit of Scotland like few other objects. It is on show.",
    ),
    (
        PROFESSIONAL,
        "Few bands capture the spirit of the north quite like the colliery band. Among them, the"
        " Calder band stands out.",
        "Few bands capture the spirit of the north like the colliery band. Among them, the"
        " Calder band stands out.",
    ),
    (
        CASUAL,
        "Few places capture the mood of the city quite like its markets.",
        "Few places capture the mood of the city like its markets.",
    ),
    (
        CASUAL,
        "What followed, however, was a remarkable story of renewal. The band grew again.",
        "But then came renewal. The band grew again.",
    ),
    (
        ACADEMIC,
        "What followed was a long period of decline. The mill closed in 1901.",
        "There followed a period of decline. The mill closed in 1901.",
    ),
    (
        PROFESSIONAL,
        "The story of the band is, in many ways, the story of the town itself.",
        "The story of the band is largely the story of the town.",
    ),
    (
        CASUAL,
        "Remote work is, in many ways, a test of trust itself.",
        "Remote work is pretty much a test of trust.",
    ),
    (
        ACADEMIC,
        "For the miners, the band offered something far more valuable: a sense of belonging.",
        "For the miners, the band offered something more: a sense of belonging.",
    ),
    (
        PROFESSIONAL,
        "The sound of brass still rings out every Whit Friday, carrying with it the memories of"
        " generations past.",
        "The sound of brass still rings out every Whit Friday.",
    ),
    (
        PROFESSIONAL,
        "The old bridge stands as a reminder that the town was once a busy port.",
        "The old bridge reminds us that the town was once a busy port.",
    ),
    (
        CASUAL,
        "The ruins stand as a reminder of the war.",
        "The ruins remind us of the war.",
    ),
    (
        CASUAL,
        "This gallery offers a unique window into a world that shaped the way we dress.",
        "This gallery offers a close look at a world that shaped the way we dress.",
    ),
    (
        PROFESSIONAL,
        "The garden has become so much more than a place to grow vegetables.",
        "The garden has become more than a place to grow vegetables.",
    ),
    (
        PROFESSIONAL,
        "Thank you for your kindness. It means more to us than words can say.",
        "Thank you for your kindness. It means a great deal to us.",
    ),
    (
        PROFESSIONAL,
        "I kindly ask that you repair the heating by Friday.",
        "I ask that you repair the heating by Friday.",
    ),
    (
        PROFESSIONAL,
        "Kindly send the signed form by Friday.",
        "Please send the signed form by Friday.",
    ),
    (
        PROFESSIONAL,
        "The right choice ultimately depends on your route and your budget.",
        "The right choice depends on your route and your budget.",
    ),
    (
        ACADEMIC,
        "The findings will ultimately inform the design of new schemes.",
        "The findings will ultimately inform the design of new schemes.",
    ),
    (
        PROFESSIONAL,
        "Most notably, I developed a model that cut readmissions by 17%.",
        "I developed a model that cut readmissions by 17%.",
    ),
    (
        ACADEMIC,
        "The programme rests on three interlocking pillars: teaching, mentoring and research.",
        "The programme rests on three components: teaching, mentoring and research.",
    ),
    (
        ACADEMIC,
        "The old viaduct rests on three pillars of local stone.",
        "The old viaduct rests on three pillars of local stone.",
    ),
    (
        PROFESSIONAL,
        "The approach is anchored in evidence-based practice. The boat was anchored in the bay.",
        "The approach is grounded in evidence-based practice. The boat was anchored in the bay.",
    ),
    (
        ACADEMIC,
        "Change lasts when schools and families work in genuine partnership.",
        "Change lasts when schools and families work closely together.",
    ),
    (
        PROFESSIONAL,
        "The interwar years brought considerable hardship.",
        "The interwar years brought serious hardship.",
    ),
    (
        ACADEMIC,
        "The interwar years brought considerable hardship.",
        "The interwar years brought considerable hardship.",
    ),
    (
        PROFESSIONAL,
        "Coastal salt marshes play a vital role in flood protection.",
        "Coastal salt marshes are key to flood protection.",
    ),
    (
        PROFESSIONAL,
        "I play a key role in the team. They always play a key role in it.",
        "I play a key role in the team. They always play a key role in it.",
    ),
    (
        CASUAL,
        "You'll not only lower your bills but also reduce your carbon footprint and create a"
        " warmer home.",
        "You'll lower your bills, reduce your carbon footprint and create a warmer home.",
    ),
    (
        CASUAL,
        "She not only raised money for the shelter but also built trust and respect in town.",
        "She raised money for the shelter and built trust and respect in town.",
    ),
    (
        ACADEMIC,
        "The findings will inform the design of coastal schemes, contributing to safer coastlines.",
        "The findings will inform the design of coastal schemes, which will contribute to safer"
        " coastlines.",
    ),
    (
        CASUAL,
        "It is important to remember that plans change and that you can start again.",
        "Remember that plans change and that you can start again.",
    ),
    (
        ACADEMIC,
        "It is important to remember that plans change and that you can start again.",
        "It is important to remember that plans change and that you can start again.",
    ),
    (
        PROFESSIONAL,
        "One thing is clear: the old model no longer works.",
        "The old model no longer works.",
    ),
    (
        CASUAL,
        "The answer is simple: start small and keep going.",
        "Start small and keep going.",
    ),
    (
        PROFESSIONAL,
        "The truth is, most people never check their tyre pressure.",
        "Most people never check their tyre pressure.",
    ),
    (
        PROFESSIONAL,
        "Let's face it, nobody enjoys filling in expense reports.",
        "Nobody enjoys filling in expense reports.",
    ),
    (
        CASUAL,
        "Let's face it, nobody enjoys filling in expense reports.",
        "Let's face it, nobody enjoys filling in expense reports.",
    ),
    (
        ACADEMIC,
        "The film is, at its heart, a story about two brothers.",
        "The film is a story about two brothers.",
    ),
    (
        CASUAL,
        "A good night's sleep can make all the difference before an exam.",
        "A good night's sleep can make a big difference before an exam.",
    ),
    (
        PROFESSIONAL,
        "The new search makes it easier than ever to find what you need.",
        "The new search makes it easier to find what you need.",
    ),
    (
        CASUAL,
        "Whether you're new or a regular, consider this your sign to start bouldering.",
        "Whether you're new or a regular, maybe it's time to start bouldering.",
    ),
    (
        PROFESSIONAL,
        "Our goal is simple: to help you learn in a way that fits into your life.",
        "We want to help you learn in a way that fits into your life.",
    ),
    (
        CASUAL,
        "It's a quiet drama that lingers long after the credits roll.",
        "It's a quiet drama that stays with you.",
    ),
    (
        PROFESSIONAL,
        "Lindisfarne feels like stepping into another world.",
        "Lindisfarne feels like another world.",
    ),
    (
        PROFESSIONAL,
        "That's time far better spent growing your business.",
        "That's time better spent growing your business.",
    ),
    (
        PROFESSIONAL,
        "The data make a compelling case for free transit, and the characters are compelling.",
        "The data make a strong case for free transit, and the characters are compelling.",
    ),
    (
        ACADEMIC,
        "Goffman's seminal work remains widely cited. It was a seminal moment.",
        "Goffman's influential work remains widely cited. It was a seminal moment.",
    ),
    (
        PROFESSIONAL,
        "New features designed to elevate your workflow.",
        "New features designed to improve your workflow.",
    ),
    (
        CASUAL,
        "With its rich history, the castle is a must-see for any visitor.",
        "With its rich history, the castle is well worth a visit.",
    ),
    (
        PROFESSIONAL,
        "His legacy lives on in the hearts of all who knew him.",
        "His legacy lives on in everyone who knew him.",
    ),
    (
        PROFESSIONAL,
        "By doing so, you can significantly reduce your risk of injury.",
        "By doing so, you can greatly reduce your risk of injury.",
    ),
    (
        ACADEMIC,
        "By doing so, you can significantly reduce your risk of injury.",
        "By doing so, you can significantly reduce your risk of injury.",
    ),
    (
        CASUAL,
        "Each room is designed to provide the perfect balance of comfort and style.",
        "Each room is designed to provide a good balance of comfort and style.",
    ),
    (
        PROFESSIONAL,
        "The results speak for themselves: sales rose by 20% in a single quarter.",
        "Sales rose by 20% in a single quarter.",
    ),
    (
        PROFESSIONAL,
        "For frequent travellers, the longer battery can be a game-changer.",
        "For frequent travellers, the longer battery can make a real difference.",
    ),
    (
        CASUAL,
        "The coast runs for 40 miles. Bamburgh has a castle.\n\nWhether you're a history buff or"
        " a nature lover, the coast has something for everyone.",
        "The coast runs for 40 miles. Bamburgh has a castle.",
    ),
    (
        CASUAL,
        "The menu changes every week and there's something for everyone. Prices are fair.",
        "The menu changes every week and there's something for everyone. Prices are fair.",
    ),
    (
        PROFESSIONAL,
        "The memorial serves as a reminder to all of us that peace is fragile.",
        "The memorial is a reminder to all of us that peace is fragile.",
    ),
    (
        CASUAL,
        "Consistency is key when it comes to building new habits.",
        "Consistency is key to building new habits.",
    ),
    (
        PROFESSIONAL,
        "The two phones are similar in terms of battery life.",
        "The two phones are similar in battery life.",
    ),
    (
        PROFESSIONAL,
        "This recipe is a celebration of simple, seasonal ingredients.",
        "This recipe celebrates simple, seasonal ingredients.",
    ),
    (
        ACADEMIC,
        "The festival was a celebration of Irish music.",
        "The festival celebrated Irish music.",
    ),
    (
        CASUAL,
        "Guests are required to present a valid ID and will be required to pay a deposit.",
        "Guests have to present a valid ID and will have to pay a deposit.",
    ),
    (
        PROFESSIONAL,
        "Guests are required to present a valid ID.",
        "Guests are required to present a valid ID.",
    ),
    (
        CASUAL,
        "We purchased new lamps, and the museum possesses over 3,000 artefacts.",
        "We bought new lamps, and the museum has over 3,000 artefacts.",
    ),
    (
        CASUAL,
        "Residents who wish to participate may inquire at reception.",
        "Residents who want to take part may ask at reception.",
    ),
    (
        CASUAL,
        "It was my wish to travel, and the police inquired into the case.",
        "It was my wish to travel, and the police inquired into the case.",
    ),
    (
        CASUAL,
        "The artefacts are located in the east wing.",
        "The artefacts are in the east wing.",
    ),
    (
        PROFESSIONAL,
        "Your feedback plays an important role in shaping our roadmap.",
        "Your feedback helps shape our roadmap.",
    ),
    (
        CASUAL,
        "Volunteers played a key role in building the playground, and trees can play a vital"
        " role in keeping streets cool.",
        "Volunteers helped build the playground, and trees can help keep streets cool.",
    ),
    (
        ACADEMIC,
        "Volunteers played a key role in building the playground.",
        "Volunteers played a key role in building the playground.",
    ),
    (
        PROFESSIONAL,
        "She played a major role in the campaign.",
        "She played a major role in the campaign.",
    ),
    (
        PROFESSIONAL,
        "It is absolutely essential that all staff complete the training.",
        "It is essential that all staff complete the training.",
    ),
    (
        PROFESSIONAL,
        "The new design is genuinely innovative, and we are deeply committed to it.",
        "The new design is innovative, and we are committed to it.",
    ),
    (
        CASUAL,
        "These changes will significantly enhance the user experience.",
        "These changes will really improve the user experience.",
    ),
    (
        PROFESSIONAL,
        "What sets the Kestrel apart is its battery life.",
        "The Kestrel stands out for its battery life.",
    ),
    (
        PROFESSIONAL,
        "What sets these bikes apart is the motor.",
        "What sets these bikes apart is the motor.",
    ),
    (
        CASUAL,
        "What makes this recipe special is the slow-cooked onion.",
        "The slow-cooked onion makes this recipe special.",
    ),
    (
        CASUAL,
        "What makes these hotels special is the people.",
        "What makes these hotels special is the people.",
    ),
    (
        CASUAL,
        "There's nothing quite like a cup of tea on a cold morning.",
        "Nothing beats a cup of tea on a cold morning.",
    ),
    (
        PROFESSIONAL,
        "Gone are the days when you had to queue for hours at the post office.",
        "You no longer have to queue for hours at the post office.",
    ),
    (
        PROFESSIONAL,
        "This is where our tools come in.",
        "Our tools can help here.",
    ),
    (
        PROFESSIONAL,
        "It's no exaggeration to say that the festival changed the town.",
        "The festival changed the town.",
    ),
    (
        CASUAL,
        "The course will help you discover your unique voice as a writer.",
        "The course will help you find your own voice as a writer.",
    ),
    (
        PROFESSIONAL,
        "The library reopened, marking a significant milestone for the town.",
        "The library reopened, marking a milestone for the town.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), ROUND_10)
def test_round_10_idioms_are_said_plainly(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 11: a fronted clause moved after its main clause (each entry keeps the sentence as it was
# as its other option; these inputs are ones where the engine picks the move).
FRONTED_CLAUSES_MOVED = [
    # "if / even if / unless": no comma after the main clause
    (
        PROFESSIONAL,
        "If the client approves the budget by Friday, we can start the design phase on 3 March.",
        "We can start the design phase on 3 March if the client approves the budget by Friday.",
    ),
    (
        CASUAL,
        "Even if the weather turns, the ferry runs every hour.",
        "The ferry runs every hour even if the weather turns.",
    ),
    # time clauses
    (
        PROFESSIONAL,
        "Once the habit sticks, the whole week feels calmer.",
        "The whole week feels calmer once the habit sticks.",
    ),
    (
        ACADEMIC,
        "When the lamp works, the light quality is excellent.",
        "The light quality is excellent when the lamp works.",
    ),
    (
        CASUAL,
        "Before the meeting ends, we will share the quarterly figures.",
        "We'll share the quarterly figures before the meeting ends.",
    ),
    # causes
    (
        PROFESSIONAL,
        "Because the roads are icy, the school will open an hour late.",
        "The school will open an hour late because the roads are icy.",
    ),
    (
        CASUAL,
        "Since the app works offline, you can edit documents on the train.",
        "You can edit documents on the train since the app works offline.",
    ),
    # "by …ing": the main clause's subject does it
    (
        PROFESSIONAL,
        "By working from the top down, you avoid drips on finished areas.",
        "You avoid drips on finished areas by working from the top down.",
    ),
    # a "with" phrase whose noun has a verb in -ing of its own: after a comma
    (
        PROFESSIONAL,
        "With interest rates rising again, many buyers are waiting for the spring.",
        "Many buyers are waiting for the spring, with interest rates rising again.",
    ),
    (
        CASUAL,
        "If the project stays on schedule, construction will begin in April.",
        "Construction will begin in April if the project stays on schedule.",
    ),
    # a concession or contrast keeps its comma
    (
        PROFESSIONAL,
        "Although several owners raised concerns about parking, the council voted in favour.",
        "The council voted in favour, although several owners raised concerns about parking.",
    ),
    (
        ACADEMIC,
        "Whereas the old model used batteries, the new model runs on mains power.",
        "The new model runs on mains power, whereas the old model used batteries.",
    ),
]

FRONTED_CLAUSES_KEPT = [
    # a word of the main clause points back into the fronted one
    "If your radiators are cold at the top, trapped air may be reducing their efficiency.",
    "When the lamp arrives, it needs a firmware update.",
    "Because fresh herbs spoil quickly, many cooks freeze them in olive oil.",
    # … or of the fronted clause would find a new antecedent at the end
    "By grouping it with my other lights, I can turn everything off with a single command.",
    # connector-like openers are not clauses
    "If possible, the team will meet on Monday.",
    "If so, the team will meet on Monday.",
    "Once again, the team delivered the project on time.",
    "When in doubt, the safest option is to wait a day.",
    "After all, the council approved the plan in March.",
    "Although small, the garden gets plenty of sun all year.",
    "By the end of the course, you will have a finished short story.",
    "If you ask me, the old design was better.",
    "With proper training, anyone can learn to swim.",
    "With its water-resistant shell, your laptop stays dry even in heavy rain.",
    # warnings and steps that come first
    "If you smell gas, leave the house immediately.",
    "If you smell gas, you must leave the house immediately.",
    "Before you start, make sure the power is off.",
    "Once the primer has dried, paint the edges with a small brush.",
    # a question, two clauses, a comma, a time noun the clause would qualify, a doubled time word
    "If you have a question, is there a number to call?",
    "If you book early, you get a discount and we give you a free drink.",
    "Although some cities have recovered, many districts remain quieter than they were.",
    "When the shop opens, the queue reaches the corner, the staff say.",
    "When tourists arrive, prices climb in the summer.",
    "As soon as your return is approved, we will process your refund right away.",
]


# The engine picks the move or the sentence as it was by the text that follows: each case is
# read before a few different sentences, and must come out as one of the two, moved at least once.
NEXT_SENTENCES = [
    "",
    " Thanks.",
    " Thanks again.",
    " Stay safe.",
    " See you soon.",
    " More soon.",
    " Cheers.",
    " Good luck.",
    " All done.",
    " Enjoy.",
    " Take care.",
    " Speak soon.",
]


@pytest.mark.parametrize(("tone", "text", "expected"), FRONTED_CLAUSES_MOVED)
def test_a_fronted_clause_follows_its_main_clause(tone: Tone, text: str, expected: str) -> None:
    results = {rewrite(text + after, tone).removesuffix(after) for after in NEXT_SENTENCES}
    assert expected in results
    fronted = text.split(",")[0]
    assert all(r == expected or r.split(",")[0] == fronted for r in results)


@pytest.mark.parametrize("tone", [CASUAL, PROFESSIONAL])
@pytest.mark.parametrize("text", FRONTED_CLAUSES_KEPT)
def test_a_fronted_clause_stays_where_moving_it_would_misread(tone: Tone, text: str) -> None:
    for after in NEXT_SENTENCES:
        assert rewrite(text + after, tone).split(",")[0] == text.split(",")[0]


# "Whether you're X or Y, …" is never a condition: it may follow its main clause, but "whether"
# never becomes "if" (review en-r10-05), in any tone.
WHETHER_OPENERS = [
    (
        "Whether you're hosting summer barbecues or enjoying a quiet evening by the fire, this "
        "home is designed for living.",
        "This home is designed for living whether you",
    ),
    (
        "Whether you're a student or a teacher, the course costs nothing.",
        "The course costs nothing whether you",
    ),
    (
        "Whether you are commuting or hiking, the pack keeps your gear dry.",
        "The pack keeps your gear dry whether you",
    ),
    ("Whether you're cooking for two or a crowd, our recipes scale easily.", "Whether you"),
]


@pytest.mark.parametrize("tone", [CASUAL, ACADEMIC, PROFESSIONAL])
@pytest.mark.parametrize(("text", "start"), WHETHER_OPENERS)
def test_whether_never_becomes_if(tone: Tone, text: str, start: str) -> None:
    result = rewrite(text, tone)
    assert result.startswith(start)
    assert not re.search(r"\bif\b", result, re.IGNORECASE)


# Round 11, review en-r10-05: "this isn't just a house – it's the place where …" was "This house
# is the place …" (house and place twice); a B that names A again takes the plain order.
ANTITHESIS_R11 = [
    (
        PROFESSIONAL,
        "This isn't just a house – it's the place where your next chapter begins.",
        "This is the place where your next chapter begins, not just a house.",
    ),
    (
        CASUAL,
        "Trust me – this isn't just a pie, it's a hug on a plate.",
        "Trust me – this pie is a hug on a plate.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), ANTITHESIS_R11)
def test_an_antithesis_never_names_its_noun_twice(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r11: a cut at ", but" after a denial would leave a fragment ("… is not a simple repair.
# But the start of a costly rebuild …"); a cut between two clauses stays.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "What the council is proposing for the old market hall on Bridge Street is not a "
            "simple repair, but the start of a costly rebuild that nobody in town has asked for.",
            "What the council is proposing for the old market hall on Bridge Street isn't a "
            "simple repair, but the start of a costly rebuild that nobody in town has asked for.",
        ),
        (
            "The council spent three years planning the new market hall on Bridge Street, but "
            "the traders who work there every day were never asked what they need.",
            "The council spent three years planning the new market hall on Bridge Street. But "
            "the traders who work there every day were never asked what they need.",
        ),
    ],
)
def test_r11_no_cut_after_a_denial(text: str, expected: str) -> None:
    assert rewrite_text(machine(text), CASUAL, Language.EN) == expected


# Round 11, blind review r11: "whether or not" keeps "or not" in a clause that concedes (r11-01);
# "not just X, but Y" is "both X and Y", never the stiff "X and, above all, Y" that ranked Y
# (r11-01/04); "both" only where the halves are alike, so that "not only the chance to try X,
# but also to build Y" never becomes "both the chance to try X and to build Y" (r11-05).
REVIEW_R11 = [
    (
        PROFESSIONAL,
        "Whether or not that particular model works, it deserves a proper hearing.",
        "Whether or not that particular model works, it deserves a proper hearing.",
    ),
    (
        CASUAL,
        "We'll go ahead whether or not it rains on the day.",
        "We'll go ahead whether or not it rains on the day.",
    ),
    (
        PROFESSIONAL,
        "The board will decide whether or not to renew the lease next spring.",
        "The board will decide whether to renew the lease next spring.",
    ),
    (
        PROFESSIONAL,
        "The board has not yet decided whether or not the lease should be renewed.",
        "The board has not yet decided whether the lease should be renewed.",
    ),
    (
        PROFESSIONAL,
        "The council risks losing not just a building, but a piece of the town's identity.",
        "The council risks losing both a building and a piece of the town's identity.",
    ),
    (
        PROFESSIONAL,
        "What draws me to the Lakeshore Museum is not just its impressive collection, but its "
        "commitment to making science accessible to everyone.",
        "What draws me to the Lakeshore Museum is both its impressive collection and its "
        "commitment to making science accessible to everyone.",
    ),
    (
        PROFESSIONAL,
        "The festival is not just for locals, but for visitors from all over the region.",
        "The festival is both for locals and for visitors from all over the region.",
    ),
    (
        PROFESSIONAL,
        "The festival is not just for locals, but visitors from all over the region.",
        "The festival is not just for locals, but visitors from all over the region.",
    ),
    (
        PROFESSIONAL,
        "We want to reach not just the teachers, but the parents and the pupils of the school.",
        "We want to reach not just the teachers, but the parents and the pupils of the school.",
    ),
    (
        PROFESSIONAL,
        "The trip offers our pupils not only the chance to try exciting new activities, but also "
        "to build the independence they need.",
        "The trip offers our pupils the chance to try exciting new activities and also to build "
        "the independence they need.",
    ),
    (
        PROFESSIONAL,
        "This program is not only a training course but also a real community for new staff.",
        "This program is both a training course and a real community for new staff.",
    ),
    (
        ACADEMIC,
        "The reform mattered not only in the cities but also in the countryside.",
        "The reform mattered both in the cities and in the countryside.",
    ),
    (
        ACADEMIC,
        "The reform mattered not only in the cities but also for the rural poor.",
        "The reform mattered in the cities and also for the rural poor.",
    ),
]


# Tells left in r11: the "from X to Y, Z proves that …" summary closes no guide (r11-03); it
# stays where it does not close a paragraph.
REVIEW_R11_TELLS = [
    (
        CASUAL,
        "The Esk Valley line runs from Middlesbrough to Whitby in about 90 minutes.\n\n"
        "From gothic legends to golden beaches, Whitby proves that small towns often leave the "
        "biggest impressions.",
        "The Esk Valley line runs from Middlesbrough to Whitby in about 90 minutes.",
    ),
    (
        CASUAL,
        "From gothic legends to golden beaches, Whitby proves that small towns often leave the "
        "biggest impressions. The Esk Valley line runs from Middlesbrough to Whitby in about 90 "
        "minutes.",
        "From gothic legends to golden beaches, Whitby proves that small towns often leave the "
        "biggest impressions. The Esk Valley line runs from Middlesbrough to Whitby in about 90 "
        "minutes.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R11 + REVIEW_R11_TELLS)
def test_review_r11_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Round 12: fixes (a whether-clause kept off a dash, a series of gerunds after "role in", "crucial
# that/to", "moving forward" beside "in the future", no "Still," cut after "still", "Join" at a
# sentence start), the have-contractions, and stock of e-mails, letters, product copy and closing
# morals. Cases where a broader rule must not fire are included.
REVIEW_R12 = [
    (
        CASUAL,
        "Whether you're navigating a crowded subway or racing toward a deadline, the S2 "
        "helps you stay in the zone—effortlessly.",
        "Whether you're navigating a crowded subway or racing toward a deadline, the S2 "
        "helps you stay in the zone—with ease.",
    ),
    (
        PROFESSIONAL,
        "Libraries continue to play a pivotal role in fostering literacy, promoting social "
        "inclusion and bridging the digital divide.",
        "Libraries continue to be key to encouraging literacy, promoting social inclusion "
        "and bridging the digital divide.",
    ),
    (
        PROFESSIONAL,
        "Volunteers play a key role in building trust.",
        "Volunteers help build trust.",
    ),
    (
        PROFESSIONAL,
        "It is crucial that we recognise their enduring value.",
        "It is essential that we recognise their enduring value.",
    ),
    (
        CASUAL,
        "It is vital to book early.",
        "It's essential to book early.",
    ),
    (
        ACADEMIC,
        "Early diagnosis is crucial to recovery.",
        "Early diagnosis is essential to recovery.",
    ),
    (
        ACADEMIC,
        "Moving forward, we will be implementing additional measures to prevent similar "
        "delays in the future.",
        "We will be implementing additional measures to prevent similar delays in the future.",
    ),
    (
        ACADEMIC,
        "Moving forward, we will review the data every month.",
        "We will review the data every month.",
    ),
    (
        PROFESSIONAL,
        "Although the pit headgear has long since vanished from the skyline, the sound of "
        "brass still rings out across the valley every Whit Friday.",
        "The sound of brass still rings out across the valley every Whit Friday, although "
        "the pit headgear has long since vanished from the skyline.",
    ),
    (
        PROFESSIONAL,
        "Join us on this exciting journey as we shape the future of education.",
        "Join us as we shape the future of education.",
    ),
    (
        ACADEMIC,
        "Over the past year, I've learned a great deal about soil, and we've seen the results.",
        "Over the past year, I have learned a great deal about soil, and we have seen the results.",
    ),
    (
        CASUAL,
        "I have been working here for years and I have a dog.",
        "I've been working here for years and I have a dog.",
    ),
    (
        CASUAL,
        "We have to leave now, but we have already paid.",
        "We have to leave now, but we've already paid.",
    ),
    (
        CASUAL,
        "They have mixed feelings about it.",
        "They have mixed feelings about it.",
    ),
    (
        PROFESSIONAL,
        "Public libraries remain an indispensable cornerstone of democratic society.",
        "Public libraries remain a central part of democratic society.",
    ),
    (
        PROFESSIONAL,
        "Crafted with meticulous attention to detail, the lamp seamlessly blends modern "
        "technology with timeless design.",
        "Crafted with close attention to detail, the lamp blends modern technology with "
        "timeless design.",
    ),
    (
        CASUAL,
        "What started as a small favour quickly turned into a full-blown passion.",
        "A small favour quickly turned into a full-blown passion.",
    ),
    (
        PROFESSIONAL,
        "What began as a side project has grown into a business with 40 staff.",
        "A side project has grown into a business with 40 staff.",
    ),
    (
        PROFESSIONAL,
        "Work is set to begin in early 2025.\n\nAs the town embarks on this new chapter, "
        "many residents are hopeful that the plan will work.",
        "Work is set to begin in early 2025.\n\nMany residents are hopeful that the plan "
        "will work.",
    ),
    (
        PROFESSIONAL,
        "As the firm enters a new market, it will need more staff.",
        "As the firm enters a new market, it will need more staff.",
    ),
    (
        CASUAL,
        "So grab your trowel and get planting!\n\nRemember, every great garden starts with a "
        "single seed.",
        "So grab your trowel and get planting!",
    ),
    (
        CASUAL,
        "Every great garden starts with a single seed. That seed needs light, water and patience.",
        "Every great garden starts with a single seed. That seed needs light, water and patience.",
    ),
    (
        PROFESSIONAL,
        "The council approved a £4.2 million plan aimed at breathing new life into the high "
        "street.",
        "The council approved a £4.2 million plan aimed at reviving the high street.",
    ),
    (
        PROFESSIONAL,
        "The lamp is designed to transform the way you work.",
        "The lamp is designed to change how you work.",
    ),
    (
        PROFESSIONAL,
        "The new bridge will transform the way the city looks.",
        "The new bridge will transform the way the city looks.",
    ),
    (
        PROFESSIONAL,
        "Experience the difference for yourself and take your productivity to new heights.",
        "See the difference for yourself and improve your productivity.",
    ),
    (
        PROFESSIONAL,
        "The Aurora X2 is the ultimate addition to any home office.",
        "The Aurora X2 is a welcome addition to any home office.",
    ),
    (
        CASUAL,
        "Unleash your creativity with our easy-to-use design tools.",
        "Get creative with our easy-to-use design tools.",
    ),
    (
        PROFESSIONAL,
        "In the meantime, we would be more than happy to share a summary. Our team is "
        "working diligently to address this issue.",
        "In the meantime, we would be happy to share a summary. Our team is working hard to "
        "address this issue.",
    ),
    (
        PROFESSIONAL,
        "We sincerely apologize for any inconvenience this may cause and greatly appreciate "
        "your understanding and patience.",
        "We apologize for the inconvenience and thank you for your patience.",
    ),
    (
        PROFESSIONAL,
        "We are sorry the colour was wrong. We sincerely apologise for any inconvenience "
        "this may cause.",
        "We are sorry the colour was wrong. We apologise for the inconvenience.",
    ),
    (
        PROFESSIONAL,
        "Thank you in advance for your time and consideration.",
        "Thank you for your time.",
    ),
    (
        PROFESSIONAL,
        "I am confident that I would be an ideal fit for this role and a valuable addition "
        "to your dynamic team.",
        "I am confident that I would be a strong fit for this role and a valuable addition "
        "to your team.",
    ),
    (
        PROFESSIONAL,
        "I would be glad to discuss my experience, and I look forward to the possibility of "
        "contributing to your continued success.",
        "I would be glad to discuss my experience, and I look forward to hearing from you.",
    ),
    (
        PROFESSIONAL,
        "I look forward to the opportunity of working with you on the Bristol project.",
        "I look forward to the opportunity of working with you on the Bristol project.",
    ),
    (
        ACADEMIC,
        "Libraries ensure that people from all walks of life can take part. Addressing these "
        "challenges will require a concerted effort from policymakers.",
        "Libraries ensure that people from every background can take part. Addressing these "
        "challenges will require a joint effort from policymakers.",
    ),
    (
        ACADEMIC,
        "Our findings add to the existing body of literature on urban mobility. A growing "
        "body of evidence suggests that sleep matters.",
        "Our findings add to the existing literature on urban mobility. Mounting evidence "
        "suggests that sleep matters.",
    ),
    (
        CASUAL,
        "Big news! I'm thrilled to share that I've officially joined the team at Brightwave "
        "as a Data Engineer!",
        "Big news! I've officially joined the team at Brightwave as a Data Engineer!",
    ),
    (
        ACADEMIC,
        "I'm thrilled to share that our paper has been accepted.",
        "I am pleased to report that our paper has been accepted.",
    ),
    (
        PROFESSIONAL,
        "I am eager to bring my unique blend of creativity and experience to your organisation.",
        "I am eager to bring my mix of creativity and experience to your organisation.",
    ),
    (
        ACADEMIC,
        "This thesis endeavours to provide a clear account of the reform.",
        "This thesis aims to provide a clear account of the reform.",
    ),
    (
        PROFESSIONAL,
        "Over the past year, I've learned a great deal – not only about soil, compost and "
        "slugs, but also about patience.",
        "Over the past year, I've learned a great deal – about soil, compost and slugs, and "
        "also about patience.",
    ),
    (
        PROFESSIONAL,
        "The score perfectly complements the film's melancholic tone.",
        "The score complements the film's melancholic tone.",
    ),
    (
        PROFESSIONAL,
        "The festival brings together artists from around the globe.",
        "The festival brings together artists from around the world.",
    ),
    (
        PROFESSIONAL,
        "Replies go out within a day.\n\nYour satisfaction is our top priority.",
        "Replies go out within a day.",
    ),
    (
        PROFESSIONAL,
        "Social media has revolutionized the way we communicate.",
        "Social media has changed how we communicate.",
    ),
    (
        CASUAL,
        "This step is often overlooked, but it can make a world of difference.",
        "This step is often overlooked, but it can make a big difference.",
    ),
    (
        ACADEMIC,
        "Throughout history, humans have sought to understand the stars.",
        "Humans have long sought to understand the stars.",
    ),
    (
        ACADEMIC,
        "Throughout history, the river has marked the border.",
        "Throughout history, the river has marked the border.",
    ),
    (
        PROFESSIONAL,
        "This delicate dance between tradition and innovation defines the city.",
        "This balance between tradition and innovation defines the city.",
    ),
    (
        CASUAL,
        "Serve it warm with a dollop of cream. Trust me, your taste buds will thank you.",
        "Serve it warm with a dollop of cream.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12)
def test_review_r12(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r12: a moment is seized, not exploited; "harness" elsewhere is used in every tone.
HARNESS = [
    (
        ACADEMIC,
        "The question is whether these towns can harness this moment to build a future.",
        "The question is whether these towns can seize this moment to build a future.",
    ),
    (
        ACADEMIC,
        "The plant harnesses solar energy for its pumps.",
        "The plant uses solar energy for its pumps.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), HARNESS)
def test_r12_harness(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected


# Review r12 (blind): what the engine itself got wrong, and the templates it left. Repetitions a
# rule brought in ("a great time" … "a great effort", "strong track record" … "strong skills", two
# "be glad to"), "encourage resilience", "how … and also where"; then the families of the tells
# left ("not just X: it's Y" with a colon, an ellipsis or a full stop, ": not just X, but Y",
# the dash and "one that", cover-letter and abstract stock), and where a broad rule must not fire.
REVIEW_R12_FIXES = [
    (
        CASUAL,
        "As the mornings get that crisp autumn bite, it's the perfect time to look back "
        "on the year.",
        "As the mornings get that crisp autumn bite, it's a good time to look back on the year.",
    ),
    (
        PROFESSIONAL,
        "With four years of experience and a proven track record of driving efficiency, "
        "I am ready.",
        "With four years of experience and a solid track record of driving efficiency, I am ready.",
    ),
    (
        PROFESSIONAL,
        "I would welcome the opportunity to help. I would welcome the chance to discuss "
        "my background.",
        "I would like to help. I would be glad to discuss my background.",
    ),
    (
        ACADEMIC,
        "Parks are essential infrastructure that can foster resilience and support wellbeing.",
        "Parks are essential infrastructure that can build resilience and support wellbeing.",
    ),
    (
        PROFESSIONAL,
        "The programme fosters trust between staff and residents.",
        "The programme builds trust between staff and residents.",
    ),
    (
        ACADEMIC,
        "Remote work has transformed not only how Americans work, but also where they "
        "choose to live.",
        "Remote work has transformed both how Americans work and where they choose to live.",
    ),
    (
        PROFESSIONAL,
        "The service is funded not only by the council, but also by local firms.",
        "The service is funded both by the council and by local firms.",
    ),
    (
        CASUAL,
        "It shows what this club is really about: not just fitness, but community.",
        "It shows what this club is about: community as much as fitness.",
    ),
    (
        CASUAL,
        "Just a gentle reminder that annual subs are due by the end of the month.",
        "Don't forget that annual subs are due by the end of the month.",
    ),
    (
        PROFESSIONAL,
        "Just a gentle reminder that annual subs are due by the end of the month.",
        "Please remember that annual subs are due by the end of the month.",
    ),
    (
        CASUAL,
        "Okay, I'll be honest: I was skeptical.",
        "I'll admit it: I was skeptical.",
    ),
    (
        CASUAL,
        "I'll be honest: Google wins.",
        "I'll be honest: Google wins.",
    ),
    (
        CASUAL,
        "Here's where it really shines.",
        "This is where it stands out.",
    ),
    (
        PROFESSIONAL,
        "I am excited to apply for the Operations Coordinator position.",
        "I am writing to apply for the Operations Coordinator position.",
    ),
    (
        PROFESSIONAL,
        "I am confident in my ability to make a meaningful contribution to your team.",
        "I am confident I can contribute to your team.",
    ),
    (
        PROFESSIONAL,
        "Your pledge matters to me, and I would be glad to help turn that vision into reality.",
        "Your pledge matters to me, and I would be glad to help make that happen.",
    ),
    (
        ACADEMIC,
        "Urban green space is increasingly recognised as a key determinant of population health.",
        "Urban green space is increasingly seen as a determinant of population health.",
    ),
    (
        ACADEMIC,
        "Policymakers should treat parks as infrastructure — one that can build "
        "resilience and support wellbeing.",
        "Policymakers should treat parks as infrastructure, which can build resilience "
        "and support wellbeing.",
    ),
    (
        PROFESSIONAL,
        "She has always been a mentor — one that listens before she speaks.",
        "She has always been a mentor — one that listens before she speaks.",
    ),
    (
        ACADEMIC,
        "The shift raises important questions about community identity.",
        "The shift raises questions about community identity.",
    ),
    (
        ACADEMIC,
        "Yet this revival is not without tension.",
        "Yet this revival has its tensions.",
    ),
    (
        CASUAL,
        "The idea is not without merit.",
        "The idea isn't without merit.",
    ),
    (
        ACADEMIC,
        "In this sense, remote work is a lifeline, simultaneously renewing and reshaping "
        "the towns it touches.",
        "In this sense, remote work is a lifeline, renewing and reshaping the towns it touches.",
    ),
    (
        ACADEMIC,
        "The real question is whether these communities can adapt.",
        "What matters is whether these communities can adapt.",
    ),
    (
        ACADEMIC,
        "A future rooted in the very values that drew people there.",
        "A future rooted in the values that drew people there.",
    ),
    (
        ACADEMIC,
        "We stayed until the very end of the season.",
        "We stayed until the very end of the season.",
    ),
    (
        CASUAL,
        "This isn't just a bag: it's a statement.",
        "This is a statement, not just a bag.",
    ),
    (
        CASUAL,
        "It's not just a phone. It's a lifestyle.",
        "It's a lifestyle, not just a phone.",
    ),
    (
        ACADEMIC,
        "This is not merely a technical problem; it is a political one.",
        "This is more than a technical problem; it is a political one.",
    ),
    (
        ACADEMIC,
        "Let me know in the comments how it's worked for you.",
        "Let me know in the comments how it's worked for you.",
    ),
    (
        ACADEMIC,
        "It's designed for small kitchens.",
        "It is designed for small kitchens.",
    ),
    (
        CASUAL,
        "I didn't expect it in the first place.",
        "I didn't expect it in the first place.",
    ),
    (
        CASUAL,
        "The Kestrel Crisp isn't just another kitchen gadget — it's a genuine upgrade to your "
        "weeknight routine.",
        "The Kestrel Crisp is a real upgrade to your weeknight routine, not just another kitchen "
        "gadget.",
    ),
    (
        CASUAL,
        "It was a genuine mistake, and she said sorry.",
        "It was a genuine mistake, and she said sorry.",
    ),
]


@pytest.mark.parametrize(("tone", "text", "expected"), REVIEW_R12_FIXES)
def test_review_r12_fixes(tone: Tone, text: str, expected: str) -> None:
    assert rewrite(text, tone) == expected
