import { type ComponentType, type ReactNode, useState } from 'react';
import { Link } from '@/components/Link';
import { lazyRegion } from '@/components/lazyRegion';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { Skeleton } from '@/components/Skeleton';
import { lazyExport } from '@/lib/lazyExport';
import { retryingImport } from '@/lib/lazyImport';
import { safeHttpUrl, safeMailtoHref, safeTelHref } from '@/lib/safeUrl';
import { useShownAfterFirstPaint } from '@/lib/firstScreenPaint';
import { useHasShown } from '@/lib/useHasShown';
import type { Amendment, Bid } from '../api/bidSummary';
import { FitSummary } from '../components/FitScore';
import { TrackingToggle } from '../components/TrackingToggle';
import { countdownText, formatBidDate } from '../lib/bidDates';
import { formatEstimatedValue } from './formatMoney';
import { SummaryCard, useSummaryHeading } from './SummaryCard';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bid-summary__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The status in words on a tinted badge, so it never relies on colour alone. */
function StatusBadge({ bid }: { bid: Bid }) {
  return (
    <span className={`bid-summary__status bid-summary__status--${bid.status.toLowerCase()}`}>
      <span className="visually-hidden">Status: </span>
      {bid.status}
    </span>
  );
}

function Overview({ bid }: { bid: Bid }) {
  return (
    <SummaryCard title="Overview">
      <dl className="bid-summary__fields">
        <Field label="Agency">{bid.agency_name}</Field>
        {bid.agency_path.length > 0 && <Field label="Issued by">{bid.agency_path.join(' › ')}</Field>}
        <Field label="Entity type">{bid.entity_type}</Field>
        <Field label="Location">{[bid.city, bid.state_name].filter(Boolean).join(', ')}</Field>
        <Field label="Open date">{formatBidDate(bid.open_date)}</Field>
        <Field label="Closing date">{formatBidDate(bid.closing_date)}</Field>
        <Field label="Countdown">{countdownText(bid.closing_date)}</Field>
        <Field label="Solicitation type">{bid.solicitation_type}</Field>
        <Field label="Set-aside">{bid.set_aside ?? 'None'}</Field>
        <Field label="Estimated value">{formatEstimatedValue(bid.estimated_value)}</Field>
        <Field label="NAICS code">{`${bid.naics_code} – ${bid.naics_title}`}</Field>
        <Field label="UNSPSC code">{`${bid.unspsc_code} – ${bid.unspsc_title}`}</Field>
      </dl>
    </SummaryCard>
  );
}

/** How the bid fits the company, factor by factor (fit_reasons), or why it cannot bid (eligibility). */
function Fit({ bid }: { bid: Bid }) {
  const score = bid.fit_score;
  if (score === undefined) return null;
  return (
    <SummaryCard title="Fit for your company">
      <FitSummary bid={{ ...bid, fit_score: score }} />
    </SummaryCard>
  );
}

/**
 * What changed since the bid was published, newest first (the bid's `amendments`, api-spec/schemas/bid.yaml).
 */
function Amendments({ bid }: { bid: Bid }) {
  if (!bid.amendments?.length) return null;
  return (
    <SummaryCard title="Amendments">
      <ol className="bid-summary__amendments">
        {bid.amendments.map((amendment) => (
          <li key={amendment.id}>
            <p className="bid-summary__amendment-title">
              <strong>{amendment.summary}</strong> <span>on {formatBidDate(amendment.amended_at)}</span>
            </p>
            <AmendmentChange amendment={amendment} />
          </li>
        ))}
      </ol>
    </SummaryCard>
  );
}

function AmendmentChange({ amendment }: { amendment: Amendment }) {
  const show = (value: string | null) =>
    amendment.field === 'closing_date' ? formatBidDate(value) : (value ?? '');
  if (amendment.old_value === null) return <p>{show(amendment.new_value)}</p>;
  return (
    <p>
      {show(amendment.old_value)} → {show(amendment.new_value)}
    </p>
  );
}

const descriptionSkeleton = <Skeleton shape="block" height="6rem" />;

/**
 * The description comes in a chunk of its own with its sanitizer (DOMPurify), loaded when its card
 * shows: below the first screen on a phone (docs/performance.md).
 */
const DescriptionHtml = lazyRegion(
  lazyExport(() => import('./DescriptionHtml'), 'DescriptionHtml'),
  descriptionSkeleton,
);

function Description({ bid }: { bid: Bid }) {
  const [placeRef, hasShown] = useHasShown<HTMLDivElement>();
  return (
    <SummaryCard title="Description">
      {!bid.description.trim() ? (
        <p>The source gives no description.</p>
      ) : hasShown ? (
        <DescriptionHtml label="Description" html={bid.description} />
      ) : (
        <div ref={placeRef}>{descriptionSkeleton}</div>
      )}
    </SummaryCard>
  );
}

/** A link only when `href` is safe; otherwise the same words as plain text. */
function LinkOrText({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <Link href={href}>{children}</Link> : <>{children}</>;
}

/** A link off the site from API data: only http(s) opens (in a new tab); anything else stays text. */
function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const href = safeHttpUrl(url);
  return href ? (
    <Link href={href} target="_blank">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function ContactAndDocuments({ bid }: { bid: Bid }) {
  const contact = bid.point_of_contact;
  const Subheading = useSummaryHeading(2);
  return (
    <SummaryCard title="Documents and contact">
      <Subheading className="bid-summary__subheading">Attachments</Subheading>
      {bid.attachments.length > 0 ? (
        <ul className="bid-summary__attachments">
          {bid.attachments.map((attachment, index) => (
            <li key={`${index}-${attachment.url}`}>
              <ExternalLink url={attachment.url}>{attachment.name}</ExternalLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>No attachments.</p>
      )}
      <Subheading className="bid-summary__subheading">Point of contact</Subheading>
      {contact ? (
        <dl className="bid-summary__fields">
          <Field label="Name">{contact.name}</Field>
          {contact.email && (
            <Field label="Email">
              <LinkOrText href={safeMailtoHref(contact.email)}>{contact.email}</LinkOrText>
            </Field>
          )}
          {contact.phone && (
            <Field label="Phone">
              <LinkOrText href={safeTelHref(contact.phone)}>{contact.phone}</LinkOrText>
            </Field>
          )}
        </dl>
      ) : (
        <p>The source names no contact.</p>
      )}
      <Subheading className="bid-summary__subheading">Source</Subheading>
      <p>
        {safeHttpUrl(bid.source_url) ? (
          <ExternalLink url={bid.source_url}>View this bid on the agency&apos;s site</ExternalLink>
        ) : (
          // Not a web address: shown as text, never as a link.
          <>Source address: {bid.source_url || 'not given'}</>
        )}
      </p>
    </SummaryCard>
  );
}

/**
 * Bookmark and follow the bid, then any `actions` of the place showing it; a refusal (a plan limit, in
 * the server's words) shows under the buttons.
 */
function TrackingButtons({ bid, actions }: { bid: Bid; actions?: ReactNode }) {
  const [message, setMessage] = useState<string>();
  return (
    <div className="bid-summary__tracking">
      <div className="bid-summary__tracking-buttons">
        <TrackingToggle kind="bookmark" bid={bid} variant="labelled" onMessage={setMessage} />
        <TrackingToggle kind="follow" bid={bid} variant="labelled" onMessage={setMessage} />
        {actions}
      </div>
      <div role="alert" className="bid-summary__tracking-error">
        {message}
      </div>
    </div>
  );
}

/**
 * "At a glance" comes in a chunk of its own that the summary's route requests beside the bid
 * (BidSummaryPage's prefetch): it is there when the bid is, without weighing on the screen's first
 * JS (docs/performance.md).
 */
export const loadAtAGlance = retryingImport(() => import('./AtAGlance'));
const AtAGlanceRegion = lazyRegion(
  () => loadAtAGlance().then((module) => module.AtAGlance),
  <Skeleton shape="block" height="8rem" />,
);

function AtAGlanceCard({ bid }: { bid: Bid }) {
  return <AtAGlanceRegion label="At a glance" bid={bid} />;
}

/**
 * The summary's cards in page order, each in its own error boundary named as the card is. On a phone
 * only At a glance is in the first viewport: the others may follow the first paint.
 */
const CARDS: ReadonlyArray<{ label: string; Card: ComponentType<{ bid: Bid }>; inFirstViewport?: true }> = [
  { label: 'At a glance', Card: AtAGlanceCard, inFirstViewport: true },
  { label: 'Overview', Card: Overview },
  { label: 'Amendments', Card: Amendments },
  { label: 'Fit for your company', Card: Fit },
  { label: 'Description', Card: Description },
  { label: 'Documents and contact', Card: ContactAndDocuments },
];

interface BidDetailsProps {
  bid: Bid;
  /** The title's id, for a landmark named by the bid (the dashboard's preview pane). */
  titleId?: string;
  /** More actions beside Bookmark and Follow (the preview pane adds Not for us and Add to calendar). */
  actions?: ReactNode;
}

/**
 * Every field of the bid (GET /bids/{id}/), in cards under a header with the bookmark and follow buttons.
 * Its title is an h1 on the summary page; inside `SummaryHeadingLevel` 2 (the preview pane) an h2.
 */
export function BidDetails({ bid, titleId, actions }: BidDetailsProps) {
  const Title = useSummaryHeading(0);
  const restShown = useShownAfterFirstPaint();
  return (
    <>
      <header className="bid-summary__header">
        <p className="bid-summary__reference">
          <span className="visually-hidden">Reference: </span>
          {bid.bid_id}
        </p>
        <Title id={titleId} className="bid-summary__title">
          {bid.bid_name}
        </Title>
        <StatusBadge bid={bid} />
        <TrackingButtons bid={bid} actions={actions} />
      </header>
      <div className="bid-summary__cards">
        {CARDS.filter(({ inFirstViewport }) => inFirstViewport || restShown).map(({ label, Card }) => (
          <RegionErrorBoundary key={label} label={label}>
            <Card bid={bid} />
          </RegionErrorBoundary>
        ))}
      </div>
    </>
  );
}
