"""The shared web: rendering."""
