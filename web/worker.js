// Pyodide host: a module Worker (Pyodide 314 runs only in module workers) that boots Python with the
// vendored Pyodide and our own lockfile, imports engine.api, and answers the page's requests.
// Protocol: docs/web-protocol.md ("Worker messages").
//   page -> worker: {id, op, args}
//   worker -> page: {type: "progress", stage, fraction} ... {type: "ready"} | {type: "fatal", message}
//                   {type: "reply", id, ok, result | error}
// Everything is loaded from this site (no CDN): ./pyodide/ holds Pyodide, the wheels and pyodide-lock.json.

const base = new URL("./", import.meta.url);
const pyodideDir = new URL("pyodide/", base).href;

let engineHandle = null;   // engine.api.handle, once loaded
let failure = null;        // message of a fatal loading error
const pending = [];        // requests that arrived before "ready"

function post(message) {
  self.postMessage(message);
}

function progress(stage, fraction) {
  post({ type: "progress", stage, fraction: Math.max(0, Math.min(1, fraction)) });
}

function errorReply(id, kind, message) {
  return { type: "reply", id, ok: false, error: { kind, message } };
}

// Runs one request through engine.api.handle; never throws.
function answer(request) {
  const id = request && request.id;
  if (failure !== null) {
    return errorReply(id, "Internal", `The rules engine failed to load: ${failure}`);
  }
  if (!request || typeof request.op !== "string") {
    return errorReply(id, "BadRequest", "A request needs an op.");
  }
  try {
    const payload = JSON.stringify({ ...(request.args || {}), op: request.op });
    const reply = JSON.parse(engineHandle(payload));
    return reply.ok
      ? { type: "reply", id, ok: true, result: reply.result }
      : { type: "reply", id, ok: false, error: reply.error };
  } catch (err) {
    return errorReply(id, "Internal", `The rules engine crashed: ${String(err && err.message || err)}`);
  }
}

self.onmessage = (event) => {
  if (engineHandle === null && failure === null) {
    pending.push(event.data);
    return;
  }
  post(answer(event.data));
};

// Counts wheel downloads so that "Loading packages" can report a fraction.
function watchWheelFetches(total, from, to) {
  const realFetch = self.fetch.bind(self);
  let done = 0;
  self.fetch = async (input, init) => {
    const url = String(input && input.url || input);
    const response = await realFetch(input, init);
    if (url.endsWith(".whl")) {
      done += 1;
      progress("Loading packages", from + (to - from) * Math.min(1, done / Math.max(1, total)));
    }
    return response;
  };
  return () => { self.fetch = realFetch; };
}

async function fetchJSON(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function boot() {
  progress("Starting Python", 0.02);
  const [config, lock, { loadPyodide }] = await Promise.all([
    fetchJSON(new URL("app-config.json", base).href),
    fetchJSON(new URL("pyodide-lock.json", pyodideDir).href),
    import("./pyodide/pyodide.mjs.js"), // the npm package's pyodide.mjs, renamed by the build
  ]);
  progress("Starting Python", 0.1);
  const wheelCount = Object.keys(lock.packages || {}).length;
  const unwatch = watchWheelFetches(wheelCount, 0.3, 0.85);
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: pyodideDir,
      lockFileContents: lock,      // fetched above already: no second request for it
      packageBaseUrl: pyodideDir,  // never fall back to a CDN
      packages: config.packages,
      fullStdLib: false,
      // pydantic would otherwise scan every installed distribution's entry points for plugins on the
      // first model class: slow in WebAssembly, and the engine uses no plugins.
      env: { HOME: "/home/pyodide", PYDANTIC_DISABLE_PLUGINS: "1" },
    });
  } finally {
    unwatch();
  }
  progress("Starting the rules engine", 0.9);
  // engine.api is light: games are known by their metadata, their rules and content load on first use
  const api = pyodide.pyimport("engine.api");
  for (const name of config.extra_modules || []) {
    pyodide.pyimport(name); // importing a game package registers it with the engine
  }
  engineHandle = api.handle;
  progress("Starting the rules engine", 1);
  post({ type: "ready" });
}

boot()
  .catch((err) => {
    const text = String(err && err.message || err);
    console.error(text); // the whole Python traceback, for the developer console
    const lines = text.trim().split("\n").filter((line) => line.trim());
    failure = lines.length ? lines[lines.length - 1].trim() : "unknown error"; // e.g. "ModuleNotFoundError: ..."
    post({ type: "fatal", message: failure });
  })
  .finally(() => {
    while (pending.length) post(answer(pending.shift()));
  });
