import { ROUTES, pageTitle } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageData, PageHandle } from './page-data';

/** Keeps document.title at 'Credence | <route name>' (000 §2) on every navigation. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const page = useMatches().at(-1);
  const routeId = (page?.handle as PageHandle | undefined)?.routeId;
  const found = (page?.loaderData as PageData | undefined)?.found === true;
  const title = pageTitle(routeId && found ? ROUTES[routeId].name : t('error.not-found.title'));

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
