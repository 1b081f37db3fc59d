"""Conjurers (seed 001): its pure rules engine (`engine/`) and the loader of its card data (`catalog.py`)."""
