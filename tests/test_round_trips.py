"""Round trips to PostgreSQL per API request, counted on the wire (tests/support/wire.py).

The figures held here are what issue 18 brought them to; a change that adds a round trip to the
hot path fails this test. The rate limiter is the in-process one, so that only the database
is counted."""

import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from humanizer.api.app import create_app
from humanizer.settings import Settings
from humanizer.storage.database import upgrade_database
from tests.support.wire import WireCount

pytestmark = pytest.mark.postgres

TEXT = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


@pytest.fixture
async def app_on_postgres(
    postgres_url: str, tmp_path: Path
) -> AsyncIterator[tuple[httpx.AsyncClient, WireCount, str]]:
    upgrade_database(postgres_url)
    settings = Settings(
        data_dir=tmp_path,
        database_url=postgres_url,
        rate_limiter="memory",
        secret_key="round-trip-test-secret",
        first_start_account=False,
        engine_workers=1,
    )
    app = create_app(settings)
    accounts = app.state.accounts
    accounts.create_account(f"{uuid.uuid4().hex[:8]}@example.com", "pro")
    email = accounts.list_accounts()[-1].email
    _, key = accounts.create_key(email)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            yield client, WireCount(accounts.db, tmp_path / "wire.trace"), key


async def round_trips_of(
    client: httpx.AsyncClient, wire: WireCount, headers: dict[str, str], body: dict[str, str]
) -> int:
    before = wire.round_trips()
    answer = await client.post("/api/v1/humanize", headers=headers, json=body)
    assert answer.status_code == 200, answer.text
    return wire.round_trips() - before


async def test_one_api_request_is_two_round_trips(
    app_on_postgres: tuple[httpx.AsyncClient, WireCount, str],
) -> None:
    client, wire, key = app_on_postgres
    headers = {"Authorization": f"Bearer {key}"}
    # Warm: the pool's connections are open, as on a server that has served before.
    await round_trips_of(client, wire, headers, {"text": TEXT})
    # The key, its account, plan and month's usage in one statement; the charge in another.
    assert await round_trips_of(client, wire, headers, {"text": TEXT}) == 2
    sent = [line for line in wire.lines() if line.startswith("F\t")]
    assert not any('"BEGIN"' in line or '"ROLLBACK"' in line for line in sent[-12:])


async def test_a_call_with_an_idempotency_key_adds_its_check_and_a_transaction(
    app_on_postgres: tuple[httpx.AsyncClient, WireCount, str],
) -> None:
    client, wire, key = app_on_postgres
    headers = {"Authorization": f"Bearer {key}"}
    await round_trips_of(client, wire, headers, {"text": TEXT})
    keyed = {**headers, "Idempotency-Key": uuid.uuid4().hex}
    # authentication, the replay check, then BEGIN, the key, the charge, COMMIT
    assert await round_trips_of(client, wire, keyed, {"text": TEXT}) == 6
    # answered again: authentication and the replay check only
    assert await round_trips_of(client, wire, keyed, {"text": TEXT}) == 2
