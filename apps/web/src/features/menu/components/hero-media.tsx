import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { useReducedMotion } from '../../../shared/ui/use-media-query.ts';

/** 000 §2.6: the file extensions that play as a video (case-insensitive, before any query or hash). */
export const VIDEO_EXTENSIONS = [
  '.mp4',
  '.m4v',
  '.webm',
  '.ogv',
  '.ogg',
  '.avi',
  '.mov',
  '.qt',
  '.wmv',
  '.flv',
  '.mkv',
  '.mk3d',
  '.mka',
] as const;

/** Whether `url` names a video file by its extension (000 §2.6); the query string and hash are ignored. */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * The hero's media (000 §2.6): with `setting.showBannerVideo` on and a video file as
 * brandVideoHomeBG, the video — muted, autoplay, loop, playsinline, its poster the banner image
 * (brandImageHomeBG) — else the image, else a placeholder. Decision 0037: a customer who asked for
 * less motion (prefers-reduced-motion) sees the poster image instead of the video; a
 * brandVideoHomeBG that is not a video file (by extension) is not played. Both media have a
 * blurred ambient copy behind them (000 §2.6).
 */
export function HeroMedia({
  showBannerVideo,
  video,
  image,
}: {
  showBannerVideo: boolean;
  /** brandVideoHomeBG (URL) or null. */
  video: string | null;
  /** brandImageHomeBG (URL) or null. */
  image: string | null;
}) {
  const reduced = useReducedMotion();
  const playVideo = showBannerVideo && video !== null && isVideoUrl(video) && !reduced;
  return (
    <div className="hero-media" aria-hidden="true">
      {image ? <img className="hero-ambient" src={image} alt="" /> : null}
      {playVideo ? (
        <video
          className="hero-video"
          src={video}
          poster={image ?? undefined}
          muted
          autoPlay
          loop
          playsInline
          preload="metadata"
        />
      ) : image ? (
        <img src={image} alt="" width={960} height={200} />
      ) : (
        <div className="hero-placeholder">
          <BrandMark size={72} />
        </div>
      )}
    </div>
  );
}
