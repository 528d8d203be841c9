/**
 * Drift → Overlay actions: for each contradicted assumption the run recorded, the change to the bundle that makes
 * the spec state what the target did. A status answered otherwise adds that response (the assumed one's content,
 * `x-assumption` carried over); another value of an assumed enum or const widens it; an assumed required property
 * the target omits leaves `required`; an extra key where the spec assumed none becomes a property. A webhook's
 * payload gets the same actions on its schema (`webhooks.<action>`) as a response body. Drift no action can express
 * (a rule's behaviour, a refusal not given, a webhook's header) is returned as uncovered. Broken facts are never
 * drift, so they never reach here. Deterministic: actions sorted by gap id, then target.
 */

import { type Api, type JsonObject, loadDocument, pointer } from "../spec/documents.js";
import { documentedResponse, type Operation, operations, STANDS_FOR } from "../spec/operations.js";
import { gapsOf } from "../validation/assumptions.js";
import { payloadSchemaPointer } from "../validation/webhooks.js";
import type { DriftRecord } from "../verdicts/drift-recorder.js";
import type { DriftGroup, DriftReport } from "../verdicts/drift-report.js";
import { jsonPath, markedNodes, reachableNodes } from "./spec-nodes.js";
import { WAIVED } from "./waivers.js";

export interface OverlayAction {
  target: string;
  description: string;
  update?: unknown;
  remove?: boolean;
}

export interface ProposedOverlay {
  api: Api;
  actions: OverlayAction[];
}

export interface Proposal {
  overlays: ProposedOverlay[];
  /** `G-060 rule "…" holds (where)`: drift no overlay action expresses. */
  uncovered: string[];
}

/** What one finding changes, before its description is written. */
interface Change {
  target: string;
  update?: unknown;
  remove?: boolean;
  what: string;
}

const STATUS = /^status (\d{3})$/;

function lastKey(jsonPointer: string): string {
  const raw = jsonPointer.split("/").at(-1) ?? "";
  return raw.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** The JSON value after `is ` in an assumed/observed text (`/error/id is "X"`); undefined when there is none. */
function shownValue(text: string): { value: unknown } | undefined {
  const match = / is (?!one of )(.+)$/.exec(text);
  if (!match || (match[1] as string).endsWith("…")) return undefined;
  try {
    return { value: JSON.parse(match[1] as string) };
  } catch {
    return undefined;
  }
}

function statusChange(doc: JsonObject, op: Operation, finding: DriftRecord, host: string): Change[] {
  const assumed = STATUS.exec(finding.assumed)?.[1];
  const observed = STATUS.exec(finding.observed)?.[1];
  if (!assumed || !observed) return [];
  const responses = pointer("paths", op.path, op.method.toLowerCase(), "responses");
  const node = (((doc.paths as JsonObject)[op.path] as JsonObject)[op.method.toLowerCase()] as JsonObject)
    .responses as JsonObject;
  const original = node[assumed] as JsonObject | undefined;
  // Only a response the spec marks with this gap is an assumption: any other status stays a fact.
  if (!original || !gapsOf(original).includes(finding.gap)) return [];
  const description = `Observed on ${host}: ${op.operationId} answers ${observed} where the spec assumed ${assumed} (${finding.gap}).`;
  return [
    {
      target: jsonPath(doc, responses),
      update: {
        [observed]: { ...original, description, "x-assumption": gapsOf(original), [STANDS_FOR]: Number(assumed) },
      },
      what: `adds response ${observed} to ${op.operationId} (the spec assumed ${assumed})`,
    },
  ];
}

function valueChange(doc: JsonObject, schema: string, finding: DriftRecord): Change[] {
  const observed = shownValue(finding.observed);
  if (!observed) return [];
  const assumed = shownValue(finding.assumed);
  const changes: Change[] = [];
  for (const { pointer: at, node } of markedNodes(doc, schema, finding.gap)) {
    const shown = JSON.stringify(observed.value);
    if (Array.isArray(node.enum)) {
      if (assumed && !node.enum.includes(assumed.value)) continue;
      if (node.enum.includes(observed.value)) continue;
      changes.push({ target: jsonPath(doc, at, "enum"), update: observed.value, what: `adds ${shown} to the enum` });
    } else if ("const" in node) {
      if (assumed && node.const !== assumed.value) continue;
      changes.push(
        {
          target: jsonPath(doc, at, "const"),
          remove: true,
          what: `lets ${shown} stand beside ${JSON.stringify(node.const)}`,
        },
        {
          target: jsonPath(doc, at),
          update: { enum: [node.const, observed.value] },
          what: `adds ${shown} beside ${JSON.stringify(node.const)}`,
        },
      );
    }
  }
  return changes;
}

function requiredChange(doc: JsonObject, schema: string, finding: DriftRecord): Change[] {
  const name = lastKey(finding.pointer);
  return reachableNodes(doc, schema)
    .filter(({ node }) => Array.isArray(node.required) && node.required.includes(name))
    .filter(({ node }) =>
      [node, (node.properties as JsonObject | undefined)?.[name]].some((each) => gapsOf(each).includes(finding.gap)),
    )
    .map(({ pointer: at }) => ({
      target: `${jsonPath(doc, at, "required")}[?@ == ${JSON.stringify(name)}]`,
      remove: true,
      what: `makes \`${name}\` optional`,
    }));
}

function extraKeyChange(doc: JsonObject, schema: string, finding: DriftRecord, host: string): Change[] {
  const name = lastKey(finding.pointer);
  return markedNodes(doc, schema, finding.gap)
    .filter(({ node }) => node.additionalProperties === false || node.unevaluatedProperties === false)
    .map(({ pointer: at }) => ({
      target: jsonPath(doc, at),
      update: { properties: { [name]: { description: `Observed on ${host} (${finding.gap}); not described.` } } },
      what: `adds the property \`${name}\``,
    }));
}

/** The change to the body schema at `schema` (a response's or a webhook payload's) that admits the finding. */
function bodyChanges(doc: JsonObject, schema: string, finding: DriftRecord, host: string): Change[] {
  if (finding.assumed.endsWith(" is present")) return requiredChange(doc, schema, finding);
  if (finding.assumed.endsWith(" has no other keys")) return extraKeyChange(doc, schema, finding, host);
  return valueChange(doc, schema, finding);
}

const WEBHOOK = /^webhook (.+)$/;

function changesOf(finding: DriftRecord, host: string): { api: Api; changes: Change[] } | undefined {
  const action = WEBHOOK.exec(finding.where)?.[1];
  if (action !== undefined) {
    // A pointer into the payload; the empty one is a header (the verification token), which no schema holds.
    const schema = finding.pointer === "" ? undefined : payloadSchemaPointer(action);
    if (!schema) return undefined;
    return { api: "shipper", changes: bodyChanges(loadDocument("shipper"), schema, finding, host) };
  }
  const op = operations().get(finding.where);
  if (!op || op.api === "sandbox") return undefined;
  const doc = loadDocument(op.api);
  if (finding.pointer === "" && STATUS.test(finding.assumed))
    return { api: op.api, changes: statusChange(doc, op, finding, host) };
  const schema = finding.status === undefined ? undefined : documentedResponse(op, finding.status)?.schemaPointer;
  if (!schema) return undefined;
  return { api: op.api, changes: bodyChanges(doc, schema, finding, host) };
}

function describe(group: DriftGroup, change: Change, findings: DriftRecord[]): string {
  const count = findings.reduce((sum, finding) => sum + finding.count, 0);
  const where = [...new Set(findings.map((finding) => finding.where))].sort();
  const example = findings.find((finding) => finding.request)?.request;
  const title = group.title ? ` ${group.title}` : "";
  return `${group.gap}${title}: ${change.what}. Seen ${count} time(s) on ${where.join(", ")}${example ? `; e.g. ${example}` : ""}.`;
}

/** The overlays (one per API that drifted) and the drift they leave uncovered. */
export function proposeOverlays(report: DriftReport, host: string): Proposal {
  const byApi = new Map<Api, Map<string, { gap: string; action: OverlayAction }>>();
  const uncovered: string[] = [];
  for (const group of report.gaps) {
    const byTarget = new Map<string, { change: Change; api: Api; findings: DriftRecord[] }>();
    for (const finding of group.findings) {
      const found = changesOf(finding, host);
      if (!found || found.changes.length === 0) {
        uncovered.push(`${group.gap} ${finding.where}: ${finding.assumed} (observed: ${finding.observed})`);
        const waiver: Change = {
          target: "$.info",
          update: { [WAIVED]: { [group.gap]: group.title || group.gap } },
          what: "waives the gap: the target does not behave as assumed, and no spec constraint says so",
        };
        const key = JSON.stringify([waiver.target, waiver.update]);
        const known = byTarget.get(key);
        if (known) known.findings.push(finding);
        else byTarget.set(key, { change: waiver, api: found?.api ?? "shipper", findings: [finding] });
        continue;
      }
      for (const change of found.changes) {
        const key = JSON.stringify([change.target, change.update, change.remove]);
        const known = byTarget.get(key);
        if (known) known.findings.push(finding);
        else byTarget.set(key, { change, api: found.api, findings: [finding] });
      }
    }
    for (const [key, { change, api, findings }] of byTarget) {
      const actions = byApi.get(api) ?? new Map();
      byApi.set(api, actions);
      const action: OverlayAction = { target: change.target, description: describe(group, change, findings) };
      if (change.remove) action.remove = true;
      else action.update = change.update;
      actions.set(`${group.gap}\u0000${key}`, { gap: group.gap, action });
    }
  }
  const overlays = [...byApi]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([api, actions]) => ({
      api,
      actions: [...actions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, { action }]) => action),
    }));
  return { overlays, uncovered: [...new Set(uncovered)].sort() };
}
