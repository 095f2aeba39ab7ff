import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';
import { Link } from 'react-router-dom';

export default function SuperAdminPage() {
  return (
    <ScreenPlaceholder
      title="Administration"
      description="Manage scrapers, read scraper logs and run a scraper to fetch new bids."
    >
      <Link to="/">Go to the home page</Link>
    </ScreenPlaceholder>
  );
}
