// detail.js - the whole text of a table item in a dialog (a card's text, a space's rules: nothing cut), with
// the option its tap would pick or the reason it cannot be picked; and the info line under the board, where a
// tap on a disabled target or on a piece with a tip says what it is.

import { el, clear, $ } from "./dom.js";

/**
 * Open the detail dialog for a scene item. `choice` is the live choice (or null): when the item is its
 * target, the dialog offers that option (`onPick(index)`) or says why it cannot be picked.
 */
export function openDetail(item, { choice = null, onPick = () => {} } = {}) {
  const dlg = $("#detail-dialog");
  $("#detail-title").textContent = item.label || item.title || item.tip || "Details";
  const body = clear($("#detail-body"));
  const paragraphs = item.detail && item.detail.length ? item.detail : [item.text].filter(Boolean);
  if (item.kind === "card" && !(item.detail && item.detail.length) && item.title && item.label && item.title !== item.label) {
    body.append(el("p", { class: "detail-sub", text: item.title }));
  }
  for (const para of paragraphs) body.append(el("p", { text: para }));
  if (item.tip && !paragraphs.includes(item.tip) && item.tip !== $("#detail-title").textContent) {
    body.append(el("p", { class: "muted", text: item.tip }));
  }
  const pick = $("#detail-pick");
  const why = $("#detail-why");
  pick.hidden = true;
  why.textContent = "";
  const option = choice ? choice.options.find((o) => o.index === (item.option != null ? item.option : item.blocked)) : null;
  if (option && item.option != null) {
    pick.hidden = false;
    pick.textContent = option.label;
    pick.onclick = () => {
      dlg.close();
      onPick(option.index);
    };
  } else if (option) {
    why.textContent = `${option.label}: ${option.why_not || "not possible now"}`;
  }
  if (!dlg.open) dlg.showModal();
  $("#detail-close").focus();
}

/** Wire the dialog's Close button and the info line's dismiss button once. */
export function wireDetail() {
  $("#detail-close").addEventListener("click", () => $("#detail-dialog").close());
  $("#board-info-close").addEventListener("click", () => showInfo(null));
}

/** Say something in the info line under the board (null hides it). */
export function showInfo(text) {
  const box = $("#board-info");
  if (!text) {
    box.hidden = true;
    $("#board-info-text").textContent = "";
    return;
  }
  $("#board-info-text").textContent = text;
  box.hidden = false;
}
