import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { IconSprite } from '@/components/ui/icon-sprite';
import { NONCE_HEADER } from '@/server/http/page-headers';

interface Props extends DocumentInitialProps {
  /** This request's CSP nonce (proxy.ts or server/http/page-headers.ts); absent in pages prerendered at build time. */
  nonce?: string;
}

// zod probes `new Function` once to pick its fast path; under our CSP (no 'unsafe-eval') the
// probe is refused and Chromium reports a violation. Its global config, read when zod loads,
// turns the probe off; this runs before the deferred bundles. Allowed by the nonce, or on
// prerendered pages by its hash (server/http/prerendered-script-hashes.ts).
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

// antd's CSS-in-JS is rendered on the server and inlined, so the first paint is already styled.
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const cache = createCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) =>
          function StyledApp(props) {
            return (
              <StyleProvider cache={cache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    const css = extractStyle(cache, true);
    const nonce = ctx.req?.headers[NONCE_HEADER];
    return {
      ...initialProps,
      nonce: typeof nonce === 'string' ? nonce : undefined,
      styles: (
        <>
          {initialProps.styles}
          <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: css }} />
        </>
      ),
    };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="id">
        <Head nonce={nonce}>
          <link rel="icon" href="/helpdesk/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#FF4500" />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        </Head>
        <body>
          <IconSprite />
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
