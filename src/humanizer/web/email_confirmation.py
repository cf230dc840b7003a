"""Web sign-up by e-mail confirmation: on when the operator names an SMTP server.

Each new account is free words, and an answer that differs for a taken e-mail tells strangers
who has an account. So, with mail on, a sign-up does the same work and gets the same answer
whatever the e-mail, and what differs goes into a mail that only the address's owner reads:

- a new e-mail gets an account that is pending (it cannot sign in) and a one-time link
  (`SignInLinks`, the links of `humanizer accounts invite`); on the link's page the person
  enters the password chosen at sign-up, which confirms the address and signs in. Asking for
  the password there means neither a mail scanner opening the link nor a person who did not
  sign up can confirm the account of whoever chose that password;
- an e-mail whose account is still pending is handled as a new one: the new password replaces
  the old and a new link replaces the old, so a stranger who signed up first with somebody
  else's address loses the account as soon as its owner signs up;
- an e-mail with a confirmed account gets a mail saying so, with the sign-in page and a
  one-time link to choose a new password (which is also how a forgotten password is reset).

The mails never hold the password. When the mail cannot be sent, nothing is kept: a new
account is removed again and a pending one keeps its old password.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from humanizer.accounts import AccountExists
from humanizer.accounts.service import Account, Accounts
from humanizer.web.mail import Mailer
from humanizer.web.sign_in_links import SignInLinks

LINK_LIFETIME = timedelta(hours=24)
_HOURS = int(LINK_LIFETIME.total_seconds() // 3600)


@dataclass
class EmailConfirmation:
    accounts: Accounts
    links: SignInLinks
    mailer: Mailer
    public_url: str

    async def sign_up(self, email: str, password_hash: str) -> None:
        """Sends the mail the e-mail's sign-up calls for; MailNotSent when it cannot."""
        account = self.accounts.get_account(email)
        if account is None:
            try:
                account = self.accounts.create_account(
                    email, password_hash=password_hash, pending_confirmation=True
                )
            except AccountExists:  # signed up meanwhile, by another request: that one mails
                return
            try:
                await self._send_with_link(account, _confirmation)
            except BaseException:
                self.accounts.delete_pending_account(account.id)
                raise
        elif account.pending_confirmation:
            await self._send_with_link(account, _confirmation)
            self.accounts.set_password(account.id, password_hash)
        else:
            await self._send_with_link(account, self._account_exists)

    async def _send_with_link(self, account: Account, write: "_Writer") -> None:
        """Issues the account's new one-time link and mails it; a link that could not be sent
        is withdrawn."""
        token = self.links.issue(account.id, LINK_LIFETIME)
        subject, body = write(f"{self._base}/invite/{token}")
        try:
            await self.mailer.send(account.email, subject, body)
        except BaseException:
            self.links.consume(token)
            raise

    @property
    def _base(self) -> str:
        return self.public_url.rstrip("/")

    def _account_exists(self, link: str) -> tuple[str, str]:
        return (
            "Your Humanizer account",
            f"Someone, probably you, tried to create a Humanizer account with this e-mail "
            f"address, which already has one.\n\nSign in here:\n\n{self._base}/signin\n\n"
            f"Forgot your password? Choose a new one with this link, which works once within "
            f"{_HOURS} hours:\n\n{link}\n\nIf it was not you, ignore this mail: your password "
            f"stays as it is.\n",
        )


_Writer = Callable[[str], tuple[str, str]]


def _confirmation(link: str) -> tuple[str, str]:
    return (
        "Confirm your e-mail address for Humanizer",
        f"Someone, probably you, created a Humanizer account with this e-mail address.\n\n"
        f"To confirm it, open this link within {_HOURS} hours and enter the password you "
        f"chose:\n\n{link}\n\nThe link works once. If you did not sign up, ignore this mail: "
        f"without confirmation the account cannot be used.\n",
    )
