// Served to browsers as written: see boot-script.ts for what it does and why.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the line appended to it
function boot(preloads, entry) {
  var html = document.documentElement;
  var held = [];
  var hold = function (event) {
    if (html.hasAttribute('data-hydrated')) return;
    var target = event.target instanceof Element ? event.target : null;
    var button = target && target.closest('button, [role="button"]');
    var root = document.getElementById('root');
    if (!button || !root || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(button) === -1) held.push(button);
    html.classList.add('app-starting');
  };
  window.addEventListener('click', hold, true);
  window.addEventListener('hfa:hydrated', function () {
    window.removeEventListener('click', hold, true);
    html.classList.remove('app-starting');
    held.splice(0).forEach(function (button) {
      if (button.isConnected) button.click();
    });
  });

  var start = function () {
    // The Devanagari web font joins the font stack now, not with the first layout (src/index.css).
    html.classList.add('fonts');
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // The app starts once the page's largest paint is on screen, so its scripts never compete
  // with it: after the first largest-contentful-paint entry (presented, not just drawn), and,
  // where the page has a high-priority image (Home's first slide), once that image has loaded.
  // Browsers without the LCP API start after the first frame; none waits more than 2 seconds.
  var started = false;
  var startOnce = function () {
    if (started) return;
    started = true;
    start();
  };
  var afterFrame = function () {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  };
  var image = document.querySelector('#root img[fetchpriority="high"]');
  var imageReady = function (then) {
    if (!image || image.complete) return then();
    image.addEventListener('load', then, { once: true });
    image.addEventListener('error', then, { once: true });
  };
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') !== -1) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      imageReady(afterFrame);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    imageReady(afterFrame);
  }
  setTimeout(startOnce, 2000);
}
