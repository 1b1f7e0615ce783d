/** Types of big-menu.mjs (the generated 1,410-item menu of the issue 6 figures). */
/** The big menu in the importer's `realdata.menu.v1` shape. */
export declare function bigMenu(): {
  schema: string;
  currency: string;
  restaurant: { name_en: string; name_ar: string };
  provenance: { note: string };
  categories: Array<{ id: string; name_en: string; name_ar: string; sort: number; items: unknown[] }>;
};
