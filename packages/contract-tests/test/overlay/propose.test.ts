/** Drift becomes Overlay actions that make the spec state what the target did; facts and unmarked nodes never do. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSpecAjv } from "@haulkit/spec/ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyOverlay, OverlayError, readOverlay } from "../../src/overlay/apply.js";
import { overlayFileName, writeOverlays } from "../../src/overlay/overlay-file.js";
import { proposeOverlays } from "../../src/overlay/propose.js";
import { loadDocument } from "../../src/spec/documents.js";
import { judgeWebhook } from "../../src/validation/webhooks.js";
import type { DriftRecord } from "../../src/verdicts/drift-recorder.js";
import { groupDrift } from "../../src/verdicts/drift-report.js";
import { verificationDrift } from "../../src/verdicts/webhook-token.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const HOST = "vendor.example";

const STATUS: DriftRecord = {
  gap: "G-106",
  where: "createOrder",
  status: 201,
  pointer: "",
  assumed: "status 200",
  observed: "status 201",
  count: 12,
  request: "POST /v1/public/orders",
};
const ERROR_ID: DriftRecord = {
  gap: "G-014",
  where: "markOrderAsPaid",
  status: 409,
  pointer: "/data/error_id",
  assumed: '/data/error_id is "PLATFORMPAY_ORDER_CONFLICT"',
  observed: '/data/error_id is "PAYMENT_CONFLICT"',
  count: 2,
  request: "PUT /v1/public/orders/x/mark_as_paid",
};
const OPEN_VALUE: DriftRecord = {
  gap: "G-156",
  where: "sendLoadOffer",
  status: 200,
  pointer: "/data/object/status",
  assumed: '/data/object/status is one of ["new","accepted","declined","canceled","canceled_by_carrier"]',
  observed: '/data/object/status is "expired"',
  count: 1,
};

function report(...records: DriftRecord[]) {
  return groupDrift(records, new Map([["G-106", "Status of creates"]]));
}

function overlayOf(...records: DriftRecord[]) {
  const proposal = proposeOverlays(report(...records), HOST);
  const shipper = proposal.overlays.find((overlay) => overlay.api === "shipper");
  return { proposal, actions: shipper?.actions ?? [] };
}

describe("proposeOverlays", () => {
  it("adds the observed status, widens an assumed const and an open enum, each action naming its gap", () => {
    const { actions, proposal } = overlayOf(STATUS, ERROR_ID, OPEN_VALUE);
    expect(proposal.uncovered).toEqual([]);
    expect(actions.map((action) => action.description.slice(0, 5))).toEqual(["G-014", "G-014", "G-106", "G-156"]);
    expect(actions[2]).toMatchObject({
      target: "$.paths['/v1/public/orders'].post.responses",
      update: { "201": { "x-assumption": ["G-106"], $ref: expect.any(String) } },
    });
    expect(actions[2]?.description).toContain("Seen 12 time(s) on createOrder; e.g. POST /v1/public/orders");
    const { doc } = applyOverlay(
      loadDocument("shipper"),
      { overlay: "1.1.0", info: { title: "t", version: "1" }, actions },
      "o",
    );
    const ajv = createSpecAjv({ strictTypes: false });
    ajv.addSchema(doc, "shipper");
    const conflict = ajv.compile({
      $ref: "shipper#/components/responses/PlatformpayPaymentConflict/content/application~1json/schema",
    });
    const body = { status: "fail", data: { error_id: "PAYMENT_CONFLICT", message: "m", details: null } };
    expect(conflict(body), JSON.stringify(conflict.errors)).toBe(true);
    const status = ajv.compile({ $ref: "shipper#/components/schemas/LoadOfferStatus" });
    expect(status("expired")).toBe(true);
    expect(status("nonsense")).toBe(false);
  });

  it("is deterministic: the same drift in another order gives the same overlay file", () => {
    const write = (records: DriftRecord[]) => {
      const dir = tmp();
      writeFileSync(join(dir, "drift.md"), "");
      writeOverlays(dir, report(...records), HOST);
      return readFileSync(join(dir, overlayFileName("shipper")), "utf8");
    };
    const first = write([STATUS, ERROR_ID, OPEN_VALUE]);
    expect(write([OPEN_VALUE, STATUS, ERROR_ID])).toBe(first);
    expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("never changes a constraint the gap does not mark: such drift only waives its gap id", () => {
    const { actions, proposal } = overlayOf({ ...STATUS, gap: "G-035" }, { ...ERROR_ID, gap: "G-099" });
    expect(actions.map((action) => [action.target, action.update])).toEqual([
      ["$.info", { "x-haulkit-waived": { "G-035": "G-035" } }],
      ["$.info", { "x-haulkit-waived": { "G-099": "G-099" } }],
    ]);
    expect(proposal.uncovered).toHaveLength(2);
    const { doc, factOverrides } = applyOverlay(
      loadDocument("shipper"),
      { overlay: "1.1.0", info: { title: "t", version: "1" }, actions },
      "o",
    );
    expect(factOverrides).toEqual([]);
    // The waiver sits where the spec's strict Ajv still compiles the bundle.
    const ajv = createSpecAjv();
    ajv.addSchema(doc, "shipper");
    expect(ajv.compile({ $ref: "shipper#/components/schemas/LoadOfferStatus" })("new")).toBe(true);
  });
});

describe("proposeOverlays for webhook payloads", () => {
  const sample = (action: string) =>
    JSON.parse(
      readFileSync(
        join(import.meta.dirname, "..", "..", "..", "..", "spec", "samples", "webhooks", `${action}.json`),
        "utf8",
      ),
    ) as Record<string, unknown>;
  const payloadSchema = (doc: unknown, action: string) => {
    const ajv = createSpecAjv({ strictTypes: false });
    ajv.addSchema(doc as object, "shipper");
    return ajv.compile({ $ref: `shipper#/webhooks/${action}/post/requestBody/content/application~1json/schema` });
  };

  it("an assumed required field the payload omits leaves `required` of the webhook's schema", () => {
    const payload = sample("offer.sent");
    delete payload.carrier_guid;
    const verdict = judgeWebhook(payload);
    expect(verdict.fact).toBeUndefined();
    const records = verdict.drift.map((drift) => ({ ...drift, count: 3 }));
    expect(records.map((record) => [record.gap, record.where])).toEqual([["G-155", "webhook offer.sent"]]);
    const { actions, proposal } = overlayOf(...records);
    expect(proposal.uncovered).toEqual([]);
    expect(actions).toEqual([
      {
        target: '$.components.schemas.OfferEvent.allOf[1].required[?@ == "carrier_guid"]',
        remove: true,
        description: "G-155: makes `carrier_guid` optional. Seen 3 time(s) on webhook offer.sent.",
      },
    ]);
    expect(payloadSchema(loadDocument("shipper"), "offer.sent")(payload)).toBe(false);
    const applied = applyOverlay(
      loadDocument("shipper"),
      { overlay: "1.1.0", info: { title: "t", version: "1" }, actions },
      "o",
    );
    expect(applied.factOverrides).toEqual([]);
    expect(payloadSchema(applied.doc, "offer.sent")(payload)).toBe(true);
    expect(payloadSchema(applied.doc, "offer.sent")({ ...payload, order_guid: undefined })).toBe(false);
  });

  it("a header the delivery lacks (no schema holds it) only waives its gap id", () => {
    const drift = verificationDrift("offer.sent", undefined, "token");
    expect(drift.length).toBeGreaterThan(0);
    const { actions, proposal } = overlayOf(...drift.map((each) => ({ ...each, count: 1 })));
    expect(actions.map((action) => action.target)).toEqual(drift.map(() => "$.info"));
    expect(proposal.uncovered).toHaveLength(drift.length);
  });
});

describe("written overlays", () => {
  it("are Overlay 1.1 documents (the specification's JSON Schema) and drift.md links to them", () => {
    const dir = tmp();
    writeFileSync(join(dir, "drift.md"), "# Drift\n");
    const written = writeOverlays(dir, report(STATUS, ERROR_ID, OPEN_VALUE), HOST);
    expect(written.files).toEqual(["overlay.yaml"]);
    const overlay = readOverlay(join(dir, "overlay.yaml"));
    expect(overlay.overlay).toBe("1.1.0");
    expect(readFileSync(join(dir, "drift.md"), "utf8")).toContain("[overlay.yaml](overlay.yaml)");
  });

  it("writes nothing when the run had no drift", () => {
    const dir = tmp();
    expect(writeOverlays(dir, report(), HOST).files).toEqual([]);
  });
});

describe("applyOverlay", () => {
  const file = (text: string) => {
    const path = join(tmp(), "o.yaml");
    writeFileSync(path, text);
    return path;
  };

  it("refuses a document that is not an Overlay, naming the file", () => {
    const path = file("overlay: 1.1.0\ninfo: {title: t, version: '1'}\nactions: []\n");
    expect(() => readOverlay(path)).toThrow(OverlayError);
    expect(() => readOverlay(path)).toThrow(/is not an Overlay document/);
  });

  it("refuses an action that selects nothing, naming it", () => {
    const overlay = parse(
      "overlay: 1.1.0\ninfo: {title: t, version: '1'}\nactions: [{target: '$.nowhere', remove: true}]\n",
    );
    expect(() => applyOverlay(loadDocument("shipper"), overlay, "o.yaml")).toThrow(
      "o.yaml action 1 (target $.nowhere) selects nothing in the spec",
    );
  });

  it("lists an action that changes an unmarked constraint as overriding a documented fact", () => {
    const overlay = parse(
      [
        "overlay: 1.0.0",
        "info: {title: t, version: '1'}",
        "actions:",
        "  - target: $.components.schemas.LoadOfferStatus.enum",
        "    update: expired",
        "  - target: $.info",
        "    update: {title: Other}",
      ].join("\n"),
    );
    const applied = applyOverlay(loadDocument("shipper"), overlay, "o.yaml");
    expect(applied.factOverrides).toEqual(["o.yaml action 2 (target $.info)"]);
    expect((applied.doc.info as { title: string }).title).toBe("Other");
    expect(loadDocument("shipper").info).not.toMatchObject({ title: "Other" });
  });
});
