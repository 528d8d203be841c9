/**
 * Organisations (broken object-level authorization, OWASP API1): a client of a second organisation (B) names the
 * objects of the suite's organisation (A) in every input of the shipper spec that takes an object, and must neither
 * read nor change them — 404 where the object is named in the path or query, the answer for a guid naming nothing
 * where it is named inside B's own body — with A's object unchanged and nothing of it in B's answers. B's lists and
 * searches hold none of A's objects, and B's webhook subscription receives none of A's events. Needs a second client
 * (`--second-client-id`; the embedded sandbox has one); pricing has no organisations.
 */
import { describe, expect } from "vitest";
import { contract } from "../src/harness/contract.js";
import { CROSS_ORG_CASES, caseTitle, coveredInputs } from "../src/harness/cross-org-cases.js";
import {
  blanked,
  crossOrgChecks,
  disclosesNothingOf,
  nothingFor,
  pageHolding,
} from "../src/harness/cross-org-checks.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { type Owned, ownedObjects } from "../src/harness/owned-objects.js";
import { secondClient } from "../src/harness/second-client.js";
import type { ApiObject } from "../src/harness/steps.js";
import { listOperations, objectInputs } from "../src/spec/object-inputs.js";
import type { Capability } from "../src/target/capabilities.js";
import { errorIdOf } from "../src/verdicts/mismatch.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("organisations");
const b = secondClient(suite);
const make = ownedObjects(suite);
const BASE = ["secondClient", "writes"] as const;
/** A's subscriptions: one the webhook test drives, one only B tries to unsubscribe. */
const DRIVEN = "order.created";
const KEPT = "order.archived";
const webhooks = useWebhooks(suite, [
  { action: DRIVEN, path: `/a/${DRIVEN}` },
  { action: KEPT, path: `/a/${KEPT}` },
]);

const { readAll, expectUnchanged, bOwn, everyPage } = crossOrgChecks(suite, b);

describe("the table covers the spec", () => {
  suite.rule("every shipper input that names an object has a case (rule: BOLA on every operation)", [], async () => {
    expect(coveredInputs(), "inputs of the table vs the spec's inputs naming an object").toEqual(objectInputs());
  });

  suite.rule("every shipper list of objects has a case (rule: lists per organisation)", [], async () => {
    const lists = [...Object.keys(LISTS), "listWebhookSubscriptions"].sort();
    expect(lists, "lists of the suite vs the spec's lists of objects").toEqual(listOperations());
  });
});

describe("another organisation's object named in a request", () => {
  for (const c of CROSS_ORG_CASES) {
    suite.rule(
      `${caseTitle(c)} (rule: objects per organisation)`,
      c.needs,
      async (ctx) => {
        const owned = await make[c.owner](ctx);
        const before = await readAll(owned.reads);
        const named = (key: string) => {
          const value = owned.ids[key];
          if (value === undefined) throw new Error(`${c.owner} has no ${key}`);
          return value;
        };
        // The same request naming nothing: B's refusal of A's object must not tell it apart (G-035, G-170).
        const nothingUsed: string[] = [];
        const nothing = (key: string) => {
          const value = nothingFor(key);
          nothingUsed.push(value);
          return value;
        };
        const refused: ApiObject = await b.call(c.operationId, c.request(nothing, await bOwn(c))).toss();
        const answer: ApiObject = await b
          .call(c.operationId, c.request(named, await bOwn(c)))
          .expectStatus(c.expect === 404 ? 404 : refused.statusCode)
          .returns("res.body");
        const errorId = errorIdOf(refused.body);
        if (errorId !== undefined) expectField(answer, "/data/error_id").toBe(errorId);
        const message = refused.body?.data?.message;
        if (typeof message === "string") {
          const expected = blanked(message, nothingUsed);
          expectField(answer, "/data/message").toSatisfy(function theMessageForAnObjectThatDoesNotExist(text) {
            return typeof text === "string" && blanked(text, Object.values(owned.ids)) === expected;
          });
        }
        expectField(answer).toSatisfy(disclosesNothingOf(owned));
        await expectUnchanged(owned, before);
      },
      c.fixtures ? { fixtures: true } : {},
    );
  }
});

/** Each list B reads: A's object is in A's list, and not in B's. */
const LISTS: Record<
  string,
  { owner: "order" | "carrier" | "broker"; needs: Capability[]; query?: (o: Owned) => Record<string, string> }
> = {
  listOrders: { owner: "order", needs: [...BASE] },
  searchCarriers: { owner: "carrier", needs: [...BASE], query: (o) => ({ name: o.ids.name as string }) },
  listLinkedBrokers: { owner: "broker", needs: [...BASE, "testHelpers"] },
};

describe("lists and searches of another organisation", () => {
  for (const [operationId, list] of Object.entries(LISTS)) {
    suite.rule(
      `${operationId}: A's ${list.owner} is in A's list, not in B's (rule: lists per organisation)`,
      list.needs,
      async (ctx) => {
        const owned = await make[list.owner](ctx);
        const guid = owned.ids.guid ?? owned.ids.broker_guid;
        const query = list.query?.(owned) ?? {};
        expectField(pageHolding(await everyPage(suite.call, operationId, query), guid), "/objects/*/guid").toContain(
          guid,
        );
        for (const page of await everyPage(b.call, operationId, query)) {
          expectField(page, "/objects/*/guid").not.toContain(guid);
          expectField(page).toSatisfy(disclosesNothingOf(owned));
        }
      },
    );
  }

  suite.rule(
    "listWebhookSubscriptions: A's subscription is in A's list, not in B's (rule: lists per organisation)",
    [...BASE, "webhooks"],
    async () => {
      const mine = webhooks.subscription(KEPT);
      const listed = (as: typeof suite.call) => as("listWebhookSubscriptions").expectStatus(200).returns("data");
      expectField(await listed(suite.call), "/objects/*/guid").toContain(mine.guid);
      const ofB = await listed(b.call);
      expectField(ofB, "/objects/*/guid").not.toContain(mine.guid);
      expectField(ofB, "/objects/*/callback_url").not.toContain(mine.callback_url);
    },
  );
});

describe("webhooks of another organisation", () => {
  suite.rule(
    "B unsubscribing an action only A subscribed is 404, and A's subscription stays (rule: subscriptions per organisation)",
    [...BASE, "webhooks"],
    async () => {
      const before: ApiObject = webhooks.subscription(KEPT);
      await b.call("unsubscribeWebhook", { path: { webhook_action: KEPT } }).expectStatus(404);
      const after: ApiObject[] = await suite.call("listWebhookSubscriptions").expectStatus(200).returns("data.objects");
      expectField(after.find((s) => s.guid === before.guid) ?? null).toMatchObject({ is_active: true });
    },
  );

  suite.rule(
    "B's subscription receives none of A's events, A's none of B's (rule: events per organisation)",
    [...BASE, "webhooks"],
    async () => {
      const { receiver } = webhooks;
      const mark = receiver.mark();
      const path = `/b/${DRIVEN}`;
      const body = { callback_url: receiver.url(path) };
      await b.call("subscribeWebhook", { path: { webhook_action: DRIVEN }, body }).expectStatus(200);
      try {
        const ofA: ApiObject = await suite
          .call("createOrder", { body: orderBody() })
          .expectStatus(200)
          .returns("data.object");
        const ofB: ApiObject = await b
          .call("createOrder", { body: orderBody() })
          .expectStatus(200)
          .returns("data.object");
        suite.created({ kind: "order (second organisation)", guid: ofB.guid });
        // Both organisations' own events arrive: A's order at A's path, B's (created after A's) at B's.
        await webhooks.expectWebhook(DRIVEN, mark, (payload) => payload.order_guid === ofA.guid);
        await receiver.waitFor({ action: DRIVEN, since: mark, match: (payload) => payload.order_guid === ofB.guid });
        for (const webhook of receiver.since(mark, DRIVEN)) {
          const other = webhook.path === path ? ofA.guid : ofB.guid;
          expectField(webhook.payload, "/order_guid").not.toBe(other);
        }
      } finally {
        await b.call("unsubscribeWebhook", { path: { webhook_action: DRIVEN } }).expectStatus(200);
      }
    },
  );
});
