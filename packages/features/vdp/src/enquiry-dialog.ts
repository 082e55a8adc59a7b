// The enquiry dialog's code (Radix dialog, focus trap, scroll lock) loads when a shopper first
// opens it; the vehicle page imports this module lazily. The always-present form needs none of it.
export { EnquiryDialog } from './ui/EnquiryDialog.tsx';
