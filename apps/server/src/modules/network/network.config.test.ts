import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { federatedSubjectOf, networkSettings } from './network.config';

const full = {
  NETWORK_OIDC_ISSUER: 'https://network.example',
  NETWORK_OIDC_CLIENT_ID: 'credence',
  NETWORK_OIDC_CLIENT_SECRET: 'secret',
  NETWORK_CONNECTION: 'linkedin',
};

describe('professional-network configuration', () => {
  it('is off when nothing is set, and names the display after the connection by default', () => {
    expect(networkSettings(loadConfig({}))).toBeNull();
    expect(networkSettings(loadConfig(full))).toMatchObject({ name: 'linkedin', connection: 'linkedin' });
  });

  it('stops the start when half configured, naming what is missing', () => {
    const { NETWORK_OIDC_CLIENT_SECRET: _secret, ...half } = full;
    expect(() => networkSettings(loadConfig(half))).toThrow(/NETWORK_OIDC_CLIENT_SECRET/);
  });

  it('refuses plain http in production and a connection that cannot name a path', () => {
    const http = { ...full, NETWORK_OIDC_ISSUER: 'http://network.example', NODE_ENV: 'production' };
    expect(() => networkSettings(loadConfig(http))).toThrow(/https/);
    expect(() => loadConfig({ ...full, NETWORK_CONNECTION: 'Linked|In' })).toThrow(ConfigError);
  });

  it('reads the upstream subject only from its own prefix', () => {
    expect(federatedSubjectOf('linkedin', 'linkedin|abc|def')).toBe('abc|def');
    expect(federatedSubjectOf('linkedin', 'linkedinx|abc')).toBeNull();
    expect(federatedSubjectOf('linkedin', 'linkedin|')).toBeNull();
    expect(federatedSubjectOf(undefined, 'linkedin|abc')).toBeNull();
  });
});
