// choices.js - the choice panel: the prompt and one real <button> per option, named by
// its label. A disabled option stays visible with its why_not beside it. Hovering or
// focusing a button highlights the option's target on the canvas.

import { el, clear, newId } from "./dom.js";

export function renderChoices({ promptEl, groupEl, choice, live, onPick, onHover }) {
  clear(groupEl);
  if (!choice) {
    promptEl.textContent = "";
    return;
  }
  promptEl.textContent = choice.prompt || "Choose";
  for (const opt of choice.options) {
    const enabled = opt.enabled && live;
    const whyId = opt.why_not ? newId("why") : null;
    const button = el("button", {
      type: "button",
      class: "option" + (opt.target ? " has-target" : ""),
      "data-index": opt.index,
      disabled: !enabled,
      "aria-describedby": whyId,
      onclick: () => enabled && onPick(opt.index),
      onmouseenter: () => onHover(opt.index),
      onmouseleave: () => onHover(null),
      onfocus: () => onHover(opt.index),
      onblur: () => onHover(null),
    }, opt.label);
    // a mark for options with a board target; aria-hidden keeps the button's name = its label
    if (opt.target) button.append(el("span", { class: "target-mark", "aria-hidden": "true", text: "◎" }));
    const row = el("div", { class: "option-row" + (opt.enabled ? "" : " unavailable") }, button);
    if (opt.why_not) row.append(el("span", { id: whyId, class: "why-not", text: opt.why_not }));
    groupEl.append(row);
  }
}
