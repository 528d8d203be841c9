/**
 * Behaviours no spec constraint expresses (a rule that rests on a gap, a refusal the documents do not show) can still
 * be reviewed and accepted: an overlay action adds the gap id under `x-haulkit-waived` in the bundle's Info (not at
 * the root, which Ajv reads as a schema),
 * and a run over that bundle no longer records drift under that id.
 */
import { type JsonObject, loadDocument } from "../spec/documents.js";

export const WAIVED = "x-haulkit-waived";

let waived: Set<string> | undefined;

/** The gap ids the run's bundles (as overlaid) waive. */
export function waivedGaps(): ReadonlySet<string> {
  if (!waived) {
    waived = new Set();
    for (const api of ["shipper", "pricing"] as const) {
      const entry = (loadDocument(api).info as JsonObject | undefined)?.[WAIVED];
      if (entry !== null && typeof entry === "object")
        for (const gap of Object.keys(entry as JsonObject)) waived.add(gap);
    }
  }
  return waived;
}
