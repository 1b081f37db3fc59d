"""A server other people reach: who may change the catalog (the owner PIN), and an API whose document is its truth."""
