"""Pure-Python rules engine for four post-apocalyptic board games.

`engine.core` is game-agnostic; `engine.games.<id>` holds one game each; `engine.api` is the JSON
facade used by the browser worker and the command line.
"""

__version__ = "0.1.0"
