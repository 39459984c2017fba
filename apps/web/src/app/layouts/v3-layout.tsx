import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';
import { WalletNavbar } from './wallet-navbar';

/** The /v3 pages (the dashboard among them), under the one signed-in header; the brand leads to the v3 dashboard. */
export function V3Layout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="v3"
      header={
        <SiteHeader>
          <WalletNavbar brandTo={paths.v3Dashboard()} />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
