import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { renderInSlices } from './lib/render-in-slices';
import { AppRoutes, startFirstPage } from './router';
import './index.css';

const queryClient = createQueryClient();

const render = () =>
  renderInSlices(
    createRoot(document.getElementById('root')!),
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );

// The first page's code is preloaded by the page's head: waiting for it spares the spinner.
void startFirstPage(queryClient).then(render);
