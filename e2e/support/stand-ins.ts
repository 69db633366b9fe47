// Stand-ins for the third parties' scripts the site loads on the visitor's request, served by the
// tests in their place (page.route): the browser tests never reach the internet.

/**
 * A local stand-in for the translation widget, served in place of the real script: it builds the
 * `.goog-te-combo` select the site drives, records what it was asked, and adds a top banner that
 * pushes <body> down, as the real widget does.
 */
export const TRANSLATION_STAND_IN = `
(function () {
  window.google = { translate: { TranslateElement: function (options, containerId) {
    window.__widget = { options: options, containerId: containerId, changes: [] };
    var select = document.createElement("select");
    select.className = "goog-te-combo";
    document.getElementById(containerId).appendChild(select);
    setTimeout(function () {
      ["", "en", "es", "fr"].forEach(function (code) {
        var option = document.createElement("option");
        option.value = code;
        option.textContent = code || "Selecionar idioma";
        select.appendChild(option);
      });
    }, 100);
    select.addEventListener("change", function () { window.__widget.changes.push(select.value); });
    setTimeout(function () {
      var wrapper = document.createElement("div");
      wrapper.className = "skiptranslate";
      var banner = document.createElement("iframe");
      banner.className = "skiptranslate";
      banner.id = "stand-in-banner";
      wrapper.appendChild(banner);
      document.body.insertBefore(wrapper, document.body.firstChild);
      document.body.style.top = "40px";
    }, 300);
  } } };
  var callback = new URL(document.currentScript.src).searchParams.get("cb");
  window[callback]();
})();`;

/** VLibras' script (src/shared/site.ts, VLIBRAS), which the tests answer with the stand-in below. */
export const VLIBRAS_SCRIPT = "https://vlibras.gov.br/app/vlibras-plugin.js";

/**
 * A local stand-in for VLibras' script: it defines `VLibras.Widget`, which, like the real one, puts
 * its start in `window.onload` and, once started, fills the access button of the markup the site
 * wrote with an image and opens its panel on a click. Its stylesheet fixes the widget at the right
 * edge, as VLibras' own does. It records the folder it was given, its starts and its openings.
 */
export const VLIBRAS_STAND_IN = `
(function () {
  var style = document.createElement("style");
  style.textContent = "[vw]{position:fixed;right:0;top:50%;z-index:60}" +
    "[vw-access-button]{display:block;width:48px;height:48px;cursor:pointer}" +
    "[vw-access-button] img{width:48px;height:48px}" +
    "[vw-plugin-wrapper]{display:none}[vw-plugin-wrapper].active{display:block;width:240px;height:320px;background:#eee}";
  document.head.appendChild(style);
  window.VLibras = { Widget: function (rootPath) {
    var record = { rootPath: rootPath, started: 0, opened: 0 };
    window.__vlibras = record;
    var previous = window.onload;
    window.onload = function () {
      if (previous) previous();
      record.started += 1;
      var button = document.querySelector("[vw-access-button]");
      var wrapper = document.querySelector("[vw-plugin-wrapper]");
      button.innerHTML = '<img class="access-button" alt="Conteúdo acessível em Libras usando o VLibras Widget" ' +
        'src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==">';
      button.addEventListener("click", function () {
        wrapper.classList.toggle("active");
        record.opened += 1;
      });
    };
  } };
})();`;
