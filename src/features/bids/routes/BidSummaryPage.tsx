import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function BidSummaryPage() {
  const { id } = useParams();
  return (
    <ScreenPlaceholder
      title="Bid summary"
      description={`The full picture of bid ${id ?? ''}: agency, dates, scope, requirements, documents and similar bids.`}
    />
  );
}
