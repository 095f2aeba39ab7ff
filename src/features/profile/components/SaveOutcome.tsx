import { Alert } from '@/components/Alert';
import { accountActionErrorMessage } from '../api/accountSettings';

interface SaveState {
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** What became of a setting's save: `saved` once it succeeded (read when the reader is free), or why it failed. */
export function SaveOutcome({ save, saved }: { save: SaveState; saved: string }) {
  return (
    <>
      <div aria-live="polite">{save.isSuccess && <p className="email-alerts__saved">{saved}</p>}</div>
      {save.isError && <Alert tone="error">{accountActionErrorMessage(save.error)}</Alert>}
    </>
  );
}
