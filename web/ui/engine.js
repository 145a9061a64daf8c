// engine.js - the page's client for the Pyodide module Worker (web/worker.js).
// Sends {id, op, args}; resolves with the reply's result or rejects with an EngineError
// {kind, message}; reports loading progress and readiness (docs/web-protocol.md).

export class EngineError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

export class Engine {
  constructor({ url = "worker.js", onProgress = () => {}, onReady = () => {}, onFatal = () => {} } = {}) {
    this.pending = new Map();
    this.nextId = 1;
    this.isReady = false;
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {});
    // boot.js normally started the worker already (window.__earlyEngine); take it over
    const early = typeof window !== "undefined" && window.__earlyEngine;
    if (early) window.__earlyEngine = null;
    try {
      if (early && early.error) throw early.error;
      this.worker = early && early.worker ? early.worker : new Worker(url, { type: "module" });
    } catch (err) {
      this._fatal(`The rules engine could not start: ${err.message}`, onFatal);
      return;
    }
    const onMessage = (ev) => {
      const msg = ev.data || {};
      if (msg.type === "progress") onProgress(msg.stage, msg.fraction);
      else if (msg.type === "ready") {
        this.isReady = true;
        onReady();
        this._resolveReady();
      } else if (msg.type === "fatal") this._fatal(msg.message, onFatal);
      else if (msg.type === "reply") {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        if (msg.ok) p.resolve(msg.result);
        else {
          const e = msg.error || {};
          p.reject(new EngineError(e.kind || "Internal", e.message || "The rules engine failed."));
        }
      }
    };
    const onError = (ev) => {
      this._fatal(`The rules engine crashed: ${ev.message || "unknown error"}`, onFatal);
    };
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.addEventListener("message", onMessage);
    this.worker.addEventListener("error", onError);
    // what the worker said before this page's modules were loaded, in order
    for (const ev of early && early.worker ? early.events.splice(0) : []) (ev.type === "error" ? onError : onMessage)(ev);
  }

  _fatal(message, onFatal) {
    if (this.failed) return;
    this.failed = message;
    onFatal(message);
    this._rejectReady(new EngineError("Internal", message));
    for (const p of this.pending.values()) p.reject(new EngineError("Internal", message));
    this.pending.clear();
  }

  /**
   * Call one op of engine.api.handle; resolves with its result. With `early`, the request is posted at once,
   * before the engine is ready: the worker keeps it and answers it the moment Python is up (a resume then
   * costs no round trip after "ready"); it rejects if the engine fails to load.
   */
  async call(op, args = {}, { early = false } = {}) {
    if (this.failed) throw new EngineError("Internal", this.failed);
    if (!early) await this.ready;
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, args });
    });
  }
}
