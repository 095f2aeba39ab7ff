import { useNavigation } from 'react-router-dom';
import './NavigationProgress.css';

/**
 * A thin bar at the top while the next screen's code loads, so a click never looks ignored.
 * Screen readers are not told: the new page's content is the announcement.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
