// draw.js - paints one scene item on a canvas in its own (scene) coordinates: shapes, text, cards, tokens and
// icons, with the sizes docs/ui.md gives (a card's title at size + 2, its text at size; a token's text at
// 1.05 or 0.8 of its radius), plus the path and text helpers the painter shares.

import { hexPoints, itemBounds } from "./geometry.js";
import { drawIcon } from "./icons.js";

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export function roundRect(ctx, x, y, w, h, r) {
  r = Math.max(0, Math.min(r || 0, w / 2, h / 2));
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function polyPath(ctx, pts) {
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

export function fitText(ctx, text, maxW) {
  if (ctx.measureText(text).width <= maxW) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(s + "…").width > maxW) s = s.slice(0, -1);
  return s + "…";
}

export function wrapText(ctx, text, maxW) {
  const out = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/)) {
      if (!word) continue;
      const next = line ? line + " " + word : word;
      if (ctx.measureText(next).width <= maxW || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

/** The size a token's text is drawn at (engine/core/scene.py token_text_size). */
export function tokenTextSize(it) {
  return it.r * (String(it.text || "").length > 2 ? 0.8 : 1.05);
}

/** A card's text sizes: {title, body} (the title band's height follows the title size). */
export function cardSizes(it) {
  if (it.size) return { title: it.size + 2, body: it.size, band: Math.round((it.size + 2) * 1.75) };
  // a scene written before the card `size` field: sizes from the card's own dimensions
  const band = Math.min(it.h * 0.22, Math.max(14, it.h * 0.16));
  const title = Math.min(band * 0.62, it.w / 7);
  return { title, body: Math.max(6, Math.min(title * 0.85, it.w / 9)), band };
}

/** The outline of an item (for fills, strokes, target rings and last-move marks). */
export function shapePath(ctx, it) {
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
    default: {
      const b = itemBounds(it);
      roundRect(ctx, b.x - 3, b.y - 3, b.w + 6, b.h + 6, 4);
    }
  }
}

/** Paint one item with its palette style `st` ({fill, stroke, text, width}). */
export function drawItem(ctx, it, st) {
  const lw = st.width == null ? 1 : st.width;
  switch (it.kind) {
    case "rect":
    case "circle":
    case "hex":
    case "poly":
      shapePath(ctx, it);
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
      shapePath(ctx, it);
      ctx.strokeStyle = st.stroke || st.fill;
      ctx.lineWidth = it.width || lw || 1;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.setLineDash(it.dash ? [ctx.lineWidth * 3, ctx.lineWidth * 2] : []);
      ctx.stroke();
      ctx.setLineDash([]);
      break;
    case "text":
      ctx.font = `${it.bold ? "bold " : ""}${it.size || 14}px ${FONT}`;
      ctx.textAlign = it.align || "left";
      ctx.textBaseline = "alphabetic";
      ctx.fillStyle = st.text || st.fill;
      ctx.fillText(String(it.text == null ? "" : it.text), it.x, it.y);
      break;
    case "token":
      shapePath(ctx, it);
      ctx.fillStyle = st.fill;
      ctx.fill();
      ctx.strokeStyle = st.stroke;
      ctx.lineWidth = lw || 1;
      ctx.stroke();
      if (it.text) {
        const size = tokenTextSize(it);
        ctx.font = `bold ${size}px ${FONT}`;
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillStyle = st.text;
        ctx.fillText(String(it.text), it.x, it.y + size * 0.05);
      }
      break;
    case "icon":
      drawIcon(ctx, it.name, it.x, it.y, it.size || 20, st.text || st.fill || "#f2efe6");
      break;
    case "card":
      drawCard(ctx, it, st, lw);
      break;
  }
}

/** A card: face up, a title band and wrapped text (cut with "…" where it does not fit: `it.cut`); or a back. */
function drawCard(ctx, it, st, lw) {
  shapePath(ctx, it);
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.save();
  ctx.clip();
  it.cut = false;
  if (it.face_up === false) {
    ctx.strokeStyle = st.stroke;
    ctx.globalAlpha *= 0.35;
    ctx.lineWidth = Math.max(1, it.w / 30);
    for (let k = -it.h; k < it.w; k += Math.max(4, it.w / 6)) {
      ctx.beginPath();
      ctx.moveTo(it.x + k, it.y);
      ctx.lineTo(it.x + k + it.h, it.y + it.h);
      ctx.stroke();
    }
  } else {
    const { title, body, band } = cardSizes(it);
    const pad = it.size ? Math.max(6, Math.min(10, it.w * 0.06)) : it.w * 0.06;
    ctx.fillStyle = st.stroke;
    ctx.fillRect(it.x, it.y, it.w, band);
    ctx.font = `bold ${title}px ${FONT}`;
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillStyle = st.fill;
    const shownTitle = fitText(ctx, String(it.title || ""), it.w - 2 * pad);
    if (shownTitle !== String(it.title || "")) it.cut = true;
    ctx.fillText(shownTitle, it.x + pad, it.y + band / 2);
    ctx.font = `${body}px ${FONT}`;
    ctx.textBaseline = "top";
    ctx.fillStyle = st.text;
    const lines = wrapText(ctx, String(it.text || ""), it.w - 2 * pad);
    const lineH = body * 1.25;
    const maxLines = Math.max(0, Math.floor((it.h - band - pad) / lineH));
    const top = it.y + band + pad * 0.7;
    lines.slice(0, maxLines).forEach((ln, i) => {
      const last = i === maxLines - 1 && lines.length > maxLines;
      const shown = last ? fitText(ctx, ln + "…", it.w - 2 * pad) : fitText(ctx, ln, it.w - 2 * pad);
      if (shown !== ln) it.cut = true;
      ctx.fillText(shown, it.x + pad, top + i * lineH);
    });
    if (lines.length > maxLines && lines.some((l) => l)) it.cut = true;
  }
  ctx.restore();
  shapePath(ctx, it);
  ctx.strokeStyle = st.stroke;
  ctx.lineWidth = lw || 1;
  ctx.stroke();
}
