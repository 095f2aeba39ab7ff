import { brand } from '@/lib/brand';
import { StartFreeLink } from '../components/StartFreeLink';
import { TitledItems } from '../components/TitledItems';
import '../marketing.css';
import './AboutPage.css';

const coreValues = [
  {
    title: 'Plain dealing',
    text: 'Clear prices, plain language and no surprises, in our product and in our billing.',
  },
  {
    title: 'Small business first',
    text: 'We build for the owner who writes the bid at night, not for procurement departments.',
  },
  {
    title: 'Accuracy over volume',
    text: 'A bid with the wrong deadline is worse than no bid. We check our sources every day.',
  },
  { title: 'Respect for your data', text: 'We use your information to find you bids, never to sell it.' },
];

export default function AboutPage() {
  return (
    <div className="marketing-page">
      <section className="marketing-hero marketing-hero--compact">
        <div className="marketing-container">
          <h1>About {brand.name}</h1>
          <p className="marketing-hero__lead">
            {brand.slogan}. We help small and mid-sized businesses find and win public contracts.
          </p>
        </div>
      </section>

      <div className="marketing-container about-sections">
        <section id="mission" className="marketing-section about-section" aria-labelledby="mission-title">
          <h2 id="mission-title">Our mission</h2>
          <p>
            Government contracts should not go only to the companies that can afford a bid department. Our
            mission is to put every relevant public opportunity in front of the businesses that can deliver
            it, in time to write a strong proposal.
          </p>
        </section>

        <section id="vision" className="marketing-section about-section" aria-labelledby="vision-title">
          <h2 id="vision-title">Our vision</h2>
          <p>
            A public market where a five-person contractor in a small town sees the same opportunities as a
            national firm, and where agencies get more, better bids for the work they need done.
          </p>
        </section>

        <section id="our-story" className="marketing-section about-section" aria-labelledby="story-title">
          <h2 id="story-title">Our story</h2>
          <p>
            {brand.name} started with a spreadsheet. Our founders ran a small facilities company and spent
            every Monday checking dozens of city, county and state procurement sites, and still missed bids
            they could have won.
          </p>
          <p>
            So they built a tool that did the checking for them. Other owners asked to use it, and it grew
            into {brand.name}: one search across all 50 states and DC, with the deadlines, documents and
            details that help you decide quickly whether a bid is worth your time.
          </p>
        </section>

        <section id="core-values" className="marketing-section about-section" aria-labelledby="values-title">
          <h2 id="values-title">Core values</h2>
          <TitledItems
            items={coreValues}
            className="marketing-cards about-values"
            itemClassName="bl-card marketing-card"
          />
        </section>
      </div>

      <section
        className="marketing-section marketing-section--muted about-cta"
        aria-labelledby="about-cta-title"
      >
        <div className="marketing-container">
          <h2 id="about-cta-title">See the bids waiting for you</h2>
          <p>Start on the free plan. Upgrade when you are ready.</p>
          <StartFreeLink>Start free</StartFreeLink>
        </div>
      </section>
    </div>
  );
}
