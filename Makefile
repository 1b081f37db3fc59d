# Herald: `make run` installs what is missing and serves Herald; `make test` runs every test.
PYTHON ?= python3
VENV ?= .venv
HOST ?= 0.0.0.0
PORT ?= 5000
PY := $(VENV)/bin/python

.PHONY: run test lint bench fuzz system-deps test-system-deps clean rulebook-index mutants

PIP_LOG := $(VENV)/pip.log
PIP := $(PY) -m pip install --quiet --disable-pip-version-check

$(VENV)/.installed: pyproject.toml
	@echo "Installing Herald's Python packages into $(VENV) (log: $(PIP_LOG))"
	@$(PYTHON) -m venv $(VENV)
	@$(PIP) -e . > $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); exit 1; }
	@touch $@

$(VENV)/.test-installed: $(VENV)/.installed pyproject.toml
	@echo "Installing the test tools into $(VENV)"
	@$(PIP) -e '.[test]' >> $(PIP_LOG) 2>&1 || { cat $(PIP_LOG); exit 1; }
	@touch $@

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

# The long fuzz runs (schemathesis over the API, hostile action values); `make test` runs short ones.
fuzz: $(VENV)/.test-installed
	$(PY) scripts/fuzz.py

# bench/games.py builds the bench games once (a few minutes) into the temp folder; harness.py is shared code.
BENCHES := $(filter-out bench/games.py bench/harness.py,$(wildcard bench/*.py))

bench: system-deps $(VENV)/.test-installed
	@$(PY) bench/games.py > /dev/null
	@for script in $(BENCHES); do echo "== $$script"; $(PY) $$script || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

# The committed index of cited rulebook lines and eight-word hashes (needs the rulebooks: HERALD_SEEDS or ../shared/seeds).
rulebook-index:
	@$(PYTHON) scripts/rulebook_index.py

# A mutation run over the engine's limits, the store's write path, the access guard and the export check (minutes; not in `make test`).
mutants: $(VENV)/.test-installed
	@$(PY) scripts/mutants.py
