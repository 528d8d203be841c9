/** The six headline rows the report's table always prints. */
export const HEADLINE_ROWS = [
  "requests fuzzed",
  "5xx seen",
  "invariant breaks",
  "faults injected",
  "events lost",
  "secrets leaked",
];
