import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { Brand } from '../../components/ui/brand';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';

/**
 * Step flows. Their logo loads /v3/dashboard as a full page (001 §2), dropping any half-done flow state; a
 * clinician can sign out mid-flow (what each step saved stays).
 */
export function StepsLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="steps"
      header={
        <SiteHeader>
          <Brand to={paths.v3Dashboard()} reloadDocument />
          <SignOutButton />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
