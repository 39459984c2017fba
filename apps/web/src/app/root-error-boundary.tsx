import { ROUTES, pageTitle } from '@credence/shared';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { GenericError } from './routes/error-page';

/** Last resort for an error no page handled: the generic error page, inside the default layout. */
export function RootErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
    document.title = pageTitle(ROUTES.error.name);
  }, [error]);

  return (
    <DefaultLayout>
      <GenericError />
    </DefaultLayout>
  );
}
