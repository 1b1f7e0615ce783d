import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { indexFromScroll, isVideoUrl, scrollLeftFor, wrapIndex } from '../lib/gallery-media.ts';
import { type ItemImageState, itemImageRoute } from '../lib/item-image-route.ts';
import './item-gallery.css';
import { useReducedMotion } from '../../../shared/ui/use-media-query.ts';

// The viewer's code loads on the first open, so the item page carries only the carousel.
const ImageViewer = lazy(() => import('./image-viewer.tsx').then((m) => ({ default: m.ImageViewer })));

/** How long a slide shows before the carousel moves on by itself (000 §2.12 autoplay). */
export const AUTOPLAY_MS = 4000;

/** The search parameter that holds the open viewer's photo, 1-based (`?image=2`). */
const VIEWER_PARAM = 'image';

/** The history entry state that marks the viewer's own entry, so closing it goes back instead of forward. */
interface ViewerState {
  imageViewer?: true;
}

/**
 * The viewer's place in the URL (000 §2.13 "closes by going back"). On an item page (issue 19,
 * decision 0036) opening pushes the viewer's own route (`/item/item-image`, `/store/item-image`,
 * `/dine-in/item-image`, `/preview/item-image`) with `{ images, clicked, index, title }` as its
 * navigation state (000 §2.13) and a query fallback; Back pops it. In an item dialog over the menu
 * (issue 6) the viewer stays an overlay of the dialog: opening pushes `?image=N`,
 * so the browser's Back closes the viewer and stays on the item; moving between photos replaces
 * the entry (one Back still closes); closing goes back when the viewer pushed its entry, and
 * otherwise (a shared link that opened straight into the viewer) drops the parameter in place.
 */
function useViewerIndex(urls: string[], title: string) {
  const count = urls.length;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(params.get(VIEWER_PARAM));
  const index = Number.isInteger(raw) && raw >= 1 && raw <= count ? raw - 1 : null;
  const searchWith = (value: number | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(VIEWER_PARAM);
    else next.set(VIEWER_PARAM, String(value + 1));
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  };
  const pushed = (location.state as ViewerState | null)?.imageViewer === true;
  return {
    index,
    open: (i: number) => {
      const route = itemImageRoute(location.pathname, location.search, i);
      if (!route) return navigate(searchWith(i), { state: { imageViewer: true } satisfies ViewerState });
      const state: ItemImageState = { images: urls, clicked: urls[i] ?? '', index: i, title };
      return navigate(route, { state });
    },
    show: (i: number) => navigate(searchWith(i), { replace: true, state: location.state }),
    close: () => (pushed ? navigate(-1) : navigate(searchWith(null), { replace: true })),
  };
}

/**
 * The item's photos at the top of item detail (000 §2.12: "An image carousel that autoplays when
 * there is more than one image. Clicking an image opens the item-image viewer"): a scroll-snap
 * track in a box of fixed aspect ratio (no layout shift), swiped natively on touch, with
 * previous/next buttons on pointer devices, one dot per photo and a pause button. Autoplay moves
 * every AUTOPLAY_MS only with more than one photo, and waits while the pointer or focus is in
 * the carousel, after a touch, while the viewer is open and under `prefers-reduced-motion`.
 * Clicking (or Enter on) a photo opens the full-screen viewer (000 §2.13) at that photo; closing
 * it puts the focus back on the photo it showed last. A single photo is one clickable image.
 */
export function ItemGallery({ urls: given, title }: { urls: string[]; title: string }) {
  const { t } = useTranslation('item');
  // A photo listed twice would be the same slide twice; each URL is shown once (and is the slide's key).
  const urls = useMemo(() => [...new Set(given)], [given]);
  const count = urls.length;
  const multiple = count > 1;
  const reducedMotion = useReducedMotion();
  const viewer = useViewerIndex(urls, title);
  const trackRef = useRef<HTMLDivElement>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The customer's own choice (the pause button, or a touch: they took the carousel in hand).
  const [stopped, setStopped] = useState(false);
  // The viewer's code is requested on the first open and then stays mounted, so it can animate closed.
  const [viewerLoaded, setViewerLoaded] = useState(viewer.index !== null);
  const viewerOpen = viewer.index !== null;
  const playing = multiple && !reducedMotion && !stopped && !hovered && !focused && !viewerOpen;

  const goTo = useCallback(
    (next: number, smooth = true) => {
      setIndex(next);
      const track = trackRef.current;
      if (!track) return;
      const rtl = getComputedStyle(track).direction === 'rtl';
      // jsdom has no scrolling: the index above is the source of truth there.
      track.scrollTo?.({
        left: scrollLeftFor(next, track.clientWidth, rtl),
        behavior: smooth && !reducedMotion ? 'smooth' : 'auto',
      });
    },
    [reducedMotion],
  );

  // One timer per shown slide: a manual move restarts the count, so a slide always gets its 4 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => goTo(wrapIndex(index, 1, count)), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count, goTo]);

  useEffect(() => {
    if (viewerOpen) setViewerLoaded(true);
  }, [viewerOpen]);

  const onScroll = () => {
    const track = trackRef.current;
    if (track) setIndex(indexFromScroll(track.scrollLeft, track.clientWidth, count));
  };

  // A slide other than the shown one is inert, so the focus can move to it only once it is shown.
  const focusWhenShown = useRef<number | null>(null);
  useEffect(() => {
    if (focusWhenShown.current !== index) return;
    focusWhenShown.current = null;
    openers.current[index]?.focus({ preventScroll: true });
  });

  /** After the viewer closes: the carousel shows the photo the viewer showed last, and it has the focus. */
  const returnFocus = (last: number) => {
    if (last === index) {
      openers.current[last]?.focus({ preventScroll: true });
      return;
    }
    focusWhenShown.current = last;
    goTo(last, false);
  };

  const slide = (url: string, i: number) => {
    const video = isVideoUrl(url);
    const media = video ? (
      // 000 §2.6: videos play muted; the carousel never plays sound.
      <video src={url} muted playsInline loop autoPlay={!reducedMotion} preload="metadata" />
    ) : (
      <img
        src={url}
        alt=""
        width={458}
        height={258}
        decoding="async"
        // The first photo is the page's largest paint; the others wait until they are near.
        loading={i === 0 ? 'eager' : 'lazy'}
        fetchPriority={i === 0 ? 'high' : 'auto'}
        draggable={false}
      />
    );
    return (
      <button
        type="button"
        className="item-gallery-open"
        ref={(el) => {
          openers.current[i] = el;
        }}
        onClick={() => viewer.open(i)}
        aria-label={
          multiple
            ? t(video ? 'galleryVideo' : 'galleryPhoto', { title, index: i + 1, count })
            : t('galleryView', { title })
        }
        aria-haspopup="dialog"
      >
        {media}
      </button>
    );
  };

  const viewerElement = viewerLoaded ? (
    <Suspense fallback={null}>
      <ImageViewer
        urls={urls}
        title={title}
        index={viewer.index}
        onShow={viewer.show}
        onClose={viewer.close}
        onClosed={returnFocus}
      />
    </Suspense>
  ) : null;

  if (!multiple) {
    return (
      <div className="item-media item-gallery">
        {urls[0] ? slide(urls[0], 0) : null}
        {viewerElement}
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names a role="region" container; a <section> would add a landmark only when labelled, which this one is, so the role is stated outright for clarity.
    <div
      className="item-media item-gallery"
      role="region"
      aria-roledescription={t('galleryCarousel')}
      aria-label={t('galleryLabel', { title })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={() => setStopped(true)}
    >
      <div
        className="item-gallery-track"
        ref={trackRef}
        onScroll={onScroll}
        // Screen readers hear a slide change only when the customer caused it, not every 4 s.
        aria-live={playing ? 'off' : 'polite'}
      >
        {urls.map((url, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group by the APG carousel pattern; a <fieldset> is for form controls.
          <div
            key={url}
            className="item-gallery-slide"
            role="group"
            aria-roledescription={t('gallerySlide')}
            aria-label={t('gallerySlideOf', { index: i + 1, count })}
            aria-hidden={i === index ? undefined : true}
            inert={i === index ? undefined : true}
          >
            {slide(url, i)}
          </div>
        ))}
      </div>
      <button
        type="button"
        className="item-gallery-arrow item-gallery-previous"
        onClick={() => goTo(wrapIndex(index, -1, count))}
        aria-label={t('galleryPrevious')}
      >
        <ChevronLeft size={20} aria-hidden="true" className="flip-rtl" />
      </button>
      <button
        type="button"
        className="item-gallery-arrow item-gallery-next"
        onClick={() => goTo(wrapIndex(index, 1, count))}
        aria-label={t('galleryNext')}
      >
        <ChevronRight size={20} aria-hidden="true" className="flip-rtl" />
      </button>
      <div className="item-gallery-controls">
        {reducedMotion ? null : (
          <button
            type="button"
            className="item-gallery-pause"
            onClick={() => setStopped((s) => !s)}
            aria-label={t(stopped ? 'galleryPlay' : 'galleryPause')}
          >
            {stopped ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
          </button>
        )}
        <div className="item-gallery-dots">
          {urls.map((url, i) => (
            <button
              key={url}
              type="button"
              className="item-gallery-dot"
              onClick={() => goTo(i)}
              aria-label={t('galleryShow', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
            />
          ))}
        </div>
      </div>
      {viewerElement}
    </div>
  );
}
