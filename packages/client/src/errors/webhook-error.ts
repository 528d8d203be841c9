/** A webhook delivery that is not a valid payload: unreadable JSON, an unknown action, or a schema violation. */

export interface WebhookIssue {
  /** JSON pointer into the payload (`""` is the payload itself). */
  pointer: string;
  /** What is wrong there. */
  problem: string;
}

export class WebhookError extends Error {
  override readonly name = "WebhookError";
  /** The payload's `action`, when it has one. */
  declare readonly action: string | undefined;
  /** JSON pointer of the first problem. */
  declare readonly pointer: string;
  /** The first problem. */
  declare readonly problem: string;
  /** Every problem found (the first one is `pointer`/`problem`). */
  declare readonly issues: readonly WebhookIssue[];

  constructor(action: string | undefined, issues: readonly [WebhookIssue, ...WebhookIssue[]]) {
    const [first] = issues;
    const subject = action === undefined ? "webhook payload" : `webhook payload of action '${action}'`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(`Invalid ${subject} at ${first.pointer || "(root)"}: ${first.problem}${more}`);
    this.action = action;
    this.pointer = first.pointer;
    this.problem = first.problem;
    this.issues = issues;
  }
}
