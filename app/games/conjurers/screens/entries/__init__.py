"""The group's Conjurers card entries on a page and the JSON API: what is known per deck, and each typed value
with when and in which game it was typed."""
