import { resetPasswordErrorSchema } from '@credence/shared';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { usePageData } from '../page-data';
import { NotFoundPage } from './not-found-page';

/** /reset-password/{error}: the page gate already limited `error` to the two open values. */
export function ResetPasswordRoute() {
  const { params } = usePageData();
  const error = resetPasswordErrorSchema.safeParse(params.error);
  return error.success ? <ResetPasswordPage error={error.data} /> : <NotFoundPage />;
}
