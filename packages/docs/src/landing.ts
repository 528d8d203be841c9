/** The landing page (index.html): what haulkit is, how to get a token, quick starts, links. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { escapeHtml, type NavLink, renderShell } from "./layout.js";

export interface ReferenceLink {
  file: string;
  name: string;
  title: string;
  summary: string;
  operations: number;
  webhooks: number;
}

const code = (text: string): string => `<pre><code>${escapeHtml(text.trim())}</code></pre>`;

const tokenRequest = `
curl -X POST -u "$CLIENT_ID:$CLIENT_SECRET" \\
  "$BASE_URL/oauth/token?grant_type=client_credentials"
`;

const tokenUse = `
curl -H "Authorization: Bearer $ACCESS_TOKEN" "$BASE_URL/v1/public/orders"
`;

/** The client quick start: a real file, compiled by this package's typecheck, so the sample cannot rot. */
const clientQuickStart = readFileSync(
  fileURLToPath(new URL("../samples/client-quick-start.ts", import.meta.url)),
  "utf8",
);

const contractRun = `
# against haulkit's embedded sandbox: no credentials, no network
npx --yes pnpm@10.34.8 install --frozen-lockfile && npx --yes pnpm@10.34.8 contract
# against another target
HAULKIT_SHIPPER_URL=https://sandbox.example.com HAULKIT_CLIENT_ID=... HAULKIT_CLIENT_SECRET=... \\
  npx --yes pnpm@10.34.8 contract
`;

function referenceCard(ref: ReferenceLink): string {
  const counts = [`${ref.operations} operations`, ref.webhooks > 0 ? `${ref.webhooks} webhook actions` : ""]
    .filter(Boolean)
    .join(", ");
  return `<li><a href="${escapeHtml(ref.file)}">${escapeHtml(ref.title)}</a>
<p>${escapeHtml(ref.summary)}</p>
<p>${escapeHtml(counts)}</p></li>`;
}

/** The landing page's HTML. */
export function renderLanding(references: ReferenceLink[], gapsFile: string, nav: NavLink[]): string {
  const body = `
<h1>haulkit API reference</h1>
<p class="lead">haulkit is a TypeScript toolkit for a vehicle-transport <strong>shipper API</strong> and its separate
<strong>recommended-price (pricing) service</strong>: hand-written OpenAPI 3.1 descriptions, a contract suite that
proves a target behaves as documented, a typed client and this reference.</p>

<h2 id="references">References</h2>
<ul class="cards">
${references.map(referenceCard).join("\n")}
</ul>
<p>Each operation shows its <strong>provenance</strong>: <code>seed</code> when the method and path come from the source
documents, <code>public-docs</code> when only the service's public documentation shows them, <code>sandbox</code> for
haulkit's own sandbox test helpers (not part of the real service). Everything the documents leave open, and the
behaviour chosen for it, is in the <a href="${escapeHtml(gapsFile)}">gaps list</a>.</p>

<h2 id="token">Get a token</h2>
<p>The shipper API uses OAuth 2.0 client credentials. Send <code>POST /oauth/token?grant_type=client_credentials</code>
with HTTP Basic authentication (your client id and client secret) and no body:</p>
${code(tokenRequest)}
<p>The answer carries <code>access_token</code>, <code>token_type</code> (<code>bearer</code>), <code>expires_in</code>
(seconds, about ten days) and <code>scope</code> (<code>read write</code>). Send the token on every other request; there is
no refresh: request a new token when it expires.</p>
${code(tokenUse)}
<p>The pricing service takes no token: every request carries the header <code>X-API-Key</code>.</p>

<h2 id="client">Quick start with the typed client</h2>
<p><code>@haulkit/client</code> (with <code>@haulkit/types</code> and <code>@haulkit/spec</code>) requests the token
itself and a new one before it expires, retries with <code>Retry-After</code>, throws a typed <code>ApiError</code>
and pages through lists. Paths, parameters, bodies and answers are typed from this reference:</p>
${code(clientQuickStart)}

<h2 id="contract">Run the contract suite</h2>
<p>The contract suite checks that a target (the vendor's sandbox or haulkit's embedded sandbox) behaves as this
reference documents, business rules included, and writes JUnit and coverage reports:</p>
${code(contractRun)}

<h2 id="gaps">Gaps and assumptions</h2>
<p>The <a href="${escapeHtml(gapsFile)}">gaps list</a> names every "not shown" of the source documents and every
inconsistency inside them, with what the spec does about it.</p>
`;
  return renderShell({
    title: "haulkit API reference",
    description:
      "Reference of the shipper API and the recommended-price service, generated from haulkit's OpenAPI 3.1 specs.",
    nav,
    current: "index.html",
    body,
  });
}
