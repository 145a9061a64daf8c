// newgame.js - the new-game dialog built from a GameInfo: player count, each seat's
// controller (human or bot), name and colour (Okabe-Ito, colour-blind safe), the game's
// OptionSpecs each with its help text, a "How to play" button, and a "Start game" button that
// resolves with the new_game arguments.

import { el, clear, $ } from "./dom.js";
import { openHelp } from "./help.js";

export const OKABE_ITO = [
  { value: "#E69F00", label: "Orange" },
  { value: "#56B4E9", label: "Sky blue" },
  { value: "#009E73", label: "Bluish green" },
  { value: "#F0E442", label: "Yellow" },
  { value: "#0072B2", label: "Blue" },
  { value: "#D55E00", label: "Vermillion" },
  { value: "#CC79A7", label: "Reddish purple" },
];

const DEFAULT_NAMES = ["Ada", "Bo", "Cyd", "Dee", "Eli", "Fox", "Gus", "Hal"];

function field(labelText, control, help) {
  const id = control.id;
  const wrap = el("div", { class: "field" }, el("label", { for: id, text: labelText }), control);
  if (help) {
    const helpId = id + "-help";
    control.setAttribute("aria-describedby", helpId);
    wrap.append(el("span", { id: helpId, class: "help muted", text: help }));
  }
  return wrap;
}

/** Open the dialog for a game; resolves with {game, players, seats, names, options, colors} or null. */
export function newGameDialog(game) {
  const dlg = $("#new-game-dialog");
  const form = $("#new-game-form");
  $("#ng-title").textContent = `New game: ${game.title}`;
  $("#ng-description").textContent = game.description || "";
  const fields = clear($("#ng-fields"));

  const count = el("select", { id: "ng-players" });
  for (let n = game.min_players; n <= game.max_players; n++) {
    count.append(el("option", { value: String(n), text: n === 1 ? "1 (solo)" : String(n) }));
  }
  const defaultCount = Math.min(game.max_players, Math.max(game.min_players, 2));
  count.value = String(defaultCount);
  fields.append(field("Players", count));

  const seatBox = el("fieldset", { class: "seats" }, el("legend", { text: "Seats" }));
  fields.append(seatBox);
  const seatRows = [];
  for (let i = 0; i < game.max_players; i++) {
    const name = el("input", { id: `ng-name-${i}`, type: "text", maxlength: "40", value: DEFAULT_NAMES[i] || `Player ${i + 1}`, autocomplete: "off" });
    const ctrl = el("select", { id: `ng-ctrl-${i}` },
      el("option", { value: "human", text: "Human" }),
      el("option", { value: "bot", text: "Bot" }));
    ctrl.value = i === 0 ? "human" : "bot";
    const colour = el("select", { id: `ng-color-${i}`, class: "colour-select" });
    for (const c of OKABE_ITO) colour.append(el("option", { value: c.value, text: c.label }));
    colour.value = OKABE_ITO[i % OKABE_ITO.length].value;
    const swatch = el("span", { class: "swatch", "aria-hidden": "true" });
    const paint = () => (swatch.style.backgroundColor = colour.value);
    colour.addEventListener("change", paint);
    paint();
    const row = el("div", { class: "seat-row" },
      el("span", { class: "seat-number", text: `Seat ${i + 1}` }),
      field(`Seat ${i + 1} name`, name),
      field(`Seat ${i + 1} player`, ctrl),
      el("div", { class: "field colour-field" }, el("label", { for: colour.id, text: `Seat ${i + 1} colour` }), el("div", { class: "colour-pick" }, swatch, colour)));
    seatRows.push({ row, name, ctrl, colour });
    seatBox.append(row);
  }
  const sync = () => {
    const n = Number(count.value);
    seatRows.forEach((r, i) => (r.row.hidden = i >= n));
  };
  count.addEventListener("change", sync);
  sync();

  const optControls = [];
  if (game.options && game.options.length) {
    const box = el("fieldset", { class: "options" }, el("legend", { text: "Options" }));
    for (const spec of game.options) {
      const sel = el("select", { id: `ng-opt-${spec.key}` });
      for (const ch of spec.choices) sel.append(el("option", { value: ch.value, text: ch.label }));
      sel.value = spec.default;
      box.append(field(spec.label, sel, spec.help));
      optControls.push({ key: spec.key, sel });
    }
    fields.append(box);
  }
  const error = el("p", { class: "error", role: "alert" });
  fields.append(error);

  return new Promise((resolve) => {
    const help = () => openHelp(game);
    const finish = (value) => {
      $("#ng-help").removeEventListener("click", help);
      form.removeEventListener("submit", submit);
      $("#ng-cancel").removeEventListener("click", cancel);
      dlg.removeEventListener("cancel", cancel);
      if (dlg.open) dlg.close();
      resolve(value);
    };
    const submit = (e) => {
      e.preventDefault();
      const n = Number(count.value);
      const rows = seatRows.slice(0, n);
      const names = rows.map((r, i) => r.name.value.trim() || `Player ${i + 1}`);
      const colors = rows.map((r) => r.colour.value);
      if (new Set(colors).size !== colors.length) {
        error.textContent = "Give each seat its own colour.";
        return;
      }
      const options = {};
      for (const o of optControls) options[o.key] = o.sel.value;
      finish({ game: game.id, players: n, seats: rows.map((r) => r.ctrl.value), names, options, colors });
    };
    const cancel = (e) => {
      if (e) e.preventDefault();
      finish(null);
    };
    form.addEventListener("submit", submit);
    $("#ng-help").addEventListener("click", help);
    $("#ng-cancel").addEventListener("click", cancel);
    dlg.addEventListener("cancel", cancel);
    dlg.showModal();
    count.focus();
  });
}
