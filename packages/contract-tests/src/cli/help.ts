/** `haulkit-contract --help`: commands, every option with its variable, the suites and tags, reports, exit codes. */
import { TAG_DESCRIPTIONS } from "../target/capabilities.js";
import { FIXTURE_DEMAND, type FixtureKey, MARK_FIXTURE_KEYS } from "../target/fixtures-file.js";
import { DEFAULT_TUNNEL_PORT } from "../target/webhook-settings.js";
import { ENV } from "./args.js";

const INDENT = " ".repeat(29);

/** Comma-separated names, wrapped under the option column. */
function wrapList(names: readonly string[], first: number, width = 118): string {
  const lines: string[] = [];
  let line = "";
  for (const name of names) {
    const item = `${name}, `;
    if (line && (lines.length === 0 ? first : INDENT.length) + line.length + item.length > width) {
      lines.push(line.trimEnd());
      line = "";
    }
    line += item;
  }
  lines.push(line.replace(/, $/, ""));
  return lines.join(`\n${INDENT}`);
}

/** How many fixtures of a key the suites use in all. */
function totalOf(key: FixtureKey): number {
  return Object.values(FIXTURE_DEMAND).reduce((sum, demand) => sum + (demand[key] ?? 0), 0);
}

/** `orders_accepted 63, orders_picked_up 20, ...`: the totals of `keys`, wrapped. */
function usesOf(keys: readonly FixtureKey[], first: number): string {
  return wrapList(
    keys.map((key) => `${key} ${totalOf(key)}`),
    first,
  );
}

/** How many fixtures of a key the suites use: the total and each suite's share. */
function demandOf(key: FixtureKey): string {
  const shares = Object.entries(FIXTURE_DEMAND).flatMap(([suite, demand]) =>
    demand[key] ? [`${suite} ${demand[key]}`] : [],
  );
  return `${totalOf(key)} (${shares.join(", ")})`;
}

export function helpText(suites: readonly string[]): string {
  const tags = Object.entries(TAG_DESCRIPTIONS).map(([tag, text]) => `  ${tag.padEnd(12)} ${text}`);
  return `haulkit-contract: prove that a shipper API target (and its pricing service) conforms to the spec

Usage:
  haulkit-contract [run] [options]         run the contract suites (pnpm contract)
  haulkit-contract validate <file|dir>...  check captured JSON against the spec
      [--operation <operationId> --status <code>]   as that response (else: a webhook payload, by its action)
  haulkit-contract merge-reports --out <dir> <shard-reports-dir>...
                                           merge the reports of --shard runs into one set (merge-reports --help)
  haulkit-contract plan [options] [--format json]
                                           what a run would reach on the target, writing nothing there: per suite
                                           the tests that would run, and what each missing capability, actor action
                                           or fixture key would add (it rehearses the suites on the embedded sandbox)
  haulkit-contract overlay <overlay>... [--api shipper|pricing] --out <file>
                                           write the bundle with the overlays applied (.json or .yaml), to
                                           lint, publish or build docs from
  haulkit-contract --version               the version of @haulkit/contract-tests

Target (a flag wins over its variable; with none set, the embedded sandbox is started and stopped):
  --shipper-url <url>        ${ENV.shipperUrl.padEnd(26)} base URL of the shipper API (scheme and host)
  --client-id <id>           ${ENV.clientId.padEnd(26)} OAuth client id
  --client-secret <secret>   ${ENV.clientSecret.padEnd(26)} OAuth client secret (never printed)
  --pricing-url <url>        ${ENV.pricingUrl.padEnd(26)} base URL of the pricing service (optional)
  --pricing-api-key <key>    ${ENV.pricingApiKey.padEnd(26)} its X-API-Key (never printed)
  --second-client-id <id>    ${ENV.secondClientId.padEnd(26)} a client of another organisation (optional): the
                             organisations suite checks that neither sees or changes the other's objects
                             (skipped without it; the embedded sandbox has one)
  --second-client-secret <s> ${ENV.secondClientSecret}
                             its secret (never printed)
  --webhook-url <url>        ${ENV.webhookUrl.padEnd(26)} public URL that forwards to the local webhook receiver,
                             for a target that is not on this machine (else webhook tests are skipped)
  --webhook-port <n>         ${ENV.webhookPort.padEnd(26)} local port of the receiver (default: any free port;
                             ${DEFAULT_TUNNEL_PORT} with --webhook-url)
  --allow-writes             let the suites create objects on a target that is not a sandbox; what they
                             create is cancelled or disabled at the end where the API can, else listed in
                             reports/cleanup.json
  --fixtures <file>          ${ENV.fixtures.padEnd(26)} JSON file naming objects only another party can make, for
                             a target whose actors do not make them; checked on start:
                             {"load_requests": [{"order_guid": "...", "request_guid": "..."}, ...], ...}
                             load_requests: pending load requests a carrier sent on the organisation's
                             orders (unanswered, no counter offer); a full run uses
                             ${demandOf("load_requests")}
                             network_carriers: [{"guid": "..."}], carriers of the organisation's network
                             with USDOT, e-mail, phone, MC number and a two-word name, only searched for;
                             a full run uses ${demandOf("network_carriers")}
                             network_carriers_unflagged: carriers of the network with a USDOT number and
                             broker records none of whose flags is set, no custom_external_id (one per
                             test); a full run uses ${demandOf("network_carriers_unflagged")}
                             linked_brokers: brokers linked to the organisation, orders submitted to them
                             (shared); a full run uses
                             ${demandOf("linked_brokers")}
                             orders_accepted, orders_picked_up, orders_delivered, orders_invoiced: orders
                             created through the API, then on the web interface marked accepted (carrier
                             e-mail dispatch@roadrunner-auto.example, phone +1 555 0100), then picked up
                             (adjusted date 2026-03-16T08:00:00.000+0000), or delivered from accepted
                             (pickup 2026-03-16T08:00:00.000+0000, delivery 2026-03-19T17:00:00.000+0000),
                             then carrier invoiced (2026-03-19T17:00:00.000+0000); one per test; a full run
                             uses ${usesOf(MARK_FIXTURE_KEYS.slice(0, 4), INDENT.length + 5)}
                             orders_delivery_verified, orders_invoiced_when_new, orders_pending,
                             orders_canceled: brought as orders_delivered, then marked delivery verified;
                             marked carrier invoiced when new (same date); marked pending; canceled; one per
                             test; a full run uses ${usesOf(MARK_FIXTURE_KEYS.slice(4), INDENT.length + 22)}
                             orders_offer_declined, orders_offer_canceled: offered to a carrier (sendLoadOffer)
                             who declined, or accepted then canceled, the offer; one per test; a full run
                             uses ${usesOf(["orders_offer_declined", "orders_offer_canceled"], INDENT.length + 5)}
                             orders_delivered_platformpay: brought as orders_delivered, created with the
                             payment method platformpay; a full run uses ${demandOf("orders_delivered_platformpay")}
                             orders_insured: with the sample's two vehicles (a 2022 Toyota Camry, a 2021 Ford
                             Explorer), insurance synced, both policies issued by the insurer; one per test;
                             a full run uses ${demandOf("orders_insured")}
                             ach_carriers: carriers of the network with broker records and the bank details
                             docs/targets.md names on file, none of their orders delivered; a full run uses
                             ${demandOf("ach_carriers")}
                             second_org_linked_brokers: brokers linked to the second organisation, its orders
                             submitted to them; a full run uses ${demandOf("second_org_linked_brokers")}
                             A test finding none left is skipped naming the key and how many are missing
                             (docs/targets.md defines each key; \`plan\` prints what the tests use).
  --actors <module>          ${ENV.actors.padEnd(26)} who plays the other parties (carrier, driver, insurer, web
                             interface, clock...): a JS/TS module (.mts/.mjs) whose default export is
                             defineActors({...}); repeatable (the variable: commas), a later module overrides
                             an earlier one action by action; 'sandbox' is the package's sandbox actors module.
                             A test reaching for an action none plays is skipped naming it (needs carrier.pickUp);
                             an actor that throws is an actor failure (its own group in failures.md, exit 1)
  --actors-url <url>         ${ENV.actorsUrl.padEnd(26)} where the /_sandbox helpers are served when a gateway hides
                             them at the API's address (alone: loads the sandbox actors module pointed there)

Selection and output:
  --suite <name>             run only this suite (repeatable): ${wrapList(suites, 62)}
  --tag <expression>         run only tests whose tags match (repeatable, all must match), e.g. read-only,
                             'writes && !clock'
  --shard <i>/<n>            run the i-th of n shards (CI); its coverage is partial: merge-reports merges the
                             shards and applies the coverage gate to the merged report
  --reporter <name>          add a vitest reporter (repeatable): default, verbose, dot, tap, json, github-actions;
                             colours only on a terminal (NO_COLOR=1 turns them off, FORCE_COLOR=1 on)
  --reports-dir <dir>        where reports go (default: reports/ in the current directory; what an earlier
                             run wrote there is removed first)
  --strict                   ${ENV.strict.padEnd(26)} a contradicted assumption fails its test like a broken
                             fact (the default against the embedded sandbox, which implements exactly our
                             assumptions: drift there is a defect)
  --no-strict                ${"HAULKIT_STRICT=0".padEnd(26)} a contradicted assumption is drift: reported, the
                             run does not fail on it (the default against any other target)
  --overlay <file>           ${ENV.overlay.padEnd(26)} judge against the spec with this OpenAPI Overlay applied
                             (repeatable, in order; the variable joins paths with ':'): a reviewed deviation
                             is no longer drift; an action changing a documented fact is listed at the start
  --write-baseline <file>                               record this run's failure groups by cause (operation,
                             status, pointer, error id; not message text) as known failures
  --baseline <file>          ${ENV.baseline.padEnd(26)} a failure of a recorded cause is known: reported, skipped
                             in junit.xml ("known failure: <cause>"), not failing the run (repeatable); a recorded
                             cause that no longer fails is reported fixed (failing the run with --strict)
  -h, --help                 this text
  -v, --version              the version

Tags (what a test needs; it is skipped, with the reason, when the target lacks it):
${tags.join("\n")}

Real time: on a target without a manual clock, tests whose only need is a wait of at most 60 s (the insurance
sync window) wait it in real time, concurrently; they are tagged slow (--tag '!slow' leaves them out).


Verdicts: a response or webhook that breaks a documented FACT fails its test. One that only contradicts an
ASSUMPTION (what we chose where the documents say "not shown": spec/GAPS.md ids, x-assumption in the spec) is
drift: recorded, the test goes on with what the target did (a 201 with a valid order is a created order).

Reports (in the reports directory): junit.xml (skips with their reasons), failures.md (failures grouped by
cause), drift.json and drift.md (drift by gap id: operations, count, one example), coverage.json and
coverage.md, cleanup.json after --allow-writes; overlay.yaml (overlay.pricing.yaml) when there was drift: an
Overlay proposing the spec as the target behaves, to review and pass back with --overlay. The console ends with one line for facts broken and one for
assumptions contradicted, naming the mode that judged them (strict or drift).

Exit codes: 0 no fact broken (drift allowed in mode drift); 1 a fact broken (or drift in mode strict, or no
test ran outside a shard); 2 bad usage, or a target or pricing service that cannot be reached or refuses the credentials
(one line; junit.xml holds the error).
`;
}

/** `haulkit-contract merge-reports --help`. */
export function mergeHelpText(): string {
  return `haulkit-contract merge-reports: merge the reports of the shards of one run into one set

Usage:
  haulkit-contract merge-reports --out <dir> <shard-reports-dir>...

Each directory is the --reports-dir of one \`haulkit-contract --shard <i>/<n>\` run (its run.json says which
shard of which run it is). Every shard 1..n must be given once, from the same run: same target, suites, tags,
--strict and, in GitHub Actions, the same workflow run.

Writes into --out (what an earlier merge wrote there is removed first): junit.xml, failures.md, drift.json,
drift.md, coverage.json, coverage.md, run.json (and cleanup.json when a shard wrote one), then prints the merged
summary: tests, failures by cause, skips by reason, coverage, the coverage gate, facts broken, assumptions
contradicted.

Coverage gate: a run of every suite without --tag against a target with every capability (the embedded
sandbox) must cover every operation, documented response and webhook action; other runs report coverage only.

Exit codes: 0 every shard passed and the gate holds; 1 a shard failed (a fact broken, drift with --strict, an
error outside the tests, no test ran) or the gate fails; 2 bad usage or reports that cannot be merged (a missing
directory, one that is not a shard report, shards of different runs or judged against different --overlay files,
a shard given twice or missing).
`;
}
