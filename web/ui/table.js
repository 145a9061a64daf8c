// table.js - the table view: canvas and region bar, choices (with the Rule button), log, scores, undo/redo,
// the opponents' turns played back step by step at the player's pace (an automa's turn from the engine's
// `beat`s, bots one `bot_step` at a time, "Skip to my turn"), the last-move marks and "Since your last turn",
// the "pass the device" screen that hides private information between human seats, the final scores with
// "Play again", and the autosave after every table.

import { $ } from "./dom.js";
import { Painter } from "../render.js";
import { renderChoices } from "./choices.js";
import { renderLog, renderScores, renderSince, lastLine, summarise } from "./log.js";
import { putSave, setLastSave, newSaveId, StorageFullError } from "./saves.js";
import { renderRegionBar } from "./regionbar.js";
import { openDetail, showInfo, wireDetail } from "./detail.js";
import { wirePlayback, showPlayback, paceMs, pause } from "./playback.js";
import { renderFinal } from "./final.js";
import { openHelp, loadGuide, topicTitle, setHelpEngine, wireHelpDialog } from "./help.js";

// How long a hard (search) bot may think over one decision: past it the worker begins no new sampled world,
// so a slow tablet waits about as long as a fast laptop (engine/core/search.py).
const BOT_THINK_MS = 1000;

export class TableView {
  constructor({ engine, notify, onHome, onShare }) {
    this.engine = engine;
    this.notify = notify;
    this.onHome = onHome;
    this.onShare = onShare;
    this.section = $("#table");
    this.canvas = $("#board");
    this.painter = new Painter(this.canvas, {
      onPick: (i) => this.pick(i),
      onBlocked: (item) => this._explain(item),
      onInfo: (text) => showInfo(text),
      onDetail: (item) => openDetail(item, { choice: this.live ? this.table.choice : null, onPick: (i) => this.pick(i) }),
      onLayout: () => this._renderRegions(),
      tooltip: $("#tooltip"),
    });
    this.table = null;
    this.saveId = null;
    this.savedCode = null; // the code the save's record holds whole (see open)
    this.colors = null;
    this.confirmedSeat = null;
    this.gen = 0;
    this.busy = false;
    this.inflight = Promise.resolve();
    this.live = false;
    this.since = new Map();   // seat -> number of the newest log line when that seat last picked
    this.skipping = false;    // "Skip to my turn": no more pauses or playback until a human decides
    this.waiting = null;      // the pause between two opponent steps (cut short by a skip)
    this.guide = null;        // the How-to-play guide of the game shown ({game, guide})

    setHelpEngine(engine);
    wireHelpDialog();
    wireDetail();
    wirePlayback({ onSkip: () => this.skip() });
    $("#zoom-in").addEventListener("click", () => this.painter.zoomBy(1.25));
    $("#zoom-out").addEventListener("click", () => this.painter.zoomBy(0.8));
    $("#zoom-fit").addEventListener("click", () => this.painter.resetView());
    $("#home-button").addEventListener("click", () => this.leave());
    $("#undo-button").addEventListener("click", () => this.undo());
    $("#redo-button").addEventListener("click", () => this.redo());
    $("#share-button").addEventListener("click", () => this.table && this.onShare(this.table));
    $("#help-button").addEventListener("click", () => this.table && openHelp({ id: this.table.game, title: this.table.title }));
    $("#pass-confirm").addEventListener("click", () => this.confirmPass());
    $("#final-show").addEventListener("click", () => this._showFinal(true));
    this.canvas.addEventListener("keydown", (e) => {
      if (e.key === "+" || e.key === "=") this.painter.zoomBy(1.25);
      else if (e.key === "-") this.painter.zoomBy(0.8);
      else if (e.key === "0") this.painter.resetView();
      else if (e.key.startsWith("Arrow")) {
        const d = 40;
        this.painter.panBy(e.key === "ArrowLeft" ? d : e.key === "ArrowRight" ? -d : 0, e.key === "ArrowUp" ? d : e.key === "ArrowDown" ? -d : 0);
      } else return;
      e.preventDefault();
    });

    // test and tutorial hook: where an item is on screen, the painter's transform, and the table shown
    const view = this;
    window.__table = {
      screenPoint: (id) => view.painter.screenPoint(id),
      view: () => view.painter.view(),
      focus: (id) => view.painter.focusRegion(id),
      get table() {
        return view.table;
      },
      get live() {
        return view.live;
      },
      get busy() {
        return view.busy;
      },
      get painter() {
        return view.painter;
      },
    };
  }

  get isOpen() {
    return !this.section.hidden;
  }

  humanSeats(t = this.table) {
    return t ? t.seats.map((s, i) => (s.controller === "human" ? i : -1)).filter((i) => i >= 0) : [];
  }

  /** Draw a saved table greyed and unclickable until the engine is ready. */
  showPreview(record) {
    this.gen++;
    this.saveId = record.id;
    this.colors = (record.seats || []).map((s) => s.color);
    this.section.hidden = false;
    this.section.classList.remove("passing");
    $("#pass-screen").hidden = true;
    const t = record.table;
    this.table = t;
    this.live = false;
    this._fill(t, { live: false, dim: true });
    $("#prompt").textContent = "Loading the rules engine…";
  }

  /**
   * Show a live table for a saved game (after new_game, load_code or resume). `savedCode`: the code the save's
   * record already holds whole, so presenting that same position writes nothing again.
   */
  async open(saveId, table, { colors = null, savedCode = null } = {}) {
    this.gen++;
    this.saveId = saveId;
    this.colors = colors;
    this.savedCode = savedCode;
    this.confirmedSeat = null;
    this.since.clear();
    this.skipping = false;
    this.painter.clearMarks();
    this.painter.focusRegion(null);
    this.section.hidden = false;
    setLastSave(saveId);
    await this.present(table);
  }

  leave() {
    this.gen++;
    this.live = false;
    this.section.hidden = true;
    showPlayback("", { playing: false, visible: false });
    setLastSave(null);
    this.onHome();
  }

  // ---- engine calls ----

  async _call(op, args) {
    let release;
    const prev = this.inflight;
    this.inflight = new Promise((r) => (release = r));
    await prev;
    this.busy = true;
    this._syncButtons();
    try {
      return await this.engine.call(op, args);
    } finally {
      this.busy = false;
      release();
      this._syncButtons();
    }
  }

  _save(t) {
    if (!this.saveId || !t || t.code === this.savedCode) return;
    try {
      putSave(this.saveId, t, { colors: this.colors });
      this.savedCode = t.code;
    } catch (err) {
      if (err instanceof StorageFullError) this.notify(err.message);
      else this.notify(`This game could not be saved: ${err.message}`);
    }
  }

  /**
   * Route a fresh table: an automa's turn played back first (`fresh`: the table answers a decision, so its
   * beats are new), then the pass screen, a human's live view, or the next bot step. `markColor` marks what
   * changed in the acting seat's colour.
   */
  async present(t, { fresh = false, markColor = null } = {}) {
    const gen = this.gen;
    this.table = t;
    this.section.dataset.step = String(t.step);
    this._save(t);
    if (fresh && t.beats > 0 && !this.skipping) {
      markColor = (await this._playBeats(t, gen)) || markColor;
      if (gen !== this.gen) return;
      this.table = t;
    }
    const humans = this.humanSeats(t);
    if (!t.over && t.turn_controller === "human") {
      if (humans.length >= 2 && t.turn !== this.confirmedSeat) {
        this._showPass(t);
        return;
      }
      if (t.turn !== t.viewer) {
        t = await this._call("table", { seat: t.turn });
        if (gen !== this.gen) return;
        this.table = t;
      }
      this.skipping = false;
      this._idlePlayback(t);
      this._fill(t, { live: true, markColor });
      return;
    }
    if (!t.over && humans.length >= 2 && this.confirmedSeat == null) {
      // a reload on a bot's turn: nobody holds the device yet, and a bot's turn is shown from a human's view
      this._showPass(t, humans[0]);
      return;
    }
    if (t.over) {
      // the final board is read as a whole: the end scoring changes almost everything, so no last-move marks
      this.painter.clearMarks();
      markColor = null;
    }
    this._fill(t, { live: false, markColor });
    if (!t.over) this._botSoon();
    else this._idlePlayback(t);
  }

  /**
   * Play the last decision's automa turn back, one kept position at a time, each with the log lines it added;
   * returns the colour of the seat shown (for the marks on the live table that follows).
   */
  async _playBeats(t, gen) {
    const seat = this._viewSeat();
    let prev = null;
    let color = null;
    for (let i = 0; i < t.beats; i++) {
      if (gen !== this.gen || this.skipping) break;
      let b;
      try {
        b = await this._call("beat", { index: i, seat });
      } catch {
        break; // the playback is only a view: the live table follows anyway
      }
      if (gen !== this.gen) return color;
      const who = b.turn != null ? b.seats[b.turn] : null;
      color = who ? who.color : color;
      // the first position is where the turn begins: what came before it is the player's own move
      const lines = prev ? b.log.filter((e) => e.n > lastLine(prev.log)).map((e) => e.text) : [];
      prev = b;
      const name = who ? who.name : "The opponent";
      showPlayback(`${name}'s turn, step ${i + 1} of ${t.beats}` + (lines.length ? `: ${lines.join(" ")}` : ""));
      this.table = b;
      this._fill(b, { live: false, markColor: i > 0 ? color : null }); // the first step shows the player's own move
      this.waiting = pause(paceMs());
      await this.waiting;
    }
    return color;
  }

  _viewSeat() {
    const humans = this.humanSeats();
    if (this.confirmedSeat != null) return this.confirmedSeat;
    return humans.length ? humans[0] : this.table ? this.table.viewer : 0;
  }

  /** A bot is to move: after the pace's pause, one bot_step (or, once skipped, bot_run to the next human). */
  async _botSoon() {
    const gen = this.gen;
    const t = this.table;
    const who = t.turn != null ? t.seats[t.turn] : { name: "A bot", color: null };
    showPlayback(`${who.name} is thinking…`);
    this.waiting = pause(this.skipping ? 0 : paceMs());
    await this.waiting;
    if (gen !== this.gen) return;
    let next;
    try {
      const args = { seat: this._viewSeat(), think_ms: BOT_THINK_MS };
      next = await this._call(this.skipping ? "bot_run" : "bot_step", args);
    } catch (err) {
      if (gen === this.gen) this._fail(err);
      return;
    }
    this.table = next;
    if (gen !== this.gen) {
      this._save(next); // left the table meanwhile: keep the save current
      return;
    }
    const line = next.log && next.log.length ? next.log[next.log.length - 1].text : "";
    showPlayback(line ? `${who.name}: ${line}` : `${who.name} has played.`);
    await this.present(next, { fresh: true, markColor: who.color });
  }

  /** "Skip to my turn": cut the pause short and play the rest without showing it. */
  skip() {
    this.skipping = true;
    if (this.waiting) this.waiting.cancel();
  }

  /** The playback bar when no opponent is playing: shown in games with bots or automa (for its pace). */
  _idlePlayback(t) {
    const others = t.seats.some((s) => s.controller !== "human");
    showPlayback("", { playing: false, visible: others && !t.over });
  }

  /** Hide the table until `seat` (by default the human to move) confirms holding the device. */
  _showPass(t, seat = t.turn) {
    const name = t.seats[seat].name;
    this.live = false;
    this.section.dataset.live = "false";
    this.section.classList.add("passing");
    $("#pass-screen").hidden = false;
    const mover = t.turn != null && seat !== t.turn ? t.seats[t.turn] : null;
    $("#pass-text").textContent = mover ? `${mover.name} plays next: pass the device to ${name} to watch`
      : `Pass the device to ${name}`;
    $("#pass-confirm").textContent = `I am ${name}`;
    $("#pass-confirm").dataset.seat = String(seat);
    $("#table-title").textContent = t.title;
    $("#table-status").textContent = t.status;
    showPlayback("", { playing: false, visible: false });
    this.painter.setScene(null);
    this.canvas.setAttribute("aria-label", `${t.title} table, hidden until ${name} takes the device.`);
    this._syncButtons();
    $("#pass-confirm").focus();
  }

  async confirmPass() {
    const seat = Number($("#pass-confirm").dataset.seat);
    const gen = this.gen;
    this.confirmedSeat = seat;
    this.section.classList.remove("passing");
    $("#pass-screen").hidden = true;
    try {
      const t = await this._call("table", { seat });
      if (gen !== this.gen) return;
      await this.present(t);
    } catch (err) {
      this._fail(err);
    }
  }

  async pick(index) {
    if (!this.live || this.busy || !this.table || !this.table.choice) return;
    const opt = this.table.choice.options.find((o) => o.index === index);
    if (!opt || !opt.enabled) return;
    const gen = this.gen;
    const seat = this.table.viewer;
    this.since.set(seat, lastLine(this.table.log));
    this.live = false;
    this.section.dataset.live = "false";
    this.painter.setInteractive(false);
    this.painter.clearMarks();
    showInfo(null);
    try {
      const t = await this._call("act", { index, seat });
      if (gen !== this.gen) return this._save(t);
      await this.present(t, { fresh: true });
    } catch (err) {
      this._fail(err);
    }
  }

  /** A tap on a disabled target: say why, pick nothing. */
  _explain(item) {
    const choice = this.table && this.table.choice;
    const opt = choice ? choice.options.find((o) => o.index === item.blocked) : null;
    showInfo(opt ? `${opt.label}: ${item.why_not || opt.why_not}` : item.why_not);
  }

  async undo() {
    if (!this.table || !this.table.can_undo || this.busy) {
      const why = !this.table ? "" : this.busy ? "wait until the opponent has played" : this.table.undo_why_not || "there is nothing to undo yet";
      if (why) $("#undo-note").textContent = `Undo is not available: ${why}.`;
      return;
    }
    const gen = ++this.gen; // stops a pending bot step
    try {
      let t = await this._call("undo", { seat: this._viewSeat() });
      // undo back to a human decision, or as far as undo may go
      while (t.turn_controller !== "human" && t.can_undo && !t.over) t = await this._call("undo", { seat: this._viewSeat() });
      if (gen !== this.gen) return;
      this.painter.clearMarks();
      await this.present(t);
    } catch (err) {
      this._fail(err);
    }
  }

  async redo() {
    if (!this.table || !this.table.can_redo) return;
    const gen = ++this.gen;
    try {
      let t = await this._call("redo", { seat: this._viewSeat() });
      while (t.turn_controller !== "human" && t.can_redo && !t.over) t = await this._call("redo", { seat: this._viewSeat() });
      if (gen !== this.gen) return;
      await this.present(t);
    } catch (err) {
      this._fail(err);
    }
  }

  /** "Play again": a new game of the same game with the same seats, names, colours and options. */
  async playAgain() {
    const t = this.table;
    if (!t || !t.setup) return;
    const players = t.setup.players;
    const seats = t.seats.slice(0, players);
    const args = {
      game: t.game, players, seats: seats.map((s) => (s.controller === "human" ? "human" : "bot")),
      names: seats.map((s) => s.name), colors: seats.map((s) => s.color), options: t.setup.options,
    };
    if (t.setup.bot) args.bot = t.setup.bot;
    try {
      const fresh = await this._call("new_game", args);
      await this.open(newSaveId(), fresh, { colors: args.colors });
    } catch (err) {
      this.notify(`The game could not start again: ${err.message}`);
    }
  }

  async _fail(err) {
    this.notify(err.message || String(err));
    // a failed request changes nothing: show the engine's current table again
    try {
      const t = await this._call("table", { seat: this._viewSeat() });
      await this.present(t);
    } catch {
      /* the notice already says what went wrong */
    }
  }

  // ---- painting the side panel ----

  _fill(t, { live, dim = false, markColor = null }) {
    this.section.classList.remove("passing");
    $("#pass-screen").hidden = true;
    const choice = live && t.choice && t.choice.seat === t.viewer ? t.choice : null;
    this.live = !!(live && choice);
    this.section.dataset.live = String(this.live); // for tests: [data-live=true] = waiting for a human pick
    this.section.dataset.step = String(t.step);
    $("#table-title").textContent = t.title;
    $("#table-status").textContent = t.status;
    $("#undo-note").textContent = "";
    this.section.classList.toggle("dim", dim);
    this.painter.setScene(t.scene, { interactive: this.live, dim, markColor });
    if (this.live) this.painter.revealTargets();
    this.canvas.setAttribute("aria-label", summarise(t));
    this._loadGuide(t);
    this._renderChoices(t, live);
    if (!choice) {
      $("#prompt").textContent = t.over
        ? "Game over."
        : dim
          ? "Loading the rules engine…"
          : t.turn != null
            ? `Waiting for ${t.seats[t.turn].name}.`
            : "";
    }
    renderSince($("#since"), $("#since-list"), t.log, this.live ? this.since.get(t.viewer) : null);
    renderFinal($("#final"), t, { onPlayAgain: () => this.playAgain(), onBoard: () => this._showFinal(false) });
    this._showFinal(!!(t.over && t.final) && !dim);
    renderLog($("#log"), t.log);
    renderScores($("#scores"), t);
    this._syncButtons();
  }

  /** Show the final scores over the board, or hide them to look at the final board. */
  _showFinal(show) {
    const over = !!(this.table && this.table.over && this.table.final);
    $("#final").hidden = !(over && show);
    $("#final-show").hidden = !(over && !show);
  }

  _renderChoices(t, live) {
    const hadFocus = $("#choices").contains(document.activeElement);
    const choice = live ? t.choice : null;
    const guide = this.guide && this.guide.game === t.game ? this.guide.guide : null;
    renderChoices({
      promptEl: $("#prompt"),
      groupEl: $("#choices"),
      ruleButton: $("#rule-button"),
      choice,
      live: this.live,
      ruleTitle: choice ? topicTitle(guide, choice.rule) : null,
      onRule: (rule) => openHelp({ id: t.game, title: t.title }, rule),
      onPick: (i) => this.pick(i),
      onHover: (i) => {
        const it = i == null ? null : this.painter.itemForOption(i);
        this.painter._setHover(it ? it.id : null);
      },
    });
    if (hadFocus) {
      const first = $("#choices button:not([disabled])");
      if (first) first.focus({ preventScroll: true }); // keep the board where the player was looking
    }
  }

  /** Fetch the game's guide once (for the Rule button's topic titles), then name the rule shown. */
  _loadGuide(t) {
    if (this.guide && this.guide.game === t.game) return;
    this.guide = { game: t.game, guide: null };
    if (!this.engine.isReady) return void (this.guide = null);
    loadGuide(t.game).then((guide) => {
      if (!this.guide || this.guide.game !== t.game) return;
      this.guide.guide = guide;
      if (this.table && this.table.game === t.game) this._renderChoices(this.table, this.live);
    }, () => {});
  }

  _renderRegions() {
    renderRegionBar($("#region-bar"), this.painter.regionInfo(), {
      seatColor: (n) => (this.table && this.table.seats[n] ? this.table.seats[n].color : null),
      onFocus: (id) => this.painter.focusRegion(id),
    });
  }

  _syncButtons() {
    const t = this.table;
    const ready = !!(t && this.engine.isReady && !this.section.classList.contains("dim"));
    const undo = $("#undo-button");
    const canUndo = ready && t.can_undo && !this.busy;
    // stays pressable when unavailable, so a press can say why (aria-disabled keeps it announced as dimmed)
    undo.setAttribute("aria-disabled", String(!canUndo));
    undo.title = canUndo ? "Take back your last move" : (t && t.undo_why_not) || "Nothing to undo yet";
    $("#redo-button").disabled = !(ready && t.can_redo) || this.busy;
    $("#share-button").disabled = !(t && t.code);
    $("#help-button").disabled = !(t && this.engine.isReady);
  }
}
