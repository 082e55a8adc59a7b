import { createContext, type ReactNode, useContext } from 'react';

/** A site's image CDN settings: the site config's `image_cdn` (site-wide §7, §9). */
export interface ImageCdn {
  /** The site's image CDN; `null` uses the platform's `/_img` route. */
  base_url: string | null;
  /** Default transform width (640 by default). */
  width: number;
  /** Default transform quality (75 by default). */
  quality: number;
}

const ImageCdnContext = createContext<Partial<ImageCdn>>({});

export interface ImageCdnProviderProps {
  cdn: Partial<ImageCdn>;
  children: ReactNode;
}

/**
 * Gives every `<Image>` (and `Lightbox`) below it the site's image CDN, so components deep in a
 * feature need no `cdnBaseUrl` prop: `<ImageCdnProvider cdn={site.image_cdn}>`. An `<Image>`'s
 * own props still win.
 */
export function ImageCdnProvider({ cdn, children }: ImageCdnProviderProps) {
  return <ImageCdnContext.Provider value={cdn}>{children}</ImageCdnContext.Provider>;
}

/** The image CDN settings from the nearest `ImageCdnProvider` (empty without one). */
export function useImageCdn(): Partial<ImageCdn> {
  return useContext(ImageCdnContext);
}
