import type { ComponentType } from 'react';
import { DashboardSection } from './dashboard-section.tsx';
import { TableSection } from './table-section.tsx';

/**
 * The sections of /dev/kit, in order: each shows one part of the kit in all its states.
 * (Form fields and dialogs add `fields-section.tsx` and `dialogs-section.tsx` here.)
 */
export const KIT_SECTIONS: { id: string; titleKey: string; Component: ComponentType }[] = [
  { id: 'table', titleKey: 'devKit.table', Component: TableSection },
  { id: 'dashboard', titleKey: 'devKit.dashboard', Component: DashboardSection },
];
