import DOMPurify from 'dompurify';

/**
 * A brand's static page HTML (000 §2.20 formattedData) made safe to show: DOMPurify's HTML
 * profile drops scripts, event handlers, `javascript:` URLs, forms and embedded frames, so a page
 * written in the brand's back office cannot run code in its customers' browsers. Links that leave
 * the site open in a new tab without access to it (`rel="noopener noreferrer"`).
 */
export function sanitizePageHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed', 'style'],
    FORBID_ATTR: ['style'],
  });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const a of doc.querySelectorAll('a[href]')) {
    if (/^https?:\/\//i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
