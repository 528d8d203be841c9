import { describe, expect, it } from "vitest";
import { renderLanding } from "../src/landing.js";

const references = [
  { file: "shipper.html", name: "shipper", title: "Shipper API", summary: "Orders.", operations: 45, webhooks: 64 },
  {
    file: "pricing.html",
    name: "pricing",
    title: "Recommended-price service",
    summary: "Prices.",
    operations: 2,
    webhooks: 0,
  },
  {
    file: "sandbox.html",
    name: "sandbox",
    title: "Sandbox <helpers>",
    summary: "Test helpers.",
    operations: 9,
    webhooks: 0,
  },
];
const nav = [...references.map((ref) => ({ href: ref.file, label: ref.title })), { href: "gaps.html", label: "Gaps" }];
const html = renderLanding(references, "gaps.html", nav);

describe("renderLanding", () => {
  it("says what haulkit is", () => {
    expect(html).toContain("<h1>haulkit API reference</h1>");
    expect(html).toContain("TypeScript toolkit for a vehicle-transport");
  });

  it("explains the client-credentials token request with HTTP Basic", () => {
    expect(html).toContain("POST /oauth/token?grant_type=client_credentials");
    expect(html).toContain("HTTP Basic");
    expect(html).toContain("curl -X POST -u &quot;$CLIENT_ID:$CLIENT_SECRET&quot;");
    expect(html).toContain("Authorization: Bearer $ACCESS_TOKEN");
    expect(html).toContain("X-API-Key");
  });

  it("gives working quick starts for the client and the contract suite, none marked planned", () => {
    expect(html).toContain("createShipperClient({");
    expect(html).toContain("from &quot;@haulkit/client&quot;");
    expect(html).toContain("shipper.paginate(&quot;/v1/public/orders&quot;");
    expect(html).toContain("pnpm@10.34.8 contract");
    expect(html).toContain("HAULKIT_SHIPPER_URL=");
    expect(html).not.toMatch(/planned/i);
  });

  it.each(references)("links to the $name reference with its counts", (ref) => {
    expect(html).toContain(`<a href="${ref.file}">${ref.title.replace("<", "&lt;").replace(">", "&gt;")}</a>`);
    expect(html).toContain(`${ref.operations} operations`);
  });

  it("counts webhook actions only where there are some, and links to the gaps list", () => {
    expect(html.match(/webhook actions/g)).toHaveLength(1);
    expect(html).toContain("64 webhook actions");
    expect(html.match(/<a href="gaps.html">gaps list<\/a>/g)).toHaveLength(2);
  });

  it("has no script", () => {
    expect(html).not.toContain("<script");
  });
});
