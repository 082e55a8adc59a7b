import type { BlogCardData } from '../blog.ts';

export interface BlogCardsTranslations {
  heading: string;
  viewAll: string;
  readMore: string;
}

export const BLOG_CARDS_TRANSLATIONS: BlogCardsTranslations = {
  heading: 'News and Blog',
  viewAll: 'Read all posts',
  readMore: 'Read more',
};

export interface BlogCardsProps {
  cards: readonly BlogCardData[];
  /** The heading level of each card (2 under a page's h1, 3 under a section's h2). */
  cardHeadingLevel?: 2 | 3;
  /** A section with a heading and the link to /blog (home pages); off on the blog page itself. */
  section?: boolean;
  translations?: Partial<BlogCardsTranslations>;
}

/** Blog cards (site-wide §2, §3 Blog card: heading, image, date `dd MMMM yyyy`, a link). */
export function BlogCards({
  cards,
  cardHeadingLevel = 3,
  section = true,
  translations,
}: BlogCardsProps) {
  const t = { ...BLOG_CARDS_TRANSLATIONS, ...translations };
  if (!cards.length) return null;
  const Heading = cardHeadingLevel === 2 ? 'h2' : 'h3';
  const list = (
    <ul className="blog-cards">
      {cards.map((card) => (
        <li key={card.href}>
          <article className="blog-card">
            {card.image ? (
              <img className="blog-card__image" src={card.image} alt="" width={600} height={338} />
            ) : null}
            <Heading className="blog-card__heading">
              <a href={card.href}>{card.heading}</a>
            </Heading>
            {card.date ? (
              <p className="blog-card__date">
                <time dateTime={card.dateTime}>{card.date}</time>
              </p>
            ) : null}
            <p className="blog-card__summary">{card.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
  if (!section) return list;
  return (
    <section className="section blog-section" aria-labelledby="blog-heading">
      <h2 id="blog-heading">{t.heading}</h2>
      {list}
      <p>
        <a className="button" href="/blog">
          {t.viewAll}
        </a>
      </p>
    </section>
  );
}
