// Lines of a resume's text and what each one is: a section heading, a bullet, or a short plain line that can
// name a position (a title, an employer, a place).

/** What a section holds, as far as positions go. */
export type SectionKind =
  /** Jobs (and training, when the entry says so). The default, also for a resume without headings. */
  | 'work'
  /** Postgraduate training: every dated entry is a training post. */
  | 'training'
  /** Schooling: only entries that say residency, fellowship or internship are posts. */
  | 'education'
  /** Licences, publications, memberships and the like: no positions. */
  | 'skip';

const BULLET = /^[•·▪●◦‣■□➢►*-]\s*/;

/** Plain text lines: unified dashes and spaces, no blank lines (DOCX text has one between every paragraph). */
export function resumeLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/[\u00A0\u2000-\u200B\u202F\u205F\u3000\t]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => /[\p{L}\d]/u.test(line));
}

export const isBullet = (line: string): boolean => BULLET.test(line) && !/^-?\s*\d/.test(line);

// Every word of a heading comes from these lists; the filler words only join the others.
const HEADING_WORDS = {
  education: 'education schooling degrees',
  training:
    'training residency residencies fellowship fellowships internship internships postgraduate post-graduate gme',
  work: 'experience experiences employment work history positions appointments career military service jobs',
  skip:
    'certifications certification certificates licenses licences licensure board boards publications ' +
    'presentations abstracts posters awards honors honours memberships societies affiliations privileges ' +
    'skills languages interests hobbies references volunteer volunteering summary profile objective contact ' +
    'information activities leadership committees grants',
  filler:
    'and & of the professional clinical medical relevant other selected related academic hospital additional ' +
    'graduate recent prior previous personal teaching research organizations practice',
};
const KIND_ORDER = ['education', 'training', 'work', 'skip'] as const;

/**
 * The section a heading opens, or null when the line is not a heading. A heading is a few words, every one of
 * them heading vocabulary ("Professional Experience", "Licenses and Certifications"), so an employer such
 * as "Community Hospital" on a line of its own is never taken for one.
 */
export function headingKind(line: string): SectionKind | null {
  const words = line.toLowerCase().replace(/[:/,]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6) return null;
  const kindOf = (word: string) =>
    [...KIND_ORDER, 'filler' as const].find((kind) => HEADING_WORDS[kind].split(' ').includes(word));
  const kinds = words.map(kindOf);
  if (kinds.some((kind) => kind === undefined)) return null;
  // Graduate medical education is residency and fellowship, not school.
  if (/graduate medical education/.test(words.join(' '))) return 'training';
  return KIND_ORDER.find((kind) => kinds.includes(kind)) ?? null;
}

/**
 * A line short enough to be a title, an employer or a place rather than a sentence of description: what a
 * position's neighbouring lines may add to it.
 */
export function isPlainLine(line: string): boolean {
  if (isBullet(line) || headingKind(line) !== null) return false;
  if (line.length > 90 || line.split(/\s+/).length > 12) return false;
  return !/[.!?]$/.test(line) || /\b(?:inc|llc|corp|co|ltd|jr|sr|st|p\.c|d\.c)\.$/i.test(line);
}
