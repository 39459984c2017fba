import type { ReactNode } from 'react';
import { Brand } from '../../components/ui/brand';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';

/**
 * Pages outside the wallet (errors, the outside verifier's page): a plain header. The brand is not a
 * link, because an outside verifier has no Credence account to go back to.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame
      layout="default"
      header={
        <SiteHeader>
          <Brand />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
