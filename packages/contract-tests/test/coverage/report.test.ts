import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flushCoverage, recordResponse, recordWebhook } from "../../src/coverage/recorder.js";
import { computeCoverage, coverageLine, readRecords, writeCoverage } from "../../src/coverage/report.js";
import { operations } from "../../src/spec/operations.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("coverage records", () => {
  it("workers flush what they saw; the merge unions every file and drops duplicates", () => {
    const dir = tmp();
    recordResponse("getOrder", 200);
    recordResponse("getOrder", 404);
    recordWebhook("order.created");
    flushCoverage(dir, "orders");
    recordResponse("getOrder", 200);
    recordResponse("createOrder", 400);
    flushCoverage(dir, "auth");
    flushCoverage(dir, "nothing-new");
    expect(readRecords(dir)).toEqual({
      responses: ["createOrder 400", "getOrder 200", "getOrder 404"],
      webhooks: ["order.created"],
    });
  });

  it("a run without records reads as empty", () => {
    expect(readRecords(tmp())).toEqual({ responses: [], webhooks: [] });
  });
});

describe("computeCoverage", () => {
  const services = [...operations().values()].filter((op) => op.api !== "sandbox");
  const documented = services.reduce((sum, op) => sum + op.responses.size, 0);

  it("totals count the shipper and pricing operations, their documented statuses and the 64 actions", () => {
    const report = computeCoverage({ responses: [], webhooks: [] });
    expect(report.operations).toEqual({ covered: 0, total: services.length });
    expect(report.responses).toEqual({ covered: 0, total: documented });
    expect(report.webhooks).toEqual({ covered: 0, total: 64 });
    expect(report.helpers.operations.total).toBeGreaterThan(0);
  });

  it("counts exercised pairs, keeps helpers apart and lists undocumented statuses", () => {
    const report = computeCoverage({
      responses: ["getOrder 200", "getOrder 404", "getOrder 500", "getSandboxClock 200"],
      webhooks: ["order.created", "offer.sent"],
    });
    expect(report.operations.covered).toBe(1);
    expect(report.responses.covered).toBe(2);
    expect(report.webhooks.covered).toBe(2);
    expect(report.helpers.operations.covered).toBe(1);
    expect(report.undocumented).toEqual(["getOrder 500"]);
    const getOrder = report.details.operations.find((row) => row.operationId === "getOrder");
    expect(getOrder).toMatchObject({
      covered: true,
      method: "GET",
      path: "/v1/public/orders/{guid}",
      responses: [
        { status: "200", covered: true },
        { status: "401", covered: false },
        { status: "404", covered: true },
      ],
    });
  });
});

describe("writeCoverage", () => {
  it("writes coverage.json with the totals and coverage.md with the tables", () => {
    const dir = tmp();
    const report = writeCoverage(dir, computeCoverage({ responses: ["getOrder 200"], webhooks: [] }));
    const json = JSON.parse(readFileSync(join(dir, "coverage.json"), "utf8"));
    expect(json).toMatchObject({
      operations: report.operations,
      responses: report.responses,
      webhooks: { covered: 0, total: 64 },
    });
    const markdown = readFileSync(join(dir, "coverage.md"), "utf8");
    expect(markdown).toContain(`| operations (shipper + pricing) | 1 | ${report.operations.total} |`);
    expect(markdown).toContain("| getOrder | GET `/v1/public/orders/{guid}` | 200 | 401, 404 |");
    expect(markdown).toContain("Received: 0 of 64.");
    expect(coverageLine(report)).toBe(
      `coverage: operations 1/${report.operations.total}, responses 1/${report.responses.total}, webhooks 0/64`,
    );
  });
});
