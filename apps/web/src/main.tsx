import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/surfaces.css';
import { initI18n } from './i18n/i18n.ts';
import { AREA_LOADERS } from './app/areas/area-loaders.ts';
import { App } from './app/app.tsx';

initI18n();
// Fetch the public area while translations load; it is what most visits show first.
void AREA_LOADERS.public();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
