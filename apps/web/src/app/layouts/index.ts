import type { Layout } from '@credence/shared';
import type { ComponentType } from 'react';
import { loadOnce } from '../load-once';
import { AuthLayout } from './auth-layout';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';

/**
 * Loads one layout per layout of the shared route table; a missing one fails the type check. The sign-in
 * screen's layouts (auth, and default and blank for errors and hand-offs) are small and in the entry; the
 * wallet's (navbar, notifications, sign-out) load with their first page (decision 027).
 */
export const LAYOUT_COMPONENTS: Readonly<Record<Layout, () => Promise<ComponentType>>> = {
  auth: () => Promise.resolve(AuthLayout),
  blank: () => Promise.resolve(BlankLayout),
  console: loadOnce(() => import('./console-layout').then((m) => m.ConsoleLayout)),
  default: () => Promise.resolve(DefaultLayout),
  dashboard: loadOnce(() => import('./dashboard-layout').then((m) => m.DashboardLayout)),
  steps: loadOnce(() => import('./steps-layout').then((m) => m.StepsLayout)),
  v3: loadOnce(() => import('./v3-layout').then((m) => m.V3Layout)),
};
