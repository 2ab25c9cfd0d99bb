# ludobot: a slim image, a non-root user, the database on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    LUDOBOT_DATABASE=/data/ludobot.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
RUN pip install --no-cache-dir . \
    && useradd --system --uid 10001 --home-dir /app ludobot \
    && mkdir -p /data && chown ludobot /data

USER ludobot
VOLUME ["/data"]
# discord.py closes cleanly on SIGINT (docker stop sends SIGTERM by default).
STOPSIGNAL SIGINT
# DISCORD_TOKEN comes from the environment (docker run -e DISCORD_TOKEN=...).
CMD ["ludobot", "run"]
