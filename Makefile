# Herald: `make run` installs what is missing and serves Herald; `make test` runs every test.
PYTHON ?= python3
VENV ?= .venv
HOST ?= 0.0.0.0
PORT ?= 5000
PY := $(VENV)/bin/python

.PHONY: run test lint bench fuzz system-deps test-system-deps clean rulebook-index mutants lock backup restore

PIP_LOG := $(VENV)/pip.log
UV := $(VENV)/bin/uv
# The locked versions with their hashes: requirements/run.txt for serving, requirements/test.txt for the tests
# (the same versions plus the test tools); `make lock` updates both from pyproject.toml. uv itself comes from
# requirements/uv.txt, installed by pip with its hashes checked.
LOCK_RUN := requirements/run.txt
LOCK_TEST := requirements/test.txt
# --compile-bytecode: these machines set PYTHONDONTWRITEBYTECODE=1, so nothing installed would ever be compiled and
# every process (each server, layout worker and test process) would compile Flask, WeasyPrint & co. again.
SYNC = VIRTUAL_ENV=$(abspath $(VENV)) $(UV) pip sync --quiet --require-hashes --compile-bytecode --python $(PY)

PIP_UV := install --quiet --disable-pip-version-check --require-hashes -r requirements/uv.txt

# The venv gets no pip of its own when this Python's pip can install into it (pip >= 22.3, --python): installing
# pip into a new venv took longer than everything else here but the packages' compiling (5 s of CPU, 20 s on a
# busy machine). Otherwise the venv's own pip installs uv.
$(UV): requirements/uv.txt
	@echo "Creating $(VENV) with uv (log: $(PIP_LOG))"
	@if $(PYTHON) -m venv --without-pip $(VENV) && $(PYTHON) -m pip --python $(PY) $(PIP_UV) > $(PIP_LOG) 2>&1; \
	then :; else \
		$(PYTHON) -m venv $(VENV) && $(PY) -m pip $(PIP_UV) > $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); exit 1; }; fi
	@touch $@

$(VENV)/.installed: $(UV) $(LOCK_RUN)
	@echo "Installing Herald's locked Python packages into $(VENV)"
	@$(SYNC) $(LOCK_RUN) >> $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); exit 1; }
	@rm -f $(VENV)/.test-installed
	@touch $@

# The test lock holds every package of the run lock at the same version: one sync (and one compiling) installs
# both; a later change to the run lock syncs it again (and the test tools after it).
$(VENV)/.test-installed: $(UV) $(LOCK_TEST)
	@echo "Installing Herald's locked Python packages and test tools into $(VENV)"
	@$(SYNC) $(LOCK_TEST) >> $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); exit 1; }
	@touch $@ $(VENV)/.installed

# Re-resolve pyproject.toml's ranges to the newest versions and write both lock files (the run lock is held to
# the test lock's versions, so tests and serving use the same packages).
lock: $(UV)
	$(UV) pip compile pyproject.toml --extra test --generate-hashes --universal --python-version 3.11 \
		--upgrade --quiet -o $(LOCK_TEST)
	$(UV) pip compile pyproject.toml --generate-hashes --universal --python-version 3.11 \
		-c $(LOCK_TEST) --quiet -o $(LOCK_RUN)

system-deps:
	@bash scripts/install-system.sh run

test-system-deps:
	@bash scripts/install-system.sh test

run: system-deps $(VENV)/.installed
	HOST=$(HOST) PORT=$(PORT) $(PY) -m app.serve

lint: $(VENV)/.test-installed
	$(VENV)/bin/ruff check app tests bench

test: system-deps test-system-deps $(VENV)/.test-installed lint
	@bash scripts/run-tests.sh $(PY)

# A backup of every game, card entry and setting (FILE=…; add ARGS=--with-secrets for PINs and links), and back.
backup: $(VENV)/.installed
	@$(PY) -m app.backup create $(or $(FILE),herald-backup.json) $(ARGS)

restore: $(VENV)/.installed
	@test -n "$(FILE)" || { echo "usage: make restore FILE=herald-backup.json" >&2; exit 2; }
	@$(PY) -m app.backup restore $(FILE)

# The long fuzz runs (schemathesis over the API, hostile action values); `make test` runs short ones.
fuzz: $(VENV)/.test-installed
	$(PY) scripts/fuzz.py

# bench/games.py builds the bench games once (a few minutes) into the temp folder; harness.py is shared code.
BENCHES := $(filter-out bench/games.py bench/harness.py bench/profiling.py,$(wildcard bench/*.py))

bench: system-deps test-system-deps $(VENV)/.test-installed
	@$(PY) bench/games.py > /dev/null
	@failed=""; for script in $(BENCHES); do echo "== $$script"; $(PY) $$script || failed="$$failed $$script"; done; \
	if [ -n "$$failed" ]; then echo "goal missed or error in:$$failed"; exit 1; fi

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

# The committed index of cited rulebook lines and eight-word hashes (needs the rulebooks: HERALD_SEEDS or ../shared/seeds).
rulebook-index:
	@$(PYTHON) scripts/rulebook_index.py

# A mutation run over every area (the Realm, Races, the Cooperative game, corrections, Conjurers, the store, the access guard), a few mutants per target; `ARGS=--all` for every one (not in `make test`).
mutants: $(VENV)/.test-installed
	@$(PY) scripts/mutants.py $(ARGS)
