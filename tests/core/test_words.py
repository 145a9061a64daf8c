"""Players' words: plurals, articles, and the jargon check the page tests run over every table's text."""

from __future__ import annotations

import pytest

from engine.core.words import a, allowed_words, count, jargon, plural


@pytest.mark.parametrize("n,word,expected", [(1, "colony", "1 colony"), (2, "colony", "2 colonies"),
                                             (0, "army", "0 armies"), (3, "box", "3 boxes"), (2, "die", "2 dice"),
                                             (2, "Power card", "2 Power cards"), (4, "fuel", "4 fuel"),
                                             (2, "person", "2 people"), (2, "day", "2 days")])
def test_count_uses_the_right_plural(n, word, expected):
    """count() gives the number and the word's form for it."""
    assert count(n, word) == expected


def test_plural_takes_an_odd_form_and_articles():
    """An odd plural can be given; a() picks "a" or "an" by sound for the common cases."""
    assert plural("cactus", 2, "cacti") == "cacti" and plural("cactus", 1, "cacti") == "cactus"
    assert [a(w) for w in ("army", "scout", "unit", "hour", "outpost", "one-way road")] == [
        "an army", "a scout", "a unit", "an hour", "an outpost", "a one-way road"]


@pytest.mark.parametrize("text", ["Rescue from s1_a5", "site_02_c2", "Explore tile inner_1", "Move the scout at 4,-5",
                                  "DRON", "GRNH", "2xMII", "[2/3/4]", "Take no survivor (5.8)", "F4 D2 R0 S0 H3",
                                  "Play rust-3", "Hello {seat:1}", "None", "see rulebook 7.2", "at (3, -2)"])
def test_jargon_finds_ids_coordinates_sections_and_abbreviations(text):
    """Each issue example is caught."""
    assert jargon(text)


@pytest.mark.parametrize("text", ["Play Rust 3 to the depot.", "It costs 1,500 fuel", "Scores: 3, 4 and 5",
                                  "A 3-player game", "The Rival gains 2 VP", "Round 2 of 5 - Ada to play"])
def test_jargon_leaves_players_words_alone(text):
    """Ordinary sentences, numbers and allowed abbreviations pass."""
    assert jargon(text, allowed_words("VP")) == []
