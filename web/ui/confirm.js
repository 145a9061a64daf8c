// confirm.js - a modal yes/no question in the #confirm-dialog <dialog>; resolves true or false.

import { $ } from "./dom.js";

export function confirmDialog(text, yesLabel = "Delete") {
  const dlg = $("#confirm-dialog");
  $("#confirm-text").textContent = text;
  $("#confirm-yes").textContent = yesLabel;
  return new Promise((resolve) => {
    const done = (answer) => {
      $("#confirm-yes").removeEventListener("click", yes);
      $("#confirm-no").removeEventListener("click", no);
      dlg.removeEventListener("cancel", no);
      if (dlg.open) dlg.close();
      resolve(answer);
    };
    const yes = () => done(true);
    const no = () => done(false);
    $("#confirm-yes").addEventListener("click", yes);
    $("#confirm-no").addEventListener("click", no);
    dlg.addEventListener("cancel", no);
    dlg.showModal();
    $("#confirm-no").focus();
  });
}
