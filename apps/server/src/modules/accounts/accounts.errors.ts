import { translate } from '@credence/shared';
import { AppError } from '../../lib/app-error';

/** One answer for an unknown account and a wrong password, so the page never tells which. */
export const incorrectCredentials = () =>
  new AppError(401, 'auth.incorrect-credentials', translate('auth.incorrect-credentials'));

export const accountExists = () =>
  new AppError(409, 'error.account-exists', translate('error.account-exists'));
