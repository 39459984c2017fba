import { makeWorkHistoryPositionSchema, positionOptionsOf } from '@credence/shared';
import type { WorkHistoryConfig, WorkHistoryConfigData } from '@credence/shared';

/** The requirement's work-history config as the API sends it (snake case), in the rules' own shape. */
export function configOf(data: WorkHistoryConfigData): WorkHistoryConfig {
  return {
    required: data.required,
    lookBackYears: data.look_back_years,
    optionalWorkHistory: data.optional_work_history,
    allowedGapDays: data.allowed_gap_days,
    certificateOfInsuranceRequired: data.certificate_of_insurance,
    noCoverageReasonRequired: data.no_coverage_reason,
  };
}

/** The position rules under this requirement: the same schema the server checks with, so the same messages. */
export const positionSchemaFor = (data: WorkHistoryConfigData) =>
  makeWorkHistoryPositionSchema(positionOptionsOf(configOf(data)));
