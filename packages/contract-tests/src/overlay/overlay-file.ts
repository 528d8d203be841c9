/**
 * The overlay a run with drift proposes: `overlay.yaml` (shipper) and `overlay.pricing.yaml`, OpenAPI Overlay 1.1
 * documents over the bundles of `@haulkit/spec` (`dist/<api>.json`), and the note in `drift.md` on how to use them.
 * Nothing is written when there is no drift, so a clean run leaves no overlay behind.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { type Api, type JsonObject, loadDocument } from "../spec/documents.js";
import type { DriftReport } from "../verdicts/drift-report.js";
import { type OverlayAction, proposeOverlays } from "./propose.js";

export const OVERLAY_VERSION = "1.1.0";
/** The Overlay Info extension naming the bundle an overlay applies to (`shipper` when absent). */
export const API_EXTENSION = "x-haulkit-api";

export interface OverlayDocument {
  overlay: string;
  info: { title: string; version: string; [extension: string]: unknown };
  extends?: string;
  actions: OverlayAction[];
}

export function overlayFileName(api: Api): string {
  return api === "shipper" ? "overlay.yaml" : `overlay.${api}.yaml`;
}

export function overlayDocument(api: Api, host: string, actions: OverlayAction[]): OverlayDocument {
  const info = loadDocument(api).info as JsonObject;
  return {
    overlay: OVERLAY_VERSION,
    info: {
      title: `The ${api} API as ${host} answers it (proposed by haulkit-contract from drift)`,
      version: String(info.version),
      [API_EXTENSION]: api,
    },
    extends: `@haulkit/spec/dist/${api}.json`,
    actions,
  };
}

export interface WrittenOverlays {
  files: string[];
  uncovered: string[];
}

/** Writes the proposed overlays and adds their note to drift.md; nothing when the run had no drift. */
export function writeOverlays(reportsDir: string, report: DriftReport, host: string): WrittenOverlays {
  if (report.gaps.length === 0) return { files: [], uncovered: [] };
  const proposal = proposeOverlays(report, host);
  const files: string[] = [];
  for (const { api, actions } of proposal.overlays) {
    if (actions.length === 0) continue;
    const file = overlayFileName(api);
    writeFileSync(join(reportsDir, file), stringify(overlayDocument(api, host, actions), { lineWidth: 0 }));
    files.push(file);
  }
  appendFileSync(join(reportsDir, "drift.md"), overlayNote(files, proposal.uncovered));
  return { files, uncovered: proposal.uncovered };
}

/** The host named in the overlay (`vendor.example:8443`); the embedded sandbox when there is no URL. */
export function targetHost(shipperUrl: string | undefined): string {
  if (!shipperUrl) return "the embedded sandbox";
  try {
    return new URL(shipperUrl).host;
  } catch {
    return shipperUrl;
  }
}

/** The console line of a run that proposed overlays. */
export function overlayLine(written: WrittenOverlays): string {
  const left =
    written.uncovered.length > 0
      ? ` (${written.uncovered.length} kind(s) of drift only a waiver of their gap id expresses: see drift.md)`
      : "";
  return `overlay proposed: ${written.files.join(", ")}: review it, then pass it with --overlay to judge against the spec as overlaid${left}`;
}

function overlayNote(files: readonly string[], uncovered: readonly string[]): string {
  const lines = ["## The spec as the target behaves", ""];
  if (files.length > 0) {
    lines.push(
      `${files.map((file) => `[${file}](${file})`).join(" and ")}: an OpenAPI Overlay (1.1) whose actions change the spec`,
      "to state what the target did, one action per contradicted assumption (its description names the gap, the",
      "operations, how often, one request). Review it, keep it beside your pipeline, and pass it to later runs with",
      "`--overlay <file>`: the target is then judged against the spec as overlaid, so these deviations are no longer",
      "drift and `--strict` fails only on new ones. `haulkit-spec overlay <file> --out <bundle>` writes the overlaid",
      "bundle.",
      "",
    );
  }
  if (uncovered.length > 0) {
    lines.push(
      "Drift no spec constraint expresses (a behaviour a rule assumes, a refusal the documents do not show): the",
      "overlay waives its gap id (`x-haulkit-waived` in `info`), so accepting it accepts any behaviour under that id:",
      "",
    );
    lines.push(...uncovered.map((entry) => `- ${entry.replaceAll("|", "\\|")}`), "");
  }
  return `${lines.join("\n")}\n`;
}
