"""Print the conformance suite's measurements (save-code lengths) after the test run."""

from __future__ import annotations

from conformance import support


def pytest_terminal_summary(terminalreporter) -> None:
    """List the save-code length of a full game at the largest player count, per game: the lines the tests
    recorded as user properties (so they reach the summary from pytest-xdist workers too)."""
    lines = {}
    for report in terminalreporter.stats.get("passed", []):
        for name, value in getattr(report, "user_properties", ()):
            if name == support.REPORT_PROPERTY and report.when == "call":
                lines[report.nodeid.rsplit("[", 1)[-1].rstrip("]")] = value
    if not lines:
        return
    terminalreporter.section("conformance: save-code lengths")
    for test_id, line in sorted(lines.items()):
        terminalreporter.write_line(f"{test_id}: {line}")
