// Baseline worker: vendored Pyodide (../pyodide/), the site's own lockfile, pydantic imported. No engine.
const pyodideDir = new URL("../pyodide/", import.meta.url).href;
try {
  const { loadPyodide } = await import("../pyodide/pyodide.mjs.js");
  const pyodide = await loadPyodide({
    indexURL: pyodideDir,
    lockFileURL: new URL("pyodide-lock.json", pyodideDir).href,
    packageBaseUrl: pyodideDir,
    packages: ["pydantic"],
  });
  pyodide.runPython("import pydantic");
  self.postMessage({ type: "ready" });
} catch (err) {
  self.postMessage({ type: "fatal", message: String(err && err.message || err) });
}
