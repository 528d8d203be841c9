/**
 * Client faults: `@haulkit/client` against scripted local servers (timeouts, resets, 429 storms, a token that
 * expires mid-flight, 50 concurrent calls on an expired token, a body past the size cap), and no secret in any
 * error it throws (as JSON and as `util.inspect` shows it, decoded from JSON and URL escapes) or in any log line.
 */
import { type Counters, type PartResult, partStatus } from "../report.js";
import { errorRenderings, secretsInAnySpelling } from "../secrets.js";
import { CLIENT_SCENARIOS, type ClientScenario } from "./scenarios.js";

export interface ClientFaultOptions {
  scenarios?: ClientScenario[];
  log?: (line: string) => void;
}

export async function clientFaults(options: ClientFaultOptions = {}): Promise<PartResult> {
  const started = performance.now();
  const scenarios = options.scenarios ?? CLIENT_SCENARIOS;
  const counters: Partial<Counters> = { faultsInjected: 0, faultsMishandled: 0, secretsLeaked: 0 };
  const failures: string[] = [];
  let errors = 0;
  for (const scenario of scenarios) {
    const outcome = await scenario.run();
    counters.faultsInjected = (counters.faultsInjected ?? 0) + outcome.faults;
    if (outcome.failures.length > 0) counters.faultsMishandled = (counters.faultsMishandled ?? 0) + 1;
    failures.push(...outcome.failures.map((failure) => `${scenario.name}: ${failure}`));
    errors += outcome.errors.length;
    for (const [index, error] of outcome.errors.entries()) {
      const leaked = secretsInAnySpelling(errorRenderings(error), outcome.secrets);
      if (leaked.length > 0) {
        counters.secretsLeaked = (counters.secretsLeaked ?? 0) + 1;
        failures.push(
          `${scenario.name}: error #${index + 1} (${error instanceof Error ? error.name : typeof error}) shows a secret`,
        );
      }
    }
    for (const line of outcome.logs) {
      if (secretsInAnySpelling(line, outcome.secrets).length > 0) {
        counters.secretsLeaked = (counters.secretsLeaked ?? 0) + 1;
        failures.push(`${scenario.name}: a log line shows a secret`);
      }
    }
    options.log?.(`client faults: ${scenario.name}: ${outcome.failures.length === 0 ? "ok" : "FAILED"}`);
  }
  return {
    name: "client-faults",
    status: partStatus(counters, failures),
    durationMs: performance.now() - started,
    summary: `${scenarios.length} scenarios, ${errors} client errors scanned for secrets (JSON.stringify + util.inspect)`,
    counters,
    failures,
    details: { scenarios: scenarios.map((scenario) => scenario.name), errors },
  };
}
