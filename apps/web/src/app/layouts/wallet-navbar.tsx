import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Brand, useMediaQuery } from '../../components/ui';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NotificationBell } from '../../features/notifications';
import { MobileNav } from './mobile-nav';
import { NAVBAR_DESKTOP_QUERY, WALLET_LINKS } from './wallet-links';
import './navbar.css';

/**
 * The wallet's navbar: the brand leads to the action center (001 §2); the wallet pages sit inline on wide
 * screens and behind a menu button on narrow ones (mobile first: without matchMedia the menu is used).
 */
export function DashboardNavbar() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(NAVBAR_DESKTOP_QUERY);
  // NavLink marks the current page with aria-current, which the style shows as an underline, not a colour.
  const links = WALLET_LINKS.map((link) => (
    <li key={link.id}>
      <NavLink className="navbar__link" to={link.to}>
        {link.name}
      </NavLink>
    </li>
  ));
  return (
    <nav className="navbar" aria-label={t('shell.main-navigation')}>
      <Brand to={paths.actionCenter()} />
      {desktop ? <ul className="navbar__links">{links}</ul> : <MobileNav>{links}</MobileNav>}
      <NotificationBell />
      <SignOutButton />
    </nav>
  );
}
