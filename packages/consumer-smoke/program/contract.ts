/**
 * The contract suite's typed export, as another repository uses it: `runContract` validates a captured webhook
 * payload and a broken copy of it, and the exit codes come back typed. Prints one JSON line.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ContractExitCode, type CoverageReport, runContract } from "@haulkit/contract-tests";

const payload = {
  action: "insurance.canceled",
  action_date: "2026-03-17T09:12:55.600+0000",
  order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
  vehicle_guid: "6f5e4d3c-2b1a-4098-b7c6-d5e4f3a2b1c0",
  cancellation_reason: "VEHICLE_MODIFIED",
};

const dir = await mkdtemp(join(tmpdir(), "haulkit-consumer-contract-"));
try {
  const valid = join(dir, "valid.json");
  const broken = join(dir, "broken.json");
  await writeFile(valid, JSON.stringify(payload));
  await writeFile(broken, JSON.stringify({ ...payload, cancellation_reason: "NOT_A_REASON" }));
  const validCode: ContractExitCode = await runContract(["validate", valid]);
  const brokenCode: ContractExitCode = await runContract(["validate", broken]);
  const emptyTally: CoverageReport["operations"] = { covered: 0, total: 0 };
  process.stdout.write(`${JSON.stringify({ validCode, brokenCode, tally: emptyTally })}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
