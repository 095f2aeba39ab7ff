import type { PaginatedSavedFilters, SavedFilter, SavedFilterPreview } from '@/api/generated/model';
import {
  CreateSavedFilterBody,
  ListSavedFiltersQueryParams,
  PreviewSavedFilterBody,
  UpdateSavedFilterBody,
} from '@/api/generated/zod/bids/bids.zod';
import { db, nextId, type SavedFilterRecord } from '../db';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, noContent, route } from '../http/route';
import { idParam, validate, validateQuery } from '../http/validate';
import { assertEmailAlertsIncluded, previewSavedFilter } from '../store/alerts';
import { clockNow } from '../store/clock';
import { assertWithinLimit } from '../store/plan-limits';

function toSavedFilter(record: SavedFilterRecord): SavedFilter {
  return {
    id: record.id,
    name: record.name,
    filters: JSON.parse(record.filters_json) as SavedFilter['filters'],
    alert: record.alert,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function mine(userId: number) {
  return db.savedFilter.findMany({ where: { user_id: { equals: userId } } });
}

export const savedFilterHandlers = [
  route('get', '/bids/saved-filters/', { auth: 'required' }, ({ user, url }) => {
    const query = validateQuery(ListSavedFiltersQueryParams, url.searchParams);
    const filters = mine(user.id)
      .sort((a, b) => b.id - a.id)
      .map(toSavedFilter);
    return json<PaginatedSavedFilters>(paginate(filters, url, query));
  }),

  route('post', '/bids/saved-filters/', { auth: 'required' }, ({ user, body }) => {
    const input = validate(CreateSavedFilterBody, body);
    assertWithinLimit(user, 'max_saved_search', mine(user.id).length);
    if (input.alert) assertEmailAlertsIncluded(user);
    const now = new Date().toISOString();
    const record = db.savedFilter.create({
      id: nextId('savedFilter'),
      user_id: user.id,
      name: input.name,
      filters_json: JSON.stringify(input.filters),
      alert: input.alert,
      created_at: now,
      updated_at: now,
    });
    return json<SavedFilter>(toSavedFilter(record), 201);
  }),

  // Before `/bids/saved-filters/:id/`; the fake clock's now, so the window moves with it.
  route('post', '/bids/saved-filters/preview/', { auth: 'required' }, ({ user, body }) => {
    const { filters } = validate(PreviewSavedFilterBody, body);
    return json<SavedFilterPreview>(previewSavedFilter(user, filters, clockNow()));
  }),

  route('put', '/bids/saved-filters/:id/', { auth: 'required' }, ({ user, params, body }) => {
    const input = validate(UpdateSavedFilterBody, body);
    // api-spec/schemas/tracking.yaml: an update without `alert` keeps the search's alert as it is.
    const alertSent = typeof body === 'object' && body !== null && 'alert' in body;
    if (alertSent && input.alert) assertEmailAlertsIncluded(user);
    const record = db.savedFilter.update({
      where: { id: { equals: idParam(params.id) }, user_id: { equals: user.id } },
      data: {
        name: input.name,
        filters_json: JSON.stringify(input.filters),
        ...(alertSent ? { alert: input.alert } : {}),
        updated_at: new Date().toISOString(),
      },
    });
    if (!record) throw notFound('Saved search not found.');
    return json<SavedFilter>(toSavedFilter(record));
  }),

  route('delete', '/bids/saved-filters/:id/', { auth: 'required' }, ({ user, params }) => {
    const removed = db.savedFilter.delete({
      where: { id: { equals: idParam(params.id) }, user_id: { equals: user.id } },
    });
    if (!removed) throw notFound('Saved search not found.');
    return noContent();
  }),
];
