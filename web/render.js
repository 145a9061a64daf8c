// render.js - the one canvas painter for every game's scene display list (docs/web-protocol.md "Scene",
// docs/ui.md "Table conventions"). It arranges the scene's regions on the canvas (layout.js: the whole table,
// scrolling when it is taller than the screen, or one region at a time), at one scale that is never below the
// readable one at the default view; stays sharp on high-DPI screens; pans (drag, wheel) and zooms (pinch,
// ctrl+wheel, buttons); hit-tests taps so that only the target under the finger is picked (a disabled target
// explains itself instead); outlines legal targets with a pulsing ring; marks what changed since the player's
// last pick in the acting seat's colour; shows tips on hover or while a finger is held down; and tweens items
// whose id moved between two scenes (about 250 ms).

import { itemBounds, itemCentre, distanceTo, easeOut } from "./geometry.js";
import { drawItem, shapePath } from "./draw.js";
import { arrange, regionsOf, NARROW } from "./layout.js";

export { itemBounds };

const TWEEN_MS = 250;
const LONG_PRESS_MS = 500;
const TAP_SLOP = 8;          // CSS px a tap may wander before it becomes a drag
const TOUCH_REACH = 8;       // CSS px: a finger on no target picks the one target this close (never one of two)
const MIN_ZOOM = 0.35;       // relative to the default view's scale
const MAX_ZOOM = 4;
const MARGIN = 6;            // CSS px kept around the sheet when it scrolls
const MARK_KINDS = new Set(["token", "card", "circle", "hex", "poly", "icon"]);

const FALLBACK_STYLE = { fill: "#cccccc", stroke: "#333333", text: "#111111", width: 1 };

export class Painter {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{onPick?: Function, onBlocked?: Function, onInfo?: Function, onDetail?: Function,
   *          onLayout?: Function, tooltip?: HTMLElement}} opts
   *   onPick(option, item): a tap on a target; onBlocked(item): a tap on a disabled target (item.why_not);
   *   onInfo(text|null): a tap on something with only a tip (null: on nothing); onDetail(item): a tap or a long
   *   press on something with full text; onLayout(): the arrangement or the regions changed.
   */
  constructor(canvas, opts = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.onPick = opts.onPick || (() => {});
    this.onBlocked = opts.onBlocked || (() => {});
    this.onInfo = opts.onInfo || (() => {});
    this.onDetail = opts.onDetail || (() => {});
    this.onLayout = opts.onLayout || (() => {});
    this.tooltip = opts.tooltip || null;
    this.scene = null;
    this.items = [];          // sorted by draw order
    this.byRegion = new Map(); // region id -> its items in draw order
    this.regions = [];
    this.layout = null;
    this.focus = null;        // the region the player focused (null: the whole table)
    this.interactive = false;
    this.dim = false;
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    this.tweens = new Map();  // id -> {dx, dy, start}
    this.marks = new Map();   // id -> colour: what changed since the player's last pick
    this.hoverId = null;
    this.pointers = new Map();
    this.gesture = null;
    this.frame = 0;
    this.cssW = 0;
    this.cssH = 0;
    this._bind();
    this._resize();
  }

  // ---- public API ----

  /**
   * Show a scene. interactive=false ignores picks; dim greys it out (a preview); markColor marks the pieces
   * that are new or changed since the scene shown before, in that colour (kept until clearMarks()).
   */
  setScene(scene, { interactive = true, animate = true, dim = false, markColor = null } = {}) {
    this._resize(false); // the canvas may have just been shown: arrange for its size now
    const old = this.scene;
    const oldCentres = old && this.layout ? this._sheetCentres() : null;
    const oldItems = old ? new Map(old.items.map((it) => [it.id, it])) : null;
    this.scene = scene;
    this.interactive = interactive;
    this.dim = dim;
    this.items = (scene ? scene.items : [])
      .map((it, i) => ({ it, i }))
      .sort((a, b) => (a.it.z || 0) - (b.it.z || 0) || a.i - b.i)
      .map((e) => e.it);
    this.regions = scene ? regionsOf(scene) : [];
    const declared = !!(scene && scene.regions && scene.regions.length);
    this.byRegion = new Map(this.regions.map((r) => [r.id, []]));
    for (const it of this.items) {
      const list = this.byRegion.get(declared ? it.region : "table");
      if (list) list.push(it);
    }
    if (this.focus && !this.regions.some((r) => r.id === this.focus)) this.focus = null;
    this._relayout(false);
    this.tweens.clear();
    if (animate && oldCentres && !dim) {
      const now = performance.now();
      const fresh = this._sheetCentres();
      for (const [id, b] of fresh) {
        const a = oldCentres.get(id);
        if (!a) continue;
        const dx = a.x - b.x, dy = a.y - b.y;
        if (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5) this.tweens.set(id, { dx, dy, start: now });
      }
    }
    const ids = new Set(this.items.map((it) => it.id));
    for (const id of [...this.marks.keys()]) if (!ids.has(id)) this.marks.delete(id);
    if (markColor && oldItems) {
      for (const it of this.items) {
        const before = oldItems.get(it.id);
        // pieces that are new or changed; words only when the same text item now says something else
        const mark = MARK_KINDS.has(it.kind) ? changed(before, it) : it.kind === "text" && before && before.text !== it.text;
        if (mark) this.marks.set(it.id, markColor);
      }
      this._markVersion = (this._markVersion || 0) + 1;
    }
    this._hideTip();
    this.onLayout();
    this.requestDraw();
  }

  /** Forget the last-move marks (the player has picked). */
  clearMarks() {
    if (!this.marks.size) return;
    this.marks.clear();
    this._markVersion = (this._markVersion || 0) + 1;
    this.onLayout();
    this.requestDraw();
  }

  setInteractive(flag) {
    this.interactive = flag;
    if (!flag) this._hideTip();
    this.requestDraw();
  }

  /** Show one region alone (null: the whole table; on a narrow canvas the first region). */
  focusRegion(id) {
    this.focus = id || null;
    this._relayout(true);
    this.onLayout();
  }

  /** The regions for the region bar: {id, title, seat, active, targets, marked}; and whether the whole table
   * is shown. */
  regionInfo() {
    const lay = this.layout;
    const list = this.regions.map((r) => {
      const items = this.byRegion.get(r.id) || [];
      return {
        id: r.id, title: r.title, seat: r.seat == null ? null : r.seat, implicit: !!r.implicit,
        active: !!lay && lay.mode === "focus" && lay.focus === r.id,
        targets: this.interactive && items.some((it) => it.option != null),
        marked: items.some((it) => this.marks.has(it.id)),
      };
    });
    return { regions: list, whole: !!lay && lay.mode === "table", narrow: this.cssW < NARROW };
  }

  /** The current transform: {scale} in CSS px per scene unit, the mode, and each shown region on screen. */
  view() {
    const t = this._transform();
    const lay = this.layout;
    const regions = [];
    if (lay) {
      for (const r of this.regions) {
        const p = lay.places.get(r.id);
        if (p) regions.push({ id: r.id, x: t.ox + p.x * t.s, y: t.oy + p.y * t.s, w: r.w * t.s, h: r.h * t.s });
      }
    }
    return { scale: t.s, mode: lay ? lay.mode : null, focus: lay ? lay.focus : null, regions,
      canvas: { w: this.cssW, h: this.cssH } };
  }

  resetView(redraw = true) {
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    if (redraw) this.requestDraw();
  }

  zoomBy(factor, cx = this.cssW / 2, cy = this.cssH / 2) {
    const z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, this.zoom * factor));
    const t = this._transform();
    const f = z / this.zoom;
    const nx = cx - (cx - t.ox) * f, ny = cy - (cy - t.oy) * f; // keep the point under (cx, cy) fixed
    this.zoom = z;
    const u = this._transform(false);
    this.panX += nx - u.ox;
    this.panY += ny - u.oy;
    this.requestDraw();
  }

  panBy(dx, dy) {
    this.panX += dx;
    this.panY += dy;
    this.requestDraw();
  }

  /**
   * Bring the current choice's targets into sight when none has its centre in view (a sliver at the edge is easy
   * to miss): focus the first region holding one (one region at a time) or scroll the whole table to it.
   */
  revealTargets() {
    if (this.cssW < 2 || this.cssH < 2) return; // not laid out yet (hidden)
    const targets = this.items.filter((it) => it.option != null && this._regionOf(it, true));
    if (!targets.length || targets.some((it) => this._onScreen(it))) return;
    const first = targets[0];
    const region = this._regionOf(first, true);
    if (this.layout.mode === "focus") {
      if (this.layout.focus !== region.id) {
        this.focus = region.id;
        this._relayout(true);
        this.onLayout();
      }
      if (this._onScreen(first)) return;
    }
    const t = this._transform();
    const c = this._sheetPoint(first, region);
    this.panX += this.cssW / 2 - (t.ox + c.x * t.s);
    this.panY += this.cssH / 2 - (t.oy + c.y * t.s);
    this.requestDraw();
  }

  /** Client (viewport) coordinates of an item's centre, for tests and tutorials (null when not shown). */
  screenPoint(id) {
    const it = this.items.find((i) => i.id === id);
    const region = it && this._regionOf(it);
    if (!region) return null;
    const t = this._transform();
    const c = this._sheetPoint(it, region);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + t.ox + c.x * t.s, y: rect.top + t.oy + c.y * t.s };
  }

  /** The item an option points at, if any. */
  itemForOption(index) {
    for (let k = this.items.length - 1; k >= 0; k--) if (this.items[k].option === index) return this.items[k];
    return null;
  }

  requestDraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame((ts) => {
      this.frame = 0;
      this._draw(ts);
    });
  }

  /** Draw right now (synchronously), e.g. to show a resumed table before anything else. */
  drawNow() {
    this._resize();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this._draw(performance.now());
  }

  destroy() {
    this._ro && this._ro.disconnect();
    if (this.frame) cancelAnimationFrame(this.frame);
  }

  // ---- layout and transform ----

  /** Arrange the regions for the canvas (keeping the view when the arrangement is the same) and redraw. */
  _relayout(resetView) {
    const prev = this.layout;
    this.layout = this.scene ? arrange(this.scene, this.cssW, this.cssH, this.focus) : null;
    const same = prev && this.layout && prev.mode === this.layout.mode && prev.focus === this.layout.focus
      && Math.abs(prev.scale - this.layout.scale) < 1e-6 && prev.width === this.layout.width;
    if (resetView || !same) this.resetView(false);
    this._baseKey = null;
    this.requestDraw(); // a new arrangement is drawn even when nothing else asks for a frame
  }

  /** {s, ox, oy}: CSS px per unit and where the sheet's origin is on the canvas (the pan kept in bounds). */
  _transform(clampPan = true) {
    const lay = this.layout;
    if (!lay) return { s: 1, ox: 0, oy: 0 };
    const s = lay.scale * this.zoom;
    const sw = lay.width * s, sh = lay.height * s;
    const axis = (room, size, pan, key) => {
      if (size <= room - 2 * MARGIN) {
        if (clampPan && key) this[key] = 0;
        return (room - size) / 2 + (clampPan ? 0 : pan);
      }
      const lo = room - MARGIN - size, hi = MARGIN;
      let o = MARGIN + pan;
      if (clampPan) {
        o = Math.max(lo, Math.min(hi, o));
        this[key] = o - MARGIN;
      }
      return o;
    };
    return { s, ox: axis(this.cssW, sw, this.panX, "panX"), oy: axis(this.cssH, sh, this.panY, "panY") };
  }

  /** The region an item belongs to, if it is arranged on screen now (any region with `anywhere`). */
  _regionOf(it, anywhere = false) {
    if (!this.layout) return null;
    const id = this.scene && this.scene.regions && this.scene.regions.length ? it.region : "table";
    if (!anywhere && !this.layout.places.has(id)) return null;
    return this.regions.find((r) => r.id === id) || null;
  }

  /** An item's centre on the arranged sheet (units). */
  _sheetPoint(it, region) {
    const p = this.layout.places.get(region.id);
    const c = itemCentre(it);
    return { x: p.x + c.x - region.x, y: p.y + c.y - region.y };
  }

  _sheetCentres() {
    const out = new Map();
    for (const it of this.items) {
      const region = this._regionOf(it);
      if (region) out.set(it.id, this._sheetPoint(it, region));
    }
    return out;
  }

  /** True when the item's centre is inside the canvas (it is in sight and can be tapped). */
  _onScreen(it) {
    const region = this._regionOf(it);
    if (!region) return false;
    const t = this._transform();
    const p = this.layout.places.get(region.id);
    const b = itemBounds(it);
    const x = t.ox + (p.x + b.x - region.x) * t.s, y = t.oy + (p.y + b.y - region.y) * t.s;
    const cx = x + (b.w * t.s) / 2, cy = y + (b.h * t.s) / 2;
    return cx >= 0 && cy >= 0 && cx <= this.cssW && cy <= this.cssH;
  }

  /** The region under a canvas point and the scene point there, or null. */
  _locate(cx, cy) {
    if (!this.layout) return null;
    const t = this._transform();
    const sx = (cx - t.ox) / t.s, sy = (cy - t.oy) / t.s;
    for (const r of this.regions) {
      const p = this.layout.places.get(r.id);
      if (p && sx >= p.x && sy >= p.y && sx <= p.x + r.w && sy <= p.y + r.h) {
        return { region: r, x: r.x + sx - p.x, y: r.y + sy - p.y, s: t.s };
      }
    }
    return null;
  }

  /** Follow the canvas's size (and, when `relayout`, arrange the regions again for a new size). */
  _resize(relayout = true) {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, rect.width), h = Math.max(1, rect.height);
    const changedSize = Math.abs(w - this.cssW) > 0.5 || Math.abs(h - this.cssH) > 0.5;
    // from one region at a time to the whole table (a phone turned, a hidden canvas shown): drop the region
    // a narrow screen was showing
    if (this.cssW < NARROW && w >= NARROW) this.focus = null;
    this.cssW = w;
    this.cssH = h;
    const pw = Math.round(w * dpr), ph = Math.round(h * dpr);
    if (this.canvas.width !== pw || this.canvas.height !== ph) {
      this.canvas.width = pw;
      this.canvas.height = ph;
    }
    if (relayout && changedSize && this.scene) {
      this._relayout(true);
      this.onLayout();
    }
    this.requestDraw();
  }

  // ---- drawing ----

  _style(key) {
    const pal = (this.scene && this.scene.palette) || {};
    return Object.assign({}, FALLBACK_STYLE, pal[key] || {});
  }

  /** Set ctx to draw `region`'s scene coordinates at its place on the canvas. */
  _regionTransform(ctx, t, dpr, region) {
    const p = this.layout.places.get(region.id);
    ctx.setTransform(dpr * t.s, 0, 0, dpr * t.s, dpr * (t.ox + (p.x - region.x) * t.s), dpr * (t.oy + (p.y - region.y) * t.s));
  }

  _shownRegions(t) {
    if (!this.layout) return [];
    return this.regions.filter((r) => {
      const p = this.layout.places.get(r.id);
      if (!p) return false;
      const x = t.ox + p.x * t.s, y = t.oy + p.y * t.s;
      return x < this.cssW && y < this.cssH && x + r.w * t.s > 0 && y + r.h * t.s > 0;
    });
  }

  _draw(now) {
    const ctx = this.ctx;
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.scene || !this.layout) return;
    const t = this._transform();
    let moving = false;
    if (this.tweens.size || this.dim) {
      // tweens change every frame; a dimmed preview is painted once and never pulses: no layer to keep
      moving = this._paintItems(ctx, t, dpr, now);
      this._baseKey = null;
    } else {
      // The items are painted once into a layer of their own and copied after that: the pulsing target
      // outlines and the hover ring redraw ~20 times a second, and a big table has ~1000 items.
      const key = [this.scene, this.layout, this._markVersion, t.s, t.ox, t.oy, this.canvas.width, this.canvas.height, dpr];
      const old = this._baseKey;
      if (!old || key.some((v, i) => v !== old[i])) {
        if (!this._base) this._base = document.createElement("canvas");
        this._base.width = this.canvas.width;
        this._base.height = this.canvas.height;
        const bctx = this._base.getContext("2d");
        bctx.setTransform(1, 0, 0, 1, 0, 0);
        bctx.clearRect(0, 0, this._base.width, this._base.height);
        this._paintItems(bctx, t, dpr, now);
        this._baseKey = key;
      }
      ctx.drawImage(this._base, 0, 0);
    }
    const pulse = 0.5 + 0.5 * Math.sin(now / 180);
    let targets = false;
    if (this.interactive) {
      for (const region of this._shownRegions(t)) {
        for (const it of this.byRegion.get(region.id) || []) {
          if (it.option == null) continue;
          targets = true;
          this._regionTransform(ctx, t, dpr, region);
          ctx.save();
          const tw = this.tweens.get(it.id);
          if (tw) {
            const r = 1 - easeOut(Math.min(1, (now - tw.start) / TWEEN_MS));
            ctx.translate(tw.dx * r, tw.dy * r);
          }
          this._outline(ctx, it, t.s, pulse, it.id === this.hoverId);
          ctx.restore();
        }
      }
    }
    if (this.dim) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = "rgba(40, 40, 40, 0.45)";
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    }
    // keep animating while tweens run or targets pulse (throttled to ~20 fps for pulses)
    if (moving) this.requestDraw();
    else if (targets && !this._pulseTimer) {
      this._pulseTimer = setTimeout(() => {
        this._pulseTimer = 0;
        this.requestDraw();
      }, 50);
    }
  }

  /** Background, then each shown region clipped to itself: its items (tweened ones offset) and the marks. */
  _paintItems(ctx, t, dpr, now) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const bg = this._style(this.scene.background);
    ctx.fillStyle = bg.fill || "#1f2421";
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    let moving = false;
    for (const region of this._shownRegions(t)) {
      this._regionTransform(ctx, t, dpr, region);
      ctx.save();
      ctx.beginPath();
      ctx.rect(region.x, region.y, region.w, region.h);
      ctx.clip();
      for (const it of this.byRegion.get(region.id) || []) {
        let dx = 0, dy = 0;
        const tw = this.tweens.get(it.id);
        if (tw) {
          const k = (now - tw.start) / TWEEN_MS;
          if (k >= 1) this.tweens.delete(it.id);
          else {
            const r = 1 - easeOut(Math.max(0, k));
            dx = tw.dx * r;
            dy = tw.dy * r;
            moving = true;
          }
        }
        ctx.save();
        if (dx || dy) ctx.translate(dx, dy);
        ctx.globalAlpha = it.alpha == null ? 1 : it.alpha;
        drawItem(ctx, it, this._style(it.style));
        const mark = this.marks.get(it.id);
        if (mark) this._mark(ctx, it, t.s, mark);
        ctx.restore();
      }
      ctx.restore();
    }
    return moving;
  }

  /** A last-move mark: a ring in the acting seat's colour on a dark edge, a little outside the item. */
  _mark(ctx, it, s, color) {
    const px = 1 / s;
    ctx.globalAlpha = 1;
    ctx.save();
    const b = itemBounds(it);
    if (it.kind === "icon" || it.kind === "poly" || it.kind === "text") {
      ctx.beginPath();
      ctx.rect(b.x - 3 * px, b.y - 3 * px, b.w + 6 * px, b.h + 6 * px);
    } else shapePath(ctx, it);
    ctx.setLineDash([6 * px, 4 * px]);
    ctx.strokeStyle = "rgba(0, 0, 0, 0.9)";
    ctx.lineWidth = 7 * px;
    ctx.stroke();
    ctx.strokeStyle = color;
    ctx.lineWidth = 4 * px;
    ctx.stroke();
    ctx.restore();
  }

  _outline(ctx, it, s, pulse, hover) {
    // two rings, dark and bright, so the outline contrasts with any fill
    const px = 1 / s; // one CSS pixel in scene units
    shapePath(ctx, it);
    ctx.lineJoin = "round";
    ctx.setLineDash([]);
    ctx.strokeStyle = "rgba(0, 0, 0, 0.85)";
    ctx.lineWidth = (hover ? 7 : 6) * px;
    ctx.stroke();
    ctx.strokeStyle = `rgba(255, ${Math.round(200 + 55 * pulse)}, ${Math.round(40 + 120 * pulse)}, 1)`;
    ctx.lineWidth = (hover ? 4.5 : 2.5 + 1.5 * pulse) * px;
    ctx.stroke();
  }

  // ---- input ----

  _bind() {
    const c = this.canvas;
    c.style.touchAction = "none";
    if (typeof ResizeObserver !== "undefined") {
      this._ro = new ResizeObserver(() => this._resize());
      this._ro.observe(c);
    }
    window.addEventListener("resize", () => this._resize());
    c.addEventListener("wheel", (e) => {
      e.preventDefault();
      const p = this._local(e);
      const lay = this.layout;
      const t = this._transform();
      const overflows = lay && (lay.width * t.s > this.cssW || lay.height * t.s > this.cssH);
      if (e.ctrlKey || e.metaKey || !overflows) this.zoomBy(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
      else this.panBy(-e.deltaX, -e.deltaY);
    }, { passive: false });
    c.addEventListener("pointerdown", (e) => this._down(e));
    c.addEventListener("pointermove", (e) => this._move(e));
    c.addEventListener("pointerup", (e) => this._up(e));
    c.addEventListener("pointercancel", (e) => this._cancel(e));
    c.addEventListener("pointerleave", (e) => {
      if (e.pointerType === "mouse") {
        this._setHover(null);
        this._hideTip();
      }
    });
    c.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  _local(e) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /**
   * What a tap at a canvas point means: {act: "pick"|"blocked"|"info", item} or null. The topmost target
   * under the point wins (a disabled one explains itself); else the topmost item with a tip or full text;
   * else, within `reach` CSS px, the one target there is (two or more, or a disabled one: nothing).
   */
  hitTest(cx, cy, reach = 0) {
    const at = this._locate(cx, cy);
    if (!at) return null;
    const items = this.byRegion.get(at.region.id) || [];
    let info = null;
    for (let k = items.length - 1; k >= 0; k--) {
      const it = items[k];
      const target = this.interactive && (it.option != null || it.blocked != null);
      if (!target && !info && !hasInfo(it)) continue;
      if (distanceTo(it, at.x, at.y) > 0) continue;
      if (target) return { act: it.option != null ? "pick" : "blocked", item: it };
      if (!info) info = it;
    }
    if (info) return { act: "info", item: info };
    if (reach > 0 && this.interactive) {
      // a disabled target nearby counts too: a finger between it and an enabled one picks neither
      const tol = reach / at.s;
      const near = items.filter((it) => (it.option != null || it.blocked != null) && distanceTo(it, at.x, at.y) <= tol);
      if (near.length === 1 && near[0].option != null) return { act: "pick", item: near[0] };
    }
    return null;
  }

  _down(e) {
    this.canvas.setPointerCapture && this.canvas.setPointerCapture(e.pointerId);
    const p = this._local(e);
    this.pointers.set(e.pointerId, p);
    if (this.pointers.size === 1) {
      this.gesture = { kind: "tap", start: p, last: p, type: e.pointerType };
      clearTimeout(this._press);
      if (e.pointerType !== "mouse") {
        this._press = setTimeout(() => {
          if (!this.gesture || this.gesture.kind !== "tap") return;
          const hit = this.hitTest(p.x, p.y);
          if (hit && (hit.item.tip || hasDetail(hit.item))) {
            this.gesture.kind = "press"; // a long press shows the tip while held and picks nothing
            this.gesture.item = hit.item;
            this._showTip(hit.item, p, tipText(hit.item));
          }
        }, LONG_PRESS_MS);
      }
    } else if (this.pointers.size === 2) {
      clearTimeout(this._press);
      this._hideTip();
      const [a, b] = [...this.pointers.values()];
      this.gesture = { kind: "pinch", dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
    }
  }

  _move(e) {
    const p = this._local(e);
    if (!this.pointers.has(e.pointerId)) {
      if (e.pointerType === "mouse") this._hover(p);
      return;
    }
    this.pointers.set(e.pointerId, p);
    const g = this.gesture;
    if (!g) return;
    if (g.kind === "pinch" && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      this.panBy(mid.x - g.mid.x, mid.y - g.mid.y);
      if (g.dist > 0) this.zoomBy(dist / g.dist, mid.x, mid.y);
      g.dist = dist;
      g.mid = mid;
      return;
    }
    if ((g.kind === "tap" || g.kind === "press") && Math.hypot(p.x - g.start.x, p.y - g.start.y) > TAP_SLOP) {
      g.kind = "pan";
      clearTimeout(this._press);
      this._hideTip();
    }
    if (g.kind === "pan") this.panBy(p.x - g.last.x, p.y - g.last.y);
    g.last = p;
  }

  _up(e) {
    const g = this.gesture;
    const p = this._local(e);
    this.pointers.delete(e.pointerId);
    clearTimeout(this._press);
    if (this.pointers.size > 0) {
      // pinch ended with a finger still down: continue as a pan from there
      const q = [...this.pointers.values()][0];
      this.gesture = { kind: "pan", start: q, last: q };
      return;
    }
    this.gesture = null;
    if (!g) return;
    if (g.kind === "press") {
      this._hideTip(); // the tooltip lasts while the finger is down
      if (hasDetail(g.item)) this.onDetail(g.item);
      return;
    }
    if (g.kind !== "tap") return;
    const hit = this.hitTest(p.x, p.y, g.type === "mouse" ? 0 : TOUCH_REACH);
    if (g.type !== "mouse") this._hideTip();
    if (!hit) {
      this.onInfo(null);
      return;
    }
    if (hit.act === "pick") this.onPick(hit.item.option, hit.item);
    else if (hit.act === "blocked") this.onBlocked(hit.item);
    else if (hasDetail(hit.item)) this.onDetail(hit.item);
    else if (g.type !== "mouse") this.onInfo(hit.item.tip || hit.item.label || null);
  }

  _cancel(e) {
    this.pointers.delete(e.pointerId);
    clearTimeout(this._press);
    this.gesture = null;
    this._hideTip();
  }

  _hover(p) {
    const hit = this.hitTest(p.x, p.y);
    const clickable = hit && hit.act === "pick";
    this.canvas.style.cursor = hit && hit.act !== "info" ? (clickable ? "pointer" : "not-allowed") : hit && hasDetail(hit.item) ? "help" : "grab";
    this._setHover(clickable ? hit.item.id : null);
    const text = hit && (hit.act === "blocked" ? hit.item.why_not : tipText(hit.item));
    if (text) this._showTip(hit.item, p, text);
    else this._hideTip();
  }

  _setHover(id) {
    if (id !== this.hoverId) {
      this.hoverId = id;
      this.requestDraw();
    }
  }

  _showTip(it, p, text) {
    const tip = this.tooltip;
    if (!tip || !text) return;
    tip.textContent = text;
    tip.hidden = false;
    const host = tip.offsetParent || document.body;
    const cr = this.canvas.getBoundingClientRect();
    const hr = host.getBoundingClientRect();
    let x = cr.left - hr.left + p.x + 14;
    let y = cr.top - hr.top + p.y + 14;
    const w = tip.offsetWidth, h = tip.offsetHeight;
    if (x + w > hr.width - 4) x = Math.max(4, cr.left - hr.left + p.x - w - 14);
    if (y + h > hr.height - 4) y = Math.max(4, cr.top - hr.top + p.y - h - 14);
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
  }

  _hideTip() {
    if (this.tooltip) this.tooltip.hidden = true;
  }
}

/** Has the item text to show on a tap (a tip, full text, or a face-up card's words)? */
function hasInfo(it) {
  return !!(it.tip || hasDetail(it));
}

/** Has the item full text for the detail panel (its `detail`, or a face-up card with words)? */
export function hasDetail(it) {
  return !!(it && ((it.detail && it.detail.length) || (it.kind === "card" && it.face_up !== false && it.text)));
}

function tipText(it) {
  return it.tip || it.label || (it.kind === "card" ? it.title : null) || null;
}

/** Did an item change in a way the player should notice (new, moved, restyled, other text)? */
function changed(before, after) {
  if (!before) return true;
  if (before.kind !== after.kind || before.style !== after.style) return true;
  const a = itemCentre(before), b = itemCentre(after);
  if (Math.abs(a.x - b.x) > 1 || Math.abs(a.y - b.y) > 1) return true;
  return before.text !== after.text || before.title !== after.title || before.face_up !== after.face_up || before.name !== after.name;
}
