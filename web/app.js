// app.js - the page's entry point: starts the engine worker (progress bar and
// <body data-engine>), routes between home and table, opens share links (#code=...),
// resumes the last game instantly from localStorage, and registers the service worker.

import { $ } from "./ui/dom.js";
import { Engine } from "./ui/engine.js";
import { HomeView } from "./ui/home.js";
import { TableView } from "./ui/table.js";
import { newGameDialog } from "./ui/newgame.js";
import { openShareDialog, codeFromHash } from "./ui/share.js";
import { loadCodeDialog } from "./ui/loadcode.js";
import { registerServiceWorker } from "./ui/update.js";
import { keepSnapshots } from "./ui/snapshots.js";
import {
  findSaveByCode, getSave, getSnapshot, lastSaveId, listSaves, newSaveId, previewTable, setLastSave, unreadableSaves,
} from "./ui/saves.js";

const body = document.body;

function notify(message) {
  $("#notice-text").textContent = message;
  $("#notice").hidden = false;
}
$("#notice-close").addEventListener("click", () => ($("#notice").hidden = true));

/** Say (once per damaged record) how many saved games could not be read: they are skipped, and kept. */
function reportUnreadable() {
  const n = unreadableSaves();
  if (n) notify(`${n === 1 ? "One saved game" : `${n} saved games`} could not be read (damaged or from another app) and ${n === 1 ? "is" : "are"} not listed; the others are fine.`);
}

// ---- engine ----

const engine = new Engine({
  onProgress(stage, fraction) {
    $("#load-stage").textContent = `${stage}… ${Math.round(fraction * 100)}%`;
    $("#load-progress").value = fraction;
  },
  onReady() {
    body.dataset.engine = "ready";
    $("#load-stage").textContent = "Rules engine ready";
    $("#load-progress").value = 1;
    $("#engine-status").classList.add("done");
  },
  onFatal(message) {
    body.dataset.engine = "error";
    $("#engine-status").classList.add("failed");
    $("#load-stage").textContent = `The rules engine failed to load: ${message}`;
  },
});

// ---- views ----

const home = new HomeView({
  onNewGame: (game) => startNewGame(game),
  onResume: (id) => resume(id),
  onLoadCode: () => loadCodeDialog((code) => openCode(code)),
});

const table = new TableView({
  engine,
  notify,
  onHome: () => showHome(),
  onShare: (t) => openShareDialog(t),
});

keepSnapshots(engine);

function showHome() {
  table.section.hidden = true;
  home.show();
  reportUnreadable();
}

/** Draw a save's table greyed before the engine is up (public facts only where 2+ humans share the device).
 * A picture that cannot be drawn is left out: the game still resumes. */
function drawPreview(rec) {
  try {
    table.showPreview(Object.assign({}, rec, { table: previewTable(rec) }));
    table.painter.drawNow();
    return true;
  } catch (err) {
    console.warn("The saved table could not be drawn:", err);
    return false;
  }
}

async function startNewGame(game) {
  const args = await newGameDialog(game);
  if (!args) return;
  try {
    const t = await engine.call("new_game", args); // seat colours travel in the save code too
    home.hide();
    await table.open(newSaveId(), t, { colors: args.colors });
  } catch (err) {
    notify(`The game could not start: ${err.message}`);
  }
}

/** Load a save code (from a link or the dialog); a bad code throws and touches no save. */
async function openCode(code) {
  const t = await engine.call("load_code", { code });
  const id = findSaveByCode(t.code) || findSaveByCode(code) || newSaveId();
  const rec = getSave(id);
  home.hide();
  await table.open(id, t, { colors: rec ? rec.seats.map((s) => s.color) : null });
}

/** Reopen a save: from its engine snapshot when one was kept beside its code (no replay), else its code. */
async function resume(id, { drawn = false, early = false } = {}) {
  const rec = getSave(id);
  if (!rec) {
    if (!unreadableSaves()) notify("That saved game is gone.");
    else notify("This saved game could not be read (damaged or from another app); it is kept but not listed.");
    setLastSave(null);
    showHome();
    return;
  }
  home.hide();
  if (!drawn) drawPreview(rec);
  try {
    const t = await engine.call("resume", { code: rec.code, snapshot: getSnapshot(id, rec.code) }, { early });
    if (t.snapshot_refused) console.info(`Resumed by replaying the save code: ${t.snapshot_refused}`);
    // from its snapshot, the record already holds this code, its picture and its snapshot: nothing to write
    // again (a replayed code is saved once more, which takes a snapshot for the next visit)
    const whole = t.resumed_from === "snapshot" && rec.table && t.code === rec.code;
    await table.open(id, t, { colors: rec.seats.map((s) => s.color), savedCode: whole ? rec.code : null });
    window.__resumed = { from: t.resumed_from, refused: t.snapshot_refused };
    performance.mark("resume-live");
  } catch (err) {
    if (engine.failed) return; // the engine did not load: its own notice shows, and the save stays the last one
    notify(`This saved game could not be resumed: ${err.message}`);
    setLastSave(null);
    table.section.hidden = true;
    showHome();
  }
}

async function openLinkCode(code) {
  history.replaceState(null, "", location.pathname + location.search);
  try {
    await openCode(code);
  } catch (err) {
    notify(`This link's save code could not be loaded: ${err.message}`);
    showHome();
  }
}

// ---- start-up ----

function start() {
  const linked = codeFromHash();
  const last = lastSaveId();
  const rec = !linked && last ? getSave(last) : null;
  if (linked) {
    showHome();
    engine.ready.then(() => openLinkCode(linked), () => showHome());
  } else if (rec) {
    home.hide();
    if (drawPreview(rec)) performance.mark("resume-drawn");
    reportUnreadable();
    resume(rec.id, { drawn: true, early: true }); // asked now: the worker answers as soon as Python is up
  } else {
    if (last) setLastSave(null); // it named a save that is gone or damaged (the save itself is kept)
    showHome();
  }
  engine.ready.then(async () => {
    let games = [];
    try {
      ({ games } = await engine.call("games"));
      home.setGames(games);
    } catch (err) {
      notify(`The game list could not be loaded: ${err.message}`);
    }
    warmUp(games);
  }, () => {});
  window.addEventListener("hashchange", () => {
    const code = codeFromHash();
    if (code) engine.ready.then(() => openLinkCode(code), () => {});
  });
  // The service worker precaches the whole site (~16 MB): registered only once the engine is up (or failed),
  // so that on a first visit its downloads do not compete with the worker's for the network and the CPU.
  engine.ready.then(registerLater, registerLater);
}

/**
 * The engine knows games by their metadata and imports a game's rules and content on first use (slow in
 * WebAssembly): on the home screen, have it import the game played last meanwhile, so that its New game or
 * Resume is quick. A table being opened (resume, link) loads its own game anyway.
 */
function warmUp(games) {
  const last = listSaves()[0];
  if (!last || table.isOpen || !games.some((g) => g.id === last.game)) return;
  engine.call("prepare", { game: last.game }).catch(() => {}); // only a warm-up: a failure shows up on use
}

function registerLater() {
  const go = () => registerServiceWorker();
  if ("requestIdleCallback" in window) requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 0);
}

start();
