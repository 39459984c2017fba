import type { ProfileSection } from '../profile-sections';

/** What an editor of a profile section gets: the whole profile (it may read other sections) and its group. */
export interface SectionEditorProps {
  values: Readonly<Record<string, unknown>>;
  group: ProfileSection;
}
