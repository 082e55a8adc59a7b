import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToasterClassNames, ToasterTranslations, ToastMessage } from './Toast.tsx';
import { TOAST_LIMIT } from './toast-limits.ts';

const Toaster = lazy(() => import('./Toast.tsx').then((module) => ({ default: module.Toaster })));

/** What `useToast()` gives. */
export interface ToastApi {
  /** Shows a toast, replacing the one on screen (limit 1). Returns its id. */
  show: (toast: Omit<ToastMessage, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  classNames?: Partial<ToasterClassNames>;
  translations?: Partial<ToasterTranslations>;
}

/**
 * Holds the app's toasts (per render tree, never module state) and renders the `Toaster` once
 * there is one to show.
 */
export function ToastProvider({ children, classNames, translations }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback<ToastApi['show']>((toast) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    setToasts((current) => [...current, { ...toast, id }].slice(-TOAST_LIMIT));
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      {/* Radix Toast's code is fetched with the first toast, not with every page. */}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster
            toasts={toasts}
            onDismiss={dismiss}
            classNames={classNames}
            translations={translations}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}

/** Shows and dismisses toasts; needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
