import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { Brand } from '../../components/ui/brand';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';

/** The /v3 pages: a header whose brand leads to the v3 dashboard. */
export function V3Layout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="v3"
      header={
        <SiteHeader>
          <Brand to={paths.v3Dashboard()} />
          <SignOutButton />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
