/**
 * Registers the service worker `/sw.js` (docs/decisions/0011-pwa.md; built by vite-plugin-pwa)
 * with scope `/`, so every brand's pages on this origin keep their shell and last menu for
 * offline browsing. Runs after `load`, so registering and precaching never compete with the
 * first paint; imports nothing (no workbox-window), so the initial JS stays as it was. Only in a
 * production build (the dev server and the tests have no sw.js), on http(s), where the browser
 * has service workers. A failed registration is logged as info: the storefront works without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!/^https?:$/.test(window.location.protocol)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.info('service worker not registered:', error);
    });
  };
  // A module script normally runs before `load`; should it run after, register at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
