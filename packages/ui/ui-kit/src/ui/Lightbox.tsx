import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactElement, useState } from 'react';
import { ChevronLeft, ChevronRight, X } from '../icons.ts';
import { usePortalContainer } from '../theme/ThemeProvider.tsx';
import { arrowKeyStep, stepIndex } from './carousel-keys.ts';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { useImageCdn } from './ImageCdnProvider.tsx';
import { imageSrcSet, imageUrl } from './image-url.ts';
import { interpolate } from './interpolate.ts';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface LightboxClassNames {
  overlay: string;
  content: string;
  header: string;
  title: string;
  counter: string;
  stage: string;
  image: string;
  previous: string;
  next: string;
  close: string;
}

export interface LightboxTranslations {
  /** The dialog's name (default `Image viewer`). */
  title: string;
  /** `{index}` and `{count}` are replaced (default `{index} of {count}`). */
  counter: string;
  previous: string;
  next: string;
  close: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Controlled image index. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Wrap around at the ends (default true). */
  loop?: boolean;
  /** An element that opens the viewer, e.g. a Fullscreen button. */
  trigger?: ReactElement;
  className?: string;
  classNames?: Partial<LightboxClassNames>;
  translations?: Partial<LightboxTranslations>;
}

/**
 * The fullscreen image viewer (vehicle-stock §2, §4): a modal dialog where ArrowLeft/ArrowRight
 * move between images and Escape closes; focus is trapped and returns to the trigger.
 */
export function Lightbox({
  images,
  open,
  defaultOpen,
  onOpenChange,
  index,
  defaultIndex = 0,
  onIndexChange,
  loop = true,
  trigger,
  className,
  classNames,
  translations,
}: LightboxProps) {
  const t: LightboxTranslations = {
    title: 'Image viewer',
    counter: '{index} of {count}',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    ...translations,
  };
  const container = usePortalContainer();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const count = images.length;
  const current = Math.min(Math.max(0, index ?? ownIndex), Math.max(0, count - 1));
  const image = images[current];
  const go = (step: number) => {
    const next = stepIndex(current, step, count, loop);
    if (next === current) return;
    setOwnIndex(next);
    onIndexChange?.(next);
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay
          className={cx('fc-overlay', 'fc-overlay--strong', classNames?.overlay)}
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cx('fc-lightbox', className, classNames?.content)}
          onKeyDown={(event) => {
            const step = arrowKeyStep(event);
            if (step === 0) return;
            event.preventDefault();
            go(step);
          }}
        >
          <div className={cx('fc-lightbox__header', classNames?.header)}>
            <RadixDialog.Title className={cx('fc-lightbox__title', classNames?.title)}>
              {t.title}
            </RadixDialog.Title>
            <p className={cx('fc-lightbox__counter', classNames?.counter)} aria-live="polite">
              {interpolate(t.counter, { index: current + 1, count })}
            </p>
            <RadixDialog.Close asChild>
              <IconButton
                icon={X}
                label={t.close}
                variant="solid"
                className={cx('fc-lightbox__close', classNames?.close)}
              />
            </RadixDialog.Close>
          </div>
          <div className={cx('fc-lightbox__stage', classNames?.stage)}>
            {image && (
              <LightboxPhoto
                key={image.src}
                image={image}
                className={cx('fc-lightbox__image', classNames?.image)}
              />
            )}
            {count > 1 && (
              <>
                <IconButton
                  icon={ChevronLeft}
                  label={t.previous}
                  variant="solid"
                  size="lg"
                  disabled={!loop && current === 0}
                  onClick={() => go(-1)}
                  className={cx('fc-lightbox__previous', classNames?.previous)}
                />
                <IconButton
                  icon={ChevronRight}
                  label={t.next}
                  variant="solid"
                  size="lg"
                  disabled={!loop && current === count - 1}
                  onClick={() => go(1)}
                  className={cx('fc-lightbox__next', classNames?.next)}
                />
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Fullscreen photos are asked of the image CDN at the largest ladder width. */
const LIGHTBOX_WIDTH = 1920;

/** One fullscreen photo through the image CDN; the original if the transformed copy fails. */
function LightboxPhoto({ image, className }: { image: LightboxImage; className: string }) {
  const cdn = useImageCdn();
  const [original, setOriginal] = useState(false);
  const options = { width: LIGHTBOX_WIDTH, quality: cdn.quality, baseUrl: cdn.base_url };
  const src = original ? image.src : imageUrl(image.src, options);
  const srcSet = original ? undefined : imageSrcSet(image.src, options);
  return (
    <img
      srcSet={srcSet}
      sizes={srcSet ? '100vw' : undefined}
      src={src}
      alt={image.alt}
      className={className}
      onError={() => setOriginal(true)}
    />
  );
}
