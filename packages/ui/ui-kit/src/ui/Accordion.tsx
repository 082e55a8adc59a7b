import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDown } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionClassNames {
  root: string;
  item: string;
  header: string;
  trigger: string;
  icon: string;
  panel: string;
  panelInner: string;
}

interface AccordionBaseProps {
  /** E.g. the trade-in FAQ (site-wide §2). */
  items: readonly AccordionItem[];
  /** Heading level of each item's header (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  classNames?: Partial<AccordionClassNames>;
}

export type AccordionProps = AccordionBaseProps &
  (
    | {
        /** One item open at a time (default). */
        type?: 'single';
        value?: string;
        defaultValue?: string;
        onValueChange?: (value: string) => void;
      }
    | {
        type: 'multiple';
        value?: string[];
        defaultValue?: string[];
        onValueChange?: (value: string[]) => void;
      }
  );

/**
 * An accordion (Radix Accordion) that opens and closes over 300 ms (site-wide §4,
 * `--fc-motion-accordion`). Each header is a heading holding a button with `aria-expanded`.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className, classNames } = props;
  const itemsNode = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={cx('fc-accordion__item', classNames?.item)}
    >
      <RadixAccordion.Header asChild>
        {createHeading(
          headingLevel,
          cx('fc-accordion__header', classNames?.header),
          <RadixAccordion.Trigger className={cx('fc-accordion__trigger', classNames?.trigger)}>
            <span>{item.title}</span>
            <Icon
              icon={ChevronDown}
              size={18}
              className={cx('fc-accordion__icon', classNames?.icon)}
            />
          </RadixAccordion.Trigger>,
        )}
      </RadixAccordion.Header>
      <RadixAccordion.Content className={cx('fc-accordion__panel', classNames?.panel)}>
        <div className={cx('fc-accordion__panel-inner', classNames?.panelInner)}>
          {item.content}
        </div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const rootClass = cx('fc-accordion', className, classNames?.root);
  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
        className={rootClass}
      >
        {itemsNode}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      className={rootClass}
    >
      {itemsNode}
    </RadixAccordion.Root>
  );
}

function createHeading(level: number, className: string, children: ReactNode) {
  const Heading = `h${level}` as 'h3';
  return <Heading className={className}>{children}</Heading>;
}
