"""Fit text into a width on the table: estimated glyph widths, truncation with an ellipsis, word wrap.

The painter draws with the page's sans-serif font; these estimates keep scene text inside its box
without measuring in Python.
"""

from __future__ import annotations


def fit(text: str, width: float, size: float = 14, bold: bool = False) -> str:
    """Cut `text` so it fits `width` units at `size` (estimated glyph width), ending with an ellipsis."""
    per = size * (0.6 if bold else 0.54)
    room = max(1, int(width / per))
    return text if len(text) <= room else text[:max(1, room - 1)].rstrip() + "…"


def wrap(text: str, width: float, size: float = 14, lines: int = 3, bold: bool = False) -> list[str]:
    """Greedy word wrap into at most `lines` lines, the last one cut with an ellipsis."""
    per = size * (0.6 if bold else 0.54)
    room = max(1, int(width / per))
    out: list[str] = []
    line = ""
    words = text.split()
    for k, word in enumerate(words):
        nxt = f"{line} {word}" if line else word
        if len(nxt) <= room:
            line = nxt
            continue
        out.append(line or fit(word, width, size, bold))
        line = word if line else ""
        if len(out) == lines:
            rest = " ".join(words[k:])
            out[-1] = fit(out[-1] + " " + rest, width, size, bold)
            return out
    if line:
        out.append(line)
    if len(out) > lines:
        out = out[:lines - 1] + [fit(" ".join(out[lines - 1:]), width, size, bold)]
    return out
