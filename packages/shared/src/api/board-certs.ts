import { boardCertDataSchema, boardCertFieldsSchema } from '../schemas/board-certs';
import { boardCertErrors } from './board-certs.errors';
import { contract } from './contract';

// Board certifications (apps/server/src/modules/board-certs; decision 049). Spec 000 §7 "Onboarding":
// POST /api/board_certs. The body is the board_cert section (answer, exam, exam_date, explanation,
// specialties, boards) and the certification identifiers (aanp, ancc, nbcrna, ncc, nccpa, np_other_board,
// each with has_board_cert), checked with makeBoardCertSchema against the boards of the caller's provider
// type (GET /api/board_cert_config), then saved all or none into the self-attested profile with history.
// 409 board-cert.provider-type-missing before a provider type is chosen. Answers what was saved.

export const boardCertsApi = {
  save: contract({
    method: 'POST',
    path: '/api/board_certs',
    access: { action: 'post_self_attested' },
    tags: ['self-attested'],
    summary:
      "Saves the signed-in clinician's board certifications (boards of their provider type, each id number as its board asks) and certification identifiers",
    description:
      'All or none, with history; 400 request.invalid with details at the fields; audited (keys only).',
    body: boardCertFieldsSchema,
    response: boardCertDataSchema,
    errors: [boardCertErrors.providerTypeMissing],
  }),
};
