// The test drive and request photos dialogs' code (Radix dialog, the forms) loads when a shopper
// first opens one; the vehicle page's actions import this module lazily.
export { RequestPhotosDialog, TestDriveDialog } from './ui/VehicleDialogs.tsx';
