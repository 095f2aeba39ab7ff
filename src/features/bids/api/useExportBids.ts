import { useMutation } from '@tanstack/react-query';
import { exportBids, getExportBidsMutationKey } from '@/api/generated/endpoints/bids/exportBids';
import { formatDay } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { requireAccessToken } from './accessToken';

/** docs/product/plans-and-limits.md#formats: the download is named bids_export_{YYYY-MM-DD}.csv (the caller's local date). */
export function exportFileName(today: Date = new Date()): string {
  return `bids_export_${formatDay(today)}.csv`;
}

/** POST /bids/export/ with the chosen bid ids, then downloads the CSV; resolves to the file name. */
export function useExportBids() {
  return useMutation({
    mutationKey: getExportBidsMutationKey(),
    mutationFn: async (bidIds: number[]) => {
      requireAccessToken();
      // The mutator reads text/csv as a string; another content type would arrive as a Blob.
      const csv: unknown = await exportBids({ bid_ids: bidIds });
      const fileName = exportFileName();
      downloadFile(csv instanceof Blob ? csv : String(csv), fileName, 'text/csv;charset=utf-8');
      return fileName;
    },
  });
}
