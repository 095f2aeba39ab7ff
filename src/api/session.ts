/**
 * The signed-in user's session (GET /auth/session/, designed): the user, their profile and their
 * plan in one answer, asked for once per session by the first signed-in screen, as its code loads,
 * and shared. Its profile fills the profile query (no GET /auth/profile/ beside it) and its plan is
 * the caller's plan wherever a screen needs only that one (no GET /auth/plans/ before the data).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryKey, getProfile } from './generated/endpoints/auth/getProfile';
import { getGetSessionQueryKey, getGetSessionQueryOptions } from './generated/endpoints/auth/getSession';
import type { Plan, Profile, Session } from './generated/model';
import { knownPlanCode } from './planCodes';

export type { Session };

export const sessionQueryKey = getGetSessionQueryKey;

/**
 * Starts the session's request, or finds it: an answer already in the cache (and not marked stale)
 * or on its way is used again. A new request also answers the profile query, which waits for it
 * instead of asking on its own; screens that render meanwhile join that wait.
 */
export function startSession(queryClient: QueryClient): Promise<Session> {
  const options = getGetSessionQueryOptions();
  const cached = queryClient.getQueryState(options.queryKey);
  const isNewRequest =
    cached?.fetchStatus !== 'fetching' && (cached?.data === undefined || cached.isInvalidated);
  // Once per session: the profile and plan queries keep themselves fresh from then on.
  const session = queryClient.fetchQuery({ ...options, staleTime: Infinity });
  if (isNewRequest) answerProfileFrom(queryClient, session);
  return session;
}

/**
 * The profile query's next fetch takes the session's profile. Only that one: the query's options
 * stay on it until a screen's own query replaces them, so a later refetch (or the retry after a
 * failed session) asks GET /auth/profile/ again rather than reuse this answer.
 */
function answerProfileFrom(queryClient: QueryClient, session: Promise<Session>): void {
  const profileKey = getGetProfileQueryKey();
  if (queryClient.getQueryState(profileKey)?.fetchStatus === 'fetching') return;
  let sessionProfile: Promise<Profile> | undefined = session.then((answer) => answer.profile);
  void queryClient.prefetchQuery({
    queryKey: profileKey,
    staleTime: 0,
    queryFn: ({ signal }) => {
      const answer = sessionProfile;
      sessionProfile = undefined;
      return answer ?? getProfile({ signal });
    },
  });
}

/**
 * The session's plan while it is still the one the profile names: after a plan change the profile
 * moves on first, and the caller's plan is then looked up in the plans list.
 */
export function sessionPlanFor(
  session: Pick<Session, 'plan'> | undefined,
  profile: Pick<Profile, 'subscription_plan'> | undefined,
): Plan | undefined {
  if (!session || !profile) return undefined;
  const planCode = knownPlanCode(profile.subscription_plan.plan_code);
  return session.plan.plan_code === planCode ? session.plan : undefined;
}
