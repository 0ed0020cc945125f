/**
 * Exact decimal numbers for the results figures, as text in and text out: a filing's
 * "642590000000.00" or an administrator's "4,158.35 lakh" is shifted between rupees and lakhs
 * (powers of ten) and rounded for display without ever passing through a binary float, so no
 * figure changes on its way to the database (numeric) or to the page.
 */

/** A decimal as an integer count of 10^-places units: 12.50 is { units: 1250n, places: 2 }. */
export type Decimal = { units: bigint; places: number };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a plain decimal ("-12.50", "0.3", "1200"); null for anything else: grouping commas,
 * exponents, spaces inside, an empty string, "NaN", "Infinity".
 */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, places: fraction.length };
}

/** The decimal as plain text, every digit kept: { 1250n, 2 } is "12.50". */
export function decimalToString({ units, places }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Multiplies by 10^power exactly (a negative power divides): lakhs to rupees is power 5. */
export function shiftDecimal({ units, places }: Decimal, power: number): Decimal {
  const newPlaces = places - power;
  if (newPlaces >= 0) return { units, places: newPlaces };
  return { units: units * 10n ** BigInt(-newPlaces), places: 0 };
}

/**
 * Drops trailing zeros after the point: 12.500 is 12.5, 12.00 is 12. Counted on the digits as
 * text, in one pass: dividing a long number by ten once per zero would take time quadratic in
 * its length (a figure written with 80,000 zeros after the point took seconds).
 */
export function trimDecimal({ units, places }: Decimal): Decimal {
  if (units === 0n) return { units, places: 0 };
  if (places === 0) return { units, places };
  const digits = (units < 0n ? -units : units).toString();
  let zeros = 0;
  while (zeros < places && digits.charCodeAt(digits.length - 1 - zeros) === 48) zeros += 1;
  if (zeros === 0) return { units, places };
  const kept = BigInt(digits.slice(0, digits.length - zeros));
  return { units: units < 0n ? -kept : kept, places: places - zeros };
}

/** How many decimal places the value needs (trailing zeros do not count). */
export function significantPlaces(value: Decimal): number {
  return trimDecimal(value).places;
}

/** Rounds half away from zero to `places` decimal places (more places pad with zeros). */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.places <= places) return pad(value, places);
  const drop = 10n ** BigInt(value.places - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let kept = magnitude / drop;
  if ((magnitude % drop) * 2n >= drop) kept += 1n;
  return { units: negative ? -kept : kept, places };
}

function pad(value: Decimal, places: number): Decimal {
  return { units: value.units * 10n ** BigInt(places - value.places), places };
}

/** Compares two decimals: negative, zero or positive as a < b, a = b, a > b. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const places = Math.max(a.places, b.places);
  const diff = pad(a, places).units - pad(b, places).units;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * A JSON number from the database as exact text. Every stored figure has at most 15 significant
 * digits (the table's checks), which a double holds exactly and prints back as written.
 */
export function numberToDecimal(value: number): Decimal {
  const text = String(value);
  const parsed = parseDecimal(text) ?? parseDecimal(value.toFixed(4));
  if (!parsed || !Number.isFinite(value)) throw new Error(`${text} is not a finite number`);
  return parsed;
}

/**
 * Indian grouping (lakh and crore: 12,34,56,789.50), with `places` decimal places, rounded half
 * away from zero, and a true minus sign.
 */
export function formatIndian(value: Decimal, places: number): string {
  const text = decimalToString(roundDecimal(value, places));
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  const isZero = /^[0.,]*$/.test(`${grouped}${fraction ?? ''}`);
  return `${negative && !isZero ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
