"""A stand-in Discord (gateway and REST) on 127.0.0.1 for end-to-end tests of a real bot.

    async with FakeDiscord() as fd:                  # discord.py now talks to 127.0.0.1
        ann = fd.add_user(11, "Ann")                 # admin=True: Administrator
        async with fd.running(MyBot()) as bot:       # started, on_ready seen; closed after
            inter = await fd.answered(await fd.slash("demo ping", ann))
            board = inter.original                   # the stored Message (data, attachments)
            await fd.answered(await fd.click(board, "demo:1", ann))
            assert board.attachment.startswith(b"\x89PNG")

``fd.click``/``fd.slash``/``fd.submit_modal`` only deliver the interaction; await
``fd.answered(inter)`` (or ``inter.done()``) for the bot's answer. Effects that are not
interaction responses (channel posts and edits): ``fd.wait_message`` / ``fd.wait_for``.
"""

from .models import (
    ALL_PERMISSIONS,
    APP_ID,
    BOT_USER,
    CREATE_PUBLIC_THREADS,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    MANAGE_EVENTS,
    MANAGE_GUILD,
    MEMBER_PERMISSIONS,
    Attachment,
    Channel,
    Failure,
    FakeClock,
    Guild,
    Interaction,
    Message,
    Role,
    User,
)
from .server import FakeDiscord, Hold, Session, fake_discord

__all__ = [
    "ALL_PERMISSIONS",
    "APP_ID",
    "BOT_USER",
    "CREATE_PUBLIC_THREADS",
    "EPHEMERAL",
    "IS_COMPONENTS_V2",
    "MANAGE_EVENTS",
    "MANAGE_GUILD",
    "MEMBER_PERMISSIONS",
    "Attachment",
    "Channel",
    "Failure",
    "FakeClock",
    "FakeDiscord",
    "Guild",
    "Hold",
    "Interaction",
    "Message",
    "Role",
    "Session",
    "User",
    "fake_discord",
]
