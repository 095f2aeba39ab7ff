import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import { LanternIcon } from '@/components/icons';
import '../marketing.css';
import './NotFoundPage.css';
import { paths } from '@/lib/routes';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  return (
    <section className="marketing-page bl-message-page" aria-labelledby="not-found-title">
      <div className="not-found__mark" aria-hidden="true">
        <LanternIcon size={48} />
      </div>
      <p className="not-found__code">Error 404</p>
      <h1 id="not-found-title">We can't find that page</h1>
      <p className="not-found__text">
        There is nothing at <code>{pathname}</code>. The link may be old, or the address may have a typo.
      </p>
      <div className="not-found__actions">
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          Go to the home page
        </Link>
        <Link to={paths.pricing} className={buttonClassName({ variant: 'secondary' })}>
          See plans & pricing
        </Link>
      </div>
      <p className="not-found__help">
        Looking for help? Visit the <Link to={paths.help}>Help Center</Link>.
      </p>
    </section>
  );
}
