"""A small static server for dist/ with the MIME types Pyodide needs (stdlib http.server only)."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

# `.wasm` must be application/wasm or loadPyodide hangs silently; module workers need a JS type.
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/octet-stream",
    ".zip": "application/zip",
    ".html": "text/html",
    ".css": "text/css",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".map": "application/json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves one directory with explicit MIME types, no directory listings and no caching headers."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def list_directory(self, path):  # noqa: D401 - stdlib signature
        """Refuse directory listings: a static host would not show them either."""
        self.send_error(404, "No listing")
        return None

    def log_message(self, format, *args):  # noqa: A002 - stdlib signature
        """Stay quiet unless the handler was built with verbose=True."""
        if getattr(self, "verbose", False):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """ThreadingHTTPServer that ignores clients hanging up mid-download (a browser closing a tab)."""

    daemon_threads = True

    def handle_error(self, request, client_address):
        """Drop connection resets silently; report anything else as usual."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_handler(directory: Path, verbose: bool = False):
    """Return a request handler class bound to `directory`."""
    handler = type("BoundSiteHandler", (SiteHandler,), {"verbose": verbose})
    return functools.partial(handler, directory=str(directory))


def start_server(directory: Path, port: int = 0, verbose: bool = False):
    """Serve `directory` on 127.0.0.1 in a daemon thread; return (server, base_url)."""
    server = SiteServer(("127.0.0.1", port), make_handler(directory, verbose))
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def serve_forever(directory: Path, port: int) -> None:
    """Serve `directory` in the foreground until Ctrl-C."""
    try:
        server = SiteServer(("127.0.0.1", port), make_handler(directory, verbose=True))
    except OSError as exc:
        raise SystemExit(f"cannot serve on 127.0.0.1:{port} ({exc.strerror}); pick another with --port N")
    print(f"Serving {directory} at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nStopped.")
    finally:
        server.server_close()
