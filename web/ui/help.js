// help.js - the "How to play" dialog: a game's guide from the engine's `help` op (summary, topics, glossary
// with the table's icons), opened at a topic when a choice's Rule button asks for one. Guides are fetched
// once per game and kept; reading one loads no rules.

import { el, clear, $ } from "./dom.js";
import { drawIcon } from "../icons.js";

const guides = new Map(); // game id -> Promise of the guide
let engine = null;

/** The engine the dialog asks for guides (set once by the page). */
export function setHelpEngine(e) {
  engine = e;
}

/** The guide of a game (a promise; rejected when the game has none). */
export function loadGuide(game) {
  if (!guides.has(game)) {
    const p = engine.call("help", { game });
    p.catch(() => guides.delete(game)); // not kept: a later try may work
    guides.set(game, p);
  }
  return guides.get(game);
}

/** The title of a topic of an already loaded guide, or null. */
export function topicTitle(guide, id) {
  const t = guide && id ? guide.topics.find((x) => x.id === id) : null;
  return t ? t.title : null;
}

/** Open the How to play dialog for `game` ({id, title}), scrolled to `topic` when given. */
export async function openHelp(game, topic = null) {
  const dlg = $("#help-dialog");
  $("#help-title").textContent = `How to play: ${game.title}`;
  const body = clear($("#help-body"));
  const nav = clear($("#help-topics"));
  $("#help-summary").textContent = "Loading the guide…";
  if (!dlg.open) dlg.showModal();
  let guide;
  try {
    guide = await loadGuide(game.id);
  } catch (err) {
    $("#help-summary").textContent = `There is no guide for this game yet (${err.message}).`;
    return;
  }
  $("#help-summary").textContent = guide.summary;
  let target = null;
  for (const t of guide.topics) {
    const id = `help-topic-${t.id}`;
    const section = el("section", { id, class: "help-topic" + (t.id === topic ? " current" : ""), "aria-labelledby": id + "-h" },
      el("h3", { id: id + "-h", text: t.title }),
      ...t.text.map((para) => el("p", { text: para })));
    body.append(section);
    nav.append(el("li", {}, el("button", { type: "button", class: "link", onclick: () => section.scrollIntoView({ block: "start" }) }, t.title)));
    if (t.id === topic) target = section;
  }
  if (guide.glossary && guide.glossary.length) {
    const list = el("dl", { class: "glossary" });
    for (const g of guide.glossary) {
      const term = el("dt", {});
      if (g.icon) term.append(iconCanvas(g.icon));
      term.append(el("span", { text: g.term }));
      list.append(term, el("dd", { text: g.meaning }));
    }
    const gid = "help-topic-glossary";
    body.append(el("section", { id: gid, class: "help-topic", "aria-labelledby": gid + "-h" },
      el("h3", { id: gid + "-h", text: "Glossary and icons" }), list));
    nav.append(el("li", {}, el("button", { type: "button", class: "link", onclick: () => $("#" + gid).scrollIntoView({ block: "start" }) }, "Glossary and icons")));
  }
  if (target) target.scrollIntoView({ block: "start" });
  else body.scrollTop = 0;
}

/** A small canvas with one of the table's icons (decorative: the term beside it names it). */
function iconCanvas(name) {
  const size = 28;
  const dpr = window.devicePixelRatio || 1;
  const c = el("canvas", { class: "glossary-icon", width: String(size * dpr), height: String(size * dpr), "aria-hidden": "true" });
  const ctx = c.getContext("2d");
  ctx.scale(dpr, dpr);
  drawIcon(ctx, name, size / 2, size / 2, size - 4, "#ffd27a");
  return c;
}

let wired = false;

/** Wire the dialog's Close button once. */
export function wireHelpDialog() {
  if (wired) return;
  wired = true;
  $("#help-close").addEventListener("click", () => $("#help-dialog").close());
}
