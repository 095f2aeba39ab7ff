import { useMemo, useState } from 'react';
import type { PlanTerms } from '@/api/planCatalog';
import { Button } from '@/components/Button';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { RowCheckbox } from '@/components/RowCheckbox';
import { DownloadIcon } from '@/components/icons';
import { showToast } from '@/components/toastQueue';
import { useExportBids } from '../api/useExportBids';
import { bidActionErrorMessage } from '../lib/planMessages';
import { upgradeOffer } from '../lib/upgradeOffers';

interface ExportControlsProps {
  pageBidIds: readonly number[];
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  /** The plan's monthly export allowance (0 = exports not included). */
  maxExport: number | undefined;
  /** The caller's plan, for what the upgrade adds where exports are not included. */
  currentPlan?: PlanTerms;
}

/** Select the whole page, then export the chosen bids as CSV (POST /bids/export/). */
export function ExportControls({
  pageBidIds,
  selectedIds,
  onSelectionChange,
  maxExport,
  currentPlan,
}: ExportControlsProps) {
  const exportBids = useExportBids();
  const offer = useMemo(() => upgradeOffer('export', currentPlan), [currentPlan]);
  const [message, setMessage] = useState<string | null>(null);
  const selectedOnPage = pageBidIds.filter((id) => selectedIds.has(id)).length;
  const count = selectedIds.size;

  const runExport = () => {
    setMessage(null);
    // Said before asking the server: the plan cannot export this many at once.
    if (maxExport !== undefined && maxExport > 0 && count > maxExport) {
      setMessage(`Your plan lets you export up to ${maxExport} bids a month. Choose fewer bids.`);
      return;
    }
    exportBids.mutate([...selectedIds], {
      onSuccess: (fileName) => {
        showToast({
          title: `Exported ${count} ${count === 1 ? 'bid' : 'bids'}`,
          description: fileName,
          tone: 'success',
        });
        onSelectionChange(new Set());
      },
      onError: (error) =>
        setMessage(bidActionErrorMessage(error, 'We could not export the bids. Please try again.')),
    });
  };

  return (
    <div className="bl-export-controls">
      <RowCheckbox
        isSelected={pageBidIds.length > 0 && selectedOnPage === pageBidIds.length}
        isIndeterminate={selectedOnPage > 0 && selectedOnPage < pageBidIds.length}
        isDisabled={pageBidIds.length === 0}
        onChange={(isSelected) => {
          const next = new Set(selectedIds);
          for (const id of pageBidIds)
            if (isSelected) next.add(id);
            else next.delete(id);
          onSelectionChange(next);
        }}
      >
        Select all on this page
      </RowCheckbox>
      {maxExport === 0 ? (
        // Shown with its lock before it is pressed, rather than refused after.
        <PlanLockedButton offer={offer} label="Export selected" icon={<DownloadIcon />} />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={count === 0}
          isPending={exportBids.isPending}
          pendingLabel="Exporting bids"
          onPress={runExport}
        >
          <DownloadIcon /> Export selected ({count})
        </Button>
      )}
      {message && (
        <p className="bl-export-controls__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
