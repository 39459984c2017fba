import { parsePattern } from '@credence/shared';

/**
 * The React Router path for a shared pattern. A segment with text after its parameter
 * ('/v3/:kind-error') becomes a whole-segment parameter; the page loader then checks the text.
 */
export function toRouterPath(pattern: string): string {
  const segments = parsePattern(pattern).map((segment) =>
    segment.param === undefined ? segment.literal : `:${segment.param}${segment.optional ? '?' : ''}`,
  );
  return `/${segments.join('/')}`;
}
