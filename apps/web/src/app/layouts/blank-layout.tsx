import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** Hand-off pages that only redirect: nothing but the page. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame layout="blank">{children}</LayoutFrame>;
}
