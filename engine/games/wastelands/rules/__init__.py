"""Rise of the Wastelands rules, split by concern: setup, turn, actions, combat, influence, achievements, endgame."""
