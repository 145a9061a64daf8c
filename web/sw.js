// sw.js - the service worker: precaches every file of this build (sw-manifest.js, written
// by build.py) into a cache named by PRECACHE_VERSION, answers cache-first, and waits to
// take over until the page asks (postMessage {type: "skipWaiting"}), never mid-game.

importScripts("sw-manifest.js");

const CACHE = `wasteland-${self.PRECACHE_VERSION}`;
const PRECACHE = self.PRECACHE || [];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))),
  );
  // no skipWaiting here: a first install activates at once anyway; an update waits for the player
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith("wasteland-") && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skipWaiting") self.skipWaiting();
});

// Opened once per service worker start, not once per request: a page load asks for ~20 files at once.
let opened = null;
function openCache() {
  if (!opened) opened = caches.open(CACHE);
  return opened;
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await openCache();
      let hit = await cache.match(req, { ignoreSearch: true });
      if (!hit && req.mode === "navigate") {
        hit = (await cache.match(new URL("./", self.registration.scope).href)) || (await cache.match(new URL("index.html", self.registration.scope).href));
      }
      if (hit) return hit;
      return fetch(req);
    })(),
  );
});
