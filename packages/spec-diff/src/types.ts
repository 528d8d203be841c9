/** The vocabulary of the spec diff: a change's class, the side of the wire a schema is on, and the change itself. */

/** `breaking` needs a major release of the generated packages; `annotation` changes no wire behaviour. */
export type ChangeClass = "breaking" | "non-breaking" | "annotation";

export const CLASS_ORDER: readonly ChangeClass[] = ["breaking", "non-breaking", "annotation"];

/** `write`: the client sends it (request, webhook answer); `read`: the client receives it (response, webhook payload). */
export type Direction = "read" | "write";

/** One change at one place of the dereferenced document. */
export interface Change {
  /** JSON pointer (`#/paths/~1v1~1orders/post/...`) of where a client meets the change, through `$ref`s. */
  pointer: string;
  /** JSON pointer inside the bundle of the node that changed when it is a shared component, else undefined. */
  origin: string | undefined;
  class: ChangeClass;
  /** Stable rule id, e.g. `response-enum-value-added`. */
  rule: string;
  /** One line, the same for every use of the same change. */
  reason: string;
}

/** A change as reported: every place one component change is met, folded into one entry. */
export interface ReportedChange {
  api: string;
  class: ChangeClass;
  rule: string;
  /** Where the change is: the component's pointer when the change is inside one, else the place of use. */
  pointer: string;
  reason: string;
  /** Every place of use, sorted; one entry when the change is not inside a shared component. */
  uses: string[];
}

export interface ApiDiff {
  api: string;
  old: string;
  new: string;
  changes: ReportedChange[];
}

/** Escapes keys into a JSON pointer fragment (`#/a/b~1c`). */
export function pointerOf(keys: readonly string[]): string {
  return `#/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** Appends keys to a pointer fragment. */
export function extend(pointer: string, ...keys: string[]): string {
  if (keys.length === 0) return pointer;
  const tail = keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
  return pointer === "#" || pointer === "#/" ? `#/${tail}` : `${pointer}/${tail}`;
}
