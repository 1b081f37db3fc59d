"""The Catalog page and registration at the table: cards, their values, the group's entries, the catalog API."""
