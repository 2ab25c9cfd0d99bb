# ludobot: a slim image, a non-root user, the database on a volume.
# `docker compose up -d` with a .env file is the one-command deployment (README.md).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    LUDOBOT_DATABASE=/data/ludobot.sqlite3

WORKDIR /app

# FriBiDi, which Pillow's bundled raqm loads at run time: with it, Devanagari (Hindi),
# Thai and Arabic names on the pictures are shaped (the slim image lacks it).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*

# The dependencies first, pinned with hashes by the lock: this layer is rebuilt only
# when requirements.lock changes, not on every code edit. The build stops if Pillow
# cannot shape text (raqm missing): the pictures would draw Hindi unshaped.
COPY requirements.lock ./
RUN pip install --require-hashes -r requirements.lock \
    && python -c "from PIL import features; assert features.check('raqm'), 'no raqm'"

# The code; an edit rebuilds from here on, in seconds.
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
RUN pip install --no-deps . \
    && useradd --system --uid 10001 --user-group --create-home --home-dir /home/ludobot ludobot \
    && mkdir -p /data \
    && chown 10001:10001 /data

# The code stays root-owned (read-only to the bot); the bot writes only /data and its
# home, the working folder, where `ludobot demo` puts demo-out/.
USER 10001:10001
WORKDIR /home/ludobot
VOLUME ["/data"]

# Healthy = connected to Discord (heartbeat at most 90 s old) and the database answers.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 \
    CMD ["ludobot", "health"]

# discord.py closes cleanly on SIGINT (docker stop sends SIGTERM by default).
STOPSIGNAL SIGINT
# DISCORD_TOKEN comes from the environment (compose: the .env file).
CMD ["ludobot", "run"]
