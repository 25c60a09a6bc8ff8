import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadRuntimeConfig } from '../config/runtime-config';
import { ConfigErrorScreen } from './config-error-screen';
import { App } from './app';
import { createServices } from './boot';
import '../styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

loadRuntimeConfig().then(
  (config) => {
    document.documentElement.lang = config.defaultLocale;
    root.render(
      <StrictMode>
        <App {...createServices(config)} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<ConfigErrorScreen problems={problems} />);
  },
);
