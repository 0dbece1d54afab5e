// The router API the site uses, shared by federation as one singleton module. Sharing
// 'react-router' itself would ship all of it (framework mode, data routers, RSC: ~60 KB gzip),
// because a shared package is never tree-shaken; re-exporting what the site uses lets webpack
// drop the rest inside this one module (~30 KB less on every first visit). Import routing from
// here, never from 'react-router-dom' or 'react-router' (eslint enforces it): a second copy of
// the router would mean a second, empty router context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps } from 'react-router-dom';
