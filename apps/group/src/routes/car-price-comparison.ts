export { headers, loader } from '@forecourt/vdp/routes/car-price-comparison';
