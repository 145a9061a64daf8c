"""Phoenix New Horizon tests: the `slow` marker for the long many-games runs."""


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "slow: long seeded playouts (left out of the fast inner loop)")
