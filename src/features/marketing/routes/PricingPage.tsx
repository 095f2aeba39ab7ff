import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import { CheckIcon, MinusIcon } from '@/components/icons';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import { annualSaving, featureComparison, formatWholeDollars, publicPlans, type FeatureRow } from '../plans';
import '../marketing.css';
import './PricingPage.css';
import { paths } from '@/lib/routes';

function AvailabilityCell({ value }: { value: FeatureRow['availability'][number] }) {
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

export default function PricingPage() {
  // A customer already has an account: the plan screen shows their plan and lets them change it.
  const getStartedPath = useIsLoggedIn() ? paths.plan : paths.register;
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
            {publicPlans.map((plan) => (
              <li
                key={plan.code}
                className="bl-card pricing-plan"
                data-recommended={plan.isRecommended || undefined}
              >
                {plan.isRecommended && <p className="pricing-plan__badge">Most popular</p>}
                <h3 className="pricing-plan__name">{plan.name}</h3>
                <p className="pricing-plan__summary">{plan.summary}</p>
                <p className="pricing-plan__price bl-tabular-nums">
                  <span className="pricing-plan__amount">{formatWholeDollars(plan.monthlyPrice)}</span> /
                  month
                </p>
                <p className="pricing-plan__annual bl-tabular-nums">
                  {plan.annualPrice === 0
                    ? 'Free for as long as you like'
                    : `or ${formatWholeDollars(plan.annualPrice)} a year (save ${formatWholeDollars(annualSaving(plan))})`}
                </p>
                <ul className="pricing-plan__highlights">
                  {plan.highlights.map((highlight) => (
                    <li key={highlight}>
                      <CheckIcon size={18} />
                      {highlight}
                    </li>
                  ))}
                  {plan.notIncluded.map((feature) => (
                    <li key={feature} className="pricing-plan__excluded">
                      <MinusIcon size={18} />
                      <span>{feature}</span>
                      <span className="pricing-plan__not-included">Not included</span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={getStartedPath}
                  className={buttonClassName({
                    variant: plan.isRecommended ? 'primary' : 'secondary',
                    isFullWidth: true,
                  })}
                  aria-label={`Get started with ${plan.name}`}
                >
                  Get started
                </Link>
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
                  {publicPlans.map((plan) => (
                    <th key={plan.code} scope="col">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {featureComparison.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    {row.availability.map((value, index) => (
                      <td key={publicPlans[index]?.code} className="bl-tabular-nums">
                        <AvailabilityCell value={value} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="pricing-note">
            Prices in US dollars. Taxes may apply. Cards are charged through a secure card payment provider.
          </p>
        </div>
      </section>
    </>
  );
}
