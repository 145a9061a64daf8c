// log.js - the game log (newest entry last, kept scrolled to the bottom) and the
// score list with each seat's name, colour and controller.

import { el, clear } from "./dom.js";

export function renderLog(listEl, log) {
  clear(listEl);
  for (const entry of log || []) {
    listEl.append(el("li", { "data-step": entry.step, text: entry.text }));
  }
  listEl.scrollTop = listEl.scrollHeight;
}

export function renderScores(listEl, table) {
  clear(listEl);
  table.seats.forEach((seat, i) => {
    const who = seat.controller === "human" ? "" : ` (${seat.controller})`;
    const item = el("li", { class: "score" + (table.turn === i ? " to-move" : "") + (table.winners && table.winners.includes(i) ? " winner" : "") },
      el("span", { class: "swatch", "aria-hidden": "true", "data-color": seat.color }),
      el("span", { class: "score-name", text: seat.name + who }),
      el("span", { class: "score-value", text: String((table.scores || [])[i] ?? "") }));
    item.querySelector(".swatch").style.backgroundColor = seat.color; // CSSOM, allowed by the CSP
    if (table.turn === i) item.setAttribute("aria-current", "true");
    listEl.append(item);
  });
}

/** A one-sentence summary of the table for the canvas's aria-label. */
export function summarise(table) {
  const scores = table.seats.map((s, i) => `${s.name} ${(table.scores || [])[i] ?? 0}`).join(", ");
  const end = table.over
    ? ` Game over; ${table.winners.length ? "won by " + table.winners.map((w) => table.seats[w].name).join(" and ") : "no winner"}.`
    : "";
  return `${table.title} table. ${table.status}. Scores: ${scores}.${end}`;
}
