import { Button, type ButtonSize } from '@/components/Button';
import { CalendarIcon } from '@/components/icons';
import { showToast } from '@/components/toastQueue';
import { downloadFile } from '@/lib/download';
import { retryingImport } from '@/lib/lazyImport';
import { countCalendarEvents, type CalendarBid } from './calendarEvents';

/** The file's writer loads when it is asked for (or pointed at), not with the list (docs/performance.md). */
const loadCalendarWriter = retryingImport(() => import('./buildIcs'));

export const CALENDAR_FILE_NAME = 'bidlantern-followed-bids.ics';

interface AddToCalendarButtonProps {
  bids: readonly CalendarBid[];
  /** The downloaded file's name (default: the followed bids' file). */
  fileName?: string;
  /** 'sm' beside other small buttons (the preview pane's Bookmark and Follow). */
  size?: ButtonSize;
}

/** 'Add to calendar': an .ics file with the closing date of every given bid that has one (the followed bids, or one bid). */
export function AddToCalendarButton({ bids, fileName = CALENDAR_FILE_NAME, size }: AddToCalendarButtonProps) {
  const eventCount = countCalendarEvents(bids);
  return (
    <Button
      variant="secondary"
      size={size}
      isDisabled={eventCount === 0}
      onHoverStart={() => void loadCalendarWriter().catch(() => undefined)}
      onPress={() =>
        void loadCalendarWriter().then(
          ({ buildIcs }) =>
            downloadFile(buildIcs(bids, window.location.origin), fileName, 'text/calendar;charset=utf-8'),
          () =>
            showToast({
              title: 'The calendar file could not be made. Check your connection and try again.',
              tone: 'error',
            }),
        )
      }
    >
      <CalendarIcon size={18} />
      Add to calendar
    </Button>
  );
}
