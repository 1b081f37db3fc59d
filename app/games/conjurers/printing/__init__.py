"""Conjurers' print documents: the rules summary, the player aid, the score sheet, the battle aid, the chronicle.

This package's own module (light: no WeasyPrint) lists them for the registry; `documents.py` builds each one's
HTML from a `GameData` (templates under `templates/conjurers/print/`) for the spine's printing to lay out.
The words are ours (`data/rules_summary.toml`, each fact with its seed lines); the numbers are the engine's
tables, read from its pure modules. No store, no web.
"""

from app.games.documents import PrintDocument

TEMPLATES = "conjurers/print"  # its folder under templates/

DOCUMENTS: dict[str, PrintDocument] = {
    doc.key: doc
    for doc in (
        PrintDocument("rules", "Rules summary", "Two pages of rules for this game's options, with Herald's battle "
                      "conventions; every fact with its rulebook line."),
        PrintDocument("aid", "Player aid", "One page per player: who goes where, outputs by phase, feeding, the "
                      "scoring tables, phone QR code.", per_seat=True),
        PrintDocument("score", "Score sheet", "Every player's points line by line with the bonus each line earns, "
                      "the winner and the tie-break (the score so far before the end)."),
        PrintDocument("battle", "Battle aid", "The abilities of creatures, items and artifacts, and the order of a fight."),
        PrintDocument("chronicle", "Chronicle", "The game told by rounds: actions, battles, feedings, tournaments and "
                      "the final score.", long=True),
    )
}
