import { useCallback, useEffect, useId, useState } from 'react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { EmailViewer } from './EmailViewer';
import {
  advanceClock,
  fetchClock,
  fetchEmails,
  fetchScenario,
  login,
  resetToSeed,
  saveScenario,
  type ClockState,
  type MailboxEmail,
  type ScenarioState,
} from './mock-api';
import './dev-panel.css';

const MAILBOX_POLL_MS = 2_000;

/** The scenario's numbers and switches; each change is saved at once. */
const SCENARIO_NUMBERS = [
  { field: 'latencyMs', label: 'Latency (ms)', min: 0, step: 50 },
  { field: 'failureRate', label: 'Failure rate (0 to 1)', min: 0, max: 1, step: 0.1 },
] as const;
const SCENARIO_SWITCHES = [
  { field: 'declineNextPayment', label: 'Decline the next payment' },
  { field: 'expireNextOtp', label: 'Expire the next OTP check' },
] as const;

export interface DevPanelProps {
  /** Where the app sends API calls (the app's config): the demo logins post there. */
  apiBaseUrl: string;
  /** Keeps a demo login's access token as the app's session, so the page it opens is logged in. */
  keepAccessToken: (accessToken: string) => void;
}

/** The fake clock's day, e.g. "Fri, Nov 27" (UTC, as the alert emails' dates). */
function clockDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Mock-mode tools, collapsed at a bottom corner: the fake clock (alerts), the mailbox (OTP codes to
 * copy, alert emails to read), one-click demo logins, scenario switches and a reset to the seed. Plain accessible HTML, no design-system import;
 * the app passes in the two things it owns (src/main.tsx), as mocks/ imports nothing from src/.
 */
export function DevPanel({ apiBaseUrl, keepAccessToken }: DevPanelProps) {
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState<MailboxEmail[]>([]);
  const [scenario, setScenario] = useState<ScenarioState | null>(null);
  const [clock, setClock] = useState<ClockState | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const [readingId, setReadingId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const panelId = useId();
  const headingId = useId();

  const refreshEmails = useCallback(() => {
    fetchEmails()
      .then(setEmails)
      .catch(() => setStatus('Could not load the mailbox.'));
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    refreshEmails();
    fetchScenario()
      .then(setScenario)
      .catch(() => setStatus('Could not load the scenario.'));
    fetchClock()
      .then(setClock)
      .catch(() => setStatus('The fake clock did not answer. Reload the page to read it.'));
    const timer = setInterval(refreshEmails, MAILBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [open, refreshEmails]);

  async function loginAs(email: string) {
    setStatus(`Logging in as ${email}…`);
    try {
      const tokens = await login(apiBaseUrl, email, DEMO_PASSWORD);
      keepAccessToken(tokens.access);
      window.location.assign(
        `${import.meta.env.BASE_URL}dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date`,
      );
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'Login failed.');
    }
  }

  async function updateScenario(patch: Partial<ScenarioState>) {
    try {
      setScenario(await saveScenario(patch));
      setStatus('Scenario updated.');
    } catch {
      setStatus('Could not update the scenario.');
    }
  }

  async function advanceOneDay() {
    setAdvancing(true);
    try {
      const next = await advanceClock(1);
      setClock(next);
      const sent = next.emails_sent ?? 0;
      setStatus(`Now ${clockDate(next.now)}. ${sent === 1 ? '1 alert email' : `${sent} alert emails`} sent.`);
      refreshEmails();
    } catch {
      setStatus(
        'The fake clock did not move: the fake backend did not answer. Reload the page and advance again.',
      );
    } finally {
      setAdvancing(false);
    }
  }

  async function reset() {
    await resetToSeed();
    setStatus('Back to the seed data. Reloading…');
    window.location.reload();
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(`Copied ${code}.`);
    } catch {
      setStatus(`Copy failed: the code is ${code}.`);
    }
  }

  const reading = emails.find((email) => email.id === readingId && email.html !== null);

  return (
    <section
      className={reading ? 'bl-devpanel bl-devpanel--reading' : 'bl-devpanel'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="bl-devpanel__heading">
        <button
          type="button"
          className="bl-devpanel__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Mock tools
        </button>
      </h2>
      <div id={panelId} className="bl-devpanel__body" hidden={!open}>
        <p className="bl-devpanel__status" role="status">
          {status}
        </p>

        <h3>Fake clock</h3>
        <p className="bl-devpanel__meta">
          {clock
            ? `${clockDate(clock.now)}, ${clock.days_advanced === 1 ? '1 day' : `${clock.days_advanced} days`} ahead`
            : 'Reading the clock…'}
        </p>
        <button type="button" disabled={advancing} onClick={() => void advanceOneDay()}>
          Advance one day
        </button>

        <h3>Mailbox</h3>
        {emails.length === 0 ? (
          <p>No emails yet.</p>
        ) : (
          <ul className="bl-devpanel__list">
            {emails.slice(0, 10).map((email) => (
              <li key={email.id}>
                <strong>{email.subject}</strong>
                <span className="bl-devpanel__meta">
                  to {email.to}, {new Date(email.created_at).toLocaleTimeString()}
                </span>
                {email.code ? (
                  <span className="bl-devpanel__code">
                    <code>{email.code}</code>
                    <button
                      type="button"
                      onClick={() => void copy(email.code ?? '')}
                      aria-label={`Copy code ${email.code} sent to ${email.to}`}
                    >
                      Copy
                    </button>
                  </span>
                ) : null}
                {email.html !== null ? (
                  <button
                    type="button"
                    aria-expanded={readingId === email.id}
                    onClick={() => setReadingId(readingId === email.id ? null : email.id)}
                  >
                    {readingId === email.id ? 'Close email' : 'Read email'}
                  </button>
                ) : null}
                {reading?.id === email.id && reading.html !== null ? (
                  <EmailViewer subject={reading.subject} html={reading.html} text={reading.text} />
                ) : null}
              </li>
            ))}
          </ul>
        )}

        <h3>Log in as</h3>
        <ul className="bl-devpanel__list bl-devpanel__list--inline">
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.email}>
              <button type="button" onClick={() => void loginAs(account.email)}>
                {account.email.split('@')[0]}
              </button>
            </li>
          ))}
        </ul>

        <h3>Scenario</h3>
        {scenario ? (
          <div className="bl-devpanel__form">
            {SCENARIO_NUMBERS.map(({ field, label, ...limits }) => (
              <label key={field}>
                {label}
                <input
                  type="number"
                  {...limits}
                  value={scenario[field]}
                  onChange={(event) => void updateScenario({ [field]: Number(event.target.value) })}
                />
              </label>
            ))}
            {SCENARIO_SWITCHES.map(({ field, label }) => (
              <label key={field}>
                <input
                  type="checkbox"
                  checked={scenario[field]}
                  onChange={(event) => void updateScenario({ [field]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </div>
        ) : null}

        <button type="button" className="bl-devpanel__reset" onClick={() => void reset()}>
          Reset to seed data
        </button>
      </div>
    </section>
  );
}
