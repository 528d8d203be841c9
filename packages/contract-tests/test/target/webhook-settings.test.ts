import { describe, expect, it } from "vitest";
import { TargetError } from "../../src/target/target.js";
import {
  canReachReceiver,
  DEFAULT_TUNNEL_PORT,
  isLoopback,
  LOCAL_WEBHOOKS,
  webhookSettings,
} from "../../src/target/webhook-settings.js";

describe("webhook settings", () => {
  it("default: the loopback receiver on any free port; a public URL defaults the port for the tunnel", () => {
    expect(webhookSettings(undefined, undefined)).toEqual(LOCAL_WEBHOOKS);
    expect(webhookSettings("https://hooks.example.com/", undefined)).toEqual({
      publicUrl: "https://hooks.example.com",
      port: DEFAULT_TUNNEL_PORT,
    });
    expect(webhookSettings("https://hooks.example.com", "8080")).toEqual({
      publicUrl: "https://hooks.example.com",
      port: 8080,
    });
  });

  it.each([
    ["ftp://hooks.example.com", undefined, /--webhook-url must be http or https/],
    ["hooks", undefined, /--webhook-url is not a URL/],
    [undefined, "70000", /--webhook-port must be 0 to 65535, got '70000'/],
    [undefined, "-1", /--webhook-port must be 0 to 65535/],
  ])("%s / %s is a TargetError", (url, port, message) => {
    expect(() => webhookSettings(url, port)).toThrow(TargetError);
    expect(() => webhookSettings(url, port)).toThrow(message);
  });

  it("a target on this machine reaches the receiver; a remote one only through a public URL", () => {
    for (const url of ["http://127.0.0.1:4010", "http://localhost:4010", "http://[::1]:4010", "http://127.0.1.1"]) {
      expect(isLoopback(url), url).toBe(true);
    }
    expect(isLoopback("https://api.example.com")).toBe(false);
    expect(canReachReceiver("https://api.example.com", LOCAL_WEBHOOKS)).toBe(false);
    expect(canReachReceiver("https://api.example.com", webhookSettings("https://hooks.example.com", "4021"))).toBe(
      true,
    );
    expect(canReachReceiver("http://127.0.0.1:4010", LOCAL_WEBHOOKS)).toBe(true);
  });
});
