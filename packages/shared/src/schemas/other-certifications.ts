import { z } from 'zod';
import { OTHER_CERTIFICATION_KEYS, type OtherCertificationKey } from '../domain/other-certifications';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { ecardSchema, makeEcardSchema } from '../fields/ecard';
import { addIssues, checkWith, isBlank, stringField } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  answerField,
  documentField,
  formMessages,
  idField,
  isYesAnswer,
  issueAt,
  ruledText,
} from './form-fields';

// Life-support cards (000 §3: certification_type, ecard, expiration_date; the aha_cert form) and the
// other_certifications answers of the profile (each of BLS, CPR, ACLS... with answer, expiration, document).

export const otherCertificationMessages = {
  required: 'validation.required',
  chooseOption: 'validation.choose-option',
} as const satisfies Record<string, WordingKey>;

const isCertificationKey = (value: string): boolean =>
  (OTHER_CERTIFICATION_KEYS as readonly string[]).includes(value.trim().toLowerCase());

/** The type is one of the certification keys ('bls', 'acls'...), in any case; it is stored in lower case. */
const certificationTypeRule = stringField(
  checkWith(isCertificationKey, otherCertificationMessages.chooseOption),
).transform((value) => value.trim().toLowerCase() as OtherCertificationKey);

export function makeLifeSupportCardSchema({ now }: { now?: Now } = {}) {
  return z.object(
    {
      id: idField,
      certification_type: ruledText(certificationTypeRule),
      ecard: ruledText(ecardSchema),
      // An expired card is still a card: the date is checked for form and the 85-year limit, not the future.
      expiration_date: ruledText(makeDateSchema({ now })),
    },
    { error: formMessages.invalid },
  );
}

export type LifeSupportCard = z.infer<ReturnType<typeof makeLifeSupportCardSchema>>;
export type LifeSupportCardInput = z.input<ReturnType<typeof makeLifeSupportCardSchema>>;

/**
 * One certification's answer. A 'Yes' needs the expiration date, which the wallet watches; the card itself
 * may follow later, so the document and the card's eCard number are not required (an eCard given is checked:
 * 12 letters or digits). The certification type of the card is the key the answer is stored under.
 */
export function makeOtherCertificationAnswerSchema({ now }: { now?: Now } = {}) {
  return z
    .object(
      {
        answer: answerField,
        expiration: ruledText(makeDateSchema({ now, required: false })),
        document: documentField,
        // Absent stays absent, so answers saved before the eCard was asked keep their shape.
        ecard: ruledText(makeEcardSchema({ required: false })).optional(),
      },
      { error: formMessages.invalid },
    )
    .superRefine((entry, ctx) => {
      if (isYesAnswer(entry.answer) && isBlank(entry.expiration)) {
        addIssues(ctx, [issueAt(otherCertificationMessages.required, ['expiration'])]);
      }
    });
}

export type OtherCertificationAnswer = z.infer<ReturnType<typeof makeOtherCertificationAnswerSchema>>;

/** The other_certifications section: any of the known certifications, each answered or not yet. */
export function makeOtherCertificationsSchema({ now }: { now?: Now } = {}) {
  const answer = makeOtherCertificationAnswerSchema({ now }).optional();
  const shape = Object.fromEntries(OTHER_CERTIFICATION_KEYS.map((key) => [key, answer])) as Record<
    OtherCertificationKey,
    typeof answer
  >;
  return z.object(shape, { error: formMessages.invalid });
}

export type OtherCertifications = z.infer<ReturnType<typeof makeOtherCertificationsSchema>>;
export type OtherCertificationsInput = z.input<ReturnType<typeof makeOtherCertificationsSchema>>;
