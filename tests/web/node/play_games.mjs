// Plays whole games through engine.api.handle inside the real WebAssembly Python (Pyodide 314 under Node).
//
//   node tests/web/node/play_games.mjs <pyodide dir> <wheel>... [--modules testgame] [--seeds 1,2] [--max-steps N]
//        [--games id,id]  (default: every registered game)
//
// <pyodide dir> is a built site's pyodide/ folder (or the npm package folder). The wheels (engine, pydantic and
// its dependencies, the test game) are unpacked straight into site-packages: no micropip, no network.
// Each game on the list is played once per seed, alternating the fewest and the most players.
// Prints one JSON summary on stdout: {python, rng, rules_loaded (game modules imported by listing the games),
//   games: [{game, seed, players, steps, over, scores, reload, error}]}.
import { existsSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

function parseArgs(argv) {
  const opts = { wheels: [], modules: [], seeds: [1, 2], maxSteps: 20000, dir: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--modules") opts.modules = argv[++i].split(",").filter(Boolean);
    else if (arg === "--seeds") opts.seeds = argv[++i].split(",").map(Number);
    else if (arg === "--max-steps") opts.maxSteps = Number(argv[++i]);
    else if (arg === "--games") opts.only = argv[++i].split(",").filter(Boolean);
    else if (opts.dir === null) opts.dir = resolve(arg);
    else opts.wheels.push(resolve(arg));
  }
  if (opts.dir === null) throw new Error("usage: play_games.mjs <pyodide dir> <wheel>...");
  return opts;
}

function installWheels(pyodide, wheels) {
  pyodide.FS.mkdirTree("/tmp/wheels");
  for (const path of wheels) {
    // Uint8Array, not Buffer: Pyodide's FS rejects a Buffer here.
    const data = new Uint8Array(readFileSync(path));
    pyodide.FS.writeFile(`/tmp/wheels/${basename(path)}`, data);
  }
  pyodide.runPython(`
import glob, sysconfig, zipfile
site = sysconfig.get_paths()["purelib"]
for path in sorted(glob.glob("/tmp/wheels/*.whl")):
    zipfile.ZipFile(path).extractall(site)
`);
}

function makeCall(handle) {
  return (op, args = {}) => JSON.parse(handle(JSON.stringify({ ...args, op })));
}

// Option sets to try, defaults first, then every other combination of the listed choices (bounded).
function* optionSets(game, limit = 64) {
  const specs = game.options || [];
  const defaults = Object.fromEntries(specs.map((o) => [o.key, o.default]));
  yield defaults;
  let combos = [{}];
  for (const spec of specs) {
    combos = combos.flatMap((c) => spec.choices.map((ch) => ({ ...c, [spec.key]: ch.value })));
    if (combos.length > limit) break;
  }
  for (const combo of combos.slice(0, limit)) yield { ...defaults, ...combo };
}

// A new all-bot game; some player counts need an option (a solo game may need its automa seat).
function newGame(call, game, players, seed) {
  let reply = null;
  for (const options of optionSets(game)) {
    reply = call("new_game", {
      game: game.id, players, seed, options,
      seats: Array(players).fill("bot"),
      names: Array.from({ length: players }, (_, i) => `Bot ${i + 1}`),
    });
    if (reply.ok || reply.error.kind !== "BadRequest") return { reply, options };
  }
  return { reply, options: null };
}

function playOne(call, game, seed, players, maxSteps) {
  const record = { game: game.id, seed, players, options: null, steps: 0, over: false, scores: null,
                   reload: null, error: null };
  const started = Date.now();
  const setup = newGame(call, game, players, seed);
  let reply = setup.reply;
  record.options = setup.options;
  if (game.id === "testgame") {
    // One decision per request, as the page plays bots (a full table comes back each time).
    while (reply.ok && !reply.result.over && record.steps < maxSteps) {
      reply = call("bot_step");
      record.steps += 1;
    }
  } else if (reply.ok) {
    // Heavy games: the whole game in one request, so the test measures the rules, not table JSON.
    reply = call("bot_run", { max_steps: maxSteps });
    if (reply.ok) record.steps = reply.result.step;
  }
  if (!reply.ok) {
    record.error = reply.error;
    return record;
  }
  const final = reply.result;
  record.over = final.over;
  record.scores = final.scores;
  if (!final.over) {
    record.error = { kind: "Unfinished", message: `not over after ${maxSteps} bot steps` };
    return record;
  }
  const saved = call("save_code");
  if (!saved.ok) {
    record.error = saved.error;
    return record;
  }
  const loaded = call("load_code", { code: saved.result.code });
  if (!loaded.ok) {
    record.error = loaded.error;
    return record;
  }
  const same = loaded.result.over && JSON.stringify(loaded.result.scores) === JSON.stringify(final.scores)
    && loaded.result.step === final.step;
  record.reload = same ? "same" : "different";
  if (!same) record.error = { kind: "Reload", message: "the save code did not reload to the same final table" };
  const badCode = call("load_code", { code: "not-a-save-code" });
  if (badCode.ok || badCode.error.kind !== "SaveCodeError") {
    record.error = { kind: "SaveCode", message: `a bad code gave ${JSON.stringify(badCode.error || "ok")}` };
  }
  record.ms = Date.now() - started;
  return record;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  // a built site ships the npm package's pyodide.mjs as pyodide.mjs.js (static hosts serve .js right)
  const loader = existsSync(`${opts.dir}/pyodide.mjs.js`) ? "pyodide.mjs.js" : "pyodide.mjs";
  const { loadPyodide } = await import(pathToFileURL(`${opts.dir}/${loader}`).href);
  const pyodide = await loadPyodide({ indexURL: `${opts.dir}/` });
  installWheels(pyodide, opts.wheels);
  const api = pyodide.pyimport("engine.api");
  for (const name of opts.modules) pyodide.pyimport(name);
  const call = makeCall(api.handle);
  const python = pyodide.runPython("import sys, platform; f'{sys.version.split()[0]} {platform.system()}'");
  // The portable PRNG must give the same numbers in WebAssembly Python as in CPython (saves depend on it).
  const rng = pyodide.runPython(
    "from engine.core.rng import Rng\n" +
    "r = Rng.from_seed(1)\n" +
    "items = list(range(20)); r.shuffle(items)\n" +
    "str([r.next64() for _ in range(3)] + [r.below(1000) for _ in range(5)] + items)");
  const listed = call("games");
  // Listing the games must load no game's rules (the registry knows them by metadata until first use).
  const rulesLoaded = pyodide.runPython(
    "import sys, json\n" +
    "json.dumps(sorted(m for m in sys.modules if m.startswith('engine.games.') and m.count('.') > 2 " +
    "and not m.endswith('.meta')))");
  const summary = { python, rng, rules_loaded: JSON.parse(rulesLoaded), games: [], error: listed.ok ? null : listed.error };
  const chosen = (listed.ok ? listed.result.games : []).filter((g) => !opts.only || opts.only.includes(g.id));
  for (const game of chosen) {
    const started = performance.now();
    const prepared = call("prepare", { game: game.id });
    process.stderr.write(`${game.id}: rules and content imported in ${Math.round(performance.now() - started)} ms` +
                         `${prepared.ok ? "" : ` (failed: ${prepared.error.message})`}\n`);
    // Alternate the table size: first seed at the fewest players, the next at the most, and so on.
    opts.seeds.forEach((seed, i) => {
      const players = i % 2 === 0 ? game.min_players : game.max_players;
      const record = playOne(call, game, seed, players, opts.maxSteps);
      process.stderr.write(`${game.id} seed ${seed}, ${players} players: ${record.steps} steps, ` +
                           `${record.ms ?? "-"} ms, ${record.error ? record.error.message : "ok"}\n`);
      summary.games.push(record);
    });
  }
  process.stdout.write(JSON.stringify(summary) + "\n");
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ fatal: String(err && err.stack || err) }) + "\n");
  process.exit(1);
});
