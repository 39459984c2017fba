import type { Layout } from '@credence/shared';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';

interface LayoutFrameProps {
  layout: Layout;
  header?: ReactNode;
  /** The page; a layout used as a route shows the matched child route instead. */
  children?: ReactNode;
}

/** What every layout shares: the skip link first, then the header, then the one main landmark. */
export function LayoutFrame({ layout, header, children }: LayoutFrameProps) {
  return (
    <div className={`layout layout--${layout}`}>
      <SkipLink target="main" />
      {header}
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className="layout__main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
