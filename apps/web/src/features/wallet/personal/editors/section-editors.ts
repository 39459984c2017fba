import type { ComponentType } from 'react';
import { BoardCertEditor } from './board-cert-editor';
import { EducationEditor } from './education-editor';
import './editors.css';

/**
 * Sections of /personal-information whose whole card is an editor of its own (education, board
 * certifications): each takes the whole profile, and its card is shown even while the section is empty. The
 * editors that sit inside a ProfileSectionCard (registrations, life-support cards, CDS) are in ./index.ts.
 */
export const CARD_EDITORS: Readonly<
  Record<string, ComponentType<{ profile: Readonly<Record<string, unknown>> }>>
> = {
  education: EducationEditor,
  board_cert: BoardCertEditor,
};
