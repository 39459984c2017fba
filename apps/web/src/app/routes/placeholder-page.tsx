import { ROUTES } from '@credence/shared';
import type { RouteId } from '@credence/shared';
import { useTranslation } from 'react-i18next';

/** Stands in for a page whose feature has not been built yet, and says so. */
export function PlaceholderPage({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{ROUTES[routeId].name}</h1>
      <p>{t('shell.coming-soon')}</p>
    </div>
  );
}
