// Renders docs/generated/openapi.json with Redoc (bundled with the project, no CDN). A separate file, so the
// page's Content-Security-Policy allows no inline script.
(function () {
  var element = document.getElementById('redoc');
  var spec = new URL(element.getAttribute('data-spec-url'), window.location.href).href;
  window.Redoc.init(spec, { expandResponses: '200,201', pathInMiddlePanel: true, sortPropsAlphabetically: false }, element);
})();
