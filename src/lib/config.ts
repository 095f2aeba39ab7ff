/** Runtime configuration, read once from Vite's env. A production build pointed at a real API needs no code change. */
export const config = {
  /** Where the API lives: a path on this origin (default `/api`) or an absolute URL. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) || '/api',
  /** True in `npm start` / `build:mock`: the fake backend answers in the browser. */
  useMocks: import.meta.env.VITE_USE_MOCKS === 'true',
  /** The only Stripe publishable key payments accept (empty: card payments are off in this build). */
  stripePublishableKey: (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) ?? '',
} as const;
