"""The facade's ops for resuming and following a game: snapshots beside codes, resume, automa turns step by step,
How-to-play guides, the final score table."""

from __future__ import annotations

import json

import pytest

from engine import api
from engine.core import savecode, snapshot


@pytest.fixture
def call():
    """A fresh Api instance and a helper that sends one request to it."""
    instance = api.Api()

    def send(**request):
        return api.call(instance, request)

    return send


def solo(call, seed=5):
    """A solo game of the test game against the Scavenger (an automa seat)."""
    reply = call(op="new_game", game="testgame", players=1, seats=["human"], names=["Ada"], seed=seed,
                 options={"automa": "on"})
    assert reply["ok"], reply
    return reply["result"]


def scavenge(call, table):
    """Take the 'Scavenge from the bag' option (one decision, then the Scavenger plays its turn)."""
    index = next(o["index"] for o in table["choice"]["options"] if o["label"].startswith("Scavenge"))
    reply = call(op="act", index=index, seat=0)
    assert reply["ok"], reply
    return reply["result"]


def test_the_automa_turn_is_kept_step_by_step(call):
    """After a decision, the table says how many positions of the Scavenger's turn were kept; each `beat` is a
    table of that position (the Scavenger's turn, no choice, the log so far), in order."""
    table = scavenge(call, solo(call))
    assert table["beats"] >= 1 and table["choice"] is not None
    logs = []
    for index in range(table["beats"]):
        beat = call(op="beat", index=index)["result"]
        assert beat["beat"] == index and beat["choice"] is None and beat["turn"] == 1
        assert beat["turn_controller"] == "automa" and not beat["can_undo"]
        logs.append(len(beat["log"]))
    assert logs == sorted(logs) and logs[-1] <= len(table["log"])
    assert "Scavenger" in " ".join(line["text"] for line in table["log"][-2:])
    bad = call(op="beat", index=table["beats"])
    assert not bad["ok"] and bad["error"]["kind"] == "BadRequest"


def test_resume_uses_a_valid_snapshot_and_falls_back_to_the_code(call):
    """A snapshot taken beside a code resumes without a replay; another code, a damaged or tampered snapshot
    falls back to replaying the code; both give the same table."""
    table = scavenge(call, solo(call))
    saved = call(op="snapshot")["result"]
    assert saved["code"] == table["code"]
    fresh = api.Api()
    first = api.call(fresh, {"op": "resume", "code": saved["code"], "snapshot": saved["snapshot"]})["result"]
    assert first["resumed_from"] == "snapshot" and first["snapshot_refused"] is None
    # the table of a snapshot resume carries the save's own code, the one a fresh encoding writes
    assert first["code"] == saved["code"] == savecode.encode(fresh.session)
    for bad in ("{", json.dumps({"v": 99}), saved["snapshot"].replace('"testgame.state:SalvageState"',
                                                                        '"os:system"'), None):
        again = api.call(api.Api(), {"op": "resume", "code": saved["code"], "snapshot": bad})["result"]
        assert again["resumed_from"] == "code"
        assert (again["snapshot_refused"] is None) == (bad is None)
        assert again["scene"] == first["scene"] and again["choice"] == first["choice"]
    other = scavenge(call, table)
    stale = api.call(api.Api(), {"op": "resume", "code": other["code"], "snapshot": saved["snapshot"]})["result"]
    assert stale["resumed_from"] == "code" and "another save code" in stale["snapshot_refused"]
    assert stale["step"] == other["step"]


def test_a_restored_session_plays_on_and_undoes_like_a_replayed_one():
    """A session rebuilt from a snapshot in practice mode undoes across reveals exactly like the original."""
    from engine.core.fingerprint import fingerprint
    from engine.core.session import HUMAN, SeatSetup, Session
    from testgame import GAME

    original = Session(GAME, 2, {}, 9, SeatSetup(["A", "B"], [HUMAN, HUMAN]), practice=True)
    for index in (1, 1, 2, 1, 0, 0):
        choice = original.choice()
        original.apply(index if choice.options[index].enabled else choice.enabled_indices()[0])
    code = savecode.encode(original)
    restored = snapshot.restore(snapshot.take(original, code), code)
    assert fingerprint(restored.state) == fingerprint(original.state)
    while original.can_undo():
        original.undo()
        restored.undo()
        assert fingerprint(restored.state) == fingerprint(original.state)
    assert not restored.can_undo()


def test_help_gives_the_guide_without_loading_rules(call):
    """`help` returns a game's How-to-play guide (topics, glossary); an unknown game is a BadRequest."""
    guide = call(op="help", game="testgame")["result"]
    assert guide["game"] == "testgame" and {"turn", "sites", "scoring"} <= {t["id"] for t in guide["topics"]}
    assert all(topic["text"] for topic in guide["topics"]) and guide["glossary"]
    assert call(op="help", game="nope")["error"]["kind"] == "BadRequest"


def test_the_final_table_has_score_rows_and_the_outcome(call):
    """Once over, the table carries the final score by category (a row per category, a value per seat) and
    who won."""
    call(op="new_game", game="testgame", players=2, seats=["bot", "bot"], names=["Ada", "Bo"], seed=3)
    end = call(op="bot_run", max_steps=5000)["result"]
    assert end["over"]
    rows = end["final"]["rows"]
    assert rows[-1]["label"] == "Total" and rows[-1]["values"] == end["scores"]
    assert all(len(row["values"]) == 2 for row in rows)
    assert "win" in end["final"]["outcome"] and "{seat:" not in end["final"]["outcome"]


def test_a_snapshot_of_another_state_shape_is_refused(call):
    """The layout a restore checks (noted while the state is rebuilt) is the one `layout` digests from the state;
    a snapshot recorded under another layout falls back to the code."""
    scavenge(call, solo(call))
    saved = call(op="snapshot")["result"]
    data = json.loads(saved["snapshot"])
    reader = snapshot._Reader()
    state = reader.read(data["state"])
    assert snapshot._layout_digest(reader.shapes) == snapshot.layout(state) == data["layout"]
    data["layout"] = "0" * 12
    again = call(op="resume", code=saved["code"], snapshot=json.dumps(data))["result"]
    assert again["resumed_from"] == "code" and "another shape" in again["snapshot_refused"]
