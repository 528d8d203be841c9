/**
 * `haulkit-contract overlay <overlay>... [--api shipper|pricing] --out <file>`: writes the bundle with the overlays
 * applied (JSON, or YAML when the file ends .yaml/.yml), for a team that publishes the API as its vendor behaves:
 * lint it, build the docs site, types or a client from it. Lives here, not in @haulkit/spec, because applying
 * overlays needs a JSONPath library the spec package's small runtime does without.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { stringify } from "yaml";
import { applyOverlay, readOverlay } from "../overlay/apply.js";
import { loadDocument } from "../spec/documents.js";
import type { OverlayArgs } from "./args.js";

/** Applies the overlays in order and writes the bundle; returns the lines to print. */
export function writeOverlaid(args: OverlayArgs, cwd = process.cwd()): string[] {
  let doc = loadDocument(args.api);
  const lines: string[] = [];
  let actions = 0;
  for (const file of args.overlays) {
    const name = relative(cwd, file) || file;
    const overlay = readOverlay(file);
    const applied = applyOverlay(doc, overlay, name);
    doc = applied.doc;
    actions += overlay.actions.length;
    lines.push(...applied.factOverrides.map((label) => `  overrides a documented fact: ${label}`));
  }
  mkdirSync(dirname(args.out), { recursive: true });
  const yaml = /\.ya?ml$/i.test(args.out);
  writeFileSync(args.out, yaml ? stringify(doc, { lineWidth: 0 }) : `${JSON.stringify(doc, null, 2)}\n`);
  const near = relative(cwd, args.out);
  const out = near === "" || near.startsWith("..") ? args.out : near;
  return [
    `wrote ${out}: the ${args.api} bundle with ${args.overlays.length} overlay(s), ${actions} action(s)`,
    ...lines,
  ];
}
