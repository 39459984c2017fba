import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Brand, useMediaQuery } from '../../components/ui';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NotificationBell } from '../../features/notifications';
import { useAuth } from '../../lib/auth';
import { MobileNav } from './mobile-nav';
import { useWalletLinks } from './use-wallet-links';
import { NAVBAR_DESKTOP_QUERY } from './wallet-links';
import './navbar.css';

interface WalletNavbarProps {
  /** Where the brand leads: the action center in the wallet (001 §2), the v3 dashboard elsewhere. */
  brandTo: string;
  /** The step flows' brand loads its page from the server, dropping half-done flow state (001 §2). */
  reloadDocument?: boolean;
}

/**
 * The one header of every signed-in layout (DESIGN §7): the brand, the wallet sections (inline on wide
 * screens, behind a menu button on narrow ones: mobile first, so without matchMedia the menu is used), the
 * notification bell and Sign out, all on one row from 320 px up.
 */
export function WalletNavbar({ brandTo, reloadDocument }: WalletNavbarProps) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(NAVBAR_DESKTOP_QUERY);
  const signedIn = useAuth().status === 'signed-in';
  const walletLinks = useWalletLinks();
  // NavLink marks the current page with aria-current, which the style shows as an underline, not a colour.
  const links = walletLinks.map((link) => (
    <li key={link.id}>
      <NavLink className="navbar__link" to={link.to}>
        {t(link.label.key, link.label.values)}
      </NavLink>
    </li>
  ));
  return (
    <nav className="navbar" aria-label={t('shell.main-navigation')}>
      <Brand to={brandTo} reloadDocument={reloadDocument} />
      {/* A page that is open to everyone (a failed account link) may show this header signed out. */}
      {signedIn && (
        <>
          {desktop && <ul className="navbar__links">{links}</ul>}
          <div className="navbar__actions">
            <NotificationBell />
            <SignOutButton />
            {!desktop && <MobileNav>{links}</MobileNav>}
          </div>
        </>
      )}
    </nav>
  );
}
