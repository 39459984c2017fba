import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';
import { WalletNavbar } from './wallet-navbar';

/**
 * Step flows, under the one signed-in header. Their logo loads /v3/dashboard as a full page (001 §2),
 * dropping any half-done flow state; a clinician can sign out mid-flow (what each step saved stays).
 */
export function StepsLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="steps"
      header={
        <SiteHeader>
          <WalletNavbar brandTo={paths.v3Dashboard()} reloadDocument />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
