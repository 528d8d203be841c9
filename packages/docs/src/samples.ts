/**
 * Code samples of every operation (Redoc's `x-codeSamples`), generated from the bundle: a curl command and a
 * TypeScript program with `@haulkit/client`. Path parameters and guids in bodies are variables (`ORDER_GUID`).
 */
import { deref } from "@haulkit/spec/documents";
import { operationsOf as specOperations } from "@haulkit/spec/operations";
import {
  type SampleValue,
  SampleVariable,
  shellJson,
  shellQueryValue,
  tsLiteral,
  variableName,
  variablesOf,
  withVariables,
} from "./sample-values.js";

/** One entry of Redoc's `x-codeSamples`. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface OperationSamples {
  operationId: string;
  method: string;
  path: string;
  /** The operation's documented success status (its first 2xx response). */
  successStatus: number;
  /** Every variable the samples read besides the address and credentials, in order. */
  variables: SampleVariable[];
  curl: string;
  typescript: string;
}

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown };
}

/** How an API authenticates, and which client factory its TypeScript samples use. */
interface ApiStyle {
  factory: string;
  client: string;
  baseVariable: string;
  auth: "bearer" | "api-key";
}

const styles: Record<string, ApiStyle> = {
  shipper: { factory: "createShipperClient", client: "shipper", baseVariable: "BASE_URL", auth: "bearer" },
  sandbox: { factory: "createSandboxClient", client: "sandbox", baseVariable: "BASE_URL", auth: "bearer" },
  pricing: { factory: "createPricingClient", client: "pricing", baseVariable: "PRICING_URL", auth: "api-key" },
};

/** The sandbox's public defaults: a sample runs as it is against `npx haulkit-sandbox`. */
export const sandboxDefaults = {
  BASE_URL: "http://127.0.0.1:4010",
  PRICING_URL: "http://127.0.0.1:4010",
  CLIENT_ID: "sandbox-client-id",
  CLIENT_SECRET: "sandbox-client-secret",
  API_KEY: "sandbox-pricing-key",
};

/** The node, `$ref`s followed (undefined where one leads nowhere). */
function resolve<T>(spec: Json, node: unknown): T {
  return deref<T>(spec, node, { lenient: true }).value;
}

/** The variable of a path parameter: `{order_guid}` → ORDER_GUID; a bare `{guid}` takes the resource before it. */
export function pathVariable(path: string, name: string): string {
  if (name !== "guid") return variableName(name);
  const before = path.split(`/{${name}}`)[0]?.split("/").at(-1) ?? "";
  return variableName(`${before.replace(/s$/, "")}_guid`);
}

/** `"$BASE_URL/v1/public/orders/$ORDER_GUID"`: braces only where the next character would join the name. */
function shellUrl(template: string): string {
  return template.replace(/\$([A-Z][A-Z0-9_]*)(?=[a-z])/g, "$${$1}");
}

/** The operations of a bundle (the spec's index), each with its operation object. */
const operationsOf = (spec: Json) => specOperations(spec).map((entry) => ({ ...entry, op: entry.node }));

/** The samples of every operation of one API's bundle (`api`: shipper, pricing or sandbox). */
export function samplesOf(api: string, spec: Json): OperationSamples[] {
  const style = styles[api];
  if (!style) throw new Error(`no code-sample style for API ${api}`);
  return operationsOf(spec).map(({ path, method, parameters: specParameters, op }) => {
    const parameters = specParameters.map(({ value }) => value as unknown as Parameter);
    const pathParams = parameters
      .filter((param) => param.in === "path")
      .map((param): PathParam => {
        const example = param.example ?? param.schema?.example;
        const choices = resolve<{ enum?: unknown[] } | undefined>(spec, param.schema)?.enum;
        // A value out of a fixed list is written as it is: the client's types accept only those.
        if (choices) return { name: param.name, value: String(example ?? choices[0]) };
        const variable = new SampleVariable(
          pathVariable(path, param.name),
          example === undefined ? undefined : String(example),
        );
        return { name: param.name, value: variable };
      });
    const query: [string, SampleValue][] = parameters
      .filter(
        (param) => param.in === "query" && (param.required || (param.example ?? param.schema?.example) !== undefined),
      )
      .map((param) => [param.name, withVariables(param.example ?? param.schema?.example, param.name)]);
    const body = requestBody(spec, op);
    const variables: SampleVariable[] = [];
    for (const value of [...pathParams.map((param) => param.value), ...query.map(([, v]) => v), body?.value ?? null]) {
      for (const variable of variablesOf(value))
        if (!variables.some((known) => known.name === variable.name)) variables.push(variable);
    }
    const operationId = String(op.operationId);
    const isToken = path === "/oauth/token";
    const successStatus = Number(Object.keys((op.responses ?? {}) as Json).find((code) => /^2\d\d$/.test(code)));
    const samples = { operationId, method, path, successStatus, variables };
    const context = { style, method, path, pathParams, query, body, variables };
    return isToken
      ? { ...samples, curl: tokenCurl(), typescript: tokenTypeScript() }
      : { ...samples, curl: curlSample(context), typescript: typeScriptSample(context) };
  });
}

interface Body {
  contentType: string;
  value: SampleValue;
}

function requestBody(spec: Json, op: Json): Body | undefined {
  const body = resolve<{ content?: Record<string, { example?: unknown; examples?: Record<string, unknown> }> }>(
    spec,
    op.requestBody,
  );
  const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!contentType || !media) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  const example = media.example ?? resolve<{ value?: unknown }>(spec, first)?.value;
  if (example === undefined) throw new Error(`request body without example: ${String(op.operationId)}`);
  return { contentType, value: withVariables(example) };
}

interface PathParam {
  name: string;
  value: SampleVariable | string;
}

interface SampleContext {
  style: ApiStyle;
  method: string;
  path: string;
  pathParams: PathParam[];
  query: [string, SampleValue][];
  body: Body | undefined;
  variables: SampleVariable[];
}

const tokenLine =
  'TOKEN=$(curl -s -X POST -u "$CLIENT_ID:$CLIENT_SECRET" "$BASE_URL/oauth/token?grant_type=client_credentials" | jq -r .access_token)';

function needs(names: string[]): string {
  const base = names[0] ?? "BASE_URL";
  return `# Set ${names.join(", ")} first (against npx haulkit-sandbox: ${base}=${sandboxDefaults.BASE_URL}).`;
}

function tokenCurl(): string {
  return `${needs(["BASE_URL", "CLIENT_ID", "CLIENT_SECRET"])}
curl -i -X POST -u "$CLIENT_ID:$CLIENT_SECRET" "$BASE_URL/oauth/token?grant_type=client_credentials"
`;
}

function curlSample(context: SampleContext): string {
  const { style, method, path, pathParams, query, body, variables } = context;
  let url = path;
  for (const param of pathParams) {
    const value = param.value instanceof SampleVariable ? `$${param.value.name}` : encodeURIComponent(param.value);
    url = url.replace(`{${param.name}}`, value);
  }
  const search = query.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}=${shellQueryValue(item)}`),
  );
  const fullUrl = `$${style.baseVariable}${url}${search.length > 0 ? `?${search.join("&")}` : ""}`;
  const credentials = style.auth === "bearer" ? ["CLIENT_ID", "CLIENT_SECRET"] : ["API_KEY"];
  const lines = [needs([style.baseVariable, ...credentials, ...variables.map((variable) => variable.name)])];
  if (style.auth === "bearer") lines.push(tokenLine);
  const options = [style.auth === "bearer" ? `-H "Authorization: Bearer $TOKEN"` : `-H "X-API-Key: $API_KEY"`];
  let hereDoc = "";
  if (body?.contentType === "multipart/form-data") {
    options.push(`-F "file=@$FILE_PATH"`);
    lines[0] = needs([style.baseVariable, ...credentials, ...variables.map((variable) => variable.name), "FILE_PATH"]);
  } else if (body) {
    const quoted = variablesOf(body.value).length === 0;
    options.push(`-H "Content-Type: ${body.contentType}"`, `--data-binary @- <<${quoted ? "'JSON'" : "JSON"}`);
    const json = quoted ? JSON.stringify(body.value, null, 2) : shellJson(body.value);
    hereDoc = `\n${json}\nJSON`;
  }
  lines.push(`curl -i -X ${method.toUpperCase()} "${shellUrl(fullUrl)}" \\\n  ${options.join(" \\\n  ")}${hereDoc}`);
  return `${lines.join("\n")}\n`;
}

function tokenTypeScript(): string {
  return `// The client requests (and renews) its token itself; this is the request it sends.
const baseUrl = process.env.BASE_URL ?? "${sandboxDefaults.BASE_URL}";
const clientId = process.env.CLIENT_ID ?? "${sandboxDefaults.CLIENT_ID}";
const clientSecret = process.env.CLIENT_SECRET ?? "${sandboxDefaults.CLIENT_SECRET}";

const response = await fetch(\`\${baseUrl}/oauth/token?grant_type=client_credentials\`, {
  method: "POST",
  headers: { Authorization: \`Basic \${btoa(\`\${clientId}:\${clientSecret}\`)}\` },
});
console.log(response.status, await response.json());
`;
}

function typeScriptSample(context: SampleContext): string {
  const { style, method, path, pathParams, query, body, variables } = context;
  const multipart = body?.contentType === "multipart/form-data";
  const imports = multipart ? 'import { openAsBlob } from "node:fs";\n' : "";
  const credentials =
    style.auth === "bearer"
      ? `  clientId: process.env.CLIENT_ID ?? "${sandboxDefaults.CLIENT_ID}",\n  clientSecret: process.env.CLIENT_SECRET ?? "${sandboxDefaults.CLIENT_SECRET}",`
      : `  apiKey: process.env.API_KEY ?? "${sandboxDefaults.API_KEY}",`;
  const declarations = variables.map(
    (variable) => `const ${variable.name} = process.env.${variable.name} ?? ${JSON.stringify(variable.example ?? "")};`,
  );
  if (multipart) declarations.push('const FILE_PATH = process.env.FILE_PATH ?? "gate-pass.jpg";');
  const header = `${imports}import { ${style.factory} } from "@haulkit/client";

const ${style.client} = ${style.factory}({
  baseUrl: process.env.${style.baseVariable} ?? "${sandboxDefaults.BASE_URL}",
${credentials}
});
${declarations.join("\n")}${declarations.length > 0 ? "\n" : ""}`;
  if (multipart) {
    const guid = tsLiteral(pathParams[0]?.value ?? "");
    const protect = query.find(([name]) => name === "is_location_protected");
    const options = protect ? `, { isLocationProtected: ${tsLiteral(protect[1])} }` : "";
    return `${header}
const answer = await ${style.client}.uploadOrderAttachment(${guid}, await openAsBlob(FILE_PATH)${options});
console.log(answer);
`;
  }
  const params: string[] = [];
  if (pathParams.length > 0) {
    params.push(`path: { ${pathParams.map((param) => `${param.name}: ${tsLiteral(param.value)}`).join(", ")} }`);
  }
  if (query.length > 0) {
    params.push(`query: { ${query.map(([name, value]) => `${name}: ${tsLiteral(value)}`).join(", ")} }`);
  }
  const init: string[] = [];
  if (params.length > 0) init.push(`  params: { ${params.join(", ")} },`);
  if (body) init.push(`  body: ${tsLiteral(body.value, "  ")},`);
  // The client sends every PATCH as merge-patch; this operation takes plain JSON.
  if (body && method === "patch" && body.contentType !== "application/merge-patch+json") {
    init.push(`  headers: { "Content-Type": ${JSON.stringify(body.contentType)} },`);
  }
  const call = init.length > 0 ? `"${path}", {\n${init.join("\n")}\n}` : `"${path}"`;
  return `${header}
const answer = await ${style.client}.${method.toUpperCase()}(${call});
console.log(answer);
`;
}

/**
 * Redoc's `x-codeSamples` of one operation. Redoc 3 knows a fixed set of `lang` values and files every other one
 * under "other", where a second one hides the first: the TypeScript program is filed as Node.js (highlighted as
 * JavaScript) and labelled TypeScript.
 */
export function codeSamples(samples: OperationSamples): CodeSample[] {
  return [
    { lang: "curl", label: "curl", source: samples.curl },
    { lang: "Node.js", label: "TypeScript", source: samples.typescript },
  ];
}

/** A copy of the bundle with `x-codeSamples` on every operation. */
export function withCodeSamples(api: string, spec: Json): Json {
  const copy = structuredClone(spec);
  const byOperation = new Map(samplesOf(api, copy).map((samples) => [samples.operationId, samples]));
  for (const { op } of operationsOf(copy)) {
    const samples = byOperation.get(String(op.operationId));
    if (samples) op["x-codeSamples"] = codeSamples(samples);
  }
  return copy;
}
