"""The shared web: jsonapi."""
