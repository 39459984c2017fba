import { spreadDigits } from '@credence/shared';
import { useState } from 'react';

/**
 * The boxes of a digit-per-box field, kept in sync with a controlled `value`. The boxes can hold gaps that
 * no value can express (box 2 empty, box 3 filled), so they are the state; a new `value` from outside
 * (a form reset, a loaded profile) replaces them only when it differs from what the boxes report.
 */
export function useDigitValue(
  value: string | undefined,
  length: number,
  toValue: (boxes: readonly string[]) => string,
) {
  const [boxes, setBoxes] = useState(() => spreadDigits(value ?? '', length));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Adjusting state while rendering, as React documents for props that reset state.
    setSeen(value);
    if (value !== undefined && value !== toValue(boxes)) setBoxes(spreadDigits(value, length));
  }
  return [boxes, setBoxes] as const;
}
