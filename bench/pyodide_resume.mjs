// Times, in the real WebAssembly Python (Pyodide 314 under Node), what stands between "Python is up" and a
// resumed table: importing pydantic, engine.api and a game's rules and content, resuming a save from its
// snapshot and from its code, and taking a snapshot. A benchmark, not a test: it prints one JSON object.
//
//   node bench/pyodide_resume.mjs <pyodide dir> <save.json> <wheel>... [--modules testgame] [--profile]
//
// <pyodide dir> is a built site's pyodide/ folder; <save.json> holds {code, snapshot} as the `snapshot` op
// returns them (bench/page_load.py writes one with --save-json). --profile adds cProfile's top entries
// (cumulative time) for the game's import and for the resume from the snapshot.
import { existsSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const profile = args.includes("--profile");
const modulesAt = args.indexOf("--modules");
const modules = modulesAt >= 0 ? args[modulesAt + 1].split(",").filter(Boolean) : [];
const plain = args.filter((a, i) => !a.startsWith("--") && (modulesAt < 0 || i !== modulesAt + 1));
const [dir, savePath, ...wheels] = plain.map((p) => resolve(p));
if (!dir || !savePath) throw new Error("usage: pyodide_resume.mjs <pyodide dir> <save.json> <wheel>...");

const ms = (start) => Math.round((performance.now() - start) * 10) / 10;
const out = {};
let t = performance.now();
const loader = existsSync(`${dir}/pyodide.mjs.js`) ? "pyodide.mjs.js" : "pyodide.mjs";
const { loadPyodide } = await import(pathToFileURL(`${dir}/${loader}`).href);
const pyodide = await loadPyodide({ indexURL: `${dir}/`, env: { PYDANTIC_DISABLE_PLUGINS: "1" } });
out.load_pyodide_ms = ms(t);

pyodide.FS.mkdirTree("/tmp/wheels");
for (const path of wheels) pyodide.FS.writeFile(`/tmp/wheels/${basename(path)}`, new Uint8Array(readFileSync(path)));
pyodide.runPython(`
import glob, sysconfig, zipfile
for path in sorted(glob.glob("/tmp/wheels/*.whl")):
    zipfile.ZipFile(path).extractall(sysconfig.get_paths()["purelib"])
`);

const save = JSON.parse(readFileSync(savePath, "utf8"));
pyodide.globals.set("save_code", save.code);
pyodide.globals.set("save_snapshot", save.snapshot);
pyodide.globals.set("extra_modules", modules);
pyodide.globals.set("want_profile", profile);
const result = pyodide.runPython(`
import importlib, json, time

def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, round((time.perf_counter() - start) * 1000, 1)

def top(fn, n=14):
    import cProfile, io, pstats
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    text = io.StringIO()
    pstats.Stats(prof, stream=text).sort_stats("cumulative").print_stats(n)
    return [line for line in text.getvalue().splitlines() if line.strip()][-n:]

report = {}
_, report["import_pydantic_ms"] = timed(lambda: importlib.import_module("pydantic"))
# engine.api's own imports one by one (each figure: what that module adds beyond those before it)
report["import_engine_steps_ms"] = {}
for name in ("engine.core.state", "engine.core.choice", "engine.core.game", "engine.core.session",
             "engine.core.savecode", "engine.core.bots", "engine.core.snapshot", "engine.core.help",
             "engine.core.registry", "engine.games"):
    _, report["import_engine_steps_ms"][name] = timed(lambda: importlib.import_module(name))
api, report["import_engine_api_ms"] = timed(lambda: importlib.import_module("engine.api"))
for name in extra_modules:
    importlib.import_module(name)
game = json.loads(save_snapshot)["game"]
call = lambda request: api.call(api.Api(), request)
from engine.core.registry import get_game
if want_profile:
    report["profile_game_import"] = top(lambda: get_game(game))
else:
    _, report["import_game_ms"] = timed(lambda: get_game(game))
for label, request in (("resume_snapshot", {"op": "resume", "code": save_code, "snapshot": save_snapshot}),
                       ("resume_code", {"op": "resume", "code": save_code})):
    times = []
    for _ in range(3):
        reply, spent = timed(lambda: call(request))
        times.append(spent)
    report[label + "_ms"] = min(times)
    report[label + "_from"] = reply["result"]["resumed_from"] if reply["ok"] else reply["error"]
if want_profile:
    report["profile_resume_snapshot"] = top(lambda: call({"op": "resume", "code": save_code, "snapshot": save_snapshot}))
instance = api.Api()
api.call(instance, {"op": "resume", "code": save_code, "snapshot": save_snapshot})
_, report["snapshot_op_ms"] = timed(lambda: api.call(instance, {"op": "snapshot"}))
_, report["table_op_ms"] = timed(lambda: api.call(instance, {"op": "table"}))
report["game"] = game
report["code_chars"] = len(save_code)
report["snapshot_chars"] = len(save_snapshot)
json.dumps(report)
`);
Object.assign(out, JSON.parse(result));
console.log(JSON.stringify(out, null, 1));
