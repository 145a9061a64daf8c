// layout.js - arranges a scene's regions on the screen (docs/ui.md "Regions"): the whole table, at the places
// the scene gives them or re-packed into columns, at one scale never below the readable one; or one region
// alone (phones, or a region the player focused). Pure functions of the scene and the canvas size.

export const READABLE = 12 / 13;  // CSS px per unit: 13-unit text reads at 12 px
export const NARROW = 600;        // CSS px: a narrower canvas shows one region at a time
export const COLUMN = 390;        // units: the width of a column of the scene's grid
export const GAP = 12;            // units between regions
const MARGIN = 6;                 // CSS px kept free around the table
const MAX_TABLE = 1.25;           // the whole table is never drawn larger than this at its default view
const MAX_FOCUS = 2;              // a focused region is never drawn larger than this

/** The scene's regions, or one region covering the whole scene when it declares none. */
export function regionsOf(scene) {
  if (scene && scene.regions && scene.regions.length) return scene.regions;
  const w = (scene && scene.width) || 1000, h = (scene && scene.height) || 700;
  return [{ id: "table", x: 0, y: 0, w, h, title: "Table", seat: null, implicit: true }];
}

/**
 * Where each region goes: {mode: "table"|"focus", focus, scale, places: Map(id -> {x, y}), width, height}
 * (places, width and height in units of the arranged sheet; scale in CSS px per unit).
 * `focus` asks for one region alone; a canvas narrower than NARROW always shows one.
 */
export function arrange(scene, cssW, cssH, focus = null) {
  const regions = regionsOf(scene);
  const W = Math.max(1, cssW - 2 * MARGIN), H = Math.max(1, cssH - 2 * MARGIN);
  const narrow = cssW < NARROW;
  if (focus || narrow) {
    const r = regions.find((g) => g.id === focus) || regions[0];
    const fit = Math.min(W / r.w, H / r.h);
    const scale = clamp(fit, READABLE, MAX_FOCUS);
    return { mode: "focus", focus: r.id, scale, places: new Map([[r.id, { x: 0, y: 0 }]]), width: r.w, height: r.h };
  }
  const candidates = [designed(regions)];
  const widest = Math.max(...regions.map(span));
  for (let k = Math.max(1, Math.min(widest, 6)); k <= Math.min(6, regions.reduce((n, r) => n + span(r), 0)); k++) {
    candidates.push(packed(regions, k));
  }
  // everything in sight at a readable scale: the largest such scale (the scene's own places win near-ties)
  let best = null;
  for (const c of candidates) {
    const fit = Math.min(W / c.width, H / c.height, MAX_TABLE);
    if (fit >= READABLE && (!best || fit > best.fit * 1.03)) best = { c, fit };
  }
  if (best) return table(best.c, best.fit);
  // else as wide as the canvas and readable, scrolling down: the least to scroll
  best = null;
  for (const c of candidates) {
    const fit = W / c.width;
    if (fit < READABLE) continue;
    const scale = Math.min(fit, MAX_TABLE);
    const cost = c.height * scale;
    if (!best || cost < best.cost - 1) best = { c, scale, cost };
  }
  if (best) return table(best.c, best.scale);
  // nothing is narrow enough: the narrowest arrangement at the readable scale, panned both ways
  const narrowest = candidates.reduce((a, b) => (b.width < a.width ? b : a));
  return table(narrowest, READABLE);
}

function table(c, scale) {
  return { mode: "table", focus: null, scale, places: c.places, width: c.width, height: c.height };
}

function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}

/** How many grid columns a region spans. */
function span(r) {
  return Math.max(1, Math.ceil((r.w + GAP) / (COLUMN + GAP) - 0.02));
}

/** The regions where the scene put them (shifted to start at 0, 0). */
function designed(regions) {
  const x0 = Math.min(...regions.map((r) => r.x)), y0 = Math.min(...regions.map((r) => r.y));
  const places = new Map(regions.map((r) => [r.id, { x: r.x - x0, y: r.y - y0 }]));
  const width = Math.max(...regions.map((r) => r.x + r.w)) - x0;
  const height = Math.max(...regions.map((r) => r.y + r.h)) - y0;
  return { places, width, height };
}

/** Masonry on `k` grid columns: in order, each region to where its columns are least filled (leftmost on ties). */
function packed(regions, k) {
  const tops = new Array(k).fill(0);
  const places = new Map();
  let width = 0;
  for (const r of regions) {
    const n = Math.min(span(r), k);
    let at = 0, top = Infinity;
    for (let c = 0; c + n <= k; c++) {
      const t = Math.max(...tops.slice(c, c + n));
      if (t < top - 0.5) {
        top = t;
        at = c;
      }
    }
    const x = at * (COLUMN + GAP);
    places.set(r.id, { x, y: top });
    for (let c = at; c < at + n; c++) tops[c] = top + r.h + GAP;
    width = Math.max(width, x + r.w);
  }
  return { places, width, height: Math.max(...tops) - GAP };
}
