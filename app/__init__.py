"""Herald: a game-master assistant for tables playing board games (Prophecy, Conjurers) with physical cards."""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

ROOT = Path(__file__).resolve().parent.parent


def create_app(test_config: dict | None = None) -> Flask:
    """Build the Flask app: config, database, catalog and the web blueprints."""
    # Imported here, not at the top: `python -m app.serve` imports this package before it pauses the collector.
    from flask import Flask
    from flask_htmx import HTMX

    # The instance folder (database, secret, print settings and cache): $HERALD_INSTANCE_PATH, else instance/.
    instance = (test_config or {}).get("INSTANCE_PATH") or os.environ.get("HERALD_INSTANCE_PATH") or ROOT / "instance"
    app = Flask(
        __name__,
        instance_path=str(instance),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.config.from_mapping(
        # A SQLite file in the instance folder, or PostgreSQL (or another SQLAlchemy URL) from DATABASE_URL.
        DATABASE=os.environ.get("DATABASE_URL") or str(Path(app.instance_path) / "herald.sqlite"),
        PAPER="A4",
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        app.config.from_prefixed_env("HERALD")
    else:
        app.config.update(test_config)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _instance_secret(Path(app.instance_path))
    HTMX(app)
    _keep_compiled_templates(app)

    from .web import init_app

    init_app(app)
    return app


def _keep_compiled_templates(app: Flask) -> None:
    """Compiled templates kept between starts, in the system temp folder (Jinja's own cache, checked against each
    template's source): compiling the home page was most of a start's first answer (issue 42). Tests keep theirs."""
    if "bytecode_cache" in app.jinja_options:
        return
    from jinja2 import FileSystemBytecodeCache

    # Without a private temp folder to keep them in, templates are compiled at each start, as before.
    with contextlib.suppress(OSError, RuntimeError):
        app.jinja_options = {**app.jinja_options, "bytecode_cache": FileSystemBytecodeCache()}


def _instance_secret(instance: Path) -> str:
    """A secret key kept in the instance folder, made once per installation."""
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
