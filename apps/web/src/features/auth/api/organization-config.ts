import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const configSchema = z.object({ name: z.string().min(1), logo: z.string().nullish() });
// The spec says only "returns logo and name"; the envelope `{ data }` is expected, a bare object accepted.
const responseSchema = z.union([
  z.object({ data: configSchema }).transform((body) => body.data),
  configSchema,
]);
export type OrganizationConfig = z.infer<typeof configSchema>;

/** GET /api/sso_subscriber_config: the organization's name and logo for its sign-in page (public). */
export async function getOrganizationConfig(
  organization: string,
  client: ApiClient = api,
): Promise<OrganizationConfig> {
  const body = await client.get('/api/sso_subscriber_config', { query: { organization }, auth: false });
  return responseSchema.parse(body);
}

export function useOrganizationConfig(organization: string) {
  return useQuery({
    queryKey: ['sso-subscriber-config', organization],
    queryFn: () => getOrganizationConfig(organization),
    // A missing organization will not appear by asking again; the page offers normal sign-in instead.
    retry: false,
  });
}
