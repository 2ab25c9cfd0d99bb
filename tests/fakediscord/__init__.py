"""A stand-in Discord (gateway and REST) on 127.0.0.1 for end-to-end tests."""

from .server import APP_ID, FakeDiscord, Interaction, Message, User, fake_discord

__all__ = ["APP_ID", "FakeDiscord", "Interaction", "Message", "User", "fake_discord"]
