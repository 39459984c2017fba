import { invalidParamsRedirect, matchRoute } from '@credence/shared';
import type { RouteId } from '@credence/shared';
import { redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

/** Attached to every page route, so the shell knows which route of the shared table is showing. */
export interface PageHandle {
  routeId: RouteId;
}

export interface PageData {
  /** False when the router matched loosely but the shared table says this URL is no page (a 404). */
  found: boolean;
  /** The decoded parameters, as the shared table reads them. */
  params: Record<string, string>;
}

/**
 * React Router matches whole segments only, so it cannot tell /v3/link-error from /v3/anything, nor
 * /reset-password/expired from /reset-password/other. The shared matcher is the judge: a URL it gives to
 * another route (or to none) is not found, and a page with wrong parameters redirects as 000 §2 says.
 */
export function pageLoader(id: RouteId) {
  return ({ request }: LoaderFunctionArgs): PageData => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname);
    if (match?.route.id !== id) return { found: false, params: {} };
    const target = invalidParamsRedirect(match, url.search);
    if (target) throw redirect(target);
    return { found: true, params: match.params };
  };
}

export function usePageData(): PageData {
  return useLoaderData() as PageData;
}
