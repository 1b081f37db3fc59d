"""Prophecy's print documents: the rules summary, player aids, reference sheets and the chronicle.

This package's own module (light: no WeasyPrint) lists them for the registry; `documents.py` builds each one's
HTML from a `GameData` (templates under `templates/prophecy/print/`) for the spine's printing to lay out.
It reads the game's state by attribute and the catalog's public methods: no store, no web, no engine.
"""

from app.games.documents import PrintDocument

TEMPLATES = "prophecy/print"  # its folder under templates/

DOCUMENTS: dict[str, PrintDocument] = {
    doc.key: doc
    for doc in (
        PrintDocument("rules", "Rules summary", "Two pages of rules for this game's mode and variants."),
        PrintDocument(
            "aid", "Player aid",
            "One page per hero: stats, training costs, turn and battle, Items and Abilities, phone QR code.",
            per_seat=True,
        ),
        PrintDocument("reference", "Reference sheets", "The board's spaces, the Creatures and Guardians, the Abilities of each guild."),
        PrintDocument("realm", "Realm sheet",
                      "The Dragon Realm: your board's three paths drawn, moving, its cards, the Gate, the Lake, "
                      "Dragon Hearts, the changed ending and the Dragonslayer variant.",
                      offered=lambda state: getattr(getattr(state, "options", None), "realm", None) is not None),
        PrintDocument("chronicle", "Chronicle", "The game told by rounds: winner, turning points, battles, dice and the odds taken.",
                      long=True),
    )
}
