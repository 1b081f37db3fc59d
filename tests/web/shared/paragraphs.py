"""Where a page's HTML breaks a paragraph: a block element (a details, div, list, table...) started inside a `<p>`
makes the HTML parser close the paragraph there, so the rest of the sentence falls out of it."""

from __future__ import annotations

from html.parser import HTMLParser

# The start tags that close an open p (HTML Living Standard, 13.2.6.4.7 "in body": "If the stack of open elements
# has a p element in button scope, close a p element").
CLOSES_P = {"address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "dd",
            "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
            "hgroup", "hr", "li", "listing", "main", "menu", "nav", "ol", "p", "plaintext", "pre", "search",
            "section", "summary", "table", "ul", "xmp"}
# An element that ends the button scope: a p outside it is not closed by what starts inside it.
SCOPE = {"applet", "button", "caption", "html", "marquee", "object", "table", "td", "template", "th"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Nesting(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.text = ""
        self.broken: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in CLOSES_P and self._p_in_scope():
            self.broken.append(f"a <{tag}> inside a <p>, after …{' '.join(self.text.split())[-70:]}")
            del self.open[len(self.open) - 1 - self.open[::-1].index("p"):]  # as the parser does: the p ends here
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag):
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data):
        self.text = (self.text + data)[-400:]

    def _p_in_scope(self) -> bool:
        for tag in reversed(self.open):
            if tag == "p":
                return True
            if tag in SCOPE:
                return False
        return False


def broken_paragraphs(html: str) -> list[str]:
    """Each place a block element starts inside an open paragraph, with the words before it."""
    parser = _Nesting()
    parser.feed(html)
    parser.close()
    return parser.broken
