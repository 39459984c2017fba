import { ROUTE_TABLE } from './table';
import type { Route, RouteDefinition } from './table';

interface Segment {
  literal?: string;
  param?: string;
  suffix: string;
  optional: boolean;
}

const PARAM = /^:([A-Za-z][A-Za-z0-9_]*)(.*?)(\?)?$/;

export function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const match = PARAM.exec(part);
      if (!match) return { literal: part, suffix: '', optional: false };
      return { param: match[1], suffix: match[2] ?? '', optional: match[3] === '?' };
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of parsePattern(pattern)) {
    if (segment.param === undefined) {
      source += `/${escape(segment.literal ?? '')}`;
      continue;
    }
    keys.push(segment.param);
    const part = `/([^/]+?)${escape(segment.suffix)}`;
    source += segment.optional ? `(?:${part})?` : part;
  }
  return { regex: new RegExp(`^${source || '/'}$`), keys };
}

const COMPILED = ROUTE_TABLE.map((route) => ({ route, ...compile(route.path) }));

/** Only the path: query and fragment dropped, one trailing slash ignored (except for the root). */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export interface RouteMatch {
  route: Route;
  /** Decoded parameters; an absent optional parameter is missing from the object. */
  params: Record<string, string>;
}

function allowedValues(route: Route, key: string): readonly string[] | undefined {
  return (route as RouteDefinition).paramValues?.[key];
}

export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalizePathname(pathname);
  for (const { route, regex, keys } of COMPILED) {
    const found = regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    let valid = true;
    keys.forEach((key, index) => {
      const raw = found[index + 1];
      if (raw === undefined) return;
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        valid = false;
        return;
      }
      const allowed = allowedValues(route, key);
      if (allowed && !allowed.includes(params[key])) valid = false;
    });
    if (valid) return { route, params };
  }
  return null;
}

/**
 * Whether a path is open without signing in (000 §2). /reset-password/expired and /reset-password/invalid
 * are open; any other /reset-password/x is not a page, so it is not open either. Unknown paths are not open.
 */
export function isPublicPath(pathname: string): boolean {
  return matchRoute(pathname)?.route.public ?? false;
}
