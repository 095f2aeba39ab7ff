import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './guards/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteFallback } from './layout/RouteFallback';
import { ONBOARDING_STEPS, type RouteHandle } from './layout/routeHandle';

type RouteModule = { default: ComponentType };

/**
 * A route whose screen is code-split: its module loads on first visit. The fallback shows inside
 * the layout while the first screen's chunk loads; later navigations keep the old screen until
 * the new one is ready (with the progress bar in RootLayout).
 */
function screen(path: string, load: () => Promise<RouteModule>, handle?: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
    hydrateFallbackElement: <RouteFallback />,
  };
}

function onboardingStep(label: (typeof ONBOARDING_STEPS)[number]): RouteHandle {
  return { onboardingStep: ONBOARDING_STEPS.indexOf(label) + 1 };
}

const loadRegister = () => import('@/features/onboarding/routes/RegisterPage');
const loadEmailVerification = () => import('@/features/onboarding/routes/EmailVerificationPage');

/** SPEC §2's route table. Exported apart from the browser router so tests can mount it in memory. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A second boundary below the layout keeps the header and footer around a failed screen.
        errorElement: <RouteErrorPage />,
        children: [
          screen('/', () => import('@/features/marketing/routes/HomePage')),
          screen('/pricing', () => import('@/features/marketing/routes/PricingPage')),
          screen('/about', () => import('@/features/marketing/routes/AboutPage')),
          screen('/ai-toolset', () => import('@/features/ai-toolset/routes/AiToolsetPage')),
          screen('/help', () => import('@/features/help/routes/HelpCenterPage')),
          // Same screen as /verification, but this path keeps the site header and footer (SPEC §2).
          screen('/email-verification', loadEmailVerification),

          {
            // Lazy: the form layout (help dialog, step bar) pulls in React Aria, which the landing page doesn't need.
            lazy: async () => ({ Component: (await import('./layout/FormLayout')).FormLayout }),
            hydrateFallbackElement: <RouteFallback />,
            children: [
              screen('/login', () => import('@/features/auth/routes/LoginPage')),
              screen('/forgot-password', () => import('@/features/auth/routes/ForgotPasswordPage')),
              screen('/forgot-otp', () => import('@/features/auth/routes/ForgotOtpPage')),
              screen('/confirm-password', () => import('@/features/auth/routes/ConfirmPasswordPage')),
              screen('/register', loadRegister, onboardingStep('Account')),
              screen('/signup', loadRegister, onboardingStep('Account')),
              screen(
                '/company-build',
                () => import('@/features/onboarding/routes/CompanyBuildPage'),
                onboardingStep('Company'),
              ),
              screen('/verification', loadEmailVerification, onboardingStep('Verify email')),
              screen('/plan', () => import('@/features/payments/routes/PlanPage'), onboardingStep('Plan')),
              {
                element: <RequireAuth />,
                children: [
                  screen(
                    '/geographic-coverage',
                    () => import('@/features/onboarding/routes/GeographicCoveragePage'),
                    onboardingStep('Coverage'),
                  ),
                  screen(
                    '/industry-categories',
                    () => import('@/features/onboarding/routes/IndustryCategoriesPage'),
                    onboardingStep('Industries'),
                  ),
                  screen(
                    '/help-our-ai',
                    () => import('@/features/onboarding/routes/HelpOurAiPage'),
                    onboardingStep('Insurance'),
                  ),
                  screen(
                    '/extra-data',
                    () => import('@/features/onboarding/routes/ExtraDataPage'),
                    onboardingStep('Extra details'),
                  ),
                  screen('/payment', () => import('@/features/payments/routes/PaymentPage')),
                  screen('/payment-status', () => import('@/features/payments/routes/PaymentStatusPage')),
                ],
              },
            ],
          },

          {
            element: <RequireAuth />,
            children: [
              screen('/dashboard', () => import('@/features/bids/routes/DashboardPage')),
              screen('/dashboard/bookmarkBids', () => import('@/features/bids/routes/BookmarkedBidsPage')),
              screen('/dashboard/followedBids', () => import('@/features/bids/routes/FollowedBidsPage')),
              screen('/summary/:id', () => import('@/features/bids/routes/BidSummaryPage')),
              screen('/user-profile', () => import('@/features/profile/routes/UserProfilePage')),
              screen('/super-admin', () => import('@/features/admin/routes/SuperAdminPage')),
            ],
          },

          screen('*', () => import('@/features/marketing/routes/NotFoundPage')),
        ],
      },
    ],
  },
];
