/** The webhook fault scenarios: what the receiver does on each try, and what the delivery must end as. */
import type { Behaviour } from "./receiver.js";

export interface Scenario {
  name: string;
  /** The receiver's behaviour on try `attempt` (1-based). */
  behaviour(attempt: number): Behaviour;
  /** The try that succeeds, or undefined when every try fails. */
  succeedsAt: number | undefined;
}

/** The document: "5 tries, 60 seconds apart"; "10 seconds" per request. */
export const MAX_TRIES = 5;
export const RETRY_INTERVAL_MS = 60_000;
export const TIMEOUT_MS = 10_000;

const always = (behaviour: Behaviour) => () => behaviour;
const sequence = (behaviours: Behaviour[]) => (attempt: number) => behaviours[attempt - 1] ?? "ok";

export const SCENARIOS: Scenario[] = [
  { name: "receiver down", behaviour: always("down"), succeedsAt: undefined },
  { name: "slow past 10 s", behaviour: always("hang"), succeedsAt: undefined },
  { name: "answers 500", behaviour: always("status-500"), succeedsAt: undefined },
  { name: "answers 302", behaviour: always("redirect-302"), succeedsAt: undefined },
  { name: "answers 404", behaviour: always("status-404"), succeedsAt: undefined },
  { name: "resets the connection", behaviour: always("reset"), succeedsAt: undefined },
  {
    name: "recovers on the last try",
    behaviour: sequence(["down", "hang", "status-500", "reset", "ok"]),
    succeedsAt: 5,
  },
  { name: "recovers on the second try", behaviour: sequence(["redirect-302", "ok"]), succeedsAt: 2 },
  { name: "answers 200 at once", behaviour: always("ok"), succeedsAt: 1 },
];

/** Subscription URLs that are not http or https (or not absolute): each must be refused at subscription. */
export const BAD_CALLBACK_URLS = [
  "ftp://127.0.0.1/hooks",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "mailto:ops@example.com",
  "ws://127.0.0.1/hooks",
  "gopher://127.0.0.1:70/",
  "data:text/plain,hello",
  "//127.0.0.1/hooks",
  "/hooks",
  "http:/127.0.0.1/hooks",
  "http://",
  "127.0.0.1:8080/hooks",
  "",
  // Link-local and cloud-metadata hosts: refused by the sandbox's default callback host policy.
  "http://169.254.169.254/latest/meta-data/",
  "http://0xa9fea9fe/latest/meta-data/",
  "http://[::ffff:169.254.169.254]/",
  "http://[fe80::1]:8080/hooks",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://100.100.100.200/latest/meta-data/",
];

/** URLs that must be accepted. */
/** URLs that must be accepted: loopback and private ranges stay usable (local receivers, CI service networks). */
export const GOOD_CALLBACK_URLS = [
  "http://127.0.0.1:9/hooks",
  "https://hooks.example.com/haulkit?x=1",
  "http://localhost:9/hooks",
  "http://[::1]:9/hooks",
  "http://10.0.0.5:8080/hooks",
  "http://192.168.1.20/hooks",
  "http://169.255.0.1/hooks",
];
