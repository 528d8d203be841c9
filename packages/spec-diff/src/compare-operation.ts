/** One operation or webhook: its parameters, body, responses and security, directions swapped for webhooks. */
import { derefObject, entries } from "./compare-base.js";
import { RequestComparer } from "./compare-request.js";
import { type JsonObject, same } from "./schema-view.js";
import { type Direction, extend } from "./types.js";
import { sameWithRefs } from "./unchanged.js";

const OPERATION_HANDLED = ["parameters", "requestBody", "responses", "security", "operationId"];

export class OperationComparer extends RequestComparer {
  protected compareOperation(
    at: string,
    _section: string,
    paths: { before: string; after: string },
    oldItem: JsonObject,
    newItem: JsonObject,
    oldOp: JsonObject,
    newOp: JsonObject,
    webhook: boolean,
  ): void {
    const untouched =
      paths.before === paths.after &&
      sameWithRefs(oldOp, newOp, this.unchanged) &&
      sameWithRefs(oldItem.parameters, newItem.parameters, this.unchanged) &&
      (webhook || newOp.security !== undefined || same(this.oldDoc.security, this.newDoc.security));
    if (untouched) return;
    const sends: Direction = webhook ? "read" : "write";
    const receives: Direction = webhook ? "write" : "read";
    if (oldOp.operationId !== newOp.operationId) {
      this.add(
        extend(at, "operationId"),
        "breaking",
        "operation-id-changed",
        `operationId ${String(oldOp.operationId)} -> ${String(newOp.operationId)}: generated types name operations by it`,
      );
    }
    this.compareParameters(at, paths, oldItem, newItem, oldOp, newOp, sends);
    this.compareRequestBody(extend(at, "requestBody"), oldOp.requestBody, newOp.requestBody, sends);
    this.compareResponses(extend(at, "responses"), oldOp.responses, newOp.responses, receives, webhook);
    if (!webhook)
      this.compareSecurity(
        extend(at, "security"),
        oldOp.security ?? this.oldDoc.security,
        newOp.security ?? this.newDoc.security,
      );
    for (const key of new Set([...Object.keys(oldOp), ...Object.keys(newOp)])) {
      if (!OPERATION_HANDLED.includes(key) && !(webhook && key === "security"))
        this.annotation(extend(at, key), oldOp[key], newOp[key], key);
    }
  }

  protected compareResponses(
    at: string,
    oldRaw: unknown,
    newRaw: unknown,
    direction: Direction,
    webhook: boolean,
  ): void {
    const olds = new Map(entries(oldRaw));
    const news = new Map(entries(newRaw));
    for (const status of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const pointer = extend(at, status);
      const before = derefObject(this.resolveOld, olds.get(status));
      const after = derefObject(this.resolveNew, news.get(status));
      const success = /^[23]/.test(status);
      if (before && !after) {
        if (webhook)
          this.add(
            pointer,
            "breaking",
            "webhook-answer-removed",
            `answer ${status} is no longer documented as accepted`,
          );
        else if (success)
          this.add(
            pointer,
            "breaking",
            "response-status-removed",
            `status ${status} removed: clients expecting it break`,
          );
        else
          this.add(pointer, "non-breaking", "response-error-status-removed", `status ${status} is no longer returned`);
        continue;
      }
      if (!before && after) {
        if (webhook) this.add(pointer, "non-breaking", "webhook-answer-added", `answer ${status} is now documented`);
        else if (success)
          this.add(
            pointer,
            "breaking",
            "response-status-added",
            `new success status ${status}: clients checking the status or the typed result must handle it`,
          );
        else this.add(pointer, "non-breaking", "response-error-status-added", `new error status ${status}`);
        continue;
      }
      if (!before || !after) continue;
      this.compareContent(extend(pointer, "content"), before.content, after.content, direction, "response");
      this.compareHeaders(extend(pointer, "headers"), before.headers, after.headers, direction);
      for (const key of Object.keys({ ...before, ...after })) {
        if (key !== "content" && key !== "headers") this.annotation(extend(pointer, key), before[key], after[key], key);
      }
    }
  }

  protected compareHeaders(at: string, oldRaw: unknown, newRaw: unknown, direction: Direction): void {
    const olds = new Map(entries(oldRaw).map(([name, header]) => [name.toLowerCase(), { name, header }]));
    const news = new Map(entries(newRaw).map(([name, header]) => [name.toLowerCase(), { name, header }]));
    for (const key of [...new Set([...olds.keys(), ...news.keys()])].sort()) {
      const before = olds.get(key);
      const after = news.get(key);
      const pointer = extend(at, (after ?? before)?.name ?? key);
      if (before && !after)
        this.add(
          pointer,
          direction === "read" ? "breaking" : "non-breaking",
          "header-removed",
          `header ${before.name} no longer ${direction === "read" ? "sent" : "expected"}`,
        );
      else if (!before && after) this.add(pointer, "non-breaking", "header-added", `new header ${after.name}`);
      else if (before && after) {
        const oldHeader = derefObject(this.resolveOld, before.header) ?? {};
        const newHeader = derefObject(this.resolveNew, after.header) ?? {};
        if (direction === "read" && oldHeader.required === true && newHeader.required !== true)
          this.add(pointer, "breaking", "header-optional", `header ${after.name} is no longer always sent`);
        this.schema(extend(pointer, "schema"), oldHeader.schema, newHeader.schema, direction);
      }
    }
  }
}
