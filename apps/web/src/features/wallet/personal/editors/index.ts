import type { ComponentType } from 'react';
import { CdsEditor } from './cds-editor';
import { LifeSupportEditor } from './life-support-editor';
import { RegistrationsEditor } from './registrations-editor';
import type { SectionEditorProps } from './section-editor';

export type { SectionEditorProps } from './section-editor';

/**
 * The editors of profile sections beyond the typed fields of profile-sections.ts, by section. `replaces`:
 * the editor shows the section's values itself (the generic list is left out); otherwise it is added below.
 */
export const SECTION_EDITORS: Readonly<
  Record<string, { Editor: ComponentType<SectionEditorProps>; replaces: boolean }>
> = {
  registrations: { Editor: RegistrationsEditor, replaces: true },
  other_certifications: { Editor: LifeSupportEditor, replaces: true },
  licenses: { Editor: CdsEditor, replaces: false },
};
