import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isVideoUrl, wrapIndex } from '../lib/gallery-media.ts';
import './image-viewer.css';

/** A horizontal finger move longer than this (CSS px) is a swipe to the next or previous photo. */
const SWIPE_PX = 40;

const isRtl = () => document.documentElement.dir === 'rtl';

/**
 * The full-screen item-image viewer (000 §2.13: "Full image preview … receives the image URLs,
 * the clicked URL and its index"; "shows a photo or a video by file extension, and closes by
 * going back"): one photo at a time, contained in the screen on black, or a video (000 §2.6:
 * muted, here with controls); previous/next buttons, the arrow keys and a swipe move between
 * them (mirrored right to left); a 'N / M' counter kept left to right; Escape, the close button
 * or the browser's Back close it (the caller owns the history entry: `onClose`). It never
 * autoplays. `index` null is closed; `onClosed` receives the last shown index once the viewer
 * has closed, to put the focus back on that photo.
 */
export function ImageViewer({
  urls,
  title,
  index,
  onShow,
  onClose,
  onClosed,
}: {
  urls: string[];
  title: string;
  index: number | null;
  onShow(index: number): void;
  onClose(): void;
  onClosed(lastIndex: number): void;
}) {
  const { t } = useTranslation('item');
  const count = urls.length;
  // Kept while the dialog animates closed (index is already null then).
  const last = useRef(0);
  if (index !== null) last.current = index;
  const shown = last.current;
  const url = urls[shown] ?? '';
  const video = isVideoUrl(url);
  const swipeStart = useRef<number | null>(null);

  const move = (step: number) => {
    if (count > 1) onShow(wrapIndex(shown, step, count));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // A video's own controls use the arrow keys to seek; leave them their keys.
    if (e.target instanceof HTMLVideoElement) return;
    const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl() ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) move(1);
    else if (e.key === backward) move(-1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.pointerType === 'touch' ? e.clientX : null;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    // A finger moving towards the inline start brings the next photo (leftwards in English).
    const towardsStart = isRtl() ? dx > 0 : dx < 0;
    move(towardsStart ? 1 : -1);
  };

  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="image-viewer-overlay" />
        <Dialog.Content
          className="image-viewer"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onClosed(last.current);
          }}
        >
          <div className="image-viewer-bar">
            <Dialog.Title className="image-viewer-title">{t('galleryLabel', { title })}</Dialog.Title>
            {count > 1 ? (
              <p className="image-viewer-counter">
                <bdi dir="ltr">
                  {shown + 1} / {count}
                </bdi>
              </p>
            ) : null}
            <Dialog.Close asChild>
              <button type="button" className="image-viewer-button" aria-label={t('close')}>
                <X size={22} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <div className="image-viewer-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            {video ? (
              <video
                key={url}
                src={url}
                muted
                controls
                playsInline
                preload="metadata"
                aria-label={t('galleryVideo', { title, index: shown + 1, count })}
              />
            ) : (
              <img
                key={url}
                src={url}
                alt={t('galleryPhoto', { title, index: shown + 1, count })}
                decoding="async"
                draggable={false}
              />
            )}
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className="image-viewer-button image-viewer-previous"
                onClick={() => move(-1)}
                aria-label={t('galleryPrevious')}
              >
                <ChevronLeft size={26} aria-hidden="true" className="flip-rtl" />
              </button>
              <button
                type="button"
                className="image-viewer-button image-viewer-next"
                onClick={() => move(1)}
                aria-label={t('galleryNext')}
              >
                <ChevronRight size={26} aria-hidden="true" className="flip-rtl" />
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
