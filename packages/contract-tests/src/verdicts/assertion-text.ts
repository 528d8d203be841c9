/**
 * vitest's own assertion text (`<label>: expected <actual> to deeply equal <expected>`, `expected <actual> to have a
 * length of 3 but got 2`, `expect(received).toBeOneOf()` …) in the order every failure message keeps: the place (the
 * label, else the test's rule), then the expected value, then the actual one.
 */

/** What the matcher asked for and what it got, read from its message. */
interface Reading {
  expected: string;
  actual: string;
}

/** One matcher's sentence (`expected <actual> <phrase>`): its pattern after the actual value, and how to read it. */
interface Sentence {
  phrase: RegExp;
  read: (actual: string, found: RegExpExecArray) => Reading;
}

const NOT = "(?:not to|to not)";

/** vitest's sentences, from its chai-based matchers (the suites use these; `test/verdicts` lists one of each). */
const SENTENCES: readonly Sentence[] = [
  {
    phrase: /^to (?:deeply equal|strictly equal|equal) (.+)$/,
    read: (actual, [, e]) => ({ expected: `${e}`, actual }),
  },
  { phrase: /^to be (.+) \/\/ Object\.is equality$/, read: (actual, [, e]) => ({ expected: `${e}`, actual }) },
  {
    phrase: new RegExp(`^${NOT} (?:deeply equal|strictly equal|equal|be) (.+?)(?: // Object\\.is equality)?$`),
    read: (actual, [, e]) => ({ expected: `anything but ${e}`, actual }),
  },
  { phrase: /^to match object (.+)$/, read: (actual, [, e]) => ({ expected: `an object with ${e}`, actual }) },
  {
    phrase: /^to have a length of (\d+) but got (\d+)$/,
    read: (actual, [, e, got]) => ({ expected: `a length of ${e}`, actual: `a length of ${got}: ${actual}` }),
  },
  {
    phrase: new RegExp(`^${NOT} have a length of (\\d+)$`),
    read: (actual, [, e]) => ({ expected: `a length other than ${e}`, actual: `a length of ${e}: ${actual}` }),
  },
  {
    phrase: /^to have property (.+?) with value (.+)$/,
    read: (actual, [, p, e]) => ({ expected: `property ${p} with value ${e}`, actual }),
  },
  { phrase: /^to have property (.+)$/, read: (actual, [, p]) => ({ expected: `property ${p}`, actual }) },
  {
    phrase: new RegExp(`^${NOT} have property (.+)$`),
    read: (actual, [, p]) => ({ expected: `no property ${p}`, actual }),
  },
  { phrase: /^to (?:include|contain) (.+)$/, read: (actual, [, e]) => ({ expected: `to include ${e}`, actual }) },
  {
    phrase: new RegExp(`^${NOT} (?:include|contain) (.+)$`),
    read: (actual, [, e]) => ({ expected: `not to include ${e}`, actual }),
  },
  { phrase: /^to be (null|undefined|true|false|NaN)$/, read: (actual, [, e]) => ({ expected: `${e}`, actual }) },
  {
    phrase: /^to be (greater than or equal to|less than or equal to|greater than|less than|above|below) (.+)$/,
    read: (actual, [, relation, e]) => ({ expected: `${relation} ${e}`, actual }),
  },
  { phrase: /^to match (.+)$/, read: (actual, [, e]) => ({ expected: `matching ${e}`, actual }) },
  { phrase: new RegExp(`^${NOT} match (.+)$`), read: (actual, [, e]) => ({ expected: `not matching ${e}`, actual }) },
];

/** `<label>: expected <actual> <phrase>`; the actual value is the shortest start that leaves a known phrase. */
function readSentence(line: string): { label?: string; reading: Reading } | undefined {
  const head = /^(?:(.*?): )?expected (.+)$/.exec(line);
  if (!head) return undefined;
  const [, label, body = ""] = head;
  for (let cut = body.indexOf(" "); cut > 0; cut = body.indexOf(" ", cut + 1)) {
    const actual = body.slice(0, cut);
    const rest = body.slice(cut + 1);
    for (const sentence of SENTENCES) {
      const found = sentence.phrase.exec(rest);
      if (found) return { label, reading: sentence.read(actual, found) };
    }
  }
  return undefined;
}

/**
 * The jest-style block of `toBeOneOf`/`toSatisfy`: `<label>: expect(received).toX()`, a blank line,
 * `Expected value to <phrase>:` and its value, a blank line, `Received:` and the value.
 */
function readBlock(lines: readonly string[]): { label?: string; reading: Reading; used: number } | undefined {
  const head = /^(?:(.*?): )?expect\(received\)\.(?:not\.)?\w+\(\)$/.exec(lines[0] ?? "");
  if (!head) return undefined;
  const expectedAt = lines.findIndex((line) => /^Expected value (?:not )?to .+:$/.test(line));
  const receivedAt = lines.indexOf("Received:");
  if (expectedAt < 0 || receivedAt < expectedAt) return undefined;
  const phrase = (lines[expectedAt] ?? "").replace(/^Expected value /, "").replace(/:$/, "");
  const valueBetween = (from: number, to: number) =>
    lines
      .slice(from, to)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" ")
      .replace(/^Array \[ (.*?),? \]$/, "[ $1 ]");
  const end = lines.findIndex((line, at) => at > receivedAt + 1 && line.trim() === "");
  const used = end < 0 ? lines.length : end;
  const expected = `${phrase.replace(/^to /, "")} ${conditionName(valueBetween(expectedAt + 1, receivedAt))}`;
  return { label: head[1], reading: { expected, actual: valueBetween(receivedAt + 1, used) }, used };
}

/** Terminal colours, which vitest's jest-style hints carry when the worker writes to a terminal. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** `[Function theseMessages]` reads as "these messages"; an anonymous function as the test's own condition. */
function conditionName(value: string): string {
  return value.replace(/\[Function (\w+)\]/g, (_, name: string) =>
    name === "anonymous" ? "the test's condition" : name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase(),
  );
}

/** The message with its first line(s) read into `<label>` and `expected …, actual …`; any other message as it is. */
export function assertionText(message: string): string {
  const lines = message.replace(COLOUR, "").split("\n");
  const sentence = readSentence(lines[0] ?? "");
  const block = sentence ? undefined : readBlock(lines);
  const found = sentence ?? block;
  if (!found) return message;
  const { label, reading } = found;
  const values = `expected ${reading.expected}, actual ${reading.actual}`;
  return [label ? `${label}\n  ${values}` : values, ...lines.slice(block ? block.used : 1)].join("\n");
}
