/** What materializing a plan reads: the target's URL, the worker's model, credentials, other organisations' objects. */
import type { RefKind } from "./late.js";
import type { WorkerModel } from "./model.js";

export interface Credentials {
  bearer: string;
  basic: string;
  apiKey: string;
}

export interface MaterializeContext {
  baseUrl: string;
  model: WorkerModel;
  credentials: Credentials;
  /** An object of the same kind in another organisation, when there is one. */
  foreign(kind: RefKind, index: number): string | undefined;
}
