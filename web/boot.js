// boot.js - starts the rules engine's Web Worker the moment the page starts, before the page's own
// modules (app.js and ui/*.js) have loaded: Python's start-up is the long pole, so it must not wait for
// them. Messages that arrive before ui/engine.js takes the worker over are kept and replayed there.
// No imports, so it runs as soon as it is fetched (loaded with `async` from index.html).

const early = { worker: null, events: [], error: null };
try {
  early.worker = new Worker(new URL("worker.js", document.baseURI), { type: "module" });
  early.worker.onmessage = (event) => early.events.push(event);
  early.worker.onerror = (event) => early.events.push(event);
} catch (err) {
  early.error = err;
}
window.__earlyEngine = early;
