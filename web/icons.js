// icons.js - the table's icons (engine/core/scene.py ICONS), drawn as simple filled shapes in a square of
// `size` units centred on (x, y), in one colour with a thin dark edge so they read on light and dark fills.

const TAU = Math.PI * 2;

/** Draw icon `name` centred on (x, y), `size` units square, filled with `color`. Unknown names draw a dot. */
export function drawIcon(ctx, name, x, y, size, color) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 2, size / 2); // the shapes below live in a -1..1 square
  ctx.fillStyle = color;
  ctx.strokeStyle = "rgba(0, 0, 0, 0.55)";
  ctx.lineWidth = 0.09;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.beginPath();
  (SHAPES[name] || dot)(ctx);
  ctx.fill("evenodd");
  ctx.stroke();
  ctx.restore();
}

function dot(ctx) {
  ctx.arc(0, 0, 0.5, 0, TAU);
}

function polygon(ctx, pts) {
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.closePath();
}

function star(ctx) {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? 0.42 : 0.95;
    pts.push([r * Math.cos(a), r * Math.sin(a) + 0.06]);
  }
  polygon(ctx, pts);
}

function drop(ctx) {
  ctx.moveTo(0, -0.95);
  ctx.bezierCurveTo(0.35, -0.45, 0.7, -0.05, 0.7, 0.3);
  ctx.arc(0, 0.3, 0.7, 0, Math.PI);
  ctx.bezierCurveTo(-0.7, -0.05, -0.35, -0.45, 0, -0.95);
  ctx.closePath();
}

function fuel(ctx) {
  // a jerrycan: body with a cut corner, a spout and a handle hole
  polygon(ctx, [[-0.7, -0.45], [-0.3, -0.85], [0.7, -0.85], [0.7, 0.95], [-0.7, 0.95]]);
  ctx.moveTo(0.15, -0.65);
  ctx.rect(0.05, -0.68, 0.45, 0.2);
  polygon(ctx, [[-0.95, -0.95], [-0.55, -0.95], [-0.55, -0.6], [-0.95, -0.6]]);
}

function gear(ctx) {
  const teeth = 8;
  for (let k = 0; k < teeth * 2; k++) {
    const a = (k * Math.PI) / teeth;
    const r = k % 2 ? 0.66 : 0.95;
    const a1 = a - Math.PI / teeth / 2, a2 = a + Math.PI / teeth / 2;
    if (k === 0) ctx.moveTo(r * Math.cos(a1), r * Math.sin(a1));
    else ctx.lineTo(r * Math.cos(a1), r * Math.sin(a1));
    ctx.lineTo(r * Math.cos(a2), r * Math.sin(a2));
  }
  ctx.closePath();
  ctx.moveTo(0.3, 0);
  ctx.arc(0, 0, 0.3, 0, TAU);
}

function bolt(ctx) {
  polygon(ctx, [[0.2, -0.95], [-0.6, 0.1], [-0.05, 0.1], [-0.25, 0.95], [0.6, -0.15], [0.05, -0.15]]);
}

function heart(ctx) {
  ctx.moveTo(0, 0.9);
  ctx.bezierCurveTo(-0.35, 0.6, -0.95, 0.2, -0.95, -0.3);
  ctx.bezierCurveTo(-0.95, -0.75, -0.45, -0.95, 0, -0.5);
  ctx.bezierCurveTo(0.45, -0.95, 0.95, -0.75, 0.95, -0.3);
  ctx.bezierCurveTo(0.95, 0.2, 0.35, 0.6, 0, 0.9);
  ctx.closePath();
}

function shield(ctx) {
  ctx.moveTo(0, -0.95);
  ctx.lineTo(0.8, -0.65);
  ctx.bezierCurveTo(0.8, 0.2, 0.5, 0.7, 0, 0.95);
  ctx.bezierCurveTo(-0.5, 0.7, -0.8, 0.2, -0.8, -0.65);
  ctx.closePath();
}

function sword(ctx) {
  // a blade on the diagonal, a cross guard and a grip
  polygon(ctx, [[0.95, -0.95], [0.9, -0.55], [-0.2, 0.42], [-0.42, 0.2], [0.55, -0.9]]);
  polygon(ctx, [[-0.62, 0.02], [-0.44, -0.16], [0.16, 0.44], [-0.02, 0.62]]);
  polygon(ctx, [[-0.34, 0.22], [-0.22, 0.34], [-0.72, 0.95], [-0.95, 0.72]]);
}

function skull(ctx) {
  ctx.moveTo(0.8, -0.1);
  ctx.arc(0, -0.1, 0.8, 0, Math.PI, true);
  ctx.lineTo(-0.8, -0.1);
  ctx.lineTo(-0.45, 0.35);
  ctx.lineTo(-0.45, 0.9);
  ctx.lineTo(0.45, 0.9);
  ctx.lineTo(0.45, 0.35);
  ctx.lineTo(0.8, -0.1);
  ctx.closePath();
  ctx.moveTo(-0.1, -0.05);
  ctx.arc(-0.33, -0.05, 0.22, 0, TAU);
  ctx.moveTo(0.55, -0.05);
  ctx.arc(0.33, -0.05, 0.22, 0, TAU);
  polygon(ctx, [[0, 0.25], [0.12, 0.5], [-0.12, 0.5]]);
}

function house(ctx) {
  polygon(ctx, [[0, -0.95], [0.95, -0.05], [0.7, -0.05], [0.7, 0.9], [-0.7, 0.9], [-0.7, -0.05], [-0.95, -0.05]]);
  ctx.rect(-0.2, 0.3, 0.4, 0.6);
}

function person(ctx) {
  ctx.moveTo(0.33, -0.6);
  ctx.arc(0, -0.6, 0.33, 0, TAU);
  ctx.moveTo(-0.7, 0.95);
  ctx.lineTo(-0.7, 0.35);
  ctx.bezierCurveTo(-0.7, -0.1, -0.35, -0.2, 0, -0.2);
  ctx.bezierCurveTo(0.35, -0.2, 0.7, -0.1, 0.7, 0.35);
  ctx.lineTo(0.7, 0.95);
  ctx.closePath();
}

function crate(ctx) {
  ctx.rect(-0.85, -0.75, 1.7, 1.6);
  polygon(ctx, [[-0.6, -0.5], [-0.45, -0.5], [0.6, 0.45], [0.6, 0.6], [0.45, 0.6], [-0.6, -0.35]]);
}

function leaf(ctx) {
  ctx.moveTo(-0.8, 0.8);
  ctx.bezierCurveTo(-0.9, -0.3, -0.2, -0.9, 0.9, -0.9);
  ctx.bezierCurveTo(0.9, 0.2, 0.3, 0.9, -0.8, 0.8);
  ctx.closePath();
}

function flag(ctx) {
  ctx.rect(-0.75, -0.95, 0.16, 1.9);
  polygon(ctx, [[-0.59, -0.9], [0.9, -0.55], [-0.59, -0.1]]);
}

function coin(ctx) {
  ctx.arc(0, 0, 0.9, 0, TAU);
  ctx.moveTo(0.5, 0);
  ctx.arc(0, 0, 0.5, 0, TAU);
}

function cloud(ctx) {
  ctx.moveTo(-0.6, 0.6);
  ctx.arc(-0.5, 0.2, 0.42, Math.PI * 0.6, Math.PI * 1.45);
  ctx.arc(0.05, -0.2, 0.55, Math.PI * 1.05, Math.PI * 1.95);
  ctx.arc(0.55, 0.22, 0.4, Math.PI * 1.5, Math.PI * 0.45);
  ctx.closePath();
}

function eye(ctx) {
  ctx.moveTo(-0.95, 0);
  ctx.quadraticCurveTo(0, -0.85, 0.95, 0);
  ctx.quadraticCurveTo(0, 0.85, -0.95, 0);
  ctx.closePath();
  ctx.moveTo(0.32, 0);
  ctx.arc(0, 0, 0.32, 0, TAU);
}

function die(ctx) {
  ctx.moveTo(-0.6, -0.85);
  ctx.arcTo(0.85, -0.85, 0.85, 0.85, 0.25);
  ctx.arcTo(0.85, 0.85, -0.85, 0.85, 0.25);
  ctx.arcTo(-0.85, 0.85, -0.85, -0.85, 0.25);
  ctx.arcTo(-0.85, -0.85, 0.85, -0.85, 0.25);
  ctx.closePath();
  for (const [px, py] of [[-0.42, -0.42], [0.42, 0.42], [0, 0], [0.42, -0.42], [-0.42, 0.42]]) {
    ctx.moveTo(px + 0.15, py);
    ctx.arc(px, py, 0.15, 0, TAU);
  }
}

function card(ctx) {
  ctx.rect(-0.6, -0.9, 1.2, 1.8);
  ctx.rect(-0.4, -0.65, 0.8, 0.3);
}

function clock(ctx) {
  ctx.arc(0, 0, 0.92, 0, TAU);
  polygon(ctx, [[-0.07, -0.7], [0.07, -0.7], [0.07, -0.07], [0.5, 0.25], [0.42, 0.37], [-0.07, 0.07]]);
}

function arrow(ctx) {
  polygon(ctx, [[-0.9, -0.25], [0.15, -0.25], [0.15, -0.7], [0.95, 0], [0.15, 0.7], [0.15, 0.25], [-0.9, 0.25]]);
}

function hex(ctx) {
  const pts = [];
  for (let k = 0; k < 6; k++) pts.push([0.95 * Math.cos((k * Math.PI) / 3), 0.95 * Math.sin((k * Math.PI) / 3)]);
  polygon(ctx, pts);
}

const SHAPES = { star, drop, fuel, gear, bolt, heart, shield, sword, skull, house, person, crate, leaf, flag, coin,
  cloud, eye, die, card, clock, arrow, hex };

export const ICON_NAMES = Object.keys(SHAPES);
