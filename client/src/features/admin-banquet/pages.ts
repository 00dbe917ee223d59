import { lazy } from 'react';

/** The admin's pages for the banquet hall, by name: each its own chunk, named with the admin's other pages (admin/pages.tsx). */
export const adminBanquetPages = {
  BanquetSetupPage: lazy(() => import('./pages/BanquetSetupPage')),
  FunctionSheetPage: lazy(() => import('./pages/FunctionSheetPage')),
};
