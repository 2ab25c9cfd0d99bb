# ludobot: a slim image, a non-root user, the database on a volume.
# `docker compose up -d` with a .env file is the one-command deployment (README.md).
# Base images are pinned by digest (python:3.11-slim): a rebuild gets the same system.
# Under podman or buildah, build with `--format docker`: the OCI format has no
# HEALTHCHECK, and it would be dropped without a word.
ARG PYTHON_IMAGE=python:3.11-slim@sha256:9c900dea9e8fb7e16277c179b555cc72d29a352dbc33cff48ad5a0412fd5bfc7

# The Discord Activity's page: web/activity/ bundled by esbuild with the Embedded App SDK,
# both pinned by package-lock.json, into web/static/activity/ (Debian's Node.js, in this
# stage only: the image serves the files and fetches nothing when it runs).
FROM ${PYTHON_IMAGE} AS activity
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends nodejs npm \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src/web/activity
COPY web/activity/package.json web/activity/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/activity/build.mjs ./
COPY web/activity/src ./src
RUN node build.mjs

# The project installed into a folder of its own, where its source stays behind.
FROM ${PYTHON_IMAGE} AS project
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
# A C compiler for mypyc (the engine's kernels, below), in this stage only.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
# The build backend and mypy, pinned with their hashes, before the code: a code edit needs
# no download.
COPY requirements-build.lock ./
RUN pip install --require-hashes -r requirements-build.lock
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
COPY web ./web
COPY --from=activity /src/web/static/activity ./web/static/activity
RUN pip install --no-deps --no-build-isolation --root /installed .
# The engine's kernels compiled by mypyc (requirements-build.lock), kept where the
# image's Python looks for them (<prefix>/lib/ludobot-kernels, keyed by the engine's
# source). Should compiling fail, this says so and the bot runs them as Python.
RUN python -m bot.build_kernels --root /installed \
    || echo "the kernels were not compiled (why: above): the image runs them as Python" >&2

FROM ${PYTHON_IMAGE}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    LUDOBOT_VOLUME=/data \
    LUDOBOT_DATABASE=/data/ludobot.sqlite3

# FriBiDi, which Pillow's bundled raqm loads at run time: with it, Devanagari (Hindi),
# Thai and Arabic names on the pictures are shaped (the slim image lacks it).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*

# The user first (uid and gid 10001, outside the system range: no clash with the host's
# users; --no-log-init: no sparse lastlog file of a high uid's size).
RUN groupadd --gid 10001 ludobot \
    && useradd --uid 10001 --gid 10001 --no-log-init --create-home --home-dir /home/ludobot \
       --shell /usr/sbin/nologin ludobot \
    && mkdir -p /data \
    && chown 10001:10001 /data

# The dependencies, pinned with hashes by the lock: this layer is rebuilt only when
# requirements.lock changes, not on every code edit. The build stops if Pillow
# cannot shape text (raqm missing): the pictures would draw Hindi unshaped.
COPY requirements.lock /tmp/requirements.lock
RUN pip install --require-hashes -r /tmp/requirements.lock && rm /tmp/requirements.lock \
    && python -c "from PIL import features; assert features.check('raqm'), 'no raqm'"

# The project's installed files only (its package and the ludobot command): no source, no
# wheel. A plain COPY: every builder (BuildKit, buildah, podman) sees an edit in it.
COPY --from=project /installed/ /

# The code is root-owned (read-only to the bot); the bot writes only /data and its home,
# the working folder, where `ludobot demo` puts demo-out/.
USER 10001:10001
WORKDIR /home/ludobot
# LUDOBOT_VOLUME: `ludobot run` refuses a database anywhere else (it would be lost).
VOLUME ["/data"]

# Healthy = connected to Discord (heartbeat at most 90 s old) and the database answers.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 \
    CMD ["ludobot", "health"]

# docker stop's SIGTERM stops the bot cleanly (as Ctrl+C does): no STOPSIGNAL needed.
# DISCORD_TOKEN comes from the environment (compose: the .env file).
CMD ["ludobot", "run"]
