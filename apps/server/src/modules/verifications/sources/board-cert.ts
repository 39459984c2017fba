import { isActiveCertification } from '#server/adapters/board-cert/board-cert-adapter';
import { flagged, verified, type SourceChecker } from './source';

/**
 * Board certification: each board the clinician named (the board config ids: physician boards, and AANP,
 * ANCC, NBCRNA, NCC, NCCPA) must report an active, unexpired certification; the number, when given, must be
 * the board's. Certification expiry dates feed the reminders.
 */
export const boardCertChecker: SourceChecker = {
  source: 'board_cert',
  applies: (subject) => subject.npi !== null && subject.boards.length > 0,
  async check({ adapters, today }, subject) {
    const results = [];
    for (const board of subject.boards) {
      const certifications = await adapters.boardCert.findCertifications({
        npi: subject.npi!,
        lastName: subject.lastName,
        boardId: board.boardId,
        ...(board.idNumber ? { idNumber: board.idNumber } : {}),
      });
      results.push({ board_id: board.boardId, certifications });
    }
    const evidence = { boards: results };
    const expirations = results.flatMap(({ certifications }) =>
      certifications
        .filter((c) => c.expirationDate && isActiveCertification(c))
        .map((c) => ({
          key: `certification:${c.boardId}|${c.certificateNumber}`,
          kind: 'certification' as const,
          label: `${c.certification} (${c.boardName})`,
          expires_on: c.expirationDate!,
        })),
    );
    for (const [index, board] of subject.boards.entries()) {
      const found = results[index]!.certifications.filter(
        (c) => !board.idNumber || c.certificateNumber.toUpperCase() === board.idNumber.toUpperCase(),
      );
      if (found.length === 0) return flagged('board_cert.not-found', evidence, expirations);
      if (!found.some((c) => isActiveCertification(c) && (!c.expirationDate || c.expirationDate >= today)))
        return flagged('board_cert.inactive', evidence, expirations);
    }
    return verified(evidence, expirations);
  },
};
