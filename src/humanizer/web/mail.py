"""Sending mail through the operator's SMTP server (HUMANIZER_SMTP_URL, HUMANIZER_MAIL_FROM).

`smtps://` speaks TLS from the first byte (port 465 by default); `smtp://` (port 587 by default)
upgrades with STARTTLS whenever the server offers it, and refuses to send a user name and
password over a connection that it could not upgrade. The standard library's `smtplib` does
the work in a thread, off the event loop. Nothing of a message, its recipient or the server's
password is ever logged: a failure is logged by its kind only.
"""

import logging
import smtplib
import ssl
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import formatdate, make_msgid, parseaddr
from urllib.parse import unquote, urlsplit

import anyio

from humanizer.settings import Settings

log = logging.getLogger("humanizer.mail")

SMTP_TIMEOUT_SECONDS = 15.0  # per network operation of smtplib
_DEFAULT_PORTS = {"smtp": 587, "smtps": 465}


class MailSettingsError(ValueError):
    """HUMANIZER_SMTP_URL or HUMANIZER_MAIL_FROM cannot be used; the message says why (and
    never repeats the URL, which may hold a password)."""


class MailNotSent(Exception):
    """The SMTP server could not be reached or did not take the message."""


@dataclass(frozen=True)
class SmtpServer:
    host: str
    port: int
    implicit_tls: bool
    sender: str
    username: str | None = None
    password: str | None = field(default=None, repr=False)


def smtp_server(settings: Settings) -> SmtpServer | None:
    """The configured SMTP server; None when e-mail is off (no HUMANIZER_SMTP_URL)."""
    if not settings.smtp_url:
        return None
    parts = urlsplit(settings.smtp_url)
    if parts.scheme not in _DEFAULT_PORTS:
        raise MailSettingsError("HUMANIZER_SMTP_URL must start with smtp:// or smtps://")
    try:
        port = parts.port or _DEFAULT_PORTS[parts.scheme]
    except ValueError:
        raise MailSettingsError("HUMANIZER_SMTP_URL has a port that is not a number") from None
    if not parts.hostname:
        raise MailSettingsError("HUMANIZER_SMTP_URL names no host, as in smtp://mail.example:587")
    _name, sender = parseaddr(settings.mail_from or "")
    if "@" not in sender:
        raise MailSettingsError(
            "HUMANIZER_SMTP_URL needs HUMANIZER_MAIL_FROM, the address the mails come from "
            "(e.g. 'Humanizer <no-reply@example.com>')"
        )
    return SmtpServer(
        host=parts.hostname,
        port=port,
        implicit_tls=parts.scheme == "smtps",
        sender=settings.mail_from or sender,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
    )


class Mailer:
    def __init__(self, server: SmtpServer) -> None:
        self.server = server

    async def send(self, to: str, subject: str, body: str) -> None:
        """Hands one plain-text message to the SMTP server; MailNotSent when it cannot."""
        message = EmailMessage()
        message["From"] = self.server.sender
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = formatdate(localtime=False, usegmt=True)
        message["Message-ID"] = make_msgid(
            domain=parseaddr(self.server.sender)[1].partition("@")[2]
        )
        message.set_content(body)
        try:
            await anyio.to_thread.run_sync(self._send_now, message)
        except (smtplib.SMTPException, OSError, MailNotSent) as error:
            log.warning("mail not sent: %s", _kind(error))
            raise MailNotSent(_kind(error)) from None

    def _send_now(self, message: EmailMessage) -> None:
        server = self.server
        context = ssl.create_default_context()
        connection: smtplib.SMTP
        if server.implicit_tls:
            connection = smtplib.SMTP_SSL(
                server.host, server.port, timeout=SMTP_TIMEOUT_SECONDS, context=context
            )
        else:
            connection = smtplib.SMTP(server.host, server.port, timeout=SMTP_TIMEOUT_SECONDS)
        with connection:
            if not server.implicit_tls:
                connection.ehlo()
                if connection.has_extn("starttls"):
                    connection.starttls(context=context)
                    connection.ehlo()
                elif server.username:
                    raise MailNotSent("no STARTTLS: the SMTP password is not sent in clear")
            if server.username:
                connection.login(server.username, server.password or "")
            connection.send_message(message)


def _kind(error: BaseException) -> str:
    """What went wrong, without anything the error might quote (recipients, server replies)."""
    if isinstance(error, MailNotSent):
        return str(error)
    code = getattr(error, "smtp_code", None)
    return f"{type(error).__name__} {code}" if code else type(error).__name__
