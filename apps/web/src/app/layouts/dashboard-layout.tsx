import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/ui/brand';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';

/** The wallet: a navbar whose brand leads to the action center (001 §2). */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <LayoutFrame
      layout="dashboard"
      header={
        <SiteHeader>
          <nav className="navbar" aria-label={t('shell.main-navigation')}>
            <Brand to={paths.actionCenter()} />
          </nav>
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
