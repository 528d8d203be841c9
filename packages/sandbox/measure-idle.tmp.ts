import { connect } from "node:net";
import { startSandbox } from "./src/index.js";
const sb = await startSandbox({ port: 0 });
const port = Number(new URL(sb.url).port);
const life = (label: string, first: string, trickle?: string) => new Promise<void>((resolve) => {
  const t = performance.now();
  const s = connect(port, "127.0.0.1", () => { if (first) s.write(first); });
  let status = "";
  s.on("data", (d) => { status ||= String(d).split("\r\n")[0] ?? ""; });
  const timer = trickle ? setInterval(() => s.writable && s.write(trickle), 1000) : undefined;
  s.on("close", () => { clearInterval(timer); console.log(`${label}: closed after ${((performance.now() - t) / 1000).toFixed(1)} s, answer '${status || "none"}'`); resolve(); });
  s.on("error", () => {});
});
await Promise.all([
  life("connection that sends nothing", ""),
  life("headers never finished", "GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n"),
  life("body stalled after 1 byte", "POST /v1/public/orders HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"),
  life("body trickled 1 byte/s", "POST /v1/public/orders HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n", " "),
  life("keep-alive idle after an answer", "GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n\r\n"),
]);
await sb.close();
