// The page's first script (README, "Performance"). An entry of its own in the build, so the browser runs it
// as soon as its few kilobytes arrive, while the rest of the start-up code is still downloading: the
// profiles request leaves, the deep link's view starts loading, and ICU's data is read now rather than during
// the first render. main.tsx imports it first too, which is all it does in the dev server.
import './api/start-early';
import { parseHash } from '@shared/routing/routes';
import { prefetchView } from './views/view-chunks';

prefetchView(parseHash(window.location.hash));
