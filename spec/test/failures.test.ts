import { describe, expect, it } from "vitest";
import { API_NAMES, loadDocument, resolvePointer } from "../src/documents.js";
import { GENERIC_FAILURE } from "../src/failures.js";

describe("GENERIC_FAILURE", () => {
  it.each(API_NAMES)("names a schema of the %s bundle", (api) => {
    expect(resolvePointer(loadDocument(api), GENERIC_FAILURE[api])).toMatchObject({ type: "object" });
  });
});
