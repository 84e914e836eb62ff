// What Next's pages renderer gets when it asks for `react-dom/server.edge` under `next start`
// (redirected by scripts/lib/node-renderer.cjs). Next renders the page, then the document, each
// with `renderToReadableStream`, waits for `allReady` and reads the stream back into one string
// (`streamToString`: a TextDecoder over the chunks). With the streaming renderer React encodes
// thousands of small strings into bytes and Next decodes them again, and decoding ~100 kB that
// holds any non-ASCII character (a "›" or a name with "é") takes TextDecoder's slow path.
// Here a page with nothing left to wait for is rendered by React's `renderToString` (the same
// HTML, built by concatenating strings) and handed to Next as one chunk that carries the string
// itself: `TextDecoder#decode` returns it as it is, without bytes in between. `renderToString`
// gives up on a Suspense boundary whose content suspends (it writes the client-rendered fallback,
// `<!--$!-->`) and throws when anything outside a boundary suspends; such a page is rendered
// again by the streaming renderer, which waits, as before.
const server = require('react-dom/server.node');

const SUSPENDED = 'A component suspended while responding to synchronous input';
const CLIENT_RENDERED = '<!--$!';

/** A chunk that is already text: an empty byte array (for whoever counts bytes) with the HTML. */
class RenderedHtml extends Uint8Array {
  constructor(html) {
    super(0);
    this.html = html;
  }
}

const decode = TextDecoder.prototype.decode;
TextDecoder.prototype.decode = function decodeRendered(input, options) {
  return input instanceof RenderedHtml ? input.html : decode.call(this, input, options);
};

const READY = Promise.resolve();

/** What Next reads of a render: `allReady`, then the chunks by `for await`. */
function rendered(html) {
  return {
    allReady: READY,
    async *[Symbol.asyncIterator]() {
      yield new RenderedHtml(html);
    },
  };
}

async function renderToReadableStream(element, options) {
  let html;
  try {
    html = server.renderToString(element, options?.identifierPrefix ? { identifierPrefix: options.identifierPrefix } : undefined);
  } catch (error) {
    if (!String(error?.message).startsWith(SUSPENDED)) throw error;
  }
  if (html === undefined || html.includes(CLIENT_RENDERED)) return server.renderToReadableStream(element, options);
  return rendered(html);
}

module.exports = { ...server, renderToReadableStream };
