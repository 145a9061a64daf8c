"""Phoenix New Horizon: commandos take tasks on a shared panel to build regenerators and buildings on a ruined map,
raise energy, develop and settle the population of the new colonies over four rounds; alone, against Project
Kraken (an automated rival driven by its own deck). The rules are in rules/, the solo opponent in automa/, the
designed content (map, panel, console, cards, tiles) in content/, the table in scene/.
"""
