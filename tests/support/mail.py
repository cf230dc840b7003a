"""A real SMTP server (aiosmtpd) for the tests, keeping every message it accepts."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller

from tests.support.server import free_port


@dataclass
class Inbox:
    """aiosmtpd handler keeping every message it accepts."""

    messages: list[EmailMessage] = field(default_factory=list)

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        message = message_from_bytes(envelope.content, policy=policy.default)
        assert isinstance(message, EmailMessage)
        self.messages.append(message)
        return "250 OK"

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if m["To"] == address]

    def only_mail_to(self, address: str) -> tuple[str, str]:
        """Subject and body of the one mail sent to `address`."""
        [message] = self.to(address)
        body = message.get_body(("plain",))
        assert body is not None
        return str(message["Subject"]), body.get_content()


@contextmanager
def smtp_server(**options: Any) -> Iterator[tuple[Inbox, int]]:
    """An SMTP server on a free loopback port (aiosmtpd `options`: TLS, authentication)."""
    inbox, port = Inbox(), free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port, **options)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()
