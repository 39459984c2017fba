import type { ReactNode } from 'react';

export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">{children}</div>
    </header>
  );
}
