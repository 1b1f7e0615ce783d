import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand, anItem, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { indexFromScroll, isVideoUrl, scrollLeftFor, wrapIndex } from '../lib/gallery-media.ts';
import { ItemDetail } from './item-detail.tsx';
import { AUTOPLAY_MS, ItemGallery } from './item-gallery.tsx';

const THREE = ['/demo/a.svg', '/demo/b.svg', '/demo/c.svg'];

/** The router's search, how it got there (PUSH, REPLACE or POP) and a browser Back button, next to the gallery. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

// The overlay viewer of an item dialog over the menu (issue 6); on an item page the viewer is a
// route (decision 0036, item-image-route.test.tsx).
function renderGallery(urls: string[], path = '/') {
  return renderInApp(
    <>
      <ItemGallery urls={urls} title="Classic Burger" />
      <Probe />
    </>,
    { brand: aBrand(), path },
  );
}

const carousel = () => screen.getByRole('region', { name: 'Photos of Classic Burger' });
const dot = (n: number) => screen.getByRole('button', { name: `Show photo ${n}` });
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Show photo/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;
const viewer = () => screen.getByRole('dialog', { name: 'Photos of Classic Burger' });
const counter = () => viewer().querySelector('bdi');

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

beforeEach(async () => {
  await loadTexts('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('item gallery helpers (000 §2.6, §2.12)', () => {
  it('000 §2.6: a URL is a video by its extension, any case, ignoring the query and fragment', () => {
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
      expect(isVideoUrl(`https://cdn.example/x/clip.${ext}`), ext).toBe(true);
    expect(isVideoUrl('https://cdn.example/clip.MP4?sig=a.png#t=2')).toBe(true);
    expect(isVideoUrl('https://cdn.example/photo.jpg?v=clip.mp4')).toBe(false);
    expect(isVideoUrl('https://cdn.mp4/photo')).toBe(false);
    expect(isVideoUrl('/demo/burger.svg')).toBe(false);
  });

  it('right to left: the scroll offset is negative (Chromium) and maps back to the same slide', () => {
    expect(scrollLeftFor(2, 300, false)).toBe(600);
    expect(scrollLeftFor(2, 300, true)).toBe(-600);
    expect(indexFromScroll(-600, 300, 3)).toBe(2);
    expect(indexFromScroll(590, 300, 3)).toBe(2);
    expect(indexFromScroll(-140, 300, 3)).toBe(0);
    expect(indexFromScroll(-9999, 300, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });
});

describe('item carousel (000 §2.12)', () => {
  it('one photo: a single clickable image, no carousel, dots, arrows or pause', () => {
    vi.useFakeTimers();
    renderGallery(['/demo/a.svg']);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Next photo|Previous photo|slideshow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Classic Burger full screen' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('three photos: a labelled carousel of 3 slides (N of M), dots, the first photo eager and the others lazy', () => {
    renderGallery(THREE);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => [s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual(
      [
        ['slide', '1 of 3'],
        ['slide', '2 of 3'],
        ['slide', '3 of 3'],
      ],
    );
    expect(slides.map((s) => s.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    // Only the shown slide is reachable; the others are hidden and inert until shown.
    expect(
      within(carousel())
        .getAllByRole('group')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['1 of 3']);
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(currentDot()).toBe(1);
  });

  it('autoplay moves every 4 s, wraps after the last photo, and stops for good with the pause button', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderGallery(THREE);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 10));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(10));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toBe(3);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    fireEvent.mouseLeave(carousel());
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentDot()).toBe(1);
  });

  it('autoplay never starts under prefers-reduced-motion (and offers no pause button)', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderGallery(THREE);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentDot()).toBe(1);
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });

  it('autoplay waits while the pointer is over the carousel and goes on when it leaves', () => {
    vi.useFakeTimers();
    renderGallery(THREE);
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentDot()).toBe(1);
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toBe(2);
  });

  it('autoplay waits while the focus is in the carousel, and stops after a touch', () => {
    vi.useFakeTimers();
    renderGallery(THREE);
    act(() => dot(3).focus());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentDot()).toBe(1);
    act(() => dot(3).blur());
    fireEvent.touchStart(carousel());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentDot()).toBe(1);
  });

  it('the dots and the previous/next buttons move the carousel', async () => {
    const user = userEvent.setup();
    renderGallery(THREE);
    await user.click(dot(3));
    expect(currentDot()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentDot()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(currentDot()).toBe(3);
    expect(within(carousel()).getByRole('group')).toHaveAccessibleName('3 of 3');
  });

  it('a video URL is a muted video (000 §2.6), not an image', () => {
    renderGallery(['/demo/clip.webm', '/demo/b.svg']);
    const video = carousel().querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Classic Burger, video 1 of 2' })).toBeInTheDocument();
  });
});

describe('item-image viewer (000 §2.13)', () => {
  it('clicking photo 2 opens the full-screen viewer at 2 of 3 and pushes ?image=2', async () => {
    const user = userEvent.setup();
    renderGallery(THREE);
    await user.click(dot(2));
    await user.click(screen.getByRole('button', { name: 'Classic Burger, photo 2 of 3' }));
    expect(await screen.findByRole('dialog', { name: 'Photos of Classic Burger' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('2 / 3');
    expect(counter()).toHaveAttribute('dir', 'ltr');
    expect(within(viewer()).getByRole('img')).toHaveAttribute('src', '/demo/b.svg');
    expect(within(viewer()).getByRole('img')).toHaveAccessibleName('Classic Burger, photo 2 of 3');
    expect(screen.getByTestId('search')).toHaveTextContent('?image=2');
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH');
  });

  it('the arrow keys and the buttons move (wrapping), replacing the entry; Escape closes, the focus returns to the photo shown', async () => {
    const user = userEvent.setup();
    renderGallery(THREE);
    await user.click(screen.getByRole('button', { name: 'Classic Burger, photo 1 of 3' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 3');
    await user.click(within(viewer()).getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('search')).toHaveTextContent('?image=2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing went back one step (the moves replaced the viewer's entry instead of stacking entries).
    expect(screen.getByTestId('navigation')).toHaveTextContent('POP');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Classic Burger, photo 2 of 3' })).toHaveFocus(),
    );
    expect(currentDot()).toBe(2);
  });

  it('right to left: ArrowLeft is next and ArrowRight previous', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderGallery(THREE);
    await user.click(screen.getByRole('button', { name: 'Classic Burger، الصورة 1 من 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'صور Classic Burger' });
    await user.keyboard('{ArrowLeft}');
    expect(dialog.querySelector('bdi')).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dialog.querySelector('bdi')).toHaveTextContent('3 / 3');
  });

  it("the browser's Back closes the viewer and stays on the item", async () => {
    const user = userEvent.setup();
    renderGallery(THREE);
    await user.click(screen.getByRole('button', { name: 'Classic Burger, photo 1 of 3' }));
    await screen.findByRole('dialog');
    // The dialog makes the rest of the page inert to pointers; Back is the browser's, not the page's.
    fireEvent.click(screen.getByText('browser back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('a link with ?image=3 opens the viewer there; closing drops the parameter without leaving the item', async () => {
    const user = userEvent.setup();
    renderGallery(THREE, '/?image=3');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 3');
    await user.click(within(viewer()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('a video opens as a muted video with controls', async () => {
    const user = userEvent.setup();
    renderGallery(['/demo/a.svg', '/demo/clip.mp4']);
    await user.click(dot(2));
    await user.click(screen.getByRole('button', { name: 'Classic Burger, video 2 of 2' }));
    const video = (await screen.findByRole('dialog')).querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
  });
});

describe('item detail media (000 §2.12)', () => {
  function renderDetail(urls: string[]) {
    initBrandState('b1');
    getOrderSettings().setServiceType('PICKUP');
    getOrderSettings().setSelectedStoreId('s1');
    const item = anItem({ itemImageURLs: urls });
    return renderInApp(<ItemDetail itemId={item._id} categoryId="c1" onDone={() => undefined} />, {
      brand: aBrand(),
      data: [
        [['pickup-stores', 'b1'], { stores: [aStore()] }],
        [['item', 'b1', item._id, 's1', 'PICKUP', 'c1'], { itemInfo: item, isMenuActive: true }],
      ],
    });
  }

  it('shows the carousel of the item’s photos in the API order', () => {
    renderDetail(THREE);
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.querySelector('img')?.getAttribute('src'))).toEqual(THREE);
  });

  it('without a photo, the illustration as before (no carousel, nothing to open)', () => {
    const { container } = renderDetail([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: /full screen/ })).toBeNull();
    expect(container.querySelector('.item-media[aria-hidden="true"]')).not.toBeNull();
  });
});
