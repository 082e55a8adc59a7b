// The delivery calculator's interactive code (and the API client it calls) loads when a shopper
// opens it or scrolls near it; the vehicle page imports this module lazily (vehicle-stock §2).
export { DeliveryCalculatorWidget } from './ui/DeliveryCalculatorWidget.tsx';
