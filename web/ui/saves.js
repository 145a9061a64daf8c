// saves.js - saved games in localStorage. Each game has a small meta entry for the home list
// (wt.meta.<id>), a record with its save code and a table preview (wt.save.<id>), and, written after the
// record, the engine snapshot taken beside that code (wt.snap.<id>), which makes a reload live without a
// replay; wt.last names the game to resume. Every record is checked when read (records.js): a damaged one
// is skipped and counted (unreadableSaves), never hides the others, and is never deleted. New data is
// written before old data is removed, and a full storage gives up snapshots before it gives up a code.

import { checkMeta, checkPreview, checkSave, checkSnapshot } from "./records.js";

const META = "wt.meta.";
const REC = "wt.save.";
const SNAP = "wt.snap.";
const LAST = "wt.last";

export class StorageFullError extends Error {
  constructor(partial) {
    super(partial
      ? "Storage is full: this game was saved without its table picture. Delete old saved games on the home screen to free space."
      : "Storage is full: this move could not be saved. The game goes on; delete old saved games on the home screen to free space.");
    this.name = "StorageFullError";
    this.partial = partial;
  }
}

function isQuota(err) {
  return err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" || err.code === 22);
}

/** localStorage, or null where the browser refuses it (storage disabled, a sandboxed frame). */
function store() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function getItem(key) {
  try {
    const s = store();
    return s ? s.getItem(key) : null;
  } catch {
    return null;
  }
}

function keys() {
  const s = store();
  const out = [];
  try {
    for (let i = 0; s && i < s.length; i++) out.push(s.key(i));
  } catch {
    /* an unreadable storage holds nothing we can list */
  }
  return out.filter((k) => typeof k === "string");
}

/** The JSON value stored under key: undefined when absent, null when the text is not JSON. */
function readJSON(key) {
  const s = getItem(key);
  if (s == null) return undefined;
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

// Keys of records found damaged, and the ones already reported to the player.
const damaged = new Set();
const reported = new Set();

function flag(key) {
  if (!damaged.has(key)) console.warn(`Saved game record ${key} could not be read; it is skipped (and kept).`);
  damaged.add(key);
}

/**
 * How many saved games could not be read since the last call (each counted once per page): a save record
 * whose shape is wrong (a damaged meta entry alone loses nothing: the record stands in for it).
 */
export function unreadableSaves() {
  let fresh = 0;
  for (const key of damaged) {
    if (!reported.has(key)) {
      reported.add(key);
      fresh += 1;
    }
  }
  return fresh;
}

export function newSaveId() {
  const r = crypto.getRandomValues(new Uint32Array(2));
  return `${Date.now().toString(36)}-${r[0].toString(36)}${r[1].toString(36)}`;
}

/** The save record of id, checked; null (and counted as unreadable) when it is damaged or missing. */
export function getSave(id) {
  const value = readJSON(REC + id);
  if (value === undefined) return null;
  const rec = checkSave(value, id);
  if (!rec) flag(REC + id);
  return rec;
}

/** Meta entries of every saved game, most recently played first. Each save's record is read and checked (a
 * save whose record is damaged is left out and counted); a missing or damaged meta entry is replaced, for the
 * list only, by what the record says. */
export function listSaves() {
  const ids = new Set();
  for (const key of keys()) {
    if (key.startsWith(META)) ids.add(key.slice(META.length));
    else if (key.startsWith(REC)) ids.add(key.slice(REC.length));
  }
  const out = [];
  for (const id of ids) {
    const rec = getSave(id);
    if (!rec) continue; // damaged (counted), or a meta left behind by a failed write
    const raw = readJSON(META + id);
    const meta = raw === undefined ? null : checkMeta(raw, id);
    if (raw !== undefined && !meta) console.warn(`The home-list entry ${META + id} is damaged; its record stands in for it.`);
    out.push(meta || metaOf(rec));
  }
  return out.sort((a, b) => (b.updated || 0) - (a.updated || 0));
}

export function findSaveByCode(code) {
  for (const m of listSaves()) {
    const r = getSave(m.id);
    if (r && r.code === code) return m.id;
  }
  return null;
}

function metaOf(rec) {
  return { id: rec.id, game: rec.game, title: rec.title, seats: rec.seats, status: rec.status, updated: rec.updated, over: !!rec.over };
}

const PREVIEW_LOG_LINES = 40;

function humanSeats(seats) {
  return (seats || []).filter((s) => s.controller === "human").length;
}

/**
 * The table kept with a save, only to draw it greyed at the next visit before Python is up: the scene,
 * seats and scores, but not the choice and only the end of the log (a long game's whole log would make
 * every autosave, and the resume, parse and write ever more text on the page's thread). With two or more
 * human seats the scene and log are one seat's private view, and whoever holds the device next may be
 * someone else: then only public facts are kept (title, status, seats, scores), no scene and no log.
 */
function previewOf(table) {
  const log = table.log || [];
  const shared = humanSeats(table.seats) >= 2;
  return Object.assign({}, table, {
    choice: null,
    scene: shared ? null : table.scene,
    log: shared ? [] : log.length > PREVIEW_LOG_LINES ? log.slice(-PREVIEW_LOG_LINES) : log,
  });
}

/**
 * The table to draw greyed for a save before the engine is up: its checked preview (public facts only when
 * the game has two or more human seats, whatever an older version stored), or, when it has none or it is
 * damaged, a bare table of the record's public facts (title, status, seats).
 */
export function previewTable(rec) {
  const t = rec.table == null ? null : checkPreview(rec.table);
  if (rec.table != null && !t) console.warn(`The table picture of saved game ${rec.id} is damaged; it is not drawn.`);
  const base = t ? previewOf(t) : { title: rec.title || rec.game, status: rec.status || "", seats: rec.seats, scene: null, log: [] };
  return Object.assign({ scores: [], winners: [], turn: null, over: !!rec.over, step: 0 }, base, {
    choice: null,
    winners: (t && t.winners) || [],
  });
}

// Listeners told (id, code) after a record was written: the snapshot keeper (snapshots.js).
const savedListeners = [];

/** Call fn(id, code) after each save record is written. */
export function onSaved(fn) {
  savedListeners.push(fn);
}

/** Try to write key; on a full storage drop snapshots (this save's stale one first, then the others) and retry. */
function setWithRoom(key, text, id) {
  const s = store();
  if (!s) throw new StorageFullError(false);
  const victims = [SNAP + id, ...keys().filter((k) => k.startsWith(SNAP) && k !== SNAP + id)];
  for (;;) {
    try {
      s.setItem(key, text);
      return;
    } catch (err) {
      if (!isQuota(err)) throw err;
      const victim = victims.shift();
      if (victim === undefined) throw err;
      s.removeItem(victim); // only speed is lost: a save without its snapshot resumes from its code
    }
  }
}

/**
 * Save one game from a Table. Throws StorageFullError when storage is full (after giving up snapshots and
 * then the table picture); the old save is then intact. Its snapshot, if any, now belongs to an older code
 * and is replaced by the snapshot keeper (putSnapshot).
 */
export function putSave(id, table, extra = {}) {
  const rec = {
    id,
    code: table.code,
    game: table.game,
    title: table.title,
    seats: table.seats.map((s, i) => ({ name: s.name, controller: s.controller, color: (extra.colors && extra.colors[i]) || s.color })),
    status: table.status,
    over: !!table.over,
    updated: Date.now(),
    table: previewOf(table),
  };
  let partial = false;
  try {
    setWithRoom(REC + id, JSON.stringify(rec), id);
  } catch (err) {
    if (!isQuota(err)) throw err;
    try {
      setWithRoom(REC + id, JSON.stringify(Object.assign({}, rec, { table: null })), id);
      partial = true;
    } catch (err2) {
      if (!isQuota(err2)) throw err2;
      throw new StorageFullError(false);
    }
  }
  for (const fn of savedListeners) fn(id, rec.code);
  try {
    setWithRoom(META + id, JSON.stringify(metaOf(rec)), id);
  } catch (err) {
    if (!isQuota(err)) throw err;
    // the record is saved; the meta keeps its older status until space frees up (the list falls back on the record)
    partial = true;
  }
  if (partial) throw new StorageFullError(true);
  return rec;
}

/** Keep the engine snapshot taken beside `code` for save id; a full storage only loses it (and its stale
 * predecessor, which no longer matches the save's code). Returns whether it was written. */
export function putSnapshot(id, code, snapshot) {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(SNAP + id, JSON.stringify({ code, snapshot }));
    return true;
  } catch {
    try {
      s.removeItem(SNAP + id);
    } catch {
      /* nothing more to free */
    }
    return false;
  }
}

/** The snapshot text kept beside save id when it was taken beside this very code, else null. */
export function getSnapshot(id, code) {
  const value = readJSON(SNAP + id);
  const snap = value === undefined ? null : checkSnapshot(value);
  if (value !== undefined && !snap) console.warn(`The engine snapshot of saved game ${id} is damaged; the game resumes from its code.`);
  return snap && snap.code === code ? snap.snapshot : null;
}

export function deleteSave(id) {
  const s = store();
  if (!s) return;
  s.removeItem(META + id);
  s.removeItem(REC + id);
  s.removeItem(SNAP + id);
  damaged.delete(META + id);
  damaged.delete(REC + id);
  if (lastSaveId() === id) setLastSave(null);
}

/** The id wt.last names, when it is an id (not checked against the saves: getSave does that). */
export function lastSaveId() {
  const id = getItem(LAST);
  return typeof id === "string" && /^[0-9a-z-]{1,64}$/.test(id) ? id : null;
}

export function setLastSave(id) {
  try {
    const s = store();
    if (!s) return;
    if (id == null) s.removeItem(LAST);
    else s.setItem(LAST, id);
  } catch {
    /* a full storage only loses the resume hint */
  }
}
