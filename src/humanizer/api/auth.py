"""Who is calling the API: the Bearer key, and whether the account's plan includes the API."""

from fastapi import Request

from humanizer.accounts.keys import key_hint
from humanizer.accounts.service import Accounts, Caller
from humanizer.api.errors import ApiError
from humanizer.observability.requests import note

# The Bearer API key, declared for the OpenAPI document (app.py adds the scheme).
SECURITY_SCHEMES = {
    "ApiKey": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key (hmz_…) in `Authorization: Bearer <key>`.",
    }
}
SECURITY: list[dict[str, list[str]]] = [{"ApiKey": []}]


async def authenticate(request: Request, accounts: Accounts) -> Caller:
    header = request.headers.get("authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise ApiError(
            401,
            "missing_api_key",
            "Send your API key in the header `Authorization: Bearer <API_KEY>`.",
        )
    note(request.scope, channel="api")
    caller = accounts.authenticate(key.strip())
    if caller is None:
        raise ApiError(401, "invalid_api_key", "The API key is not valid or has been revoked.")
    note(
        request.scope,
        account_id=caller.account_id,
        key_id=caller.key_id,
        key_hint=key_hint(key.strip()),
    )
    if not caller.plan.api_access:
        raise ApiError(
            403,
            "plan_forbidden",
            f"The {caller.plan.name} plan does not include the API; upgrade to a paid plan.",
        )
    return caller


def rate_bucket(caller: Caller) -> str:
    """The rate window of an account: all its keys together (DECISIONS.md §4)."""
    return f"account:{caller.account_id}"
