import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig is used outside ConfigProvider');
  return config;
}
