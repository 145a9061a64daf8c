"""The JSON facade (engine/api.py): every op, validation errors, and that failures change nothing."""

from __future__ import annotations

import json

import pytest

from engine import api


@pytest.fixture
def call():
    """A fresh Api instance and a helper that sends one request to it."""
    instance = api.Api()

    def send(**request):
        return api.call(instance, request)

    return send


def start(call, **extra):
    request = dict(op="new_game", game="testgame", players=2, seats=["human", "bot"], names=["Ada", "Bo"], seed=5)
    request.update(extra)
    reply = call(**request)
    assert reply["ok"], reply
    return reply["result"]


def test_games_lists_registered_games(call):
    """`games` lists every registered game with its options."""
    games = call(op="games")["result"]["games"]
    info = next(g for g in games if g["id"] == "testgame")
    assert info["min_players"] == 1 and info["max_players"] == 4 and info["solo"]
    assert {o["key"] for o in info["options"]} == {"automa", "rounds"}


def test_new_game_returns_a_table_for_the_human_to_move(call):
    """A new game's table shows the human seat's choice, scene, seats and a save code."""
    table = start(call)
    assert table["turn"] == 0 and table["viewer"] == 0 and table["turn_controller"] == "human"
    assert table["choice"]["prompt"] == "Choose your action"
    assert [s["name"] for s in table["seats"]] == ["Ada", "Bo"]
    assert table["scene"]["items"] and table["code"].startswith("S3")
    assert table["status"] == "Round 1 of 3" and not table["over"]


def test_choice_is_hidden_from_other_viewers(call):
    """A seat that is not deciding gets no choice, only the scene and log meant for it."""
    start(call)
    other = call(op="table", seat=1)["result"]
    assert other["choice"] is None and other["viewer"] == 1


def test_act_then_bot_step_then_undo_and_redo(call):
    """act applies a human pick; bot_step plays one bot decision; undo and redo move through history."""
    start(call)
    after_pick = call(op="act", index=0, seat=0)["result"]  # Play a card: no reveal yet
    assert after_pick["choice"]["prompt"] == "Pick a card to play" and after_pick["can_undo"]
    undone = call(op="undo", seat=0)["result"]
    assert undone["choice"]["prompt"] == "Choose your action" and undone["can_redo"]
    redone = call(op="redo", seat=0)["result"]
    assert redone["choice"]["prompt"] == "Pick a card to play"
    call(op="act", index=0, seat=0)  # pick the first card
    call(op="act", index=0, seat=0)  # to the depot
    done = call(op="act", index=0, seat=0)["result"]  # Done: the card is revealed
    assert done["turn"] == 1 and done["turn_controller"] == "bot" and not done["can_undo"]
    stepped = call(op="bot_step", seat=0)["result"]
    assert stepped["step"] == done["step"] + 1


def test_illegal_requests_change_nothing(call):
    """Out-of-range and wrong-seat picks are refused with a clear message and leave the game as it was."""
    table = start(call)
    for request, fragment in [
        (dict(op="act", index=7, seat=0), "does not exist"),
        (dict(op="act", index=0, seat=1), "Ada's turn"),
        (dict(op="act", index="x", seat=0), "index"),
        (dict(op="bot_step"), "not a bot's turn"),
        (dict(op="fly"), "unknown op"),
        (dict(op="table", seat=9), "no seat 9"),
    ]:
        reply = call(**request)
        assert not reply["ok"] and fragment in reply["error"]["message"], reply
    assert call(op="table")["result"]["code"] == table["code"]


def test_bad_new_game_requests(call):
    """Unknown games, bad options and overlong or control-character names are refused."""
    assert "unknown game" in call(op="new_game", game="chess", players=2)["error"]["message"]
    assert "needs the Scavenger" in call(op="new_game", game="testgame", players=1)["error"]["message"]
    long_name = call(op="new_game", game="testgame", players=1, names=["x" * 99], options={"automa": "on"})
    assert long_name["error"]["kind"] == "BadRequest" and "names.0" in long_name["error"]["message"]
    bell = call(op="new_game", game="testgame", players=1, names=["a\x07"], options={"automa": "on"})
    assert bell["error"]["kind"] == "BadRequest"


def test_markup_in_a_name_is_kept_as_plain_text(call):
    """A name that looks like HTML is stored and returned unchanged, as text (the page never parses it)."""
    table = start(call, names=["<img src=x onerror=alert(1)>", "Bo"])
    assert table["seats"][0]["name"] == "<img src=x onerror=alert(1)>"


def test_save_and_load_code_round_trip(call):
    """save_code then load_code gives the same game; a bad code leaves the current game alone."""
    start(call)
    call(op="act", index=1, seat=0)
    code = call(op="save_code")["result"]["code"]
    bad = call(op="load_code", code=code[:-3] + "AAA")
    assert bad["error"]["kind"] == "SaveCodeError"
    assert call(op="table")["result"]["code"] == code
    loaded = call(op="load_code", code=f"https://example.test/#code={code}")["result"]
    assert loaded["code"] == code and loaded["step"] == 1


def test_ops_need_a_game(call):
    """Ops on the current game before one exists report NoGame."""
    assert call(op="table")["error"]["kind"] == "NoGame"


def test_handle_speaks_json():
    """handle() takes and returns JSON text, and reports malformed JSON as a bad request."""
    assert json.loads(api.handle('{"op": "games"}'))["ok"]
    assert json.loads(api.handle("{nope"))["error"]["kind"] == "BadRequest"
    assert json.loads(api.handle("[1]"))["error"]["kind"] == "BadRequest"


def test_chosen_colours_reach_seats_scene_and_save_code(call):
    """Colours picked in the dialog colour the seats and the scene's seat styles, and travel in the code."""
    table = start(call, colors=["#000000", "#F0E442"])
    assert [s["color"] for s in table["seats"]][:2] == ["#000000", "#F0E442"]
    palette = table["scene"]["palette"]
    assert palette["seat1"]["fill"] == "#F0E442" and palette["seat1"]["text"] == "#111111"
    assert palette["seat0"]["text"] == "#ffffff"
    loaded = call(op="load_code", code=table["code"])["result"]
    assert [s["color"] for s in loaded["seats"]][:2] == ["#000000", "#F0E442"]


def test_colours_must_be_distinct_hex(call):
    """Repeated or non-hex colours are refused."""
    same = call(op="new_game", game="testgame", players=2, colors=["#000000", "#000000"])
    assert "different colours" in same["error"]["message"]
    assert call(op="new_game", game="testgame", players=2, colors=["red", "#000000"])["error"]["kind"] == "BadRequest"


def test_bot_run_plays_bots_until_a_human_must_decide(call):
    """bot_run lets bots play on until a human seat's turn or the game's end, bounded by max_steps."""
    all_bots = start(call, seats=["bot", "bot"], options={"automa": "on"})
    assert all_bots["turn_controller"] == "bot"
    one = call(op="bot_run", max_steps=1)["result"]
    assert one["step"] == 1
    end = call(op="bot_run", max_steps=5000)["result"]
    assert end["over"] and end["winners"]
    start(call)  # a human seat is to move: nothing to run
    assert call(op="bot_run")["result"]["step"] == 0


def test_a_thinking_time_caps_hard_bots_and_their_moves_replay_from_the_code(call):
    """(issue 15) the page's `think_ms` is checked like every argument; decisions a thinking time cut short are in
    the save code, so the code replays to the same table without searching again."""
    start(call, seats=["bot", "bot"], bot="search")
    refused = call(op="bot_step", think_ms=20)
    assert not refused["ok"] and refused["error"]["kind"] == "BadRequest"
    assert call(op="bot_step", think_ms=100)["result"]["step"] == 1
    table = call(op="bot_run", max_steps=30, think_ms=100)["result"]
    again = call(op="load_code", code=table["code"])
    assert again["ok"], again
    assert again["result"]["step"] == table["step"] and again["result"]["code"] == table["code"]


def test_player_names_replace_seat_references_in_text(call):
    """Games name player seats by reference; the table shows the names people chose, even markup, as text."""
    call(op="new_game", game="ashes", players=2, seats=["bot", "bot"], names=["Ada", "<b>Bo</b>"], seed=4)
    table = call(op="bot_run", max_steps=40)["result"]
    text = " ".join(line["text"] for line in table["log"])
    assert "Ada" in text and "{seat:" not in text
    assert "{seat:" not in json.dumps(table)


def test_render_names_leaves_names_that_look_like_references_alone():
    """A typed name that looks like a reference is not expanded again."""
    from engine.core.names import render_names, seat_ref

    names = ["{seat:1}", "Bo"]
    assert render_names(f"{seat_ref(0)} greets {seat_ref(1)}", lambda s: names[s]) == "{seat:1} greets Bo"


def test_prepare_loads_a_game_and_refuses_unknown_ids(call):
    """`prepare` imports a game's rules ahead of use and answers its id; an unknown id is a BadRequest."""
    assert call(op="prepare", game="testgame") == {"ok": True, "result": {"game": "testgame"}}
    reply = call(op="prepare", game="nope")
    assert reply["error"]["kind"] == "BadRequest" and "unknown game 'nope'" in reply["error"]["message"]
