"""Ashes & Amber: each player builds a civilization as stacks of cards (cities) where only the top card acts, over
five eras from Prehistory to the Modern Era; Catastrophes burn unprotected cards to Ash, Death cards weigh on the
final count of Utopia, Decisive Moments and secret Projects reward foresight, and the Achievement resolves the
moment the last Ambition is claimed. The rules are in rules/, the designed cards in content/, the table in scene/.
"""
