import { paths } from '@credence/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/ui/brand';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { LayoutFrame } from './layout-frame';
import { SiteHeader } from './site-header';
import './navbar.css';

/**
 * The organization console (issue 18): credentialing staff are signed in, so the header leads back to the
 * console's home and offers Sign out on every console page, at 320 px as on a desktop. The console's own
 * sections are linked from its pages (they depend on the staff member's role).
 */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <LayoutFrame
      layout="console"
      header={
        <SiteHeader>
          <nav className="navbar" aria-label={t('shell.main-navigation')}>
            <Brand to={paths.admin()} />
            <div className="navbar__actions">
              <SignOutButton />
            </div>
          </nav>
        </SiteHeader>
      }
    >
      {children}
    </LayoutFrame>
  );
}
