import { cx, Image, Tabs, VideoEmbed } from '@forecourt/ui-kit';
import { type ReactNode, useState } from 'react';
import type { GalleryImage } from '../gallery-images.ts';
import { MEDIA_VIEW_LABELS, type MediaView, type VehicleMedia } from '../vehicle-media.ts';
import { Gallery } from './Gallery.tsx';
import { HotspotLayer } from './HotspotLayer.tsx';
import { SpinViewer } from './SpinViewer.tsx';

export interface MediaViewerProps {
  media: VehicleMedia;
  images: readonly GalleryImage[];
  showThumbnails: boolean;
  /** The car, for accessible names. */
  title: string;
  className?: string;
}

/**
 * The vehicle page's viewer (vehicle-stock §2, §4): tabs for the views the car has — Spin,
 * Walkaround video, Gallery, Interior — starting on the site's default view. Only the shown view
 * is mounted, so leaving the gallery resets its index to the first photo. A car with only photos
 * gets the gallery alone; the car's own video (provider embed or native player, §5) follows.
 */
export function MediaViewer({ media, images, showThumbnails, title, className }: MediaViewerProps) {
  const [view, setView] = useState<MediaView>(media.initialView);
  // The walkaround also takes its slide among the photos (vehicle-stock §2, §9).
  const gallery = (
    <Gallery
      images={images}
      showThumbnails={showThumbnails}
      walkaround={media.walkaround}
      walkaroundPosition={media.walkaroundPosition}
    />
  );
  const video = media.video ? (
    <VideoEmbed className="fc-vdp-media__video" src={media.video.src} title={media.video.title} />
  ) : null;
  if (media.views.length <= 1) {
    return (
      <div className={cx('fc-vdp-media', className)}>
        {gallery}
        {video}
      </div>
    );
  }
  const content: Record<MediaView, () => ReactNode> = {
    spinner: () =>
      media.spin ? (
        <SpinViewer
          frames={media.spin.frames}
          hotspots={media.spin.hotspots}
          autorotate={media.autorotate}
          title={title}
          priority={media.initialView === 'spinner'}
        />
      ) : null,
    walkaround: () =>
      media.walkaround ? (
        <VideoEmbed src={media.walkaround.src} title={media.walkaround.title} aspectRatio="3 / 2" />
      ) : null,
    gallery: () => gallery,
    interior: () =>
      media.interior ? (
        <div className="fc-vdp-media__interior">
          <Image
            src={media.interior.src}
            alt={`Interior of the ${title}`}
            width={600}
            height={400}
            priority={media.initialView === 'interior'}
          />
          <HotspotLayer hotspots={media.interior.hotspots} frame={0} />
        </div>
      ) : null,
  };
  return (
    <div className={cx('fc-vdp-media', className)}>
      <Tabs
        label={`Views of the ${title}`}
        value={view}
        onValueChange={(next) => setView(next as MediaView)}
        className="fc-vdp-media__tabs"
        tabs={media.views.map((item) => ({
          value: item,
          label: MEDIA_VIEW_LABELS[item],
          content: view === item ? content[item]() : null,
        }))}
      />
      {video}
    </div>
  );
}
