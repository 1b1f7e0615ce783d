/**
 * Small card-scheme marks for 'Accepted Cards' (000 §2.21): simplified shapes in the schemes'
 * colours, the letters drawn as strokes (not text: the name is the image's accessible name, in
 * the UI language). Left-to-right in both directions, as the schemes' own marks are.
 */
export function CardLogos({ labels }: { labels: { visa: string; mastercard: string; amex: string } }) {
  return (
    <ul className="card-logos">
      <li>
        <svg role="img" aria-label={labels.visa} viewBox="0 0 48 32" width="48" height="32">
          <rect width="48" height="32" rx="5" fill="#1a1f71" />
          <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M8 10.5l3.5 10 3.5-10M18.5 10.5v10M28 12c-1-1.3-5-1.3-5 1.3 0 3 5 2 5 5 0 2.6-4.2 2.6-5.3 1.2M31 20.5l3.5-10 3.5 10M32.2 17h4.6" />
          </g>
          <rect y="26" width="48" height="6" fill="#f7b600" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={labels.mastercard} viewBox="0 0 48 32" width="48" height="32">
          <rect width="48" height="32" rx="5" fill="#231f20" />
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" />
          <path d="M24 8.5 a9 9 0 0 1 0 15 a9 9 0 0 1 0 -15z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={labels.amex} viewBox="0 0 48 32" width="48" height="32">
          <rect width="48" height="32" rx="5" fill="#2e77bc" />
          <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 21l3.5-10 3.5 10M7.2 17.5h4.6M16 21V11l3.5 6 3.5-6v10M31 11h-5v10h5M26 16h4M34 11l7 10M41 11l-7 10" />
          </g>
        </svg>
      </li>
    </ul>
  );
}
