import type { Layout } from '@credence/shared';
import type { ComponentType } from 'react';
import { AuthLayout } from './auth-layout';
import { BlankLayout } from './blank-layout';
import { DashboardLayout } from './dashboard-layout';
import { DefaultLayout } from './default-layout';
import { StepsLayout } from './steps-layout';
import { V3Layout } from './v3-layout';

/** One component per layout of the shared route table; a missing one fails the type check. */
export const LAYOUT_COMPONENTS: Readonly<Record<Layout, ComponentType>> = {
  auth: AuthLayout,
  blank: BlankLayout,
  dashboard: DashboardLayout,
  default: DefaultLayout,
  steps: StepsLayout,
  v3: V3Layout,
};
