# One entry point for people and CI. `make test` works on a fresh machine with only python3.
# Dependencies come from the lock files (made by `make lock` with uv from pyproject.toml),
# so CI, Docker and every clone install the same versions: `make run` installs only what
# the bot needs (requirements.lock), `make test` adds the development tools
# (requirements-dev.lock); pip, setuptools and mypy (requirements-build.lock: the
# engine's kernels are compiled by mypyc, below) are pinned too.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV_VERSION := 0.13.8
PIP_VERSION := 26.3

# .venv remembers the interpreter that made it: `make PY=python3.12 run` after a .venv
# made by another Python makes it again (and says so) instead of keeping the old one.
PY_ID := $(shell $(PY) -c 'import hashlib, os, sys; \
	print(hashlib.sha1(os.path.realpath(sys.executable).encode()).hexdigest()[:12])' 2>/dev/null)
ifeq ($(PY_ID),)
$(error $(PY) is not a Python interpreter: install Python 3.11+, or name one with PY=...)
endif
# Checked before anything is installed: pip's refusal of an old Python comes after a
# minute of downloads and names a dependency (tomli), not the Python it needs.
PY_VERSION := $(shell $(PY) -c 'import sys; print("%d.%d" % sys.version_info[:2])')
ifneq ($(shell $(PY) -c 'import sys; print(int(sys.version_info >= (3, 11)))'),1)
$(error ludobot needs Python 3.11 or newer and $(PY) is $(PY_VERSION): install Python 3.11 or newer (your system's python3.11 package) and name it: make PY=python3.11 run)
endif
MADE := $(VENV)/.made-by-$(PY_ID)

.PHONY: test run bench bench-full lint typecheck format lock clean locales-check activity

$(MADE):
	@if [ -d $(VENV) ]; then \
		echo "$(VENV) was made by another Python than $(PY): making it again" >&2; \
		rm -rf $(VENV); fi
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q pip==$(PIP_VERSION)
	$(BIN)/pip install -q --require-hashes -r requirements-build.lock
	touch $@

# What `make run` needs: the bot's own dependencies, nothing for development.
$(VENV)/.runtime: $(MADE) pyproject.toml requirements.lock requirements-build.lock
	$(BIN)/pip install -q --require-hashes -r requirements-build.lock
	$(BIN)/pip install -q --require-hashes -r requirements.lock
	@# -qq: setuptools prints an information banner for every editable install.
	$(BIN)/pip install -qq --no-deps --no-build-isolation -e .
	touch $@

# What `make test` needs: the same pins plus the linters, type checker and test tools.
$(VENV)/.dev: $(MADE) pyproject.toml requirements-dev.lock requirements-build.lock
	$(BIN)/pip install -q --require-hashes -r requirements-dev.lock
	$(BIN)/pip install -qq --no-deps --no-build-isolation -e .
	touch $@

# The engine's kernels (its position, tables, move generation and turn) compiled by mypyc
# into the venv (bot/build_kernels.py), again whenever the engine's source changes (a
# build is loaded only beside the source it was made from): the engine and `ludobot
# simulate` play 3-6 times as fast. Optional: where it cannot compile
# bot.build_kernels says why and exits 1, and make says that ludobot runs the same
# kernels as Python (the same games, slower) and goes on.
KERNEL_SOURCES := $(wildcard bot/engine/*.py)
$(VENV)/.kernels: $(MADE) $(KERNEL_SOURCES)
	@$(BIN)/python -m bot.build_kernels || echo "make: the kernels were not compiled" \
		"(why: above): ludobot runs them as Python, the same games slower;" \
		"'make' tries again after the engine's source changes" >&2
	@touch $@

# The Discord Activity's page (web/activity/: the Embedded App SDK and esbuild, pinned by
# package-lock.json) built into web/static/activity/, which the bot serves; nothing is
# fetched when it runs. The build is committed too, so `make run` needs no Node.js: it is
# made again (npm ci, then esbuild) only when web/activity/ changed since the build that
# web/static/activity/SOURCE names (a hash of its sources, not a file date, which a clone
# does not keep). Without npm a stale build is said plainly, and kept.
ACTIVITY_SOURCES := web/activity/package.json web/activity/package-lock.json \
	web/activity/build.mjs $(sort $(wildcard web/activity/src/*))
activity:
	@sum=$$(cat $(ACTIVITY_SOURCES) | sha256sum | cut -c1-16); \
	if [ -f web/static/activity/index.html ] \
		&& [ "$$(cat web/static/activity/SOURCE 2>/dev/null)" = "$$sum" ]; then :; \
	elif command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1; then \
		echo "activity: building web/static/activity/ from web/activity/ (npm ci, esbuild)"; \
		(cd web/activity && npm ci --no-audit --no-fund --loglevel=error && node build.mjs) \
			&& echo "$$sum" > web/static/activity/SOURCE; \
	else \
		echo "activity: npm and node are not installed, so web/static/activity/ was not" \
			"rebuilt from the changed web/activity/ (install Node.js 20 with npm, then" \
			"make activity); the bot serves the build that is there" >&2; \
	fi

# The development environment (`make .venv/bin/ludobot`, as before the two sets).
$(BIN)/ludobot: $(VENV)/.dev
	touch $@

test: $(VENV)/.dev $(VENV)/.kernels activity
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/hadolint Dockerfile
	$(BIN)/pytest

lint: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/hadolint Dockerfile

typecheck: $(VENV)/.dev
	$(BIN)/mypy

format: $(VENV)/.dev
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# Every catalogue (bot/i18n/locales/<code>/ludobot.ftl) parses, and has every message of
# the English one with the same placeholders (part of `make test` too).
locales-check: $(VENV)/.dev
	$(BIN)/pytest -q -p no:randomly tests/test_locales.py

# `ludobot run` has already said what went wrong in one line (and its exit code is
# documented for scripts); make's own "Error 2" after it would only be noise.
run: $(VENV)/.runtime $(VENV)/.kernels activity
	@$(BIN)/ludobot run || { code=$$?; [ $$code -ge 2 ] && [ $$code -le 4 ]; }

# Under a minute; `make bench-full` adds the long runs and the anchors (other projects,
# installed on demand into their own environment under .bench/, never into .venv).
bench: $(VENV)/.dev $(VENV)/.kernels
	$(BIN)/python -m benchmarks

bench-full: $(VENV)/.dev $(VENV)/.kernels
	$(BIN)/python -m benchmarks --full

lock:
	$(PY) -m venv .tools
	.tools/bin/pip install -q uv==$(UV_VERSION)
	.tools/bin/uv pip compile pyproject.toml --universal --python-version 3.11 \
		--generate-hashes --no-header -q -o requirements.lock
	.tools/bin/uv pip compile pyproject.toml --extra test --universal \
		--python-version 3.11 --generate-hashes --no-header -q -o requirements-dev.lock
	.tools/bin/uv pip compile requirements-build.in --universal --python-version 3.11 \
		--generate-hashes --no-header -q -o requirements-build.lock
	.tools/bin/uv pip compile benchmarks/anchors.in --universal --python-version 3.11 \
		--generate-hashes --no-header -q -o benchmarks/anchors.lock

clean:
	rm -rf $(VENV) .bench .tools .mypy_cache .pytest_cache .ruff_cache
