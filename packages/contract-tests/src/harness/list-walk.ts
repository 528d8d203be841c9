/**
 * Reading a whole list page by page on a target other tests write to meanwhile. An object created while the pages
 * are read shifts the later ones by one, so an object can come twice (at the end of one page and the start of the
 * next); an object moved by a concurrent update can be passed over. The walk keeps each object where it first came
 * and reads the list again when one it looks for was passed over, so only the target's own order is judged.
 */
import type { Call, CallOptions } from "./call.js";
import type { ApiObject } from "./steps.js";

/** One page of a list: its objects' guids and the page count the target gave with it. */
export type PageReader = (page: number) => Promise<{ guids: string[]; totalPages: number }>;

/** Pages read in one walk at most: 10,000 objects at 100 a page, more than any test's organisation holds. */
const MAX_PAGES = 100;
/** Walks of the list before the objects not seen are left out as missing. */
const WALKS = 3;

/** The pages of `operationId` at 100 objects a page, through the suite's spec-checked call. */
export function pagesOf(call: Call, operationId: string, options: CallOptions = {}): PageReader {
  return async (page) => {
    const data: ApiObject = await call(operationId, { ...options, query: { ...options.query, size: 100, page } })
      .expectStatus(200)
      .returns("data");
    const objects = data.objects as ApiObject[];
    return { guids: objects.map((object) => object.guid), totalPages: Number(data.pagination.total_pages) };
  };
}

/** Each guid once, where it first came, reading pages in turn until every `wanted` guid came or the pages end. */
async function walkOnce(readPage: PageReader, wanted: ReadonlySet<string>): Promise<string[]> {
  const listed: string[] = [];
  const seen = new Set<string>();
  for (let page = 0, pages = 1; page < Math.min(pages, MAX_PAGES); page++) {
    const { guids, totalPages } = await readPage(page);
    for (const guid of guids) {
      if (seen.has(guid)) continue;
      seen.add(guid);
      if (wanted.has(guid)) listed.push(guid);
    }
    if (listed.length === wanted.size) break;
    pages = totalPages;
  }
  return listed;
}

/**
 * The `wanted` guids in the order the list gives them, each once; those the list never gave (in three walks) are
 * left out, so the caller's comparison shows them missing.
 */
export async function listedInOrder(readPage: PageReader, wanted: readonly string[]): Promise<string[]> {
  const looking = new Set(wanted);
  let found: string[] = [];
  for (let walk = 0; walk < WALKS && found.length < looking.size; walk++) found = await walkOnce(readPage, looking);
  return found;
}
