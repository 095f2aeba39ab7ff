/**
 * The contract's vocabulary for the dashboard search, kept apart from the hooks (URL parsing needs
 * only these): orderings, bid statuses, entity types, set-asides and the GET /bids/ parameters.
 */
export {
  EntityType,
  ListBidsBidType,
  ListBidsOrdering,
  SetAside,
  type ListBidsParams,
} from '@/api/generated/model';
