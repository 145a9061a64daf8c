// Times bot decisions in the real WebAssembly Python (Pyodide 314 under Node): the same positions
// `engine.arena.decision_times` measures in CPython, so the two can be compared. A benchmark, not a test: it
// prints one JSON object per game and level.
//
//   node bench/pyodide_bots.mjs <pyodide dir> <wheel>... [--games ashes,amber] [--levels normal,hard] [--samples 10]
//       [--think-ms 1000]
//
// <pyodide dir> is a built site's pyodide/ folder (`python build.py --out dist` then dist/pyodide); the wheels
// are that folder's *.whl (pydantic, pydantic_core, the engine).
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const games = flag("--games", "ashes,phoenix,wastelands,amber").split(",").filter(Boolean);
const levels = flag("--levels", "normal,hard").split(",").filter(Boolean);
const samples = Number(flag("--samples", "10"));
const thinkMs = flag("--think-ms", null); // the page's thinking time per decision (bot_step's think_ms)
const plain = args.filter((a, i) => !a.startsWith("--") && !(i > 0 && args[i - 1].startsWith("--")));
const [dir, ...wheels] = plain.map((p) => resolve(p));
if (!dir || !wheels.length) throw new Error("usage: pyodide_bots.mjs <pyodide dir> <wheel>...");

const loader = existsSync(`${dir}/pyodide.mjs.js`) ? "pyodide.mjs.js" : "pyodide.mjs";
const { loadPyodide } = await import(pathToFileURL(`${dir}/${loader}`).href);
const pyodide = await loadPyodide({ indexURL: `${dir}/`, env: { PYDANTIC_DISABLE_PLUGINS: "1" } });
pyodide.FS.mkdirTree("/tmp/wheels");
for (const path of wheels) pyodide.FS.writeFile(`/tmp/wheels/${basename(path)}`, new Uint8Array(readFileSync(path)));
pyodide.runPython(`
import glob, sysconfig, zipfile
for path in sorted(glob.glob("/tmp/wheels/*.whl")):
    zipfile.ZipFile(path).extractall(sysconfig.get_paths()["purelib"])
import engine.games
from engine import arena
`);
for (const game of games) {
  for (const level of levels) {
    pyodide.globals.set("job", pyodide.toPy([game, level, samples, Number(thinkMs ?? 0)]));
    const row = pyodide.runPython(`
import json
game, level, samples, think_ms = job
think_ms = think_ms or None
json.dumps({"level": level, "runtime": "pyodide", "think_ms": think_ms,
            **arena.decision_times(game, 2, level, samples=samples, think_ms=think_ms)})
`);
    console.log(row);
  }
}
