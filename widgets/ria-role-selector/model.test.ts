import { describe, expect, it } from 'vitest';
import { arrangementOf, containerNumber, queryWithRole, roleBySlug, roleFromQuery, ROLES } from './model';

describe('site spec 6: the roles reorder and hide containers 0-7', () => {
  const byLabel = (label: string) => ROLES.find((role) => role.label === label);

  it('the five options of 2.7: Select Role and four roles', () => {
    expect(ROLES.map((role) => role.label)).toEqual([
      'CIO/Analyst',
      'Principal/Founder',
      'Wealth Advisor/Financial Planner',
      'Compliance/Marketing',
    ]);
  });

  it('CIO/Analyst: 0,1,2,5,3,4,6,7, hiding 4 and 6', () => {
    expect(arrangementOf(byLabel('CIO/Analyst'))).toEqual({ order: [0, 1, 2, 5, 3, 4, 6, 7], hidden: [4, 6] });
  });

  it('Principal/Founder: 0,1,4,5,3,2,6,7, hiding 6', () => {
    expect(arrangementOf(byLabel('Principal/Founder'))).toEqual({ order: [0, 1, 4, 5, 3, 2, 6, 7], hidden: [6] });
  });

  it('Wealth Advisor/Financial Planner: 0,1,3,4,6,2,5,7, hiding 5', () => {
    expect(arrangementOf(byLabel('Wealth Advisor/Financial Planner'))).toEqual({
      order: [0, 1, 3, 4, 6, 2, 5, 7],
      hidden: [5],
    });
  });

  it('Compliance/Marketing: 0,1,6,3,4,2,5,7, hiding 2 and 5', () => {
    expect(arrangementOf(byLabel('Compliance/Marketing'))).toEqual({ order: [0, 1, 6, 3, 4, 2, 5, 7], hidden: [2, 5] });
  });

  it('none selected: 0-7, none hidden', () => {
    expect(arrangementOf(undefined)).toEqual({ order: [0, 1, 2, 3, 4, 5, 6, 7], hidden: [] });
  });

  it('every order holds each container once', () => {
    for (const role of ROLES) expect([...role.order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the choice kept in the address', () => {
  it('reads the role from ?role=, whatever its case; another value is no role', () => {
    expect(roleFromQuery('?role=cio-analyst')?.label).toBe('CIO/Analyst');
    expect(roleFromQuery('?a=1&role=Compliance-Marketing')?.label).toBe('Compliance/Marketing');
    expect(roleFromQuery('?role=ceo')).toBeUndefined();
    expect(roleFromQuery('?role=%E0%A4%A')).toBeUndefined();
    expect(roleFromQuery('')).toBeUndefined();
    expect(roleBySlug(undefined)).toBeUndefined();
  });

  it('writes the role into the query, keeping the other parameters; no role removes it', () => {
    const principal = roleBySlug('principal-founder');
    expect(queryWithRole('', principal)).toBe('?role=principal-founder');
    expect(queryWithRole('?topic=ria&role=cio-analyst', principal)).toBe('?topic=ria&role=principal-founder');
    expect(queryWithRole('?topic=ria&role=cio-analyst', undefined)).toBe('?topic=ria');
    expect(queryWithRole('?role=cio-analyst', undefined)).toBe('');
  });
});

describe('container markers', () => {
  it('0 to 7, written as a plain number', () => {
    expect(['0', ' 7 ', '3'].map(containerNumber)).toEqual([0, 7, 3]);
  });

  it('anything else is no container number', () => {
    expect(['8', '-1', '01', '1.0', 'two', '', null].map(containerNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
