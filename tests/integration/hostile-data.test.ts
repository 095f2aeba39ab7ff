// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBids, allBids, nextBidId } from '@mocks/store/bids';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

/** A scraped bid whose text fields try to run as spreadsheet formulas. */
function addHostileBid(): number {
  const [template] = allBids();
  if (!template) throw new Error('The seed has no bids.');
  const id = nextBidId();
  addBids([
    {
      ...template,
      id,
      bid_id: '@SUM(1+1)',
      bid_name: '=HYPERLINK("http://evil.test","Open")',
      agency_name: '+1+2',
      city: '-3',
      solicitation_type: '\tTabbed',
      set_aside: '\rReturn',
      estimated_value: -5,
    },
  ]);
  return id;
}

describe('CSV export of scraped text', () => {
  it('neutralises cells that would start a formula, so spreadsheets open them as text', async () => {
    const id = addHostileBid();
    const token = await loginAs(DEMO.essentials);

    const result = await call<string>('/bids/export/', { token, json: { bid_ids: [id] } });

    expect(result.status).toBe(200);
    const row = result.body.split('\r\n')[1] ?? '';
    expect(row).toContain(`'@SUM(1+1),"'=HYPERLINK(""http://evil.test"",""Open"")",`);
    expect(row).toContain(",'+1+2,");
    expect(row).toContain(",'-3,'\tTabbed,\"'\rReturn\",");
    // Numbers are the server's own values: a negative amount stays a number.
    expect(row).toContain(',-5,');
  });
});
