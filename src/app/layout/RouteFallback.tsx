import { Spinner } from '@/components/Spinner';
import './RouteFallback.css';

/** Shown while a screen's code loads for the first time. */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
