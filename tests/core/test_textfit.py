"""Scene text fitting (engine/core/textfit.py): truncation and word wrap by estimated width."""

from engine.core.textfit import fit, wrap


def test_fit_keeps_short_text_and_cuts_long_text_with_an_ellipsis():
    """Text that fits is unchanged; longer text ends in an ellipsis within the width."""
    assert fit("Depot", 200) == "Depot"
    cut = fit("A very long name for a tile", 60)
    assert cut.endswith("…") and len(cut) <= int(60 / (14 * 0.54))


def test_wrap_breaks_on_words_and_limits_lines():
    """Wrapping breaks between words and never gives more lines than asked, the last cut when needed."""
    lines = wrap("the quick brown fox jumps over the lazy dog again and again", 100, 14, 2)
    assert len(lines) == 2 and lines[0] == "the quick" and lines[1].endswith("…")
    assert wrap("short", 100) == ["short"]
