import { describe, expect, it } from 'vitest';
import { ESSENTIALS, SNEAK, STARTER } from '@/api/planCatalog';
import {
  keptReadOnlyNotes,
  overLimitNote,
  planDifferences,
  planFeatures,
  previewedBids,
} from './planPhrases';

describe('plan phrases', () => {
  it('lists six features for Starter, seven for Essentials and eight locked ones for the free plan', () => {
    expect(planFeatures(STARTER)).toHaveLength(6);
    expect(planFeatures(ESSENTIALS)).toHaveLength(7);
    expect(planFeatures(ESSENTIALS, SNEAK)).toHaveLength(8);
  });

  it("words each feature from the plan's own numbers", () => {
    const bookmarks = planFeatures(STARTER).find((feature) => feature.art === 'bookmarks');
    expect(bookmarks).toEqual({
      art: 'bookmarks',
      title: '5 bookmarks',
      description: 'Keep up to 5 bids on your Bookmarked Bids list.',
    });
    const locked = planFeatures(ESSENTIALS, SNEAK).find((feature) => feature.art === 'every-bid');
    expect(locked?.description).toBe('See every bid that matches your search, not just the first 3 bids.');
  });

  it('says what a downgrade loses and keeps', () => {
    expect(planDifferences(STARTER, SNEAK).losses).toContain(`Only ${previewedBids(SNEAK)} of each search`);
    expect(planDifferences(ESSENTIALS, STARTER).losses).toContain('5 bookmarks instead of 20');
    expect(keptReadOnlyNotes({ bookmarks: 2, follows: 0, saved_searches: 0 }, STARTER)).toEqual([
      "2 bookmarks over Starter's 5 stay, read-only: remove some to add new ones.",
    ]);
  });

  it('explains a list over the plan and says nothing within it', () => {
    expect(overLimitNote('bookmark', 5, STARTER)).toBeUndefined();
    expect(overLimitNote('bookmark', 7, STARTER)).toBe(
      'Your Starter plan includes 5 bookmarks; you have 7. We keep them all, read-only: nothing is deleted. Remove 2 to bookmark new bids.',
    );
  });
});
