"""The site on a plain static host: Debian's stock nginx with its stock mime.types (no `.mjs` type, no custom
headers, no gzip), at the root of a host and under a sub-path (like a GitHub Pages project site). The page
loads, a game starts, a move is played, and after the service worker has installed the page reloads and plays
with no network at all.

nginx runs from a temporary prefix with its own config on a free port (as root, its workers run as the same
user, so they can read the test's build). The test is skipped only when nginx is missing and CI is not set;
`.ci/run` installs it from apt.
"""

from __future__ import annotations

import getpass
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (LOAD_TIMEOUT, current_table, play_moves, start_game,  # noqa: E402
                          wait_for_service_worker, wait_live)

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
STOCK_MIME_TYPES = Path("/etc/nginx/mime.types")
SUB_PATH = "/sub/path/"


def free_port() -> int:
    """A TCP port nobody listens on right now (127.0.0.1)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def nginx_config(prefix: Path, site: Path, root_port: int, sub_port: int) -> str:
    """A minimal nginx.conf: the stock MIME types, one server with the site at /, one with it only under SUB_PATH."""
    user = f"user {getpass.getuser()};" if os.geteuid() == 0 else ""
    temp = "\n".join(f"  {kind}_temp_path {prefix / kind};" for kind in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return f"""
{user}
worker_processes 1;
pid {prefix / "nginx.pid"};
error_log {prefix / "error.log"} warn;
events {{ worker_connections 256; }}
http {{
  include {STOCK_MIME_TYPES};
  default_type application/octet-stream;
  access_log {prefix / "access.log"};
{temp}
  sendfile on;
  server {{
    listen 127.0.0.1:{root_port};
    root {site};
  }}
  server {{
    listen 127.0.0.1:{sub_port};
    location {SUB_PATH} {{ alias {site}/; }}
    location / {{ return 404; }}
  }}
}}
"""


def wait_until_serving(url: str, proc: subprocess.Popen, prefix: Path) -> None:
    """Poll `url` until nginx answers (or fail with its error log)."""
    for _ in range(100):
        if proc.poll() is not None:
            break
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.1)
    log = (prefix / "error.log").read_text() if (prefix / "error.log").exists() else ""
    raise AssertionError(f"nginx did not start serving {url}:\n{log}")


@pytest.fixture(scope="module")
def nginx(site_dir, tmp_path_factory):
    """nginx serving the built site: {"root": base URL of the site at /, "sub": base URL under SUB_PATH, "sub_host": that
    server's root, which serves nothing}."""
    if not (os.access(NGINX, os.X_OK) and STOCK_MIME_TYPES.is_file()):
        if os.environ.get("CI"):
            raise AssertionError("nginx is missing: .ci/run installs Debian's nginx from apt")
        pytest.skip("Debian's nginx is not installed (apt-get install nginx)")
    prefix = tmp_path_factory.mktemp("nginx")
    root_port, sub_port = free_port(), free_port()
    conf = prefix / "nginx.conf"
    conf.write_text(nginx_config(prefix, site_dir, root_port, sub_port))
    proc = subprocess.Popen([NGINX, "-p", str(prefix), "-c", str(conf), "-g", "daemon off;"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    urls = {"root": f"http://127.0.0.1:{root_port}", "sub": f"http://127.0.0.1:{sub_port}{SUB_PATH.rstrip('/')}",
            "sub_host": f"http://127.0.0.1:{sub_port}"}
    try:
        for url in (urls["root"], urls["sub"]):
            wait_until_serving(url + "/", proc, prefix)
        yield urls
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def content_type(url: str) -> tuple[str, str | None]:
    """(Content-Type, Content-Encoding) nginx sends for `url`."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip, br"})
    with urllib.request.urlopen(request) as resp:
        return resp.headers.get_content_type(), resp.headers.get("Content-Encoding")


def test_the_site_ships_no_file_a_plain_host_serves_with_a_wrong_type(site_dir):
    """Every JavaScript file is `.js` (stock nginx and many hosts send `.mjs` as application/octet-stream)."""
    assert not list(site_dir.rglob("*.mjs")), "a .mjs file would be served as application/octet-stream"
    assert (site_dir / "pyodide" / "pyodide.mjs.js").is_file()


@pytest.mark.parametrize("mount", ["root", "sub"])
def test_stock_nginx_serves_what_the_browser_needs(nginx, site_dir, mount):
    """The stock types are enough: JavaScript as JavaScript, wasm as application/wasm, and nothing gzipped."""
    base = nginx[mount]
    for rel in ("worker.js", "pyodide/pyodide.mjs.js", "pyodide/pyodide.asm.mjs.js", "sw-manifest.js"):
        assert content_type(f"{base}/{rel}") == ("application/javascript", None), rel
    assert content_type(f"{base}/pyodide/pyodide.asm.wasm")[0] == "application/wasm"
    assert content_type(f"{base}/pyodide/pyodide-lock.json")[0] == "application/json"
    if mount == "sub":  # nothing is served outside the sub-path, so no absolute URL can work by accident
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(nginx["sub_host"] + "/worker.js")


@pytest.mark.parametrize("mount", ["root", "sub"])
def test_a_game_plays_on_stock_nginx_online_and_offline(page, context, nginx, mount):
    """Load, start the test game, play a move; once the service worker is in, reload offline and play on."""
    base = nginx[mount]
    start_game(page, base)
    play_moves(page, 1)
    assert page.url.startswith(base + "/")
    wait_for_service_worker(page)
    step = current_table(page)["step"]

    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert current_table(page)["step"] == step
    play_moves(page, 1)
    assert current_table(page)["step"] > step
    assert not [e for e in page.console_errors if "Failed to fetch" in e or "MIME" in e], page.console_errors
