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
    try {
      this.worker = new Worker(url, { type: "module" });
    } catch (err) {
      this._fatal(`The rules engine could not start: ${err.message}`, onFatal);
      return;
    }
    this.worker.addEventListener("message", (ev) => {
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
    });
    this.worker.addEventListener("error", (ev) => {
      this._fatal(`The rules engine crashed: ${ev.message || "unknown error"}`, onFatal);
    });
  }

  _fatal(message, onFatal) {
    if (this.failed) return;
    this.failed = message;
    onFatal(message);
    this._rejectReady(new EngineError("Internal", message));
    for (const p of this.pending.values()) p.reject(new EngineError("Internal", message));
    this.pending.clear();
  }

  /** Call one op of engine.api.handle; resolves with its result. */
  async call(op, args = {}) {
    await this.ready;
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, args });
    });
  }
}
