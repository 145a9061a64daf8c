"""Project Kraken (Appendix I): the solo opponent, an automa seat played entirely by step frames on the same flow.

Its deck is drawn at random card by card (`deck.py`: the top card's back is public, its face hidden); its turn
(`turn.py`) reveals a card, takes its highest commando, blocks a task (or promotes) and carries out one row of
the card (`actions.py`); `end_of_round.py` applies its end-of-round card after rounds 1 to 3.
"""

from . import actions, deck, end_of_round, turn  # noqa: F401
