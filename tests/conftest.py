"""Test setup: register the test game (it lives only under tests/ and is never shipped)."""

import testgame  # noqa: F401  (registers Salvage Run)
