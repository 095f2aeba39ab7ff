import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { continueUnanswered } from '../testing/continueUnanswered';
import { renderSavingStep } from '../testing/renderSavingStep';
import IndustryCategoriesPage from './IndustryCategoriesPage';

const server = setupMockApi();
/** A search waits for typing to pause (300 ms) before it asks the server. */
const SEARCH_WAIT = { timeout: 5000 };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const INDUSTRIES = [
  {
    id: 7,
    name: 'Construction & Infrastructure',
    group: 'Building and construction',
    naics_codes: ['236', '237', '238'],
    keywords: ['paving', 'roads'],
  },
  {
    id: 2,
    name: 'Architecture & Engineering',
    group: 'Building and construction',
    naics_codes: ['541310'],
    keywords: ['design'],
  },
  {
    id: 3,
    name: 'Information Technology',
    group: 'Technology',
    naics_codes: ['5415'],
    keywords: ['software', 'laptops'],
  },
];

describe('IndustryCategoriesPage', { timeout: 20_000 }, () => {
  const unspscQueries: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    unspscQueries.length = 0;
    server.use(
      http.get('*/api/auth/industries/', () => HttpResponse.json(page(INDUSTRIES))),
      http.get('*/api/bids/solicitation/', () =>
        HttpResponse.json([
          { id: 1, name: 'Request for Proposals', code: 'RFP' },
          { id: 3, name: 'Invitation to Bid', code: 'ITB' },
          { id: 4, name: 'Invitation for Bids', code: 'IFB' },
        ]),
      ),
      http.get('*/api/bids/naics-codes/', () =>
        HttpResponse.json(page([{ code: '237310', title: 'Highway, Street, and Bridge Construction' }])),
      ),
      http.get('*/api/bids/unspsc-codes/', ({ request }) => {
        unspscQueries.push(new URL(request.url).search);
        return HttpResponse.json(
          page([{ code: '72141103', title: 'Road resurfacing service', segment: 'Building services' }]),
        );
      }),
    );
  });

  it('asks for at least one industry', async () => {
    await continueUnanswered('/industry-categories', IndustryCategoriesPage);
    expect(screen.getByText('Choose at least one industry')).toBeInTheDocument();
  });

  it('says Failed to fetch NAICS codes when the NAICS lookup fails', async () => {
    server.use(
      http.get('*/api/bids/naics-codes/', () => HttpResponse.json({ detail: 'Down' }, { status: 500 })),
    );
    renderRoute('/industry-categories', IndustryCategoriesPage);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search NAICS codes' }), 'paving');

    const naics = screen.getByRole('region', { name: 'NAICS codes' });
    await waitFor(
      () => expect(within(naics).getByRole('status')).toHaveTextContent('Failed to fetch NAICS codes'),
      SEARCH_WAIT,
    );
  });

  it('searches UNSPSC by code when a number is typed and by text otherwise', async () => {
    renderRoute('/industry-categories', IndustryCategoriesPage);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search UNSPSC codes' });

    await user.type(search, '7214');
    await screen.findByRole('option', { name: /^72141103/ }, SEARCH_WAIT);
    await user.clear(search);
    await user.type(search, 'road');

    await waitFor(() => expect(unspscQueries).toContain('?search=road&page=1&page_size=20'), SEARCH_WAIT);
    expect(unspscQueries).toContain('?code=7214&page=1&page_size=20');
    expect(screen.getByText('1 code found')).toBeInTheDocument();
  });

  it('saves industries, codes and solicitation types, then goes on', async () => {
    const { sent, user } = renderSavingStep(server, '/industry-categories', IndustryCategoriesPage);

    await user.click(await screen.findByRole('checkbox', { name: 'Construction & Infrastructure' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search NAICS codes' }), 'highway');
    await user.click(await screen.findByRole('option', { name: /^237310/ }, SEARCH_WAIT));
    expect(screen.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
    await user.click(screen.getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /help-our-ai' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        completed_step: 'industry-categories',
        industry_categories: [7],
        naics_codes: ['237310'],
        unspsc_codes: [],
        solicitation_types: [3, 4],
      },
    ]);
  });

  it('lists industries under their groups, finds them by an everyday word and shows the chosen ones as chips', async () => {
    renderRoute('/industry-categories', IndustryCategoriesPage);
    const user = userEvent.setup();

    const building = await screen.findByRole('group', { name: 'Building and construction' });
    expect(
      within(building)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Construction & Infrastructure', 'Architecture & Engineering']);
    expect(screen.getByRole('group', { name: 'Technology' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search industries' }), 'pav');
    expect(screen.getByText('1 industry matches')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('checkbox', { name: /&/ })).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Construction & Infrastructure' }));

    await user.clear(screen.getByRole('searchbox', { name: 'Search industries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search industries' }), 'software');
    expect(screen.queryByRole('checkbox', { name: 'Construction & Infrastructure' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Information Technology' }));
    const chips = screen.getByRole('grid', { name: 'Chosen industries' });
    expect(chips).toHaveTextContent('Construction & Infrastructure');
    expect(chips).toHaveTextContent('Information Technology');

    await user.click(within(chips).getByRole('button', { name: 'Remove Construction & Infrastructure' }));
    expect(chips).not.toHaveTextContent('Construction & Infrastructure');
  });

  it('offers each kind of solicitation once, whatever small words its names differ by', async () => {
    renderRoute('/industry-categories', IndustryCategoriesPage);
    const types = await screen.findByRole('group', { name: 'Solicitation types you answer' });
    await within(types).findByRole('checkbox', { name: 'Request for Proposals (RFP)' });
    expect(within(types).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(types).getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' })).toBeInTheDocument();
  });
});
