"""The shared web: phones."""
