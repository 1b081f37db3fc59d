"""The shared web: sessions."""
