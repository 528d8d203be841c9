/**
 * vitest's own assertion text (`<label>: expected <actual> to deeply equal <expected>`) in the order every failure
 * message keeps: the place (the label, else the test's rule), then the expected value, then the actual one.
 */

/** An equality (`toEqual`, `toStrictEqual`) or `toBe` (always followed by `// Object.is equality`); no other matcher. */
const COMPARISON =
  /^(?:(.*?): )?expected (.+?) to (?:(?:deeply equal|strictly equal|equal) (.+)|be (.+) \/\/ Object\.is equality)$/;

/** The message with its first line read into `<label>` and `expected …, actual …`; any other message as it is. */
export function assertionText(message: string): string {
  const [first = "", ...rest] = message.split("\n");
  const found = COMPARISON.exec(first);
  if (!found) return message;
  const [, label, actual, equal, same] = found;
  const expected = equal ?? same;
  const values = `expected ${expected}, actual ${actual}`;
  return [label ? `${label}\n  ${values}` : values, ...rest].join("\n");
}
