"""Print the conformance suite's measurements (save-code lengths) after the test run."""

from __future__ import annotations

from conformance import support


def pytest_terminal_summary(terminalreporter) -> None:
    """List the save-code length of a full game at the largest player count, per game."""
    if not support.REPORT:
        return
    terminalreporter.section("conformance: save-code lengths")
    for test_id, line in sorted(support.REPORT.items()):
        terminalreporter.write_line(f"{test_id}: {line}")
