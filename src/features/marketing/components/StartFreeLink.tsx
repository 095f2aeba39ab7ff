import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import { paths } from '@/lib/routes';

/** The marketing pages' main call to action: a large primary button to the free signup. */
export function StartFreeLink({ children }: { children: ReactNode }) {
  return (
    <Link to={paths.register} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
      {children}
    </Link>
  );
}
