import { describe, expect, it } from "vitest";
import { checkFrameworkAnswer } from "../../src/validation/framework-answers.js";

const ENVELOPE = { status: "fail", data: { error_id: "PAYLOAD_TOO_LARGE", message: "Too large", details: null } };
const answer = (status: number, body: unknown) => ({
  status,
  text: typeof body === "string" ? body : JSON.stringify(body),
});

describe("checkFrameworkAnswer", () => {
  it("accepts an undocumented status in the failure envelope", () => {
    expect(checkFrameworkAnswer("uploadOrderAttachment", answer(413, ENVELOPE))).toBeUndefined();
    expect(checkFrameworkAnswer("uploadOrderAttachment", answer(415, ENVELOPE))).toBeUndefined();
  });

  it.each([
    [
      "a documented status",
      answer(404, ENVELOPE),
      "uploadOrderAttachment 404 (framework answer): (body) is documented",
    ],
    [
      "another body",
      answer(413, { error: "too large" }),
      "uploadOrderAttachment 413 (framework answer): /status is required",
    ],
    ["no JSON body", answer(413, "Payload Too Large"), "(body) is not the failure envelope (no JSON body)"],
  ])("refuses %s", (_, response, message) => {
    expect(checkFrameworkAnswer("uploadOrderAttachment", response)?.message).toContain(message);
  });

  it("is only for the shipper API", () => {
    expect(checkFrameworkAnswer("getRecommendedPriceV1", answer(413, ENVELOPE))?.message).toContain(
      "is only checked for the shipper API",
    );
  });
});
