import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { retryingImport } from '@/lib/lazyImport';
import { profileTabHref } from '@/lib/routes';
import { safeHttpUrl } from '@/lib/safeUrl';
import type { Bid, BriefSource, KeyDate, Requirement, RequirementCheckStatus } from '../api/bidSummary';
import { KEY_DATE_LABELS, formatKeyDate, isAppointment, keyDateCountdown, nextKeyDate } from './keyDates';
import { SummaryCard, useSummaryHeading } from './SummaryCard';
import './AtAGlance.css';

// The calendar file is written only when asked for (docs/performance.md: not on the summary's first screen).
const loadCalendarFile = retryingImport(() => import('../calendar/downloadKeyDate'));

const CHECK_LABELS: Readonly<Record<RequirementCheckStatus, string>> = {
  meets: 'Meets',
  check: 'Check',
  does_not_meet: 'Does not meet',
};

/**
 * What stops a bid first: the checklist leads with what the company does not meet. A rank per status
 * (not a list) so a status the contract adds fails the type check instead of sorting silently.
 */
const CHECK_RANK: Readonly<Record<RequirementCheckStatus, number>> = {
  does_not_meet: 0,
  check: 1,
  meets: 2,
};

/** "change" on the dashboard and here lead to the answers the checks use, on the Profile tab. */
const MATCH_ANSWERS_HREF = `${profileTabHref()}#what-we-match-on`;

/** Where the brief read it: the document, its page and the sentence word for word, shown on demand. */
function SourceQuote({ source, of }: { source: BriefSource; of: string }) {
  return (
    <details className="glance__source">
      <summary>
        Source<span className="visually-hidden"> of {of}</span>
      </summary>
      <figure>
        <blockquote>{source.quote}</blockquote>
        <figcaption>
          {source.document}
          {source.page !== null && `, page ${source.page}`}
        </figcaption>
      </figure>
    </details>
  );
}

function KeyDateItem({ bid, keyDate, isNext }: { bid: Bid; keyDate: KeyDate; isNext: boolean }) {
  const label = KEY_DATE_LABELS[keyDate.kind];
  const countdown = keyDateCountdown(keyDate.at);
  const isPast = countdown === 'Passed';
  const link = keyDate.link ? safeHttpUrl(keyDate.link) : undefined;
  return (
    <li
      className={`glance__date${isPast ? ' glance__date--past' : ''}${isNext ? ' glance__date--next' : ''}`}
    >
      <p className="glance__date-kind">
        <strong>{label}</strong>
        {isAppointment(keyDate.kind) && (
          <span className="glance__tag">{keyDate.mandatory ? 'Mandatory' : 'Optional'}</span>
        )}
        {isNext && <span className="glance__tag glance__tag--next">Next</span>}
      </p>
      <p>
        <time dateTime={keyDate.at}>{formatKeyDate(keyDate.at, keyDate.time_zone)}</time>
        <span className="glance__countdown"> · {countdown}</span>
      </p>
      {keyDate.previous_at && (
        <p className="glance__moved">
          Moved by an amendment from <del>{formatKeyDate(keyDate.previous_at, keyDate.time_zone)}</del>
        </p>
      )}
      {keyDate.location && <p>{keyDate.location}</p>}
      {link && (
        <p>
          <Link href={link} target="_blank">
            Join online
          </Link>
        </p>
      )}
      <div className="glance__actions">
        {!isPast && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Add to calendar: ${label}`}
            onHoverStart={() => void loadCalendarFile().catch(() => undefined)}
            onPress={() =>
              void loadCalendarFile().then(({ downloadKeyDate }) => downloadKeyDate(bid, keyDate))
            }
          >
            Add to calendar
          </Button>
        )}
        <SourceQuote source={keyDate.source} of={label} />
      </div>
    </li>
  );
}

function RequirementItem({ requirement }: { requirement: Requirement }) {
  const { status, reason } = requirement.check;
  return (
    <li className={`glance__requirement glance__requirement--${status}`}>
      <p className="glance__requirement-summary">
        <span className="glance__status">{CHECK_LABELS[status]}</span>
        <span className="visually-hidden">: </span>
        {requirement.summary}
      </p>
      <p className="glance__reason">{reason}</p>
      <SourceQuote source={requirement.source} of={requirement.summary} />
    </li>
  );
}

/**
 * "At a glance" (above the description): the solicitation's key dates as a timeline with countdowns
 * (past dates greyed, the next one stressed, each in the solicitation's time zone and addable to a
 * calendar) and its requirements checked against the company's answers, each with the sentence it
 * comes from. A brief that could read nothing says so.
 */
export function AtAGlance({ bid }: { bid: Bid }) {
  const Subheading = useSummaryHeading(2);
  const keyDates = bid.key_dates ?? [];
  const requirements = [...(bid.requirements ?? [])].sort(
    (a, b) => CHECK_RANK[a.check.status] - CHECK_RANK[b.check.status],
  );
  const next = nextKeyDate(keyDates);
  if (keyDates.length === 0 && requirements.length === 0) {
    return (
      <SummaryCard title="At a glance">
        <p>
          We could not find any key dates or requirements in this solicitation. Read its description and
          documents below before you bid.
        </p>
      </SummaryCard>
    );
  }
  return (
    <SummaryCard title="At a glance">
      <Subheading className="bid-summary__subheading">Key dates</Subheading>
      {keyDates.length > 0 ? (
        <ol className="glance__dates">
          {keyDates.map((keyDate) => (
            <KeyDateItem key={keyDate.id} bid={bid} keyDate={keyDate} isNext={keyDate === next} />
          ))}
        </ol>
      ) : (
        <p>We could not find any key dates in this solicitation.</p>
      )}
      <Subheading className="bid-summary__subheading">Requirements</Subheading>
      {requirements.length > 0 ? (
        <>
          <ul className="glance__requirements">
            {requirements.map((requirement, index) => (
              <RequirementItem key={index} requirement={requirement} />
            ))}
          </ul>
          <p className="glance__answers">
            Checked against your answers. <Link href={MATCH_ANSWERS_HREF}>Change what we match on</Link>
          </p>
        </>
      ) : (
        <p>We could not find any requirements in this solicitation.</p>
      )}
    </SummaryCard>
  );
}
