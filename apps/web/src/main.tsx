import { PRODUCT_TITLE } from '@reelfleet/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the console shell lands: an honest page, no invented data.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'sans-serif', padding: 32 }}>
      <h1>{PRODUCT_TITLE}</h1>
      <p>The console is being built. The API is served under /api (documentation at /api/docs).</p>
    </main>
  </StrictMode>,
);
