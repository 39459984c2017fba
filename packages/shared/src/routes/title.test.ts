import { expect, it } from 'vitest';
import { PRODUCT_NAME } from '../constants';
import { ROUTE_TABLE } from './table';
import { pageTitle, routeTitle } from './title';

it('is the product name, a bar, and the route name', () => {
  expect(pageTitle('Enrollment')).toBe('Credence | Enrollment');
  expect(routeTitle('enroll')).toBe('Credence | Enrollment');
  expect(routeTitle('workVerification')).toBe('Credence | Work Verification');
});

it('is the product name alone when there is no route name', () => {
  expect(pageTitle()).toBe(PRODUCT_NAME);
  expect(pageTitle('  ')).toBe('Credence');
});

it('gives every route a title of its own name', () => {
  for (const route of ROUTE_TABLE) expect(routeTitle(route.id)).toBe(`Credence | ${route.name}`);
});
