import { describe, expect, it } from "vitest";
import { REDACTED, redactBody, redactSecrets } from "../../src/harness/redact.js";

describe("redaction of failure messages", () => {
  it("masks the values of secret-looking keys at any depth", () => {
    const body = { access_token: "abc.def", token_type: "bearer", nested: [{ client_secret: "x1y2" }], price: 5 };
    expect(JSON.parse(redactBody(JSON.stringify(body)))).toEqual({
      access_token: REDACTED,
      token_type: "bearer",
      nested: [{ client_secret: REDACTED }],
      price: 5,
    });
  });

  it("removes known secret values from any text, JSON or not", () => {
    expect(redactBody("echo: s3cret-value and more", ["s3cret-value"])).toBe(`echo: ${REDACTED} and more`);
    expect(redactBody(JSON.stringify({ note: "my key is k3y-k3y" }), ["k3y-k3y"])).toBe(
      `{"note":"my key is ${REDACTED}"}`,
    );
  });

  it("ignores secrets too short to search for safely", () => {
    expect(redactSecrets("a b c", ["a", ""])).toBe("a b c");
  });
});
