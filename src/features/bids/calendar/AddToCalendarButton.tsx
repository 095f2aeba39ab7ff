import { Button } from '@/components/Button';
import { CalendarIcon } from '@/components/icons';
import { buildIcs, countCalendarEvents, type CalendarBid } from './buildIcs';

export const CALENDAR_FILE_NAME = 'bidlantern-followed-bids.ics';

/** Hands a generated file to the browser as a download. */
function downloadFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Add to calendar': an .ics file with the closing date of every followed bid that has one. */
export function AddToCalendarButton({ bids }: { bids: readonly CalendarBid[] }) {
  const eventCount = countCalendarEvents(bids);
  return (
    <Button
      variant="secondary"
      isDisabled={eventCount === 0}
      onPress={() =>
        downloadFile(
          buildIcs(bids, window.location.origin),
          CALENDAR_FILE_NAME,
          'text/calendar;charset=utf-8',
        )
      }
    >
      <CalendarIcon size={18} />
      Add to calendar
    </Button>
  );
}
