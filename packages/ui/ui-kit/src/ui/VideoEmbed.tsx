import { cx } from './cx.ts';

/** Embed paths of the video providers whose addresses become an iframe (vehicle-stock §5). */
export const VIDEO_EMBED_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

/** True when the address starts with a provider's embed path (vehicle-stock §5). */
export function isVideoEmbedUrl(
  src: string,
  prefixes: readonly string[] = VIDEO_EMBED_PREFIXES,
): boolean {
  return prefixes.some((prefix) => src.startsWith(prefix));
}

export interface VideoCaptions {
  src: string;
  /** BCP 47 language, e.g. `en`. */
  srcLang: string;
  label: string;
}

export interface VideoEmbedClassNames {
  root: string;
  frame: string;
  video: string;
}

export interface VideoEmbedProps {
  src: string;
  /** Names the iframe or video for screen readers, e.g. `Walkaround video of the 2021 Corolla`. */
  title: string;
  /** Provider embed paths (default {@link VIDEO_EMBED_PREFIXES}). */
  embedPrefixes?: readonly string[];
  /** Native player only: poster image. */
  poster?: string;
  /** Native player only: a captions track. */
  captions?: VideoCaptions;
  /** CSS aspect ratio (default `16 / 9`). */
  aspectRatio?: string;
  className?: string;
  classNames?: Partial<VideoEmbedClassNames>;
}

/**
 * A video: a provider's embed address becomes a titled, lazily loaded iframe; anything else plays
 * in a native `<video controls>` (vehicle-stock §5).
 */
export function VideoEmbed({
  src,
  title,
  embedPrefixes = VIDEO_EMBED_PREFIXES,
  poster,
  captions,
  aspectRatio = '16 / 9',
  className,
  classNames,
}: VideoEmbedProps) {
  return (
    <div className={cx('fc-video', className, classNames?.root)} style={{ aspectRatio }}>
      {isVideoEmbedUrl(src, embedPrefixes) ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={cx('fc-video__frame', classNames?.frame)}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the captions track is added whenever the dealer supplies one
        <video
          src={src}
          title={title}
          aria-label={title}
          controls
          preload="metadata"
          playsInline
          poster={poster}
          className={cx('fc-video__video', classNames?.video)}
        >
          {captions && (
            <track
              kind="captions"
              src={captions.src}
              srcLang={captions.srcLang}
              label={captions.label}
              default
            />
          )}
        </video>
      )}
    </div>
  );
}
