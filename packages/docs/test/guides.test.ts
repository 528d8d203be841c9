/**
 * The guides (guides/*.md): each becomes a page with the site's navigation and its contents; the CI gate guide's
 * workflow snippets parse and name only inputs the contract action declares, and its table lists every input.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { packageDir } from "../src/apis.js";
import { guidePage, readGuides, renderGuide } from "../src/guides.js";
import { codeBlocks } from "./support/guide-code.js";

const guides = readGuides();
const action = parse(readFileSync(join(packageDir, "..", "..", "actions", "contract", "action.yml"), "utf8")) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

type Step = { uses?: string; with?: Record<string, unknown> };
/** Every step of a snippet: a whole workflow, a job list, or a list of steps (indented as cut out of a file). */
function stepsOf(value: unknown): Step[] {
  if (Array.isArray(value)) return value.flatMap(stepsOf);
  if (value === null || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  if (typeof object.uses === "string") return [object as Step];
  return Object.values(object).flatMap(stepsOf);
}

describe("the guides", () => {
  it("are read in their order, each with its title", () => {
    expect(guides.map((guide) => [guide.name, guide.title])).toContainEqual(["ci-gate", "The contract gate in CI"]);
  });

  it("render as pages with the navigation (the guide current), a contents list and links between guides", () => {
    const guide = {
      name: "a",
      file: "10-a.md",
      title: "A",
      markdown: "# A\n\nLead.\n\n## One\n\nSee [B](20-b.md#x).\n",
    };
    const html = renderGuide(guide, [{ href: guidePage("a"), label: "A" }]);
    expect(html).toContain('<a href="guide-a.html" aria-current="page">A</a>');
    expect(html).toContain('<li><a href="#one">One</a></li>');
    expect(html).toContain('<a href="guide-b.html#x">B</a>');
    expect(html).toContain('<meta name="description" content="Lead.">');
  });
});

describe("the CI gate guide", () => {
  const guide = guides.find((found) => found.name === "ci-gate");
  const markdown = guide?.markdown ?? "";

  it("uses the contract action with inputs it declares only, in workflow snippets that parse", () => {
    const blocks = codeBlocks(markdown, "yaml");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const dedent = (block: string) => block.replaceAll(new RegExp(`^ {${/^ */.exec(block)?.[0].length}}`, "gm"), "");
    const uses = blocks.flatMap((block) => stepsOf(parse(dedent(block))));
    const gates = uses.filter((step) => step.uses === "haulkit/haulkit/actions/contract@v1");
    expect(gates.length).toBeGreaterThanOrEqual(3);
    for (const step of gates) {
      for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
    }
  });

  it("lists every input and output of the action", () => {
    for (const input of Object.keys(action.inputs)) expect(markdown).toContain(`\`${input}\``);
    for (const output of Object.keys(action.outputs)) expect(markdown).toContain(`\`${output}\``);
  });
});
