/**
 * `junit.xml` written from the run's own records, so every skip carries its reason (`<skipped message>`), every
 * failure the answer's message, and a run that could not start still leaves a report holding its error.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestRecord } from "../run/summary.js";
import { isLostNote } from "../run/target-lost.js";

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

/** An attribute value: newlines kept as character references (a parser turns a raw one into a space). */
const attribute = (text: string) => escapeXml(text).replaceAll("\n", "&#10;");

const suiteFile = (suite: string) => `suites/${suite}.contract.ts`;

function testcase(record: TestRecord, skipReason: (record: TestRecord) => string): string {
  const attrs = `classname="${escapeXml(suiteFile(record.suite))}" name="${escapeXml(record.name.split(" › ").join(" > "))}" time="${((record.duration ?? 0) / 1000).toFixed(3)}"`;
  if (record.state === "passed") return `    <testcase ${attrs}/>`;
  // A test the lost target kept from running is an error (the run could not judge it), with the loss as reason.
  if (record.state === "skipped" && isLostNote(record.note)) {
    return `    <testcase ${attrs}>\n      <error message="${attribute(skipReason(record))}" type="TargetLost"/>\n    </testcase>`;
  }
  if (record.state === "skipped") {
    return `    <testcase ${attrs}>\n      <skipped message="${attribute(skipReason(record))}"/>\n    </testcase>`;
  }
  const errors = record.errors.length > 0 ? record.errors : ["did not finish"];
  const failures = errors.map((error) => {
    const type = record.errorNames?.[errors.indexOf(error)] ?? "Error";
    return `      <failure message="${attribute(error)}" type="${escapeXml(type)}">${escapeXml(error)}</failure>`;
  });
  return `    <testcase ${attrs}>\n${failures.join("\n")}\n    </testcase>`;
}

/** The junit document of a run: one testsuite per suite file, plus the errors outside the tests. */
export function junitXml(
  records: readonly TestRecord[],
  runErrors: readonly string[],
  skipReason: (record: TestRecord) => string,
): string {
  const bySuite = new Map<string, TestRecord[]>();
  for (const record of records) bySuite.set(record.suite, [...(bySuite.get(record.suite) ?? []), record]);
  const suites = [...bySuite].map(([suite, list]) => {
    const failures = list.filter((r) => r.state === "failed" || r.state === "pending").length;
    const errors = list.filter((r) => r.state === "skipped" && isLostNote(r.note)).length;
    const skipped = list.filter((r) => r.state === "skipped").length - errors;
    const head = `  <testsuite name="${escapeXml(suiteFile(suite))}" tests="${list.length}" failures="${failures}" errors="${errors}" skipped="${skipped}">`;
    return [head, ...list.map((record) => testcase(record, skipReason)), "  </testsuite>"].join("\n");
  });
  if (runErrors.length > 0) {
    const cases = runErrors.map(
      (error, index) =>
        `    <testcase classname="haulkit-contract" name="run error ${index + 1}">\n      <failure message="${attribute(error)}" type="RunError">${escapeXml(error)}</failure>\n    </testcase>`,
    );
    suites.push(
      [
        `  <testsuite name="haulkit-contract" tests="${runErrors.length}" failures="${runErrors.length}" errors="0" skipped="0">`,
        ...cases,
        "  </testsuite>",
      ].join("\n"),
    );
  }
  const total = records.length + runErrors.length;
  const failed = records.filter((r) => r.state === "failed" || r.state === "pending").length + runErrors.length;
  const errors = records.filter((r) => r.state === "skipped" && isLostNote(r.note)).length;
  return `<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="haulkit contract" tests="${total}" failures="${failed}" errors="${errors}">\n${suites.join("\n")}\n</testsuites>\n`;
}

export function writeJunit(
  reportsDir: string,
  records: readonly TestRecord[],
  runErrors: readonly string[],
  skipReason: (record: TestRecord) => string,
): void {
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, "junit.xml"), junitXml(records, runErrors, skipReason));
}
