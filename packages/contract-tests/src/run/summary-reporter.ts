/** The vitest reporter of a contract run: a line per finished suite file while it runs, the summary at the end. */
import { basename } from "node:path";
import type { Reporter, SerializedError, TestCase, TestModule } from "vitest/node";
import { suiteLine, summarize, type TestRecord } from "./summary.js";

export function suiteName(moduleId: string): string {
  return basename(moduleId).replace(/\.contract\.[cm]?[jt]s$/, "");
}

function fullName(testCase: TestCase): string {
  const names: string[] = [testCase.name];
  let parent = testCase.parent;
  while (parent.type === "suite") {
    names.unshift(parent.name);
    parent = parent.parent;
  }
  return names.join(" › ");
}

function toRecord(testCase: TestCase): TestRecord {
  const result = testCase.result();
  return {
    suite: suiteName(testCase.module.moduleId),
    name: fullName(testCase),
    state: result.state,
    note: result.state === "skipped" ? result.note : undefined,
    errors: (result.errors ?? []).map((error) => error.message ?? String(error)),
  };
}

const errorText = (error: SerializedError) => `${error.name ?? "Error"}: ${error.message ?? ""}`;

export class SummaryReporter implements Reporter {
  readonly records: TestRecord[] = [];
  readonly runErrors: string[] = [];
  private started = Date.now();

  constructor(private readonly print: (text: string) => void = (text) => process.stdout.write(`${text}\n`)) {}

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestModuleEnd(testModule: TestModule): void {
    const records = [...testModule.children.allTests()].map(toRecord);
    this.records.push(...records);
    const seconds = testModule.diagnostic().duration / 1000;
    this.print(suiteLine(suiteName(testModule.moduleId), records, seconds));
    for (const error of testModule.errors())
      this.runErrors.push(`${suiteName(testModule.moduleId)}: ${errorText(error)}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const error of unhandledErrors) this.runErrors.push(errorText(error));
    this.print(summarize(this.records, (Date.now() - this.started) / 1000, this.runErrors));
  }
}
