import { siteViteConfig } from '@forecourt/site-build/vite';

export default siteViteConfig();
