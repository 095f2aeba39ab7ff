import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import {
  BellIcon,
  BookmarkIcon,
  CalendarIcon,
  FilterIcon,
  SearchIcon,
  DownloadIcon,
} from '@/components/icons';
import { brand } from '@/lib/brand';
import { ONBOARDING_MINUTES } from '@/lib/onboardingSteps';
import { StartFreeLink } from '../components/StartFreeLink';
import { TitledItems } from '../components/TitledItems';
import '../marketing.css';
import './HomePage.css';
import { paths } from '@/lib/routes';

const reasons = [
  {
    icon: <SearchIcon size={24} />,
    title: 'Every state, one search',
    text: 'City, county, school district, state and federal bids from all 50 states and DC, refreshed every day.',
  },
  {
    icon: <FilterIcon size={24} />,
    title: 'Only the bids you can win',
    text: 'Filter by industry code, set-aside, contract size and deadline, and save the searches you run every week.',
  },
  {
    icon: <CalendarIcon size={24} />,
    title: 'Never miss a deadline',
    text: 'A countdown on every bid, sorted by closing date, so the urgent ones are always at the top.',
  },
  {
    icon: <BellIcon size={24} />,
    title: 'Follow what matters',
    text: 'Follow a bid and we email you when it changes: new documents, new dates, new answers.',
  },
  {
    icon: <BookmarkIcon size={24} />,
    title: 'Build your shortlist',
    text: 'Bookmark bids as you browse and come back to a tidy list when you are ready to write.',
  },
  {
    icon: <DownloadIcon size={24} />,
    title: 'Share with your team',
    text: 'Export bids to CSV for your estimators, partners and bid calendar.',
  },
];

/** Decorative: what a results list looks like. The real list is on the dashboard. */
const sampleBids = [
  { name: 'Road resurfacing, Phase 2', agency: 'City of Dayton, OH', closes: 'Closes in 6 days' },
  { name: 'HVAC maintenance services', agency: 'Travis County, TX', closes: 'Closes in 12 days' },
  { name: 'School bus fleet telematics', agency: 'Cobb County Schools, GA', closes: 'Closes in 1 month' },
];

const steps = [
  {
    title: 'Tell us about your company',
    text: `Your account, then where you work and what you do: about ${ONBOARDING_MINUTES} minutes in all.`,
  },
  {
    title: 'See your matches',
    text: 'Open bids that fit you, with summaries, documents and deadlines in one place.',
  },
  {
    title: 'Bid with confidence',
    text: 'Shortlist, follow and export, and spend your time writing winning proposals.',
  },
];

export default function HomePage() {
  const whyId = `why-${brand.name.toLowerCase()}`;

  return (
    <div className="marketing-page">
      <section className="marketing-hero home-hero">
        <div className="marketing-container home-hero__layout">
          <div>
            <p className="home-hero__eyebrow">{brand.slogan}</p>
            <h1>Find the government bids your business can win</h1>
            <p className="marketing-hero__lead">
              {brand.name} gathers public bids and tenders from across the United States and shows small and
              mid-sized businesses the ones that fit, before the deadline.
            </p>
            <div className="marketing-hero__actions">
              <StartFreeLink>Start free</StartFreeLink>
              <Link to={paths.pricing} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
                See plans & pricing
              </Link>
            </div>
            <p className="home-hero__note">Free plan, no card needed.</p>
          </div>
          <ul className="home-hero__preview" aria-hidden="true">
            {sampleBids.map((bid) => (
              <li key={bid.name} className="home-hero__bid">
                <span className="home-hero__bid-name">{bid.name}</span>
                <span className="home-hero__bid-agency">{bid.agency}</span>
                <span className="home-hero__bid-closes">{bid.closes}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={whyId} className="marketing-section" aria-labelledby="why-title">
        <div className="marketing-container">
          <h2 id="why-title">Why {brand.name}</h2>
          <p className="marketing-section__intro">
            Public agencies post thousands of opportunities every week, spread over hundreds of websites. We
            bring them together so you can find the right ones in minutes, not days.
          </p>
          <TitledItems items={reasons} className="marketing-cards" itemClassName="bl-card marketing-card" />
        </div>
      </section>

      <section className="marketing-section marketing-section--muted" aria-labelledby="how-title">
        <div className="marketing-container">
          <h2 id="how-title">How it works</h2>
          <TitledItems
            items={steps}
            ordered
            className="marketing-cards home-steps"
            itemClassName="home-steps__step"
          />
        </div>
      </section>

      <section className="marketing-section home-cta" aria-labelledby="cta-title">
        <div className="marketing-container home-cta__inner">
          <h2 id="cta-title">{brand.tagline}</h2>
          <p>Create your free account and see today's bids for your business.</p>
          <StartFreeLink>Create your free account</StartFreeLink>
        </div>
      </section>
    </div>
  );
}
