import { type FormEvent, memo, useState } from 'react';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@/api/inputLimits';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { showToast } from '@/components/Toast';
import {
  type SavedFilter,
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/useSavedSearches';
import { bidActionErrorMessage } from '../lib/planMessages';
import { type BidSearch, savedFiltersOf, searchFromSavedFilters } from './bidSearch';
import './SavedSearchesPanel.css';

interface SavedSearchesPanelProps {
  /**
   * The search on screen, read when it is saved. A function, and stable, so a new search does not
   * re-render the panel (it shows only the saved searches).
   */
  currentSearch: () => BidSearch;
  onApply: (search: BidSearch) => void;
  /** The plan's max_saved_search (0 = not included). */
  maxSavedSearches: number | undefined;
}

const SAVE_FAILED = 'We could not save the search. Please try again.';

export const SavedSearchesPanel = memo(function SavedSearchesPanel({
  currentSearch,
  onApply,
  maxSavedSearches,
}: SavedSearchesPanelProps) {
  const savedSearches = useSavedSearches();
  const createSearch = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const searches = savedSearches.data?.results ?? [];

  const save = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!name.trim()) {
      setMessage('Enter a name for this search.');
      return;
    }
    createSearch.mutate(
      { name: name.trim(), filters: savedFiltersOf(currentSearch()) },
      {
        onSuccess: () => {
          showToast({ title: `Saved "${name.trim()}"`, tone: 'success' });
          setName('');
        },
        onError: (error) => setMessage(bidActionErrorMessage(error, SAVE_FAILED)),
      },
    );
  };

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
      <form className="bl-saved-searches__form" onSubmit={save}>
        <TextField
          label="Name this search"
          value={name}
          onChange={setName}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={createSearch.isPending}
          pendingLabel="Saving search"
        >
          Save search
        </Button>
      </form>
      {message && (
        <p className="bl-saved-searches__message" role="alert">
          {message}
        </p>
      )}
      {savedSearches.isError && (
        <p className="bl-saved-searches__message" role="alert">
          {bidActionErrorMessage(
            savedSearches.error,
            'We could not load your saved searches. Reload the page to try again.',
          )}
        </p>
      )}
      {searches.length > 0 && (
        <ul className="bl-saved-searches__list">
          {searches.map((saved) => (
            <SavedSearchItem key={saved.id} saved={saved} currentSearch={currentSearch} onApply={onApply} />
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
}

function SavedSearchItem({ saved, currentSearch, onApply }: SavedSearchItemProps) {
  const updateSearch = useUpdateSavedSearch();
  const deleteSearch = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = useState(false);
  const [newName, setNewName] = useState(saved.name);
  const [message, setMessage] = useState<string | null>(null);

  const update = (input: { name: string; filters: Record<string, string> }, done: string) => {
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
      update({ name: newName.trim(), filters: saved.filters }, `Renamed to "${newName.trim()}"`);
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
                  { name: saved.name, filters: savedFiltersOf(currentSearch()) },
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
        <p className="bl-saved-searches__message" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}
