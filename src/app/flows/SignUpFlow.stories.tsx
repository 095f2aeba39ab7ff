import { expect, within } from 'storybook/test';
import * as companyBuild from '@/features/onboarding/routes/CompanyBuildPage.stories';
import * as emailVerification from '@/features/onboarding/routes/EmailVerificationPage.stories';
import * as extraData from '@/features/onboarding/routes/ExtraDataPage.stories';
import * as geographicCoverage from '@/features/onboarding/routes/GeographicCoveragePage.stories';
import * as helpOurAi from '@/features/onboarding/routes/HelpOurAiPage.stories';
import * as industryCategories from '@/features/onboarding/routes/IndustryCategoriesPage.stories';
import * as register from '@/features/onboarding/routes/RegisterPage.stories';
import * as payment from '@/features/payments/routes/PaymentPage.stories';
import * as paymentStatus from '@/features/payments/routes/PaymentStatusPage.stories';
import * as plan from '@/features/payments/routes/PlanPage.stories';
import { composeFlow } from './composeFlow';
import preview from '#.storybook/preview';

const TITLE = 'Flows/Sign up and pay';

const meta = preview.meta({
  title: TITLE,
  parameters: {
    docs: {
      description: {
        component:
          'Sign-up in order, from the account to the paid plan: each step is its screen filled in as a new customer would leave it, with links to the steps before and after. Each screen’s other states (invalid, saving, failing) are in its own folder under Features.',
      },
    },
  },
});

const [
  register1,
  company2,
  verify3,
  coverage4,
  industries5,
  insurance6,
  details7,
  plan8,
  payment9,
  status10,
] = composeFlow('Sign up and pay', TITLE, [
  { name: 'Register', story: register.Filled },
  { name: 'About your company', story: companyBuild.Filled },
  { name: 'Verify your email', story: emailVerification.Filled },
  { name: 'Coverage', story: geographicCoverage.Filled },
  { name: 'Industries', story: industryCategories.Filled },
  { name: 'Insurance', story: helpOurAi.Filled },
  { name: 'Extra details', story: extraData.Filled },
  { name: 'Choose a plan', story: plan.Plans },
  { name: 'Pay', story: payment.CardForm },
  { name: 'Payment status', story: paymentStatus.Succeeded },
]);

/** The first step links to the second, in the catalog's own frame. */
export const Step1Register = meta.story({
  ...register1,
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('navigation', { name: 'Sign up and pay, step 1 of 10' });
    await expect(within(band).getByRole('link', { name: 'Next: About your company' })).toHaveAttribute(
      'href',
      './?path=/story/flows-sign-up-and-pay--step-2-about-your-company',
    );
  },
});
export const Step2AboutYourCompany = meta.story({ ...company2 });
export const Step3VerifyYourEmail = meta.story({ ...verify3 });
export const Step4Coverage = meta.story({ ...coverage4 });
export const Step5Industries = meta.story({ ...industries5 });
export const Step6Insurance = meta.story({ ...insurance6 });
export const Step7ExtraDetails = meta.story({ ...details7 });
export const Step8ChooseAPlan = meta.story({ ...plan8 });
export const Step9Pay = meta.story({ ...payment9 });
export const Step10PaymentStatus = meta.story({ ...status10 });
