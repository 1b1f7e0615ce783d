/**
 * Escapes `s` for HTML text and double- or single-quoted attribute values: & < > " ' become
 * numeric character references. For the server-rendered pages (the dev outbox, the sandbox's
 * card fields, 3-D Secure, hosted and wallet pages).
 */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
