import { type FormEvent, useState } from 'react';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { ALERT_DAILY_CAP, type UserSetting, useSaveAlertDailyCap } from '../api/accountSettings';
import { SaveOutcome } from './SaveOutcome';

export const DAILY_CAP_SAVED = 'Daily cap saved.';
export const DAILY_CAP_INVALID = `Enter a whole number from ${ALERT_DAILY_CAP.min} to ${ALERT_DAILY_CAP.max}, like ${ALERT_DAILY_CAP.default}`;

/** The typed cap, or the message that says what to enter instead. */
export function parseDailyCap(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return DAILY_CAP_INVALID;
  const cap = Number(trimmed);
  return cap >= ALERT_DAILY_CAP.min && cap <= ALERT_DAILY_CAP.max ? cap : DAILY_CAP_INVALID;
}

/**
 * How many new bids one alert email lists at most (1–100, 25 unless changed); the email counts the
 * rest ("N more on your dashboard"). Beside the frequency, once alerts are on.
 */
export function AlertDailyCapField({ current }: { current: UserSetting }) {
  const save = useSaveAlertDailyCap();
  const [text, setText] = useState(String(current.alert_daily_cap));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cap = parseDailyCap(text);
    if (typeof cap === 'string') {
      setError(cap);
      return;
    }
    save.mutate({ current, cap });
  };

  return (
    <form className="email-alerts__cap" onSubmit={submit} noValidate>
      <div className="email-alerts__cap-row">
        <TextField
          label="Most new bids per email"
          description={`From ${ALERT_DAILY_CAP.min} to ${ALERT_DAILY_CAP.max}. The email says how many more are on your dashboard.`}
          inputMode="numeric"
          value={text}
          onChange={(next) => {
            setText(next);
            setError(undefined);
            save.reset();
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <Button type="submit" variant="secondary" isPending={save.isPending} pendingLabel="Saving">
          Save
        </Button>
      </div>
      <SaveOutcome save={save} saved={DAILY_CAP_SAVED} />
    </form>
  );
}
