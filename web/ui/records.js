// records.js - checks the shape of every record read back from localStorage (a save's meta, its record,
// its table preview, its engine snapshot), so that a damaged or foreign record is recognised and skipped
// instead of breaking the code that reads it. Each check returns the value when it has the expected shape,
// else null; nothing here touches storage.

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isString = (v) => typeof v === "string";
const isText = (v) => isString(v) && v.length > 0;
const isCount = (v) => Number.isInteger(v) && v >= 0;
const isNumber = (v) => typeof v === "number" && Number.isFinite(v);
const optional = (check) => (v) => v === undefined || check(v);
const arrayOf = (check) => (v) => Array.isArray(v) && v.every(check);

/** True when every field named in `fields` passes its check on `value` (an object). */
function fieldsOk(value, fields) {
  return isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));
}

const SEAT = (v) => fieldsOk(v, { name: isString, controller: isString, color: optional(isString) });
const SEATS = (v) => arrayOf(SEAT)(v) && v.length > 0;

const META_FIELDS = {
  id: isText,
  game: isText,
  title: optional(isString),
  seats: SEATS,
  status: optional(isString),
  updated: optional(isNumber),
  over: optional((v) => typeof v === "boolean"),
};

/** A home-list entry (`wt.meta.<id>`) whose id is `id`, or null. */
export function checkMeta(value, id) {
  return fieldsOk(value, META_FIELDS) && value.id === id ? value : null;
}

/** A save record (`wt.save.<id>`: code + meta fields + table preview) whose id is `id`, or null. The preview is
 * checked apart (checkPreview): a damaged picture costs the picture, never the save. */
export function checkSave(value, id) {
  return fieldsOk(value, { ...META_FIELDS, code: isText }) && value.id === id ? value : null;
}

const SCENE = (v) => v === null || (fieldsOk(v, { width: isNumber, height: isNumber, items: arrayOf(isObject) })
  && v.items.every((item) => isString(item.kind)));
const LOG_LINE = (v) => fieldsOk(v, { text: isString });

/** A saved table preview drawn before the engine is up (the fields the table view reads), or null. */
export function checkPreview(value) {
  if (!fieldsOk(value, {
    title: isString, status: isString, seats: SEATS, scene: SCENE, log: arrayOf(LOG_LINE),
    scores: optional(arrayOf(isNumber)), winners: optional(arrayOf(isCount)), over: optional((v) => typeof v === "boolean"),
    turn: optional((v) => v === null || isCount(v)), step: optional(isCount),
  })) return null;
  const seats = value.seats.length;
  if (value.turn != null && value.turn >= seats) return null;
  if ((value.winners || []).some((w) => w >= seats)) return null;
  return value;
}

/** An engine snapshot kept beside a save (`wt.snap.<id>`: {code, snapshot} as the `snapshot` op gave them). */
export function checkSnapshot(value) {
  return fieldsOk(value, { code: isText, snapshot: isText }) ? value : null;
}
