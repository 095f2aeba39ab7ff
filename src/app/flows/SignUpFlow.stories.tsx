import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CompanyBuild, * as companyBuild from '@/features/onboarding/routes/CompanyBuildPage.stories';
import EmailVerification, * as emailVerification from '@/features/onboarding/routes/EmailVerificationPage.stories';
import ExtraData, * as extraData from '@/features/onboarding/routes/ExtraDataPage.stories';
import GeographicCoverage, * as geographicCoverage from '@/features/onboarding/routes/GeographicCoveragePage.stories';
import HelpOurAi, * as helpOurAi from '@/features/onboarding/routes/HelpOurAiPage.stories';
import IndustryCategories, * as industryCategories from '@/features/onboarding/routes/IndustryCategoriesPage.stories';
import Register, * as register from '@/features/onboarding/routes/RegisterPage.stories';
import Payment, * as payment from '@/features/payments/routes/PaymentPage.stories';
import PaymentStatus, * as paymentStatus from '@/features/payments/routes/PaymentStatusPage.stories';
import Plan, * as plan from '@/features/payments/routes/PlanPage.stories';
import { composeFlow } from './composeFlow';

const TITLE = 'Flows/Sign up and pay';

const meta = {
  title: TITLE,
  parameters: {
    docs: {
      description: {
        component:
          'Sign-up in order, from the account to the paid plan: each step is its screen filled in as a new customer would leave it, with links to the steps before and after. Each screen’s other states (invalid, saving, failing) are in its own folder under Features.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
  { name: 'Register', meta: Register, story: register.Filled },
  { name: 'About your company', meta: CompanyBuild, story: companyBuild.Filled },
  { name: 'Verify your email', meta: EmailVerification, story: emailVerification.Filled },
  { name: 'Coverage', meta: GeographicCoverage, story: geographicCoverage.Filled },
  { name: 'Industries', meta: IndustryCategories, story: industryCategories.Filled },
  { name: 'Insurance', meta: HelpOurAi, story: helpOurAi.Filled },
  { name: 'Extra details', meta: ExtraData, story: extraData.Filled },
  { name: 'Choose a plan', meta: Plan, story: plan.Plans },
  { name: 'Pay', meta: Payment, story: payment.CardForm },
  { name: 'Payment status', meta: PaymentStatus, story: paymentStatus.Succeeded },
]);

/** The first step links to the second, in the catalog's own frame. */
export const Step1Register: Story = {
  ...register1,
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('navigation', { name: 'Sign up and pay, step 1 of 10' });
    await expect(within(band).getByRole('link', { name: 'Next: About your company' })).toHaveAttribute(
      'href',
      './?path=/story/flows-sign-up-and-pay--step-2-about-your-company',
    );
  },
};
export const Step2AboutYourCompany: Story = { ...company2 };
export const Step3VerifyYourEmail: Story = { ...verify3 };
export const Step4Coverage: Story = { ...coverage4 };
export const Step5Industries: Story = { ...industries5 };
export const Step6Insurance: Story = { ...insurance6 };
export const Step7ExtraDetails: Story = { ...details7 };
export const Step8ChooseAPlan: Story = { ...plan8 };
export const Step9Pay: Story = { ...payment9 };
export const Step10PaymentStatus: Story = { ...status10 };
