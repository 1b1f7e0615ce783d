import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../testing/render-in-app.tsx';
import { StarRating } from './star-rating.tsx';

beforeEach(() => loadTexts('en'));

describe('the read-only star display (002 §2.21, 000 §2.22)', () => {
  it('fills the stars to the rating, shows it with one decimal and (N+ reviews)', () => {
    const { container } = render(<StarRating rating={4.3} reviews={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('.star-rating-fill')!.style.width).toBe('86%');
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(12+ reviews)')).toBeInTheDocument();
  });

  it('keeps the rating within 0–5 and shows no count when none is given', () => {
    const { container } = render(<StarRating rating={7} />);
    expect(container.querySelector<HTMLElement>('.star-rating-fill')!.style.width).toBe('100%');
    expect(screen.queryByText(/reviews/)).toBeNull();
  });

  it('in Arabic', async () => {
    await loadTexts('ar');
    render(<StarRating rating={3} reviews={5} />);
    expect(screen.getByRole('img', { name: 'التقييم 3.0 من 5' })).toBeInTheDocument();
    expect(screen.getByText('(5+ تقييم)')).toBeInTheDocument();
  });
});
