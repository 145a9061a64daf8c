// table.js - the table view: canvas, choice panel, log, scores, undo/redo, the bot loop
// (one bot_step at a time, with a visible thinking state) and the "pass the device"
// screen that hides private information between human seats. Autosaves after every table.

import { $ } from "./dom.js";
import { Painter } from "../render.js";
import { renderChoices } from "./choices.js";
import { renderLog, renderScores, summarise } from "./log.js";
import { putSave, setLastSave, StorageFullError } from "./saves.js";

const BOT_DELAY_MS = 350; // pause before each bot decision so people can follow

export class TableView {
  constructor({ engine, notify, onHome, onShare }) {
    this.engine = engine;
    this.notify = notify;
    this.onHome = onHome;
    this.onShare = onShare;
    this.section = $("#table");
    this.canvas = $("#board");
    this.painter = new Painter(this.canvas, { onPick: (i) => this.pick(i), tooltip: $("#tooltip") });
    this.table = null;
    this.saveId = null;
    this.colors = null;
    this.confirmedSeat = null;
    this.gen = 0;
    this.busy = false;
    this.inflight = Promise.resolve();
    this.live = false;

    $("#zoom-in").addEventListener("click", () => this.painter.zoomBy(1.25));
    $("#zoom-out").addEventListener("click", () => this.painter.zoomBy(0.8));
    $("#zoom-fit").addEventListener("click", () => this.painter.resetView());
    $("#home-button").addEventListener("click", () => this.leave());
    $("#undo-button").addEventListener("click", () => this.undo());
    $("#redo-button").addEventListener("click", () => this.redo());
    $("#share-button").addEventListener("click", () => this.table && this.onShare(this.table));
    $("#pass-confirm").addEventListener("click", () => this.confirmPass());
    this.canvas.addEventListener("keydown", (e) => {
      if (e.key === "+" || e.key === "=") this.painter.zoomBy(1.25);
      else if (e.key === "-") this.painter.zoomBy(0.8);
      else if (e.key === "0") this.painter.resetView();
      else if (e.key.startsWith("Arrow")) {
        const d = 40;
        this.painter.panX += e.key === "ArrowLeft" ? d : e.key === "ArrowRight" ? -d : 0;
        this.painter.panY += e.key === "ArrowUp" ? d : e.key === "ArrowDown" ? -d : 0;
        this.painter.requestDraw();
      } else return;
      e.preventDefault();
    });

    // test and tutorial hook: where an item is on screen, and the table shown
    const view = this;
    window.__table = {
      screenPoint: (id) => view.painter.screenPoint(id),
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

  /** Show a live table for a saved game (after new_game or load_code). */
  async open(saveId, table, { colors = null } = {}) {
    this.gen++;
    this.saveId = saveId;
    this.colors = colors;
    this.confirmedSeat = null;
    this.section.hidden = false;
    setLastSave(saveId);
    await this.present(table);
  }

  leave() {
    this.gen++;
    this.live = false;
    this.section.hidden = true;
    $("#thinking").hidden = true;
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
    if (!this.saveId || !t) return;
    try {
      putSave(this.saveId, t, { colors: this.colors });
    } catch (err) {
      if (err instanceof StorageFullError) this.notify(err.message);
      else this.notify(`This game could not be saved: ${err.message}`);
    }
  }

  /** Route a fresh table: pass screen, a human's live view, or the next bot step. */
  async present(t) {
    const gen = this.gen;
    this.table = t;
    this.section.dataset.step = String(t.step);
    this._save(t);
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
      $("#thinking").hidden = true;
      this._fill(t, { live: true });
      return;
    }
    this._fill(t, { live: false });
    if (!t.over) this._botSoon();
    else $("#thinking").hidden = true;
  }

  _viewSeat() {
    const humans = this.humanSeats();
    if (this.confirmedSeat != null) return this.confirmedSeat;
    return humans.length ? humans[0] : this.table ? this.table.viewer : 0;
  }

  _botSoon() {
    const gen = this.gen;
    const t = this.table;
    const who = t.turn != null ? t.seats[t.turn].name : "A bot";
    const thinking = $("#thinking");
    thinking.hidden = false;
    thinking.classList.add("busy");
    const last = t.log && t.log.length ? t.log[t.log.length - 1].text : "";
    thinking.textContent = `${who} is thinking…` + (last ? ` Last move: ${last}` : "");
    setTimeout(async () => {
      if (gen !== this.gen) return;
      let next;
      try {
        next = await this._call("bot_step", { seat: this._viewSeat() });
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
      thinking.textContent = line ? `${who}: ${line}` : `${who} has played.`;
      thinking.classList.remove("busy");
      await this.present(next);
    }, BOT_DELAY_MS);
  }

  _showPass(t) {
    const name = t.seats[t.turn].name;
    this.live = false;
    this.section.dataset.live = "false";
    this.section.classList.add("passing");
    $("#pass-screen").hidden = false;
    $("#pass-text").textContent = `Pass the device to ${name}`;
    $("#pass-confirm").textContent = `I am ${name}`;
    $("#pass-confirm").dataset.seat = String(t.turn);
    $("#table-title").textContent = t.title;
    $("#table-status").textContent = t.status;
    $("#thinking").hidden = true;
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
    this.live = false;
    this.section.dataset.live = "false";
    this.painter.setInteractive(false);
    try {
      const t = await this._call("act", { index, seat: this.table.viewer });
      if (gen !== this.gen) return this._save(t);
      await this.present(t);
    } catch (err) {
      this._fail(err);
    }
  }

  async undo() {
    if (!this.table || !this.table.can_undo) return;
    const gen = ++this.gen; // stops a pending bot step
    try {
      let t = await this._call("undo", { seat: this._viewSeat() });
      // undo back to a human decision, or as far as undo may go
      while (t.turn_controller !== "human" && t.can_undo && !t.over) t = await this._call("undo", { seat: this._viewSeat() });
      if (gen !== this.gen) return;
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

  _fill(t, { live, dim = false }) {
    this.section.classList.remove("passing");
    $("#pass-screen").hidden = true;
    const choice = live && t.choice && t.choice.seat === t.viewer ? t.choice : null;
    this.live = !!(live && choice);
    this.section.dataset.live = String(this.live); // for tests: [data-live=true] = waiting for a human pick
    this.section.dataset.step = String(t.step);
    $("#table-title").textContent = t.title;
    $("#table-status").textContent = t.status;
    this.section.classList.toggle("dim", dim);
    if (t.scene && t.scene.width && t.scene.height) this.section.style.setProperty("--scene-aspect", String(t.scene.width / t.scene.height));
    this.painter.setScene(t.scene, { interactive: this.live, dim });
    this.canvas.setAttribute("aria-label", summarise(t));
    const hadFocus = $("#choices").contains(document.activeElement);
    renderChoices({
      promptEl: $("#prompt"),
      groupEl: $("#choices"),
      choice: live ? t.choice : null,
      live: this.live,
      onPick: (i) => this.pick(i),
      onHover: (i) => {
        const it = i == null ? null : this.painter.itemForOption(i);
        this.painter._setHover(it ? it.id : null);
      },
    });
    if (!choice) {
      $("#prompt").textContent = t.over
        ? `Game over. ${t.winners.length ? "Winner: " + t.winners.map((w) => t.seats[w].name).join(", ") : "No winner"}.`
        : dim
          ? "Loading the rules engine…"
          : t.turn != null
            ? `Waiting for ${t.seats[t.turn].name}.`
            : "";
    }
    if (hadFocus) {
      const first = $("#choices button:not([disabled])");
      if (first) first.focus({ preventScroll: true }); // keep the board where the player was looking
    }
    renderLog($("#log"), t.log);
    renderScores($("#scores"), t);
    this._syncButtons();
  }

  _syncButtons() {
    const t = this.table;
    const ready = !!(t && this.engine.isReady && !this.section.classList.contains("dim"));
    $("#undo-button").disabled = !(ready && t.can_undo) || this.busy;
    $("#redo-button").disabled = !(ready && t.can_redo) || this.busy;
    $("#share-button").disabled = !(t && t.code);
  }
}
