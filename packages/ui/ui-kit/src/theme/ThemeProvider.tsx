import { createContext, type ReactNode, useContext, useState } from 'react';
import { cx } from '../ui/cx.ts';
import { themeStyle } from './theme-vars.ts';
import { TEMPLATE_THEMES, type Theme } from './themes.ts';

interface ThemeContextValue {
  theme: Theme;
  /** The themed element: dialogs, toasts and tooltips portal into it so they keep the theme. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue>({
  theme: TEMPLATE_THEMES.classic,
  portalContainer: null,
});

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  theme: Theme;
  children?: ReactNode;
  className?: string;
}

/**
 * Sets a theme's custom properties on a wrapping element (inline style, so it renders on the
 * server) and gives its descendants the theme. Portaled layers (Dialog, Drawer, Lightbox, Popup,
 * Select, Tooltip, Toast) render inside the wrapper so they are themed too.
 */
export function ThemeProvider({ theme, children, className }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  return (
    <ThemeContext value={{ theme, portalContainer }}>
      <div
        ref={setPortalContainer}
        className={cx('fc-theme', className)}
        data-fc-template={theme.template}
        style={themeStyle(theme)}
      >
        {children}
      </div>
    </ThemeContext>
  );
}

/** The nearest theme (the classic theme outside a provider). */
export function useTheme(): Theme {
  return useContext(ThemeContext).theme;
}

/** Where portaled layers should render: the theme wrapper, or `undefined` (document body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext).portalContainer ?? undefined;
}
