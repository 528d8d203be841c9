/** A checked JSON call by operationId on a sandbox (its test helpers included), the way the spec describes it. */
import type { ApiObject } from "../../src/harness/steps.js";
import { operation } from "../../src/spec/operations.js";

export interface OperationParams {
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body of a method that takes one (default `{}`). */
  body?: unknown;
}

/** The answer's `data.object` (or `data.objects`); an Error naming the call unless it answers 200. */
export async function callOperation(
  baseUrl: string,
  token: string,
  operationId: string,
  { path = {}, query, body = {} }: OperationParams = {},
): Promise<ApiObject> {
  const op = operation(operationId);
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? "");
  const search = query ? `?${new URLSearchParams(query)}` : "";
  const bodyless = op.method === "GET" || op.method === "HEAD";
  const response = await fetch(`${baseUrl}${filled}${search}`, {
    method: op.method,
    headers: { authorization: `Bearer ${token}`, ...(bodyless ? {} : { "content-type": "application/json" }) },
    ...(bodyless ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${operationId} answered ${response.status}: ${text.slice(0, 300)}`);
  const { data } = JSON.parse(text) as { data: { object?: unknown; objects?: unknown } };
  return data.object ?? data.objects;
}
