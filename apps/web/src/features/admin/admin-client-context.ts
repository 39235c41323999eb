import { createContext, useContext } from 'react';
import type { AdminClient } from '@tangerine/api';

export const AdminClientContext = createContext<AdminClient | null>(null);

export function useAdminClient(): AdminClient {
  const client = useContext(AdminClientContext);
  if (!client) throw new Error('useAdminClient outside the admin console');
  return client;
}
