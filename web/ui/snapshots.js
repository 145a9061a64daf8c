// snapshots.js - keeps an engine snapshot beside each autosave: after a save record is written, the engine
// is asked for a `snapshot` of its current game, which is stored (saves.putSnapshot) only if it was taken
// beside the very code just saved. A reload then hands both to the `resume` op, which is live without
// replaying the game; a missing, stale or refused snapshot only means the code is replayed.
// A snapshot is asked for once saves have paused (SETTLE_MS), so bots playing decision after decision are not
// slowed by one per move (a long game's snapshot takes the worker some tens of ms); a reload in the middle of
// such a run resumes from the code, replayed. While one is being taken, later saves ask for one more, not one each.

import { onSaved, putSnapshot } from "./saves.js";

const SETTLE_MS = 600;

/** Start keeping snapshots of `engine`'s game beside every save written from now on. */
export function keepSnapshots(engine) {
  const saved = new Map(); // save id -> the code its record holds now
  let wanted = null; // the save id whose snapshot is still to be taken
  let running = false;
  let timer = null;

  async function run() {
    running = true;
    while (wanted !== null) {
      const id = wanted;
      wanted = null;
      try {
        const { code, snapshot } = await engine.call("snapshot");
        if (saved.get(id) === code) putSnapshot(id, code, snapshot);
      } catch {
        /* no game in the engine, or it failed: the save resumes from its code */
      }
    }
    running = false;
  }

  onSaved((id, code) => {
    saved.set(id, code);
    wanted = id;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!running) run();
    }, SETTLE_MS);
  });
}
