/**
 * Exclusion monitoring at full size on PostgreSQL (issue 13; decision 033): 100,000 synthetic clinicians,
 * lists in the real formats (LEIE UPDATED.csv ~84,000 rows, SAM extract ~160,000, OFAC sdn.csv + alt.csv
 * ~18,000) loaded through the real loader, planted matches, the full screening of every clinician against
 * every list, then a monthly diff (1% of LEIE rows changed, some new). Prints time, recall on the planted
 * matches and candidates per 1,000 clinicians. `DATABASE_URL` names the server (default the local one); the
 * script creates its own database there and drops it. Not a test: figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectPostgres } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { loadExclusionList } from '../apps/server/src/modules/exclusions/loader';
import { LEIE_COLUMNS } from '../apps/server/src/modules/exclusions/parsers/leie';
import {
  screenAllClinicians,
  screenChangedRows,
  type ScreeningDeps,
} from '../apps/server/src/modules/exclusions/screening';
import type { ExclusionSource } from '../apps/server/src/modules/exclusions/sources';
import { refreshStaleSubjects } from '../apps/server/src/modules/exclusions/subjects';
import { dataKeyRing, type ServerSecrets } from '../apps/server/src/modules/secrets/secrets.service';
import { DOB_KEY, SENSITIVE_KEYS } from '../apps/server/src/modules/self-attested/sensitive-values';
import { csvLine, nameGenerator, randomDob, randomNpi } from './monitoring-data';

const CLINICIANS = Number(process.env.BENCH_CLINICIANS ?? 100_000);
const LEIE_ROWS = 84_000;
const SAM_ROWS = 160_000;
const OFAC_ROWS = 18_000;
const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const database = `credence_bench_monitoring_${process.pid}`;

interface Person {
  id: string;
  first: string;
  last: string;
  dob: string;
  npi: string | null;
}
interface Planted {
  userId: string;
  source: ExclusionSource;
  marker: string;
  field: string;
}

const timings: [string, number][] = [];
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  timings.push([label, (performance.now() - start) / 1000]);
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

const upper = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
const compact = (dob: string) => dob.replace(/-/g, '');

async function main() {
  const admin = connectPostgres(baseUrl, 1);
  await sql.raw(`create database ${database}`).execute(admin.db);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const handle = connectPostgres(url.toString(), 4);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'credence-bench-monitoring-'));
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    const secrets = { dataKeys: dataKeyRing([randomBytes(32)]) } as ServerSecrets;
    const deps: ScreeningDeps = { db, clock: () => new Date(), secrets };
    const names = nameGenerator();

    console.log(`Generating ${CLINICIANS} clinicians and the lists…`);
    const people: Person[] = Array.from({ length: CLINICIANS }, () => ({
      id: randomUUID(),
      first: names.first(),
      last: names.last(),
      dob: randomDob(),
      npi: Math.random() < 0.6 ? randomNpi() : null,
    }));
    await timed('insert clinicians (users + profile values, DOB sealed)', async () => {
      for (let i = 0; i < people.length; i += 5000) {
        const part = people.slice(i, i + 5000);
        await sql`insert into users (id, email) select x.id, x.email
          from jsonb_to_recordset(${JSON.stringify(part.map((p) => ({ id: p.id, email: `${p.id}@bench.test` })))}::jsonb)
          as x(id uuid, email text)`.execute(db);
        const values = part.flatMap((p) => [
          { user_id: p.id, key: 'basic_info|first_name', value: p.first },
          { user_id: p.id, key: 'basic_info|last_name', value: p.last },
          {
            user_id: p.id,
            key: DOB_KEY,
            value: SENSITIVE_KEYS[DOB_KEY]!.seal(secrets.dataKeys, { userId: p.id, key: DOB_KEY }, p.dob),
          },
          ...(p.npi ? [{ user_id: p.id, key: 'identifiers|nppes_number', value: p.npi }] : []),
        ]);
        await sql`insert into self_attested (user_id, key, value)
          select x.user_id, x.key, x.value from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as x(user_id uuid, key text, value jsonb)`.execute(db);
      }
    });

    const planted: Planted[] = [];
    const plantable = people.slice(0, 1000);
    const withNpi = people.filter((p) => p.npi).slice(1000, 1100);

    // LEIE UPDATED.csv: ~70% individuals with a DOB, ~10% with an NPI; 300 planted by name and DOB, 100 by NPI.
    const leieRow = (cells: Partial<Record<(typeof LEIE_COLUMNS)[number], string>>) =>
      csvLine(
        LEIE_COLUMNS.map(
          (c) =>
            cells[c] ??
            (
              { NPI: '0000000000', DOB: '00000000', REINDATE: '00000000', WAIVERDATE: '00000000' } as Record<
                string,
                string
              >
            )[c] ??
            '',
        ),
      );
    const leie: string[] = [];
    for (let i = 0; i < LEIE_ROWS - 400; i++) {
      const individual = Math.random() < 0.85;
      leie.push(
        leieRow(
          individual
            ? {
                LASTNAME: upper(names.last()),
                FIRSTNAME: upper(names.first()),
                DOB: compact(randomDob()),
                NPI: Math.random() < 0.1 ? randomNpi() : '0000000000',
                ADDRESS: `${i} MAIN ST`,
                STATE: 'TX',
                EXCLTYPE: '1128b4',
                EXCLDATE: '20200101',
              }
            : {
                BUSNAME: `${upper(names.last())} MEDICAL SUPPLY LLC`,
                ADDRESS: `${i} MAIN ST`,
                EXCLTYPE: '1128a1',
                EXCLDATE: '20190101',
              },
        ),
      );
    }
    plantable.slice(0, 300).forEach((p, n) => {
      const marker = `PLANTED LEIE ${n}`;
      leie.push(
        leieRow({
          LASTNAME: upper(p.last),
          FIRSTNAME: upper(p.first),
          DOB: compact(p.dob),
          ADDRESS: marker,
          EXCLTYPE: '1128a1',
          EXCLDATE: '20210101',
        }),
      );
      planted.push({ userId: p.id, source: 'oig_leie', marker, field: 'ADDRESS' });
    });
    withNpi.forEach((p, n) => {
      const marker = `PLANTED NPI ${n}`;
      leie.push(
        leieRow({
          LASTNAME: 'UNRELATED',
          FIRSTNAME: 'NAME',
          NPI: p.npi!,
          ADDRESS: marker,
          EXCLTYPE: '1128a1',
          EXCLDATE: '20210101',
        }),
      );
      planted.push({ userId: p.id, source: 'oig_leie', marker, field: 'ADDRESS' });
    });
    const leieFile = path.join(dir, 'UPDATED.csv');
    const leieHeader = csvLine(LEIE_COLUMNS);
    writeFileSync(leieFile, `${leieHeader}\r\n${leie.join('\r\n')}\r\n`);

    // SAM extract: ~55% individuals, no DOB; 200 planted by name.
    const samHeader = [
      'Classification',
      'Name',
      'Prefix',
      'First',
      'Middle',
      'Last',
      'Suffix',
      'Address 1',
      'Address 2',
      'Address 3',
      'Address 4',
      'City',
      'State / Province',
      'Country',
      'Zip Code',
      'Open Data Flag',
      'Blank (Deprecated)',
      'Unique Entity ID',
      'Exclusion Program',
      'Excluding Agency',
      'CT Code',
      'Exclusion Type',
      'Additional Comments',
      'Active Date',
      'Termination Date',
      'Record Status',
      'Cross-Reference',
      'SAM Number',
      'CAGE',
      'NPI',
      'Creation_Date',
    ];
    const samRow = (n: number, individual: boolean, first: string, last: string, address: string) =>
      csvLine([
        individual ? 'Individual' : 'Firm',
        individual ? `${first} ${last}` : `${last} Holdings Inc`,
        '',
        individual ? first : '',
        '',
        individual ? last : '',
        '',
        address,
        '',
        '',
        '',
        'Austin',
        'TX',
        'USA',
        '78701',
        'Y',
        '',
        '',
        'Reciprocal',
        'HHS',
        'N',
        'Prohibition/Restriction',
        '',
        '01/01/2020',
        'Indefinite',
        'Active',
        '',
        `S${String(n).padStart(9, '0')}`,
        '',
        '',
        '01/01/2020',
      ]);
    const sam: string[] = [];
    for (let i = 0; i < SAM_ROWS - 200; i++)
      sam.push(samRow(i, Math.random() < 0.55, names.first(), names.last(), `${i} Oak St`));
    plantable.slice(300, 500).forEach((p, n) => {
      const marker = `PLANTED SAM ${n}`;
      sam.push(samRow(SAM_ROWS + n, true, p.first, p.last, marker));
      planted.push({ userId: p.id, source: 'sam', marker, field: 'Address 1' });
    });
    const samFile = path.join(dir, 'SAM_Exclusions_Public_Extract.csv');
    writeFileSync(samFile, `${csvLine(samHeader)}\r\n${sam.join('\r\n')}\r\n`);

    // OFAC sdn.csv + alt.csv: ~45% individuals with a DOB in the remarks, aliases; 50 planted through an alias.
    const sdn: string[] = [];
    const alt: string[] = [];
    const nul = ' -0- ';
    const sdnLine = (n: number, name: string, individual: boolean, remarks: string) =>
      [
        `"${n}"`,
        `"${name}"`,
        individual ? '"individual"' : nul,
        '"SDGT"',
        nul,
        nul,
        nul,
        nul,
        nul,
        nul,
        nul,
        `"${remarks}"`,
      ].join(',');
    for (let i = 1; i <= OFAC_ROWS - 50; i++) {
      const individual = Math.random() < 0.45;
      const dob = randomDob();
      const [y, m, d] = dob.split('-');
      const month = new Date(`${dob}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
      sdn.push(
        sdnLine(
          i,
          individual ? `${upper(names.last())}, ${names.first()}` : `${upper(names.last())} TRADING LTD`,
          individual,
          individual ? `DOB ${d} ${month} ${y}; POB Somewhere.` : 'Registration ID 1.',
        ),
      );
      if (individual && Math.random() < 0.5)
        alt.push([`"${i}"`, `"${i}0"`, '"aka"', `"${upper(names.last())}, ${names.first()}"`, nul].join(','));
      void m;
    }
    plantable.slice(500, 550).forEach((p, n) => {
      const id = OFAC_ROWS + n;
      const marker = `PLANTED OFAC ${n}`;
      const month = new Date(`${p.dob}T00:00:00Z`).toLocaleString('en-US', {
        month: 'short',
        timeZone: 'UTC',
      });
      sdn.push(
        sdnLine(
          id,
          `OTHERNAME, Someone`,
          true,
          `DOB ${p.dob.slice(8, 10)} ${month} ${p.dob.slice(0, 4)}; ${marker}.`,
        ),
      );
      alt.push([`"${id}"`, `"${id}1"`, '"aka"', `"${upper(p.last)}, ${p.first}"`, nul].join(','));
      planted.push({ userId: p.id, source: 'ofac', marker, field: 'Remarks' });
    });
    const sdnFile = path.join(dir, 'sdn.csv');
    const altFile = path.join(dir, 'alt.csv');
    writeFileSync(sdnFile, `${sdn.join('\r\n')}\r\n\x1a`);
    writeFileSync(altFile, `${alt.join('\r\n')}\r\n\x1a`);

    console.log('Loading the lists through the loader…');
    const now = new Date();
    await timed('load LEIE (84,000 rows)', () =>
      loadExclusionList(db, 'oig_leie', { main: leieFile }, { now }),
    );
    await timed('load SAM (160,000 rows)', () => loadExclusionList(db, 'sam', { main: samFile }, { now }));
    await timed('load OFAC (18,000 rows + aliases)', () =>
      loadExclusionList(db, 'ofac', { main: sdnFile, alt: altFile }, { now }),
    );

    console.log('Full screening of every clinician against every list…');
    const fullStart = performance.now();
    await timed("build the clinicians' name keys (subjects)", async () => {
      return refreshStaleSubjects(db, 5000);
    });
    for (const source of ['oig_leie', 'sam', 'ofac'] as const)
      await timed(`screen all against ${source}`, () => screenAllClinicians(deps, source));
    const fullSeconds = (performance.now() - fullStart) / 1000;

    const recall = async () => {
      const { rows } = await sql<{ found: number }>`
        select count(*)::int as found from jsonb_to_recordset(${JSON.stringify(planted)}::jsonb)
          as p("userId" uuid, source text, marker text, field text)
        where exists (select 1 from exclusion_matches m join exclusion_rows r on r.id = m.row_id
          where m.user_id = p."userId" and m.source = p.source and m.active
            and m.status in ('candidate', 'excluded') and r.raw->>p.field like '%' || p.marker || '%')`.execute(
        db,
      );
      return rows[0]!.found;
    };
    const candidates = async () => {
      const { rows } = await sql<{ users: number; candidates: number; cleared: number; excluded: number }>`
        select count(distinct user_id) filter (where status = 'candidate')::int as users,
          count(*) filter (where status = 'candidate')::int as candidates,
          count(*) filter (where status = 'auto_cleared')::int as cleared,
          count(*) filter (where status = 'excluded')::int as excluded
        from exclusion_matches where active`.execute(db);
      return rows[0]!;
    };
    const found = await recall();
    const counts = await candidates();

    console.log('Monthly diff: 1% of LEIE rows changed, 20 new planted rows…');
    const changedLeie = leie.map((line, i) =>
      i % 100 === 7 && !line.includes('PLANTED') ? line.replace(/ MAIN ST"/, ' MAIN ST APT 2"') : line,
    );
    plantable.slice(550, 570).forEach((p, n) => {
      const marker = `PLANTED DIFF ${n}`;
      changedLeie.push(
        leieRow({
          LASTNAME: upper(p.last),
          FIRSTNAME: upper(p.first),
          DOB: compact(p.dob),
          ADDRESS: marker,
          EXCLTYPE: '1128a1',
          EXCLDATE: '20251001',
        }),
      );
      planted.push({ userId: p.id, source: 'oig_leie', marker, field: 'ADDRESS' });
    });
    writeFileSync(leieFile, `${leieHeader}\r\n${changedLeie.join('\r\n')}\r\n`);
    const diffStart = performance.now();
    const load = await timed("load next month's LEIE", () =>
      loadExclusionList(db, 'oig_leie', { main: leieFile }, { now: new Date() }),
    );
    const diff = await timed('screen the changed rows against all clinicians', () =>
      screenChangedRows(deps, 'oig_leie', load.snapshotId),
    );
    const diffSeconds = (performance.now() - diffStart) / 1000;
    const foundAfter = await recall();

    console.log('\nResults');
    console.log(
      `  clinicians: ${CLINICIANS}; list rows: LEIE ${LEIE_ROWS}, SAM ${SAM_ROWS}, OFAC ${OFAC_ROWS} (+ aliases ${alt.length})`,
    );
    console.log(`  full screening (subjects + 3 lists): ${fullSeconds.toFixed(1)} s (target ≤ 60 s)`);
    console.log(
      `  monthly diff (load + re-screen ${load.changedCount} changed rows): ${diffSeconds.toFixed(1)} s, ${diff.alerts.length} alerts`,
    );
    console.log(
      `  recall on planted matches: ${found}/${planted.length - 20} after the full run, ${foundAfter}/${planted.length} after the diff`,
    );
    console.log(
      `  candidate matches: ${counts.candidates} (${((counts.users / CLINICIANS) * 1000).toFixed(1)} clinicians with a candidate per 1,000), auto-cleared by DOB: ${counts.cleared}, identifier exclusions: ${counts.excluded}`,
    );
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP_DB) console.log(`  kept the database ${database} (BENCH_KEEP_DB)`);
    else await sql.raw(`drop database if exists ${database} with (force)`).execute(admin.db);
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
