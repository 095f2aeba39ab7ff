/** The contract's plan codes, so the static pricing copy names plans the API knows (a type only: no code loads). */
export type { PlanCode } from '@/api/generated/model';
