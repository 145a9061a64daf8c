// render.js - the one canvas painter for every game's scene display list
// (docs/web-protocol.md "Scene"). It fits the virtual space to the canvas, stays sharp
// on high-DPI screens, pans and zooms by wheel, drag and pinch, hit-tests taps and
// clicks (the topmost item with an `option` wins), outlines legal targets with a
// pulsing contrasting ring, shows an item's `tip` on hover or long-press, and tweens
// items whose id moved between two scenes (about 250 ms).

import { hexPoints, pointInPoly, segDist, itemBounds, itemCentre, distanceTo, boxDist, easeOut } from "./geometry.js";
import { roundRect, polyPath, fitText, wrapText } from "./draw.js";

export { itemBounds };

const TWEEN_MS = 250;
const LONG_PRESS_MS = 500;
const TAP_SLOP = 8;          // CSS px a tap may wander before it becomes a drag
const TOUCH_REACH = 14;      // CSS px of forgiveness around targets for fingers
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 6;

const FALLBACK_STYLE = { fill: "#cccccc", stroke: "#333333", text: "#111111", width: 1 };

export class Painter {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{onPick?: (option:number, item:object) => void, tooltip?: HTMLElement}} opts
   */
  constructor(canvas, opts = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.onPick = opts.onPick || (() => {});
    this.tooltip = opts.tooltip || null;
    this.scene = null;
    this.items = [];          // sorted by draw order
    this.interactive = false;
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    this.tweens = new Map();  // id -> {dx, dy, start}
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

  /** Show a scene. interactive=false ignores taps; dim greys it out (a preview). */
  setScene(scene, { interactive = true, animate = true, dim = false } = {}) {
    const old = this.scene ? new Map(this.scene.items.map((it) => [it.id, it])) : null;
    const sameSpace = this.scene && scene && this.scene.width === scene.width && this.scene.height === scene.height;
    if (!sameSpace) this.resetView(false);
    this.scene = scene;
    this.interactive = interactive;
    this.dim = dim;
    this.items = (scene ? scene.items : [])
      .map((it, i) => ({ it, i }))
      .sort((a, b) => (a.it.z || 0) - (b.it.z || 0) || a.i - b.i)
      .map((e) => e.it);
    this.tweens.clear();
    if (animate && old && sameSpace) {
      const now = performance.now();
      for (const it of this.items) {
        const prev = old.get(it.id);
        if (!prev) continue;
        const a = itemCentre(prev), b = itemCentre(it);
        const dx = a.x - b.x, dy = a.y - b.y;
        if (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5) this.tweens.set(it.id, { dx, dy, start: now });
      }
    }
    this._hideTip();
    this.requestDraw();
  }

  setInteractive(flag) {
    this.interactive = flag;
    if (!flag) this._hideTip();
    this.requestDraw();
  }

  resetView(redraw = true) {
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    if (redraw) this.requestDraw();
  }

  zoomBy(factor, cx = this.cssW / 2, cy = this.cssH / 2) {
    const z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, this.zoom * factor));
    const f = z / this.zoom;
    // keep the point under (cx, cy) fixed: new origin = c - (c - origin) * f
    const t = this._transform();
    const nx = cx - (cx - t.ox) * f, ny = cy - (cy - t.oy) * f;
    this.zoom = z;
    const u = this._transform(); // same pan, new zoom
    this.panX += nx - u.ox;
    this.panY += ny - u.oy;
    this.requestDraw();
  }

  /** Client (viewport) coordinates of an item's centre, for tests and tutorials. */
  screenPoint(id) {
    const it = this.items.find((i) => i.id === id);
    if (!it) return null;
    const c = itemCentre(it);
    const t = this._transform();
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

  // ---- transform ----

  _transform() {
    const W = (this.scene && this.scene.width) || 1000;
    const H = (this.scene && this.scene.height) || 700;
    const fit = Math.min(this.cssW / W, this.cssH / H) || 1;
    const s = fit * this.zoom;
    const ox = (this.cssW - W * s) / 2 + this.panX;
    const oy = (this.cssH - H * s) / 2 + this.panY;
    return { s, ox, oy };
  }

  _toVirtual(cx, cy) {
    const t = this._transform();
    return { x: (cx - t.ox) / t.s, y: (cy - t.oy) / t.s, s: t.s };
  }

  _resize() {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.cssW = Math.max(1, rect.width);
    this.cssH = Math.max(1, rect.height);
    const w = Math.round(this.cssW * dpr), h = Math.round(this.cssH * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.requestDraw();
  }

  // ---- drawing ----

  _style(key) {
    const pal = (this.scene && this.scene.palette) || {};
    return Object.assign({}, FALLBACK_STYLE, pal[key] || {});
  }

  _draw(now) {
    const ctx = this.ctx;
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.scene) return;
    const t = this._transform();
    let moving = false;
    if (this.tweens.size || this.dim) {
      // tweens change every frame; a dimmed preview is painted once and never pulses: no layer to keep
      moving = this._paintItems(ctx, t, dpr, now);
      this._baseKey = null;
    } else {
      // The items are painted once into a layer of their own and copied after that: the pulsing target
      // outlines and the hover ring redraw ~20 times a second, and a big table has ~1000 items.
      const key = [this.scene, t.s, t.ox, t.oy, this.canvas.width, this.canvas.height, dpr];
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
    ctx.setTransform(dpr * t.s, 0, 0, dpr * t.s, dpr * t.ox, dpr * t.oy);
    const pulse = 0.5 + 0.5 * Math.sin(now / 180);
    let targets = false;
    if (this.interactive) {
      for (const it of this.items) {
        if (it.option == null) continue;
        targets = true;
        const tw = this.tweens.get(it.id);
        ctx.save();
        if (tw) {
          const r = 1 - easeOut(Math.min(1, (now - tw.start) / TWEEN_MS));
          ctx.translate(tw.dx * r, tw.dy * r);
        }
        this._outline(ctx, it, t.s, pulse, it.id === this.hoverId);
        ctx.restore();
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

  /** Background and every item (tweened ones offset); true while a tween still runs. */
  _paintItems(ctx, t, dpr, now) {
    ctx.setTransform(dpr * t.s, 0, 0, dpr * t.s, dpr * t.ox, dpr * t.oy);
    const bg = this._style(this.scene.background);
    ctx.fillStyle = bg.fill;
    ctx.fillRect(0, 0, this.scene.width, this.scene.height);
    let moving = false;
    for (const it of this.items) {
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
      this._drawItem(ctx, it);
      ctx.restore();
    }
    return moving;
  }

  _shapePath(ctx, it) {
    ctx.beginPath();
    switch (it.kind) {
      case "rect":
      case "card":
        roundRect(ctx, it.x, it.y, it.w, it.h, it.kind === "card" ? (it.r != null ? it.r : Math.min(it.w, it.h) * 0.08) : it.r || 0);
        break;
      case "circle":
      case "token":
        ctx.arc(it.x, it.y, it.r, 0, Math.PI * 2);
        break;
      case "hex":
        polyPath(ctx, hexPoints(it));
        break;
      case "poly":
        polyPath(ctx, it.points || []);
        break;
      case "line": {
        const pts = it.points || [];
        pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        break;
      }
      case "text": {
        const b = itemBounds(it);
        ctx.rect(b.x - 2, b.y - 2, b.w + 4, b.h + 4);
        break;
      }
    }
  }

  _drawItem(ctx, it) {
    const st = this._style(it.style);
    const lw = st.width == null ? 1 : st.width;
    switch (it.kind) {
      case "rect":
      case "circle":
      case "hex":
      case "poly":
        this._shapePath(ctx, it);
        if (st.fill && st.fill !== "none") {
          ctx.fillStyle = st.fill;
          ctx.fill();
        }
        if (st.stroke && st.stroke !== "none" && lw > 0) {
          ctx.strokeStyle = st.stroke;
          ctx.lineWidth = lw;
          ctx.stroke();
        }
        break;
      case "line":
        this._shapePath(ctx, it);
        ctx.strokeStyle = st.stroke || st.fill;
        ctx.lineWidth = it.width || lw || 1;
        ctx.lineCap = "round";
        ctx.lineJoin = "round";
        ctx.setLineDash(it.dash ? [ctx.lineWidth * 3, ctx.lineWidth * 2] : []);
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      case "text": {
        const size = it.size || 14;
        ctx.font = `${it.bold ? "bold " : ""}${size}px system-ui, sans-serif`;
        ctx.textAlign = it.align || "left";
        ctx.textBaseline = "alphabetic";
        ctx.fillStyle = st.text || st.fill;
        ctx.fillText(String(it.text == null ? "" : it.text), it.x, it.y);
        break;
      }
      case "token": {
        this._shapePath(ctx, it);
        ctx.fillStyle = st.fill;
        ctx.fill();
        ctx.strokeStyle = st.stroke;
        ctx.lineWidth = lw || 1;
        ctx.stroke();
        if (it.text) {
          const size = it.r * (String(it.text).length > 2 ? 0.8 : 1.05);
          ctx.font = `bold ${size}px system-ui, sans-serif`;
          ctx.textAlign = "center";
          ctx.textBaseline = "middle";
          ctx.fillStyle = st.text;
          ctx.fillText(String(it.text), it.x, it.y + size * 0.05);
        }
        break;
      }
      case "card":
        this._drawCard(ctx, it, st, lw);
        break;
    }
  }

  _drawCard(ctx, it, st, lw) {
    this._shapePath(ctx, it);
    ctx.fillStyle = st.fill;
    ctx.fill();
    ctx.save();
    ctx.clip();
    if (it.face_up === false) {
      ctx.strokeStyle = st.stroke;
      ctx.globalAlpha *= 0.35;
      ctx.lineWidth = Math.max(1, it.w / 30);
      for (let k = -it.h; k < it.w; k += it.w / 6) {
        ctx.beginPath();
        ctx.moveTo(it.x + k, it.y);
        ctx.lineTo(it.x + k + it.h, it.y + it.h);
        ctx.stroke();
      }
    } else {
      const band = Math.min(it.h * 0.22, Math.max(14, it.h * 0.16));
      ctx.fillStyle = st.stroke;
      ctx.fillRect(it.x, it.y, it.w, band);
      const pad = it.w * 0.06;
      const tsize = Math.min(band * 0.62, it.w / 7);
      ctx.font = `bold ${tsize}px system-ui, sans-serif`;
      ctx.textAlign = "left";
      ctx.textBaseline = "middle";
      ctx.fillStyle = st.fill;
      ctx.fillText(fitText(ctx, String(it.title || ""), it.w - 2 * pad), it.x + pad, it.y + band / 2);
      const bsize = Math.max(6, Math.min(tsize * 0.85, it.w / 9));
      ctx.font = `${bsize}px system-ui, sans-serif`;
      ctx.textBaseline = "top";
      ctx.fillStyle = st.text;
      const lines = wrapText(ctx, String(it.text || ""), it.w - 2 * pad);
      const maxLines = Math.floor((it.h - band - pad) / (bsize * 1.2));
      lines.slice(0, Math.max(0, maxLines)).forEach((ln, i) => {
        const last = i === maxLines - 1 && lines.length > maxLines;
        ctx.fillText(last ? fitText(ctx, ln + "…", it.w - 2 * pad) : ln, it.x + pad, it.y + band + pad * 0.6 + i * bsize * 1.2);
      });
    }
    ctx.restore();
    this._shapePath(ctx, it);
    ctx.strokeStyle = st.stroke;
    ctx.lineWidth = lw || 1;
    ctx.stroke();
  }

  _outline(ctx, it, s, pulse, hover) {
    // two rings, dark and bright, so the outline contrasts with any fill
    const px = 1 / s; // one CSS pixel in virtual units
    this._shapePath(ctx, it);
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
      this.zoomBy(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
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

  /** Topmost item at a CSS point; prefer items with an option when `options`. */
  hitTest(cx, cy, { options = false, reach = 0 } = {}) {
    const v = this._toVirtual(cx, cy);
    const tol = reach / v.s;
    let best = null, bestD = Infinity;
    for (let k = this.items.length - 1; k >= 0; k--) {
      const it = this.items[k];
      if (options && it.option == null) continue;
      if (!options && it.tip == null && it.option == null) continue;
      const d = distanceTo(it, v.x, v.y);
      if (d === 0) return it;
      if (d <= tol && d < bestD) {
        best = it;
        bestD = d;
      }
    }
    return best;
  }

  _down(e) {
    this.canvas.setPointerCapture && this.canvas.setPointerCapture(e.pointerId);
    const p = this._local(e);
    this.pointers.set(e.pointerId, p);
    if (this.pointers.size === 1) {
      this.gesture = { kind: "tap", start: p, last: p, type: e.pointerType, t: performance.now() };
      clearTimeout(this._press);
      if (e.pointerType !== "mouse") {
        this._press = setTimeout(() => {
          if (this.gesture && this.gesture.kind === "tap") {
            const it = this.hitTest(p.x, p.y, { reach: TOUCH_REACH });
            if (it && it.tip) {
              this._showTip(it, p);
              this.gesture.kind = "press"; // a long press shows the tip and picks nothing
            }
          }
        }, LONG_PRESS_MS);
      }
    } else if (this.pointers.size === 2) {
      clearTimeout(this._press);
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
      this.panX += mid.x - g.mid.x;
      this.panY += mid.y - g.mid.y;
      if (g.dist > 0) this.zoomBy(dist / g.dist, mid.x, mid.y);
      g.dist = dist;
      g.mid = mid;
      this.requestDraw();
      return;
    }
    if (g.kind === "tap" && Math.hypot(p.x - g.start.x, p.y - g.start.y) > TAP_SLOP) {
      g.kind = "pan";
      clearTimeout(this._press);
      this._hideTip();
    }
    if (g.kind === "pan") {
      this.panX += p.x - g.last.x;
      this.panY += p.y - g.last.y;
      this.requestDraw();
    }
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
    if (!g || g.kind !== "tap") return;
    if (!this.interactive) return;
    const reach = g.type === "mouse" ? 3 : TOUCH_REACH;
    const it = this.hitTest(p.x, p.y, { options: true, reach });
    if (it) {
      this._hideTip();
      this.onPick(it.option, it);
    } else if (g.type !== "mouse") {
      const tipItem = this.hitTest(p.x, p.y, { reach: TOUCH_REACH });
      if (tipItem && tipItem.tip) this._showTip(tipItem, p);
      else this._hideTip();
    }
  }

  _cancel(e) {
    this.pointers.delete(e.pointerId);
    clearTimeout(this._press);
    this.gesture = null;
  }

  _hover(p) {
    const it = this.hitTest(p.x, p.y, { reach: 2 });
    const clickable = it && it.option != null && this.interactive;
    this.canvas.style.cursor = clickable ? "pointer" : "grab";
    this._setHover(clickable ? it.id : null);
    if (it && it.tip) this._showTip(it, p);
    else this._hideTip();
  }

  _setHover(id) {
    if (id !== this.hoverId) {
      this.hoverId = id;
      this.requestDraw();
    }
  }

  _showTip(it, p) {
    const tip = this.tooltip;
    if (!tip) return;
    tip.textContent = it.tip;
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
