// geometry.js - hit-testing geometry of scene items in scene coordinates (hexes, polygons, bounds,
// distances) and the tween easing, shared by the canvas painter.

export function hexPoints(it) {
  const pts = [];
  const rot = ((it.rot || 0) - 90) * Math.PI / 180; // 0 = pointy top
  for (let k = 0; k < 6; k++) {
    const a = rot + k * Math.PI / 3;
    pts.push([it.x + it.r * Math.cos(a), it.y + it.r * Math.sin(a)]);
  }
  return pts;
}

export function pointInPoly(px, py, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function segDist(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Bounding box {x, y, w, h} of an item in virtual coordinates. */
export function itemBounds(it) {
  switch (it.kind) {
    case "rect":
    case "card":
      return { x: it.x, y: it.y, w: it.w, h: it.h };
    case "circle":
    case "token":
    case "hex":
      return { x: it.x - it.r, y: it.y - it.r, w: 2 * it.r, h: 2 * it.r };
    case "poly":
    case "line": {
      const xs = (it.points || []).map((p) => p[0]);
      const ys = (it.points || []).map((p) => p[1]);
      if (!xs.length) return { x: 0, y: 0, w: 0, h: 0 };
      const x = Math.min(...xs), y = Math.min(...ys);
      return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
    }
    case "icon": {
      const size = it.size || 20;
      return { x: it.x - size / 2, y: it.y - size / 2, w: size, h: size };
    }
    case "text": {
      const size = it.size || 14;
      const w = Math.max(size, String(it.text || "").length * size * (it.bold ? 0.6 : 0.55));
      const x = it.align === "center" ? it.x - w / 2 : it.align === "right" ? it.x - w : it.x;
      return { x, y: it.y - size * 0.8, w, h: size };
    }
    default:
      return { x: it.x || 0, y: it.y || 0, w: 0, h: 0 };
  }
}

export function itemCentre(it) {
  const b = itemBounds(it);
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

/** Distance (virtual units) from a point to an item's shape; 0 when inside. */
export function distanceTo(it, px, py) {
  switch (it.kind) {
    case "circle":
    case "token":
      return Math.max(0, Math.hypot(px - it.x, py - it.y) - it.r);
    case "hex":
      return pointInPoly(px, py, hexPoints(it)) ? 0 : Math.max(0, Math.hypot(px - it.x, py - it.y) - it.r * 0.87);
    case "poly":
      return pointInPoly(px, py, it.points || []) ? 0 : boxDist(itemBounds(it), px, py);
    case "line": {
      const pts = it.points || [];
      let d = Infinity;
      for (let i = 1; i < pts.length; i++) d = Math.min(d, segDist(px, py, pts[i - 1], pts[i]));
      return Math.max(0, d - Math.max(3, (it.width || 1) / 2 + 2));
    }
    default:
      return boxDist(itemBounds(it), px, py);
  }
}

export function boxDist(b, px, py) {
  const dx = Math.max(b.x - px, 0, px - (b.x + b.w));
  const dy = Math.max(b.y - py, 0, py - (b.y + b.h));
  return Math.hypot(dx, dy);
}

export function easeOut(t) {
  return 1 - Math.pow(1 - t, 3);
}

