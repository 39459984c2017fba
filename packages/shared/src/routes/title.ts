import { PRODUCT_NAME } from '../constants';
import { ROUTES } from './table';
import type { RouteId } from './table';

export const PAGE_TITLE_SEPARATOR = ' | ';

/** 000 §2: the page title is the product name plus the route name, e.g. 'Credence | Enrollment'. */
export function pageTitle(routeName?: string | null): string {
  const name = routeName?.trim();
  return name ? `${PRODUCT_NAME}${PAGE_TITLE_SEPARATOR}${name}` : PRODUCT_NAME;
}

export function routeTitle(id: RouteId): string {
  return pageTitle(ROUTES[id].name);
}
