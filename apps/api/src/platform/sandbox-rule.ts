/**
 * The one rule of whether the sandbox gateway may serve a brand (issue 9, decision 0019; issue 16:
 * it was written three times): always outside production; in production only a demo brand
 * (`settings.isDemo` true, set by the demo seed). `settings` is the brand row's jsonb.
 */
export function sandboxMayServe(brand: { settings: unknown }, production: boolean): boolean {
  if (!production) return true;
  const settings = brand.settings;
  return (
    settings !== null && typeof settings === 'object' && (settings as { isDemo?: unknown }).isDemo === true
  );
}
