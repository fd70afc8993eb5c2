import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_TOASTS, TOAST_DURATIONS } from '@oyundev/domain';

export { toast as hot };

/** The toasts on screen; loaded with react-hot-toast (see ./toast.ts), mounted by RootProviders' LazyToasts. */
export default function ToastArea() {
  return (
    <>
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
    </>
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
