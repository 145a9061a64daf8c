"""Test setup: register the test game (it lives only under tests/ and is never shipped), and check every frame's
arguments against its handler as it runs (a push with a wrong argument fails here, not in play)."""

import testgame  # noqa: F401  (registers Salvage Run)
from engine.core.effects import Flow

Flow.check_frames = True

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# These machines are noisy (CI shares its cores): no property test fails for taking long, only for what it checks.
settings.register_profile("noisy", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("noisy")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook reads the xdist_group marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the browser tests `web` and the WebAssembly-under-Node tests `node` by where they live, so the fast
    inner loop (`python -m pytest -m "not slow and not web and not node"`) leaves them out.

    Under pytest-xdist (`-n`, with `--dist loadgroup`) they form one group that one worker runs in order (one
    built site, one browser) while the other workers share the engine tests; they are put first so that the
    long group starts at once instead of after every engine test."""
    browser_side = []
    for item in items:
        path = item.path.as_posix()
        if "/tests/web/" not in path:
            continue
        item.add_marker(pytest.mark.node if item.path.name == "test_node_pyodide.py" else pytest.mark.web)
        item.add_marker(pytest.mark.xdist_group("browser"))
        browser_side.append(item)
    if browser_side:
        rest = [item for item in items if "/tests/web/" not in item.path.as_posix()]
        items[:] = browser_side + rest
