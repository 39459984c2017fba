import { sessionApi, type OrganizationConfigData } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey } from '#web/lib/api-endpoint';

export type OrganizationConfig = OrganizationConfigData;

/** GET /api/sso_subscriber_config: the organization's name and logo for its sign-in page (public). */
export async function getOrganizationConfig(
  organization: string,
  client?: ApiClient,
): Promise<OrganizationConfig> {
  return callEndpoint(sessionApi.organizationConfig, { query: { organization } }, { client });
}

export function useOrganizationConfig(organization: string) {
  return useQuery({
    queryKey: endpointKey(sessionApi.organizationConfig, { query: { organization } }),
    queryFn: () => getOrganizationConfig(organization),
    // A missing organization will not appear by asking again; the page offers normal sign-in instead.
    retry: false,
  });
}
