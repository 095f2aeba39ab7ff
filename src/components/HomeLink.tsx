import { Link } from 'react-router-dom';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { Logo } from './Logo';

export interface HomeLinkProps {
  /** The frame's own class for the link (site header, footer, form header, account area, console). */
  className?: string;
  /** Light wordmark for navy backgrounds (the footer). */
  onDark?: boolean;
}

/** The logo as the link home, named "<brand> home" for screen readers wherever a frame shows it. */
export function HomeLink({ className, onDark }: HomeLinkProps) {
  return (
    <Link to={paths.home} className={className} aria-label={`${brand.name} home`}>
      <Logo onDark={onDark} />
    </Link>
  );
}
