import { translate } from '@credence/shared';
import { AppError } from '../../lib/app-error';

// Coded so the claim page can say exactly what is wrong with the link (wording keys of the same name).
export const claimInvalid = () => new AppError(404, 'claim.invalid', translate('claim.invalid'));
export const claimExpired = () => new AppError(410, 'claim.expired', translate('claim.expired'));
export const claimUsed = () => new AppError(410, 'claim.used', translate('claim.used'));
