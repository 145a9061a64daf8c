// update.js - registers the service worker (sw.js) and, when a new version has been
// installed, shows "A new version is ready — reload to update". The new worker only
// takes over when the player presses the button (never mid-game by itself).

import { $ } from "./dom.js";

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  let reloading = false;
  const banner = $("#update-banner");
  const offer = (worker) => {
    if (!navigator.serviceWorker.controller) return; // first install: nothing to replace
    banner.hidden = false;
    $("#update-reload").onclick = () => {
      reloading = true;
      worker.postMessage({ type: "skipWaiting" });
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  navigator.serviceWorker
    // updateViaCache "none": an update check also re-fetches sw-manifest.js past the HTTP cache, so a
    // new build (new PRECACHE_VERSION) is seen at the next check
    .register("sw.js", { updateViaCache: "none" })
    .then((reg) => {
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", () => {
          if (w.state === "installed") offer(w);
        });
      });
    })
    .catch((err) => console.warn("Service worker not registered:", err));
}
