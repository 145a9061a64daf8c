// home.js - the home screen: the game picker (from op `games`) and the list of saved
// games (resume, delete with confirmation), plus the "Load save code" entry point.

import { el, clear, $ } from "./dom.js";
import { listSaves, deleteSave } from "./saves.js";
import { confirmDialog } from "./confirm.js";
import { openHelp } from "./help.js";

export class HomeView {
  constructor({ onNewGame, onResume, onLoadCode }) {
    this.onNewGame = onNewGame;
    this.onResume = onResume;
    this.section = $("#home");
    this.games = null;
    $("#load-code-button").addEventListener("click", () => onLoadCode());
  }

  show() {
    this.section.hidden = false;
    this.renderGames();
    this.renderSaves();
  }

  hide() {
    this.section.hidden = true;
  }

  setGames(games) {
    this.games = games;
    if (!this.section.hidden) this.renderGames();
  }

  renderGames() {
    const list = clear($("#game-list"));
    if (!this.games) {
      list.append(el("li", { class: "muted", text: "The game list appears once the rules engine has loaded." }));
      return;
    }
    for (const g of this.games) {
      const players = g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players}–${g.max_players} players`;
      const descId = `game-desc-${g.id}`;
      list.append(el("li", { class: "game-card" },
        el("button", { type: "button", class: "game-button", "aria-describedby": descId, onclick: () => this.onNewGame(g) }, g.title),
        el("p", { class: "game-meta", text: players + (g.solo ? " · solo mode" : "") }),
        el("p", { id: descId, class: "game-desc", text: g.description }),
        el("button", { type: "button", class: "game-help", "aria-label": `How to play ${g.title}`, onclick: () => openHelp(g) }, "How to play")));
    }
  }

  renderSaves() {
    const saves = listSaves();
    const list = clear($("#save-list"));
    $("#no-saves").hidden = saves.length > 0;
    for (const s of saves) {
      const seats = (s.seats || []).map((p) => (p.controller === "human" ? p.name : `${p.name} (${p.controller})`)).join(", ");
      const when = s.updated ? new Date(s.updated).toLocaleString() : "";
      list.append(el("li", { class: "save-card", "data-save": s.id },
        el("div", { class: "save-info" },
          el("strong", { class: "save-title", text: s.title || s.game }),
          el("span", { class: "save-seats", text: seats }),
          el("span", { class: "save-status", text: s.status || "" }),
          el("span", { class: "save-when muted", text: when ? `Last played ${when}` : "" })),
        el("div", { class: "save-actions" },
          el("button", { type: "button", class: "primary", "aria-label": `Resume ${s.title || s.game}: ${s.status || ""}`, onclick: () => this.onResume(s.id) }, "Resume"),
          el("button", {
            type: "button",
            class: "danger",
            "aria-label": `Delete ${s.title || s.game}: ${s.status || ""}`,
            onclick: async () => {
              if (await confirmDialog(`Delete the saved game "${s.title || s.game}" (${s.status || ""})? This cannot be undone.`)) {
                deleteSave(s.id);
                this.renderSaves();
              }
            },
          }, "Delete"))));
    }
  }
}
