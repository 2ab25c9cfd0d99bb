# One entry point for people and CI. `make test` works on a fresh machine with only python3.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: test run bench lint typecheck format clean

$(BIN)/ludobot: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $@

test: $(BIN)/ludobot
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/pytest

lint: $(BIN)/ludobot
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(BIN)/ludobot
	$(BIN)/mypy

format: $(BIN)/ludobot
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

run: $(BIN)/ludobot
	$(BIN)/ludobot run

bench: $(BIN)/ludobot
	$(BIN)/pip install -q -e '.[test,bench]'
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
