/**
 * The contract's vocabulary for the dashboard search, kept apart from the hooks (URL parsing needs
 * only these): orderings, bid statuses, entity types, set-asides, the GET /bids/ parameters, what
 * each accepts (the generated query schema, without zod) and which of them need advanced filters.
 */
export { ADVANCED_FILTERS, type AdvancedFilter } from '@/api/generated/advancedFilters';
export { LIST_BIDS_QUERY } from '@/api/generated/listBidsQuery';
export {
  EntityType,
  ListBidsBidType,
  ListBidsOrdering,
  SetAside,
  type ListBidsParams,
} from '@/api/generated/model';
