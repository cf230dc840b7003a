"""The web application: sign-up, humanize, usage, API keys and plan pages, served by the same
process as the API and drawing on the same quota and ledger."""
