// loadcode.js - the "Load save code" dialog: accepts a bare code or a whole link with
// #code=..., asks the engine to load it, and shows a SaveCodeError's message in place.

import { $ } from "./dom.js";
import { codeFromHash } from "./share.js";

/** Opens the dialog; `load(code)` resolves when loaded or throws an error with a message. */
export function loadCodeDialog(load) {
  const dlg = $("#load-dialog");
  const form = $("#load-form");
  const box = $("#load-code");
  const error = $("#load-error");
  box.value = "";
  error.textContent = "";
  return new Promise((resolve) => {
    const finish = (v) => {
      form.removeEventListener("submit", submit);
      $("#load-cancel").removeEventListener("click", cancel);
      dlg.removeEventListener("cancel", cancel);
      if (dlg.open) dlg.close();
      resolve(v);
    };
    const submit = async (e) => {
      e.preventDefault();
      let code = box.value.trim();
      const hashAt = code.indexOf("#code=");
      if (hashAt >= 0) code = codeFromHash(code.slice(hashAt)) || "";
      if (!code) {
        error.textContent = "Paste a save code first.";
        return;
      }
      $("#load-submit").disabled = true;
      error.textContent = "";
      try {
        await load(code);
        finish(true);
      } catch (err) {
        error.textContent = err.message || String(err);
      } finally {
        $("#load-submit").disabled = false;
      }
    };
    const cancel = (e) => {
      if (e) e.preventDefault();
      finish(false);
    };
    form.addEventListener("submit", submit);
    $("#load-cancel").addEventListener("click", cancel);
    dlg.addEventListener("cancel", cancel);
    dlg.showModal();
    box.focus();
  });
}
