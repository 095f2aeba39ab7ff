import { type FormEvent, useState } from 'react';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@/api/inputLimits';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { Skeleton } from '@/components/Skeleton';
import { TextField } from '@/components/TextField';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import type { AlertAccess } from '../api/alertAccess';
import { useCreateSavedSearch, useSavedSearchPreview } from '../api/savedSearchChanges';
import type { SavedFilter, SavedFilterPreview } from '../api/useSavedSearches';
import { AlertToggle } from '../components/AlertToggle';
import { formatBidDate } from '../lib/bidDates';
import { bidActionErrorMessage } from '../lib/planMessages';
import { matchedText, weeklyRateText } from './searchPreviewText';
import './SaveSearchDialog.css';
import './savedSearchMessage.css';

export interface SaveSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The search on screen as it is saved (the dashboard's query parameters). */
  filters: Record<string, string>;
  alertAccess: AlertAccess;
  onSaved: (saved: SavedFilter) => void;
}

export const SAVE_FAILED = 'We could not save the search. Please try again.';
export const NAME_REQUIRED = 'Enter a name for this search.';
export const ALERT_DESCRIPTION =
  'New bids for this search come in your alert email, daily or weekly as set in Account Settings.';

/** Before the preview asks: a dialog opened and closed at once sends nothing. */
const PREVIEW_DELAY_MS = 300;

/**
 * Save the search on screen: a name, what it would have brought over the last 30 days (as a weekly
 * rate, with three of the bids), and its alert switch. Loaded when first opened (docs/performance.md).
 */
export function SaveSearchDialog({
  isOpen,
  onOpenChange,
  filters,
  alertAccess,
  onSaved,
}: SaveSearchDialogProps) {
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Save this search">
        {(close) => (
          <SaveSearchForm filters={filters} alertAccess={alertAccess} onSaved={onSaved} close={close} />
        )}
      </Dialog>
    </Modal>
  );
}

function SaveSearchForm({
  filters,
  alertAccess,
  onSaved,
  close,
}: Omit<SaveSearchDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const createSearch = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [alert, setAlert] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    createSearch.mutate(
      { name: name.trim(), filters, alert: alertAccess === 'allowed' && alert },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          close();
        },
        onError: (error) => setMessage(bidActionErrorMessage(error, SAVE_FAILED)),
      },
    );
  };

  return (
    <form className="bl-save-search" onSubmit={save} noValidate>
      <TextField
        label="Name this search"
        value={name}
        onChange={(next) => {
          setName(next);
          setNameError(undefined);
        }}
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
      />
      <SearchPreview filters={filters} />
      <AlertToggle
        access={alertAccess}
        isSelected={alert}
        onChange={setAlert}
        label="Email me new bids for this search"
        description={ALERT_DESCRIPTION}
      />
      {message && (
        <p className="bl-saved-search-message" role="alert">
          {message}
        </p>
      )}
      <div className="bl-save-search__actions">
        <Button variant="ghost" onPress={close}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          isPending={createSearch.isPending}
          pendingLabel="Saving search"
        >
          Save search
        </Button>
      </div>
    </form>
  );
}

/** What the search would have brought: the last 30 days' matches by opening date, as a weekly rate. */
export function SearchPreview({ filters }: { filters: Record<string, string> }) {
  const settledFilters = useDebouncedValue(filters, PREVIEW_DELAY_MS);
  const isSettled = settledFilters === filters;
  const preview = useSavedSearchPreview(settledFilters, { enabled: isSettled });
  const isLoading = !isSettled || preview.isPending;
  return (
    <section className="bl-search-preview" aria-labelledby="bl-search-preview-title" aria-busy={isLoading}>
      <h3 id="bl-search-preview-title" className="bl-search-preview__title">
        What to expect
      </h3>
      <div aria-live="polite">
        {isLoading ? (
          <div className="bl-search-preview__loading">
            <p className="bl-search-preview__note">Counting the bids this search would have found…</p>
            <Skeleton lines={3} />
          </div>
        ) : preview.isError ? (
          <div className="bl-search-preview__error">
            <p role="alert">We could not work out how many bids this search brings. You can still save it.</p>
            <Button size="sm" variant="secondary" onPress={() => void preview.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PreviewResult preview={preview.data} />
        )}
      </div>
    </section>
  );
}

function PreviewResult({ preview }: { preview: SavedFilterPreview }) {
  const { matched_last_30_days: matched, weekly_rate: weeklyRate, samples } = preview;
  return (
    <>
      <p className="bl-search-preview__rate">{weeklyRateText(matched, weeklyRate)}</p>
      {matched === 0 ? (
        <p className="bl-search-preview__note">
          Nothing opened in the last 30 days matches it. You can still save it, or widen the filters first.
        </p>
      ) : (
        <p className="bl-search-preview__note">{matchedText(matched)}</p>
      )}
      {samples.length > 0 && (
        <>
          <h4 className="bl-search-preview__samples-title">For example</h4>
          <ul className="bl-search-preview__samples">
            {samples.map((bid) => (
              <li key={bid.id}>
                <span className="bl-search-preview__bid">{bid.bid_name}</span>
                <span className="bl-search-preview__meta">
                  {bid.agency_name}, {bid.state} · Opened {formatBidDate(bid.open_date)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
