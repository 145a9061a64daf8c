// dom.js - tiny DOM helpers. Text is always set with textContent, never as HTML,
// so names a player typed can never become markup.

/**
 * el("button", {class: "x", onclick: fn, "aria-label": "..."}, "text", childNode)
 * Attributes starting with "on" become listeners; `text` sets textContent;
 * `hidden`/`disabled` booleans set properties; everything else is setAttribute.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = String(v);
    else if (k === "hidden" || k === "disabled" || k === "checked" || k === "selected") node[k] = !!v;
    else if (k === "value") node.value = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c == null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function $(sel, root = document) {
  return root.querySelector(sel);
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

let uid = 0;
export function newId(prefix = "id") {
  uid += 1;
  return `${prefix}-${uid}`;
}
