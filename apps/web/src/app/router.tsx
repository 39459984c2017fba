import { LAYOUTS, ROUTE_TABLE } from '@credence/shared';
import type { Layout, Route } from '@credence/shared';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LAYOUT_COMPONENTS } from './layouts';
import { pageLoader } from './page-data';
import type { PageHandle } from './page-data';
import { HydrateFallback, RootRoute } from './root-route';
import { RootErrorBoundary } from './root-error-boundary';
import { toRouterPath } from './route-path';
import { NotFoundPage } from './routes/not-found-page';
import { PageGate } from './routes/page-gate';
import { PAGES, placeholderPage } from './routes/pages';

// Route-level code splitting (decision 027): the router fetches the page's chunk alongside its loader, so
// only the first screen's code is in the entry and a page never renders half-loaded.
function pageRoute(route: Route): RouteObject {
  const handle: PageHandle = { routeId: route.id };
  const importPage = PAGES[route.id] ?? placeholderPage(route.id);
  return {
    id: route.id,
    path: toRouterPath(route.path),
    caseSensitive: true,
    loader: pageLoader(route.id),
    handle,
    lazy: async () => {
      const Page = await importPage();
      return {
        element: (
          <PageGate>
            <Page />
          </PageGate>
        ),
      };
    },
  };
}

// Any other URL: the 404 page, in the default layout like the other error pages.
const notFoundRoute: RouteObject = { id: 'not-found', path: '*', Component: NotFoundPage };

function layoutRoute(layout: Layout): RouteObject {
  const pages = ROUTE_TABLE.filter((route) => route.layout === layout).map(pageRoute);
  return {
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await LAYOUT_COMPONENTS[layout]() }),
    children: layout === 'default' ? [...pages, notFoundRoute] : pages,
  };
}

/** The one route table: every route of the shared table, grouped under its layout. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: LAYOUTS.map(layoutRoute),
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
