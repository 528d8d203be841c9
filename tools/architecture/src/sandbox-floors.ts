/** The sandbox's floors, from the ground up (packages/sandbox/README.md, "Layout", shows the same table). */
import type { Floor } from "./floors.js";

export const SANDBOX_SRC = "packages/sandbox/src";

export const SANDBOX_FLOORS: readonly Floor[] = [
  {
    name: "ground",
    holds: [
      "clock.ts",
      "instant-clock.ts",
      "time.ts",
      "log.ts",
      "faults.ts",
      "extra-keys.ts",
      "callback-hosts.ts",
      "exact-decimal.ts",
      "media-type.ts",
      "example-order.ts",
      "spec/",
      "pricing/",
    ],
  },
  { name: "settings and stores", holds: ["config.ts", "auth/", "state/", "context.ts"] },
  { name: "domain", holds: ["domain/"] },
  { name: "webhooks", holds: ["webhooks/"] },
  { name: "persistence and http", holds: ["persistence/", "http/"] },
  { name: "entry points", holds: ["sandbox.ts", "index.ts", "cli.ts", "cli/"] },
];
