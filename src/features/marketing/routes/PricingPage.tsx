import { Link } from 'react-router-dom';
import { PLAN_LINE_UP, type PlanTerms } from '@/api/planCatalog';
import { buttonClassName } from '@/components/buttonClassName';
import { CheckIcon, MinusIcon } from '@/components/icons';
import { PlanCard } from '@/components/PlanCard';
import { withPlanChoice } from '@/lib/planChoice';
import { COMPARISON_ROWS, isMostPopular, type ComparisonCell } from '@/lib/planPhrases';
import { paths } from '@/lib/routes';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import '../marketing.css';
import './PricingPage.css';

function AvailabilityCell({ value }: { value: ComparisonCell }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <CheckIcon className="pricing-table__yes" />
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <MinusIcon className="pricing-table__no" />
      <span className="visually-hidden">Not included</span>
    </>
  );
}

/** The plans shown here are the static catalog: the public pages load no data. */
const plans: readonly PlanTerms[] = PLAN_LINE_UP;

export default function PricingPage() {
  // A customer already has an account: the plan step shows their plan and lets them change it. A visitor
  // signs up first; the plan chosen here rides along in the address to the plan step.
  const startPath = useIsLoggedIn() ? paths.plan : paths.register;
  return (
    <>
      <section className="marketing-hero marketing-hero--compact">
        <div className="marketing-container">
          <h1>Plans & Pricing</h1>
          <p className="marketing-hero__lead">
            Start free, upgrade when bids start paying off. Cancel any time; pay yearly and save.
          </p>
        </div>
      </section>

      <section className="marketing-section" aria-labelledby="plans-title">
        <div className="marketing-container">
          <h2 id="plans-title" className="visually-hidden">
            Plans
          </h2>
          <ul className="marketing-cards pricing-plans">
            {plans.map((plan) => (
              <li key={plan.plan_code}>
                <PlanCard
                  plan={plan}
                  headingLevel={3}
                  action={
                    <Link
                      to={withPlanChoice(startPath, plan.plan_code)}
                      className={buttonClassName({
                        variant: isMostPopular(plan) ? 'primary' : 'secondary',
                        isFullWidth: true,
                      })}
                      aria-label={`Get started with ${plan.name}`}
                    >
                      Get started
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="features"
        className="marketing-section marketing-section--muted"
        aria-labelledby="features-title"
      >
        <div className="marketing-container">
          <h2 id="features-title">Compare features</h2>
          <div className="pricing-table__frame">
            <table className="pricing-table" aria-labelledby="features-title">
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  {plans.map((plan) => (
                    <th key={plan.plan_code} scope="col">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COMPARISON_ROWS.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    {plans.map((plan) => (
                      <td key={plan.plan_code} className="bl-tabular-nums">
                        <AvailabilityCell value={row.cell(plan)} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="pricing-note">
            Prices in US dollars. Taxes may apply. Cards are processed by Stripe; we never see or store your
            full card number.
          </p>
        </div>
      </section>
    </>
  );
}
