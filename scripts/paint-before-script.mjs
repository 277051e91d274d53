// A Vite build plugin: the page paints before the app's script is even requested. The entry's
// styles are inlined (no round trip before the first paint), and a script at the end of the body
// imports the entry one frame after that paint (at once in a hidden tab, which paints no frame).
// A cached script cannot delay the paint either. Used by the storefront's build and by the
// benchmark's floor app built the same way.

/** @returns {import('vite').Plugin} */
export function paintBeforeScript() {
  return {
    name: 'paint-before-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const asset = (href) => {
          const file = bundle?.[href.slice(1)];
          return file?.type === 'asset' ? String(file.source) : undefined;
        };
        return html
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/, (tag, href) => {
            const css = asset(href);
            // The disabled link is not fetched; it tells the lazy screens' loader the styles are here.
            return css === undefined ? tag : `<style>${css}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
          })
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>([\s\S]*)<\/body>/, (_, src, rest) => {
            const start = `{const s=()=>import(${JSON.stringify(src)});document.hidden?s():requestAnimationFrame(()=>setTimeout(s,0))}`;
            return `${rest}  <script>${start}</script>\n  </body>`;
          });
      },
    },
  };
}
