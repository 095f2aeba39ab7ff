/** The orderings GET /bids/ accepts, as the contract names them (kept apart from the hooks: URL parsing needs only this). */
export { ListBidsOrdering } from '@/api/generated/model';
