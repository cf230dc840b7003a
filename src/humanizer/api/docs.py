"""The interactive API documentation at /docs, served entirely from this server.

FastAPI's own /docs page loads Swagger UI from a CDN (blank without internet) and starts it with
an inline script (refused by the Content-Security-Policy). Here the assets come from the
`swagger-ui-bundle-v2` package and the page starts Swagger UI with /static/docs.js.
"""

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from swagger_ui_bundle import swagger_ui_path

SWAGGER_UI_URL = "/static/swagger-ui"

_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title} · API documentation</title>
  <link rel="stylesheet" href="{assets}/swagger-ui.css">
  <link rel="icon" type="image/png" href="{assets}/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui" data-openapi-url="{openapi_url}"></div>
  <script src="{assets}/swagger-ui-bundle.js"></script>
  <script src="/static/docs.js"></script>
</body>
</html>
"""


def install_docs(app: FastAPI) -> None:
    """Serves /docs and the Swagger UI assets. Create the app with `docs_url=None` and
    `redoc_url=None` (ReDoc needs a CDN and blob: workers)."""
    page = _PAGE.format(title=app.title, assets=SWAGGER_UI_URL, openapi_url=app.openapi_url)

    @app.get("/docs", include_in_schema=False)
    async def docs() -> HTMLResponse:
        return HTMLResponse(page)

    app.mount(SWAGGER_UI_URL, StaticFiles(directory=str(swagger_ui_path)), name="swagger-ui")
