import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { StepProgress } from '@/components/StepProgress';
import { HomeLink } from '@/components/HomeLink';
import { optionalPart } from '@/lib/optionalPart';
import { retryingImport } from '@/lib/lazyImport';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import { ONBOARDING_STEPS, useOnboardingStep } from './routeHandle';
import './FormLayout.css';
import { paths } from '@/lib/routes';

const LOGIN_FLOW_PATHS: readonly string[] = [
  paths.login,
  paths.forgotPassword,
  paths.forgotOtp,
  paths.confirmPassword,
];

/** The FAQ dialog (React Aria's overlays and every question) loads when first asked for, not with each form screen. */
const loadHelpFaqDialog = retryingImport(() => import('@/features/help/components/HelpFaqDialog'));
/** Optional: should its code fail to load, the form still works without it. */
const HelpFaqDialog = optionalPart(() => loadHelpFaqDialog().then((module) => module.HelpFaqDialog));

/** The other account screen to offer: register from the log-in screens, log in from the rest. */
function accountSwitchLink(pathname: string): { to: string; label: string } {
  const isOnLoginFlow = LOGIN_FLOW_PATHS.includes(pathname);
  return isOnLoginFlow ? { to: paths.register, label: 'Register' } : { to: paths.login, label: 'Log in' };
}

/**
 * Form header (docs/product/screens.md#form-header) for auth, onboarding and payment screens: logo home, 'Need help?' (the FAQ
 * dialog), a login/register link only while logged out, and the onboarding step bar when the
 * route declares a step.
 */
export default function FormLayout() {
  const isLoggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const onboardingStep = useOnboardingStep();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [wasHelpOpened, setWasHelpOpened] = useState(false);
  const accountLink = accountSwitchLink(pathname);
  const isHydrated = useIsHydrated();

  return (
    <div className="form-layout">
      <div className="form-header">
        <div className="form-header__inner">
          <HomeLink className="form-header__brand" />
          <div className="form-header__actions">
            <button
              type="button"
              className="form-header__help"
              disabled={!isHydrated}
              onPointerEnter={() => void loadHelpFaqDialog()}
              onFocus={() => void loadHelpFaqDialog()}
              onClick={() => {
                setWasHelpOpened(true);
                setIsHelpOpen(true);
              }}
            >
              Need help?
            </button>
            {!isLoggedIn && (
              <Link to={accountLink.to} className="form-header__account">
                {accountLink.label}
              </Link>
            )}
          </div>
        </div>
        {onboardingStep !== undefined && (
          <div className="form-header__progress">
            <StepProgress steps={ONBOARDING_STEPS} currentStep={onboardingStep} aria-label="Account setup" />
          </div>
        )}
      </div>

      {/* A prerendered form (login) stays disabled until hydrated: a native submit before the app
          runs would put the password in the address bar, and typed text could be lost. */}
      <fieldset className="form-layout__content" disabled={!isHydrated}>
        <Outlet />
      </fieldset>

      {wasHelpOpened && <HelpFaqDialog isOpen={isHelpOpen} onOpenChange={setIsHelpOpen} />}
    </div>
  );
}
