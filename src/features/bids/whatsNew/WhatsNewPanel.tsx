import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { Skeleton } from '@/components/Skeleton';
import { showToast } from '@/components/toastQueue';
import { summaryHref } from '@/lib/routes';
import {
  type AlertChange,
  type AlertDigest,
  type BidBrief,
  useMarkAllSeen,
  useWhatsNew,
} from '../api/alertDigest';
import { countdownText, formatBidDate } from '../lib/bidDates';
import './WhatsNewPanel.css';

export interface WhatsNewPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export const WHATS_NEW_LOAD_FAILED = 'We could not load what is new. Please try again.';
export const MARK_SEEN_FAILED = 'We could not mark these as seen. Please try again.';

/**
 * "What's new" since the last visit, in a sheet from the dashboard: the new bids of each alerted saved
 * search (each once), the followed bids that changed and those closing soon, as the alert email lists
 * them (GET /alerts/digest/). Loaded when first opened (docs/performance.md).
 */
export function WhatsNewPanel({ isOpen, onOpenChange }: WhatsNewPanelProps) {
  return (
    <Modal size="sheet" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="What's new" className="bl-whats-new">
        {(close) => <WhatsNewContent close={close} />}
      </Dialog>
    </Modal>
  );
}

function WhatsNewContent({ close }: { close: () => void }) {
  const { digest } = useWhatsNew();
  const markSeen = useMarkAllSeen();
  if (digest.isPending) {
    return (
      <div className="bl-whats-new__loading" aria-busy="true">
        <p>Loading what is new…</p>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (digest.isError) {
    return (
      <div className="bl-whats-new__error">
        <p role="alert">{WHATS_NEW_LOAD_FAILED}</p>
        <Button variant="secondary" onPress={() => void digest.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = digest.data;
  const isEmpty =
    data.total_new === 0 && data.changed_followed.length === 0 && data.closing_soon.length === 0;
  return (
    <div className="bl-whats-new__content">
      <p className="bl-whats-new__since">Since {formatBidDate(data.since)}</p>
      {isEmpty ? (
        <p>
          Nothing new since your last visit. New bids for the saved searches you get alerts for, and changes
          to the bids you follow, show here.
        </p>
      ) : (
        <DigestSections digest={data} onNavigate={close} />
      )}
      {markSeen.isError && (
        <p role="alert" className="bl-whats-new__message">
          {MARK_SEEN_FAILED}
        </p>
      )}
      {!isEmpty && (
        <div className="bl-whats-new__actions">
          <Button
            variant="primary"
            isPending={markSeen.isPending}
            pendingLabel="Marking as seen"
            onPress={() =>
              markSeen.mutate(data, {
                onSuccess: () => {
                  showToast({ title: 'Marked all as seen', tone: 'success' });
                  close();
                },
              })
            }
          >
            Mark all as seen
          </Button>
        </div>
      )}
    </div>
  );
}

/** The digest's parts, in the email's order. */
export function DigestSections({ digest, onNavigate }: { digest: AlertDigest; onNavigate?: () => void }) {
  const searches = digest.searches.filter((search) => search.bids.length > 0);
  return (
    <>
      {searches.length > 0 && (
        <section className="bl-whats-new__section" aria-labelledby="bl-whats-new-searches">
          <h3 id="bl-whats-new-searches">New bids for your saved searches</h3>
          {searches.map((search) => (
            <div key={search.saved_filter_id} className="bl-whats-new__search">
              <h4>
                {search.saved_filter_name}{' '}
                <span className="bl-whats-new__count">({search.new_count.toLocaleString('en-US')} new)</span>
              </h4>
              <ul className="bl-whats-new__list">
                {search.bids.map(({ bid, also_matches: alsoMatches }) => (
                  <li key={bid.id}>
                    <BidLink bid={bid} onNavigate={onNavigate} />
                    <BidMeta bid={bid} />
                    {alsoMatches.length > 0 && (
                      <span className="bl-whats-new__also">Also matches: {alsoMatches.join(', ')}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {digest.more_count > 0 && (
            <p className="bl-whats-new__more">
              {digest.more_count.toLocaleString('en-US')} more on your dashboard.{' '}
              <span className="bl-whats-new__meta">
                Lists stop at {digest.cap} new bids, as your alert email does.
              </span>
            </p>
          )}
        </section>
      )}
      {digest.changed_followed.length > 0 && (
        <section className="bl-whats-new__section" aria-labelledby="bl-whats-new-changed">
          <h3 id="bl-whats-new-changed">Changes to bids you follow</h3>
          <ul className="bl-whats-new__list">
            {digest.changed_followed.map(({ bid, changes }) => (
              <li key={bid.id}>
                <BidLink bid={bid} onNavigate={onNavigate} />
                <ul className="bl-whats-new__changes">
                  {changes.map((change) => (
                    <li key={`${change.field}-${change.amended_at}`}>
                      <ChangeText change={change} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {digest.closing_soon.length > 0 && (
        <section className="bl-whats-new__section" aria-labelledby="bl-whats-new-closing">
          <h3 id="bl-whats-new-closing">Followed bids closing soon</h3>
          <ul className="bl-whats-new__list">
            {digest.closing_soon.map((bid) => (
              <li key={bid.id}>
                <BidLink bid={bid} onNavigate={onNavigate} />
                <span className="bl-whats-new__meta">{closingText(bid)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function BidLink({ bid, onNavigate }: { bid: BidBrief; onNavigate: (() => void) | undefined }) {
  return (
    <Link href={summaryHref(bid.id)} className="bl-whats-new__bid" onPress={onNavigate}>
      {bid.bid_name}
    </Link>
  );
}

function closingText(bid: BidBrief): string {
  const left = countdownText(bid.closing_date);
  return left === 'Closed' ? 'Closed' : `Closes ${formatBidDate(bid.closing_date)}, in ${left}`;
}

function BidMeta({ bid }: { bid: BidBrief }) {
  return (
    <span className="bl-whats-new__meta">
      {bid.agency_name}, {bid.state} · Closes {formatBidDate(bid.closing_date)}
    </span>
  );
}

/** A closing date that moved reads with the old date struck through and the new one after it. */
export function ChangeText({ change }: { change: AlertChange }) {
  if (change.field === 'closing_date') {
    return (
      <span>
        Closing date: <span className="visually-hidden">was </span>
        <del>{formatBidDate(change.before)}</del> <span className="visually-hidden">now </span>
        <ins>{formatBidDate(change.after)}</ins>
      </span>
    );
  }
  return <span>{change.summary}</span>;
}
