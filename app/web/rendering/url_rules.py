"""URL rules that write their URL builders on first use: werkzeug writes two per rule (Python source parsed with
`ast` and compiled) as each route is registered, most of building the app's ~130 routes at a start (issue 42); a
page builds URLs for a handful of endpoints, and each endpoint's builders are written once, when first used."""

from __future__ import annotations

from werkzeug.routing import Rule


class LazyBuilderRule(Rule):
    """A werkzeug `Rule` whose URL builders are compiled when a URL is first built from it, then kept."""

    def _compile_builder(self, append_unknown: bool = True):
        write = super()._compile_builder
        kept = "_build_unknown" if append_unknown else "_build"

        def build(rule: Rule, **values):
            builder = write(append_unknown).__get__(rule, None)
            setattr(rule, kept, builder)  # later builds call it directly (two threads may both write it: the same)
            return builder(**values)

        return build
