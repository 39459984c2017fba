import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { createNppesDeactivationAdapter, readDeactivationReport } from './nppes-deactivation';

const text = (url: URL) => readFileSync(url, 'utf8');

describe('the NPPES Deactivated NPI Report', () => {
  it('reads the report by header (any column order, BOM, CRLF) and skips invalid numbers', () => {
    const rows = readDeactivationReport(text(new URL('./fixtures/deactivated-report.csv', import.meta.url)));
    expect([...rows.values()].map(({ npi, deactivatedOn }) => ({ npi, deactivatedOn }))).toEqual([
      { npi: '1003000126', deactivatedOn: '2024-01-15' },
      { npi: '1987654328', deactivatedOn: '2026-09-30' },
    ]);
  });

  it('offline: finds a deactivated number in the shipped report, and not an active one', async () => {
    const adapter = createNppesDeactivationAdapter(offlineAdapterConfig());
    expect((await adapter.findDeactivation('1987654328')).record?.deactivatedOn).toBe('2026-09-30');
    expect((await adapter.findDeactivation('1588472039')).record).toBeNull();
  });
});
