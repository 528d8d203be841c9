/**
 * What the organisations suite checks around each attempt of the second organisation (B) on an object of the first
 * (A): A's reads of the object before and after, the values of A's an answer to B must not carry, an identifier that
 * names nothing (to compare refusals), B's own objects, and every page of a list as one client sees it.
 */
import type { Call } from "./call.js";
import type { Suite } from "./contract.js";
import type { CrossOrgCase } from "./cross-org-cases.js";
import { expectField, select } from "./expect-field.js";
import { orderBody, UNKNOWN_GUID, uniqueDigits } from "./fixtures.js";
import { linkedBroker } from "./linked-brokers.js";
import type { Owned, Read } from "./owned-objects.js";
import type { SecondClient } from "./second-client.js";
import type { ApiObject } from "./steps.js";

export interface Seen {
  status: number;
  /** The object as A reads it (the listed item for a list read; the whole body otherwise). */
  value: unknown;
}

/** Where the read's object is in its answer: the listed item with the read's guid, or the whole body. */
function pointerOf(read: Read, body: ApiObject): string {
  if (read.item === undefined) return "";
  const objects: ApiObject[] = body?.data?.objects ?? [];
  return `/data/objects/${objects.findIndex((object) => object?.guid === read.item)}`;
}

/** A named predicate: the answer carries none of A's own values. */
export function disclosesNothingOf(owned: Owned) {
  return function carriesNoneOfTheOtherOrganisationsValues(body: unknown) {
    const text = JSON.stringify(body ?? null);
    return owned.markers.every((marker) => !text.includes(marker));
  };
}

/** An identifier of the same kind as A's that names nothing. */
export function nothingFor(key: string): string {
  if (key === "vin") return `2T1BURHE0JC${uniqueDigits(6)}`;
  if (key === "custom_external_id") return `NONE-${uniqueDigits()}`;
  return UNKNOWN_GUID;
}

/** A message with the identifiers the request named blanked out, to compare two refusals. */
export const blanked = (text: string, ids: readonly string[]) =>
  ids.reduce((shown, id) => shown.split(id).join("<id>"), text);

/** The page of a list's pages that holds the guid (the first page when none does). */
export const pageHolding = (pages: readonly ApiObject[], guid: string | undefined) =>
  pages.find((page) => page.objects?.some((object: ApiObject) => object?.guid === guid)) ?? pages[0];

export function crossOrgChecks(suite: Suite, b: SecondClient) {
  /** A's reads of its object: status and what it shows, to compare after B's attempt. */
  const readAll = (reads: readonly Read[]): Promise<Seen[]> =>
    Promise.all(
      reads.map(async (read) => {
        const answer: ApiObject = await suite.call(read.operationId, read.options).toss();
        return { status: answer.statusCode, value: select(answer.body, pointerOf(read, answer.body)) };
      }),
    );

  /** A reads its object again: the same status and the same object as before B's attempt. */
  const expectUnchanged = async (owned: Owned, before: readonly Seen[]): Promise<void> => {
    for (const [index, read] of owned.reads.entries()) {
      const was = before[index] as Seen;
      const answer: ApiObject = await suite.call(read.operationId, read.options).expectStatus(was.status).toss();
      expectField(answer, pointerOf(read, answer.body)).toEqual(was.value);
    }
  };

  /** B's own object for a request that names A's inside it. */
  const bOwn = async (c: CrossOrgCase): Promise<Record<string, string>> => {
    if (c.own === "order") {
      const order: ApiObject = await b
        .call("createOrder", { body: orderBody() })
        .expectStatus(200)
        .returns("data.object");
      suite.created({ kind: "order (second organisation)", guid: order.guid });
      return { guid: order.guid };
    }
    if (c.own === "broker") {
      const link = async () => {
        const id = uniqueDigits(7);
        const body = { name: `Org B ${id} Brokerage`, email: `desk-${id}@org-b.example`, usdot: id };
        const broker: ApiObject = await b.call("linkNetworkBroker", { body }).expectStatus(200).returns("data.object");
        return { guid: broker.guid as string };
      };
      return { guid: (await linkedBroker(suite, link, "second_org_linked_brokers")).guid };
    }
    return {};
  };

  /** Every page of a list as one client sees it, each page's `data` (100 asked per page; at most 50 pages). */
  const everyPage = async (as: Call, operationId: string, query: Record<string, string> = {}): Promise<ApiObject[]> => {
    const pages: ApiObject[] = [];
    for (let page = 0, total = 1; page < Math.min(total, 50); page += 1) {
      const data: ApiObject = await as(operationId, { query: { ...query, size: 100, page } })
        .expectStatus(200)
        .returns("data");
      pages.push(data);
      total = data.pagination?.total_pages ?? 1;
    }
    return pages;
  };

  return { readAll, expectUnchanged, bOwn, everyPage };
}
