import autocannon from 'autocannon';

export interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon against one URL on this machine and returns the figures we report. */
export async function measure(
  target: string,
  url: string,
  seconds: number,
  init?: autocannon.Options,
): Promise<Figures> {
  const result = await autocannon({ connections: 10, ...init, url, duration: seconds });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[]) {
  console.log('\n| target | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.target} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
}
