import type { ApiRoute } from "./route-entry";

export const openApiPath = "/api/openapi.json";
export const docsPath = "/api/docs";
export const docsStylePath = "/api/docs/docs.css";

// The document and its page describe themselves too.
export const docsRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: openApiPath,
    tag: "System",
    summary: "This OpenAPI 3.1 document",
    auth: "guest",
    file: "application/json",
  },
  {
    method: "GET",
    path: docsPath,
    tag: "System",
    summary: "The API's docs page",
    auth: "guest",
    file: "text/html",
  },
  {
    method: "GET",
    path: docsStylePath,
    tag: "System",
    summary: "The docs page's styles",
    auth: "guest",
    file: "text/css",
  },
];
