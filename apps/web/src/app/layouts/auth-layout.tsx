import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';

/** Signing in and account pages: one centred card. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="auth"
      header={
        <SiteHeader>
          <Brand />
        </SiteHeader>
      }
    >
      <div className="card">{children ?? <Outlet />}</div>
    </LayoutFrame>
  );
}
