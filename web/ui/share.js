// share.js - the share dialog: the save code in a "Save code" text box with a copy
// button, a link whose #fragment carries the code (#code=<code>, never a query string),
// a QR code of that link drawn on a canvas by ../qr.js, and a plain word on what the code reveals.

import { $, el } from "./dom.js";
import { drawQR } from "../qr.js";

export function shareLink(code) {
  const base = location.href.split("#")[0].split("?")[0];
  return `${base}#code=${encodeURIComponent(code)}`;
}

/** The code carried by a link's fragment (#code=...), or null. */
export function codeFromHash(hash = location.hash) {
  const m = /^#code=(.+)$/.exec(hash || "");
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]).trim();
  } catch {
    return m[1].trim();
  }
}

async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

let wired = false;

// What a code holds, said in the dialog. A code never holds the draws still to come (no seed, no key), but it
// holds every seat's cards: harmless against bots, a spoiler between people sharing one game.
export const SHARED_SECRETS_NOTE = "This code and link carry every seat's hidden cards: anyone who opens them can see " +
  "all hands. Share them only with the players of this game, and only to carry on playing.";
export const NO_FUTURE_NOTE = "The code holds the moves made and the cards drawn so far, never the ones still to come.";

/** The dialog's paragraph about what the code reveals (made once, after the dialog's first paragraph). */
function secretsNote(dlg) {
  let note = dlg.querySelector("#share-secrets");
  if (!note) {
    note = el("p", { id: "share-secrets", class: "share-secrets" });
    const intro = dlg.querySelector("p");
    if (intro) intro.after(note);
    else dlg.prepend(note);
  }
  return note;
}

/** The note for this table: the warning when two or more people play it, else the plain fact. */
export function secretsText(table) {
  const humans = (table.seats || []).filter((s) => s.controller === "human").length;
  return humans >= 2 ? SHARED_SECRETS_NOTE : NO_FUTURE_NOTE;
}

export function openShareDialog(table) {
  const dlg = $("#share-dialog");
  const codeBox = $("#share-code");
  const linkBox = $("#share-link");
  const status = $("#share-copied");
  const link = shareLink(table.code);
  codeBox.value = table.code;
  linkBox.value = link;
  status.textContent = "";
  const secrets = secretsNote(dlg);
  secrets.textContent = secretsText(table);
  if (!wired) {
    wired = true;
    $("#share-copy-code").addEventListener("click", async () => {
      status.textContent = (await copyText(codeBox.value, codeBox)) ? "Save code copied." : "Select the code and copy it by hand.";
    });
    $("#share-copy-link").addEventListener("click", async () => {
      status.textContent = (await copyText(linkBox.value, linkBox)) ? "Link copied." : "Select the link and copy it by hand.";
    });
    $("#share-close").addEventListener("click", () => dlg.close());
  }
  const note = $("#share-qr-note");
  const canvas = $("#share-qr");
  try {
    const info = drawQR(canvas, link, { scale: 0 });
    canvas.hidden = false;
    note.textContent = `Scan to open this game (QR version ${info.version}, ${link.length} characters).`;
  } catch (err) {
    canvas.hidden = true;
    note.textContent = `This link is too long for a QR code (${link.length} characters): copy the code instead.`;
  }
  dlg.showModal();
  codeBox.focus();
  codeBox.select();
}
