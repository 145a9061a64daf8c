// final.js - the end of a game: the "Final scores" table (one row per scoring category, a column per seat with
// its colour), the outcome (who won and the tie-break that decided it), "Play again" with the same seats and
// "Look at the board" (the panel sits over the final board).

import { el, clear } from "./dom.js";

/** Fill `box` for a finished table (`table.final`); `onPlayAgain()` starts the same game again, `onBoard()`
 * hides the panel. The caller shows or hides the box. */
export function renderFinal(box, table, { onPlayAgain, onBoard }) {
  clear(box);
  const final = table.over ? table.final : null;
  if (!final) return;
  const head = el("tr", {}, el("th", { scope: "col", text: "Category" }));
  table.seats.forEach((seat, i) => {
    const swatch = el("span", { class: "swatch", "aria-hidden": "true" });
    swatch.style.backgroundColor = seat.color; // CSSOM, allowed by the CSP
    head.append(el("th", { scope: "col", class: table.winners.includes(i) ? "winner" : null }, swatch, " ", seat.name));
  });
  const body = el("tbody", {});
  final.rows.forEach((row, k) => {
    const tr = el("tr", { class: k === final.rows.length - 1 ? "total" : null }, el("th", { scope: "row", text: row.label }));
    row.values.forEach((v, i) => tr.append(el("td", { class: table.winners.includes(i) ? "winner" : null, text: String(v) })));
    body.append(tr);
  });
  const winners = table.winners.map((w) => table.seats[w].name);
  let outcome = final.outcome || (winners.length ? `${winners.join(" and ")} ${winners.length > 1 ? "win" : "wins"}` : "No winner");
  if (!/[.!?]$/.test(outcome)) outcome += ".";
  box.append(
    el("div", { class: "final-scroll" },
      el("table", { class: "final-table" }, el("caption", { text: "Final scores" }), el("thead", {}, head), body)),
    el("p", { class: "outcome", text: outcome }),
    el("div", { class: "final-actions" },
      el("button", { type: "button", class: "primary", onclick: () => onPlayAgain() }, "Play again"),
      el("button", { type: "button", onclick: () => onBoard() }, "Look at the board")));
}
