/**
 * Synthetic people and full-size exclusion lists in the real formats for bench/monitoring.ts. Names: a
 * frequency-weighted list of common US first and last names (the head), and a long tail of surnames built from
 * English and Spanish syllables, so the surname distribution looks like a population's (a few very common,
 * tens of thousands rare); some names carry diacritics, some surnames are hyphenated.
 */
import { randomInt } from 'node:crypto';

const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph
Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra Donald Ashley
Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy George Melissa Timothy
Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela
Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen Benjamin Samantha Samuel
Katherine Gregory Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack Catherine Dennis Maria Jerry
Heather Tyler Diane Aaron Ruth Jose Julie Adam Olivia Nathan Joyce Henry Virginia Douglas Victoria Zachary Kelly Peter
Lauren Kyle Christina Ethan Joan Walter Evelyn Noah Judith Jeremy Megan Christian Andrea Keith Cheryl Roger Hannah Terry
Jacqueline Gerald Martha Harold Gloria Sean Teresa Austin Ann Carl Sara Arthur Madison Lawrence Frances Dylan Kathryn
Jesse Janice Jordan Jean Bryan Abigail Billy Alice Joe Judy Bruce Sophia Gabriel Grace Logan Denise Albert Amber Willie
Doris Alan Marilyn Juan Danielle Wayne Beverly Elijah Isabella Randy Theresa Roy Diana Vincent Natalie Ralph Brittany
Eugene Charlotte Russell Marie Bobby Kayla Mason Alexis Philip Lori Louis Priya Wei Mohammed Aisha Nguyen Chidi Sofia`.split(
    /\s+/,
  );

const LAST =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins
Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson
Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar
Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen
Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz
Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels`.split(
    /\s+/,
  );

const ACCENTED: Record<string, string> = {
  Jose: 'José',
  Munoz: 'Muñoz',
  Perez: 'Pérez',
  Ramirez: 'Ramírez',
  Lopez: 'López',
  Sofia: 'Sofía',
};
const ONSET = [
  'B',
  'Br',
  'C',
  'Ch',
  'D',
  'F',
  'G',
  'H',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'St',
  'T',
  'V',
  'W',
  'Wh',
  'Z',
  'Al',
  'Es',
  'Or',
];
const MIDDLE = ['a', 'e', 'i', 'o', 'u', 'ar', 'el', 'in', 'on', 'ur', 'ai', 'ea', 'ol', 'an', 'er'];
const CODA = [
  'son',
  'ton',
  'field',
  'ford',
  'well',
  'ley',
  'man',
  'berg',
  'stein',
  'ez',
  'ero',
  'ado',
  'ini',
  'ova',
  'sky',
  'wood',
  'land',
  'er',
  'ing',
  'ridge',
  'worth',
  'more',
  'dale',
  'lin',
  'ski',
];

/**
 * Zipf-like pick: index i drawn with weight 1/(i+10), so the most common name is about 1% of surnames (Smith
 * is 0.8% of the US population) and 3% of first names.
 */
function zipf(n: number): (random: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 10)));
  return (random) => {
    const target = random * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const pick = <T>(items: readonly T[]) => items[randomInt(items.length)]!;

export function nameGenerator() {
  const tail = new Set<string>();
  // One or two syllables before the ending: ~9,000 and ~1.3 million possible forms.
  while (tail.size < 40_000)
    tail.add(
      pick(ONSET) +
        pick(MIDDLE) +
        (randomInt(2) ? pick(ONSET).toLowerCase() + pick(MIDDLE) : '') +
        pick(CODA),
    );
  const surnames = [...LAST, ...tail];
  const lastPick = zipf(surnames.length);
  const firstPick = zipf(FIRST.length);
  const accent = (name: string) => (randomInt(4) === 0 ? (ACCENTED[name] ?? name) : name);
  return {
    first: () => accent(FIRST[firstPick(Math.random())]!),
    last: () => {
      const last = accent(surnames[lastPick(Math.random())]!);
      return randomInt(20) === 0 ? `${last}-${accent(surnames[lastPick(Math.random())]!)}` : last;
    },
  };
}

/** A date of birth between 1950 and 1999. */
export const randomDob = () =>
  `${1950 + randomInt(50)}-${String(1 + randomInt(12)).padStart(2, '0')}-${String(1 + randomInt(28)).padStart(2, '0')}`;

/** Ten digits starting with 1 (NPI-shaped). */
export const randomNpi = () => `1${String(randomInt(1e9)).padStart(9, '0')}`;

export const csvLine = (values: readonly string[]) =>
  values.map((v) => `"${v.replace(/"/g, '""')}"`).join(',');
