import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CheckIcon, DownloadIcon } from '@/components/icons';
import { ErrorState } from '@/components/ErrorState';
import { Table, type TableColumn } from '@/components/Table';
import { Alert } from '@/components/Alert';
import { useMyPayments } from '../api/payments';
import { useOpenReceipt } from '../api/receipts';
import { toPaymentRow, type PaymentRow } from './paymentRows';

/** The title of a receipt icon that cannot be used (docs/product/error-messages.md#receipts). */
export const NO_RECEIPT_TITLE = 'Receipt not available for failed payments';
const HISTORY_PAGE_SIZE = 10;

interface ReceiptButtonProps {
  row: PaymentRow;
  onOpen: (paymentId: number) => void;
  isOpening: boolean;
}

/** Only succeeded payments have a receipt (docs/product/screens.md#my-plans); the others show the icon disabled, with the reason. */
function ReceiptButton({ row, onOpen, isOpening }: ReceiptButtonProps) {
  if (!row.isSucceeded) {
    return (
      // React Aria's Button drops `title`, so the reason sits on a wrapper for the pointer and is the
      // disabled button's name for screen readers.
      <span className="plans-history__receipt" title={NO_RECEIPT_TITLE}>
        <Button variant="ghost" size="sm" isDisabled aria-label={NO_RECEIPT_TITLE}>
          <DownloadIcon size={18} />
        </Button>
      </span>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Download receipt for ${row.transactionId}`}
      isPending={isOpening}
      pendingLabel="Opening receipt"
      onPress={() => onOpen(row.id)}
    >
      <DownloadIcon size={18} />
    </Button>
  );
}

/** How much of a transaction id the table shows: its end, which is what differs between payments. */
const SHOWN_ID_CHARACTERS = 8;

/** "pi_mock_59M7Yd6fv3ipQD" -> "…6fv3ipQD" */
export function shortTransactionId(id: string): string {
  return id.length > SHOWN_ID_CHARACTERS + 1 ? `…${id.slice(-SHOWN_ID_CHARACTERS)}` : id;
}

function CopyIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

/** The id's end on screen, the whole id for screen readers and the copy button (support asks for it whole). */
function TransactionId({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(id).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <span className="plans-history__transaction">
      <span aria-hidden="true" title={id}>
        {shortTransactionId(id)}
      </span>
      <span className="visually-hidden">{id}</span>
      <Button variant="ghost" size="sm" aria-label={copied ? `Copied ${id}` : `Copy ${id}`} onPress={copy}>
        {copied ? <CheckIcon size={16} /> : <CopyIcon />}
      </Button>
    </span>
  );
}

function useHistoryColumns(onOpen: (paymentId: number) => void, openingId: number | undefined) {
  return useMemo<TableColumn<PaymentRow>[]>(
    () => [
      { id: 'description', header: 'Description', cell: (row) => row.description, isRowHeader: true },
      {
        id: 'transaction',
        header: 'Transaction Id',
        cell: (row) => <TransactionId id={row.transactionId} />,
      },
      { id: 'date', header: 'Date', cell: (row) => row.date },
      { id: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
      { id: 'plan', header: 'Plan', cell: (row) => row.plan },
      {
        id: 'status',
        header: 'Status',
        cell: (row) => (
          <span className="plans-status" data-status={row.isSucceeded ? 'success' : row.status.toLowerCase()}>
            {row.status}
          </span>
        ),
      },
      {
        id: 'download',
        header: 'Download',
        align: 'center',
        cell: (row) => <ReceiptButton row={row} onOpen={onOpen} isOpening={openingId === row.id} />,
      },
    ],
    [onOpen, openingId],
  );
}

/**
 * My Plans (docs/product/screens.md#my-plans): the paid plans' payment history, with receipts for
 * succeeded payments; under its section's title (MyPlansTab), `titleId` its element's id.
 */
export function PaymentHistoryTable({ titleId }: { titleId: string }) {
  const payments = useMyPayments();
  const receipt = useOpenReceipt();
  const { open } = receipt;
  const openingId = receipt.isPending ? receipt.variables : undefined;
  const columns = useHistoryColumns(open, openingId);
  const rows = useMemo(() => (payments.data ?? []).map(toPaymentRow), [payments.data]);

  return (
    <>
      {receipt.isError && <Alert tone="error">{receipt.error.message}</Alert>}
      {payments.isError ? (
        <ErrorState
          message="We could not load your payment history. Please try again."
          onRetry={() => void payments.refetch()}
          isRetrying={payments.isFetching}
        />
      ) : (
        <Table
          aria-labelledby={titleId}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          pageSize={HISTORY_PAGE_SIZE}
          isLoading={payments.isPending}
          emptyState="No payments yet."
          className="plans-history"
        />
      )}
    </>
  );
}
