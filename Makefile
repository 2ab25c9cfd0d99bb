# One entry point for people and CI. `make test` works on a fresh machine with only python3.
# Dependencies come from the lock files (made by `make lock` with uv from pyproject.toml),
# so CI, Docker and every clone install the same versions.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV_VERSION := 0.13.8

.PHONY: test run bench bench-full lint typecheck format lock clean locales-check

$(BIN)/ludobot: pyproject.toml requirements-dev.lock
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q --require-hashes -r requirements-dev.lock
	@# -qq: setuptools prints an information banner for every editable install.
	$(BIN)/pip install -qq --no-deps -e .
	touch $@

test: $(BIN)/ludobot
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/hadolint Dockerfile
	$(BIN)/pytest

lint: $(BIN)/ludobot
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/hadolint Dockerfile

typecheck: $(BIN)/ludobot
	$(BIN)/mypy

format: $(BIN)/ludobot
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# Every catalogue (bot/i18n/locales/<code>/ludobot.ftl) parses, and has every message of
# the English one with the same placeholders (part of `make test` too).
locales-check: $(BIN)/ludobot
	$(BIN)/pytest -q -p no:randomly tests/test_locales.py

# `ludobot run` has already said what went wrong in one line (and its exit code is
# documented for scripts); make's own "Error 2" after it would only be noise.
run: $(BIN)/ludobot
	@$(BIN)/ludobot run || { code=$$?; [ $$code -ge 2 ] && [ $$code -le 4 ]; }

# Under a minute; `make bench-full` adds the long runs and the anchors (other projects,
# installed on demand into their own environment under .bench/, never into .venv).
bench: $(BIN)/ludobot
	$(BIN)/python -m benchmarks

bench-full: $(BIN)/ludobot
	$(BIN)/python -m benchmarks --full

lock:
	$(PY) -m venv .tools
	.tools/bin/pip install -q uv==$(UV_VERSION)
	.tools/bin/uv pip compile pyproject.toml --universal --python-version 3.11 \
		--generate-hashes --no-header -q -o requirements.lock
	.tools/bin/uv pip compile pyproject.toml --extra test --universal \
		--python-version 3.11 --generate-hashes --no-header -q -o requirements-dev.lock
	.tools/bin/uv pip compile benchmarks/anchors.in --universal --python-version 3.11 \
		--generate-hashes --no-header -q -o benchmarks/anchors.lock

clean:
	rm -rf $(VENV) .bench .tools .mypy_cache .pytest_cache .ruff_cache
