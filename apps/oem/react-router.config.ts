import { siteRouterConfig } from '@forecourt/site-build/react-router';

export default siteRouterConfig();
