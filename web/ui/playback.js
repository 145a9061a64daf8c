// playback.js - the pace of opponents' turns (bots' decisions and an automa's turn, shown step by step): the
// player's setting (kept in localStorage), the bar that says whose turn is being shown and which step, and
// its "Skip to my turn" button.

import { $ } from "./dom.js";

export const PACES = [
  { value: "slow", label: "Slow", ms: 1600 },
  { value: "normal", label: "Normal", ms: 600 },
  { value: "fast", label: "Fast", ms: 250 },
  { value: "instant", label: "Instant", ms: 0 },
];
const KEY = "wt.pref.pace";

/** The chosen pace's value ("normal" unless the player chose another). */
export function paceValue() {
  let v = null;
  try {
    v = localStorage.getItem(KEY);
  } catch {
    /* storage unavailable: the default */
  }
  return PACES.some((p) => p.value === v) ? v : "normal";
}

/** Milliseconds to wait between two steps of an opponent's turn. */
export function paceMs() {
  return PACES.find((p) => p.value === paceValue()).ms;
}

/** Wire the pace select and the skip button; `onSkip()` is called when the player skips. */
export function wirePlayback({ onSkip }) {
  const select = $("#pace");
  for (const p of PACES) {
    const opt = document.createElement("option");
    opt.value = p.value;
    opt.textContent = p.label;
    select.append(opt);
  }
  select.value = paceValue();
  select.addEventListener("change", () => {
    try {
      localStorage.setItem(KEY, select.value);
    } catch {
      /* not kept: it still applies now */
    }
  });
  $("#skip-button").addEventListener("click", () => onSkip());
}

/** Show the bar: `text` says what is being shown; `playing` shows the skip button (an opponent is on). */
export function showPlayback(text, { playing = true, visible = true } = {}) {
  $("#playback").hidden = !visible;
  $("#playback").classList.toggle("idle", !playing);
  $("#thinking").textContent = text || "";
  $("#thinking").classList.toggle("busy", playing);
  $("#skip-button").hidden = !playing;
}

/** A promise that resolves after the pace's pause (at once for "Instant"), or early when `cancel()` is called. */
export function pause(ms) {
  let done;
  const p = new Promise((resolve) => {
    done = resolve;
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });
  p.cancel = () => done();
  return p;
}
