// regionbar.js - the bar above the board: one button per region of the table (named by its title, marked when
// it holds a target of the current choice or a last-move mark, edged in its seat's colour) and, on a wide
// canvas, "Whole table". A press focuses that region; on a phone one region is always shown.

import { el, clear } from "./dom.js";

/**
 * Fill `bar` from painter.regionInfo(). `seatColor(n)` gives a seat's colour; `onFocus(id|null)` is called
 * with the region pressed (null: the whole table).
 */
export function renderRegionBar(bar, info, { seatColor, onFocus }) {
  const regions = info.regions.filter((r) => !r.implicit);
  bar.hidden = regions.length < 2;
  const focusedBefore = bar.contains(document.activeElement) ? document.activeElement.dataset.region : null;
  clear(bar);
  if (bar.hidden) return;
  if (!info.narrow) {
    bar.append(el("button", { type: "button", class: "region-button", "data-region": "", "aria-pressed": String(info.whole),
      onclick: () => onFocus(null) }, "Whole table"));
  }
  for (const r of regions) {
    const marks = [];
    if (r.targets) marks.push(el("span", { class: "region-dot targets", title: "Something to pick here", "aria-hidden": "true" }));
    if (r.marked) marks.push(el("span", { class: "region-dot marked", title: "Changed since your last move", "aria-hidden": "true" }));
    const extra = [r.targets ? "something to pick" : "", r.marked ? "changed" : ""].filter(Boolean).join(", ");
    const button = el("button", {
      type: "button", class: "region-button", "data-region": r.id, "aria-pressed": String(r.active),
      "aria-label": extra ? `${r.title} (${extra})` : null,
      onclick: () => onFocus(r.active && !info.narrow ? null : r.id),
    }, r.title, ...marks);
    if (r.seat != null && seatColor(r.seat)) button.style.borderBottomColor = seatColor(r.seat); // CSSOM, allowed by the CSP
    bar.append(button);
  }
  if (focusedBefore != null) {
    const again = bar.querySelector(`[data-region="${CSS.escape(focusedBefore)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
}
