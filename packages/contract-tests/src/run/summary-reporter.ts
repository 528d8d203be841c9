/** The vitest reporter of a contract run: a line per finished suite file while it runs, the summary at the end. */

import type { Reporter, SerializedError, TestCase, TestModule } from "vitest/node";
import type { TestNeeds } from "../actors/acting.js";
import { assertionText } from "../verdicts/assertion-text.js";
import type { MismatchCause } from "../verdicts/mismatch.js";
import { settleLoss, unexplainedErrors } from "./lost-records.js";
import { suiteName } from "./suites.js";
import { suiteLine, summarize, type TestRecord } from "./summary.js";
import { looksUnanswered } from "./target-lost.js";
import type { TargetWatch } from "./target-watch.js";

function fullName(testCase: TestCase): string {
  const names: string[] = [testCase.name];
  let parent = testCase.parent;
  while (parent.type === "suite") {
    names.unshift(parent.name);
    parent = parent.parent;
  }
  return names.join(" › ");
}

/** The first error of a hook around the test (a `beforeAll` of its describe or file), if one failed. */
function setupError(testCase: TestCase): string | undefined {
  let parent: TestCase["parent"] | undefined = testCase.parent;
  while (parent) {
    const error = parent.errors()[0];
    if (error) return (error.message ?? String(error)).split("\n")[0];
    parent = parent.type === "suite" ? parent.parent : undefined;
  }
  return undefined;
}

function toRecord(testCase: TestCase): TestRecord {
  const result = testCase.result();
  const errors = result.errors ?? [];
  let note = result.state === "skipped" ? result.note : undefined;
  if (result.state === "skipped" && note === undefined) {
    const setup = setupError(testCase);
    if (setup) note = `not run: a setup step failed: ${setup}`;
  }
  return {
    suite: suiteName(testCase.module.moduleId),
    name: fullName(testCase),
    state: result.state,
    note,
    // vitest's own comparisons read place, expected, actual (an answer's mismatch says so already).
    errors: errors.map((error) =>
      error.name === "AssertionError" ? assertionText(error.message ?? "") : (error.message ?? String(error)),
    ),
    causes: errors.map((error) => (error as { haulkit?: MismatchCause }).haulkit),
    errorNames: errors.map((error) => error.name ?? "Error"),
    duration: testCase.diagnostic()?.duration,
  };
}

const errorText = (error: SerializedError) => `${error.name ?? "Error"}: ${error.message ?? ""}`;

export class SummaryReporter implements Reporter {
  records: TestRecord[] = [];
  runErrors: string[] = [];
  /** `suite › name` -> what the test needed as it ran (acting.ts), for `haulkit-contract plan`. */
  needs = new Map<string, TestNeeds>();
  private started = Date.now();

  /** `suiteLines: false` leaves the progress to a reporter that draws its own (dot: a row of dots). */
  constructor(
    private readonly print: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
    private readonly options: {
      suiteLines: boolean;
      colour?: boolean;
      watch?: TargetWatch;
      /** The records as the closing summary counts them (a baseline's known failures as skipped); kept raw here. */
      shown?: (records: readonly TestRecord[]) => readonly TestRecord[];
    } = { suiteLines: true },
  ) {}

  /** A test or setup step that got no answer at all: the watch asks the target again. */
  onTestCaseResult(testCase: TestCase): void {
    const record = toRecord(testCase);
    const needs = testCase.meta().haulkitNeeds;
    if (needs) this.needs.set(`${record.suite} › ${record.name}`, needs);
    if ([...record.errors, record.note ?? ""].some(looksUnanswered)) this.options.watch?.noticed(new Date());
  }

  onTestRunStart(): void {
    this.started = Date.now();
  }

  async onTestModuleEnd(testModule: TestModule): Promise<void> {
    if (this.options.watch?.busy) await this.options.watch.settled();
    const loss = this.options.watch?.loss;
    const tested = [...testModule.children.allTests()].map(toRecord);
    const records = loss ? settleLoss(tested, loss) : tested;
    this.records.push(...records);
    const seconds = testModule.diagnostic().duration / 1000;
    if (this.options.suiteLines) {
      this.print(suiteLine(suiteName(testModule.moduleId), records, seconds, this.options.colour === true));
    }
    for (const error of testModule.errors())
      this.runErrors.push(`${suiteName(testModule.moduleId)}: ${errorText(error)}`);
  }

  async onTestRunEnd(
    _modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): Promise<void> {
    for (const error of unhandledErrors) this.runErrors.push(errorText(error));
    // Awaited only when a check is under way: the other reporters' last words keep their order otherwise.
    if (this.options.watch?.busy) await this.options.watch.settled();
    const loss = this.options.watch?.loss;
    if (loss) {
      this.records = settleLoss(this.records, loss);
      this.runErrors = unexplainedErrors(this.runErrors);
    }
    const shown = this.options.shown?.(this.records) ?? this.records;
    this.print(summarize(shown, (Date.now() - this.started) / 1000, this.runErrors));
  }
}
