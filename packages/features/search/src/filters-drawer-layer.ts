// The filters drawer's code (Radix dialog, focus trap, scroll lock) loads when a shopper first
// opens it; FiltersDrawer imports this module lazily. The Filters button and the filters in the
// page flow need none of it.
export { Drawer } from '@forecourt/ui-kit';
