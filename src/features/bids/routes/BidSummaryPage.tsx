import { BidSummaryScreen } from '../summary/BidSummaryScreen';

export default function BidSummaryPage() {
  return <BidSummaryScreen />;
}
