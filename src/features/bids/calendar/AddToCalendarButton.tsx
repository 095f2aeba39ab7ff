import { Button } from '@/components/Button';
import { CalendarIcon } from '@/components/icons';
import { downloadFile } from '@/lib/download';
import { buildIcs, countCalendarEvents, type CalendarBid } from './buildIcs';

export const CALENDAR_FILE_NAME = 'bidlantern-followed-bids.ics';

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
