import { parsePattern } from './match';
import { ROUTES } from './table';
import type { RouteId } from './table';

export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `?a=1&b=2` from the defined values, or '' when there are none. */
export function toQueryString(query?: QueryValues): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Fills a route's pattern. Parameters are URL-encoded; a missing optional parameter drops its segment, and
 * a missing required one is an error because the URL would point at a different page.
 */
export function buildPath(
  id: RouteId,
  params: Readonly<Record<string, string | undefined>> = {},
  query?: QueryValues,
): string {
  const parts: string[] = [];
  for (const segment of parsePattern(ROUTES[id].path)) {
    if (segment.param === undefined) {
      parts.push(segment.literal ?? '');
      continue;
    }
    const value = params[segment.param];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route ${id} needs the parameter ${segment.param}`);
    }
    parts.push(`${encodeURIComponent(value)}${segment.suffix}`);
  }
  return `/${parts.join('/')}${toQueryString(query)}`;
}
