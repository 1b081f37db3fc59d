"""The committed rulebook index is current: it covers every citation, and where the rulebooks are, regenerates."""

from __future__ import annotations

from tests import rulebooks


def test_the_index_holds_exactly_the_cited_lines():
    cited = rulebooks.cited_refs()
    for book, entry in rulebooks.index()["books"].items():
        expected = {n for n in cited.get(book, ()) if n <= entry["lines"]}
        assert {int(n) for n in entry["cited"]} == expected, f"{book}: run `make rulebook-index` where the rulebooks are"
    assert set(cited) <= set(rulebooks.index()["books"])


def test_regenerating_the_index_gives_the_committed_file():
    """Where the rulebooks are present ($HERALD_SEEDS or ../shared/seeds); a user's clone has none to compare with."""
    seeds = rulebooks.seeds_dir()
    if seeds is not None:
        assert rulebooks.dumps(rulebooks.build(seeds)) == rulebooks.INDEX.read_text(encoding="utf-8"), (
            "the index is stale: run `make rulebook-index`")
    assert rulebooks.index()["ngram"] == rulebooks.NGRAM


def test_the_index_keeps_no_sentence_of_a_rulebook():
    """Key words are sorted and unique, and the runs are hashes: no cited line can be read back."""
    for book in rulebooks.index()["books"].values():
        for entry in book["cited"].values():
            assert entry["words"] == sorted(set(entry["words"]))
            assert not set(entry["words"]) & rulebooks.STOP
        assert all(len(h) == 12 for h in book["grams"].split())


def test_a_copied_sentence_is_found_and_our_own_is_not(monkeypatch):
    ours = "A hero walks one space left or right, or stays where she is today."
    assert not rulebooks.copied_from_a_rulebook(ours)
    seeds = rulebooks.seeds_dir()
    if seeds is not None:  # every long cited line of the real rulebooks is caught, Markdown and case aside
        text = next(seeds.glob("000_*.txt")).read_text(encoding="utf-8").splitlines()
        long_lines = [text[int(n) - 1] for n, e in rulebooks.index()["books"]["000"]["cited"].items() if len(e["words"]) > 12]
        assert long_lines and all(rulebooks.copied_from_a_rulebook(t.upper()) for t in long_lines)
    rulebooks.copied_runs.cache_clear()  # the runs are cached; read them again from the stand-in index
    monkeypatch.setattr(rulebooks, "index", lambda: {"books": {"x": {"grams": " ".join(rulebooks.gram_hashes(ours))}}})
    found = rulebooks.copied_from_a_rulebook("As the rules put it: *a hero walks one space left or right*, nothing more.")
    rulebooks.copied_runs.cache_clear()
    assert found == ["a hero walks one space left or right"]
