"""Prophecy (seeds 000, 002, 003, 004): its pure rules engine (`engine/`), card loader (`catalog/`) and screens (`screens/`)."""
