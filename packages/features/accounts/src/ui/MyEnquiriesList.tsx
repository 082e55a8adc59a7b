import { Tag } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import type { MyEnquiry } from '../my-enquiries.ts';

export interface MyEnquiriesListTranslations {
  label: string;
  empty: string;
  /** `{date}` is replaced. */
  sentOn: string;
  previous: string;
  next: string;
  pagination: string;
}

export const MY_ENQUIRIES_LIST_TRANSLATIONS: MyEnquiriesListTranslations = {
  label: 'My enquiries',
  empty: 'You have not sent us any enquiries from this account yet.',
  sentOn: 'Sent {date}',
  previous: 'Newer enquiries',
  next: 'Older enquiries',
  pagination: 'More enquiries',
};

export interface MyEnquiriesListProps {
  enquiries: readonly MyEnquiry[];
  /** Links to the newer and older pages, when there are any. */
  previousHref?: string | null;
  nextHref?: string | null;
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  translations?: Partial<MyEnquiriesListTranslations>;
}

const defaultLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href}>{children}</a>
);

const toneOf = (enquiry: MyEnquiry) => (enquiry.status === 'received' ? 'neutral' : 'success');

/**
 * The shopper's own enquiries at this site, newest first: what they asked
 * for, the car, when, and where it stands; links to newer and older pages.
 */
export function MyEnquiriesList({
  enquiries,
  previousHref = null,
  nextHref = null,
  renderLink = defaultLink,
  translations,
}: MyEnquiriesListProps) {
  const t = { ...MY_ENQUIRIES_LIST_TRANSLATIONS, ...translations };
  if (enquiries.length === 0 && !previousHref) {
    return <p className="my-enquiries my-enquiries--empty">{t.empty}</p>;
  }
  return (
    <>
      <ul className="my-enquiries" aria-label={t.label}>
        {enquiries.map((enquiry) => (
          <li key={enquiry.id} className="my-enquiries__item">
            <h3 className="my-enquiries__kind">{enquiry.kind}</h3>
            {enquiry.car ? (
              <p className="my-enquiries__car">
                {renderLink({ href: enquiry.car.href, children: enquiry.car.title })}
              </p>
            ) : null}
            <p className="my-enquiries__meta">
              <span>{t.sentOn.replace('{date}', enquiry.date)}</span>{' '}
              <Tag tone={toneOf(enquiry)} appearance="subtle">
                {enquiry.statusText}
              </Tag>
            </p>
          </li>
        ))}
      </ul>
      {previousHref || nextHref ? (
        <nav className="my-enquiries__pages" aria-label={t.pagination}>
          {previousHref ? renderLink({ href: previousHref, children: t.previous }) : null}
          {nextHref ? renderLink({ href: nextHref, children: t.next }) : null}
        </nav>
      ) : null}
    </>
  );
}
