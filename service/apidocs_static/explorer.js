// The Moonhall API explorer: Swagger UI (files of the flask-swagger-ui package, served by
// Moonhall itself) on /openapi.yaml. Nothing is fetched from another host: the
// validator badge (validator.swagger.io) is off.
"use strict";

// The filter box matches a tag, a path, a method, a summary, an operationId or a
// description (Swagger UI's own filter matches tag names only).
function moonhallOpsFilter(taggedOps, phrase) {
  var q = String(phrase || "").trim().toLowerCase();
  if (!q) return taggedOps;
  function has(v) { return v != null && String(v).toLowerCase().indexOf(q) !== -1; }
  return taggedOps.map(function (tagObj, tag) {
    if (has(tag)) return tagObj;
    return tagObj.set("operations", tagObj.get("operations").filter(function (op) {
      var o = op.get("operation");
      return has(op.get("path")) || has(op.get("method")) || has(o.get("summary")) ||
        has(o.get("operationId")) || has(o.get("description"));
    }));
  }).filter(function (tagObj) { return tagObj.get("operations").size > 0; });
}

window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.yaml",
    dom_id: "#swagger-ui",
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [function () { return { fn: { opsFilter: moonhallOpsFilter } }; }],
    layout: "BaseLayout",
    deepLinking: true,
    filter: true,
    tryItOutEnabled: false,
    displayOperationId: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 1,
    defaultModelExpandDepth: 2,
    docExpansion: "list",
    persistAuthorization: true,
    showExtensions: false,
    validatorUrl: null
  });
});
