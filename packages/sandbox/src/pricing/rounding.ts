/** Rounds half up to `digits` decimals on the decimal value (1.005 -> 1.01), not on its binary neighbour. */
export function roundTo(value: number, digits: number): number {
  const clean = Number(value.toPrecision(12));
  const text = String(clean);
  if (text.includes("e")) return Math.round(clean * 10 ** digits) / 10 ** digits;
  return Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
}

/** Money: US dollars to the cent. */
export const money = (value: number): number => roundTo(value, 2);

/** Miles and days: one decimal. */
export const tenths = (value: number): number => roundTo(value, 1);
