import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { AuthProvider } from '../../auth/AuthProvider';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LoadingOverlayProvider } from './LoadingOverlay';
import { MAX_TOASTS, TOAST_DURATIONS } from '@oyundev/domain';
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
            <ToastLimit />
            <Toaster
              position="top-right"
              toastOptions={{
                className: 'toast',
                duration: TOAST_DURATIONS.blank,
                success: { duration: TOAST_DURATIONS.success },
                error: { duration: TOAST_DURATIONS.error },
                custom: { duration: TOAST_DURATIONS.custom },
              }}
            />
          </LoadingOverlayProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** At most MAX_TOASTS visible at once (spec accounts §9): the oldest give way. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}
