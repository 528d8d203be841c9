/** Each API's client sends PATCH bodies with the request media type its spec gives every PATCH operation. */
import { loadDocument } from "@haulkit/spec/documents";
import { describe, expect, it } from "vitest";
import { SANDBOX_PATCH_MEDIA_TYPE } from "../src/sandbox-client.js";
import { MERGE_PATCH } from "../src/typed-client.js";

type Operation = { requestBody?: { content?: Record<string, unknown> } };

function patchMediaTypes(api: "shipper" | "sandbox" | "pricing"): string[] {
  const document = loadDocument(api) as { paths: Record<string, { patch?: Operation }> };
  const types = Object.values(document.paths).flatMap((item) => Object.keys(item.patch?.requestBody?.content ?? {}));
  return [...new Set(types)];
}

describe("PATCH media types", () => {
  it.each([
    ["shipper", MERGE_PATCH],
    ["sandbox", SANDBOX_PATCH_MEDIA_TYPE],
  ] as const)("every %s PATCH body is %s", (api, mediaType) => {
    expect(patchMediaTypes(api)).toEqual([mediaType]);
  });

  it("pricing has no PATCH body", () => {
    expect(patchMediaTypes("pricing")).toEqual([]);
  });
});
