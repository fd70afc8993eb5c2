import { useEffect, useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../../auth/AuthProvider';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LoadingOverlayProvider } from './LoadingOverlay';
import { onToastsLoaded, prefetchToasts } from './toast';
import type { ApiError } from '../../api-client/types';

const RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx (not found, forbidden) will not change by asking again; network and 5xx might.
        retry: (count, error: ApiError) => count < RETRIES && (error.status === 0 || error.status >= 500),
      },
    },
  });
}

/** Everything every page needs, mounted once via wrapRootElement (browser and SSR alike). */
export function RootProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <LoadingOverlayProvider>
            {children}
            <LazyToasts />
          </LoadingOverlayProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The toast area, mounted with the first toast (./toast.ts); react-hot-toast itself is fetched when the page is
 * idle, so that toast shows without waiting for the network.
 */
function LazyToasts() {
  const [Area, setArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    const stop = onToastsLoaded((loaded) => setArea(() => loaded.default));
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    idle(prefetchToasts);
    return stop;
  }, []);
  return Area ? <Area /> : null;
}
