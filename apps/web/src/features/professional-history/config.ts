import {
  makeWorkHistoryPositionSchema,
  positionOptionsOf,
  workHistoryConfigFromData,
} from '@credence/shared';
import type { WorkHistoryConfigData } from '@credence/shared';

/** The position rules under this requirement: the same schema the server checks with, so the same messages. */
export const positionSchemaFor = (data: WorkHistoryConfigData) =>
  makeWorkHistoryPositionSchema(positionOptionsOf(workHistoryConfigFromData(data)));
