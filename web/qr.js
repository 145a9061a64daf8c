// qr.js - QR codes of share links, drawn on a canvas. The encoding is done by qrcode-generator (npm, MIT,
// pinned in package.json; build.py vendors it into vendor/ with its license): byte mode over the text's UTF-8
// bytes, level M, falling back to L when the text is too long for M, the smallest version that holds it.

import qrcode from "./vendor/qrcode-generator/qrcode.js";

/** The text's UTF-8 bytes as a string of char codes 0-255 (what the library's byte mode reads). */
function byteString(text) {
  let out = "";
  for (const b of new TextEncoder().encode(text)) out += String.fromCharCode(b);
  return out;
}

/**
 * Encode text as a QR symbol: {version, ecl, size, modules} (modules[y][x] true for a dark module).
 * Throws an Error starting "Too long" when even level L at version 40 cannot hold it.
 */
export function encodeQR(text, { ecl = "M" } = {}) {
  const data = byteString(text);
  for (const level of ecl === "L" ? ["L"] : [ecl, "L"]) {
    const qr = qrcode(0, level); // 0: the smallest version that holds the data
    qr.addData(data, "Byte");
    try {
      qr.make();
    } catch {
      continue; // the library throws "code length overflow" when no version is big enough
    }
    const size = qr.getModuleCount();
    const modules = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => qr.isDark(y, x)));
    return { version: (size - 17) / 4, ecl: level, size, modules };
  }
  throw new Error(`Too long for a QR code: ${data.length} bytes`);
}

/** Draw text's QR code on canvas with a quiet zone of `margin` modules; scale 0 picks about 360 px. */
export function drawQR(canvas, text, { scale = 4, margin = 4, dark = "#000000", light = "#ffffff" } = {}) {
  const qr = encodeQR(text);
  if (!scale) scale = Math.max(2, Math.floor(360 / (qr.size + 2 * margin)));
  const px = (qr.size + 2 * margin) * scale;
  canvas.width = px;
  canvas.height = px;
  canvas.style.width = `${px}px`;
  canvas.style.height = `${px}px`;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, px, px);
  ctx.fillStyle = dark;
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) if (qr.modules[y][x]) ctx.fillRect((x + margin) * scale, (y + margin) * scale, scale, scale);
  }
  return qr;
}
