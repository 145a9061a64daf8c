"""Players' words: plurals and articles for text the engine writes, and a check for what is not players' words.

`count(2, "colony")` gives "2 colonies", `a("army")` gives "an army". `jargon(text)` finds what in a text looks
like an internal id, an undrawn coordinate, a rulebook section number or an abbreviation (docs/ui.md, "Words
players read"); the page tests run it over the text of many tables.
"""

from __future__ import annotations

import re

_IRREGULAR = {"person": "people", "man": "men", "woman": "women", "child": "children", "die": "dice",
              "mouse": "mice", "foot": "feet", "tooth": "teeth", "leaf": "leaves", "life": "lives",
              "knife": "knives", "wolf": "wolves", "shelf": "shelves", "half": "halves"}
_SAME = {"sheep", "fish", "deer", "ammo", "fuel", "water", "food", "equipment", "information", "salvage"}


def plural(word: str, n: int = 2, form: str | None = None) -> str:
    """The form of `word` for `n` things ("colony" -> "colonies" unless n is 1); `form` gives an odd plural."""
    if n == 1 or n == -1:
        return word
    if form is not None:
        return form
    lower = word.lower()
    last = lower.rsplit(" ", 1)[-1]
    head = word[:len(word) - len(last)]
    tail = word[len(word) - len(last):]
    if last in _SAME:
        return word
    if last in _IRREGULAR:
        out = _IRREGULAR[last]
        return head + (out.capitalize() if tail[:1].isupper() else out)
    if re.search(r"[^aeiou]y$", last):
        return word[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", last):
        return word + "es"
    return word + "s"


def count(n: int, word: str, form: str | None = None) -> str:
    """`n` and the right form of `word`: "1 colony", "2 colonies", "0 colonies"."""
    return f"{n} {plural(word, n, form)}"


_AN_EXCEPTIONS = ("uni", "use", "usu", "one", "once", "eu", "ewe")
_AN_SILENT_H = ("hour", "honest", "honou", "heir")


def a(phrase: str) -> str:
    """The phrase with its indefinite article: "a scout", "an army", "an hour", "a unit"."""
    lower = phrase.lower()
    vowel = lower[:1] in "aeiou" and not lower.startswith(_AN_EXCEPTIONS)
    if lower.startswith(_AN_SILENT_H):
        vowel = True
    return f"{'an' if vowel else 'a'} {phrase}"


# What is not players' words, each with the reason docs/ui.md gives.
_JARGON = [
    (re.compile(r"\b[A-Za-z]+[0-9]*_[A-Za-z0-9_]+\b"), "an internal id"),
    (re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+[a-z]?\b"), "an internal id"),
    (re.compile(r"(?<![\w.,])-?\d+,-?\d{1,2}(?![\d,])"), "a coordinate"),
    (re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"), "a coordinate"),
    (re.compile(r"\(\s*\d+(?:\.\d+)+\s*\)|§\s*\d|\b\d+\.\d+\.\d+\b"), "a section number"),
    (re.compile(r"\b(?:section|rulebook|rule)\s+\d+(?:\.\d+)*\b", re.IGNORECASE), "a section number"),
    (re.compile(r"\b[A-Z]{2,}[0-9]*\b"), "an abbreviation"),
    (re.compile(r"\b[A-Z][0-9]\b|\b[0-9]+[A-Z]\b|\b\d+x[A-Z]"), "an abbreviation"),
    (re.compile(r"\[\d+(?:/\d+)+\]"), "notation"),
    (re.compile(r"\{[a-z_]+(?::\d+)?\}|\bNone\b|\[\s*'"), "a leftover placeholder"),
]


def jargon(text: str, allowed: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """What in `text` is not players' words, as "'s1_a5' (an internal id)" strings; `allowed` holds words
    that may look like an abbreviation (the game's title, glossary terms: "ASHES", "VP")."""
    found = []
    for pattern, why in _JARGON:
        for match in pattern.finditer(text):
            word = match.group(0)
            if word in allowed or word.strip("()") in allowed:
                continue
            found.append(f"{word!r} ({why})")
    return found


def allowed_words(*texts: str) -> frozenset[str]:
    """The ALLCAPS words of some texts (a title, glossary terms), to pass to `jargon` as allowed."""
    return frozenset(word for text in texts for word in re.findall(r"\b[A-Z]{2,}[0-9]*\b", text))
