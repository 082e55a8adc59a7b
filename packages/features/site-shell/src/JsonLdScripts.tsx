import { type JsonLd, serializeJsonLd } from './seo.ts';

/** A page's JSON-LD blocks, one `<script type="application/ld+json">` each. */
export function JsonLdScripts({ items }: { items: readonly JsonLd[] }) {
  return (
    <>
      {items.map((item) => (
        <script
          key={String(item['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & so the text cannot close the script element
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
