/**
 * Client fault scenarios: `@haulkit/client` against scripted servers. Each returns the faults it injected, what
 * went wrong, and every error the client threw (for the secret scan).
 */
import { ECHO_SCENARIOS } from "./echo.js";
import { ESCAPED_ECHO_SCENARIOS } from "./escaped-echo.js";
import type { ClientScenario } from "./harness.js";
import { RATE_LIMIT_SCENARIOS } from "./rate-limits.js";
import { SIZE_CAP_SCENARIOS } from "./size-cap.js";
import { TOKEN_SCENARIOS } from "./tokens.js";
import { TRANSPORT_SCENARIOS } from "./transport.js";

export type { ClientScenario, ScenarioOutcome } from "./harness.js";

export const CLIENT_SCENARIOS: ClientScenario[] = [
  ...TRANSPORT_SCENARIOS,
  ...RATE_LIMIT_SCENARIOS,
  ...TOKEN_SCENARIOS,
  ...ECHO_SCENARIOS,
  ...ESCAPED_ECHO_SCENARIOS,
  ...SIZE_CAP_SCENARIOS,
];
