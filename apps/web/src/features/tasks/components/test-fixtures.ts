import type { ClinicianTask, DocumentData, TaskDetail } from '@credence/shared';
import { json } from '#web/test/fetch';

export const GROUP = '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const Q_TASK = '11111111-1111-4111-8111-111111111111';
export const D_TASK = '22222222-2222-4222-8222-222222222222';
export const S_TASK = '33333333-3333-4333-8333-333333333333';
export const DOC_ID = '44444444-4444-4444-8444-444444444444';

export const task = (id: string, patch: Partial<ClinicianTask> = {}): ClinicianTask => ({
  id,
  name: 'A task',
  type: 'question',
  task_status: 'todo',
  required_for_share: true,
  assigned: '2026-11-01T10:00:00.000Z',
  subscriber_group: GROUP,
  subscriber_group_name: 'Riverside Health',
  subscriber_group_task_id: '55555555-5555-4555-8555-555555555555',
  sign_and_submit_order: null,
  config: { wallet_location: null },
  ...patch,
});

export const TASKS = {
  question: task(Q_TASK, { name: 'Answer the professional disclosure questions' }),
  document: task(D_TASK, {
    name: 'Upload your BLS card',
    type: 'document',
    config: { wallet_location: null, document_type: 'life_support' },
  }),
  signAndSubmit: task(S_TASK, {
    name: 'Attest to your immunization status',
    sign_and_submit_order: 1,
    config: { wallet_location: 'sign-and-submit', question_set: 'riverside-immunization' },
  }),
};

export const detailOf = (t: ClinicianTask, patch: Partial<TaskDetail> = {}): TaskDetail => ({
  task: t,
  question_set:
    t.type === 'question' ? (t.id === S_TASK ? 'riverside-immunization' : 'caqh-disclosure') : null,
  answers: {},
  document: null,
  submitted_at: null,
  ...patch,
});

export const blsCard: DocumentData = {
  id: DOC_ID,
  document_type: 'life_support',
  name: 'BLSCard.pdf',
  size: 900,
  content_type: 'application/pdf',
  created_at: '2026-11-05T10:00:00.000Z',
  used_in: [],
};

export const xsrf = () => {
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  return json({ data: { token: 'xsrf-1' } });
};

export const holder = {
  sign_and_submit: [TASKS.signAndSubmit],
  supplementary: [
    {
      subscriber_group: GROUP,
      subscriber_group_name: 'Riverside Health',
      tasks: [TASKS.document, TASKS.question],
    },
  ],
  next_sign_and_submit: S_TASK,
};

export const offsetOf = (index: number, total: number, previous: string | null, next: string | null) => ({
  action: 'offset' as const,
  offset: {
    list: 'supplementary' as const,
    index,
    total,
    previous_id: previous,
    next_id: next,
    next_open_id: next,
  },
});
