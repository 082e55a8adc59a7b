import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../theme/ThemeProvider.tsx';
import { cx } from './cx.ts';

export interface TooltipClassNames {
  content: string;
  arrow: string;
}

export interface TooltipProps {
  /** Short supplementary text; never the only name of a control. */
  content: ReactNode;
  /** A focusable element (e.g. a `Button` or `IconButton`). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Delay before showing on hover, ms (default 300). */
  delayMs?: number;
  className?: string;
  classNames?: Partial<TooltipClassNames>;
}

/**
 * A tooltip (Radix Tooltip): shows on hover and keyboard focus, hides on Escape, and describes
 * its trigger through `aria-describedby`.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayMs = 300,
  className,
  classNames,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cx('fc-tooltip', className, classNames?.content)}
          >
            {content}
            <RadixTooltip.Arrow className={cx('fc-tooltip__arrow', classNames?.arrow)} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
