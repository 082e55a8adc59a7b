import { cx, Image } from '@forecourt/ui-kit';
import type { PromoTileCardData } from '../promo-tiles.ts';

export interface PromoTileCardClassNames {
  root: string;
  image: string;
  title: string;
}

export interface PromoTileCardProps {
  tile: Pick<PromoTileCardData, 'title' | 'image_url' | 'href'>;
  className?: string;
  classNames?: Partial<PromoTileCardClassNames>;
}

/**
 * A promo tile in a results grid slot (site-wide §4, vehicle-stock §2): one link, the card's
 * shape and colours from the template's theme, the tile's art at the cards' 3:2 size, loaded
 * lazily (it is never the page's first image), named by its title. The visible title repeats
 * the image's text alternative, so it is hidden from assistive technology.
 */
export function PromoTileCard({ tile, className, classNames }: PromoTileCardProps) {
  return (
    <a href={tile.href} className={cx('fc-promo-tile', className, classNames?.root)}>
      <Image
        className={cx('fc-promo-tile__image', classNames?.image)}
        src={tile.image_url}
        alt={tile.title}
        width={600}
        height={400}
        loading="lazy"
      />
      <span aria-hidden="true" className={cx('fc-promo-tile__title', classNames?.title)}>
        {tile.title}
      </span>
    </a>
  );
}
