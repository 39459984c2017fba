import type { ReactNode } from 'react';

export function SiteHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <header className={className ? `site-header ${className}` : 'site-header'}>
      <div className="site-header__inner">{children}</div>
    </header>
  );
}
