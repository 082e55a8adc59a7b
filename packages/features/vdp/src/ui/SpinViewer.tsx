import { cx, interpolate as fill, IMAGE_DEFAULTS, imageUrl, useImageCdn } from '@forecourt/ui-kit';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  autorotateTicks,
  frameAfterDrag,
  type Hotspot,
  SPIN_INTERVAL_MS,
  stepFrame,
} from '../vehicle-media.ts';
import { HotspotLayer } from './HotspotLayer.tsx';

export interface SpinViewerTranslations {
  /** Names the spin control; `{title}` is the car. */
  label: string;
  /** The placeholder's progress while frames load; `{percent}` is how many have loaded. */
  loading: string;
  /** The usage hint under the spin. */
  hint: string;
  /** `aria-valuetext`; `{angle}` is degrees. */
  angle: string;
}

export const SPIN_VIEWER_TRANSLATIONS: SpinViewerTranslations = {
  label: '360° view of the {title}',
  loading: 'Loading 360° view… {percent}%',
  hint: 'Drag or use the arrow keys to turn the vehicle.',
  angle: '{angle}°',
};

export interface SpinViewerProps {
  frames: readonly string[];
  hotspots?: readonly Hotspot[];
  /** Turn once by itself after loading (vehicle-stock §4: unless disabled). */
  autorotate: boolean;
  /** The car, for the accessible name. */
  title: string;
  /** The page's largest paint: fetch the first frame first. */
  priority?: boolean;
  /** Frames already loaded (stories and tests of the ready state). */
  initialLoaded?: boolean;
  className?: string;
  translations?: Partial<SpinViewerTranslations>;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The 360 spin (vehicle-stock §2, §4, §9): the first frame as a placeholder until every frame has
 * loaded, then one autorotation turn at a frame per 100 ms (unless disabled, or the shopper prefers
 * reduced motion, or takes over), drag (20 px a frame) and arrow keys to turn, and hotspots with
 * descriptions over the frames they belong to. A frame that fails to load is logged only (§8).
 * The control is a slider: its value is the angle.
 */
export function SpinViewer({
  frames,
  hotspots = [],
  autorotate,
  title,
  priority = false,
  initialLoaded = false,
  className,
  translations,
}: SpinViewerProps) {
  const t = { ...SPIN_VIEWER_TRANSLATIONS, ...translations };
  const cdn = useImageCdn();
  const count = frames.length;
  const urls = frames.map((src) =>
    imageUrl(src, {
      width: cdn.width ?? IMAGE_DEFAULTS.width,
      quality: cdn.quality ?? IMAGE_DEFAULTS.quality,
      baseUrl: cdn.base_url ?? null,
    }),
  );
  const [frame, setFrame] = useState(0);
  const [loadedCount, setLoadedCount] = useState(initialLoaded ? count : 0);
  const [rotating, setRotating] = useState(false);
  // The shopper took over (drag or key): autorotation stops for good.
  const [takenOver, setTakenOver] = useState(false);
  const drag = useRef<{ x: number; frame: number; pointer: number } | null>(null);
  const loaded = loadedCount >= count;
  const urlKey = urls.join('\n');

  // Fetch every frame; the placeholder stays until all have answered (vehicle-stock §4). The
  // frames are fetched after the page's load event, so they never hold up the page itself.
  useEffect(() => {
    if (initialLoaded) return;
    let cancelled = false;
    setLoadedCount(0);
    const fetchFrames = () => {
      for (const url of urlKey.split('\n')) {
        const image = new window.Image();
        const done = () => {
          if (!cancelled) setLoadedCount((n) => n + 1);
        };
        image.onload = done;
        image.onerror = () => {
          // Spin asset load failure: logged only (vehicle-stock §8).
          console.warn(`Spin frame failed to load: ${url}`);
          done();
        };
        image.src = url;
      }
    };
    if (document.readyState === 'complete') fetchFrames();
    else window.addEventListener('load', fetchFrames, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', fetchFrames);
    };
  }, [urlKey, initialLoaded]);

  // One full turn once loaded, then stop (vehicle-stock §4, §9: 100 ms a frame).
  useEffect(() => {
    if (!loaded || !autorotate || takenOver || prefersReducedMotion()) return;
    const ticks = autorotateTicks(count);
    if (ticks === 0) return;
    let done = 0;
    setRotating(true);
    const timer = window.setInterval(() => {
      done += 1;
      setFrame((current) => stepFrame(current, 1, count));
      if (done >= ticks) {
        window.clearInterval(timer);
        setRotating(false);
      }
    }, SPIN_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      setRotating(false);
    };
  }, [loaded, autorotate, count, takenOver]);

  const takeOver = () => setTakenOver(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!loaded) return;
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
    };
    if (event.key in steps) {
      event.preventDefault();
      takeOver();
      setFrame((current) => stepFrame(current, steps[event.key] ?? 0, count));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      takeOver();
      setFrame(event.key === 'Home' ? 0 : count - 1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!loaded || event.button !== 0) return;
    takeOver();
    drag.current = { x: event.clientX, frame, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setFrame(frameAfterDrag(start.frame, event.clientX - start.x, count));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const shown = loaded ? frame : 0;
  const angle = Math.round((shown * 360) / Math.max(count, 1));
  return (
    <div className={cx('fc-vdp-spin', className)} data-loaded={loaded || undefined}>
      <div
        className="fc-vdp-spin__stage"
        role="slider"
        tabIndex={0}
        aria-label={fill(t.label, { title })}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={angle}
        aria-valuetext={fill(t.angle, { angle })}
        aria-busy={!loaded}
        aria-disabled={!loaded || undefined}
        data-spinning={rotating || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          className="fc-vdp-spin__frame"
          src={urls[shown]}
          alt=""
          width={600}
          height={400}
          draggable={false}
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
        {loaded ? null : (
          <p className="fc-vdp-spin__loading" role="status">
            {fill(t.loading, { percent: Math.floor((loadedCount * 100) / Math.max(count, 1)) })}
          </p>
        )}
      </div>
      {loaded ? <HotspotLayer hotspots={hotspots} frame={shown} /> : null}
      <p className="fc-vdp-spin__hint">{t.hint}</p>
    </div>
  );
}
