import { ROUTES, V3_DASHBOARD_PATH, V3_PROCESSING_PATH } from '@credence/shared';
import type { RouteId, WordingKey } from '@credence/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

interface FullPageRedirectProps {
  routeId: RouteId;
  to: string;
  message: WordingKey;
}

/**
 * 000 §2: /action-center and /processing hand over to the v3 pages by a full page load (the browser asks
 * the server again), keeping the query string and hash. The page shows its name while the browser leaves.
 */
function FullPageRedirect({ routeId, to, message }: FullPageRedirectProps) {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a second assign (React's strict double effect) would add a history entry.
    if (sent.current) return;
    sent.current = true;
    window.location.assign(`${to}${search}${hash}`);
  }, [to, search, hash]);

  return (
    <div className="page">
      <h1>{ROUTES[routeId].name}</h1>
      <p role="status">{t(message)}</p>
    </div>
  );
}

export const ActionCenterRedirect = () => (
  <FullPageRedirect routeId="actionCenter" to={V3_DASHBOARD_PATH} message="redirect.to-dashboard" />
);

export const ProcessingRedirect = () => (
  <FullPageRedirect routeId="processing" to={V3_PROCESSING_PATH} message="redirect.to-processing" />
);
