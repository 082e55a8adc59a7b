export { headers, loader } from '@forecourt/vdp/routes/car-similar';
