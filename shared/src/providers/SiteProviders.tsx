import { Suspense, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { AuthProvider } from '@site/shared/auth';
import { CartProvider } from '@site/shared/cart';
import { GlobalStyle, theme } from '@site/shared/theme';
import { Toaster } from '@site/shared/ui';

// styled-components 6 forwards every prop to DOM elements; keep unknown ones off the DOM.
const shouldForwardProp = (prop: string, target: unknown) => typeof target !== 'string' || !prop.startsWith('$');

/**
 * The providers every page needs: theme, auth session, cart and the toast viewport. The shell
 * renders them once for the whole site; a remote renders them only when started alone for QA.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <StyleSheetManager shouldForwardProp={shouldForwardProp}>
      <ThemeProvider theme={theme}>
        {/* The page's HTML carries these styles already: compiling them again can wait (a
            slice of hydration of its own, not part of the first one). */}
        <Suspense fallback={null}>
          <GlobalStyle />
        </Suspense>
        <AuthProvider>
          <CartProvider>
            {children}
            <Toaster />
          </CartProvider>
        </AuthProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}
