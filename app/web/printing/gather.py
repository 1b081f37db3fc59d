"""A game's data for printing, read from a game log: in the server (`produce.gather`) or in a print worker
(`long_job.job`), so both import it from here."""

from __future__ import annotations

from app.printing import GameData, LogEntry
from app.store import games as saved
from app.store.sharing.play_records import play_record


def gather_from(log, game_id: str, links, possessions=None, *, whole: bool = True) -> GameData:
    """A game's data read from a game log (in the server or a print worker); `links(seats)` gives the seats' phone
    links and `possessions(state)` the cards each seat holds. Without `whole` (a short document) only the log's
    first step and when its latest was recorded are read, not every row."""
    summary = saved.get_game(log, game_id)
    latest = None
    for _ in range(3):  # state and rows read apart: retry if a write came in between
        seq, state = log.load(game_id)
        if whole:
            entries = tuple(LogEntry(*row) for row in log.log_columns(game_id))
            last_seq = entries[-1].seq if entries else 0
        else:
            first, latest, last_seq = log.log_ends(game_id)
            entries = (LogEntry(*first),) if first is not None else ()
        if last_seq == seq:
            break
    return GameData(
        id=game_id,
        name=summary.name,
        seq=seq,
        head_id=log.head(game_id)[1],
        state=state,
        log=entries,
        possessions=possessions(state) if possessions else {},
        seat_links=links(len(summary.players)),
        play=play_record(log, game_id),
        latest=latest,
    )
