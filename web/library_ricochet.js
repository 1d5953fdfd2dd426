// The browser APIs Ricochet's C++ calls (emcc --js-library): the page contract, downloads, the file picker,
// links, localStorage, and input the browser would otherwise keep (touch, the wheel, Ctrl+S …). Each function
// is declared `extern "C"` in web/main_web.cpp or web/platform_web.cpp.
mergeInto(LibraryManager.library, {
  ricochet_page_fragment__deps: ['malloc'],
  ricochet_page_fragment: function() {
    return allocateUTF8(window.location.hash.replace(/^#/, ''));
  },

  // The canvas's box in CSS px (its place in the page's layout: beside the text view, or above it on a
  // phone), and the device pixel ratio.
  ricochet_page_size: function(width, height, dpr) {
    var box = Module['canvas'].parentNode.getBoundingClientRect();
    setValue(width, Math.round(box.width), 'i32');
    setValue(height, Math.round(box.height), 'i32');
    setValue(dpr, window.devicePixelRatio || 1, 'double');
  },

  // compact: a narrow page (a phone: the text view has the panel's parts); touch: a coarse pointer (larger
  // handles); still: the user asks for reduced motion (nothing starts moving by itself).
  ricochet_page_layout: function(compact, touch, still) {
    setValue(compact, window.innerWidth < 900 ? 1 : 0, 'i32');
    setValue(touch, window.matchMedia && matchMedia('(pointer: coarse)').matches ? 1 : 0, 'i32');
    setValue(still, window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0, 'i32');
  },

  // The lesson's description (JSON, app/shell/describe.h) for the text view, and what to announce.
  ricochet_page_describe: function(json) { RicochetPage.describe(JSON.parse(UTF8ToString(json))); },
  ricochet_page_announce: function(text) { RicochetPage.announce(UTF8ToString(text)); },

  // GLFW listens for keys on the window (capturing) and cancels Tab and Backspace: the page's own keys
  // (RicochetPage.pageOwns: Tab, and every key in the text view) are kept from it, so the page's focus
  // order, typing and buttons work as in any page. Called after glfwInit, which adds those listeners.
  ricochet_page_keys__deps: ['$GLFW'],
  ricochet_page_keys: function() {
    // A release reaches GLFW when GLFW has the key down, wherever the focus is now: a key held on the canvas
    // and let go after the focus moved (Shift, then Tab) is not left down in the program. The release of a
    // key the page kept (Tab, typing in a field) does not wake the program to redraw a figure it left as is.
    [['keydown', GLFW.onKeydown], ['keypress', GLFW.onKeyPress], ['keyup', GLFW.onKeyup]].forEach(function(p) {
      window.removeEventListener(p[0], p[1], true);
      window.addEventListener(p[0], function(e) {
        var mine = p[0] === 'keyup' ? GLFW.active && GLFW.active.domKeys[e.keyCode] : !RicochetPage.pageOwns(e);
        if (mine) p[1](e);
      }, true);
    });
  },

  // "loading" → "ready" (title: the lesson's) or "error: <one line>", on <body data-status> for tests and
  // people; the error is shown on the page too (index.html styles it).
  ricochet_page_status: function(status, title) {
    status = UTF8ToString(status);
    title = UTF8ToString(title);
    if (status === 'ready' && !document.body.dataset.readyMs) {  // since navigation: the first-lesson time
      document.body.dataset.readyMs = Math.round(performance.now());
    }
    document.body.dataset.status = status;
    if (title) document.title = 'Ricochet \u2014 ' + title;
    var message = document.getElementById('message-text');
    if (message) message.textContent = status.indexOf('error: ') === 0 ? status.substring(7) : '';
  },

  // The lessons an error page links to: "id<TAB>title" lines.
  // The lessons, "id<TAB>title" lines: the text view's menu and an error page's links (web/page.js).
  ricochet_page_lessons: function(lines) { RicochetPage.lessons(UTF8ToString(lines)); },

  ricochet_page_output: function(text) {
    var out = document.getElementById('output');
    out.textContent = UTF8ToString(text);
  },

  ricochet_page_setup__deps: ['ricochet_wake', 'ricochet_scroll'],
  ricochet_page_setup: function() {
    var canvas = Module['canvas'];
    // A new #lesson / #scene (an edited address, a course page's link) starts the page over from it.
    window.addEventListener('hashchange', function() { window.location.reload(); });
    window.addEventListener('resize', function() { _ricochet_wake(); });
    if (window.ResizeObserver) new ResizeObserver(function() { _ricochet_wake(); }).observe(canvas.parentNode);
    // A click on the figure gives it the keyboard (its shortcuts), as in any page.
    canvas.addEventListener('mousedown', function() { if (document.activeElement !== canvas) canvas.focus({preventScroll: true}); });
    // Right-drag pans the view: no context menu over the canvas.
    canvas.addEventListener('contextmenu', function(e) { e.preventDefault(); });
    // Shortcuts the browser would take for itself (save page, open file, zoom, help, reload: F5 presents).
    window.addEventListener('keydown', function(e) {
      var k = e.key.toLowerCase();
      if (RicochetPage.pageOwns(e)) return;
      if (((e.ctrlKey || e.metaKey) && 'soe=+-0zy'.indexOf(k) >= 0) || k === 'f1' || k === 'f5') e.preventDefault();
    }, true);

    // Emscripten's GLFW reads touches without positions and passes raw wheel deltas: take both here, before
    // its canvas listeners, and hand GLFW mouse events (one finger drags a handle; two fingers pan like a
    // right-drag and pinch to zoom).
    function mouse(type, x, y, button) {
      canvas.dispatchEvent(new MouseEvent(type, {clientX: x, clientY: y, button: button,
                                                 buttons: type === 'mouseup' ? 0 : 1 << button, bubbles: true}));
    }
    var pinch = null;  // {x, y, d}: the two fingers' midpoint and distance
    function middle(t) {
      var a = t[0], b = t[1];
      return {x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2,
              d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)};
    }
    function touch(e) {
      if (e.target !== canvas) return;
      e.preventDefault();
      e.stopPropagation();
      var t = e.touches;
      if (pinch && t.length !== 2) {  // a pinch ends
        mouse('mouseup', pinch.x, pinch.y, 2);
        pinch = null;
        return;
      }
      if (t.length === 2) {
        var m = middle(t);
        if (!pinch) {  // a second finger: the one-finger drag ends, a pan begins
          var first = e.type === 'touchstart' ? e.changedTouches[0] : t[0];
          mouse('mouseup', first.clientX, first.clientY, 0);
          mouse('mousemove', m.x, m.y, 2);
          mouse('mousedown', m.x, m.y, 2);
        } else {
          mouse('mousemove', m.x, m.y, 2);
          if (pinch.d > 0 && m.d > 0) _ricochet_scroll(0, Math.log(m.d / pinch.d) / Math.log(1.15));
        }
        pinch = m;
        return;
      }
      var c = e.changedTouches[0];
      if (e.type === 'touchstart' && t.length === 1) {
        mouse('mousemove', c.clientX, c.clientY, 0);
        mouse('mousedown', c.clientX, c.clientY, 0);
      } else if (e.type === 'touchmove' && t.length === 1) {
        mouse('mousemove', t[0].clientX, t[0].clientY, 0);
      } else if ((e.type === 'touchend' || e.type === 'touchcancel') && t.length === 0) {
        mouse('mouseup', c.clientX, c.clientY, 0);
      }
    }
    ['touchstart', 'touchmove', 'touchend', 'touchcancel'].forEach(function(type) {
      window.addEventListener(type, touch, {capture: true, passive: false});
    });
    // The wheel in notches, up = +1 (pixel deltas: 100 a notch; line deltas: 3 a notch).
    window.addEventListener('wheel', function(e) {
      if (e.target !== canvas) return;
      e.preventDefault();
      e.stopPropagation();
      var unit = e.deltaMode === 1 ? 3 : e.deltaMode === 2 ? 1 : 100;
      _ricochet_scroll(-e.deltaX / unit, -e.deltaY / unit);
    }, {capture: true, passive: false});
    window.addEventListener('mousewheel', function(e) { e.stopPropagation(); }, true);
  },

  ricochet_download: function(name, mime, bytes, size) {
    var blob = new Blob([HEAPU8.slice(bytes, bytes + size)], {type: UTF8ToString(mime)});
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function() { URL.revokeObjectURL(a.href); }, 60000);
  },

  ricochet_pick_file__deps: ['ricochet_file_picked', 'malloc', 'free'],
  ricochet_pick_file: function(accept) {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = UTF8ToString(accept);
    input.onchange = function() {
      var file = input.files[0];
      if (!file) return;
      file.text().then(function(text) {
        var n = allocateUTF8(file.name), t = allocateUTF8(text);
        _ricochet_file_picked(n, t);
        _free(n);
        _free(t);
      });
    };
    input.click();
  },

  // File → Check my answers… → "Choose an answers file…": the text view's file input (web/page.js), whose
  // file is graded by ricochet_check_answers.
  ricochet_pick_answers: function() { RicochetPage.pickAnswers(); },
  // The answers file the page read (RicochetPage.checkAnswers): 0 its name, 1 its text; malloc'd (the text
  // may be megabytes: not a copy on the stack, as ccall's string arguments are).
  ricochet_page_answers__deps: ['malloc'],
  ricochet_page_answers: function(which) {
    var file = RicochetPage.readAnswers();
    return allocateUTF8(which ? file.text : file.name);
  },

  // The page's address with this fragment: into the address bar (no reload) and onto the clipboard.
  ricochet_share_link: function(fragment) {
    var url = window.location.href.split('#')[0] + '#' + UTF8ToString(fragment);
    window.history.replaceState(null, '', url);
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).catch(function(e) { console.warn('Ricochet: clipboard: ' + e); });
    }
  },

  ricochet_settings_load__deps: ['malloc'],
  ricochet_settings_load: function() {
    try {
      var s = window.localStorage.getItem('ricochet.settings');
      return s === null ? 0 : allocateUTF8(s);
    } catch (e) {  // storage off (private mode, a sandboxed frame): start with defaults
      return 0;
    }
  },

  ricochet_settings_save: function(text) {
    try {
      window.localStorage.setItem('ricochet.settings', UTF8ToString(text));
    } catch (e) {
      console.warn('Ricochet: settings not saved: ' + e);
    }
  },
});
