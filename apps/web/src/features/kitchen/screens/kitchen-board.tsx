import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { staffSignOut } from '../api/kitchen-calls.ts';
import { BoardColumns } from '../components/board-columns.tsx';
import { BoardToolbar } from '../components/board-toolbar.tsx';
import { StaffSignIn } from '../components/staff-sign-in.tsx';
import { type StaffSession, useStaffSession } from '../lib/staff-session.ts';
import { useKitchenBoard } from '../lib/use-kitchen-board.ts';
import '../kitchen.css';

/**
 * The kitchen board `/{brand}/kitchen` (`/kitchen` on a custom domain; issue 17 "The kitchen
 * (staff)", decision 0028), outside the storefront's shell: the staff sign-in when no staff
 * session of the brand is stored on this device (its own storage key, not the customer's), else
 * the board of the chosen store — columns New, Preparing, Ready, On the way, Done today, live.
 */
export function Component() {
  const api = useApi();
  const [session, setSession] = useStaffSession(api.brandId);
  return session ? (
    <Board session={session} onSignOut={() => setSession(null)} />
  ) : (
    <Shell>
      <StaffSignIn onSignedIn={setSession} />
    </Shell>
  );
}

/** The board's frame: the brand, the language switch and the tab title. */
function Shell({ children, count = 0, tools }: { children: ReactNode; count?: number; tools?: ReactNode }) {
  const brand = useBrand();
  const { t } = useTranslation('kitchen');
  const { language, pick } = useLanguage();
  const name = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR || brand.brand.brandName });
  const title = count > 0 ? t('tabTitleCount', { count, brand: name }) : t('tabTitle', { brand: name });
  useEffect(() => {
    document.title = title;
  }, [title]);
  // Not applyBrandTheme: it would set the storefront's tab title; only the Arabic font follows.
  const toggle = async () => {
    const next = language === 'ar' ? 'en' : 'ar';
    // Loaded on the click: a static import of i18n.ts here splits the storefront's entry into
    // more chunks (+2.7 KB gzipped on every customer route; decision 0028).
    const { changeLanguage } = await import('../../../shared/i18n/i18n.ts');
    await changeLanguage(next);
    document.documentElement.classList.toggle(
      'font-arabic',
      next === 'ar' || brand.brand.baseLanguage !== 'en',
    );
  };
  return (
    <div className="kitchen">
      <header className="kitchen-top">
        <h1 className="kitchen-brand">
          {name} · {t('title')}
        </h1>
        {tools}
        <button
          type="button"
          className="btn btn-ghost"
          lang={language === 'ar' ? 'en' : 'ar'}
          aria-label={t('languageLabel')}
          onClick={toggle}
        >
          {t('language')}
        </button>
      </header>
      <main id="main" className="kitchen-main">
        {children}
      </main>
    </div>
  );
}

/** The signed-in board (useKitchenBoard holds its logic). */
function Board({ session, onSignOut }: { session: StaffSession; onSignOut: () => void }) {
  const api = useApi();
  const board = useKitchenBoard(session.token, session.staff, onSignOut);
  const signOut = () => {
    void staffSignOut(api, session.token).catch(() => {});
    onSignOut();
  };
  return (
    <Shell
      count={board.newOrders}
      tools={
        <BoardToolbar
          board={board}
          token={session.token}
          storeIds={session.staff.storeIds}
          owner={session.staff.role === 'owner'}
          onSignOut={signOut}
        />
      }
    >
      <BoardColumns board={board} />
    </Shell>
  );
}
