// saves.js - saved games in localStorage. Each game has a small meta entry (for the
// home list) and a record (save code + last Table JSON). New data is always written
// before old data is removed, so a full storage never loses an existing save.

const META = "wt.meta.";
const REC = "wt.save.";
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

function readJSON(key) {
  try {
    const s = localStorage.getItem(key);
    return s == null ? null : JSON.parse(s);
  } catch {
    return null;
  }
}

export function newSaveId() {
  const r = crypto.getRandomValues(new Uint32Array(2));
  return `${Date.now().toString(36)}-${r[0].toString(36)}${r[1].toString(36)}`;
}

/** Meta entries of every saved game, most recently played first. */
export function listSaves() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && key.startsWith(META)) {
      const m = readJSON(key);
      if (m && m.id && localStorage.getItem(REC + m.id) != null) out.push(m);
    }
  }
  return out.sort((a, b) => (b.updated || 0) - (a.updated || 0));
}

export function getSave(id) {
  return readJSON(REC + id);
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

/**
 * The table kept with a save, only to draw it greyed at the next visit before Python is up: the scene,
 * seats and scores, but not the choice and only the end of the log (a long game's whole log would make
 * every autosave, and the resume, parse and write ever more text on the page's thread).
 */
function previewOf(table) {
  const log = table.log || [];
  return Object.assign({}, table, { choice: null, log: log.length > PREVIEW_LOG_LINES ? log.slice(-PREVIEW_LOG_LINES) : log });
}

/**
 * Save one game from a Table. Throws StorageFullError when storage is full
 * (after trying a slimmer record without the table); the old save is then intact.
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
    localStorage.setItem(REC + id, JSON.stringify(rec));
  } catch (err) {
    if (!isQuota(err)) throw err;
    try {
      localStorage.setItem(REC + id, JSON.stringify(Object.assign({}, rec, { table: null })));
      partial = true;
    } catch (err2) {
      if (!isQuota(err2)) throw err2;
      throw new StorageFullError(false);
    }
  }
  try {
    localStorage.setItem(META + id, JSON.stringify(metaOf(rec)));
  } catch (err) {
    if (!isQuota(err)) throw err;
    // the record is saved; the meta keeps its older status until space frees up
    if (localStorage.getItem(META + id) == null) throw new StorageFullError(false);
    partial = true;
  }
  if (partial) throw new StorageFullError(true);
  return rec;
}

export function deleteSave(id) {
  localStorage.removeItem(META + id);
  localStorage.removeItem(REC + id);
  if (lastSaveId() === id) setLastSave(null);
}

export function lastSaveId() {
  try {
    return localStorage.getItem(LAST);
  } catch {
    return null;
  }
}

export function setLastSave(id) {
  try {
    if (id == null) localStorage.removeItem(LAST);
    else localStorage.setItem(LAST, id);
  } catch {
    /* a full storage only loses the resume hint */
  }
}
