"""The games Herald runs, one folder each (Conjurers here; the registry of game kinds will list them)."""
