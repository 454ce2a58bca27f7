import { describe, expect, it } from 'vitest';
import { routeOf, sectionOf } from './router';

describe('portal addresses', () => {
  it('reads the sign-in page, a request and the list', () => {
    expect(routeOf('/portal/sign-in')).toEqual({ screen: 'sign-in' });
    expect(routeOf('/portal/requests/3f1c2a9e-1b2c-4d5e-8f90-123456789abc')).toEqual({
      screen: 'request',
      id: '3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
    });
    expect(routeOf('/portal/requests')).toEqual({ screen: 'requests' });
  });

  it('shows the list for the portal root and any unknown address', () => {
    expect(routeOf('/portal')).toEqual({ screen: 'requests' });
    expect(routeOf('/portal/nothing/here')).toEqual({ screen: 'requests' });
  });

  it('reads the money screens: invoices, one invoice, receipts and the statement', () => {
    expect(routeOf('/portal/invoices')).toEqual({ screen: 'invoices' });
    expect(routeOf('/portal/invoices/')).toEqual({ screen: 'invoices' });
    expect(routeOf('/portal/invoices/3f1c2a9e-1b2c-4d5e-8f90-123456789abc')).toEqual({
      screen: 'invoice',
      id: '3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
    });
    expect(routeOf('/portal/receipts')).toEqual({ screen: 'receipts' });
    expect(routeOf('/portal/statement')).toEqual({ screen: 'statement' });
  });

  it('puts one invoice under Invoices and one request under Requests', () => {
    expect(sectionOf({ screen: 'invoice', id: 'x' })).toBe('invoices');
    expect(sectionOf({ screen: 'request', id: 'x' })).toBe('requests');
    expect(sectionOf({ screen: 'statement' })).toBe('statement');
    expect(sectionOf({ screen: 'sign-in' })).toBeNull();
  });
});
