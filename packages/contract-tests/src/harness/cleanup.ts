/**
 * What a suite created on a target that is not a sandbox (writes allowed with --allow-writes): at the end of the
 * suite each object is undone through the API where the spec has a way (cancel, disable, unsubscribe), and the
 * rest is listed in the reports so a person can remove it. A sandbox needs none of this.
 */
import type { Call } from "./call.js";
import type { CleanupOutcome, CreatedObject } from "./cleanup-outcome.js";
import { lastResponseOf } from "./pactum.js";

export class CreatedObjects {
  private readonly objects: CreatedObject[] = [];

  add(object: CreatedObject): void {
    this.objects.push(object);
  }

  get size(): number {
    return this.objects.length;
  }

  /** Undoes what can be undone, newest first; a failed undo leaves the object listed with the status it got. */
  async undo(suite: string, call: Call): Promise<CleanupOutcome> {
    const outcome: CleanupOutcome = { suite, undone: [], left: [] };
    for (const object of [...this.objects].reverse()) {
      if (!object.undo) {
        outcome.left.push({
          ...object,
          reason: `the spec has no operation that cancels or archives this ${object.kind}`,
        });
        continue;
      }
      const { operationId, path, body } = object.undo;
      const spec = call(operationId, { path, body });
      const status = await spec.toss().then(
        (response: { statusCode?: number }) => response.statusCode,
        () => lastResponseOf(spec)?.status,
      );
      if (status !== undefined && status < 300) outcome.undone.push(object);
      else outcome.left.push({ ...object, reason: `${operationId} answered ${status ?? "nothing"}` });
    }
    this.objects.length = 0;
    return outcome;
  }
}
