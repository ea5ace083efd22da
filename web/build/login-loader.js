// login.html's loader (a classic deferred script; the CSP forbids inline ones). The login screen
// is already in the HTML, so the app's code is fetched only once that screen is on the glass
// (the browser's first-contentful-paint entry): the first paint waits for no script, and the
// code then hydrates the screen (app/start.tsx). Its tag names the entry chunk (`data-entry`)
// and the chunks that entry imports (`data-preload`), fetched side by side. A page opened in
// the background, or a browser without paint timing, loads after a frame or a short wait.
/* global document, requestAnimationFrame */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry).catch(function (error) {
      console.error('The app could not load', error);
    });
  }
  // A visitor who acts before the app has taken the screen over makes it load at once; a
  // submission then (the painted form's own submit does nothing) is marked for the login screen to
  // replay once it has taken over (features/login/login-screen.tsx), so no click is lost.
  function onSubmit(event) {
    var form = event.target;
    if (!form || !form.classList || !form.classList.contains('login-form')) return;
    if (form.hasAttribute('data-ready')) return;
    form.setAttribute('data-submit-pending', '');
    load();
  }
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('pointerdown', load, { capture: true, once: true });
  document.addEventListener('keydown', load, { capture: true, once: true });
  if (document.visibilityState !== 'visible') {
    load();
    return;
  }
  // Whatever happens to paint timing, the app loads within this time.
  setTimeout(load, 2000);
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
})();
