/** What the answer to a materialized request must be, decided from the spec alone, and why. */

/** Why a request does not conform, and the statuses that answer it when the reason calls for exact ones. */
export interface Issue {
  reason: string;
  statuses?: number[] | undefined;
  /** A framework answer (generic failure shape), not one of the operation's own. */
  framework?: boolean | undefined;
}

export interface Expectation {
  /** yes: the request conforms (2xx or a listed business refusal); no: it must be refused; either: both fine. */
  accept: "yes" | "no" | "either";
  issues: Issue[];
}
