export { loader } from '@forecourt/vdp/routes/car-similar';
