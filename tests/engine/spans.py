"""What the engine may drop of a text's protected spans."""


def lost_spans(source: str, output: str, spans: list[str]) -> list[str]:
    """The protected spans of `source` missing from `output`, but for those of a closing offer
    that went whole ("Veux-tu un exemple sur 20 ans ?"): what an assistant offers to write next
    is not yet a fact of the text."""
    closing = source.rstrip().rsplit("\n", 1)[-1]
    offer_went = closing.endswith("?") and closing not in output
    return [s for s in spans if s not in output and not (offer_went and s in closing)]
