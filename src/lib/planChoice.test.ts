import { describe, expect, it } from 'vitest';
import { choosePlanHref, readPlanChoice, withPlanChoice } from './planChoice';

describe('planChoice', () => {
  it('puts the chosen plan on the plan step address', () => {
    expect(choosePlanHref('002')).toBe('/plan?plan=002');
  });

  it('adds the plan beside a query the address already has', () => {
    expect(withPlanChoice('/register?ref=ad', '003')).toBe('/register?ref=ad&plan=003');
  });

  it('leaves the address as it is when no plan was chosen', () => {
    expect(withPlanChoice('/register', null)).toBe('/register');
  });

  it('reads no plan from an empty parameter', () => {
    expect(readPlanChoice('?plan=')).toBeNull();
    expect(readPlanChoice('?plan=001')).toBe('001');
  });
});
