// The fuel calculator's interactive code loads when a shopper opens it or scrolls near it; the
// vehicle page imports this module lazily (vehicle-stock §2 Calculators).
export { FuelCalculator } from './ui/FuelCalculator.tsx';
