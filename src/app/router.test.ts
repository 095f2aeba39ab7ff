import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAddressCorrector } from './router';

const url = (path: string) => new URL(path, 'http://localhost');

/** Two plain routes, no screens: only the history entries matter here. */
function routerAt(path: string) {
  const router = createMemoryRouter([{ path: '/dashboard' }, { path: '/summary' }], {
    initialEntries: [path],
  });
  const address = createAddressCorrector();
  address.attach(router);
  return { router, correct: address.correct };
}

describe('address corrections', () => {
  it('replace the current entry while the user is still at the address they correct', async () => {
    const { router, correct } = routerAt('/dashboard?page=1');
    correct(url('/dashboard?page=1'), '/dashboard?page=1&states=TX');
    await expect.poll(() => router.state.location.search).toBe('?page=1&states=TX');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('are dropped once the user has moved on', async () => {
    const { router, correct } = routerAt('/dashboard?page=1');
    await router.navigate('/summary');
    correct(url('/dashboard?page=1'), '/dashboard?page=1&states=TX');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/summary');
  });

  it('wait for a navigation under way and apply only if it ends at the same address', async () => {
    const { router, correct } = routerAt('/summary');
    const arriving = router.navigate('/dashboard?page=1');
    correct(url('/dashboard?page=1'), '/dashboard?page=1&states=TX');
    await arriving;
    await expect.poll(() => router.state.location.search).toBe('?page=1&states=TX');
  });
});
