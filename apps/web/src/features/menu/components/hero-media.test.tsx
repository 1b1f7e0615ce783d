import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { mount } from '../../../shared/testing/mount.tsx';
import { HeroMedia, isVideoUrl } from './hero-media.tsx';

/** matchMedia answering `prefers-reduced-motion: reduce` as `reduce` (jsdom has no matchMedia). */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      matches: reduce && media === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}
afterEach(() => vi.unstubAllGlobals());

const VIDEO = 'https://cdn.example/brand/home.MP4?v=2';
const IMAGE = 'https://cdn.example/brand/home.jpg';

describe('HeroMedia (000 §2.6 Home hero, decision 0037)', () => {
  it('plays brandVideoHomeBG muted, autoplay, loop, playsinline, with the banner image as poster when showBannerVideo is on', () => {
    stubReducedMotion(false);
    const host = mount(<HeroMedia showBannerVideo video={VIDEO} image={IMAGE} />);
    const video = host.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.getAttribute('src')).toBe(VIDEO);
    expect(video.getAttribute('poster')).toBe(IMAGE);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    // The blurred ambient copy behind it.
    expect(host.querySelector('img.hero-ambient')?.getAttribute('src')).toBe(IMAGE);
  });

  it('shows the image when showBannerVideo is off', () => {
    stubReducedMotion(false);
    const host = mount(<HeroMedia showBannerVideo={false} video={VIDEO} image={IMAGE} />);
    expect(host.querySelector('video')).toBeNull();
    expect(host.querySelector('img:not(.hero-ambient)')?.getAttribute('src')).toBe(IMAGE);
  });

  it('shows the poster image, not the video, to a customer who asked for less motion', () => {
    stubReducedMotion(true);
    const host = mount(<HeroMedia showBannerVideo video={VIDEO} image={IMAGE} />);
    expect(host.querySelector('video')).toBeNull();
    expect(host.querySelector('img:not(.hero-ambient)')?.getAttribute('src')).toBe(IMAGE);
  });

  it('shows the placeholder without media, and does not play a file that is not a video', () => {
    stubReducedMotion(false);
    expect(
      mount(
        <BrandProvider brand={aBrand()}>
          <HeroMedia showBannerVideo video={null} image={null} />
        </BrandProvider>,
      ).querySelector('.hero-placeholder'),
    ).not.toBeNull();
    const host = mount(<HeroMedia showBannerVideo video="https://cdn.example/x.gif" image={IMAGE} />);
    expect(host.querySelector('video')).toBeNull();
  });

  it('knows the 13 video extensions of 000 §2.6', () => {
    for (const ext of [
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
    ])
      expect(isVideoUrl(`/a/b.${ext}`), ext).toBe(true);
    expect(isVideoUrl('/a/b.jpg')).toBe(false);
    expect(isVideoUrl('/a/mp4/b.png#x.mp4')).toBe(false);
  });
});
