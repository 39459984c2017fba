import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for assistive technology only: a status word beside an icon, a field name beside "Remove". */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="visually-hidden" id={id}>
      {children}
    </span>
  );
}
