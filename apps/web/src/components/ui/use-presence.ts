import { useEffect, useState } from 'react';

/**
 * Keeps something rendered for `exitMs` after `open` turns false, so its exit transition can play:
 * returns whether to render it and whether it is on its way out.
 */
export function usePresence(open: boolean, exitMs: number) {
  const [present, setPresent] = useState(open);
  // Adjusting state while rendering, as React documents: opening must show at once, not one effect later.
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => setPresent(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, present, exitMs]);

  return { present: present || open, leaving: present && !open };
}
