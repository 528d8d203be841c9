/**
 * Walks a list operation page by page: the shipper's list envelope `{data: {objects, pagination}}`, where
 * `pagination.page` counts from 0 and `total_pages` says when to stop. A list without `pagination` is one page.
 */

import { isObject } from "./json.js";

/** What paging reads of a call's options and sets in each page's: the query (its `page`). */
export interface PageInit {
  params?: { query?: Record<string, unknown> } | undefined;
}

/** A GET of one page: the client's own call, bound to the method. */
export type PageGet<Init extends PageInit> = (path: string, init: Init) => Promise<unknown>;

export async function* paginate<Init extends PageInit>(
  get: PageGet<Init>,
  path: string,
  init: Init,
): AsyncGenerator<unknown> {
  const params = init.params ?? {};
  const query = isObject(params.query) ? params.query : {};
  let page = typeof query.page === "number" ? query.page : 0;
  for (;;) {
    const body = await get(path, { ...init, params: { ...params, query: { ...query, page } } });
    const data = isObject(body) ? body.data : undefined;
    const objects = isObject(data) ? data.objects : undefined;
    if (!Array.isArray(objects)) throw new TypeError(`paginate: GET ${path} did not answer a list (data.objects)`);
    yield* objects;
    const { pagination } = data as { pagination?: unknown }; // an object: it held the list
    if (!isObject(pagination) || typeof pagination.total_pages !== "number" || objects.length === 0) return;
    page += 1;
    if (page >= pagination.total_pages) return;
  }
}
