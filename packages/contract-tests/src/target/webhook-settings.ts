/**
 * Where the suites' webhook receiver listens and which URL a target posts webhooks to. A target on this machine
 * reaches the receiver on the loopback interface (any free port); a remote one needs a public `--webhook-url` that
 * forwards to `--webhook-port` here (a tunnel, a reverse proxy, `host.docker.internal`).
 */
import { httpUrl, TargetError } from "./target.js";

export interface WebhookSettings {
  /** The base URL the target posts to; undefined: the receiver's own loopback URL. */
  publicUrl: string | undefined;
  /** The local port of the receiver (0: any free port). */
  port: number;
}

/** The receiver's port when a public URL forwards to it and no port is given. */
export const DEFAULT_TUNNEL_PORT = 4021;

export const LOCAL_WEBHOOKS: WebhookSettings = { publicUrl: undefined, port: 0 };

export function webhookSettings(url: string | undefined, port: string | undefined): WebhookSettings {
  const publicUrl = url === undefined || url === "" ? undefined : httpUrl("--webhook-url", url);
  if (port === undefined || port === "") return { publicUrl, port: publicUrl ? DEFAULT_TUNNEL_PORT : 0 };
  const number = Number(port);
  if (!/^\d+$/.test(port) || number > 65_535) throw new TargetError(`--webhook-port must be 0 to 65535, got '${port}'`);
  return { publicUrl, port: number };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True when the URL names this machine's loopback interface. */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || hostname.startsWith("127.");
}

/** Whether a target at `shipperUrl` can deliver webhooks to the receiver. */
export function canReachReceiver(shipperUrl: string, settings: WebhookSettings): boolean {
  return settings.publicUrl !== undefined || isLoopback(shipperUrl);
}
