import { NAVBAR_SCROLL_THRESHOLD_PX, paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';
import { useScrolledPast } from './use-scrolled-past';
import { WalletNavbar } from './wallet-navbar';

/**
 * The wallet: a navbar that stays at the top and lifts off the page (a shadow) once the page has scrolled
 * past NAVBAR_SCROLL_THRESHOLD_PX (001 §9), so it reads as above the content rather than part of it.
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  return (
    <LayoutFrame
      layout="dashboard"
      header={
        <SiteHeader className={scrolled ? 'site-header--sticky is-scrolled' : 'site-header--sticky'}>
          <WalletNavbar brandTo={paths.actionCenter()} />
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
