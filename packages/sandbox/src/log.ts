/** Where the sandbox reports problems. Never pass a secret (client secret, token, API key) in a message. */
export type LogLevel = "info" | "warn" | "error";
export type Logger = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

/** Default: warnings and errors to stderr as one JSON line each. */
export const stderrLogger: Logger = (level, message, fields) => {
  if (level === "info") return;
  process.stderr.write(`${JSON.stringify({ level, message, ...fields })}\n`);
};
