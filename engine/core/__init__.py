"""Game-agnostic runtime: PRNG, choices, effect stack, session, save codes, scene, bots, registry."""
