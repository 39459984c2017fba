import type { ComponentType } from 'react';
import { BoardCertEditor } from './board-cert-editor';
import { EducationEditor } from './education-editor';
import './editors.css';

/**
 * Sections of /personal-information with an editor of their own (the others use ProfileSectionCard): each
 * takes the whole profile, and its card is shown even while the section is empty.
 */
export const SECTION_EDITORS: Readonly<
  Record<string, ComponentType<{ profile: Readonly<Record<string, unknown>> }>>
> = {
  education: EducationEditor,
  board_cert: BoardCertEditor,
};
