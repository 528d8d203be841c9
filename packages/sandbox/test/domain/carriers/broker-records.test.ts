import { describe, expect, it } from "vitest";
import { applyBrokerRecords, type BrokerRecordsInput } from "../../../src/domain/carriers/broker-records.js";
import { type BrokerRecordsState, defaultBrokerRecords } from "../../../src/domain/carriers/carrier-record.js";
import { ApiError } from "../../../src/domain/errors.js";
import { apiError } from "../../support/api-error.js";

const EARLIER = 1_000;
const NOW = 5_000;

function records(overrides: Partial<BrokerRecordsState> = {}): BrokerRecordsState {
  return { ...defaultBrokerRecords("5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", "3141592"), ...overrides };
}

const approved = records({ approved: true, approvedSince: EARLIER });
const preferred = records({ approved: true, approvedSince: EARLIER, preferred: true, preferredSince: EARLIER });
const blacklisted = records({ inBlacklist: true, inBlacklistSince: EARLIER });

describe("applyBrokerRecords: accepted updates", () => {
  it.each<[string, BrokerRecordsState, BrokerRecordsInput, Partial<BrokerRecordsState>]>([
    ["approve", records(), { approved: true }, { approved: true, approvedSince: NOW }],
    [
      "prefer (approves automatically)",
      records(),
      { preferred: true },
      { preferred: true, preferredSince: NOW, approved: true, approvedSince: NOW },
    ],
    [
      "prefer an approved carrier (approval stamp kept)",
      approved,
      { preferred: true, approved: true },
      { preferred: true, preferredSince: NOW, approved: true, approvedSince: EARLIER },
    ],
    ["approve again (stamp kept)", approved, { approved: true }, { approved: true, approvedSince: EARLIER }],
    ["unprefer (stays approved)", preferred, { preferred: false }, { preferred: false, preferredSince: null }],
    [
      "unprefer, unapprove and blacklist at once",
      preferred,
      { preferred: false, approved: false, in_blacklist: true },
      {
        preferred: false,
        preferredSince: null,
        approved: false,
        approvedSince: null,
        inBlacklist: true,
        inBlacklistSince: NOW,
      },
    ],
    ["unblacklist", blacklisted, { in_blacklist: false }, { inBlacklist: false, inBlacklistSince: null }],
    [
      "unblacklist and approve",
      blacklisted,
      { in_blacklist: false, approved: true },
      { inBlacklist: false, inBlacklistSince: null, approved: true, approvedSince: NOW },
    ],
    [
      "mark certificate holder",
      records(),
      { insurance_certificate_holder: true },
      { insuranceCertificateHolder: true, insuranceCertificateHolderSince: NOW },
    ],
    [
      "plain fields",
      records(),
      { usdot_number: null, insurance_expires_at: "2026-12-31", custom_external_id: "CAR-1" },
      { usdotNumber: null, insuranceExpiresAt: "2026-12-31", customExternalId: "CAR-1" },
    ],
  ])("%s", (_, current, body, changes) => {
    const before = structuredClone(current);
    expect(applyBrokerRecords(current, body, NOW)).toEqual({ ...current, ...changes });
    expect(current).toEqual(before);
  });

  it("keeps every field the body leaves out", () => {
    const current = records({ ...preferred, insuranceExpiresAt: "2027-01-01", customExternalId: "CAR-9" });
    expect(applyBrokerRecords(current, {}, NOW)).toEqual(current);
  });
});

describe("applyBrokerRecords: refused updates (400 VALIDATION_ERROR, nothing changes)", () => {
  it.each<[string, BrokerRecordsState, BrokerRecordsInput, Record<string, string[]>]>([
    [
      "preferred with approved false in one body",
      records(),
      { preferred: true, approved: false },
      { approved: ["cannot be false when preferred is true (a preferred carrier is approved)"] },
    ],
    [
      "unapprove a preferred carrier",
      preferred,
      { approved: false },
      { approved: ["cannot be false while the carrier is preferred; unmark preferred first"] },
    ],
    [
      "blacklist an approved carrier",
      approved,
      { in_blacklist: true },
      { in_blacklist: ["a carrier cannot be approved and blacklisted at once"] },
    ],
    [
      "approve a blacklisted carrier",
      blacklisted,
      { approved: true },
      { in_blacklist: ["a carrier cannot be approved and blacklisted at once"] },
    ],
    [
      "prefer a blacklisted carrier",
      blacklisted,
      { preferred: true },
      {
        in_blacklist: [
          "a carrier cannot be approved and blacklisted at once",
          "a carrier cannot be preferred and blacklisted at once",
        ],
      },
    ],
    [
      "blacklist a preferred carrier while unapproving it",
      preferred,
      { in_blacklist: true, approved: false },
      {
        approved: ["cannot be false while the carrier is preferred; unmark preferred first"],
        in_blacklist: ["a carrier cannot be preferred and blacklisted at once"],
      },
    ],
  ])("%s", (_, current, body, details) => {
    const before = structuredClone(current);
    const error = apiError(() => applyBrokerRecords(current, body, NOW));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details },
    });
    expect(current).toEqual(before);
  });
});
