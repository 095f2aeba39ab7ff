import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { useBidSearchResults } from '../api/useDashboardData';
import { type BidSearch, listBidsParams } from './bidSearch';
import { FiltersPanel } from './lazyFilters';

interface FilterSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The search that ran: the sheet shows its changes made to it. */
  search: BidSearch;
  /**
   * Runs the sheet's changes as one edit of the search last asked for (which may not have loaded yet:
   * a keyword search just submitted is kept).
   */
  onEdit: (edit: (current: BidSearch) => BidSearch) => void;
  /** How many bids the search that ran found (undefined while it loads). */
  currentCount: number | undefined;
  canUseAdvancedFilters: boolean;
  solicitationTypes: readonly { code: string; name: string }[];
  /** Below the filters: the saved searches. */
  children?: ReactNode;
}

/** "Show 1,234 results": how many bids the edited filters find, once the count is in. */
function showResultsText(count: number | undefined): string {
  if (count === undefined) return 'Show results';
  return `Show ${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`;
}

/**
 * Every filter on a narrow screen, in a full-height sheet (focus stays inside; Esc and Close leave
 * the search as it was). Changes count their results as they are made; "Show N results" runs them.
 */
export function FilterSheet({
  isOpen,
  onOpenChange,
  search,
  onEdit,
  currentCount,
  canUseAdvancedFilters,
  solicitationTypes,
  children,
}: FilterSheetProps) {
  // The changes made here, kept as one edit (not a copy of the search) so "Show results" applies them
  // to the search asked for last, as the sidebar's changes are.
  const [draftEdit, setDraftEdit] = useState<{ edit: (current: BidSearch) => BidSearch } | null>(null);
  const draft = useMemo(() => draftEdit && draftEdit.edit(search), [draftEdit, search]);
  const edited = draft ?? search;
  const editDraft = useCallback(
    (edit: (current: BidSearch) => BidSearch) =>
      setDraftEdit((previous) => ({
        edit: previous ? (current: BidSearch) => edit(previous.edit(current)) : edit,
      })),
    [],
  );
  // One bid is enough to learn the count; the request is skipped until something changed.
  const count = useBidSearchResults(
    draft ? { ...listBidsParams(edited, canUseAdvancedFilters), page: 1, pageSize: 1 } : undefined,
  );
  const shownCount = draft ? (count.isPlaceholderData ? undefined : count.data?.count) : currentCount;
  const close = (isOpen: boolean) => {
    if (!isOpen) setDraftEdit(null);
    onOpenChange(isOpen);
  };
  return (
    <Modal size="sheet" isOpen={isOpen} onOpenChange={close}>
      <Dialog
        title="Filters"
        footer={(closeSheet) => (
          <Button
            variant="primary"
            className="bl-filter-sheet__apply"
            onPress={() => {
              if (draftEdit) onEdit(draftEdit.edit);
              closeSheet();
            }}
          >
            {showResultsText(shownCount)}
          </Button>
        )}
      >
        <FiltersPanel
          label="Search filters"
          idPrefix="bl-sheet"
          showsChosenStates
          search={edited}
          onEdit={editDraft}
          canUseAdvancedFilters={canUseAdvancedFilters}
          solicitationTypes={solicitationTypes}
        />
        {children}
      </Dialog>
    </Modal>
  );
}
