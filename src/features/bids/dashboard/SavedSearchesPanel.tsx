import { type FormEvent, lazy, memo, Suspense, useState } from 'react';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@/api/inputLimits';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { showToast } from '@/components/toastQueue';
import { retryingImport } from '@/lib/lazyImport';
import type { AlertAccess } from '../api/alertAccess';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/savedSearchChanges';
import { type SavedFilter, useSavedSearches } from '../api/useSavedSearches';
import { AlertToggle } from '../components/AlertToggle';
import { LockedToolButton } from '../components/PlanUpsell';
import { bidActionErrorMessage } from '../lib/planMessages';
import { type BidSearch, savedFiltersOf, searchFromSavedFilters } from './bidSearch';
import './SavedSearchesPanel.css';
import './savedSearchMessage.css';

/** Loaded when first opened, so the dashboard's first screen does not carry it (docs/performance.md). */
const loadSaveSearchDialog = retryingImport(() => import('./SaveSearchDialog'));
const SaveSearchDialog = lazy(() =>
  loadSaveSearchDialog().then((module) => ({ default: module.SaveSearchDialog })),
);

interface SavedSearchesPanelProps {
  /**
   * The search on screen, read when it is saved. A function, and stable, so a new search does not
   * re-render the panel (it shows only the saved searches).
   */
  currentSearch: () => BidSearch;
  onApply: (search: BidSearch) => void;
  /** The plan's max_saved_search (0 = not included). */
  maxSavedSearches: number | undefined;
  /** Whether the plan alerts on saved searches (the switch on each, locked or left out). */
  alertAccess: AlertAccess;
}

export const SavedSearchesPanel = memo(function SavedSearchesPanel({
  currentSearch,
  onApply,
  maxSavedSearches,
  alertAccess,
}: SavedSearchesPanelProps) {
  const savedSearches = useSavedSearches();
  // The filters are read once, as the dialog opens: the search being saved is the one on screen then.
  const [savingFilters, setSavingFilters] = useState<Record<string, string> | null>(null);
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const searches = savedSearches.data?.results ?? [];

  return (
    <section className="bl-saved-searches" aria-labelledby="bl-saved-searches-title">
      <h2 id="bl-saved-searches-title">Saved searches</h2>
      {maxSavedSearches !== undefined && (
        <p className="bl-saved-searches__allowance">
          {maxSavedSearches === 0
            ? 'Saved searches are not included in your plan.'
            : `${searches.length} of ${maxSavedSearches} saved searches used.`}
        </p>
      )}
      <div>
        {maxSavedSearches === 0 ? (
          <LockedToolButton tool="savedSearch" label="Save search" />
        ) : (
          <Button
            variant="secondary"
            onHoverStart={() => void loadSaveSearchDialog().catch(() => undefined)}
            onPress={() => {
              setSavingFilters(savedFiltersOf(currentSearch()));
              setHasOpenedDialog(true);
            }}
          >
            Save search
          </Button>
        )}
      </div>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            isOpen={savingFilters !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setSavingFilters(null);
            }}
            filters={savingFilters ?? {}}
            alertAccess={alertAccess}
            onSaved={(saved) => showToast({ title: `Saved "${saved.name}"`, tone: 'success' })}
          />
        </Suspense>
      )}
      {savedSearches.isError && (
        <p className="bl-saved-search-message" role="alert">
          {bidActionErrorMessage(
            savedSearches.error,
            'We could not load your saved searches. Reload the page to try again.',
          )}
        </p>
      )}
      {searches.length > 0 && (
        <ul className="bl-saved-searches__list">
          {searches.map((saved) => (
            <SavedSearchItem
              key={saved.id}
              saved={saved}
              currentSearch={currentSearch}
              onApply={onApply}
              alertAccess={alertAccess}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

interface SavedSearchItemProps {
  saved: SavedFilter;
  currentSearch: () => BidSearch;
  onApply: (search: BidSearch) => void;
  alertAccess: AlertAccess;
}

const SAVE_FAILED = 'We could not save the search. Please try again.';

function SavedSearchItem({ saved, currentSearch, onApply, alertAccess }: SavedSearchItemProps) {
  const updateSearch = useUpdateSavedSearch();
  const deleteSearch = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = useState(false);
  const [newName, setNewName] = useState(saved.name);
  const [message, setMessage] = useState<string | null>(null);

  const update = (input: { name: string; filters: Record<string, string>; alert: boolean }, done: string) => {
    setMessage(null);
    updateSearch.mutate(
      { id: saved.id, input },
      {
        onSuccess: () => {
          showToast({ title: done, tone: 'success' });
          setIsRenaming(false);
        },
        onError: (error) => setMessage(bidActionErrorMessage(error, SAVE_FAILED)),
      },
    );
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim())
      update(
        { name: newName.trim(), filters: saved.filters, alert: saved.alert },
        `Renamed to "${newName.trim()}"`,
      );
  };

  return (
    <li className="bl-saved-searches__item">
      {isRenaming ? (
        <form className="bl-saved-searches__form" onSubmit={rename}>
          <TextField
            label={`New name for "${saved.name}"`}
            value={newName}
            onChange={setNewName}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          />
          <Button
            type="submit"
            size="sm"
            variant="primary"
            isPending={updateSearch.isPending}
            pendingLabel="Renaming"
          >
            Save name
          </Button>
          <Button size="sm" variant="ghost" onPress={() => setIsRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span className="bl-saved-searches__name">{saved.name}</span>
          <AlertToggle
            access={alertAccess}
            isSelected={
              (updateSearch.isPending ? updateSearch.variables.input.alert : undefined) ?? saved.alert
            }
            isPending={updateSearch.isPending}
            onChange={(alert) =>
              update(
                { name: saved.name, filters: saved.filters, alert },
                alert ? `Alerts on for "${saved.name}"` : `Alerts off for "${saved.name}"`,
              )
            }
            label="Alert emails"
            searchName={saved.name}
          />
          <div className="bl-saved-searches__actions">
            <Button
              size="sm"
              variant="primary"
              aria-label={`Apply ${saved.name}`}
              onPress={() => onApply(searchFromSavedFilters(saved.filters))}
            >
              Apply
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Update ${saved.name} with the current filters`}
              onPress={() =>
                update(
                  { name: saved.name, filters: savedFiltersOf(currentSearch()), alert: saved.alert },
                  `Updated "${saved.name}"`,
                )
              }
            >
              Update
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Rename ${saved.name}`}
              onPress={() => setIsRenaming(true)}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${saved.name}`}
              isPending={deleteSearch.isPending}
              pendingLabel="Deleting"
              onPress={() =>
                deleteSearch.mutate(saved.id, {
                  onSuccess: () => showToast({ title: `Deleted "${saved.name}"`, tone: 'success' }),
                  onError: (error) =>
                    setMessage(
                      bidActionErrorMessage(error, 'We could not delete the search. Please try again.'),
                    ),
                })
              }
            >
              Delete
            </Button>
          </div>
        </>
      )}
      {message && (
        <p className="bl-saved-search-message" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}
