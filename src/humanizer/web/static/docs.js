// Starts Swagger UI on /docs (a file, not an inline script, so the Content-Security-Policy holds).
window.addEventListener("DOMContentLoaded", () => {
  const root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: root.dataset.openapiUrl,
    dom_id: "#swagger-ui",
    deepLinking: true,
    persistAuthorization: false,
    validatorUrl: null, // the default badge calls a validator on another site
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
