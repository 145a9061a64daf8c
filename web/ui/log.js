// log.js - the game log (newest entry last, kept scrolled to the bottom, each line numbered by its stable
// number `n`, so a reloaded preview and the live table agree), the "Since your last turn" list, the score
// list with each seat's name, colour and controller, and the canvas's aria-label summary.

import { el, clear } from "./dom.js";

/**
 * Show the log. Only the entries after what is already shown are added (a game's log grows to hundreds of
 * lines, and a table arrives after every decision); a log that is not a continuation of the shown one
 * (undo, another viewer) is rebuilt.
 */
export function renderLog(listEl, log) {
  log = log || [];
  const shown = listEl._shown || [];
  let from = shown.length <= log.length && listEl.childElementCount === shown.length ? shown.length : -1;
  for (let i = 0; from > 0 && i < shown.length; i++) {
    if (shown[i].n !== log[i].n || shown[i].text !== log[i].text) from = -1;
  }
  if (from < 0) {
    clear(listEl);
    from = 0;
  }
  listEl._shown = log.map((e) => ({ n: e.n, text: e.text }));
  keepAtEnd(listEl);
  if (from >= log.length) return;
  const frag = document.createDocumentFragment();
  for (let i = from; i < log.length; i++) {
    // the list numbers lines from the log's own count (a preview may hold fewer lines than the live log)
    const number = log[i].n != null ? log[i].n + 1 : i + 1;
    frag.append(el("li", { "data-step": log[i].step, value: String(number), text: log[i].text }));
  }
  listEl.append(frag);
  scrollToEnd(listEl);
}

/** Scroll the log to its newest line, remembering the position so its own scroll event is not read as the
 * player's; once more after the next frame, in case the lines were laid out again meanwhile (fonts, width). */
function scrollToEnd(listEl) {
  listEl.scrollTop = listEl.scrollHeight;
  listEl._autoTop = listEl.scrollTop;
  listEl._atEnd = true;
  if (listEl._settling) return;
  listEl._settling = true;
  requestAnimationFrame(() => {
    listEl._settling = false;
    if (listEl._atEnd && listEl.scrollHeight - listEl.scrollTop - listEl.clientHeight >= 4) {
      listEl.scrollTop = listEl.scrollHeight;
      listEl._autoTop = listEl.scrollTop;
    }
  });
}

/**
 * Keep the log showing its newest line when the list itself changes size (the panel around it is laid out
 * again after a new choice or on rotation), unless the player has scrolled up to read older lines. A scroll
 * event at the position the log last scrolled itself to is the log's own (the browser may deliver it after the
 * list has shrunk, when the position no longer looks like the end), so only other positions are read.
 */
function keepAtEnd(listEl) {
  if (listEl._keeper) return;
  listEl._atEnd = true;
  listEl.addEventListener("scroll", () => {
    if (listEl.scrollTop === listEl._autoTop) return;
    listEl._atEnd = listEl.scrollHeight - listEl.scrollTop - listEl.clientHeight < 4;
  }, { passive: true });
  listEl._keeper = new ResizeObserver(() => {
    if (listEl._atEnd) scrollToEnd(listEl);
  });
  listEl._keeper.observe(listEl);
}

/** The "Since your last turn" list: the log lines after number `since` (none: the box is hidden). */
export function renderSince(box, listEl, log, since) {
  const lines = since == null ? [] : (log || []).filter((e) => e.n != null && e.n > since);
  clear(listEl);
  box.hidden = lines.length === 0;
  for (const line of lines) listEl.append(el("li", { value: String(line.n + 1), text: line.text }));
  listEl.scrollTop = listEl.scrollHeight;
}

/** The number of the newest log line (-1 when there is none). */
export function lastLine(log) {
  return log && log.length && log[log.length - 1].n != null ? log[log.length - 1].n : -1;
}

export function renderScores(listEl, table) {
  clear(listEl);
  table.seats.forEach((seat, i) => {
    const who = seat.controller === "human" ? "" : seat.controller === "bot" ? " (bot)" : " (rules opponent)";
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
