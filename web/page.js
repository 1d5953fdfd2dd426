// The text view beside the canvas (docs/accessibility.md): the lesson's state as the program describes it
// (app/shell/describe.h: DescriptionJson, sent by web/main_web.cpp whenever it changes), drawn as HTML with
// each step line as MathML, and native controls that call the program (Module._ricochet_*) — so a keyboard
// or a screen reader does everything the mouse does on the canvas. Nothing here knows a lesson: it shows
// what the description holds.
'use strict';

var RicochetPage = (function() {
  var $ = function(id) { return document.getElementById(id); };
  var last = null;      // the description drawn
  var editing = -1;     // the point whose coordinates are being typed
  var liveTimer = 0;

  function call(name) {  // the program's function, once it runs
    var f = window.Module && Module['_ricochet_' + name];
    return f ? f.apply(null, Array.prototype.slice.call(arguments, 1)) : undefined;
  }
  function callText(name, args, text) {  // the same, with a string last (a UTF-8 copy for the call)
    if (!window.Module || !Module.ccall) return;
    Module.ccall('ricochet_' + name, null, args.map(function() { return 'number'; }).concat(['string']),
                 args.concat([text]));
  }

  // Polite and throttled: a burst (a key held on a point, steps revealed quickly) is said once, its last.
  function announce(text) {
    clearTimeout(liveTimer);
    liveTimer = setTimeout(function() { $('live').textContent = text; }, 350);
  }

  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }

  // The points: one button each, kept (not rebuilt) while the lesson is the same, so focus stays on it.
  function points(d) {
    var box = $('points');
    if (!last || last.id !== d.id || box.children.length !== d.handles.length) {
      box.textContent = '';
      d.handles.forEach(function(h, i) {
        var b = document.createElement('button');
        b.type = 'button';
        b.className = 'handle';
        b.dataset.index = i;
        b.setAttribute('aria-describedby', 'points-help');
        b.setAttribute('aria-controls', 'coords');
        b.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown Enter');
        b.addEventListener('focus', function() { call('focus_handle', i); });
        b.addEventListener('blur', function(e) {
          if (!e.relatedTarget || !$('coords').contains(e.relatedTarget)) call('focus_handle', -1);
        });
        b.addEventListener('click', function() { openCoords(i); });
        b.addEventListener('keydown', function(e) {
          var dx = {ArrowLeft: -1, ArrowRight: 1}[e.key] || 0, dy = {ArrowDown: -1, ArrowUp: 1}[e.key] || 0;
          if (!dx && !dy) return;
          e.preventDefault();  // not the page's scroll
          call('nudge_handle', i, dx, dy, e.shiftKey ? 0 : (e.ctrlKey || e.metaKey) ? 2 : 1);
        });
        box.appendChild(b);
      });
    }
    d.handles.forEach(function(h, i) { setText(box.children[i], h.text); });
  }

  function openCoords(i) {
    var h = last.handles[i];
    editing = i;
    setText($('coords-legend'), 'Exact position of ' + h.name);
    setText($('coords-move'), 'Move ' + h.name);
    $('coord-x').value = h.x;
    $('coord-y').value = h.y;
    $('coords').hidden = false;
    Array.prototype.forEach.call($('points').children, function(b, k) {
      b.setAttribute('aria-expanded', k === i ? 'true' : 'false');
    });
    call('focus_handle', i);
    $('coord-x').focus();
    $('coord-x').select();
  }
  function closeCoords(back) {
    var i = editing;
    editing = -1;
    $('coords').hidden = true;
    Array.prototype.forEach.call($('points').children, function(b) { b.setAttribute('aria-expanded', 'false'); });
    if (back && i >= 0 && $('points').children[i]) $('points').children[i].focus();
  }

  function presets(d) {
    var box = $('presets');
    $('cases').hidden = d.presets.length === 0;
    if (last && last.id === d.id && last.presets.join('\n') === d.presets.join('\n')) return;
    box.textContent = '';
    d.presets.forEach(function(name, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = name;
      b.addEventListener('click', function() { call('preset', i); });
      box.appendChild(b);
    });
  }

  // The lesson's values that are no point (masses, velocities, radii, switches, a choice): one native
  // field each, built when the lesson's set of values changes, its value refreshed unless it is being typed.
  // The settings of the view and run (marked "view": the play speed, the sandbox's table and trails, its
  // single frame, step back and reset) are more of the same, listed under View with the zoom buttons.
  function values(d) {
    var all = d.values || [];
    var scene = all.filter(function(v) { return !v.view; }), view = all.filter(function(v) { return v.view; });
    $('values').hidden = scene.length === 0;
    $('view-fields').hidden = view.length === 0;
    fields(d, $('value-fields'), $('values-status'), scene);
    fields(d, $('view-fields'), $('view-status'), view);
  }
  function fields(d, box, status, vs) {
    var shape = JSON.stringify([d.id, vs.map(function(v) { return [v.name, v.kind, v.choices]; })]);
    if (box.dataset.shape !== shape) {
      box.dataset.shape = shape;
      box.textContent = '';
      setText(status, '');
      vs.forEach(function(v) {
        var row = document.createElement('div');
        row.className = 'row';
        var id = 'value-' + v.name;
        var words = v.view ? v.label : v.kind === 'number' ? v.meaning : (v.meaning.split(': ').slice(1).join(': ') || v.meaning);
        var label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = v.kind === 'number' && !v.view ? (v.symbol || v.name) : words;
        var input;
        if (v.kind === 'action') {
          input = document.createElement('button');
          input.type = 'button';
          input.textContent = v.label;
          input.setAttribute('aria-describedby', id + '-meaning');
        } else if (v.kind === 'choice') {
          input = document.createElement('select');
          v.choices.forEach(function(c) {
            var o = document.createElement('option');
            o.value = c;
            o.textContent = c;
            input.appendChild(o);
          });
        } else {
          input = document.createElement('input');
          input.type = v.kind === 'flag' ? 'checkbox' : 'number';
          if (v.kind === 'number') {
            input.step = 'any';
            input.inputMode = 'decimal';
            input.setAttribute('aria-describedby', id + '-meaning values-help');
          }
        }
        input.id = id;
        input.dataset.name = v.name;
        input.addEventListener(v.kind === 'action' ? 'click' : 'change', function() {
          var value = v.kind === 'action' ? 'null' : v.kind === 'flag' ? String(input.checked) : v.kind === 'choice' ? JSON.stringify(input.value) :
                      input.value.trim() === '' || !isFinite(Number(input.value)) ? 'null' : String(Number(input.value));
          var why = window.Module && Module.ccall ?
              Module.ccall('ricochet_set_value', 'string', ['string', 'string'], [v.name, value]) : 'not running';
          if (why && v.view && why.indexOf(v.name + ': ') === 0) why = v.label + ': ' + why.slice(v.name.length + 2);
          setText(status, !why ? '' : v.kind === 'action' ? 'Not done: ' + why : 'Kept the last good value: ' + why);
          if (why) refreshValue(input, last && (last.values || []).filter(function(w) { return w.name === v.name; })[0]);
        });
        if (v.kind === 'flag') {
          row.appendChild(input);
          row.appendChild(label);
        } else if (v.kind === 'action') {
          row.appendChild(input);
        } else {
          row.appendChild(label);
          row.appendChild(input);
        }
        if (v.kind === 'number' || v.kind === 'action') {
          var meaning = document.createElement('span');
          meaning.className = 'meaning';
          meaning.id = id + '-meaning';
          meaning.textContent = v.meaning + (v.unit ? ' (' + v.unit + ')' : '');
          row.appendChild(meaning);
        }
        box.appendChild(row);
      });
    }
    vs.forEach(function(v) { refreshValue($('value-' + v.name), v); });
  }
  function refreshValue(input, v) {
    if (!input || !v) return;
    // An action that can do nothing now says so and stays focusable (a disabled button would drop the focus).
    if (v.kind === 'action') return input.setAttribute('aria-disabled', v.enabled ? 'false' : 'true');
    if (document.activeElement === input) return;
    if (v.kind === 'flag') input.checked = !!v.value;
    else if (input.value !== String(v.value)) input.value = String(v.value);
  }

  function time(d) {
    $('time').hidden = !d.motion && !d.runs;  // a lesson's own run (sandbox, pi-blocks): Play, no t
    $('t-part').hidden = !d.motion;
    var play = $('play');
    play.setAttribute('aria-pressed', d.playing ? 'true' : 'false');
    setText(play, d.playing ? 'Pause' : 'Play');
    var slider = $('t-slider');
    if (document.activeElement !== slider) slider.value = d.t;
    setText($('t-value'), 't = ' + Number(d.t).toFixed(3));
  }

  function stepItem(s, i) {
    var li = document.createElement('li');
    li.value = i + 1;
    li.dataset.key = s.key;
    var named = s.kind === 'test' || s.kind === 'equation' || s.kind === 'cases';
    if (named && s.name && s.name !== s.lines[0].text) {
      var name = document.createElement('div');
      name.className = 'name';
      name.textContent = s.name;
      li.appendChild(name);
    }
    s.lines.forEach(function(l) {
      var div = document.createElement('div');
      div.className = 'line ' + l.role + (l.marked ? ' marked' : '');
      div.innerHTML = l.mathml;  // MathML from the step's expression tree (math::MathML)
      li.appendChild(div);
    });
    return li;
  }

  function steps(d) {
    setText($('step-count'), 'Step ' + d.shown + ' of ' + d.total + ' shown.');
    $('step-prev').disabled = d.shown === 0;
    $('step-next').disabled = d.shown >= d.total;
    $('step-all').disabled = d.shown >= d.total;
    // One item per shown step, rebuilt only when that step changed: a reveal adds one item, and what a
    // screen reader is reading is not replaced under it.
    var list = $('steps'), items = {};
    Array.prototype.forEach.call(list.children, function(li) { items[li.dataset.key] = li; });
    var keep = {}, before = null;
    for (var i = d.steps.length - 1; i >= 0; --i) {
      var s = d.steps[i];
      if (!s.shown) continue;
      var json = JSON.stringify(s), li = items[s.key];
      if (!li || li.dataset.json !== json || Number(li.value) !== i + 1) {
        var fresh = stepItem(s, i);
        fresh.dataset.json = json;
        if (li) list.replaceChild(fresh, li);
        li = fresh;
      }
      keep[s.key] = true;
      if (li.nextSibling !== before || li.parentNode !== list) list.insertBefore(li, before);
      before = li;
    }
    Object.keys(items).forEach(function(k) { if (!keep[k]) list.removeChild(items[k]); });
    setText($('verdict'), d.verdict);
  }

  function practice(d) {
    var p = d.practice;
    $('practice').hidden = !p;
    if (!p) return;
    var toggle = $('practice-toggle');
    toggle.setAttribute('aria-pressed', p.on ? 'true' : 'false');
    $('practice-form').hidden = !p.on;
    if (!p.on) return;
    setText($('practice-rules'), p.rules || '');
    var box = $('questions');
    var shape = JSON.stringify(p.questions.map(function(q) { return [q.key, q.kind, q.asked, q.choices]; }));
    if (box.dataset.shape !== shape || (last && last.id !== d.id)) {
      box.dataset.shape = shape;
      box.textContent = '';
      p.questions.forEach(function(q, qi) {
        if (!q.asked) return;
        var fs = document.createElement('fieldset');
        var legend = document.createElement('legend');
        legend.textContent = q.label;
        fs.appendChild(legend);
        var row = document.createElement('div');
        row.className = 'row';
        if (q.kind === 'choice') {
          q.choices.forEach(function(words, ci) {
            var label = document.createElement('label');
            var r = document.createElement('input');
            r.type = 'radio';
            r.name = 'q-' + q.key;
            r.addEventListener('change', function() { call('practice_choice', qi, ci); });
            label.appendChild(r);
            label.appendChild(document.createTextNode(' ' + words));
            row.appendChild(label);
          });
        } else {
          (q.kind === 'vector' ? ['x', 'y'] : ['']).forEach(function(part, k) {
            var label = document.createElement('label');
            var input = document.createElement('input');
            input.type = 'text';
            input.inputMode = 'decimal';
            input.autocomplete = 'off';
            input.addEventListener('input', function() { callText('practice_answer', [qi, k], input.value); });
            label.appendChild(document.createTextNode(part ? part + ' ' : q.label + ' = '));
            label.appendChild(input);
            row.appendChild(label);
          });
        }
        var mark = document.createElement('span');
        mark.className = 'mark';
        mark.dataset.key = q.key;
        row.appendChild(mark);
        fs.appendChild(row);
        box.appendChild(fs);
      });
    }
    p.questions.forEach(function(q) {
      var mark = box.querySelector('span.mark[data-key="' + q.key + '"]');
      if (!mark) return;
      setText(mark, q.mark === 'right' ? '✓ right' : q.mark === 'wrong' ? '✗ wrong' : q.mark === 'unreadable' ? '? not a number' : '');
      mark.className = 'mark' + (q.mark === 'right' ? ' mark-right' : '');
    });
    setText($('practice-result'), p.note || '');
  }

  // An answers file (`ricochet check --cases-out`, answered by the student's program): graded by the program
  // (app/check, the same grading as `ricochet check --answers`), listed here per function — PASS, SKIP, or
  // FAIL with the report's lines and a Show that opens the failing case in its lesson with the answer drawn
  // over it.
  var answersRead = null;  // {name, text}: the file the program takes next (ricochet_page_answers)
  function checkAnswers(file) {
    if (!file) return;
    setText($('check-status'), 'Reading ' + file.name + '…');
    file.text().then(function(text) {
      if (!window.Module || !Module.ccall) throw new Error('the program is not running yet');
      answersRead = {name: file.name, text: text};
      var r = JSON.parse(Module.ccall('ricochet_check_answers', 'string', [], []));
      answersRead = null;
      checkResults(r);
    }).catch(function(e) {
      answersRead = null;
      checkResults({file: file.name, error: file.name + ': ' + e.message});
    });
  }

  function checkResults(r) {
    var status = $('check-status'), list = $('check-results');
    list.textContent = '';
    status.className = r.error ? 'error' : '';
    if (r.error) {
      status.textContent = 'Not graded: ' + r.error;
      announce('Not graded: ' + r.error);
      return;
    }
    var summary = r.file + ': ' + r.implemented + ' of ' + r.functions.length + ' functions answered, ' +
                  r.passed + ' pass.';
    status.textContent = summary;
    announce(summary);
    r.functions.forEach(function(f) {
      var li = document.createElement('li');
      li.dataset.fn = f.name;
      li.dataset.verdict = f.verdict;
      var head = document.createElement('div');
      head.className = 'row';
      var verdict = document.createElement('strong');
      verdict.className = 'verdict-' + f.verdict;
      verdict.textContent = f.verdict;
      head.appendChild(verdict);
      var name = document.createElement('code');
      name.textContent = f.name;
      head.appendChild(name);
      var counts = document.createElement('span');
      var cases = f.cases + (f.cases === 1 ? ' case' : ' cases');
      counts.textContent = f.verdict === 'SKIP' ? 'no answers' : f.verdict === 'PASS' ? cases :
                           f.failed + ' of ' + cases + (f.failed === 1 ? ' fails' : ' fail');
      head.appendChild(counts);
      if (f.show) {
        var show = document.createElement('button');
        show.type = 'button';
        show.className = 'check-show';
        show.textContent = 'Show';
        show.setAttribute('aria-label', 'Show ' + f.name + "'s failing case in the " + f.lesson + ' lesson');
        show.addEventListener('click', function() {
          var why = Module.ccall('ricochet_check_show', 'string', ['number'], [f.fn]);
          if (why) announce('Not shown: ' + why);
        });
        head.appendChild(show);
      }
      li.appendChild(head);
      if (f.details) {
        var more = document.createElement('details');
        var sum = document.createElement('summary');
        sum.textContent = 'Details of ' + f.name;
        more.appendChild(sum);
        var pre = document.createElement('pre');
        pre.textContent = f.details;
        more.appendChild(pre);
        li.appendChild(more);
      }
      list.appendChild(li);
    });
  }

  // What the figure shows of an answers file now (the description's "check").
  function checkShown(d) {
    var text = d.check || '';
    if (last && (last.check || '') !== text && text) announce(text);
    $('check-shown').hidden = !text;
    setText($('check-shown-text'), text);
  }

  function pickAnswers() { $('answers-file').click(); }

  function describe(d) {
    document.body.dataset.theme = d.theme;
    setText($('lesson-title'), d.title);
    setText($('summary'), d.summary);
    setText($('status-line'), d.status || '');
    points(d);
    presets(d);
    values(d);
    time(d);
    practice(d);
    steps(d);
    checkShown(d);
    var current = document.querySelectorAll('#lesson-menu a');
    Array.prototype.forEach.call(current, function(a) {
      if (a.dataset.id === d.id) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
    });
    last = d;
  }

  // The lessons, "id<TAB>title" lines: the menu, and the error page's list.
  function lessons(lines) {
    var menu = $('lesson-menu'), errors = $('lessons');
    menu.textContent = '';
    errors.textContent = '';
    lines.split('\n').forEach(function(line) {
      if (!line) return;
      var parts = line.split('\t');
      [menu, errors].forEach(function(list) {
        var a = document.createElement('a');
        a.href = '#lesson=' + parts[0];
        a.dataset.id = parts[0];
        a.textContent = list === menu ? parts[1] : parts[1] + ' (' + parts[0] + ')';
        if (list === menu) {
          a.addEventListener('click', function(e) {  // no reload: the program opens it
            if (document.body.dataset.status !== 'ready') return;
            e.preventDefault();
            callText('open_lesson', [], parts[0]);
            history.replaceState(null, '', '#lesson=' + parts[0]);
            $('menu').open = false;
            $('summary').focus();
          });
        }
        var li = document.createElement('li');
        li.appendChild(a);
        list.appendChild(li);
      });
    });
  }

  function describeScene() {
    if (!last) return;
    $('summary').focus();
    $('live').textContent = '';
    announce(last.title + '. ' + last.summary);
  }

  document.addEventListener('DOMContentLoaded', function() {
    $('coords').addEventListener('submit', function(e) {
      e.preventDefault();
      var x = Number($('coord-x').value), y = Number($('coord-y').value);
      if (editing >= 0 && isFinite(x) && isFinite(y)) call('move_handle', editing, x, y);
      closeCoords(true);
    });
    $('coords-cancel').addEventListener('click', function() { closeCoords(true); });
    $('coords').addEventListener('keydown', function(e) { if (e.key === 'Escape') closeCoords(true); });
    $('step-next').addEventListener('click', function() { call('reveal', 1); });
    $('step-prev').addEventListener('click', function() { call('reveal', -1); });
    $('step-all').addEventListener('click', function() { call('reveal', 2); });
    $('play').addEventListener('click', function() { call('play', last && last.playing ? 0 : 1); });
    $('t-slider').addEventListener('input', function() { call('set_time', Number($('t-slider').value)); });
    $('practice-toggle').addEventListener('click', function() { call('practice', last && last.practice && last.practice.on ? 0 : 1); });
    $('practice-form').addEventListener('submit', function(e) { e.preventDefault(); call('practice_check'); });
    $('describe').addEventListener('click', describeScene);
    $('zoom-in').addEventListener('click', function() { call('zoom', 1); });
    $('zoom-out').addEventListener('click', function() { call('zoom', -1); });
    $('zoom-fit').addEventListener('click', function() { call('zoom', 0); });
    [['left', -1, 0], ['right', 1, 0], ['up', 0, 1], ['down', 0, -1]].forEach(function(p) {
      $('pan-' + p[0]).addEventListener('click', function() { call('pan', p[1], p[2]); });
    });
    $('answers-file').addEventListener('change', function() {
      checkAnswers(this.files[0]);
      this.value = '';  // the same file chosen again (after the student's fix) is read again
    });
    $('check-hide').addEventListener('click', function() { call('check_hide'); $('answers-file').focus(); });
    // An answers file dropped anywhere on the page (a scene file is opened through File → Open scene…).
    var depth = 0;
    document.addEventListener('dragenter', function(e) {
      if (e.dataTransfer && Array.prototype.indexOf.call(e.dataTransfer.types, 'Files') >= 0) {
        ++depth;
        document.body.classList.add('dropping');
      }
    });
    document.addEventListener('dragleave', function() {
      if (depth > 0 && --depth === 0) document.body.classList.remove('dropping');
    });
    document.addEventListener('dragover', function(e) {
      if (e.dataTransfer && Array.prototype.indexOf.call(e.dataTransfer.types, 'Files') >= 0) e.preventDefault();
    });
    document.addEventListener('drop', function(e) {
      depth = 0;
      document.body.classList.remove('dropping');
      if (!e.dataTransfer || !e.dataTransfer.files.length) return;
      e.preventDefault();
      if (document.body.dataset.status !== 'ready') return;
      checkAnswers(e.dataTransfer.files[0]);
      $('check-status').scrollIntoView({block: 'nearest'});
    });
    document.addEventListener('keydown', function(e) {
      if (e.key === 'F2') { e.preventDefault(); describeScene(); }
      if (e.key === 'Escape' && $('menu').open) { $('menu').open = false; $('menu').querySelector('summary').focus(); }
    });
  });

  // Keys pressed in the page's own elements, and Tab anywhere, are the page's: the program's GLFW (which
  // listens on the window and cancels Tab and Backspace) does not see them, so Tab moves the focus, typing
  // works and Space presses a button. Keys on the canvas are the program's shortcuts; with nothing focused,
  // all but the character keys are (WCAG 2.1.4: a single-key shortcut — Space, P, T, 0 — acts only while the
  // figure has the keyboard; arrows, Backspace, Home and Ctrl/⌘ combinations need no focus).
  function pageOwns(e) {
    if (e.key === 'Tab' || e.key === 'F2') return true;
    var t = e.target;
    // F5 presents only while the figure has the keyboard; anywhere else (nothing focused too) it reloads.
    if (e.key === 'F5') return !(t && t.id === 'canvas');
    if (!t || t === document.body || t === document.documentElement) {
      return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    }
    return !!(t.id !== 'canvas' && t.closest);
  }

  // current(): the description drawn last (for web/test/access_test.mjs).
  return {describe: describe, announce: announce, lessons: lessons, pageOwns: pageOwns, pickAnswers: pickAnswers,
          checkAnswers: checkAnswers, readAnswers: function() { return answersRead || {name: '', text: ''}; }, current: function() { return last; }};
})();
