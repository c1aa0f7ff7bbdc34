/* Tortuga 1667: one seat's private hand on a phone. The protocol is docs/phones.md; the
   Python side of the same crypto is tortuga_qt/phones/channel.py. Plain JS, no outside
   requests; the crypto is the vendored @noble bundle (window.noble). */
(function () {
  'use strict';

  // ---- Words of the connection itself (everything about the game comes worded in the frame).
  var WORDS = {
    en: {
      connecting: 'Connecting…', reconnecting: 'Reconnecting…', typeCode: "Type your seat's code",
      connect: 'Connect', notAccepted: 'Not accepted: check the code', hidden: 'Hidden — tap to show',
      hide: 'Hide', unpaired: 'This phone is no longer paired', gameClosed: 'The game was closed on the computer',
      other: '한국어', otherLang: 'ko',
      loyalty: 'Your Loyalty', votes: 'Your Vote cards', cards: 'Your Event cards', notes: 'Notes',
      log: 'At the table', putDown: 'Put down in this vote', back: 'Back',
      replaced: 'This seat is now shown on another page', useHere: 'Show it here'
    },
    ko: {
      connecting: '연결하는 중…', reconnecting: '다시 연결하는 중…', typeCode: '자리의 코드를 입력하세요',
      connect: '연결', notAccepted: '받아들여지지 않았습니다: 코드를 확인하세요', hidden: '가려짐 — 눌러서 보기',
      hide: '가리기', unpaired: '이 휴대폰은 더 이상 이 자리와 연결되어 있지 않습니다', gameClosed: '컴퓨터에서 게임이 닫혔습니다',
      other: 'English', otherLang: 'en',
      loyalty: '나의 충성', votes: '나의 투표 카드', cards: '나의 이벤트 카드', notes: '메모',
      log: '테이블 소식', putDown: '이번 투표에 낸 카드', back: '뒤로',
      replaced: '이 자리는 이제 다른 페이지에 표시됩니다', useHere: '여기에 표시'
    }
  };
  var LANG_KEY = 'tortuga-phone.lang';

  // ---- Crypto: the same derivations and boxes as channel.py.
  var ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  var CODE_LENGTH = 26;
  var TO_PHONE = 1, FROM_PHONE = 2;
  var NONCE_BYTES = 16;
  var TWO32 = 4294967296;
  var enc = new TextEncoder();
  var dec = new TextDecoder('utf-8', { fatal: true });
  var SALT = enc.encode('tortuga-phone-v1');
  var AAD = enc.encode('tortuga1');

  /** The typed code in its one spelling (upper case, no spaces or dashes, O→0, I/L→1), or null. */
  function normalCode(typed) {
    var code = '';
    var upper = String(typed).toUpperCase();
    for (var i = 0; i < upper.length; i++) {
      var ch = upper[i];
      if (ch === ' ' || ch === '-') continue;
      code += ch === 'O' ? '0' : (ch === 'I' || ch === 'L') ? '1' : ch;
    }
    if (code.length !== CODE_LENGTH) return null;
    for (var j = 0; j < code.length; j++) if (ALPHABET.indexOf(code[j]) < 0) return null;
    return code;
  }

  function derive(ikm, salt, info, length) {
    return window.noble.hkdf(window.noble.sha256, ikm, salt, enc.encode(info), length);
  }
  function tokenOf(code) { return derive(enc.encode(code), SALT, 'token', 16); }
  function keyOf(code) { return derive(enc.encode(code), SALT, 'key', 32); }
  function sessionKey(key, serverNonce, phoneNonce) {
    var salt = new Uint8Array(serverNonce.length + phoneNonce.length);
    salt.set(serverNonce, 0);
    salt.set(phoneNonce, serverNonce.length);
    return derive(key, salt, 'session', 32);
  }
  function putSeq(bytes, at, seq) {
    var view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    view.setUint32(at, Math.floor(seq / TWO32));
    view.setUint32(at + 4, seq >>> 0);
  }
  function nonceOf(direction, seq) {
    var n = new Uint8Array(12);
    new DataView(n.buffer).setUint32(0, direction);
    putSeq(n, 4, seq);
    return n;
  }

  /** One connection's counters and session key seen from one side (`sends`: its direction). */
  function Channel(key, sends) {
    this.key = key;
    this.sends = sends;
    this.hears = sends === TO_PHONE ? FROM_PHONE : TO_PHONE;
    this.sent = 0;
    this.heard = 0;
  }
  /** The next message to send: its number (8 bytes, big-endian), then the sealed text. */
  Channel.prototype.seal = function (plain) {
    var seq = this.sent++;
    var box = window.noble.chacha20poly1305(this.key, nonceOf(this.sends, seq), AAD).encrypt(plain);
    var out = new Uint8Array(8 + box.length);
    putSeq(out, 0, seq);
    out.set(box, 8);
    return out;
  };
  /** The text of the next message heard; throws unless it is exactly the next, untouched one. */
  Channel.prototype.open = function (message) {
    if (!(message instanceof Uint8Array) || message.length < 8 + 16) throw new Error('too short');
    var view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    var hi = view.getUint32(0), lo = view.getUint32(4);
    if (hi !== Math.floor(this.heard / TWO32) || lo !== this.heard >>> 0) throw new Error('out of order');
    var plain = window.noble.chacha20poly1305(this.key, nonceOf(this.hears, this.heard), AAD)
      .decrypt(message.subarray(8));
    this.heard++;
    return plain;
  };

  var B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  /** base64url without padding. */
  function b64(bytes) {
    var out = '';
    for (var i = 0; i < bytes.length; i += 3) {
      var n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
      out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
      if (i + 1 < bytes.length) out += B64[(n >> 6) & 63];
      if (i + 2 < bytes.length) out += B64[n & 63];
    }
    return out;
  }
  /** Bytes of a base64url text without padding; throws on anything else. */
  function unb64(text) {
    if (typeof text !== 'string' || text.length % 4 === 1) throw new Error('not base64url');
    var out = new Uint8Array(Math.floor(text.length * 3 / 4));
    var bits = 0, value = 0, at = 0;
    for (var i = 0; i < text.length; i++) {
      var v = B64.indexOf(text[i]);
      if (v < 0) throw new Error('not base64url');
      value = (value << 6) | v;
      bits += 6;
      if (bits >= 8) { bits -= 8; out[at++] = (value >> bits) & 255; }
    }
    if (value & ((1 << bits) - 1)) throw new Error('not base64url');  // stray bits: not canonical
    return out;
  }
  function randomBytes(n) { return window.crypto.getRandomValues(new Uint8Array(n)); }

  // ---- State.
  var lang = initialLang();
  var code = null, token = null, seatKey = null;
  var ws = null, chan = null, phase = 'idle';  // idle | hello | open
  var status = '';                              // a key of WORDS or ''
  var stopped = false;                          // after bye or a refused code: no reconnecting
  var retryDelay = 500, retryTimer = null, handshakeTimer = null, pressTimer = null;
  var frame = null, pressed = false, hiddenAt = 0;

  function initialLang() {
    var saved = null;
    try { saved = window.localStorage.getItem(LANG_KEY); } catch (e) { saved = null; }
    if (saved === 'en' || saved === 'ko') return saved;
    var nav = String(navigator.language || '').toLowerCase();
    return nav.indexOf('ko') === 0 ? 'ko' : 'en';
  }
  function w(key) { return WORDS[lang][key]; }
  function el(id) { return document.getElementById(id); }

  // ---- The connection.
  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    if (ws) { var old = ws; ws = null; try { old.close(1000); } catch (e) { /* already closed */ } }
    chan = null;
    var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
    var sock = new WebSocket(url);
    sock.binaryType = 'arraybuffer';
    ws = sock;
    phase = 'hello';
    clearTimeout(handshakeTimer);
    handshakeTimer = setTimeout(function () { fail(sock, 4400); }, 10000);
    sock.onmessage = function (ev) {
      if (sock !== ws) return;
      try { heard(sock, ev.data); } catch (e) { fail(sock, 4400); }
    };
    sock.onclose = function (ev) { if (sock === ws) closed(ev.code); };
    sock.onerror = function () { /* a close event follows */ };
    refresh();
  }

  function fail(sock, why) {
    if (sock !== ws) return;
    try { sock.close(why); } catch (e) { /* already closed */ }
    closed(why);
  }

  function closed(why) {
    ws = null;
    chan = null;
    phase = 'idle';
    clearTimeout(handshakeTimer);
    if (stopped) return;
    if (why === 4403) { refused(); return; }
    if (why === 4409) { replaced(); return; }  // another page took the seat: do not take it back for ever
    status = 'reconnecting';
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
    refresh();
  }

  function heard(sock, data) {
    if (phase === 'hello') {
      if (typeof data !== 'string') throw new Error('hello is text');
      var hello = JSON.parse(data);
      if (!hello || hello.t !== 'hello' || hello.v !== 1) throw new Error('not a hello');
      var serverNonce = unb64(hello.n);
      if (serverNonce.length !== NONCE_BYTES) throw new Error('bad nonce');
      var phoneNonce = randomBytes(NONCE_BYTES);
      sock.send(JSON.stringify({ t: 'join', token: b64(token), n: b64(phoneNonce) }));
      chan = new Channel(sessionKey(seatKey, serverNonce, phoneNonce), FROM_PHONE);
      phase = 'open';
      send({ type: 'join', lang: lang });
      return;
    }
    if (phase !== 'open' || !(data instanceof ArrayBuffer)) throw new Error('not a sealed message');
    var message = JSON.parse(dec.decode(chan.open(new Uint8Array(data))));
    if (message && message.type === 'frame' && message.frame && typeof message.frame === 'object') {
      clearTimeout(handshakeTimer);
      retryDelay = 500;
      status = '';
      var before = frame;
      frame = message.frame;
      pressed = false;
      clearTimeout(pressTimer);
      render();
      if (frame.decision && (!before || !before.decision || before.serial !== frame.serial)) {
        var d = el('decision');  // a new question: in view, at the top of the screen
        if (d && d.scrollIntoView) d.scrollIntoView({ block: 'start' });
      }
    } else if (message && message.type === 'bye') {
      bye(message.why === 'closed' ? 'gameClosed' : 'unpaired');
    }
  }

  /** Seals and sends one message; false when there is no open connection. */
  function send(message) {
    if (phase !== 'open' || !ws || !chan) return false;
    ws.send(chan.seal(enc.encode(JSON.stringify(message))));
    return true;
  }

  function bye(why) {
    stopped = true;
    var sock = ws;
    ws = null;
    chan = null;
    phase = 'idle';
    clearTimeout(retryTimer);
    clearTimeout(handshakeTimer);
    if (sock) { try { sock.close(1000); } catch (e) { /* already closed */ } }
    frame = null;
    status = why || 'unpaired';
    render();
  }

  function refused() {
    stopped = true;
    frame = null;
    code = null;
    status = 'notAccepted';
    render();
    askCode();
  }

  function replaced() {
    stopped = true;
    frame = null;
    status = 'replaced';
    render();
    var again = node('button', 'choice', w('useHere'));
    again.type = 'button';
    again.id = 'use-here';
    again.addEventListener('click', function () { start(code); });
    el('frame').appendChild(again);
  }

  function reconnectNow() {
    if (stopped || !code) return;
    retryDelay = 500;
    connect();
  }

  /** Starts with a (normalised) code: derives the token and key, then connects. */
  function start(newCode) {
    code = newCode;
    token = tokenOf(code);
    seatKey = keyOf(code);
    stopped = false;
    frame = null;
    status = 'connecting';
    retryDelay = 500;
    el('entry').hidden = true;
    el('code-error').textContent = '';
    render();
    connect();
  }

  function codeFromHash() {
    var text = location.hash.replace(/^#/, '');
    try { text = decodeURIComponent(text); } catch (e) { return null; }
    return text ? normalCode(text) : null;
  }

  function askCode() {
    el('entry').hidden = false;
    el('code').value = '';
    if (status !== 'notAccepted') status = '';
    refresh();
  }

  // ---- Drawing.
  function refresh() {
    document.documentElement.lang = lang;
    el('hide').textContent = w('hide');
    el('veil').textContent = w('hidden');
    var other = el('lang-switch');
    other.textContent = w('other');
    other.lang = w('otherLang');
    el('code-label').textContent = w('typeCode');
    el('connect').textContent = w('connect');
    var shown = status;
    el('status').textContent = shown ? w(shown) : '';
    el('status').hidden = !shown;
    el('status').className = shown === 'notAccepted' || shown === 'unpaired' || shown === 'gameClosed' || shown === 'replaced' ? 'alarm' : '';
    var live = phase === 'open' && !pressed && !stopped;
    var buttons = document.querySelectorAll('#decision button');
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = !live;
  }

  function text(value) { return value === null || value === undefined ? '' : String(value); }
  function list(value) { return Array.isArray(value) ? value : []; }
  function node(tag, className, content) {
    var n = document.createElement(tag);
    if (className) n.className = className;
    if (content !== undefined && content !== null && content !== '') n.textContent = text(content);
    return n;
  }
  function word(f, key) {
    var words = f.words && typeof f.words === 'object' ? f.words : {};
    return typeof words[key] === 'string' ? words[key] : '';
  }
  function title(f, key, own) { return word(f, key) || w(own || key); }
  function plainList(items) {
    var ul = node('ul', 'plain');
    items.forEach(function (item) {
      ul.appendChild(node('li', '', item && typeof item === 'object' ? item.name : item));
    });
    return ul;
  }
  function section(id, heading) {
    var s = node('section', 'card');
    s.id = id;
    s.appendChild(node('h2', '', heading));
    return s;
  }
  function named(items) {
    var ul = node('ul', 'named');
    items.forEach(function (item) {
      var li = node('li');
      li.appendChild(node('strong', '', item && item.name));
      if (item && item.text) li.appendChild(node('span', '', item.text));
      ul.appendChild(li);
    });
    return ul;
  }

  function render() {
    var root = el('frame');
    root.textContent = '';
    var f = frame;
    var seat = f && f.seat && typeof f.seat === 'object' ? f.seat : null;
    var colour = seat && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(text(seat.colour)) ? seat.colour : '';
    document.documentElement.style.setProperty('--accent', colour || '#8a5a2b');
    el('seat-name').textContent = seat ? [text(seat.name), text(seat.pirate)].filter(Boolean).join(' · ') : 'Tortuga 1667';
    refresh();
    if (!f) return;
    if (f.lang === 'en' || f.lang === 'ko') root.lang = f.lang;

    root.appendChild(node('h1', 'headline', f.headline));
    if (typeof f.over === 'string' && f.over) root.appendChild(node('p', 'over', f.over));

    var decision = f.decision && typeof f.decision === 'object' ? f.decision : null;
    if (decision) {
      var d = node('section', 'decision');
      d.id = 'decision';
      root.appendChild(d);
      choices(f, d, decision);
    }
    var message = f.message && typeof f.message === 'object' ? f.message : null;
    if (message && (message.text || message.rule)) {
      var m = node('div', 'message');
      m.id = 'message';
      m.setAttribute('role', 'alert');
      m.appendChild(node('p', '', message.text));
      if (message.rule) m.appendChild(node('p', 'rule', (word(f, 'rule') ? word(f, 'rule') + ': ' : '') + message.rule));
      root.appendChild(m);
    }
    var loyalty = f.loyalty && typeof f.loyalty === 'object' ? f.loyalty : null;
    if (loyalty) {
      var l = section('loyalty', title(f, 'loyalty'));
      var team = node('p', 'team', loyalty.text);
      if (/^[a-z]+$/.test(text(loyalty.team))) team.dataset.team = loyalty.team;
      l.appendChild(team);
      if (loyalty.detail) l.appendChild(node('p', 'detail', loyalty.detail));
      root.appendChild(l);
    }
    if (list(f.votes).length) root.appendChild(section('votes', title(f, 'votes'))).appendChild(named(f.votes));
    else if (word(f, 'no_votes')) root.appendChild(section('votes', title(f, 'votes'))).appendChild(node('p', 'none', word(f, 'no_votes')));
    if (list(f.put_down).length) root.appendChild(section('put-down', title(f, 'put_down', 'putDown'))).appendChild(plainList(f.put_down));
    if (list(f.cards).length) root.appendChild(section('cards', title(f, 'cards'))).appendChild(named(f.cards));
    if (list(f.notes).length) root.appendChild(section('notes', title(f, 'notes'))).appendChild(plainList(f.notes));
    else if (word(f, 'no_notes')) root.appendChild(section('notes', title(f, 'notes'))).appendChild(node('p', 'none', word(f, 'no_notes')));
    if (list(f.log).length) {
      var log = node('ol', 'plain log');
      f.log.forEach(function (line) { log.appendChild(node('li', '', line)); });
      root.appendChild(section('log', title(f, 'log'))).appendChild(log);
    }
    refresh();
  }

  /** Draws the decision's choices, grouped; a choice that throws something away asks first (its `ask`). */
  function choices(f, d, decision) {
    d.textContent = '';
    if (decision.prompt) d.appendChild(node('p', 'prompt', decision.prompt));
    list(decision.groups).forEach(function (group) {
      var g = node('div', 'group');
      if (group && group.title) { g.appendChild(node('h3', '', group.title)); g.dataset.title = text(group.title); }
      var all = list(group && group.choices);
      var stepped = all.length > 4 && all.every(function (c) { return c && Array.isArray(c.steps) && c.steps.length > 1; });
      if (stepped) offerSteps(f, d, decision, g, all, []);
      else all.forEach(function (choice) { g.appendChild(choiceButton(f, d, decision, choice, choice && choice.label)); });
      d.appendChild(g);
    });
    refresh();
  }

  function choiceButton(f, d, decision, choice, label) {
    var b = node('button', 'choice', label);
    b.type = 'button';
    b.dataset.choice = text(choice && choice.id);
    b.addEventListener('click', function () {
      if (choice && choice.ask) ask(f, d, decision, choice); else press(b, f.serial);
    });
    return b;
  }

  /** A choice made on several things (two cards, then a player) is chosen one thing at a time, as on the mat. */
  function offerSteps(f, d, decision, g, all, chosen) {
    var open = all.filter(function (c) { return chosen.every(function (word, i) { return c.steps[i] === word; }); });
    if (chosen.length) g.appendChild(node('p', 'prompt', chosen.join(' · ')));
    var seen = {};
    open.forEach(function (c) {
      var next = c.steps[chosen.length];
      if (chosen.length === c.steps.length - 1) { g.appendChild(choiceButton(f, d, decision, c, next)); return; }
      if (seen[next]) return;
      seen[next] = true;
      var b = node('button', 'choice step', next);
      b.type = 'button';
      b.addEventListener('click', function () {
        g.textContent = '';
        if (g.dataset.title) g.appendChild(node('h3', '', g.dataset.title));
        offerSteps(f, d, decision, g, all, chosen.concat([next]));
        refresh();
      });
      g.appendChild(b);
    });
    if (chosen.length) {
      var back = node('button', 'choice back', word(f, 'back') || w('back'));
      back.type = 'button';
      back.addEventListener('click', function () { choices(f, d, decision); });
      g.appendChild(back);
    }
  }

  /** Asks before a choice that throws something away: its question, its Yes, and Back to the choices. */
  function ask(f, d, decision, choice) {
    d.textContent = '';
    d.appendChild(node('p', 'prompt ask', choice.ask));
    var yes = node('button', 'choice', choice.yes || choice.label);
    yes.type = 'button';
    yes.dataset.choice = text(choice.id);
    yes.addEventListener('click', function () { press(yes, f.serial); });
    var back = node('button', 'choice back', word(f, 'back') || w('back'));
    back.type = 'button';
    back.addEventListener('click', function () { choices(f, d, decision); });
    d.appendChild(yes);
    d.appendChild(back);
    refresh();
    yes.focus();
  }

  function press(button, serial) {
    if (pressed || !frame || frame.serial !== serial) return;
    if (!send({ type: 'act', choice: button.dataset.choice, serial: serial })) return;
    pressed = true;
    button.classList.add('pressed');
    refresh();
    // The table answers with a new frame; should none come, the choices come back.
    clearTimeout(pressTimer);
    pressTimer = setTimeout(function () { pressed = false; refresh(); }, 4000);
  }

  // ---- Hiding: by the Hide button, and whenever the page loses focus or visibility.
  function veil() {
    var wasShown = !document.body.classList.contains('veiled');
    document.body.classList.add('veiled');
    el('veil').hidden = false;
    if (wasShown) el('veil').focus();
  }
  function unveil() {
    document.body.classList.remove('veiled');
    el('veil').hidden = true;
    el('hide').focus();
  }

  function setLang(newLang) {
    lang = newLang;
    try { window.localStorage.setItem(LANG_KEY, lang); } catch (e) { /* private mode: not kept */ }
    render();
    send({ type: 'lang', lang: lang });
  }

  function wire() {
    el('hide').addEventListener('click', veil);
    el('veil').addEventListener('click', unveil);
    el('lang-switch').addEventListener('click', function () { setLang(w('otherLang')); });
    window.addEventListener('blur', veil);
    window.addEventListener('pagehide', veil);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') { veil(); hiddenAt = Date.now(); return; }
      // Back from sleep: a socket that lived through a long sleep may be dead without knowing it.
      var long = hiddenAt && Date.now() - hiddenAt > 30000;
      hiddenAt = 0;
      if (phase === 'idle' || long) reconnectNow();
    });
    window.addEventListener('online', reconnectNow);
    window.addEventListener('pageshow', function (ev) { if (ev.persisted && phase !== 'open') reconnectNow(); });
    window.addEventListener('hashchange', function () {
      var fresh = codeFromHash();
      if (fresh && fresh !== code) start(fresh);
    });
    el('entry').addEventListener('submit', function (ev) {
      ev.preventDefault();
      var typed = normalCode(el('code').value);
      if (!typed) { el('code-error').textContent = w('notAccepted'); return; }
      status = 'connecting';
      if (window.history && history.replaceState) history.replaceState(null, '', '#' + typed);
      start(typed);
    });
  }

  // For the tests (tests/phones/): the page's own crypto, to pin it to channel.py. No secrets.
  window.TortugaPhone = Object.freeze({
    normalCode: normalCode, tokenOf: tokenOf, keyOf: keyOf, sessionKey: sessionKey,
    Channel: Channel, b64: b64, unb64: unb64, TO_PHONE: TO_PHONE, FROM_PHONE: FROM_PHONE
  });

  wire();
  var first = codeFromHash();
  if (first) start(first); else { render(); askCode(); }
}());
