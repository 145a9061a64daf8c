// choices.js - the choice panel: the prompt (with a "Rule: <topic>" button that opens the How-to-play topic
// the prompt comes from) and one real <button> per option, named by its label, the options that can be picked
// first. A disabled option stays visible with its why_not. Hovering or focusing a button highlights the
// option's target on the canvas.

import { el, clear, newId } from "./dom.js";

/**
 * Fill the prompt and the options. `ruleButton` shows "Rule: <ruleTitle>" when the choice names a rule
 * (`onRule(rule)` opens it); ruleTitle null while the guide is not loaded shows "Rule".
 */
export function renderChoices({ promptEl, groupEl, ruleButton, choice, live, onPick, onHover, ruleTitle = null, onRule = () => {} }) {
  clear(groupEl);
  if (ruleButton) {
    ruleButton.hidden = !(choice && choice.rule);
    ruleButton.textContent = ruleTitle ? `Rule: ${ruleTitle}` : "Rule";
    ruleButton.onclick = choice && choice.rule ? () => onRule(choice.rule) : null;
  }
  if (!choice) {
    promptEl.textContent = "";
    return;
  }
  promptEl.textContent = choice.prompt || "Choose";
  // What can be picked comes first; what cannot (with its why_not) follows under a caption, so a long
  // list (a dozen actions, half of them locked) never pushes the playable ones out of sight.
  const open = choice.options.filter((o) => o.enabled);
  const closed = choice.options.filter((o) => !o.enabled);
  const row = (opt) => {
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
    const r = el("div", { class: "option-row" + (opt.enabled ? "" : " unavailable") }, button);
    if (opt.why_not) r.append(el("span", { id: whyId, class: "why-not", text: opt.why_not }));
    return r;
  };
  const frag = document.createDocumentFragment();
  for (const opt of open) frag.append(row(opt));
  if (closed.length && open.length) frag.append(el("p", { class: "unavailable-title", text: "Not available now" }));
  for (const opt of closed) frag.append(row(opt));
  groupEl.append(frag);
}
