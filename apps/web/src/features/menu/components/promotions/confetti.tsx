import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '../../../../shared/ui/use-media-query.ts';

const COLOURS = ['#f94144', '#f3722c', '#f9c74f', '#90be6d', '#43aa8b', '#277da1', '#b5179e'];
const DURATION_MS = 3200;

/**
 * Confetti over the page (000 §2.16, §9 Layout: 300 pieces) for the welcome coupon: coloured
 * pieces thrown up from the middle of the screen, falling and fading out in about 3 s, on a
 * canvas that takes no pointer events and is hidden from assistive technology. Nothing when the
 * customer asked for less motion. Sufra's own (a few lines) rather than a library.
 */
export function Confetti({ pieces = 300 }: { pieces?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();
  useEffect(() => {
    const canvas = ref.current;
    if (reduced || !canvas) return;
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      ctx = null;
    }
    if (!ctx) return;
    const scale = window.devicePixelRatio || 1;
    const w = window.innerWidth;
    const h = window.innerHeight;
    canvas.width = w * scale;
    canvas.height = h * scale;
    ctx.scale(scale, scale);
    const parts = Array.from({ length: pieces }, (_, i) => ({
      x: w / 2 + (Math.random() - 0.5) * w * 0.3,
      y: h * 0.45,
      vx: (Math.random() - 0.5) * 14,
      vy: -(Math.random() * 14 + 6),
      size: 5 + Math.random() * 6,
      rotation: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      colour: COLOURS[i % COLOURS.length] ?? '#f9c74f',
    }));
    const start = performance.now();
    let frame = 0;
    const draw = (time: number) => {
      const elapsed = time - start;
      if (!ctx) return;
      ctx.clearRect(0, 0, w, h);
      ctx.globalAlpha = Math.max(0, 1 - Math.max(0, elapsed - DURATION_MS * 0.6) / (DURATION_MS * 0.4));
      for (const p of parts) {
        p.vy += 0.32;
        p.vx *= 0.985;
        p.x += p.vx;
        p.y += p.vy;
        p.rotation += p.spin;
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.rotation);
        ctx.fillStyle = p.colour;
        ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        ctx.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else ctx.clearRect(0, 0, w, h);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [reduced, pieces]);
  if (reduced) return null;
  return createPortal(
    <div className="confetti" aria-hidden="true">
      <canvas ref={ref} />
    </div>,
    document.body,
  );
}
