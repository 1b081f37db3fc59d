"""The shared web: gamelist."""
