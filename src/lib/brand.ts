/** Every brand string lives here so a rename is one edit. */
export const brand = {
  name: 'BidLantern',
  slogan: 'A light on the right bids',
  tagline: 'Your next government contract awaits!',
  supportEmail: 'support@bidlantern.com',
  copyrightYear: 2025,
  /** Session storage key for the A.I. Toolset notify-me signup (docs/product/screens.md#session-and-storage). */
  comingSoonStorageKey: 'BidLantern_coming_soon_submitted',
} as const;
