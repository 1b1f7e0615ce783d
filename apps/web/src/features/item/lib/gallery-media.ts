/** The video file extensions of 000 §2.6: a media URL ending in one of them is played, not shown. */
const VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'webm',
  'ogv',
  'ogg',
  'avi',
  'mov',
  'qt',
  'wmv',
  'flv',
  'mkv',
  'mk3d',
  'mka',
] as const;

/**
 * Whether a media URL is a video (000 §2.6, §2.13: "shows a photo or a video by file extension"):
 * the extension of its path, case-insensitive, without the query or fragment (a signed CDN URL
 * `…/clip.MP4?token=…` is a video).
 */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return false;
  return (VIDEO_EXTENSIONS as readonly string[]).includes(path.slice(dot + 1).toLowerCase());
}

/**
 * The `scrollLeft` that shows slide `index` of a track whose slides are `width` wide (000 §2.12
 * carousel). In a right-to-left track Chromium, Firefox and Safari count scrollLeft from 0 at the
 * start (the right edge) down to negative values, so the sign flips.
 */
export function scrollLeftFor(index: number, width: number, rtl: boolean): number {
  return (rtl ? -1 : 1) * index * width;
}

/** The slide a track shows at `scrollLeft` (either sign, see scrollLeftFor), within 0…count−1. */
export function indexFromScroll(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}

/** The index after `index` moved by `step` among `count`, wrapping at both ends (autoplay and arrows). */
export function wrapIndex(index: number, step: number, count: number): number {
  return count <= 0 ? 0 : (((index + step) % count) + count) % count;
}
