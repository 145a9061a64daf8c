"""Rise of the Wastelands: a post-apocalyptic 4X board game for 1-4 players (with automated opponents solo):
explore a map of face-down tiles, build Outposts, buy units, buildings and upgrades, fight for Military
Prestige, claim achievements and spread your Influence tokens over the other factions; whoever places the most,
on every other player, wins. The package follows the layout of docs/architecture.md ("Adding a game")."""
