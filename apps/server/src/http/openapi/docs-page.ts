import { docsStylePath, openApiPath } from "./docs-routes";

// The docs page: the OpenAPI document rendered on the server as plain HTML (no script, so it runs
// under the app's CSP of script-src 'self' and ships nothing to the guest app's bundle). Each operation
// opens to its parameters, body and answer schemas.
type Operation = {
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const schemaBlock = (title: string, schema: unknown) =>
  `<h3>${escapeHtml(title)}</h3><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

function authText(op: Operation): string {
  if (op.security.length === 0) return "guest (no credentials)";
  return op.security.map((alternative) => Object.keys(alternative).join(" + ")).join(" or ");
}

function operationHtml(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, media]) => schemaBlock(`Body (${type})`, media.schema))
        .join("")
    : "";
  const answers = Object.entries(op.responses)
    .filter(([status]) => status.startsWith("2"))
    .flatMap(([status, answer]) =>
      Object.entries(answer.content ?? {}).map(([type, media]) =>
        schemaBlock(`${status} (${type})`, media.schema ?? {}),
      ),
    )
    .join("");
  return `<details><summary><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary)} <span class="auth">${escapeHtml(authText(op))}</span></summary>${params}${body}${answers}<p>Errors: 4XX and 5XX in the error envelope.</p></details>`;
}

export function renderDocsPage(doc: Document): string {
  const sections = doc.tags
    .map(({ name }) => {
      const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.tags.includes(name))
          .map(([method, op]) => operationHtml(method, path, op)),
      );
      return `<section><h2>${escapeHtml(name)}</h2>${ops.join("")}</section>`;
    })
    .join("");
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><link rel="stylesheet" href="${docsStylePath}"></head>
<body><main><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>The machine-readable document: <a href="${openApiPath}">${openApiPath}</a> (OpenAPI 3.1). Authentication:
<strong>serviceToken</strong> is <code>Authorization: Bearer &lt;STAFF_TOKEN&gt;</code>; <strong>staffSession</strong>
the console's session cookie, with <strong>consoleCsrf</strong> (<code>x-tablewise-console: 1</code>) on changes.</p>
${sections}</main></body></html>`;
}

export const docsCss = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-inline-size:72rem;margin-inline:auto;padding:1rem}
h3{font-size:1rem}
h2{border-block-end:1px solid #ccc;margin-block-start:2rem}
details{border:1px solid #ddd;border-radius:6px;margin-block:.5rem;padding:.5rem .75rem}
summary{cursor:pointer;min-block-size:24px}
.method{display:inline-block;min-inline-size:3.5rem;font-weight:700;font-family:monospace}
.auth{color:#555;font-size:.875rem;margin-inline-start:.5rem}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;max-block-size:30rem;font-size:.8rem}
table{border-collapse:collapse;inline-size:100%}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:start;vertical-align:top}
td code{word-break:break-all}
`;
