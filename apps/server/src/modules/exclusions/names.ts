/**
 * Name normalisation for exclusion screening (credentials.md §4, rules 1-2; decision 033). Pure functions: the
 * loader runs them on every list row and the subject builder on every clinician name, so both sides of the SQL
 * join hold the same keys. The SQL adds the Double Metaphone code of each last name (fuzzystrmatch).
 */

/** Generational suffixes, degrees and titles dropped from names. */
export const NAME_SUFFIXES: ReadonlySet<string> = new Set([
  'JR',
  'SR',
  'II',
  'III',
  'IV',
  'V',
  'MD',
  'DO',
  'NP',
  'PA',
  'PAC',
  'RN',
  'LPN',
  'APRN',
  'CRNA',
  'CNM',
  'CNS',
  'FNP',
  'PHD',
  'DDS',
  'DMD',
  'DPM',
  'DC',
  'OD',
  'PHARMD',
  'RPH',
  'ESQ',
  'MR',
  'MRS',
  'MS',
  'DR',
]);

/** Surname particles that are never a last name on their own ("DE LA CRUZ" is blocked on CRUZ and DELACRUZ). */
const PARTICLES: ReadonlySet<string> = new Set([
  'DE',
  'DEL',
  'DELA',
  'LA',
  'LE',
  'DA',
  'DAS',
  'DO',
  'DOS',
  'DI',
  'VAN',
  'VON',
  'DER',
  'DEN',
  'ST',
  'Y',
  'E',
  'AL',
  'EL',
  'BIN',
  'BEN',
]);

/**
 * Nickname groups: a first name is blocked on each group it belongs to (Stephen/Steven, Robert/Bob, …).
 * A name in two groups (SAM, ALEX, CHRIS…) gets both keys.
 */
export const NICKNAME_GROUPS: readonly (readonly string[])[] = [
  ['ROBERT', 'BOB', 'BOBBY', 'ROB', 'ROBBIE', 'BERT', 'ROBIN'],
  ['WILLIAM', 'BILL', 'BILLY', 'WILL', 'WILLIE', 'LIAM', 'WILLY'],
  ['STEPHEN', 'STEVEN', 'STEVE', 'STEFAN', 'STEPHAN', 'STEVIE'],
  [
    'KATHERINE',
    'CATHERINE',
    'KATHRYN',
    'KATHARINE',
    'KATHY',
    'CATHY',
    'KATE',
    'KATIE',
    'KAT',
    'KAY',
    'KITTY',
  ],
  ['ELIZABETH', 'ELISABETH', 'LIZ', 'LIZA', 'LIZZIE', 'BETH', 'BETTY', 'BETSY', 'ELIZA', 'ELISA', 'LISA'],
  ['MARGARET', 'MAGGIE', 'PEGGY', 'MEG', 'MARGE', 'MARGIE', 'GRETA'],
  ['JAMES', 'JIM', 'JIMMY', 'JAMIE', 'JIMMIE'],
  ['JOHN', 'JACK', 'JOHNNY', 'JON', 'JONNY'],
  ['JONATHAN', 'JON', 'JONNY', 'NATHAN'],
  ['JOSEPH', 'JOE', 'JOEY', 'JOSE'],
  ['MICHAEL', 'MIKE', 'MICKEY', 'MIKEY', 'MICHEL', 'MIGUEL'],
  ['RICHARD', 'RICK', 'RICH', 'RICHIE', 'DICK', 'RICKY'],
  ['THOMAS', 'TOM', 'TOMMY'],
  ['CHARLES', 'CHARLIE', 'CHUCK', 'CHAS', 'CARLOS'],
  ['CHRISTOPHER', 'CHRIS', 'KRIS', 'TOPHER'],
  ['CHRISTINE', 'CHRISTINA', 'KRISTINA', 'KRISTINE', 'CHRIS', 'KRIS', 'TINA', 'CHRISSY'],
  ['DANIEL', 'DAN', 'DANNY'],
  ['MATTHEW', 'MATT', 'MATTY'],
  ['ANTHONY', 'TONY', 'ANTONIO'],
  ['DAVID', 'DAVE', 'DAVEY'],
  ['EDWARD', 'ED', 'EDDIE', 'TED', 'TEDDY', 'NED'],
  ['PATRICK', 'PAT', 'PATTY', 'PADDY'],
  ['PATRICIA', 'PAT', 'PATTY', 'PATSY', 'TRISH', 'TRICIA'],
  ['JENNIFER', 'JEN', 'JENNY', 'JENNI'],
  ['SUSAN', 'SUE', 'SUSIE', 'SUZY', 'SUZANNE'],
  ['DEBORAH', 'DEBRA', 'DEB', 'DEBBIE', 'DEBBY'],
  ['ALEXANDER', 'ALEX', 'AL', 'ALEC', 'SASHA', 'SANDY'],
  ['ALEXANDRA', 'ALEX', 'ALEXA', 'SANDRA', 'SANDY', 'SASHA'],
  ['ANDREW', 'ANDY', 'DREW'],
  ['BENJAMIN', 'BEN', 'BENNY', 'BENJI'],
  ['SAMUEL', 'SAM', 'SAMMY'],
  ['SAMANTHA', 'SAM', 'SAMMY'],
  ['NICHOLAS', 'NICK', 'NICKY', 'NICOLAS'],
  ['JOSHUA', 'JOSH'],
  ['GREGORY', 'GREG'],
  ['TIMOTHY', 'TIM', 'TIMMY'],
  ['KENNETH', 'KEN', 'KENNY'],
  ['RONALD', 'RON', 'RONNIE'],
  ['DONALD', 'DON', 'DONNIE'],
  ['GERALD', 'GERRY', 'JERRY'],
  ['LAWRENCE', 'LARRY', 'LAURENCE'],
  ['RAYMOND', 'RAY'],
  ['PETER', 'PETE'],
  ['PHILIP', 'PHILLIP', 'PHIL'],
  ['ALBERT', 'AL', 'BERT'],
  ['FREDERICK', 'FRED', 'FREDDY', 'FREDDIE'],
  ['HENRY', 'HANK', 'HARRY'],
  ['FRANCIS', 'FRANK', 'FRAN', 'FRANCISCO', 'PACO'],
  ['FRANCES', 'FRAN', 'FRANNIE'],
  ['VICTORIA', 'VICKY', 'VICKI', 'TORI'],
  ['REBECCA', 'BECKY', 'BECCA'],
  ['JESSICA', 'JESS', 'JESSIE'],
  ['ABIGAIL', 'ABBY', 'ABBIE'],
  ['BARBARA', 'BARB', 'BARBIE'],
  ['DOROTHY', 'DOT', 'DOTTIE', 'DOROTHEA'],
  ['JOSEPHINE', 'JO', 'JOSIE'],
  ['MARY', 'MOLLY', 'POLLY', 'MAMIE', 'MARIA', 'MARIE'],
  ['ANN', 'ANNE', 'ANNA', 'ANNIE', 'HANNAH', 'NANCY'],
  ['CYNTHIA', 'CINDY'],
  ['VALERIE', 'VAL'],
  ['THEODORE', 'TED', 'TEDDY', 'THEO'],
  ['EUGENE', 'GENE'],
  ['LEONARD', 'LEN', 'LENNY', 'LEO'],
  ['NATHANIEL', 'NATE', 'NATHAN', 'NAT'],
  ['ZACHARY', 'ZACH', 'ZACK'],
  ['DOUGLAS', 'DOUG'],
  ['JEFFREY', 'GEOFFREY', 'JEFF', 'GEOFF'],
  ['GABRIEL', 'GABE'],
  ['GABRIELLE', 'GABRIELA', 'GABBY', 'GABY'],
];

const groupsOf = new Map<string, string[]>();
for (const group of NICKNAME_GROUPS) {
  const key = group[0]!;
  for (const name of group) groupsOf.set(name, [...(groupsOf.get(name) ?? []), key]);
}

/** The nickname keys a normalised first name is blocked on: its groups' heads, or the name itself. */
export function firstNameKeys(first: string): string[] {
  return groupsOf.get(first) ?? [first];
}

/**
 * NFKD, diacritics stripped, upper case, apostrophes dropped (O'Brien → OBRIEN), any other punctuation a
 * space, spaces collapsed. Letters outside A-Z that NFKD does not decompose (ß, Ø, Ł) are spelled out.
 */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/ß/g, 'SS')
    .replace(/[ØŒ]/g, (c) => (c === 'Ø' ? 'O' : 'OE'))
    .replace(/Æ/g, 'AE')
    .replace(/Ł/g, 'L')
    .replace(/Đ/g, 'D')
    .replace(/['’`ʼ]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The words of a name without suffixes, degrees and titles. */
export function nameWords(value: string): string[] {
  return normaliseText(value)
    .split(' ')
    .filter((word) => word !== '' && !NAME_SUFFIXES.has(word));
}

/** A hyphenated or multi-word last name: each part (particles aside) and the joined form. */
export function lastNameParts(last: string): string[] {
  const words = nameWords(last);
  if (words.length === 0) return [];
  const joined = words.join('');
  const parts = words.filter((word) => word.length >= 2 && !PARTICLES.has(word));
  return [...new Set([joined, ...parts])];
}

export interface PersonName {
  first: string;
  middle?: string | null;
  last: string;
}

/** One row of name keys: what exclusion_row_names and exclusion_subject_names hold (last_code is SQL's). */
export interface NameKey {
  first_name: string;
  first_key: string;
  last_name: string;
  full_name: string;
}

/**
 * The keys of one name: one per last-name part × first-name key. A name without a first or last word has
 * none (an entity, or a list row with only a surname, is never matched by name).
 */
export function nameKeys(name: PersonName): NameKey[] {
  const firstWords = nameWords(name.first);
  const first = firstWords[0];
  const lasts = lastNameParts(name.last);
  if (!first || lasts.length === 0) return [];
  const full = [...firstWords, ...nameWords(name.middle ?? ''), ...nameWords(name.last)].join(' ');
  const keys: NameKey[] = [];
  for (const last of lasts)
    for (const firstKey of firstNameKeys(first))
      keys.push({ first_name: first, first_key: firstKey, last_name: last, full_name: full });
  return keys;
}

/** The keys of several names, without repeats. */
export function allNameKeys(names: readonly PersonName[]): NameKey[] {
  const seen = new Map<string, NameKey>();
  for (const name of names)
    for (const key of nameKeys(name)) seen.set(`${key.first_name}|${key.first_key}|${key.last_name}`, key);
  return [...seen.values()];
}

/**
 * "LAST, First Middle" (LEIE-style lists, OFAC, NY OMIG); without a comma the last word is the surname.
 */
export function splitFullName(value: string): PersonName {
  const comma = value.indexOf(',');
  if (comma >= 0) {
    const last = value.slice(0, comma).trim();
    const [first = '', ...middle] = value
      .slice(comma + 1)
      .trim()
      .split(/\s+/);
    return { first, middle: middle.join(' ') || null, last };
  }
  const words = value.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const [first = '', ...middle] = words;
  return { first, middle: middle.join(' ') || null, last };
}

/** Date-of-birth decision (rule 5): both present and different → different; any equal → equal. */
export function compareDob(
  clinicianDob: string | null,
  listDobs: readonly string[],
): 'equal' | 'different' | 'unknown' {
  if (!clinicianDob || listDobs.length === 0) return 'unknown';
  const dob = clinicianDob.slice(0, 10);
  // A list entry of only a year (OFAC "DOB 1961") agrees with any date in that year.
  if (listDobs.some((listed) => (listed.length === 4 ? dob.startsWith(listed) : listed === dob)))
    return 'equal';
  return 'different';
}
