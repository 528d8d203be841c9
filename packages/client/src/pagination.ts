/**
 * Walks a list operation page by page: the shipper's list envelope `{data: {objects, pagination}}`, where
 * `pagination.page` counts from 0 and `total_pages` says when to stop. A list without `pagination` is one page.
 */
import type { UntypedCall, UntypedInit } from "./typed-client.js";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function* paginate(call: UntypedCall, path: string, init: UntypedInit = {}): AsyncGenerator<unknown> {
  const params = init.params ?? {};
  const query = isObject(params.query) ? params.query : {};
  let page = typeof query.page === "number" ? query.page : 0;
  for (;;) {
    const body = await call("get", path, { ...init, params: { ...params, query: { ...query, page } } });
    const data = isObject(body) ? body.data : undefined;
    const objects = isObject(data) ? data.objects : undefined;
    if (!Array.isArray(objects)) throw new TypeError(`paginate: GET ${path} did not answer a list (data.objects)`);
    yield* objects;
    const pagination = isObject(data) ? data.pagination : undefined;
    if (!isObject(pagination) || typeof pagination.total_pages !== "number" || objects.length === 0) return;
    page += 1;
    if (page >= pagination.total_pages) return;
  }
}
