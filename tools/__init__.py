"""Helpers for build.py: fetching and caching, wheels, the lockfile, the site files and a local server."""
