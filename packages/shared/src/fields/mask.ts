// Masked inputs (dates, phone, NPI, code boxes) all reduce what was typed or pasted to digits first, so a
// stray space, dash or letter can never end up in a stored value.

/** The digits of `text`, in order; everything else is dropped. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** True when `value` is exactly `length` ASCII digits. */
export const isDigits = (value: string, length: number): boolean =>
  value.length === length && /^\d*$/.test(value);

/**
 * Lays the digits of `value` into `mask`, where '#' is a digit slot and anything else is a literal.
 * Literals are written only when a digit follows them, so deleting from the end never gets stuck on a
 * separator: '2020' -> '2020', '20201' -> '2020-1' for '####-##-##'; '555' -> '(555' for '(###) ###-####'.
 * Digits beyond the mask's slots are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = digitsOnly(value);
  let out = '';
  let pending = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '#') {
      out += pending + digits[next];
      pending = '';
      next += 1;
    } else {
      pending += slot;
    }
  }
  return out;
}

/**
 * Spreads pasted `text` over `length` one-digit boxes (SSN, verification code), starting at box `start`
 * and keeping what the other boxes already held. Non-digits in the paste are skipped; the result always
 * has `length` entries, each one digit or ''.
 */
export function spreadDigits(text: string, length: number, current?: readonly string[], start = 0): string[] {
  const boxes = Array.from({ length }, (_, i) => {
    // A box that held nothing reads 'undefined', which is not a digit either.
    const kept = String(current?.[i]);
    return /^\d$/.test(kept) ? kept : '';
  });
  const digits = digitsOnly(text);
  for (let i = 0; i < digits.length && start + i < length; i += 1) {
    boxes[start + i] = digits.charAt(i);
  }
  return boxes;
}
