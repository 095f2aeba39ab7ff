import { createContext, useContext } from 'react';

/**
 * Logging out touches the query cache, the persisted cache and the router, which the app owns.
 * The app provides the implementation here so any feature (profile menu, account deletion)
 * can end the session without importing the app.
 */
export type Logout = () => Promise<void>;

export const LogoutContext = createContext<Logout | null>(null);

export function useLogout(): Logout {
  const logout = useContext(LogoutContext);
  if (!logout) throw new Error('useLogout must be used inside the app providers (LogoutContext).');
  return logout;
}
