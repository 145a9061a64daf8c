// Compiles the Python modules of wheels to the bytecode of Pyodide's own Python (run by build.py, under Node):
// without it the browser compiles every module of pydantic and the engine from source at each start-up
// (Pyodide writes no bytecode cache), which costs seconds in WebAssembly.
//
//   node tools/compile_pyc.mjs <pyodide dir> <out dir> <wheel>...
//
// For each wheel, writes <out dir>/<wheel file name>.zip holding one `__pycache__/*.pyc` entry per module, at
// the path the wheel's own module has (unchecked-hash pycs, so nothing depends on file times and the same
// sources give the same bytes). Then, with every wheel on the path, it imports each shipped game (the engine's
// SHIPPED_GAMES) and runs every loader wrapped by engine.core.content.once, storing each result as
// `engine/prebuilt/<loader>.pickle` in the engine wheel's zip: the browser unpickles validated catalogs
// instead of validating content at each visit. Last, it writes <out dir>/python_stdlib.zip: Pyodide's standard
// library zip (sources only, so every start-up compiled each stdlib module it imports, about a second in
// WebAssembly) with each module's source replaced by its bytecode (an unchecked-hash `.pyc` beside where the
// `.py` was, the name zipimport looks for first). Prints one JSON line: {python, cache_tag, wheels: {name:
// modules}, prebuilt: [loaders], stdlib: modules}.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, outDir, ...wheels] = process.argv.slice(2).map((p) => resolve(p));
if (!dir || !outDir || !wheels.length) throw new Error("usage: compile_pyc.mjs <pyodide dir> <out dir> <wheel>...");
const loader = existsSync(`${dir}/pyodide.mjs.js`) ? "pyodide.mjs.js" : "pyodide.mjs";
const { loadPyodide } = await import(pathToFileURL(`${dir}/${loader}`).href);
// A fixed hash seed: sets in the prebuilt catalogs pickle in the same order at every build (same wheel bytes).
const pyodide = await loadPyodide({ indexURL: `${dir}/`, env: { PYTHONHASHSEED: "0" } });
pyodide.FS.mkdirTree("/tmp/in");
pyodide.FS.mkdirTree("/tmp/out");
pyodide.FS.writeFile("/tmp/in/python_stdlib.zip", new Uint8Array(readFileSync(`${dir}/python_stdlib.zip`)));
for (const path of wheels) pyodide.FS.writeFile(`/tmp/in/${basename(path)}`, new Uint8Array(readFileSync(path)));
const summary = JSON.parse(pyodide.runPython(`
import glob, importlib.util, json, os, py_compile, sys, zipfile

FIXED_DATE = (2020, 1, 1, 0, 0, 0)
report = {"python": sys.version.split()[0], "cache_tag": sys.implementation.cache_tag, "wheels": {}}
for wheel in sorted(glob.glob("/tmp/in/*.whl")):
    name = os.path.basename(wheel)
    root = "/tmp/unpacked/" + name
    with zipfile.ZipFile(wheel) as zf:
        sources = sorted(n for n in zf.namelist() if n.endswith(".py") and ".dist-info/" not in n)
        zf.extractall(root, members=sources)
    with zipfile.ZipFile("/tmp/out/" + name + ".zip", "w", zipfile.ZIP_DEFLATED) as out:
        for arcname in sources:
            source = root + "/" + arcname
            target = importlib.util.cache_from_source(source)
            py_compile.compile(source, cfile=target, dfile=arcname, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            info = zipfile.ZipInfo(os.path.relpath(target, root), FIXED_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(target, "rb") as fh:
                out.writestr(info, fh.read())
    report["wheels"][name] = len(sources)

# Prebuilt catalogs: every wheel unpacked whole on the path, the shipped games imported, their loaders run.
import pickle
for wheel in sorted(glob.glob("/tmp/in/*.whl")):
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall("/tmp/site")
sys.path.insert(0, "/tmp/site")
import importlib
games = importlib.import_module("engine.games")
for name in games.SHIPPED_GAMES:
    importlib.import_module(f"engine.games.{name}.game")
from engine.core.content import PREBUILT
engine_wheel = next(os.path.basename(w) for w in glob.glob("/tmp/in/*.whl")
                    if os.path.exists("/tmp/site/engine/__init__.py") and "engine/__init__.py" in zipfile.ZipFile(w).namelist())
with zipfile.ZipFile("/tmp/out/" + engine_wheel + ".zip", "a", zipfile.ZIP_DEFLATED) as out:
    for key in sorted(PREBUILT):
        info = zipfile.ZipInfo(f"engine/prebuilt/{key}.pickle", FIXED_DATE)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        out.writestr(info, pickle.dumps(PREBUILT[key](), protocol=5))
report["prebuilt"] = sorted(PREBUILT)

# The standard library: each module's bytecode instead of its source (same entry order, fixed dates).
import marshal
with zipfile.ZipFile("/tmp/in/python_stdlib.zip") as src, \
        zipfile.ZipFile("/tmp/out/python_stdlib.zip", "w", zipfile.ZIP_DEFLATED) as out:
    compiled = 0
    for info in src.infolist():
        data = src.read(info)
        name = info.filename
        if name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True)
            flags = (1).to_bytes(4, "little")  # hash-based, unchecked: no file times, no source needed
            data = importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(data) + marshal.dumps(code)
            name += "c"
            compiled += 1
        entry = zipfile.ZipInfo(name, FIXED_DATE)
        entry.compress_type = zipfile.ZIP_DEFLATED
        entry.external_attr = info.external_attr
        out.writestr(entry, data)
report["stdlib"] = compiled
json.dumps(report)
`));
for (const name of Object.keys(summary.wheels)) {
  writeFileSync(`${outDir}/${name}.zip`, pyodide.FS.readFile(`/tmp/out/${name}.zip`));
}
writeFileSync(`${outDir}/python_stdlib.zip`, pyodide.FS.readFile("/tmp/out/python_stdlib.zip"));
console.log(JSON.stringify(summary));
