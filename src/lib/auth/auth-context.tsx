import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthClient, AuthStatus } from './auth-client';

const AuthContext = createContext<AuthClient | null>(null);

export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthContext value={client}>{children}</AuthContext>;
}

export function useAuth(): AuthClient {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth is used outside AuthProvider');
  return client;
}

/** Re-renders when the user signs in or out. */
export function useAuthStatus(): AuthStatus {
  const client = useAuth();
  return useSyncExternalStore(
    (onChange) => client.subscribe(onChange),
    () => client.status(),
  );
}
