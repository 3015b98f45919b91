import { DEFAULT_PRICES } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { costOf, likePlan, loginPlan, maintenancePlan } from './cost';

const prices = DEFAULT_PRICES;

describe('task cost', () => {
  it('prices a maintenance plan per action (comments cost 2 by default)', () => {
    const cost = costOf(prices, maintenancePlan(3, { play: 3, like: 2, follow: 1, comment: 1 }));
    // The engine held 24 points for exactly this task: 21 actions, 3 of them comments.
    expect(cost).toMatchObject({ actions: 21, points: 24 });
    expect(cost?.lines.find((l) => l.action === 'comment')).toEqual({
      action: 'comment',
      quantity: 3,
      unit: 2,
      points: 6,
    });
  });

  it('likes every video per account, once per video in rotation mode', () => {
    expect(costOf(prices, likePlan('independent', 4, 5))?.points).toBe(20);
    expect(costOf(prices, likePlan('reordering', 4, 5))?.points).toBe(20);
    expect(costOf(prices, likePlan('rotation', 4, 5))?.points).toBe(5);
    expect(costOf(prices, likePlan('rotation', 0, 5))?.points).toBe(0);
  });

  it('charges one login per account', () => {
    expect(costOf(prices, loginPlan(7))).toMatchObject({ actions: 7, points: 7 });
  });

  it('is unknown while a price is missing', () => {
    expect(costOf({}, loginPlan(1))).toBeNull();
    expect(costOf({}, loginPlan(0))).toEqual({ lines: [], actions: 0, points: 0 });
  });
});
