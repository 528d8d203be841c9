/** Whether a decimal text keeps its value as a double: `Number(text)`, written back, is the same decimal. */

/** A decimal's value as `digits x 10^exponent` without leading or trailing zeros (`0` for zero), sign first. */
function canonical(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return text;
  const fraction = match[3] ?? "";
  let digits = `${match[2]}${fraction}`.replace(/^0+/, "");
  let exponent = Number(match[4] ?? 0) - fraction.length;
  if (digits === "") return "0";
  const trimmed = digits.replace(/0+$/, "");
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  return `${match[1]}${digits}e${exponent}`;
}

/** Whether Number(token), written back, is the same decimal. */
export function survives(token: string): boolean {
  const value = Number(token);
  return Number.isFinite(value) && canonical(String(value)) === canonical(token);
}
