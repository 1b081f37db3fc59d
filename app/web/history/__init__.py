"""The shared web: history."""
