import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

/** /dashboard/hiddenBids: the bids marked "Not for us", each can be brought back (issue 15). */
export default function HiddenBidsPage() {
  return <TrackedBidsScreen kind="hidden" />;
}
